import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { LegalPage } from '@/features/site/components/static-page.tsx';

export function Component() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="How TripTender collects, uses and protects your personal data: what tour operators see, how long we keep it, and your rights."
      intro="We collect only what is needed to get you quotes for your trip, show your contact details only to the operators who take on your request, and never sell your data."
    >
      <h2>Who we are</h2>
      <p>
        TripTender Ltd runs the TripTender marketplace and is the controller of the personal data described here. You
        can reach our privacy team at <a href="mailto:privacy@triptender.example">privacy@triptender.example</a>.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Trip requests:</strong> destination, dates, number of travellers and nights, trip and travel type,
          flights, your special requests, and your name, email and optional mobile number.
        </li>
        <li>
          <strong>Your account:</strong> name, email, mobile, a hash of your password (never the password itself) and
          when you last signed in.
        </li>
        <li>
          <strong>Messages</strong> you exchange with tour operators, and the quotes you accept or decline.
        </li>
        <li>
          <strong>Guide and discount sign-ups:</strong> name, email and the guide or offer you asked for.
        </li>
        <li>
          <strong>Contact form messages</strong> you send us.
        </li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To show your trip request to vetted tour operators and deliver their quotes and messages to you.</li>
        <li>To email you about your requests: new quotes, new messages and the link to set your password.</li>
        <li>To send the guide or discount you asked for, and occasional travel tips you can unsubscribe from.</li>
        <li>To answer your messages, prevent fraud and abuse, and keep the service secure.</li>
      </ul>
      <h2>What tour operators see</h2>
      <p>
        Operators browsing requests see your trip details and first name only. Your email address and phone number are
        shown only to an operator who takes on your request, and at most five operators can take on a request. Operators
        use your details only to quote for and arrange your trip.
      </p>
      <h2>Legal bases</h2>
      <p>
        We process your data to provide the service you ask for (contract), with your consent for marketing emails, and
        for our legitimate interests in keeping the service safe and improving it.
      </p>
      <h2>How long we keep it</h2>
      <ul>
        <li>
          <strong>Your account, trip requests, quotes and messages:</strong> for as long as you keep your account. You
          can delete it at any time (see below).
        </li>
        <li>
          <strong>Signed-in sessions:</strong> until you sign out or the session expires, at most 90 days after you sign
          in; expired sessions are deleted.
        </li>
        <li>
          <strong>Emailed links</strong> (set or reset a password, confirm a request): until they are used or expire (2
          hours for a password reset, 7 days otherwise), then deleted.
        </li>
        <li>
          <strong>Retry keys</strong> that stop a payment or purchase being made twice: 24 hours.
        </li>
        <li>
          <strong>Copies of the emails we send you:</strong> 30 days after they are sent, then deleted; all of them at
          once when you delete your account.
        </li>
        <li>
          <strong>Guide and discount sign-ups:</strong> until you unsubscribe or delete your account.
        </li>
        <li>
          <strong>Contact form messages:</strong> until you delete your account or ask us to delete them.
        </li>
        <li>
          <strong>Money records</strong> (purchases of trip requests, wallet entries, card payments, receipts) and our
          audit log: 7 years, as accounting law requires. They name companies and amounts; after you delete your account
          they no longer hold your name, email or phone number.
        </li>
      </ul>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, have it corrected or deleted, object to or restrict its use, take it to
        another service, and withdraw consent at any time. Signed in, you can do two of these yourself, at once: on your
        Account page (tour operators: Settings), <strong>Download my data</strong> saves everything we hold about you as
        a JSON file, and <strong>Delete my account</strong> (confirmed with your password) deletes it. Otherwise write
        to <a href="mailto:privacy@triptender.example">privacy@triptender.example</a>; we reply within one month and can
        do either for you. You may also complain to your data protection authority.
      </p>
      <h2>What deleting your account does</h2>
      <ul>
        <li>
          Your name, email, phone number and password are erased from your account and from each of your trip requests,
          you are signed out everywhere, and your emailed links end. You can no longer sign in, and your email address
          is free to use again.
        </li>
        <li>
          Trip requests still waiting for quotes are closed and disappear from the tour operators&apos; marketplace. An
          operator that already bought one keeps that purchase, but sees &ldquo;Deleted traveller&rdquo; and no contact
          details.
        </li>
        <li>
          The messages you wrote are replaced by a note that they were removed, and the words of your reviews are
          erased; your star ratings stay in the operators&apos; averages. Operators&apos; own messages and quotes stay
          with them.
        </li>
        <li>
          For a tour operator&apos;s team member: your account reads &ldquo;Deleted user&rdquo;; the company, its
          quotes, messages, purchases and wallet stay.
        </li>
        <li>Money records and the audit log stay for 7 years (above), without your name, email or phone number.</li>
      </ul>
      <h2>Security</h2>
      <p>
        Passwords are stored as argon2 hashes, sessions can be revoked at any time, connections are encrypted, and
        access to personal data is limited to the staff who need it.
      </p>
      <h2>Cookies</h2>
      <p>
        See our <Link to={paths.cookies}>Cookie Policy</Link>.
      </p>
    </LegalPage>
  );
}
