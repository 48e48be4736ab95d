import { BadgePercent, Mail, MessageSquare, Phone } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COUNTRY_LABELS } from '@triptender/contract/enums';
import { DISCOUNT_TEXTS } from '@triptender/contract/marketing';
import { formatMoney } from '@triptender/contract/money';
import { paths } from '@triptender/contract/paths';
import type { PurchasedLead } from '@triptender/contract/purchases';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FactList, tripFacts } from '@/components/ui/fact-list.tsx';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { ItemList } from '@/components/ui/item-list.tsx';
import { ListPager } from '@/components/ui/list-pager.tsx';
import { LanguageLine } from '@/components/ui/language-badge.tsx';
import { usePurchasedLeads } from '../api/purchased-leads.ts';
import { AcceptedTimeline } from './accepted-timeline.tsx';
import { ResponseClock } from './response-clock.tsx';
import { formatDate } from '@/lib/format.ts';

const LEAD_STATUS_LOOK = {
  // never shown to a company (pending and expired leads are not sold); here for completeness of the type
  pending: ['Awaiting confirmation', 'neutral'],
  open: ['Open', 'green'],
  accepted: ['Accepted by the traveller', 'blue'],
  archived: ['Closed', 'neutral'],
  expired: ['Expired', 'neutral'],
} as const;

const REPORT_TEXT = {
  pending: 'Reported: waiting for review',
  confirmed: 'Report confirmed: refunded',
  rejected: 'Report rejected',
} as const;

/** The lead being reported, or null when the report dialog is closed. */
export type ReportTarget = { id: number; leadTitle: string } | null;
export type RenderReportDialog = (props: { purchase: ReportTarget; onClose: () => void }) => ReactNode;

function PurchasedLeadCard({
  purchase,
  quotePanel,
  renderReportDialog,
}: {
  purchase: PurchasedLead;
  quotePanel: ReactNode;
  renderReportDialog: RenderReportDialog;
}) {
  const { lead } = purchase;
  const [reporting, setReporting] = useState(false);
  const [label, tone] = LEAD_STATUS_LOOK[lead.status];
  return (
    <Card>
      <article className="space-y-4 p-5" aria-labelledby={`purchase-${purchase.id}-title`}>
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={`purchase-${purchase.id}-title`} className="font-semibold text-slate-900">
              {lead.title}
            </h2>
            <p className="text-xs text-slate-600">
              Bought {purchase.automatic ? 'by auto-buy ' : ''}
              {formatDate(purchase.created_at)} for {formatMoney(purchase.price_cents)}
              {purchase.refunded_at ? ' (refunded)' : ''}
            </p>
          </div>
          <Badge tone={tone}>{label}</Badge>
        </header>
        <div className="grid gap-4 md:grid-cols-2">
          <FactList
            className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm"
            facts={[
              ['Country', COUNTRY_LABELS[lead.country]],
              ['Start date', formatDate(lead.start_date)],
              ...tripFacts(lead),
            ]}
          />
          {/* every card has one: a landmark needs a name of its own */}
          <section
            aria-label={`Contact details for request #${lead.id}`}
            className="self-start rounded-md bg-slate-50 p-3 text-sm"
          >
            <p className="font-semibold text-slate-900">
              {lead.first_name} {lead.last_name}
            </p>
            <p className="mt-1 flex items-center gap-2">
              <Mail className="h-4 w-4 text-slate-500" aria-hidden="true" />
              <a className="break-all text-brand-800 underline" href={`mailto:${lead.email}`}>
                {lead.email}
              </a>
            </p>
            <p className="mt-1 flex items-center gap-2">
              <Phone className="h-4 w-4 text-slate-500" aria-hidden="true" />
              {lead.mobile ? (
                <a className="text-brand-800 underline" href={`tel:${lead.mobile.replace(/\s+/g, '')}`}>
                  {lead.mobile}
                </a>
              ) : (
                <span className="text-slate-600">No mobile given</span>
              )}
            </p>
          </section>
        </div>
        <p className={lead.special_requests ? 'text-sm text-slate-700' : 'text-sm text-slate-500 italic'}>
          {lead.special_requests || 'no description'}
        </p>
        <LanguageLine locale={lead.locale} />
        {lead.discount_claimed ? (
          <p className="flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <BadgePercent className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              <strong>{DISCOUNT_TEXTS.claimed}.</strong> {DISCOUNT_TEXTS.applyIt}
            </span>
          </p>
        ) : null}
        <ResponseClock purchase={purchase} />
        <div className="border-t border-slate-100 pt-4">{quotePanel}</div>
        <AcceptedTimeline purchase={purchase} />
        <footer className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3 text-sm">
          {purchase.conversation_id !== null ? (
            <Link
              to={`${paths.company.conversations}?conversation=${purchase.conversation_id}`}
              className={buttonClass('ghost', 'sm')}
            >
              <MessageSquare className="h-4 w-4" aria-hidden="true" />
              Message {lead.first_name}
            </Link>
          ) : null}
          {purchase.report ? (
            <span className="text-slate-600">{REPORT_TEXT[purchase.report.status]}</span>
          ) : purchase.can_report ? (
            <>
              <Button size="sm" variant="ghost" onClick={() => setReporting(true)}>
                Report invalid contact details
              </Button>
              {renderReportDialog({
                purchase: reporting ? { id: purchase.id, leadTitle: lead.title } : null,
                onClose: () => setReporting(false),
              })}
            </>
          ) : null}
        </footer>
      </article>
    </Card>
  );
}

/**
 * The leads this company bought. The page composes the parts other features own: `renderQuotePanel` is
 * the quote area of each lead, `renderReportDialog` the bad-lead report.
 */
export function PurchasedLeads({
  renderQuotePanel,
  renderReportDialog,
}: {
  renderQuotePanel: (purchase: PurchasedLead) => ReactNode;
  renderReportDialog: RenderReportDialog;
}) {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const leadId = Number(params.get('lead')) || undefined;
  const purchases = usePurchasedLeads({ page, lead_id: leadId });

  if (purchases.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (purchases.isError) return <ErrorState error={purchases.error} onRetry={() => void purchases.refetch()} />;
  const { data, meta } = purchases.data;
  return (
    <>
      {leadId ? (
        <p className="mb-4 text-sm">
          <Link to={paths.company.leads} className="font-medium text-brand-800 underline">
            Show all my leads
          </Link>
        </p>
      ) : null}
      {data.length === 0 ? (
        <EmptyState
          title="You have not bought any trip requests yet."
          action={
            <Link to={paths.company.marketplace} className={buttonClass('primary')}>
              Browse trip requests
            </Link>
          }
        />
      ) : (
        <>
          <ItemList items={data} className="space-y-4">
            {(p) => (
              <PurchasedLeadCard
                purchase={p}
                quotePanel={renderQuotePanel(p)}
                renderReportDialog={renderReportDialog}
              />
            )}
          </ItemList>
          <ListPager
            meta={meta}
            shown={data.length}
            label="My leads pages"
            onPage={(p) =>
              setParams((prev) => {
                const next = new URLSearchParams(prev);
                next.set('page', String(p));
                return next;
              })
            }
          />
        </>
      )}
    </>
  );
}
