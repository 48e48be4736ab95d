import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { StaticPage } from '@/features/site/components/static-page.tsx';
import { PageHead } from '@/features/site/components/page-head.tsx';
import { RESPONSE_CLOCK_HELP } from '@/features/site/content/response-clock.ts';

export function Component() {
  return (
    <>
      <PageHead
        title="For Tour Operators and Travel Agents | TripTender"
        description="Qualified trip requests for Ireland, Scotland and the UK, with no commission. Pay a small fixed fee per lead from a prepaid wallet and quote directly to travellers."
      />
      <StaticPage
        title="Grow your business with TripTender"
        intro="Qualified trip requests from travellers who are ready to book, with no commission and no subscription."
      >
        <h2>How it works for operators</h2>
        <ol>
          <li>
            <strong>Browse trip requests.</strong> See every open request for your destinations: dates, group size,
            nights, trip and travel type, flights, special requests and an estimated budget, with search and filters.
          </li>
          <li>
            <strong>Take on the ones you want.</strong> Buy access to a request for a fixed fee (currently $25) from
            your prepaid wallet. You then see the traveller's full contact details. At most five operators can take on
            any request, so you never compete with dozens.
          </li>
          <li>
            <strong>Send your quote.</strong> Price, duration, inclusions and exclusions and a personal message, then
            chat with the traveller to fine-tune it.
          </li>
          <li>
            <strong>Win the booking.</strong> When the traveller accepts your quote, you book them directly, under your
            own terms. We take no commission.
          </li>
        </ol>
        <h2>{RESPONSE_CLOCK_HELP.title}</h2>
        <p>{RESPONSE_CLOCK_HELP.rule}</p>
        <p>{RESPONSE_CLOCK_HELP.reason}</p>
        <h2>Why operators choose TripTender</h2>
        <ul>
          <li>Qualified leads: real travellers with dates, a group and a destination, not newsletter sign-ups.</li>
          <li>No commission on bookings and no monthly fee: you only pay for the requests you choose.</li>
          <li>A fair chance: at most five operators can take on each request.</li>
          <li>
            Protection: a request with invalid contact details, reported within 14 days and confirmed by us, is refunded
            to your wallet.
          </li>
          <li>Team accounts for managers, agents and finance, and badges such as Top Rated and Fast Responder.</li>
        </ul>
        <h2>Who can join</h2>
        <p>
          Licensed tour operators and travel agents based in Ireland, Scotland or elsewhere in the UK, with at least 2
          years of experience, valid registration and insurance. We check every application.
        </p>
        <h2>Apply</h2>
        <p>
          Tell us about your business through our <Link to={paths.contact}>contact form</Link> with the category "Agent
          partnership". We usually reply within two working days. Already a partner?{' '}
          <Link to={paths.login}>Log in to your portal</Link>.
        </p>
      </StaticPage>
    </>
  );
}
