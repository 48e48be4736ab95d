// The column builders and check helpers of the schema's table files: timestamps, cents, bytes, and
// the text columns that hold one of the contract's values.
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  type AnyPgColumn,
  integer,
  text,
  timestamp,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

export const tz = { withTimezone: true } as const;
/** A table's id: an identity column the database numbers. */
export const serialId = () => integer().primaryKey().generatedAlwaysAsIdentity();
/** A column that points at another table's id, and what a delete there does to it. */
export const ref = (target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  integer().references(target, { onDelete });
export const createdAt = () => timestamp(tz).notNull().defaultNow();
export const updatedAt = () => timestamp(tz).notNull().defaultNow();

/**
 * A text column holding one of the contract's values: typed in code as that union, and checked by
 * the database with the same list (the check is named `<table>_<column>_valid`).
 */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => text({ enum: values });
export const valuesIn = (column: AnyPgColumn, values: readonly (string | number)[]) =>
  sql`${column} in (${sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '))})`;

export const arrayOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} <@ array[${sql.raw(values.map((v) => `'${v}'`).join(', '))}]::text[]`;

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; code always gets a Buffer. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Money in cents: 64-bit, so no wallet or total can overflow (read as a JS number, exact to 2^53). */
export const cents = () => bigint({ mode: 'number' });
