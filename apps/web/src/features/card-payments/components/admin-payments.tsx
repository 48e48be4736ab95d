import { useState } from 'react';
import { CARD_PAYMENT_STATUSES, type CardPaymentStatus } from '@triptender/contract/enums';
import { formatCents } from '@triptender/contract/money';
import { CARD_PAYMENT_STATUS_LABELS, REFUND_MESSAGES } from '@triptender/contract/payments';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { PagedQuery } from '@/components/ui/paged-query.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { RowTable, Td } from '@/components/ui/table.tsx';
import { formatDayTime } from '@/lib/format.ts';
import { possessive } from '@triptender/contract/words';
import { toast } from '@/lib/toast.ts';
import { useListFilters } from '@/lib/use-paged-list.ts';
import { type AdminPaymentData, useAdminPayments, useRefundPayment } from '../api/card-payments.ts';

const TONE = { pending: 'amber', paid: 'green', failed: 'red', expired: 'neutral', refunded: 'blue' } as const;

export function PaymentStatusBadge({ status }: { status: CardPaymentStatus }) {
  return <Badge tone={TONE[status]}>{CARD_PAYMENT_STATUS_LABELS[status]}</Badge>;
}

// getRandomValues works on plain-http deployments too, where randomUUID does not exist
const newKey = () =>
  `refund-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** Asks before refunding, then shows the API's reason when the refund is refused (credit already spent). */
function RefundDialog({ payment, onClose }: { payment: AdminPaymentData | null; onClose: () => void }) {
  const refund = useRefundPayment();
  const [error, setError] = useState<string | null>(null);
  // one key per dialog: a double click refunds once
  const [key, setKey] = useState(newKey);
  const close = () => {
    setError(null);
    setKey(newKey());
    onClose();
  };
  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => (open ? null : close())}
      title="Refund this top-up to the card?"
      description={
        payment
          ? `${formatCents(payment.amount_cents)} goes back to the card that paid it, and the same amount is taken ` +
            `from ${possessive(payment.company.name)} wallet. This cannot be undone.`
          : ''
      }
      confirmLabel="Refund to card"
      pending={refund.isPending}
      onConfirm={() =>
        payment &&
        refund.mutate(
          { id: payment.id, key },
          {
            onSuccess: () => {
              toast.success(REFUND_MESSAGES.refunded);
              close();
            },
            onError: (err) => {
              setError(err.message);
              setKey(newKey());
            },
          },
        )
      }
    >
      <FormAlert className="mt-3">{error}</FormAlert>
    </ConfirmDialog>
  );
}

/** Every card top-up: company, amount, status, Stripe session, receipt and date; refund a paid one to the card. */
export function AdminPayments() {
  const { filters, setFilter, setPage, params } = useListFilters<{ status: CardPaymentStatus | ''; search: string }>({
    status: '',
    search: '',
  });
  const { status, search } = filters;
  const query = useAdminPayments(params);
  const [refunding, setRefunding] = useState<AdminPaymentData | null>(null);

  return (
    <Card aria-busy={query.isFetching}>
      <div className="grid gap-4 border-b border-slate-200 p-4 sm:grid-cols-[1fr_12rem]">
        <SearchField
          id="payments-search"
          label="Company"
          placeholder="Search by company name"
          value={search}
          onSearch={(next) => setFilter('search', next)}
          withIcon
        />
        <ChoiceSelect
          id="payments-status"
          label="Status"
          value={status}
          choices={CARD_PAYMENT_STATUSES}
          labels={CARD_PAYMENT_STATUS_LABELS}
          allLabel="All payments"
          onChange={(next) => setFilter('status', next)}
        />
      </div>
      <PagedQuery
        query={query}
        empty={status || search ? 'No payments match.' : 'No card payments yet.'}
        onPage={setPage}
        pagerLabel="Payment pages"
      >
        {(rows) => (
          <RowTable
            label="Card payments"
            columns={[
              { label: 'Date', className: 'hidden md:table-cell' },
              'Company',
              { label: 'Amount', className: 'text-right' },
              'Status',
              { label: 'Stripe session', className: 'hidden lg:table-cell' },
              { label: 'Receipt', className: 'hidden md:table-cell' },
              { label: 'Actions', className: 'text-right' },
            ]}
            items={rows}
            row={(p) => (
              <>
                <Td className="hidden whitespace-nowrap md:table-cell">{formatDayTime(p.created_at)}</Td>
                <Td>
                  <p className="font-medium text-slate-900">{p.company.name}</p>
                  {/* on smaller screens the hidden columns come under the name */}
                  <p className="text-xs text-slate-600 md:hidden">{formatDayTime(p.created_at)}</p>
                  {p.receipt_number ? (
                    <p className="text-xs text-slate-600 md:hidden">Receipt {p.receipt_number}</p>
                  ) : null}
                  <p className="text-xs break-all text-slate-600 lg:hidden">{p.session_id}</p>
                </Td>
                <Td className="text-right whitespace-nowrap">
                  {formatCents(p.amount_cents)}
                  {p.refunded_cents > 0 ? (
                    <p className="text-xs text-slate-600">{formatCents(p.refunded_cents)} refunded</p>
                  ) : null}
                </Td>
                <Td>
                  <PaymentStatusBadge status={p.status} />
                </Td>
                <Td className="hidden font-mono text-xs break-all lg:table-cell">{p.session_id}</Td>
                <Td className="hidden whitespace-nowrap md:table-cell">{p.receipt_number ?? '-'}</Td>
                <Td className="text-right">
                  {p.status === 'paid' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRefunding(p)}
                      aria-label={`Refund ${formatCents(p.amount_cents)} to ${p.company.name}`}
                    >
                      Refund
                    </Button>
                  ) : null}
                </Td>
              </>
            )}
          />
        )}
      </PagedQuery>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </Card>
  );
}
