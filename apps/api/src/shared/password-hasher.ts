import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** OWASP's argon2id minimum: m=19 MiB, t=2, p=1 (about 25 ms a hash on this machine). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash made with weaker parameters (or another algorithm) is replaced at the next login. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(`$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`);
}

let dummy: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so that an unknown e-mail costs as long as a wrong password:
 * the answer time does not tell which e-mails have accounts.
 */
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword('timing-equaliser');
  await verifyPassword(await dummy, password);
}
