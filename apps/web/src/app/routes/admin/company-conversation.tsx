import { formatMoney } from '@triptender/contract/money';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PRIORITIES, type Priority } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback.tsx';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { Label, Select } from '@/components/ui/input.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useAdminCompanyConversationInfo } from '@/features/conversations/api/company-conversation-info.ts';
import { useUnread } from '@/features/notifications/api/unread.ts';
import { ConversationPane } from '@/features/conversations/components/conversation-pane.tsx';
import { PriorityBadge } from '@/features/conversations/components/priority-badge.tsx';
import { quoteStatusLabel } from '@/components/ui/quote-status-badge.tsx';
import { ApiError } from '@/lib/api-client.ts';

export function Component() {
  const { companyName = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const quotationId = Number(params.get('quotationId')) || undefined;
  const info = useAdminCompanyConversationInfo(companyName);
  const unread = useUnread();
  const [priority, setPriority] = useState<Priority>('normal');
  const quoteSelect = useId();
  const prioritySelect = useId();

  const back = (
    <Link
      to={paths.admin.companies}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden />
      Companies
    </Link>
  );

  if (info.isPending) return <Spinner label="Loading company" />;
  if (info.isError) {
    const missing = info.error instanceof ApiError && info.error.status === 404;
    return (
      <>
        <title>Company chat | TripTender</title>
        {back}
        {missing ? (
          <EmptyState title="Company not found">There is no company called “{companyName}”.</EmptyState>
        ) : (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        )}
      </>
    );
  }

  const { company, quotations } = info.data;
  // where else companies are waiting for an answer (the sidebar only counts them)
  const waiting = new Map<string, number>();
  for (const c of unread.data?.conversations ?? []) {
    if (c.company_id !== company.id) waiting.set(c.company_name, (waiting.get(c.company_name) ?? 0) + c.unread);
  }
  // a quotation that is not this company's (an old link) falls back to the general chat
  const selected = quotations.find((q) => q.id === quotationId);
  return (
    <>
      <title>{`Chat with ${company.name} | TripTender`}</title>
      <div className="mb-2">{back}</div>
      <PageHeader title={`Chat with ${company.name}`} description={company.email} />
      {waiting.size > 0 ? (
        <p className="mb-4 text-sm text-slate-700">
          Also waiting for an answer:{' '}
          {[...waiting].map(([name, n], i) => (
            <span key={name}>
              {i > 0 ? ', ' : null}
              <Link to={paths.admin.companyConversation(name)} className="font-medium text-brand-700 underline">
                {name}
              </Link>{' '}
              ({n})
            </span>
          ))}
        </p>
      ) : null}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 sm:w-96">
          <Label htmlFor={quoteSelect}>About quotation</Label>
          <Select
            id={quoteSelect}
            value={selected ? String(selected.id) : ''}
            onChange={(e) =>
              setParams((p) => {
                if (e.target.value) p.set('quotationId', e.target.value);
                else p.delete('quotationId');
                return p;
              })
            }
          >
            <option value="">General (no quotation)</option>
            {quotations.map((q) => (
              <option key={q.id} value={q.id}>
                {`#${q.id} · ${q.title} · ${formatMoney(q.price_cents, q.currency)} · ${quoteStatusLabel(q.status)}`}
              </option>
            ))}
          </Select>
          {quotations.length === 0 ? (
            <p className="mt-1 text-xs text-slate-600">This company has not sent any quotes yet.</p>
          ) : null}
        </div>
      </div>
      <ConversationPane
        key={selected?.id ?? 'general'}
        source={{ kind: 'admin', companyId: company.id, quotationId: selected?.id }}
        emptyText="Send a message to start conversation"
        target={(t) => ({
          kind: 'admin-chat',
          body: t.id ? { chat_company_id: t.id } : { company_id: company.id, quote_id: selected?.id ?? null, priority },
        })}
        header={(t) => ({ title: t.subject ?? t.projectTitle, subtitle: company.name })}
        aside={(t) =>
          t.id === null ? (
            <ChoiceSelect
              inline
              id={prioritySelect}
              label="Priority"
              className="h-8 w-28"
              value={priority}
              choices={PRIORITIES}
              onChange={(v) => setPriority(v || 'normal')}
            />
          ) : (
            <PriorityBadge priority={t.priority} />
          )
        }
      />
    </>
  );
}
