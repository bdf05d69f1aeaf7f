import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/demo.ts';
import { createMailer } from './adapters/mail/index.ts';
import { createPaymentProvider } from './adapters/payments/index.ts';
import { createSmsSender } from './adapters/sms/index.ts';
import { buildApp } from './app.ts';
import { createStreamGate } from './shared/stream-gate.ts';
import { startDemoDrivers } from './db/seed/demo-drivers.ts';
import { takePglitePreload } from './boot/pglite-preload.ts';

/** A shutdown that takes longer than this ends the process anyway, with exit code 1 (docs/operations.md). */
const SHUTDOWN_LIMIT_MS = 10_000;
/** Running job handlers get this long to finish at shutdown; the queue hands back the rest. */
const JOBS_STOP_TIMEOUT_MS = 6_000;

/**
 * Keeps the event loop busy until the server listens. At start nothing else may hold it (PGlite's open and
 * its statements are promises, not sockets or timers): a loop with nothing to wait for hands back to Node,
 * which then waits for every task on V8's background threads — compiling PGlite's WebAssembly into faster
 * code — before it goes on. That wait was 150–400 ms of every start at the first statement, with the main
 * thread idle (a CPU profile and strace of a start, issue 18 §5). A pending timer keeps the loop going; the
 * background work then runs beside the start instead of ahead of it — on a free core; on busy cores it
 * competes with the start instead (docs/performance.md, "Start and memory").
 */
function holdEventLoop(): () => void {
  const timer = setInterval(() => undefined, 60_000);
  return () => {
    clearInterval(timer);
  };
}

/** Process entry: database, migrations, demo seed, then the HTTP server (API and web) on PORT. */
async function main(): Promise<void> {
  const releaseEventLoop = holdEventLoop();
  const config = loadConfig();
  // PGlite's WebAssembly, compiled on a worker thread while this bundle was evaluated, when the built entry
  // started that (decision 0051).
  const pglite = takePglitePreload();
  const database = await openDatabase({ ...config, ...(pglite ? { pglite } : {}) });
  await database.migrate();
  const mailer = createMailer(config, {
    info: (obj, msg) => {
      console.log(msg, JSON.stringify(obj));
    },
  });
  const payments = await createPaymentProvider(config, database.db);
  const sms = createSmsSender(config, {
    info: (obj, msg) => {
      console.log(msg, JSON.stringify(obj));
    },
  });
  const app = await buildApp({
    config,
    database,
    mailer,
    payments,
    sms,
    events: { streams: createStreamGate(config.streams) },
    // Started once the server listens (below): its start and first fetches do not hold up the first answers.
    jobs: { ...config.jobs, stopTimeoutMs: JOBS_STOP_TIMEOUT_MS, startLater: true },
  });
  if (config.demoSeed && (await seedDemo(database.db))) app.log.info('demo data seeded (accounts in README.md)');
  let stopDemoDrivers: () => void = () => undefined;

  // SIGTERM/SIGINT: new connections are refused and requests on open ones answered 503 (readiness too, so
  // the proxy takes this instance out), event streams end (their clients reconnect to another instance),
  // requests in flight finish, running jobs finish or are handed back; then the database closes.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      // Not ready any more, but still serving: the proxy's health check takes this instance out meanwhile.
      app.readiness.stopping = true;
      if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      stopDemoDrivers();
      await app.close();
      mailer.close();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info({ signal }, 'shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The listening server keeps the loop going from here.
  releaseEventLoop();
  // The readiness probe answers 503 until the queue runs (a job sent meanwhile waits for its queue).
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a signal during listen sets it
  if (!closing) await app.jobs.start();
  // Demo drivers' phones: live pins on the dispatch board while DEMO_SEED is on (docs/decisions/0011).
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a signal meanwhile sets it
  if (config.demoDrivers && !closing) stopDemoDrivers = startDemoDrivers(database, app.jobs, app.log);
  app.log.info(
    `Vozka runs at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}, payments: ${payments.name === 'sandbox' ? 'sandbox (TEST MODE)' : 'Stripe'}, SMS: ${sms.name === 'file' ? `files in ${config.dataDir}/sms` : sms.name})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
