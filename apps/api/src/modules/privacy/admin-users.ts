// The admin's list of accounts: find a person by name or email to export or delete their data.
import { and, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RoleId } from '@triptender/contract/enums';
import type { AdminUser, adminUsersQuery } from '@triptender/contract/privacy';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { newestFirst, paginateSelect } from '../../lib/pagination.ts';
import { containsPattern } from '../../lib/sql-text.ts';

function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  const id = /^#?(\d{1,9})$/.exec(search);
  return or(
    like(sql`lower(${users.first_name} || ' ' || ${users.last_name})`, pattern),
    like(users.email, pattern),
    id ? eq(users.id, Number(id[1])) : undefined,
  )!;
}

export function listUsers(opts: { db: Db; query: z.output<typeof adminUsersQuery> }) {
  const q = opts.query;
  const where = and(
    q.search ? searchCondition(q.search) : undefined,
    q.role ? eq(users.role, q.role as RoleId) : undefined,
  );
  return paginateSelect(opts.db, q, {
    select: opts.db
      .select({
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        role: users.role,
        company_id: companies.id,
        company_name: companies.name,
        created_at: users.created_at,
        disabled_at: users.disabled_at,
        deleted_at: users.deleted_at,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.company_id))
      .$dynamic(),
    table: users,
    where,
    order: newestFirst(users),
    map: ({ company_id, company_name, ...u }): AdminUser => ({
      ...u,
      company: company_id === null || company_name === null ? null : { id: company_id, name: company_name },
    }),
  });
}
