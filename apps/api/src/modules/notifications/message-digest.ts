import { sql } from 'drizzle-orm';
import { CONVERSATION_DIGEST_DELAY_MINUTES, type ConversationSide } from '@triptender/contract/conversations';
import { COMPANY_ROLE, ROLE } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { leadTitle } from '@triptender/contract/lead-title';
import type { Db } from '../../db/client.ts';
import { conversationReads } from '../../db/schema.ts';
import { emailChannelSql } from '../../domain/push.ts';
import { enqueueEmail, type EmailTemplates } from '../../lib/outbox.ts';

// Unread messages older than this are not emailed any more (a server that was down for a week
// does not flood inboxes when it comes back), and it bounds the scan to recent conversations.
const LOOKBACK = sql`interval '7 days'`;
const PREVIEW_CHARS = 140;

type Pending = {
  id: number;
  kind: 'lead' | 'admin';
  side: ConversationSide;
  company_id: number;
  company_name: string;
  traveller_id: number | null;
  quote_id: number | null;
  subject: string | null;
  lead_title: string | null;
  number_of_night: number | null;
  country: string | null;
  lead_first_name: string | null;
  lead_last_name: string | null;
  n: number;
  max_id: number;
  latest_body: string;
  latest_from: string;
};
type Recipient = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  side: ConversationSide;
  key: number;
};

const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

const member = (u: string) =>
  sql.raw(
    `(case s.side when 'traveller' then ${u}.id = c.traveller_id when 'company' then ${u}.company_id = c.company_id else ${u}.role = ${ROLE.ADMIN} end)`,
  );

/**
 * Emails one digest per recipient for the messages they have not read within 10 minutes (one
 * email for a batch, never one per message), then remembers up to where each side was told so the
 * same messages are not emailed again. Read state is per side (see chat/sides.ts), so a company's
 * digest goes to its chatting staff and stops as soon as any of them reads. One process at a time
 * does this (an advisory lock), so two API processes never send the same digest.
 */
