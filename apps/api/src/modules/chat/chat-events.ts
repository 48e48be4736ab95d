import type { ChatMessage, ChatSide } from '@triptender/contract/chat';
import type { ConversationKind } from '@triptender/contract/enums';
import { type Db, notify } from '../../db/client.ts';

/** The Postgres NOTIFY channel every API process listens on for chat events. */
export const CHAT_CHANNEL = 'tt_chat';

/** Who a conversation's events go to: its traveller, its company's chatting staff, the admins. */
export type Audience = { id: number; kind: ConversationKind; company_id: number; traveller_id: number | null };

export type ChatNotification =
  | {
      t: 'message';
      c: Audience;
      mid: number;
      /** The message as clients receive it; left out when it would not fit a NOTIFY payload. */
      m?: ChatMessage;
    }
  | { t: 'read'; c: Audience; side: ChatSide; last_read_message_id: number };

// NOTIFY payloads must stay under 8000 bytes; a 4000-character message in a multi-byte script can
// exceed that, and then listeners read the message from the table instead.
const MAX_PAYLOAD_BYTES = 7500;

/**
 * Queues a chat event for every API process. Call it inside the transaction that wrote the
 * message: Postgres delivers it only on commit, in commit order, and never for a rollback.
 */
export async function publishChatEvent(db: Db, event: ChatNotification): Promise<void> {
  const fits = Buffer.byteLength(JSON.stringify(event)) <= MAX_PAYLOAD_BYTES;
  await notify(db, CHAT_CHANNEL, fits || event.t !== 'message' ? event : { ...event, m: undefined });
}
