import type { FastifyRequest } from 'fastify';

/**
 * What a request log line says of the request: the route's pattern (`/api/orders/:secretIdent/overview`),
 * not the URL — path parameters hold secrets (a ride's link, a registration key) and the query holds
 * search text, e-mails and names. A path no route answers is logged without its query.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always there, but absent when a request is logged before routing
    url: request.routeOptions?.url ?? request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * What a log line may say about an error: its kind, a message without the data it was about, its code
 * and where it came from — never SQL parameters, row values or other personal data. Drizzle's errors
 * read "Failed query: <sql>\nparams: <values>" and carry `params`; PostgreSQL's carry `detail`
 * ("Key (email)=(…)") and quote the bad value in the message. The app's logger serializes every `err`
 * with this (app.ts), so no call site has to remember.
 */
export function serializeError(err: unknown): SerializedError {
  return serialize(err, 0);
}

/** The shape pino's own `err` serializer answers (Fastify's logger types ask for it). */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

const MAX_CAUSES = 3;
const MAX_MESSAGE = 2000;
/** PostgreSQL error fields that name schema objects, not data. */
const PG_SAFE_FIELDS = ['severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType'] as const;

/** The message up to drizzle's `params:` part, with a quoted value at a line's end ("…: "abc"") hidden. */
export function safeMessage(message: string): string {
  const withoutParams = message.split(/\r?\nparams:/)[0]!;
  return withoutParams.replace(/: ".*"$/gm, ': "[redacted]"').slice(0, MAX_MESSAGE);
}

function serialize(err: unknown, depth: number): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '', stack: '' };
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an error made with Object.create has no constructor
  const type = err.constructor?.name || err.name;
  const message = safeMessage(err.message);
  // The stack starts with "<name>: <message>", the unsafe message again: only the frames are kept.
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SerializedError = { type, message, stack: [`${err.name}: ${message}`, ...frames].join('\n') };
  const fields = err as unknown as Record<string, unknown>;
  if (typeof fields.code === 'string' || typeof fields.code === 'number') out.code = fields.code;
  if (typeof fields.statusCode === 'number') out.statusCode = fields.statusCode;
  for (const key of PG_SAFE_FIELDS) if (typeof fields[key] === 'string') out[key] = fields[key];
  if (depth < MAX_CAUSES && err.cause !== undefined) out.cause = serialize(err.cause, depth + 1);
  if (depth < MAX_CAUSES && err instanceof AggregateError) out.errors = err.errors.slice(0, 3).map((e) => serialize(e, depth + 1));
  return out;
}
