import { PageHeader } from '@/components/ui/page-header.tsx';
import { ConversationInbox } from '@/features/conversations/components/conversation-inbox.tsx';
import { useAuth } from '@/lib/auth-store.ts';

export function Component() {
  const me = useAuth((s) => s.user)!;
  return (
    <>
      <title>Planning Chats | TripTender</title>
      <PageHeader
        title="Conversations"
        description="Talk with travellers about the trips you bought, and with the TripTender team."
      />
      <ConversationInbox companyId={Number(me.company!.id)} />
    </>
  );
}
