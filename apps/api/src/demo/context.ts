// What every step of the demo data shares: the database, one "now", the links' base and a seeded
// random generator, so every fresh demo database looks the same (docs/tour.md).
import type { Db } from '../db/client.ts';
import type { leads } from '../db/schema.ts';
import type { createUser } from '../modules/auth/users.ts';

export const dayMs = 86_400_000;
export type Lead = typeof leads.$inferSelect;
export type User = Awaited<ReturnType<typeof createUser>>;
/** A company member: what they do (buy, quote) is done for their company. */
export type Member = Pick<User, 'id' | 'company_id'>;

// A small deterministic generator, so every fresh demo database looks the same.
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export type DemoContext = ReturnType<typeof demoContext>;

export function demoContext(db: Db, publicUrl: string) {
  const now = Date.now();
  const random = rng(20261120);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  /** A whole number from min up to, not including, max. */
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min));
  return {
    db,
    now,
    /** Where the links in the demo's emails point. */
    publicUrl,
    random,
    pick,
    between,
  };
}
