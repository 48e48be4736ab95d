import type { ConversationMessage, ConversationSide } from '@triptender/contract/conversations';
import type { ConversationKind } from '@triptender/contract/enums';
import { type Db, notify } from '../../db/client.ts';

/** The Postgres NOTIFY channel every API process listens on for chat events. */
export const CONVERSATION_CHANNEL = 'tt_chat';

/** Who a conversation's events go to: its traveller, its company's chatting staff, the admins. */
export type Audience = { id: number; kind: ConversationKind; company_id: number; traveller_id: number | null };

export type ConversationNotification =
  | {
      t: 'message';
      c: Audience;
      mid: number;
      /** The message as clients receive it; left out when it would not fit a NOTIFY payload. */
      m?: ConversationMessage;
    }
  | { t: 'read'; c: Audience; side: ConversationSide; last_read_message_id: number };

// NOTIFY payloads must stay under 8000 bytes; a 4000-character message in a multi-byte script can
// exceed that, and then listeners read the message from the table instead.
const MAX_PAYLOAD_BYTES = 7500;

/**
 * Queues a chat event for every API process. Call it inside the transaction that wrote the
 * message: Postgres delivers it only on commit, in commit order, and never for a rollback.
 */
export async function publishConversationEvent(db: Db, event: ConversationNotification): Promise<void> {
  const fits = Buffer.byteLength(JSON.stringify(event)) <= MAX_PAYLOAD_BYTES;
  await notify(db, CONVERSATION_CHANNEL, fits || event.t !== 'message' ? event : { ...event, m: undefined });
}
