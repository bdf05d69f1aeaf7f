import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random secret, URL-safe: session tokens and e-mailed link keys. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256; a leaked table does not give working tokens. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
