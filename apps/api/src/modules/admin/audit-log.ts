import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, auditQuery } from '@triptender/contract/admin';
import type { Db } from '../../db/client.ts';
import { auditLog, companies, users } from '../../db/schema.ts';
import { newestFirst, paginateSelect } from '../../lib/pagination.ts';

/** The audit log, newest first, filtered by action, company, entity and day range. */
export async function listAuditLog(opts: { db: Db; query: z.output<typeof auditQuery> }) {
  const q = opts.query;
  const where = and(
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.company_id ? eq(auditLog.company_id, q.company_id) : undefined,
    q.entity_type ? eq(auditLog.entity_type, q.entity_type) : undefined,
    q.entity_id ? eq(auditLog.entity_id, q.entity_id) : undefined,
    q.from ? gte(auditLog.created_at, sql`${q.from}::date`) : undefined,
    q.to ? lt(auditLog.created_at, sql`${q.to}::date + 1`) : undefined,
  );
  const select = opts.db
    .select({
      entry: auditLog,
      actor: { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email },
      company: { id: companies.id, name: companies.name },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .leftJoin(companies, eq(companies.id, auditLog.company_id));
  return paginateSelect(opts.db, q, {
    select: select.$dynamic(),
    table: auditLog,
    where,
    order: newestFirst(auditLog),
    map: ({ entry, actor, company }): AuditEntry => ({
      id: entry.id,
      action: entry.action,
      entity_type: entry.entity_type,
      entity_id: entry.entity_id,
      data: (entry.data ?? {}) as Record<string, unknown>,
      created_at: entry.created_at,
      actor,
      company,
    }),
  });
}
