import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '@triptender/contract/money';
import { LEDGER_KIND_LABELS, WALLET_MESSAGES } from '@triptender/contract/wallet';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { PagedQuery } from '@/components/ui/paged-query.tsx';
import { RowTable, Td } from '@/components/ui/table.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { type LedgerEntryData, useWallet } from '../api/wallet.ts';
import { formatDayTime } from '@/lib/format.ts';

/**
 * On a phone the history's cells have less padding (the outer ones keep theirs), so Amount and Balance
 * fit beside the description.
 */
const PHONE_CELLS =
  'relative max-sm:[&_:is(td,th)]:px-2 max-sm:[&_tr>:nth-child(2)]:pl-4 max-sm:[&_tr>:nth-child(4)]:pr-4';

function PurchaseState({ purchase }: { purchase: NonNullable<LedgerEntryData['purchase']> }) {
  if (purchase.refunded_at) return <Badge tone="blue">Refunded</Badge>;
  if (purchase.report_status === 'pending') return <Badge tone="amber">Reported</Badge>;
  if (purchase.report_status === 'rejected') return <Badge tone="neutral">Report rejected</Badge>;
  return null;
}

/**
 * A wallet: the balance and its ledger (top-ups, purchases, refunds), newest first. With
 * `renderReportDialog` (the company's own wallet), a purchase under 14 days old that is neither refunded
 * nor reported can be reported as a bad lead; the page passes the bad-leads feature's dialog.
 */
export function WalletPanel({
  companyId,
  leadHref,
  renderReportDialog,
  children,
}: {
  companyId: number;
  leadHref: (leadId: number) => string;
  renderReportDialog?: (props: {
    purchase: { id: number; leadTitle: string } | null;
    onClose: () => void;
  }) => React.ReactNode;
  /** Shown under the balance, e.g. the admin's top-up form. */
  children?: React.ReactNode;
}) {
  const [page, setPage] = useState(1);
  const query = useWallet(companyId, page);
  const { data, error } = query;
  const [reporting, setReporting] = useState<{ id: number; leadTitle: string } | null>(null);
  const canReport = renderReportDialog !== undefined;
  const reportButton = (e: LedgerEntryData) =>
    e.purchase?.reportable ? (
      <Button
        variant="outline"
        size="sm"
        onClick={() => setReporting({ id: e.purchase!.id, leadTitle: e.lead?.title ?? `Trip request #${e.lead?.id}` })}
      >
        Report bad lead
      </Button>
    ) : null;

  if (error instanceof ApiError && error.status === 403) {
    return (
      <EmptyState title={WALLET_MESSAGES.noAccess}>Ask a Manager of your company for the wallet details.</EmptyState>
    );
  }
  if (error) return <ErrorState error={error} onRetry={() => void query.refetch()} />;

  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="space-y-4">
          <div>
            <p className="text-sm font-medium text-slate-600">Balance</p>
            <p className="text-3xl font-bold text-slate-900" data-testid="wallet-balance">
              {data ? formatCents(data.balance_cents) : <Skeleton className="h-9 w-32" />}
            </p>
          </div>
          {children}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>History</CardTitle>
        </CardHeader>
        <PagedQuery query={query} empty={WALLET_MESSAGES.empty} onPage={setPage} pagerLabel="Wallet history pages">
          {(rows) => (
            <RowTable
              // on a phone the date and the report button move into the description, so Amount and Balance fit
              columns={[
                { label: 'Date', className: 'hidden sm:table-cell' },
                'Description',
                { label: 'Amount', className: 'text-right' },
                { label: 'Balance', className: 'text-right' },
                canReport && { label: 'Actions', className: 'hidden sm:table-cell' },
              ]}
              label="Wallet history"
              className={PHONE_CELLS}
              items={rows}
              row={(e) => (
                <>
                  <Td className="hidden whitespace-nowrap sm:table-cell">{formatDayTime(e.created_at)}</Td>
                  <Td>
                    <p className="text-xs text-slate-600 sm:hidden">{formatDayTime(e.created_at)}</p>
                    <p className="font-medium text-slate-900">{LEDGER_KIND_LABELS[e.kind]}</p>
                    {e.lead ? (
                      <Link to={leadHref(e.lead.id)} className="text-sm text-brand-700 hover:underline">
                        #{e.lead.id} {e.lead.title ?? 'Trip request'}
                      </Link>
                    ) : null}
                    {e.note && e.kind !== 'purchase' ? <p className="text-xs text-slate-600">{e.note}</p> : null}
                    {e.purchase?.automatic ? <p className="text-xs text-slate-600">Bought by auto-buy</p> : null}
                    {e.kind === 'purchase' && e.purchase ? (
                      <div className="mt-1">
                        <PurchaseState purchase={e.purchase} />
                      </div>
                    ) : null}
                    {canReport ? <div className="mt-2 sm:hidden">{reportButton(e)}</div> : null}
                  </Td>
                  <Td
                    className={cn(
                      'text-right font-medium whitespace-nowrap',
                      e.amount_cents < 0 ? 'text-slate-900' : 'text-brand-700',
                    )}
                  >
                    {e.amount_cents > 0 ? '+' : ''}
                    {formatCents(e.amount_cents)}
                  </Td>
                  <Td className="text-right whitespace-nowrap">{formatCents(e.balance_after_cents)}</Td>
                  {canReport ? <Td className="hidden text-right sm:table-cell">{reportButton(e)}</Td> : null}
                </>
              )}
            />
          )}
        </PagedQuery>
      </Card>
      {renderReportDialog?.({ purchase: reporting, onClose: () => setReporting(null) })}
    </div>
  );
}
