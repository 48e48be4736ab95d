import { paths } from '@triptender/contract/paths';
import { ThankYou } from '@/features/public/components/thank-you.tsx';

export function Component() {
  return (
    <>
      <title>Thank You | TripTender Ireland</title>
      <meta
        name="description"
        content="Your Ireland request has been received. Irish tour operators will be in touch soon."
      />
      <meta name="robots" content="noindex" />
      <ThankYou tone="green" place="Ireland" backTo={paths.ireland} backLabel="Back to Ireland" />
    </>
  );
}
