import { PageHeader } from '@/components/ui/page-header.tsx';
import { AdminTrips } from '@/features/lead-moderation/components/admin-trips.tsx';

export function Component() {
  return (
    <>
      <title>All Trips | TripTender Admin</title>
      <meta name="description" content="Every trip request on TripTender: search, filter and remove." />
      <PageHeader title="All Trips" description="Every trip request, with its buyers and quotes." />
      <AdminTrips />
    </>
  );
}
