import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { EMAIL_STATUSES, type EmailStatus } from '@triptender/contract/enums';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { ErrorState, Spinner } from '@/components/ui/feedback.tsx';
import { Label, Select } from '@/components/ui/input.tsx';
import { ListPager } from '@/components/ui/list-pager.tsx';
import { noRows, QueryState } from '@/components/ui/query-state.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table.tsx';
import { toast } from '@/lib/toast.ts';
import { useEmail, useEmails, useRetryEmail } from '../api/emails.ts';

const TONE = { pending: 'amber', sending: 'blue', sent: 'green', failed: 'red' } as const;
const when = (iso: string | null) => (iso ? format(parseISO(iso), 'MMM. d, HH:mm') : '-');

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
              <Badge tone={TONE[data.status]}>{data.status}</Badge>
            </p>
            {data.last_error ? <p className="text-red-700">Last error: {data.last_error}</p> : null}
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

/** Every email the platform queued: its status, attempts and errors; view one, retry a failed one. */
export function EmailOutbox() {
  const [status, setStatus] = useState<EmailStatus | ''>('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const query = useEmails({ page, status: status || undefined });
  const retry = useRetryEmail();

  return (
    <Card>
      <div className="border-b border-slate-200 p-4">
        <Label htmlFor="outbox-status">Status</Label>
        <Select
          id="outbox-status"
          className="max-w-48"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as EmailStatus | '');
            setPage(1);
          }}
        >
          <option value="">All emails</option>
          {EMAIL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0]!.toUpperCase() + s.slice(1)}
            </option>
          ))}
        </Select>
      </div>
      <QueryState query={query} isEmpty={noRows} empty="No emails.">
        {(data) => (
          <>
            <Table aria-label="Email outbox" className="relative">
              <THead>
                <tr>
                  <Th>To</Th>
                  <Th>Template</Th>
                  <Th>Status</Th>
                  <Th>Attempts</Th>
                  <Th>Created</Th>
                  <Th>Sent</Th>
                  <Th>Last error</Th>
                  <Th>
                    <span className="sr-only">Actions</span>
                  </Th>
                </tr>
              </THead>
              <TBody>
                {data.data.map((m) => (
                  <Tr key={m.id}>
                    <Td className="whitespace-nowrap">{m.to_email}</Td>
                    <Td className="whitespace-nowrap">{m.template}</Td>
                    <Td>
                      <Badge tone={TONE[m.status]}>{m.status}</Badge>
                    </Td>
                    <Td className="text-right">{m.attempts}</Td>
                    <Td className="whitespace-nowrap">{when(m.created_at)}</Td>
                    <Td className="whitespace-nowrap">{when(m.sent_at)}</Td>
                    <Td className="max-w-64 text-red-700">
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
            <ListPager meta={data.meta} shown={data.data.length} onPage={setPage} label="Outbox pages" />
          </>
        )}
      </QueryState>
      <EmailView id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
