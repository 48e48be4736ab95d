import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { leadTitle } from '@triptender/contract/lead-title';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/feedback.tsx';
import { DECLINE_REASON_LABELS } from '@triptender/contract/quote-terms';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge.tsx';
import { LanguageLine } from '@/components/ui/language-badge.tsx';
import { useAdminConversations, useTravellerLeadConversations } from '../api/conversation-lists.ts';
import { ConversationComposer } from './conversation-composer.tsx';
import {
  ConversationListBody,
  type ConversationSummary,
  type ListQuery,
  type Selection,
} from './conversation-list-body.tsx';
import { ConversationLayout, ConversationPanel, ConversationListCard } from './conversation-layout.tsx';
import { ConversationPane } from './conversation-pane.tsx';
import { PriorityBadge } from './priority-badge.tsx';
import { formatDayTime, listTime } from '@/lib/format.ts';
import { useLiveConversationLists } from '../hooks/use-live-lists.ts';
import { sendMessage } from '../api/messages.ts';
import { cn } from '@/lib/cn.ts';

type Tab = 'trips' | 'admin';

/**
 * A company's conversations: Trip Conversations (with the travellers of the leads it bought) and Admin
 * Conversations (with the TripTender team), each a list beside the open conversation. The tab and the
 * open conversation live in the address (`?tab=admin&conversation=<id>`).
 */
export function ConversationInbox({ companyId }: { companyId: number }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'admin' ? 'admin' : 'trips';
  const selectedId = Number(params.get('conversation')) || null;
  const trips = useTravellerLeadConversations(companyId);
  const admin = useAdminConversations(companyId);
  useLiveConversationLists();

  const go = (next: { tab?: Tab; conversation?: number | null }) =>
    setParams((p) => {
      const t = next.tab ?? tab;
      if (t === 'admin') p.set('tab', 'admin');
      else p.delete('tab');
      if (next.conversation) p.set('conversation', String(next.conversation));
      else p.delete('conversation');
      return p;
    });
  const selection: Selection = { selectedId, onSelect: (conversation) => go({ conversation }) };

  const unread = (items: { unread: number }[]) => items.reduce((n, c) => n + c.unread, 0);
  const tabLabel = (label: string, n: number) => (
    <>
      {label}
      {n > 0 ? (
        <span className="ml-2 rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
          {n}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </>
  );

  return (
    <Tabs.Root value={tab} onValueChange={(v) => go({ tab: v as Tab, conversation: null })}>
      <Tabs.List aria-label="Conversations" className="mb-4 inline-flex rounded-lg bg-slate-100 p-1">
        {(
          [
            ['trips', tabLabel('Trip Conversations', unread(trips.items))],
            ['admin', tabLabel('Admin Conversations', unread(admin.items))],
          ] as const
        ).map(([value, label]) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700',
              'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
            )}
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      <ConversationsTab
        value="trips"
        title="Trip Conversations"
        selection={selection}
        query={trips}
        empty={
          <EmptyState title="No conversations yet">
            Buy a trip request in the marketplace to start talking with the traveller.
          </EmptyState>
        }
        pane={
          tab === 'trips' && selectedId ? (
            <ConversationPane
              key={selectedId}
              source={{ kind: 'company', conversationId: selectedId, companyId }}
              target={() => ({ kind: 'company', conversationId: selectedId })}
              onBack={() => go({ conversation: null })}
              header={(t) => ({
                title: t.traveller ? `${t.traveller.first_name} ${t.traveller.last_name}` : t.projectTitle,
                subtitle: t.projectTitle,
              })}
            />
          ) : null
        }
        summary={(c) => ({
          heading: leadTitle(c.get_lead),
          aside: <QuoteStatusBadge status={c.quote_status} />,
          lines: (
            <>
              <div className="truncate text-sm text-slate-700">
                {c.get_lead.user.first_name} {c.get_lead.user.last_name}
              </div>
              <LanguageLine locale={c.get_lead.locale} />
              {c.quote_decline_reason_code ? (
                <div className="truncate text-sm text-slate-700">
                  Declined: {DECLINE_REASON_LABELS[c.quote_decline_reason_code]}
                </div>
              ) : null}
              <div className="truncate text-sm text-slate-600">{c.lastMessage ?? 'No messages yet'}</div>
              <LastActivity at={c.last_message_at ?? c.created_at} />
            </>
          ),
        })}
      />

      <ConversationsTab
        value="admin"
        title="Admin Conversations"
        selection={selection}
        query={admin}
        empty={<EmptyState title="No conversations with the TripTender team yet" />}
        pane={
          tab === 'admin' && selectedId ? (
            <ConversationPane
              key={selectedId}
              source={{ kind: 'admin', companyId, chatId: selectedId }}
              target={() => ({ kind: 'admin-chat', body: { chat_company_id: selectedId } })}
              onBack={() => go({ conversation: null })}
              header={(t) => ({
                title: t.subject ?? 'TripTender team',
                subtitle: 'Conversation with the TripTender team',
              })}
            />
          ) : null
        }
        idle={
          admin.isSuccess && admin.items.length === 0 ? (
            <ConversationPanel
              title="Message the TripTender team"
              subtitle="Questions about leads, payments or your profile"
            >
              <p className="m-auto px-6 text-center text-sm text-slate-600">Write to us and we will answer here.</p>
              <ConversationComposer
                label="Message to the TripTender team"
                onSend={async (text) => {
                  const sent = await sendMessage({ kind: 'admin-chat', body: { company_id: companyId } }, text);
                  await admin.refetch();
                  go({ conversation: sent.chat_company_id });
                }}
              />
            </ConversationPanel>
          ) : undefined
        }
        summary={(c) => ({
          heading: c.title,
          aside: <PriorityBadge priority={c.priority} />,
          lines: (
            <>
              <div className="truncate text-xs text-slate-600">
                <Badge tone="purple" className="mr-1">
                  Admin
                </Badge>
                {c.admin ? `${c.admin.first_name} ${c.admin.last_name}` : 'TripTender team'}
              </div>
              <div className="truncate text-sm text-slate-600">{c.conversation[0]?.message ?? 'No messages yet'}</div>
              <LastActivity at={c.last_message_at ?? c.created_at} />
            </>
          ),
        })}
      />
    </Tabs.Root>
  );
}

/** One tab: its list of conversations beside the open one, or `idle` (a placeholder by default) when none is. */
function ConversationsTab<T extends { id: number; unread: number }>({
  value,
  title,
  query,
  empty,
  summary,
  selection,
  pane,
  idle = <Placeholder />,
}: {
  value: Tab;
  title: string;
  query: ListQuery<T>;
  empty: ReactNode;
  summary: (item: T) => ConversationSummary;
  selection: Selection;
  pane: ReactNode | null;
  idle?: ReactNode;
}) {
  return (
    <Tabs.Content value={value}>
      <ConversationLayout
        showPanel={pane !== null}
        list={
          <ConversationListCard title={title}>
            <ConversationListBody query={query} empty={empty} summary={summary} {...selection} />
          </ConversationListCard>
        }
        panel={pane ?? idle}
      />
    </Tabs.Content>
  );
}

/** When the conversation last moved: its last message, or its opening. The lists are sorted by it. */
function LastActivity({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDayTime(at)} className="text-xs text-slate-600">
      {listTime(at)}
    </time>
  );
}

function Placeholder() {
  return (
    <ConversationPanel>
      <p className="m-auto px-6 text-center text-sm text-slate-600">Select a conversation to start messaging</p>
    </ConversationPanel>
  );
}
