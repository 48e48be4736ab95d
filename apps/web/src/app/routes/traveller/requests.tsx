import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { openTripRequest } from '@/features/trip-request/open-trip-request.ts';
import { RequestsTable } from '@/features/traveller-leads/components/leads-table.tsx';

export function Component() {
  return (
    <>
      <title>My Trip Requests | TripTender</title>
      <meta name="description" content="Your trip requests, their status and the quotes tour operators sent." />
      <PageHeader
        title="My Trip Requests"
        actions={
          <Button onClick={() => openTripRequest()}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Post Trip Request
          </Button>
        }
      />
      <RequestsTable onPostRequest={() => openTripRequest()} />
    </>
  );
}
