import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { StaticPage } from '@/features/site/components/static-page.tsx';
import { PageHead } from '@/features/site/components/page-head.tsx';
import { TravellersHelped } from '@/features/site/components/site-figures.tsx';

export function Component() {
  return (
    <>
      <PageHead
        title="About TripTender"
        description="TripTender connects travellers with vetted local tour operators in Ireland, Scotland and the UK: one trip request, competing quotes, free for travellers."
      />
      <StaticPage
        title="About TripTender"
        intro="We believe the best trips are planned by people who live there. TripTender puts travellers and local experts in touch, fairly for both."
      >
        <h2>Our story</h2>
        <p>
          TripTender began with a frustrating holiday: weeks of comparing hotel sites, tour listings and driving times
          for a ten-day trip around Ireland, only to meet a local operator on the last day who could have planned it
          better, for less. Local experts know which roads to avoid, which castle hotel is worth it and which pub has
          music on a Tuesday. They are just hard to find from abroad.
        </p>
        <p>
          So we built a marketplace where a traveller describes their trip once, and vetted local operators in Ireland,
          Scotland and the rest of the UK compete to plan it.
        </p>
        <h2>What we stand for</h2>
        <ul>
          <li>
            <strong>Free for travellers.</strong> You never pay us anything: not to post a request, not to compare
            quotes, not to book.
          </li>
          <li>
            <strong>Fair for operators.</strong> Operators pay a small fixed fee for each request they choose to answer,
            never a commission. That keeps their prices honest.
          </li>
          <li>
            <strong>Vetted experts only.</strong> Every operator is licensed, insured and has at least 2 years of
            experience, and we act on every traveller's feedback.
          </li>
          <li>
            <strong>Your data stays yours.</strong> Operators see your contact details only once they take on your
            request, at most five of them per request, and we never sell data.
          </li>
        </ul>
        <TravellersHelped>
          {(count) => (
            <>
              <h2>By the numbers</h2>
              <p>{count} travellers have planned a trip with TripTender.</p>
            </>
          )}
        </TravellersHelped>
        <h2>Get in touch</h2>
        <p>
          Press, partnerships or just a question: <Link to={paths.contact}>contact us</Link>. Tour operators can read
          how to join on our <Link to={paths.forAgents}>page for agents</Link>.
        </p>
      </StaticPage>
    </>
  );
}
