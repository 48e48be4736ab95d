import { PageHeader } from '@/components/ui/page-header.tsx';
import { Marketplace } from '@/features/marketplace/components/marketplace.tsx';

export function Component() {
  return (
    <>
      <title>Ireland Trip Requests | TripTender</title>
      <meta name="description" content="Open trip requests from travellers to Ireland, Scotland and the UK." />
      <PageHeader
        title="Ireland Trip Requests"
        description="Buy a request to see the traveller's contact details and send your quote."
      />
      <Marketplace />
    </>
  );
}
