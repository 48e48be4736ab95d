// Conversations: traveller <-> company about one lead, and admin <-> company (optionally about one
// quote). The wire names of the first client (docs/glossary.md) are kept; how they map onto our tables:
//   chat_company_id, lead_quote_id, chatId   the conversation's id (conversations.id)
//   get_conversation, conversation           the conversation's messages, oldest first
//   from                                     the sender's user id (messages.sender_id)
//   get_bid                                  the company's quote on the lead (null id before it quotes)
// Live delivery: GET /v1/ws (see RealtimeEvent below).
import { z } from 'zod';
import { id, optionalText, pageQuery, text, timestamp, type Wire } from './common.ts';
import { CONVERSATION_KINDS, COUNTRIES, PRIORITIES, QUOTE_STATUSES, ROLE_IDS } from './enums.ts';
import type { NewMatchEvent } from './notifications.ts';
import { DECLINE_REASONS } from './quote-terms.ts';
import { LOCALES } from './locales.ts';

/** Messages are shown in pages of this many; a reconnecting client catches up in pages too. */
export const CONVERSATION_PAGE_SIZE = 100;
/** A message still unread after this long is emailed in a digest (one per recipient, not per message). */
export const CONVERSATION_DIGEST_DELAY_MINUTES = 10;

export const MESSAGE_REQUIRED = 'Please type a message.';
export const MESSAGE_NOT_YOURS = 'You can only send messages as yourself.';
export const CHOOSE_CONVERSATION = 'Choose a conversation or a company.';
/** A message into the conversation of a trip request the admin removed (409). */
export const CONVERSATION_LEAD_REMOVED = 'This trip request was removed by TripTender, so its conversation is closed.';

// Message ids are bigints in the database; they stay far below 2^53.
const messageId = z.number().int().positive();

export const conversationMessage = z.object({
  id: messageId,
  chat_company_id: id,
  message: z.string(),
  /** The sender's user id; null when the sender's account was removed. */
  from: id.nullable(),
  created_at: timestamp,
  senderName: z.string(),
  /** The quote an admin message is about, if any. */
  quote_id: id.nullable(),
  user: z
    .object({
      id,
      first_name: z.string(),
      role: z.object({ id: z.union(ROLE_IDS.map((r) => z.literal(r))), name: z.string() }),
    })
    .nullable(),
});
export type ConversationMessage = Wire<z.output<typeof conversationMessage>>;

const company = z.object({ id, name: z.string(), website: z.string().nullable(), logo_url: z.string().nullable() });

/** One conversation with its newest page of messages. */
export const conversationThread = z.object({
  /** Null for an admin chat that has no message yet: the first message starts it. */
  id: id.nullable(),
  kind: z.enum(CONVERSATION_KINDS),
  company,
  projectTitle: z.string(),
  lead_id: id.nullable(),
  quote_id: id.nullable(),
  traveller: z.object({ id, first_name: z.string(), last_name: z.string() }).nullable(),
  subject: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  get_conversation: z.array(conversationMessage),
  /** Older messages exist: page back with GET /v1/chat/conversations/{id}/messages?before=. */
  has_more: z.boolean(),
});
export type ConversationThread = Wire<z.output<typeof conversationThread>>;

/** A traveller's chat head: one per company they talk to about a trip. */
export const conversationHead = z.object({
  id,
  /** Messages from the company the traveller has not read. */
  unread: z.number().int(),
  /** When the last message was sent (or the conversation opened). */
  timestamp,
  company_id: id,
  get_bid: z.object({
    id: id.nullable(),
    status: z.enum(QUOTE_STATUSES).nullable(),
    get_company: company,
  }),
  lead: z.object({ id, title: z.string() }),
  last_message: z.string().nullable(),
});
export type ConversationHead = Wire<z.output<typeof conversationHead>>;

/** A company's conversation with a traveller about a lead it bought. */
export const travellerLeadConversation = z.object({
  id,
  /** 1 when this company's quote on the lead was accepted, else 0 (the SENT/ACCEPTED badge). */
  accepted: z.union([z.literal(0), z.literal(1)]),
  /** This company's quote status on the lead; null before it quotes. */
  quote_status: z.enum(QUOTE_STATUSES).nullable(),
  /** Why the traveller declined this company's quote; null unless declined with a reason code. */
  quote_decline_reason_code: z.enum(DECLINE_REASONS).nullable(),
  created_at: timestamp,
  lastMessage: z.string().nullable(),
  last_message_at: timestamp.nullable(),
  unread: z.number().int(),
  company_id: id,
  lead_quote_id: id,
  get_lead: z.object({
    id,
    title: z.string().nullable(),
    number_of_night: z.number().int(),
    country: z.enum(COUNTRIES),
    /** The language the traveller wrote the request in (locales.ts); null: not known. */
    locale: z.enum(LOCALES).nullable(),
    user: z.object({ id, first_name: z.string(), last_name: z.string() }),
  }),
  /** The newest message only; the thread has the rest. */
  get_conversation: z.array(conversationMessage),
});
export type TravellerLeadConversation = Wire<z.output<typeof travellerLeadConversation>>;

