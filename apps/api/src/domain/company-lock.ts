// A company's row, read and locked for the rest of the transaction, or a 404: every change to a
// company's wallet, limits, profile, licence or preferences starts here, so two changes of one
// company take their turns (the ledger takes it for every entry: decision 003).
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';

export async function lockCompany<T extends SelectedFields>(
  tx: Db,
  companyId: number,
  columns: T,
  message?: string,
): Promise<SelectResultFields<T>> {
  const [row] = (await tx
    .select(columns)
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update')) as SelectResultFields<T>[];
  if (!row) throw notFound(message);
  return row;
}
