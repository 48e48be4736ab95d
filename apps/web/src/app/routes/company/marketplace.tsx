import { useSearchParams } from 'react-router';
import { COUNTRIES, COUNTRY_LABELS, type Country } from '@triptender/contract/enums';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Marketplace } from '@/features/marketplace/components/marketplace.tsx';

/** 'Trip Requests', or the country's when the list is filtered to one ('Scotland Trip Requests'). */
export function marketplaceTitle(country: string | null): string {
  return (COUNTRIES as readonly string[]).includes(country ?? '')
    ? `${COUNTRY_LABELS[country as Country]} Trip Requests`
    : 'Trip Requests';
}

export function Component() {
  const [params] = useSearchParams();
  const title = marketplaceTitle(params.get('country'));
  return (
    <>
      <title>{`${title} | TripTender`}</title>
      <meta name="description" content="Open trip requests from travellers to Ireland, Scotland and the UK." />
      <PageHeader
        title={title}
        description="Buy a request to see the traveller's contact details and send your quote."
      />
      <Marketplace />
    </>
  );
}
