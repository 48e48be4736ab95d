import { useState } from 'react';
import { BAD_LEAD_REPORT_STATUSES } from '@triptender/contract/enums';
import { formatCents } from '@triptender/contract/money';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Label, Textarea } from '@/components/ui/input.tsx';
import { StatusList, useStatusFilter } from './status-filter.tsx';
import { toast } from '@/lib/toast.ts';
import { type BadLeadReportData, useBadLeadReports, useResolveBadLead } from '../api/bad-lead-reports.ts';
import { formatDate } from '@/lib/format.ts';

const TONE = { pending: 'amber', confirmed: 'green', rejected: 'neutral' } as const;

/** Companies' reports of bought leads with bad contact details: confirm (refund) or reject. */
export function BadLeadQueue() {
  const { status, params, list } = useStatusFilter({
    id: 'bad-lead-status',
    label: 'Show',
    choices: BAD_LEAD_REPORT_STATUSES,
    allLabel: 'All reports',
    initial: 'pending',
  });
  const query = useBadLeadReports(params);
  const resolve = useResolveBadLead();
  const [deciding, setDeciding] = useState<{ report: BadLeadReportData; action: 'confirm' | 'reject' } | null>(null);
  const [note, setNote] = useState('');
  const empty = status === 'pending' ? 'No reports waiting.' : 'No reports.';

  return (
    <>
      <StatusList list={list} query={query} empty={empty} pagerLabel="Bad-lead report pages">
        {(rows) => (
          <ul className="divide-y divide-slate-100">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-start md:justify-between">
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="font-semibold text-slate-900">
                    {r.company.name} reported lead #{r.lead.id} {r.lead.title ? `(${r.lead.title})` : ''}
                  </p>
                  <p className="text-slate-700">“{r.reason}”</p>
                  <p className="text-slate-600">
                    Contact on the lead: {r.lead.first_name} {r.lead.last_name} · {r.lead.email}
                    {r.lead.mobile ? ` · ${r.lead.mobile}` : ''}
                  </p>
                  <p className="text-xs text-slate-600">
                    Bought {formatDate(r.purchase.created_at)} for {formatCents(r.purchase.price_cents)} · reported{' '}
                    {formatDate(r.created_at)}
                    {r.reported_by ? ` by ${r.reported_by.first_name} ${r.reported_by.last_name}` : ''}
                  </p>
                  {r.resolution_note ? <p className="text-xs text-slate-600">Note: {r.resolution_note}</p> : null}
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <Badge tone={TONE[r.status]}>{r.status.toUpperCase()}</Badge>
                  {r.status === 'pending' ? (
                    <>
                      <Button size="sm" onClick={() => setDeciding({ report: r, action: 'confirm' })}>
                        Confirm and refund
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setDeciding({ report: r, action: 'reject' })}>
                        Reject
                      </Button>
                    </>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </StatusList>
      <ConfirmDialog
        open={deciding !== null}
        onOpenChange={(o) => {
          if (!o) {
            setDeciding(null);
            setNote('');
          }
        }}
        tone={deciding?.action === 'reject' ? 'danger' : 'primary'}
        title={deciding?.action === 'confirm' ? 'Confirm this bad lead?' : 'Reject this report?'}
        description={
          deciding?.action === 'confirm'
            ? `${deciding.report.company.name} gets ${formatCents(deciding.report.purchase.price_cents)} back in its wallet.`
            : 'The company keeps the lead and is not refunded.'
        }
        confirmLabel={deciding?.action === 'confirm' ? 'Confirm and refund' : 'Reject'}
        pending={resolve.isPending}
        onConfirm={() =>
          deciding &&
          resolve.mutate(
            { id: deciding.report.id, action: deciding.action, note: note.trim() || null },
            {
              onSuccess: () => {
                toast.success(deciding.action === 'confirm' ? 'Report confirmed and refunded' : 'Report rejected');
                setDeciding(null);
                setNote('');
              },
            },
          )
        }
      >
        <div className="mt-3">
          <Label htmlFor="bad-lead-note">Note to the company (optional)</Label>
          <Textarea id="bad-lead-note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
      </ConfirmDialog>
    </>
  );
}
