import { useState } from 'react';
import { EMAIL_STATUSES } from '@triptender/contract/enums';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { ErrorState, Spinner } from '@/components/ui/feedback.tsx';
import { StatusList, useStatusFilter } from './status-filter.tsx';
import { Table, TableHeader, TBody, Td, Tr } from '@/components/ui/table.tsx';
import { toast } from '@/lib/toast.ts';
import { useEmail, useEmails, useRetryEmail } from '../api/emails.ts';
import { formatDayTime } from '@/lib/format.ts';

const TONE = { pending: 'amber', sending: 'blue', sent: 'green', failed: 'red', held: 'neutral' } as const;
// 'held': kept and never sent, mail to an unconfirmed address beyond its ration (docs/operations.md)
const LABEL = { pending: 'Pending', sending: 'Sending', sent: 'Sent', failed: 'Failed', held: 'Held' } as const;
const when = (iso: string | null) => (iso ? formatDayTime(iso) : '-');

/** The email's HTML as the recipient sees it, loaded only when asked for. */
function HtmlPreview({ html }: { html: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-slate-800">HTML version</summary>
      {open ? (
        // the sandbox runs no scripts, forms or popups of the email
        <iframe
          title="Email preview"
          sandbox="allow-same-origin"
          srcDoc={html}
          className="mt-2 h-80 w-full rounded-md border border-slate-200 bg-white"
        />
      ) : null}
    </details>
  );
}

function EmailView({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data, error } = useEmail(id);
  return (
    <Dialog open={id !== null} onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={data?.rendered.subject ?? 'Email'} className="max-w-3xl">
        {error ? (
          <ErrorState error={error} />
        ) : !data ? (
          <Spinner label="Loading the email" />
        ) : (
          <div className="space-y-3 text-sm">
            <p className="text-slate-700">
              To {data.to_name ? `${data.to_name} <${data.to_email}>` : data.to_email} · {data.template} ·{' '}
              <Badge tone={TONE[data.status]}>{LABEL[data.status]}</Badge>
            </p>
            {data.status === 'held' ? (
              <p className="text-slate-700">{data.last_error ?? 'Held: this email is kept and never sent.'}</p>
            ) : data.last_error ? (
              <p className="text-red-700">Last error: {data.last_error}</p>
            ) : null}
            <pre className="max-h-80 overflow-auto rounded-md bg-slate-50 p-3 text-xs whitespace-pre-wrap">
              {data.rendered.text}
            </pre>
            <HtmlPreview html={data.rendered.html} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Every email the platform queued: its status, attempts and errors; view one, retry a failed one. A
 * held one (never sent) shows why in the error column and has no retry.
 */
export function EmailOutbox() {
  const { params, list } = useStatusFilter({
    id: 'outbox-status',
    label: 'Status',
    choices: EMAIL_STATUSES,
    allLabel: 'All emails',
    initial: '',
  });
  const [viewing, setViewing] = useState<number | null>(null);
  const query = useEmails(params);
  const retry = useRetryEmail();

  return (
    <>
      <StatusList list={list} query={query} empty="No emails." pagerLabel="Outbox pages">
        {(rows) => (
          <Table aria-label="Email outbox" className="relative">
            <TableHeader
              columns={[
                'To',
                'Template',
                'Status',
                'Attempts',
                'Created',
                'Sent',
                'Last error',
                { label: <span className="sr-only">Actions</span> },
              ]}
            />
            <TBody>
              {rows.map((m) => (
                <Tr key={m.id}>
                  <Td className="whitespace-nowrap">{m.to_email}</Td>
                  <Td className="whitespace-nowrap">{m.template}</Td>
                  <Td>
                    <Badge tone={TONE[m.status]}>{LABEL[m.status]}</Badge>
                  </Td>
                  <Td className="text-right">{m.attempts}</Td>
                  <Td className="whitespace-nowrap">{when(m.created_at)}</Td>
                  <Td className="whitespace-nowrap">{when(m.sent_at)}</Td>
                  <Td className={m.status === 'held' ? 'max-w-64 text-slate-700' : 'max-w-64 text-red-700'}>
                    <span className="line-clamp-2" title={m.last_error ?? undefined}>
                      {m.last_error ?? ''}
                    </span>
                  </Td>
                  <Td className="whitespace-nowrap">
                    <Button variant="ghost" size="sm" onClick={() => setViewing(m.id)}>
                      View<span className="sr-only"> email to {m.to_email}</span>
                    </Button>
                    {m.status === 'failed' ? (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(m.id, { onSuccess: () => toast.success('Email queued again') })}
                      >
                        Retry
                      </Button>
                    ) : null}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </StatusList>
      <EmailView id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
