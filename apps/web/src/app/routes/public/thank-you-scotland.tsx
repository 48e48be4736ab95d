import { paths } from '@triptender/contract/paths';
import { ThankYou } from '@/features/public/components/thank-you.tsx';

export function Component() {
  return (
    <>
      <title>Thank You | TripTender Scotland</title>
      <meta
        name="description"
        content="Your Scotland request has been received. Scottish tour operators will be in touch soon."
      />
      <meta name="robots" content="noindex" />
      <ThankYou tone="blue" place="Scotland" backTo={paths.scotland} backLabel="Back to Scotland" />
    </>
  );
}