/** A company's conversation with the platform's admins. */
export const adminConversation = z.object({
  id,
  subject: z.string().nullable(),
  /** The subject, or 'Admin Chat #n' (n counts the company's admin chats from 1). */
  title: z.string(),
  admin: z.object({ id, first_name: z.string(), last_name: z.string() }).nullable(),
  priority: z.enum(PRIORITIES),
  quote_id: id.nullable(),
  created_at: timestamp,
  last_message_at: timestamp.nullable(),
  unread: z.number().int(),
  /** The newest message only; the thread has the rest. */
  conversation: z.array(conversationMessage),
});
export type AdminConversation = Wire<z.output<typeof adminConversation>>;

/** The new message payload, for a conversation that exists. */
export const sendMessageBody = z.object({
  chat_company_id: id,
  message: text({ message: MESSAGE_REQUIRED }),
  /** Optional; when sent it must be the caller's own id. */
  from: id.optional(),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

/**
 * An admin chat message: into an existing chat (chat_company_id), or, by an admin, to a company
 * (company_id, optionally about one of its quotes), which starts the chat on the first message.
 * A company without any admin chat may start one too (company_id = its own).
 */
export const sendAdminConversationBody = z
  .object({
    chat_company_id: id.optional(),
    company_id: id.optional(),
    quote_id: id.nullish(),
    subject: optionalText(200),
    priority: z.enum(PRIORITIES).optional(),
    message: text({ message: MESSAGE_REQUIRED }),
    from: id.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.chat_company_id === undefined && v.company_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['chat_company_id'], message: CHOOSE_CONVERSATION });
    }
  });
export type SendAdminConversationBody = z.input<typeof sendAdminConversationBody>;

/** Chat lists page like every list, newest activity first; the chat screens ask for 100 at a time. */
export const conversationListQuery = z.object(pageQuery);

export const adminConversationQuery = z.object({
  chatId: id.optional(),
  quotationId: id.optional(),
});

export const messagesQuery = z.object({
  after: z.coerce.number().int().min(0).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).catch(CONVERSATION_PAGE_SIZE).default(CONVERSATION_PAGE_SIZE),
});
export const messagesPage = z.object({ data: z.array(conversationMessage), has_more: z.boolean() });

export const markReadBody = z.object({ message_id: z.number().int().min(0) });
export const markReadResponse = z.object({ conversation_id: id, last_read_message_id: z.number().int() });

/** Unread messages of the caller, per conversation that has any. */
export const unreadSummary = z.object({
  total: z.number().int(),
  conversations: z.array(
    z.object({
      conversation_id: id,
      kind: z.enum(CONVERSATION_KINDS),
      company_id: id,
      company_name: z.string(),
      unread: z.number().int(),
    }),
  ),
});
export type UnreadSummary = Wire<z.output<typeof unreadSummary>>;

/** What the admin's company chat page needs: the company and its quotes, for 'About quotation'. */
export const adminCompanyConversationInfo = z.object({
  company: company.extend({ email: z.string() }),
  quotations: z.array(
    z.object({
      id,
      lead_id: id,
      title: z.string(),
      status: z.enum(QUOTE_STATUSES),
      price_cents: z.number().int(),
      currency: z.string(),
      created_at: timestamp,
    }),
  ),
});
export type AdminCompanyConversationInfo = Wire<z.output<typeof adminCompanyConversationInfo>>;

/**
 * GET /v1/ws. Browsers send `{ type: 'auth', token }` as the first frame (a WebSocket cannot carry
 * an Authorization header there); other clients may send the header on the upgrade instead.
 */
export type RealtimeClientFrame = { type: 'auth'; token: string } | { type: 'ping' };

export type RealtimeEvent =
  | { type: 'ready'; user_id: number }
  | {
      type: 'message';
      conversation: { id: number; kind: (typeof CONVERSATION_KINDS)[number]; company_id: number };
      message: ConversationMessage;
    }
  /** A side of a conversation read up to a message (any of its members, on any device). */
  | { type: 'read'; conversation_id: number; side: ConversationSide; last_read_message_id: number }
  /** Events may have been missed (the server lost its database listener): fetch what is new. */
  | { type: 'resync' }
  | { type: 'pong' }
  /** A lead that fits the company's lead preferences went live (to its users; no contact details). */
  | NewMatchEvent;

/** Who is on which side of a conversation: the traveller, the company's staff, the admins. */
export type ConversationSide = 'traveller' | 'company' | 'admin';

/** Close codes of /v1/ws. */
export const WS_CLOSE = { unauthenticated: 4401, forbiddenOrigin: 4403, authTimeout: 4408 } as const;
