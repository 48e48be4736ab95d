import { Building2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { buttonClass } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/feedback.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useConversationHeads } from '@/features/conversations/api/conversation-lists.ts';
import {
  ConversationLayout,
  ConversationPanel,
  ConversationListCard,
} from '@/features/conversations/components/conversation-layout.tsx';
import { ConversationListBody } from '@/features/conversations/components/conversation-list-body.tsx';
import { ConversationPane } from '@/features/conversations/components/conversation-pane.tsx';
import { listTime } from '@/lib/format.ts';
import { useLiveConversationLists } from '@/features/conversations/hooks/use-live-lists.ts';
import { useAuth } from '@/lib/auth-store.ts';

export function Component() {
  const me = useAuth((s) => s.user)!;
  const heads = useConversationHeads(Number(me.id));
  useLiveConversationLists();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('conversation')) || null;
  const selected = heads.items.find((h) => h.id === selectedId) ?? null;
  const select = (id: number | null) =>
    setParams(
      (p) => {
        if (id) p.set('conversation', String(id));
        else p.delete('conversation');
        return p;
      },
      { replace: id === null },
    );

  const list = (
    <ConversationListCard title="Trip Conversations">
      <ConversationListBody
        query={heads}
        empty={
          <EmptyState
            title="No conversations yet"
            action={
              <Link to={paths.user.requests} className={buttonClass('outline', 'sm')}>
                See my requests
              </Link>
            }
          >
            When a tour operator picks up one of your trip requests, you can talk with them here.
          </EmptyState>
        }
        selectedId={selectedId}
        onSelect={select}
        summary={(h) => ({
          heading: h.get_bid.get_company.name,
          aside: (
            <time dateTime={h.timestamp} className="text-xs whitespace-nowrap text-slate-600">
              {listTime(h.timestamp)}
            </time>
          ),
          lines: (
            <>
              {h.get_bid.get_company.website ? (
                <div className="truncate text-xs text-slate-500">{h.get_bid.get_company.website}</div>
              ) : null}
              <div className="truncate text-xs font-medium text-slate-700">{h.lead.title}</div>
              <div className="truncate text-sm text-slate-600">{h.last_message ?? 'No messages yet'}</div>
            </>
          ),
        })}
      />
    </ConversationListCard>
  );

  // a link (?conversation=) may name a conversation before the list has loaded, or one not listed
  const companyId = selected?.company_id;
  const panel =
    selectedId && companyId ? (
      <ConversationPane
        key={selectedId}
        source={{ kind: 'traveller', conversationId: selectedId, companyId }}
        target={() => ({ kind: 'traveller', conversationId: selectedId })}
        onBack={() => select(null)}
        aside={(t) => (
          <Link
            to={paths.operator(t.company.id)}
            className={buttonClass('outline', 'sm')}
            aria-label={`View profile of ${t.company.name}`}
          >
            <Building2 className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">View profile</span>
            <span className="sm:hidden">Profile</span>
          </Link>
        )}
        header={(t) => ({
          title: t.company.name,
          subtitle: (
            <>
              {t.projectTitle}
              {t.company.website ? (
                <>
                  {' · '}
                  <a
                    href={t.company.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline"
                  >
                    {t.company.website.replace(/^https?:\/\//, '')}
                  </a>
                </>
              ) : null}
            </>
          ),
        })}
      />
    ) : (
      <ConversationPanel>
        <p className="m-auto px-6 text-center text-sm text-slate-600">
          {selectedId && heads.isSuccess && !selected
            ? 'This conversation is not available.'
            : 'Select a conversation to start messaging'}
        </p>
      </ConversationPanel>
    );

  return (
    <>
      <title>Messages | TripTender</title>
      <PageHeader
        title="Trip Planning Messages"
        description="Communicate with tour operators about your vacation plans."
      />
      <ConversationLayout list={list} panel={panel} showPanel={selectedId !== null} />
    </>
  );
}
