import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { EVENTS_CHANNEL, parseSessionsMessage, SESSIONS_PAYLOAD_START, type BusMessage, type SessionsMessage } from './messages.ts';
import { parseLivePayload } from './live-log.ts';

/** `id`: the logged event's id (live-log.ts), for the SSE `id:`; none for a position. */
export type BusListener = (message: BusMessage, id?: number) => void;

/**
 * A watcher of the sessions messages (modules/auth/session-cache.ts). Unlike a subscription it stays for the
 * bus's life: `reset` runs whenever notifications may have been missed (the LISTEN connection dropped, or
 * listens again after a drop) and when the bus closes, `closed` once when it closes.
 */
export interface SessionsWatcher {
  message(message: SessionsMessage): void;
  reset(): void;
  closed(): void;
}

/**
 * The receiving side of the live events: every API process listens on `vozka_events` and hands each
 * message to its subscribers (the SSE connections). Publishing is `publish(db, message)`.
 */
export interface EventBus {
  /** `onClose` runs when the bus closes (the app shuts down) or loses its LISTEN connection: open event streams end then. */
  subscribe(listener: BusListener, onClose?: () => void): () => void;
  /** Resolves once the process is listening (the first LISTEN is done). */
  ready: Promise<void>;
  close(): Promise<void>;
  /** Watches the sessions messages; answers a function that stops watching. */
  watchSessions?(watcher: SessionsWatcher): () => void;
  /** True while every notification reaches this process (LISTEN in place, not closed). */
  listening?(): boolean;
}

interface Logger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

// Arrow functions, not methods: `subscribe` is handed on detached (`subscribe: hub.subscribe`).
function fanOut() {
  const listeners = new Map<BusListener, (() => void) | undefined>();
  const watchers = new Set<SessionsWatcher>();
  return {
    deliver: (payload: string) => {
      if (payload.startsWith(SESSIONS_PAYLOAD_START)) {
        const sessions = parseSessionsMessage(payload);
        if (sessions) for (const w of watchers) w.message(sessions);
        return;
      }
      // A batch of positions is handed on one position at a time.
      const { id, messages } = parseLivePayload(payload);
      for (const message of messages) for (const listener of listeners.keys()) listener(message, id);
    },
    subscribe: (listener: BusListener, onClose?: () => void) => {
      listeners.set(listener, onClose);
      return () => void listeners.delete(listener);
    },
    watchSessions: (watcher: SessionsWatcher) => {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
    /** Ends every subscription (their `onClose` first); the sessions watchers forget what they hold. */
    end: () => {
      const closing = [...listeners.values()];
      listeners.clear();
      for (const w of watchers) w.reset();
      for (const onClose of closing) onClose?.();
    },
    /** The bus closes: the watchers are told and let go. */
    close: () => {
      const closing = [...watchers];
      watchers.clear();
      for (const w of closing) w.closed();
    },
  };
}

/** PGlite: its own `listen` (one connection in-process; NOTIFY delivered after commit). */
function pgliteBus(client: PGlite): EventBus {
  const hub = fanOut();
  let unlisten: (() => Promise<void>) | undefined;
  let closed = false;
  const ready = client
    .listen(EVENTS_CHANNEL, (payload) => {
      hub.deliver(payload);
    })
    .then((stop) => {
      unlisten = stop;
    });
  return {
    subscribe: hub.subscribe,
    watchSessions: hub.watchSessions,
    listening: () => unlisten !== undefined && !closed && !client.closed,
    ready,
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      if (unlisten && !client.closed) await unlisten().catch(() => undefined);
      hub.end();
      hub.close();
    },
  };
}

/**
 * PostgreSQL: one dedicated connection outside the pool that LISTENs, reconnecting with back-off (1 s
 * doubling to 30 s) when it drops (a failover, a restarted server, a terminated backend). Notifications
 * sent while it is down never reach this process, so no open stream may go on as if nothing was missed:
 * when the connection drops, every open stream ends (the browser reconnects, with `Last-Event-ID` the
 * replay gives it what it missed — modules/events/replay.ts); streams opened while the bus was down end
 * again once it LISTENs anew, for the same reason.
 */
function postgresBus(config: pg.ClientConfig, logger: Logger): EventBus {
  const hub = fanOut();
  let client: pg.Client | null = null;
  let closed = false;
  /** LISTEN is in place on `client`. */
  let listening = false;
  /** The bus was not listening for a while (dropped, or not yet connected after a failure). */
  let missed = false;
  let delay = 1000;
  let timer: NodeJS.Timeout | undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client(config);
    client = c;
    c.on('notification', (n) => {
      if (n.channel === EVENTS_CHANNEL && n.payload) hub.deliver(n.payload);
    });
    c.on('error', (err) => {
      logger.warn({ err }, 'live events: the LISTEN connection failed; reconnecting');
      retry(c);
    });
    c.on('end', () => {
      retry(c);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
      if (client !== c) return;
      delay = 1000;
      listening = true;
      if (missed) {
        missed = false;
        logger.info({}, 'live events: listening again; open streams end so that they replay what they missed');
        hub.end();
      }
      resolveReady();
    } catch (err) {
      logger.warn({ err }, 'live events: could not LISTEN; retrying');
      // The API starts anyway; events flow once the connection is back.
      resolveReady();
      retry(c);
    }
  };
  const retry = (c: pg.Client) => {
    if (closed || client !== c) return;
    client = null;
    missed = true;
    if (listening) {
      listening = false;
      hub.end();
    }
    c.removeAllListeners('notification');
    void c.end().catch(() => undefined);
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, 30_000);
  };
  void connect();
  return {
    subscribe: hub.subscribe,
    watchSessions: hub.watchSessions,
    listening: () => listening && !closed,
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      hub.end();
      hub.close();
      if (c) await c.end().catch(() => undefined);
    },
  };
}

/** The bus for the app's database: PGlite's listen embedded, a LISTEN connection on PostgreSQL. */
export function createEventBus(database: Database, logger: Logger): EventBus {
  // Drizzle keeps the driver's client: the PGlite instance, or the node-postgres pool (with its options).
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') return pgliteBus(client as PGlite);
  const pool = client as pg.Pool & { options: pg.PoolConfig };
  const o = pool.options;
  const config: pg.ClientConfig = {
    connectionString: o.connectionString,
    host: o.host,
    port: o.port,
    user: o.user,
    password: o.password,
    database: o.database,
    ssl: o.ssl,
    connectionTimeoutMillis: o.connectionTimeoutMillis,
    // Keep-alive finds a server that vanished without closing the connection (a failover behind a
    // floating address): the bus then reconnects instead of waiting for notifications that never come.
    keepAlive: true,
    keepAliveInitialDelayMillis: o.keepAliveInitialDelayMillis,
  };
  return postgresBus(config, logger);
}
