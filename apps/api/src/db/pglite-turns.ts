import type { PGlite } from '@electric-sql/pglite';

/** One turn of the event loop: timers, sockets and other callbacks waiting to run get theirs first. */
const nextTurn = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

/**
 * PGlite runs PostgreSQL on this thread, and a statement's answer comes back as a resolved promise: a
 * chain of statements (the job queue's start and its workers' first fetches, an import's chunks) runs
 * from one microtask to the next and never lets the event loop read a socket. Requests waited for the
 * whole chain: the first `/api/health` after the start waited 300–450 ms for pg-boss's start (issue 18
 * §5). Each statement outside a transaction now waits one event-loop turn before it queues, so a request
 * that arrives meanwhile is read and queues its own statement between them. Statements inside a
 * transaction are not delayed: the transaction holds PGlite's lock and should end soon.
 *
 * Costs one `setImmediate` (about a microsecond) per statement; PostgreSQL (`pg`) answers from a socket
 * and needs none of this.
 */
export function takeTurns(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  };
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    await nextTurn();
    return exec(...args);
  };
  client.transaction = async <T>(callback: Parameters<PGlite['transaction']>[0]) => {
    await nextTurn();
    return transaction(callback) as Promise<T>;
  };
}
