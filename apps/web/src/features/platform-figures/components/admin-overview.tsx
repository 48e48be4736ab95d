import { HoverCard } from 'radix-ui';
import { Banknote, ClipboardCheck, FilePlus2, Map as MapIcon, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_TEXT } from '@triptender/contract/admin';
import { COMPANY_MESSAGES } from '@triptender/contract/companies';
import { paths } from '@triptender/contract/paths';
import { formatCents } from '@triptender/contract/money';
import { LeadStatusBadge } from '@/components/ui/lead-status-badge.tsx';
import { Card, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { RowTable, Td } from '@/components/ui/table.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { type AdminOverviewData, useAdminOverview } from '../api/overview.ts';
import { AbuseAlerts } from './abuse-alerts.tsx';
import { HealthCard } from './health-card.tsx';
import { RevenueCard } from './revenue-card.tsx';

type Incomplete = AdminOverviewData['incomplete_profiles']['data'][number];

/** A mailto link asking a company to complete its profile, naming what is missing. */
export function profileMailto(c: Incomplete): string {
  const body =
    `Hello ${c.name},\n\nYour TripTender company profile is ${c.percent}% complete. ` +
    `Travellers choose operators they can see, so please add the missing details: ${c.missing.join(', ')}.\n\n` +
    'You can do this under Settings in the Tour Operator Portal.\n\nThank you,\nThe TripTender team';
  return `mailto:${c.email}?subject=${encodeURIComponent(COMPANY_MESSAGES.profileEmailSubject)}&body=${encodeURIComponent(body)}`;
}

function AllTripsCard({ trips }: { trips: AdminOverviewData['all_trips'] | undefined }) {
  return (
    <HoverCard.Root openDelay={150} closeDelay={100}>
      <HoverCard.Trigger asChild>
        <Link
          to={paths.admin.trips}
          className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600"
        >
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-slate-600">All Trips</p>
            <MapIcon className="h-5 w-5 text-brand-700" aria-hidden />
          </div>
          <p className="mt-2 text-2xl font-bold text-slate-900">
            {trips ? trips.count : <Skeleton className="h-8 w-16" />}
          </p>
          <p className="mt-1 text-xs text-slate-600">Trip requests with at least one quote</p>
        </Link>
      </HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          sideOffset={6}
          align="start"
          className="z-40 w-80 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <p className="mb-2 text-sm font-semibold text-slate-900">Latest quoted trips</p>
          {!trips || trips.preview.length === 0 ? (
            <p className="text-sm text-slate-600">No quoted trips yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {trips.preview.map((t) => (
                <li key={t.id} className="flex items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      #{t.id} {t.client}
                    </p>
                    <p className="text-xs text-slate-600">
                      {t.companies_count} {t.companies_count === 1 ? 'company' : 'companies'} · {t.bids_count}{' '}
                      {t.bids_count === 1 ? 'quote' : 'quotes'}
                    </p>
                  </div>
                  <LeadStatusBadge status={t.status} />
                </li>
              ))}
            </ul>
          )}
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}

export function AdminOverview() {
  const query = useAdminOverview();
  const { data, error } = query;
  if (error) return <ErrorState error={error} onRetry={() => void query.refetch()} />;
  const f = data?.figures;
  return (
    <div className="space-y-6">
      <AbuseAlerts alerts={data?.alerts} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <AllTripsCard trips={data?.all_trips} />
        <StatCard
          label="Leads this week"
          icon={FilePlus2}
          value={f?.leads_this_week}
          hint="Posted in the last 7 days"
        />
        <StatCard label="Purchases this month" icon={ShoppingCart} value={f?.purchases_this_month} />
        <StatCard
          label="Revenue this month"
          icon={Banknote}
          value={f ? formatCents(f.revenue_this_month_cents) : undefined}
          hint="Purchases less refunds"
        />
        <StatCard label="Quotes accepted this month" icon={ClipboardCheck} value={f?.quotes_accepted_this_month} />
      </div>

      <HealthCard />

      <RevenueCard />

      <Card>
        <CardHeader>
          <CardTitle>Incomplete Company Profiles</CardTitle>
          {data && data.incomplete_profiles.total > data.incomplete_profiles.data.length ? (
            <p className="mt-1 text-sm text-slate-600">
              Showing {data.incomplete_profiles.data.length} of {data.incomplete_profiles.total}.{' '}
              <TextLink to={paths.admin.companies}>See all companies</TextLink>
            </p>
          ) : null}
        </CardHeader>
        <QueryState
          query={query}
          isEmpty={(d) => d.incomplete_profiles.data.length === 0}
          empty={ADMIN_TEXT.allProfilesComplete}
        >
          {(data) => (
            <RowTable
              label="Incomplete company profiles"
              columns={['Company', 'Completion', 'Missing', 'Contact']}
              items={data.incomplete_profiles.data}
              row={(c) => (
                <>
                  <Td>
                    <TextLink to={paths.admin.company(c.id)}>{c.name}</TextLink>
                  </Td>
                  <Td className="min-w-32">
                    <div className="flex items-center gap-2">
                      <ProgressBar value={c.percent} label={`${c.name} profile completion`} className="w-20" />
                      <span className="text-xs text-slate-700">{c.percent}%</span>
                    </div>
                  </Td>
                  <Td>{c.missing.join(', ')}</Td>
                  <Td>
                    <a href={profileMailto(c)} className="font-medium whitespace-nowrap text-brand-700 hover:underline">
                      Send email
                    </a>
                  </Td>
                </>
              )}
            />
          )}
        </QueryState>
      </Card>
    </div>
  );
}
