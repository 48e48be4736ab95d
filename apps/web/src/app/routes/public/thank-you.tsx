import { ThankYouPage } from '@/features/public/components/thank-you-page.tsx';
import { THANK_YOU_PAGES } from '@/features/public/content/thank-you.ts';

export function Component() {
  return <ThankYouPage {...THANK_YOU_PAGES.general} />;
}
