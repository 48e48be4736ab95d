import { ClipboardList, MessageSquareQuote, Search, Wallet } from 'lucide-react';
import { paths } from '@triptender/contract/paths';
import { formatCents } from '@triptender/contract/money';
import { Badge } from '@/components/ui/badge.tsx';
import { LeadStatusBadge } from '@/components/ui/lead-status-badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { RowTable, Td } from '@/components/ui/table.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { useCompanyOverview } from '../api/overview.ts';
import { CompanyPerformance } from './company-performance.tsx';
import { formatDate } from '@/lib/format.ts';
import { leadTitle } from '@triptender/contract/lead-title';

/** How long ago the request was posted (age_days: daysSince, never negative). */
function age(days: number): string {
  if (days === 0) return 'posted today';
  return `posted ${days} day${days === 1 ? '' : 's'} ago`;
}

export function CompanyOverview({ companyId, canEditProfile }: { companyId: number; canEditProfile: boolean }) {
  const query = useCompanyOverview(companyId);
  const { data, error } = query;
  if (error) return <ErrorState error={error} onRetry={() => void query.refetch()} />;
  const stats = data?.stats;
  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-semibold text-slate-900">Profile completion</h2>
            <span className="text-sm font-semibold text-slate-900">
              {data ? `${data.profile.percent}%` : <Skeleton className="h-5 w-10" />}
            </span>
          </div>
          <ProgressBar value={data?.profile.percent ?? 0} label="Profile completion" />
          {data ? (
            data.profile.complete ? (
              <p className="text-sm text-slate-600">Your profile is complete. Travellers see everything about you.</p>
            ) : (
              <p className="text-sm text-slate-700">
                Missing: {data.profile.missing.join(', ')}.{' '}
                {canEditProfile ? (
                  <TextLink to={paths.company.settings}>Complete your profile</TextLink>
                ) : (
                  'A Manager of your company can complete it in Settings.'
                )}
              </p>
            )
          ) : null}
        </CardContent>
      </Card>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Open leads this week"
          icon={Search}
          value={stats?.open_leads_this_week}
          hint="Posted in the last 7 days"
        />
        <StatCard
          label="Leads bought"
          icon={ClipboardList}
          value={stats?.leads_bought}
          hint="Refunded purchases not counted"
        />
        <StatCard
          label="Quotes sent"
          icon={MessageSquareQuote}
          value={stats?.quotes_sent}
          hint={stats ? `${stats.quotes_won} won` : undefined}
        />
        <StatCard label="Wallet balance" icon={Wallet} value={stats ? formatCents(stats.balance_cents) : undefined} />
      </div>

      <CompanyPerformance companyId={companyId} />

      <Card>
        <CardHeader className="flex items-center justify-between gap-2">
          <CardTitle>Recent Trip Requests</CardTitle>
          <TextLink to={paths.company.marketplace} className="text-sm">
            See all trip requests
          </TextLink>
        </CardHeader>
        <QueryState
          query={query}
          isEmpty={(d) => d.recent_leads.length === 0}
          empty="No open trip requests right now."
          emptyText="New requests appear here as travellers post them."
        >
          {(data) => (
            <RowTable
              label="Recent trip requests"
              columns={['Trip overview', 'Requester', 'Status', 'Date']}
              items={data.recent_leads}
              row={(lead) => (
                <>
                  <Td>
                    <p className="font-medium text-slate-900">{leadTitle(lead)}</p>
                    <p className="text-xs text-slate-600">
                      {lead.number_of_people} {lead.number_of_people === 1 ? 'person' : 'people'} ·{' '}
                      {lead.number_of_night} nights
                    </p>
                  </Td>
                  <Td>{lead.user.first_name}</Td>
                  <Td>
                    <div className="flex flex-wrap gap-1">
                      <LeadStatusBadge status={lead.status} />
                      {lead.bought ? <Badge tone="blue">Bought</Badge> : null}
                    </div>
                  </Td>
                  <Td className="whitespace-nowrap">
                    <p>{formatDate(lead.start_date)}</p>
                    <p className="text-xs text-slate-600">{age(lead.age_days)}</p>
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
