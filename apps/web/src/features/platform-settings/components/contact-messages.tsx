import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { StatusList, useStatusFilter } from './status-filter.tsx';
import { toast } from '@/lib/toast.ts';
import { useContactMessages, useHandleContactMessage } from '../api/contact-messages.ts';
import { formatDayTime } from '@/lib/format.ts';

/** Messages sent through the contact form; the admin answers by email and marks them handled. */
export function ContactMessages() {
  const { status, params, list } = useStatusFilter({
    id: 'contact-status',
    label: 'Show',
    choices: ['open', 'handled'] as const,
    allLabel: 'All messages',
    initial: 'open',
  });
  const query = useContactMessages(params);
  const handle = useHandleContactMessage();
  const empty = status === 'open' ? 'No open messages.' : 'No messages.';

  return (
    <StatusList list={list} query={query} empty={empty} pagerLabel="Contact message pages">
      {(rows) => (
        <ul className="divide-y divide-slate-100" aria-label="Contact messages">
          {rows.map((m) => (
            <li key={m.id} className="space-y-2 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{m.subject}</p>
                  <p className="text-sm text-slate-600">
                    {m.name} ·{' '}
                    <a
                      className="text-brand-700 underline"
                      href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                    >
                      {m.email}
                    </a>{' '}
                    · {formatDayTime(m.created_at)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {m.category ? <Badge tone="purple">{m.category}</Badge> : null}
                  {m.handled_at ? (
                    <Badge tone="green">Handled{m.handled_by ? ` by ${m.handled_by.first_name}` : ''}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={handle.isPending}
                      onClick={() => handle.mutate(m.id, { onSuccess: () => toast.success('Marked as handled') })}
                    >
                      Mark handled<span className="sr-only">: {m.subject}</span>
                    </Button>
                  )}
                </div>
              </div>
              <p className="text-sm whitespace-pre-line text-slate-800">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </StatusList>
  );
}