export async function queueMessageDigests(opts: { db: Db; publicUrl: string }): Promise<{ emails: number }> {
  return opts.db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ ok: boolean }>(
      tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('triptender:message-digest')) as ok`),
    );
    if (!lock?.ok) return { emails: 0 };

    const pending = await rowsOf<Pending>(
      tx.execute(sql`
        with cand as (
          select c.id, c.kind, s.side, c.company_id, c.traveller_id, c.lead_id, c.quote_id, c.subject, c.last_message_id,
            coalesce((select max(greatest(r.last_read_message_id, r.notified_message_id)) from conversation_reads r
                      join users ru on ru.id = r.user_id where r.conversation_id = c.id and ${member('ru')}), 0) as seen
          from conversations c
          cross join (values ('traveller'), ('company'), ('admin')) s(side)
          where c.last_message_at > now() - ${LOOKBACK}
            and (s.side <> 'traveller' or c.kind = 'lead')
            and (s.side <> 'admin' or c.kind = 'admin')
        )
        select c.id, c.kind, c.side, c.company_id, co.name as company_name, c.traveller_id, c.quote_id, c.subject,
          l.title as lead_title, l.number_of_night, l.country, l.first_name as lead_first_name, l.last_name as lead_last_name,
          agg.n, agg.max_id, agg.latest_body, agg.latest_from
        from cand c
        join companies co on co.id = c.company_id
        left join leads l on l.id = c.lead_id
        cross join lateral (
          select count(*)::int as n, max(m.id)::float8 as max_id, min(m.created_at) as oldest,
            (array_agg(m.body order by m.id desc))[1] as latest_body,
            (array_agg(coalesce(u.first_name || ' ' || u.last_name, 'Someone') order by m.id desc))[1] as latest_from
          from messages m left join users u on u.id = m.sender_id
          cross join (select c.side) s
          where m.conversation_id = c.id and m.id > c.seen and not coalesce(${member('u')}, false)
        ) agg
        where c.last_message_id > c.seen and agg.n > 0
          and agg.oldest <= now() - make_interval(mins => ${CONVERSATION_DIGEST_DELAY_MINUTES})
        order by c.id`),
    );
    if (pending.length === 0) return { emails: 0 };

    const recipients = await rowsOf<Recipient>(
      tx.execute(sql`
        select u.id, u.email, u.first_name, u.last_name, 'traveller' as side, u.id as key from users u
          where u.id in (${sql.join([0, ...pending.map((p) => p.traveller_id ?? 0)], sql`, `)}) and u.disabled_at is null
        union all
        select u.id, u.email, u.first_name, u.last_name, 'company', u.company_id from users u
          where u.company_id in (${sql.join([0, ...pending.map((p) => p.company_id)], sql`, `)})
            and u.company_role in (${COMPANY_ROLE.MANAGER}, ${COMPANY_ROLE.AGENT})
            and u.password_hash is not null and u.disabled_at is null and ${emailChannelSql('new_message', 'u')}
        union all
        select u.id, u.email, u.first_name, u.last_name, 'admin', 0 from users u
          where u.role = ${ROLE.ADMIN} and u.disabled_at is null
            and ${pending.some((p) => p.side === 'admin')}`),
    );

    // who receives which conversation: the traveller, the company's staff, or every admin
    const digests = new Map<number, { user: Recipient; items: Pending[] }>();
    for (const p of pending) {
      const key = p.side === 'traveller' ? p.traveller_id : p.side === 'company' ? p.company_id : 0;
      for (const r of recipients) {
        if (r.side !== p.side || Number(r.key) !== key) continue;
        const digest = digests.get(r.id) ?? { user: r, items: [] };
        digest.items.push(p);
        digests.set(r.id, digest);
      }
    }

    for (const { user, items } of digests.values()) {
      const data: EmailTemplates['message-digest'] = {
        first_name: user.first_name,
        conversations: items.map((p) => ({
          title: titleFor(p),
          from: p.latest_from,
          count: Number(p.n),
          preview:
            p.latest_body.length > PREVIEW_CHARS ? `${p.latest_body.slice(0, PREVIEW_CHARS - 1)}…` : p.latest_body,
        })),
        link: opts.publicUrl + linkFor(user.side, items),
      };
      const upTo = Math.max(...items.map((p) => Number(p.max_id)));
      await enqueueEmail(tx, {
        to: user.email,
        toName: `${user.first_name} ${user.last_name}`,
        template: 'message-digest',
        data,
        dedupeKey: `message-digest:${user.id}:${upTo}`,
      });
      for (const p of items) {
        await tx
          .insert(conversationReads)
          .values({ conversation_id: p.id, user_id: user.id, notified_message_id: Number(p.max_id) })
          .onConflictDoUpdate({
            target: [conversationReads.conversation_id, conversationReads.user_id],
            set: {
              notified_message_id: sql`greatest(${conversationReads.notified_message_id}, excluded.notified_message_id)`,
            },
          });
      }
    }
    return { emails: digests.size };
  });
}

/** The conversation as its recipient knows it. */
function titleFor(p: Pending): string {
  if (p.kind === 'admin') {
    const topic = p.subject ?? 'Admin chat';
    return p.side === 'admin' ? `${p.company_name}: ${topic}` : `TripTender team: ${topic}`;
  }
  const trip = leadTitle({ title: p.lead_title, number_of_night: p.number_of_night ?? 0, country: p.country ?? '' });
  return p.side === 'traveller' ? `${p.company_name}: ${trip}` : `${p.lead_first_name} ${p.lead_last_name}: ${trip}`;
}

/** Where "Read and reply" leads: the conversation itself when there is one, else the inbox. */
function linkFor(side: ConversationSide, items: Pending[]): string {
  const one = items.length === 1 ? items[0]! : null;
  if (side === 'traveller') return one ? `${paths.user.messages}?conversation=${one.id}` : paths.user.messages;
  if (side === 'company') {
    if (!one) return paths.company.conversations;
    return `${paths.company.conversations}?${one.kind === 'admin' ? 'tab=admin&' : ''}conversation=${one.id}`;
  }
  const first = items[0]!;
  const chat = paths.admin.companyConversation(first.company_name);
  return one?.quote_id ? `${chat}?quotationId=${one.quote_id}` : chat;
}
