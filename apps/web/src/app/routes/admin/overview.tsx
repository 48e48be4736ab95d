import { PageHeader } from '@/components/ui/page-header.tsx';
import { AdminOverview } from '@/features/platform-figures/components/admin-overview.tsx';

export function Component() {
  return (
    <>
      <title>Overview | TripTender Admin</title>
      <meta name="description" content="The platform at a glance: trips, purchases, revenue and company profiles." />
      <PageHeader title="Overview" description="The platform at a glance." />
      <AdminOverview />
    </>
  );
}
