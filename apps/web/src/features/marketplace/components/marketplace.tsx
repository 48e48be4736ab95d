import { RefreshCw } from 'lucide-react';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { companyRoleCan } from '@triptender/contract/team';
import { type OpenLead, type OpenLeadsQuery } from '@triptender/contract/marketplace';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { ItemList } from '@/components/ui/item-list.tsx';
import { ListPager } from '@/components/ui/list-pager.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { toast } from '@/lib/toast.ts';
import { useConfirming } from '@/lib/use-confirming.ts';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import { paths } from '@triptender/contract/paths';
import { isWalletRefusal, useBuyLead } from '../api/purchases.ts';
import { useOpenLeads } from '../api/open-leads.ts';
import { BuyDialog } from './buy-dialog.tsx';
import { LeadCard } from './lead-card.tsx';
import { MarketplaceFilters, type MarketplaceFilterValues } from './marketplace-filters.tsx';
import { MarketplaceTabs, useLeadMatch } from './marketplace-tabs.tsx';

const DEFAULTS: MarketplaceFilterValues = { search: '', category: 'all', budget: 'all', country: '', sort: 'recent' };

/** The marketplace: filters in the URL (shareable, back button works), cards, server-side pages. */
export function Marketplace() {
  const [params, setParams] = useSearchParams();
  const filters: MarketplaceFilterValues = {
    search: params.get('search') ?? DEFAULTS.search,
    category: params.get('category') ?? DEFAULTS.category,
    budget: params.get('budget') ?? DEFAULTS.budget,
    country: params.get('country') ?? DEFAULTS.country,
    sort: params.get('sort') ?? DEFAULTS.sort,
  };
  const page = Number(params.get('page') ?? 1) || 1;
  // the marketplace opens on the leads that fit the company's preferences
  const [match, setMatch] = useLeadMatch();
  const query: OpenLeadsQuery = {
    page,
    match,
    search: filters.search || undefined,
    category: filters.category as OpenLeadsQuery['category'],
    budget: filters.budget as OpenLeadsQuery['budget'],
    country: (filters.country || undefined) as OpenLeadsQuery['country'],
    sort: filters.sort as OpenLeadsQuery['sort'],
  };
  const leads = useOpenLeads(query);

  const update = useCallback(
    (patch: Partial<MarketplaceFilterValues> & { page?: number }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            const isDefault = k === 'page' ? v === 1 : v === DEFAULTS[k as keyof MarketplaceFilterValues];
            if (isDefault || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          // a new filter starts again from the first page
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const role = useAuth((s) => s.user?.company_role?.id);
  const companyId = Number(useAuth((s) => s.user?.company?.id) ?? 0);
  // the server decides; this only spares Finance users a button that would be refused
  const canBuy = companyRoleCan(role, 'buyLeads');
  const canViewWallet = companyRoleCan(role, 'viewWallet');
  const canSetLimits = companyRoleCan(role, 'setSpendingLimits');
  const navigate = useNavigate();
  // the dialog stays open and shows the short balance or the limit; the toast offers the same way forward
  const buy = useBuyLead({
    onShort: (message) =>
      toast.error(PURCHASE_MESSAGES.shortTitle, {
        description: canViewWallet ? message : `${message} ${PURCHASE_MESSAGES.askToTopUp}`,
        ...(canViewWallet
          ? { action: { label: PURCHASE_MESSAGES.topUpAction, onClick: () => navigate(paths.company.wallet) } }
          : {}),
      }),
    onLimit: (message) =>
      toast.error(PURCHASE_MESSAGES.limitTitle, {
        description: canSetLimits ? message : `${message} ${PURCHASE_MESSAGES.askToRaiseLimit}`,
        ...(canSetLimits
          ? {
              action: {
                label: PURCHASE_MESSAGES.limitAction,
                onClick: () => navigate(`${paths.company.wallet}#spending-limits`),
              },
            }
          : {}),
      }),
  });
  const buying = useConfirming<OpenLead>();
  const confirming = buying.item;

  return (
    <>
      <MarketplaceTabs
        match={match}
        onMatch={setMatch}
        matchingCount={leads.data?.meta.matching_count}
        preferencesSet={leads.data?.meta.preferences_set}
        canSetPreferences={companyRoleCan(role, 'editProfile')}
        filters={<MarketplaceFilters values={filters} onChange={update} />}
      >
        {leads.isPending ? (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-80" />
            ))}
          </div>
        ) : leads.isError ? (
          <ErrorState error={leads.error} onRetry={() => void leads.refetch()} />
        ) : leads.data.data.length === 0 ? (
          match === 'preferences' && leads.data.meta.preferences_set ? (
            <EmptyState
              title="No trip requests match your preferences right now."
              action={
                <Button variant="outline" onClick={() => setMatch('all')}>
                  Show all leads
                </Button>
              }
            >
              New requests that fit appear here first; the All leads tab lists every open request.
            </EmptyState>
          ) : (
            <EmptyState title="No trip requests found matching your criteria." />
          )
        ) : (
          <>
            <ItemList
              items={leads.data.data}
              className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
              itemClassName="flex"
              aria-busy={leads.isFetching}
            >
              {(lead) => <LeadCard lead={lead} canBuy={canBuy} onBuy={buying.ask} />}
            </ItemList>
            <ListPager
              meta={leads.data.meta}
              shown={leads.data.data.length}
              onPage={(p) => update({ page: p })}
              label="Trip request pages"
            />
            {/* a forced reload: a repeat within 10 s is otherwise answered from memory */}
            <p className="mt-2 text-right">
              <Button variant="ghost" size="sm" disabled={leads.isFetching} onClick={() => void leads.refetch()}>
                <RefreshCw
                  className={leads.isFetching ? 'h-4 w-4 motion-safe:animate-spin' : 'h-4 w-4'}
                  aria-hidden="true"
                />
                {leads.isFetching ? 'Refreshing...' : 'Refresh'}
              </Button>
            </p>
          </>
        )}
      </MarketplaceTabs>
      <BuyDialog
        {...buying.dialog}
        lead={confirming}
        companyId={companyId}
        canViewWallet={canViewWallet}
        canSetLimits={canSetLimits}
        pending={buy.isPending}
        onConfirm={() => {
          if (!confirming || !companyId) return;
          buy.mutate(
            { lead_id: confirming.id, company_id: companyId },
            // a short wallet or a reached limit keeps the dialog open on its way forward; anything else closes it
            { onSettled: (_data, err) => (isWalletRefusal(err) ? undefined : buying.done()) },
          );
        }}
      />
    </>
  );
}
