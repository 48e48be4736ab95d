import { useSearchParams } from 'react-router';
import { COUNTRIES, COUNTRY_LABELS, type Country } from '@triptender/contract/enums';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Marketplace } from '@/features/marketplace/components/marketplace.tsx';
import { RESPONSE_CLOCK_HELP } from '@/features/site/content/response-clock.ts';

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
      {/* the marketplace help: the response clock (docs/marketplace.md) */}
      <details className="mb-4 rounded-md border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-900">{RESPONSE_CLOCK_HELP.title}</summary>
        <p className="mt-2">{RESPONSE_CLOCK_HELP.rule}</p>
        <p className="mt-2">{RESPONSE_CLOCK_HELP.reason}</p>
      </details>
      <Marketplace />
    </>
  );
}
