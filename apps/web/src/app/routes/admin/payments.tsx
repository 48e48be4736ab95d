import { PageHeader } from '@/components/ui/page-header.tsx';
import { AdminPayments } from '@/features/card-payments/components/admin-payments.tsx';

export function Component() {
  return (
    <>
      <title>Payments | TripTender Admin</title>
      <meta name="description" content="Every card top-up through Stripe, its receipt, and refunds to the card." />
      <PageHeader
        title="Payments"
        description="Card top-ups through Stripe Checkout. A paid top-up can be refunded to the card while its wallet still holds the amount."
      />
      <AdminPayments />
    </>
  );
}
