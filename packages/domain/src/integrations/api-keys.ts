import { z } from 'zod';
import { allows } from '../auth/permissions.ts';
import type { Role } from '../auth/roles.ts';
import { MAX_INT4, ZId } from '../shared/ids.ts';

/**
 * API keys for integrations (issue 20 §4, docs/api/integrations.md, docs/decisions/0043). A key acts
 * as its user (a CUSTOMER, or an ADMIN for an admin integration) within its scopes; the user's own role rights
 * (PERMISSIONS and the services' object checks) still apply on top, so a key never exceeds its user.
 */

/** The route areas a scope opens: each has a `:read` (GET, HEAD) and a `:write` (every other method) scope. */
export const API_KEY_AREAS = ['rides', 'payments', 'invoices', 'reports', 'users', 'vehicles', 'settings', 'files'] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];

export const API_KEY_SCOPES = API_KEY_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as const);
export type ApiKeyScope = `${ApiKeyArea}:${'read' | 'write'}`;
export const ZApiKeyScope = z.enum(API_KEY_SCOPES as [ApiKeyScope, ...ApiKeyScope[]]);

/** Who may own a key: a customer's booking tool, or an admin integration (the key acts as that admin). */
export const API_KEY_OWNER_ROLES = ['ADMIN', 'CUSTOMER'] as const satisfies readonly Role[];
export type ApiKeyOwnerRole = (typeof API_KEY_OWNER_ROLES)[number];

/** The areas a customer's key may open: its own rides, their payments, its invoices and reports. */
const CUSTOMER_AREAS: readonly ApiKeyArea[] = ['rides', 'payments', 'invoices', 'reports'];

/** The scopes a key of a user with these roles may hold (ADMIN every one; a CUSTOMER its areas'); [] for others. */
export function apiKeyScopesFor(roles: readonly string[]): ApiKeyScope[] {
  if (roles.includes('ADMIN')) return [...API_KEY_SCOPES];
  if (roles.includes('CUSTOMER')) return API_KEY_SCOPES.filter((s) => CUSTOMER_AREAS.includes(s.split(':')[0] as ApiKeyArea));
  return [];
}

/** Requests a key may make per minute (each key its own budget, counted in the shared throttle store). */
export const API_KEY_RATE_LIMIT = { max: 600, windowMs: 60_000 } as const;
/** `last_used_at` is written at most this often per key. */
export const API_KEY_TOUCH_MS = 60_000;

/** `vzk_<8 hex: the prefix>_<43 base64url: 256 random bits>`; the prefix (`vzk_ab12cd34`) names the key in lists. */
export const API_KEY_PATTERN = /^(vzk_[0-9a-f]{8})_[A-Za-z0-9_-]{32,100}$/;
export const API_KEY_MARK = 'vzk_';

/** The listed prefix of a well-formed key, else null (the key is then unknown without a lookup). */
export function apiKeyPrefixOf(key: string): string | null {
  return API_KEY_PATTERN.exec(key)?.[1] ?? null;
}

/**
 * What an API route is for a key, by the longest matching prefix of its path: an area (its scope is needed),
 * `person` (refused to keys with 403: sign-in, password, profile, sessions, the key management itself, the
 * calendar links, the driver's phone) or `any` (every valid key: who am I). A path in no row is refused too.
 */
