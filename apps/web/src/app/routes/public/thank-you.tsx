import { paths } from '@triptender/contract/paths';
import { ThankYou } from '@/features/public/components/thank-you.tsx';

export function Component() {
  return (
    <>
      <title>Thank You | TripTender</title>
      <meta name="description" content="Your request has been received. Local tour operators will be in touch soon." />
      <meta name="robots" content="noindex" />
      <ThankYou tone="green" place="" backTo={paths.home} backLabel="Return to Home" />
    </>
  );
}
