/**
 * Whether `err` says the database cannot be reached (down, restarting, unreachable) — a fault of the
 * moment that the client may retry — rather than a bug or a bad query. Drizzle wraps the driver's error
 * in `cause`; a connection attempt to several addresses fails as an AggregateError.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!(e instanceof Error) || seen.has(e)) continue;
    seen.add(e);
    if (matches(e)) return true;
    queue.push(e.cause);
    if (e instanceof AggregateError) queue.push(...(e.errors as unknown[]));
  }
  return false;
}

/** SQLSTATE: connection exceptions (class 08) and the server shutting down or starting (57P01–57P03). */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres names these in the message only (no code). */
const DRIVER_MESSAGES = [
  /Connection terminated/i, // ... unexpectedly, ... due to connection timeout
  /timeout exceeded when trying to connect/i, // the pool's connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/i,
  /Query read timeout/i, // query_timeout: the server took the query and never answered (DATABASE_QUERY_TIMEOUT_MS)
];

function matches(e: Error): boolean {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
  return DRIVER_MESSAGES.some((re) => re.test(e.message));
}