export type ApiKeyRouteKind = ApiKeyArea | 'person' | 'any';
export const API_KEY_ROUTE_KINDS: Readonly<Record<string, ApiKeyRouteKind>> = {
  '/api/orders': 'rides',
  '/api/orders/:id/payments': 'payments',
  '/api/orders/:id/invoice': 'invoices',
  '/api/passengers': 'rides',
  '/api/active-passengers': 'rides',
  '/api/prices/calculate': 'rides',
  '/api/address-suggestions': 'rides',
  '/api/simple-locations': 'rides',
  '/api/flight-numbers': 'rides',
  '/api/locations': 'rides',
  '/api/frequently-used-addresses': 'rides',
  '/api/events': 'rides',
  '/api/dispatch-map': 'rides',
  '/api/payments': 'payments',
  '/api/check-payment': 'payments',
  '/api/invoices': 'invoices',
  '/api/reports': 'reports',
  '/api/users': 'users',
  '/api/customers': 'users',
  '/api/active-drivers': 'users',
  '/api/active-fleets': 'users',
  '/api/uservos': 'users',
  '/api/login-history': 'users',
  '/api/vehicles': 'vehicles',
  '/api/vehicle-offers': 'vehicles',
  '/api/documents': 'vehicles',
  '/api/settings': 'settings',
  '/api/distance-prices': 'settings',
  '/api/fixed-prices': 'settings',
  '/api/board': 'settings',
  '/api/blog-articles': 'settings',
  '/api/deliveries': 'settings',
  '/api/webhook': 'settings',
  '/api/files': 'files',
  '/api/file/': 'files',
  '/api/user-details': 'any',
  '/api/health': 'any',
  '/api/ready': 'any',
  '/api/profile': 'person',
  '/api/sessions': 'person',
  '/api/login': 'person',
  '/api/logout': 'person',
  '/api/registration': 'person',
  '/api/reset-password': 'person',
  '/api/setup-password': 'person',
  '/api/api-keys': 'person',
  '/api/calendar': 'person',
  '/api/drivers/me': 'person',
};

/** The kind of a route (`/api/orders/:id`) for a key; null: no row, refused. */
export function apiKeyRouteKind(routeUrl: string): ApiKeyRouteKind | null {
  let best: string | null = null;
  for (const prefix of Object.keys(API_KEY_ROUTE_KINDS)) {
    if (routeUrl.startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best === null ? null : API_KEY_ROUTE_KINDS[best]!;
}

/** What a key needs to call `method routeUrl`: a scope, nothing more (`any`), or it is refused (`person`, unknown). */
export type ApiKeyRule = { scope: ApiKeyScope } | { any: true } | { refused: 'person' | 'unknown' };

export function apiKeyRule(method: string, routeUrl: string): ApiKeyRule {
  const kind = apiKeyRouteKind(routeUrl);
  if (kind === null) return { refused: 'unknown' };
  if (kind === 'person') return { refused: 'person' };
  if (kind === 'any') return { any: true };
  const read = method === 'GET' || method === 'HEAD';
  return { scope: `${kind}:${read ? 'read' : 'write'}` };
}

/** The web's key screens: ADMIN manages every key (/manage/api-keys), a CUSTOMER its own (profile). */
export function canManageApiKeys(roles: readonly string[]): boolean {
  return allows('apiKeys.manage', roles);
}

/** ADMIN manages admin-integration keys and any customer's; everyone else only its own. */
export function managesOthersApiKeys(roles: readonly string[]): boolean {
  return roles.includes('ADMIN');
}

/** One key as lists show it: never the secret nor its hash. */
export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `vzk_ab12cd34`: the start of the key, to recognise it. */
  prefix: z.string(),
  scopes: z.array(ZApiKeyScope),
  owner: z.object({ id: z.number().int(), name: z.string(), role: z.enum(API_KEY_OWNER_ROLES) }),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** `POST /api/api-keys`: the whole key, shown this once. */
export const ZApiKeyCreated = ZApiKey.extend({ key: z.string() });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

/**
 * `POST /api/api-keys`: a name, the scopes and, for ADMIN, whose key: a customer's id, or left out for an admin
 * integration (the key acts as the creating admin). A CUSTOMER's key is always its own.
 */
export const ZApiKeyCreate = z.object({
  name: z.string().trim().min(1).max(120),
  scopes: z
    .array(ZApiKeyScope)
    .min(1)
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  userId: z.number().int().positive().max(MAX_INT4).optional(),
});
export type TApiKeyCreate = z.input<typeof ZApiKeyCreate>;

/** `GET /api/api-keys?userId=`: ADMIN narrows the list to one owner. */
export const ZApiKeyListQuery = z.object({ userId: ZId.optional() });
