import type { ThankYouContent } from '../content/thank-you.ts';
import { PageHead } from './page-head.tsx';
import { ThankYou } from './thank-you.tsx';

/** A thank-you page: its head (kept out of search results) and the thank-you itself. */
export function ThankYouPage({ title, description, ...thankYou }: ThankYouContent) {
  return (
    <>
      <PageHead title={title} description={description} />
      <meta name="robots" content="noindex" />
      <ThankYou {...thankYou} />
    </>
  );
}
