import { z } from 'zod';

/** The auth area's answers and parameters besides the request bodies of ./schemas.ts (issue 13 §1). */

/** `POST /api/login` answers the session token as text (the cookie is what the web keeps). */
export const ZLoginAnswer = z.string();
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** The key of a registration or password link. */
export const ZLinkKeyParams = z.object({ key: z.string().min(1).max(200) });

/** `GET /api/setup-password/{key}`: the link still works (else 410 LINK_EXPIRED). */
export const ZPasswordLinkValid = z.object({ valid: z.literal(true) });
export type TPasswordLinkValid = z.infer<typeof ZPasswordLinkValid>;

/**
 * Where a sign-in came from, as a session and the login history keep it (the API's `signInOrigin()` columns):
 * the address and the browser, each null when not known.
 */
export const signInOrigin = { ip: z.string().nullable(), userAgent: z.string().nullable() };

/** One of one's own sessions (`GET /api/sessions`); `current` is the calling one. */
export const ZSession = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  ...signInOrigin,
  current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;

/** `POST /api/sessions/revoke-others`: how many sessions were ended. */
export const ZSessionsRevoked = z.object({ revoked: z.number().int() });
export type TSessionsRevoked = z.infer<typeof ZSessionsRevoked>;
