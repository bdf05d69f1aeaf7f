import { API_KEY_AREAS, API_KEY_RATE_LIMIT, API_KEY_ROUTE_KINDS } from '@vozka/domain';

/** The OpenAPI security schemes of an integration's API key (docs/api/integrations.md). */
export const API_KEY_SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'vzk_<prefix>_<secret>',
    description: 'An API key of an integration as a bearer token: `Authorization: Bearer vzk_…`.',
  },
  apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'The same API key in its own header.' },
} as const;

const areaPaths = (area: string): string =>
  Object.entries(API_KEY_ROUTE_KINDS)
    .filter(([, kind]) => kind === area)
    .map(([prefix]) => `\`${prefix}\``)
    .join(', ');

/** The "Authentication for integrations" section of the document's description (markdown). */
export const API_KEY_DOCS = `
## Authentication for integrations

A booking tool, an accountant's system or a hotel desk calls this API with an **API key** instead of a
person's session.

- **Getting a key.** ADMIN creates keys in the portal (*Manage → API keys*): for a customer (the key acts as
  that customer and sees only its data) or for an admin integration (the key acts as the admin who creates
  it). A customer creates its own keys in *Profile → API keys*. The whole key (\`vzk_<prefix>_<secret>\`) is
  shown **once**, when it is created; the portal keeps only its SHA-256 and shows the prefix in lists.
- **Sending it.** \`Authorization: Bearer vzk_…\` or \`X-API-Key: vzk_…\`. No cookie, no sign-in.
- **Scopes.** A key holds scopes \`<area>:read\` (GET, HEAD) and \`<area>:write\` (every other method). A key
  never exceeds its user: the user's role rights and data limits apply on top of the scopes. A customer's key
  may hold only the rides, payments, invoices and reports scopes. Areas and their paths:
${API_KEY_AREAS.map((area) => `  - \`${area}\`: ${areaPaths(area)}`).join('\n')}
- **Person-only routes** answer a key 403 \`API_KEY_PERSON_ONLY\`: sign-in and sign-out, password, profile,
  sessions, the API keys themselves and calendar links (${Object.entries(API_KEY_ROUTE_KINDS)
    .filter(([, kind]) => kind === 'person')
    .map(([prefix]) => `\`${prefix}\``)
    .join(', ')}). A path in no area is refused alike. A scope the key lacks answers 403
  \`API_KEY_SCOPE_MISSING\`. \`GET /api/user-details\` answers any valid key (who the key acts as).
- **Rate limit.** ${API_KEY_RATE_LIMIT.max} requests a minute per key; beyond it 429 \`API_KEY_RATE_LIMITED\`
  with \`Retry-After\` (seconds).
- **Revocation.** A revoked or unknown key answers 401 \`API_KEY_INVALID\` on every route. Errors have the
  shape \`{ "message": "…", "code": "…" }\` in the language of \`Accept-Language\` (else the user's).
`;
