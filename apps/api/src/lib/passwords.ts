import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes. Lower memory in tests keeps the suite quick.
const options = {
  type: argon2.argon2id,
  memoryCost: process.env.NODE_ENV === 'test' ? 4096 : 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const MIN_PASSWORD_LENGTH = 8;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown, disabled or password-less user) it still
 * spends the time of a real check, so response time does not reveal whether an account exists.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= argon2.hash('not-a-real-password', options);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
