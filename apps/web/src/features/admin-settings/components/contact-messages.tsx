import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Label, Select } from '@/components/ui/input.tsx';
import { ListPager } from '@/components/ui/list-pager.tsx';
import { noRows, QueryState } from '@/components/ui/query-state.tsx';
import { toast } from '@/lib/toast.ts';
import { useContactMessages, useHandleContactMessage } from '../api/contact-messages.ts';
import { formatDayTime } from '@/lib/format.ts';

/** Messages sent through the contact form; the admin answers by email and marks them handled. */
export function ContactMessages() {
  const [status, setStatus] = useState<'open' | 'handled' | ''>('open');
  const [page, setPage] = useState(1);
  const query = useContactMessages({ page, status: status || undefined });
  const handle = useHandleContactMessage();

  return (
    <Card>
      <div className="border-b border-slate-200 p-4">
        <Label htmlFor="contact-status">Show</Label>
        <Select
          id="contact-status"
          className="max-w-48"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as 'open' | 'handled' | '');
            setPage(1);
          }}
        >
          <option value="open">Open</option>
          <option value="handled">Handled</option>
          <option value="">All messages</option>
        </Select>
      </div>
      <QueryState query={query} isEmpty={noRows} empty={status === 'open' ? 'No open messages.' : 'No messages.'}>
        {(data) => (
          <>
            <ul className="divide-y divide-slate-100" aria-label="Contact messages">
              {data.data.map((m) => (
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
            <ListPager meta={data.meta} shown={data.data.length} onPage={setPage} label="Contact message pages" />
          </>
        )}
      </QueryState>
    </Card>
  );
}
