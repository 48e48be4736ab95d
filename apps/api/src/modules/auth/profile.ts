// PATCH /v1/me: the name and mobile a user is known by, and the language a traveller reads in. A traveller's requests still open or awaiting
// confirmation follow the change, so an operator who bought one reaches them at the number they fixed;
// a request closed, accepted or past keeps the details it was made with.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { updateProfileBody } from '@triptender/contract/account';
import type { User } from '@triptender/contract/auth';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema.ts';
import type { Actor } from './permissions.ts';
import { toUserDto } from './service.ts';

export async function updateProfile(opts: {
  db: Db;
  actor: Actor;
  changes: z.output<typeof updateProfileBody>;
}): Promise<{ user: User }> {
  const { first_name, last_name, mobile, locale } = opts.changes;
  return opts.db.transaction(async (tx) => {
    const named = first_name !== undefined && last_name !== undefined;
    const [row] = await tx
      .update(users)
      .set({
        ...(named ? { first_name, last_name, mobile: mobile ?? null } : {}),
        ...(locale !== undefined ? { locale } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(users.id, opts.actor.id))
      .returning();
    if (named)
      await tx
        .update(leads)
        .set({ first_name, last_name, mobile: mobile ?? null, updated_at: sql`now()` })
        .where(
          and(eq(leads.user_id, opts.actor.id), inArray(leads.status, ['pending', 'open']), isNull(leads.deleted_at)),
        );
    return { user: toUserDto(row!) };
  });
}
