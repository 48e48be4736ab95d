import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { CtaButton } from '@/features/site/components/cta-button.tsx';
import { StaticPage } from '@/features/site/components/static-page.tsx';
import { openTripRequest } from '@/features/trip-request/open-trip-request.ts';
import { PageHead } from '@/features/site/components/page-head.tsx';

export function Component() {
  return (
    <>
      <PageHead
        title="How It Works | TripTender"
        description="How TripTender works: post your trip once, receive competing quotes from vetted local tour operators, with the total and the price per person, compare, chat and book. Free for travellers."
      />
      <StaticPage
        title="How TripTender works"
        intro="One trip request, several local experts competing to plan it. Free for travellers, with no obligation to book."
      >
        <h2>For travellers</h2>
        <h3>1. Tell us about your trip</h3>
        <p>
          Answer a few quick questions: where you want to go (Ireland, Scotland or elsewhere in the UK), how many of you
          are travelling, when you want to start, how many nights, the kind of trip you enjoy and how you like to get
          around. Add anything else that matters in your special requests. It takes under 2 minutes, and you do not need
          an account: we create one for you and email you a link to set a password.
        </p>
        <h3>2. Receive custom quotes</h3>
        <p>
          Vetted local tour operators see your trip (without your contact details). Up to five of them can take on your
          request; each then prepares a quote for your trip: the total price and the price per person, the duration,
          what is included and what is not, and a personal message. Quotes arrive as the operators finish them, and we
          email you each time one does.
        </p>
        <h3>3. Compare and book</h3>
        <p>
          Compare the quotes side by side by price, rating and response time. Ask questions and fine-tune the itinerary
          in the chat with each operator. When one suits you, accept it and book directly with that operator. If none
          do, there is nothing to pay and no obligation.
        </p>
        <h2>Why it saves you money</h2>
        <p>
          Local operators buy hotels, drivers, guides and entry tickets at trade rates and know which combinations work.
          When several of them compete for your trip, you see their offers side by side, with what each one includes,
          and choose on value rather than on a headline price. If you claimed our 15% first-booking discount, they see
          that too.
        </p>
        <h2>For tour operators</h2>
        <p>
          Operators browse trip requests in their portal and pay a small fixed fee to take on the ones they want to
          quote for, from a prepaid wallet. There is no subscription and no commission on the bookings they win. Read
          more on our <Link to={paths.forAgents}>page for agents</Link>.
        </p>
        <h2>Questions?</h2>
        <p>
          See the answers in our <Link to={paths.help}>help centre</Link> or <Link to={paths.contact}>contact us</Link>.
        </p>
        <div className="mt-10">
          <CtaButton onClick={() => openTripRequest()}>Get FREE Quotes</CtaButton>
        </div>
      </StaticPage>
    </>
  );
}
