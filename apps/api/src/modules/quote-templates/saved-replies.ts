// A company's saved replies: text its members insert into the message box of a conversation
// (docs/marketplace.md, "Quote templates and saved replies"). Who may call is the routes' `company:
// 'useTemplates'`; another company's reply is a 404.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  QUOTE_TEMPLATE_MESSAGES,
  SAVED_REPLIES_MAX,
  type savedReply,
  type savedReplyBody,
} from '@triptender/contract/quote-templates';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, savedReplies } from '../../db/schema.ts';
import { lockCompany } from '../../domain/company-lock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type PageParams, paginateSelect } from '../../lib/pagination.ts';
import type { Actor } from '../auth/permissions.ts';

type Reply = z.output<typeof savedReply>;
type Body = z.output<typeof savedReplyBody>;
type OfCompany = { db: Db; companyId: number };

const columns = {
  id: savedReplies.id,
  title: savedReplies.title,
  body: savedReplies.body,
  created_by: savedReplies.created_by,
  created_at: savedReplies.created_at,
  updated_at: savedReplies.updated_at,
};

const titleTaken = (err: unknown) => {
  if (isUniqueViolation(err, 'saved_replies_company_title_unique'))
    throw invalid('title', QUOTE_TEMPLATE_MESSAGES.replyTitleTaken);
  throw err;
};

const ofCompany = (companyId: number, replyId: number) =>
  and(eq(savedReplies.id, replyId), eq(savedReplies.company_id, companyId));

/** A company's saved replies by title (any case), one page. */
export function listSavedReplies(opts: OfCompany & { page: PageParams }) {
  return paginateSelect(opts.db, opts.page, {
    select: opts.db.select(columns).from(savedReplies).$dynamic(),
    table: savedReplies,
    where: eq(savedReplies.company_id, opts.companyId),
    order: [asc(sql`lower(${savedReplies.title})`), asc(savedReplies.id)],
    map: (row): Reply => row,
  });
}

/** Saves a new reply; the company's row is locked so two saves cannot both pass the count. */
export async function createSavedReply(opts: OfCompany & { actor: Actor; body: Body }): Promise<Reply> {
  return opts.db
    .transaction(async (tx) => {
      await lockCompany(tx, opts.companyId, { id: companies.id });
      const [held] = await tx
        .select({ n: count() })
        .from(savedReplies)
        .where(eq(savedReplies.company_id, opts.companyId));
      if (held!.n >= SAVED_REPLIES_MAX) throw invalid('title', QUOTE_TEMPLATE_MESSAGES.tooManyReplies);
      const [row] = await tx
        .insert(savedReplies)
        .values({ company_id: opts.companyId, ...opts.body, created_by: opts.actor.id })
        .returning(columns);
      return row!;
    })
    .catch(titleTaken);
}

export async function updateSavedReply(opts: OfCompany & { replyId: number; body: Body }): Promise<Reply> {
  const [row] = await opts.db
    .update(savedReplies)
    .set({ ...opts.body, updated_at: sql`now()` })
    .where(ofCompany(opts.companyId, opts.replyId))
    .returning(columns)
    .catch(titleTaken);
  if (!row) throw notFound(QUOTE_TEMPLATE_MESSAGES.replyNotFound);
  return row;
}

export async function deleteSavedReply(opts: OfCompany & { replyId: number }): Promise<void> {
  const gone = await opts.db
    .delete(savedReplies)
    .where(ofCompany(opts.companyId, opts.replyId))
    .returning({ id: savedReplies.id });
  if (gone.length === 0) throw notFound(QUOTE_TEMPLATE_MESSAGES.replyNotFound);
}
