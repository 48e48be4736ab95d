import { ThankYouPage } from '@/features/site/components/thank-you-page.tsx';
import { THANK_YOU_PAGES } from '@/features/site/content/thank-you.ts';

export function Component() {
  return <ThankYouPage {...THANK_YOU_PAGES.scotland} />;
}
