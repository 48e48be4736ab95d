import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { LegalPage } from '@/features/site/components/static-page.tsx';

export function Component() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using TripTender as a traveller or a tour operator: how the marketplace works, fees, operator requirements and our liability."
    >
      <h2>1. About these terms</h2>
      <p>
        These terms apply when you use TripTender, the marketplace run by TripTender Ltd, as a traveller or as a tour
        operator or travel agent ("operator"). By using TripTender you agree to them.
      </p>
      <h2>2. What TripTender does</h2>
      <p>
        TripTender puts travellers in touch with independent operators. We are not a travel agent or tour operator and
        are not a party to any booking: a booking is a contract between you and the operator, under the operator's own
        terms, prices and financial protection.
      </p>
      <h2>3. Travellers</h2>
      <ul>
        <li>
          Posting trip requests, receiving quotes and messaging operators is free. There is no obligation to book.
        </li>
        <li>Give accurate details: operators plan and price your trip on them.</li>
        <li>
          Your contact details are shared with the operators who take on your request (at most five), as our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link> explains.
        </li>
        <li>The 15% first-booking discount applies once per traveller, with participating operators.</li>
      </ul>
      <h2>4. Operators</h2>
      <ul>
        <li>
          Operators must be licensed, insured and based in Ireland or the UK, with at least 2 years of experience, and
          must keep their details current.
        </li>
        <li>
          Taking on a request costs the fee shown before purchase, paid from a prepaid wallet. Fees are not refunded,
          except for a request with invalid contact details reported within 14 days and confirmed by us, or a request we
          remove.
        </li>
        <li>No commission is charged on bookings.</li>
        <li>
          Traveller details may be used only to quote for and arrange that traveller's trip, and quotes must be honest
          and complete.
        </li>
      </ul>
      <h2>5. Acceptable use</h2>
      <p>
        Do not misuse the service: no false requests or quotes, spam, harassment, scraping or attempts to break its
        security. We may suspend accounts that do.
      </p>
      <h2>6. Liability</h2>
      <p>
        We work hard to vet operators, but we do not guarantee any trip, and we are not liable for what operators do or
        fail to do. To the extent the law allows, our total liability to you is limited to the greater of $100 or the
        amount you paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be
        limited by law.
      </p>
      <h2>7. Support and changes</h2>
      <p>
        Support is available 9 AM-6 PM EST on weekdays through our <Link to={paths.contact}>contact page</Link>. We may
        update these terms; we will tell registered users about material changes by email at least 30 days ahead.
      </p>
      <h2>8. Law</h2>
      <p>These terms are governed by the laws of Ireland, without prejudice to your rights as a consumer.</p>
    </LegalPage>
  );
}
