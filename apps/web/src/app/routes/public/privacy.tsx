import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { LegalPage } from '@/features/public/components/static-page.tsx';

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
      <p>
        Trip requests, quotes and messages are kept for as long as you have an account, and deleted or anonymised two
        years after your last activity. Guide sign-ups are kept until you unsubscribe. Contact messages are kept for two
        years.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, have it corrected or deleted, object to or restrict its use, take it to
        another service, and withdraw consent at any time. Write to{' '}
        <a href="mailto:privacy@triptender.example">privacy@triptender.example</a>; we reply within one month. You may
        also complain to your data protection authority.
      </p>
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
