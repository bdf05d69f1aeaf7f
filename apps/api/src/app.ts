import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerAccessGuard } from './plugins/auth.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { frameworkErrors } from './plugins/framework-errors.ts';
import { registerWeb } from './plugins/web.ts';
import { inputRefusal } from './plugins/input-guard.ts';
import { securityHeaderSetter } from './plugins/security-headers.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { lazyChildLogger } from './plugins/request-logger.ts';
import { createSerializerCompiler } from './plugins/serialization.ts';
import { serializeError, serializeRequest } from './shared/log-serializers.ts';
import { mapTileSource } from './plugins/map-tiles.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { SharedLoginThrottle, type SignInThrottle } from './modules/auth/login-throttle.ts';
import { databaseThrottleStore } from './adapters/throttle/throttle-store.ts';
import { rateLimitStore } from './adapters/throttle/rate-limit-store.ts';
import { createDeferredWork } from './modules/auth/deferred-work.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { probeRoutes } from './modules/health/probes.routes.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { requestIdOf } from './plugins/request-id.ts';
import { registerDraining } from './plugins/draining.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { ridesRoutes } from './modules/rides/rides.routes.ts';
import { rideImportRoutes } from './modules/ride-import/ride-import.routes.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { isdocRoutes } from './modules/invoices/isdoc.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { syncBookingPayment } from './modules/payments/booking-payment.ts';
import type { ModuleDeps } from './shared/module-deps.ts';
import { systemClock, type Clock } from './shared/clock.ts';
import type { PaymentProvider } from './adapters/payments/provider.ts';
import { createSandboxProvider } from './adapters/payments/sandbox.ts';
import { createGeoProvider, type GeoConfig } from './adapters/geo/index.ts';
import { createLocalPlacesCache } from './modules/places/local-places.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { boardRoutes } from './modules/board/board.routes.ts';
import { createEventBus } from './adapters/events/event-bus.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { sharedStatePruneJob } from './modules/events/prune.job.ts';
import { createStreamGate, type StreamGate } from './shared/stream-gate.ts';
import { positionsRoutes } from './modules/positions/positions.routes.ts';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes.ts';
import { EVENT_STREAM_LIFETIME_MS } from '@vozka/domain';
import os from 'node:os';
import path from 'node:path';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './adapters/jobs/queue.ts';
import { createAttachmentResolvers, deliverJob } from './adapters/outbox/deliver-job.ts';
import { fileSms, type SmsSender } from './adapters/sms/sms.ts';
import { rideEventJob } from './modules/notifications/ride-event.job.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { messagesRoutes } from './modules/notifications/messages.routes.ts';
import { deliveriesRoutes } from './modules/notifications/deliveries.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { rideExportRoutes } from './modules/ride-export/ride-export.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { REPORT_PDF_ATTACHMENT, reportPdfAttachment } from './modules/reports/reports.service.ts';
import { rideScheduleJob } from './modules/reminders/ride-schedule.job.ts';
import { rideReminderJob } from './modules/reminders/ride-reminder.job.ts';
import { documentExpiryJob } from './modules/reminders/document-expiry.job.ts';
import { positionsRetentionDays, positionsRetentionJob } from './modules/positions/positions-retention.job.ts';
import { flightApiConfig } from './adapters/flights/index.ts';
import { createFlightsService } from './modules/flights/flights.service.ts';
import { flightsRoutes } from './modules/flights/flights.routes.ts';
import { flightCheckJob } from './modules/flights/flight-check.job.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { webhookEventJob } from './modules/webhooks/webhook-event.job.ts';
import { webhookDeliverJob } from './modules/webhooks/webhook-deliver.job.ts';
import { resourceLoader } from './modules/webhooks/webhook-resources.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (tests drain it; workers run it). */
    jobs: JobQueue;
  }
}

export interface AppDeps {
  /**
   * `geo` left out: the built-in offline provider. `requestLog` and `checkResponses` left out (tests, benches):
   * every request logged, every answer checked against its schema (docs/decisions/0036).
   */
  config: Pick<Config, 'publicUrl' | 'logLevel' | 'webDist' | 'trustProxy'> &
    Partial<Pick<Config, 'requestLog' | 'checkResponses' | 'metricsToken'>> & { geo?: GeoConfig };
  database: Database;
  mailer: Mailer;
  /** Tests shorten the throttle; production uses the defaults below. */
  throttle?: SignInThrottle;
  /** The payment provider (adapters/payments); the built-in sandbox when left out. */
  payments?: PaymentProvider;
  /**
   * Live event streams end after this long (default 15 min); 0 ends them after their first events (inject
   * tests). `streams` counts and caps the open streams (default: the limits of stream-gate.ts).
   */
  events?: { streamLifetimeMs?: number; streams?: StreamGate };
  /** Where log lines go (default stdout); tests read them. */
  logStream?: DestinationStream;
  /** Where "now" comes from (default the system clock); tests pass a clock they control. */
  clock?: Clock;
  /**
   * The job queue's workers and retry timing (default: workers on, production timing). `startLater`: the
   * caller starts the queue itself (`app.jobs.start()`; server.ts does once it listens).
   */
  jobs?: JobQueueOptions & { startLater?: boolean };
  /** The SMS adapter (default: text files under the system's temp directory). */
  sms?: SmsSender;
}

type ZodCompilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

const BUILTIN_GEO: GeoConfig = { provider: 'builtin', timeoutMs: 5000, mapy: null, google: null };

/** Builds the whole server (API and web); tests build it too and call it with `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const serializer = createSerializerCompiler({ checked: deps.config.checkResponses ?? true });
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Every logged request and error, wherever it is logged: no secrets from URLs, no SQL parameters
      // or other data (shared/log-serializers.ts).
      serializers: { err: serializeError, req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    logController: new RequestLogController(deps.config.requestLog ?? 'all'),
    // A request's pino child is made when it first logs: most requests never do (plugins/request-logger.ts).
    childLoggerFactory: lazyChildLogger,
    trustProxy: deps.config.trustProxy,
    // The proxy's X-Request-ID when it is a sane token, else a new one; on every log line of the request.
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // A closing app answers 503 itself, in the caller's language (plugins/draining.ts).
    return503OnClosing: false,
    // Every route validates and serializes by its zod schemas: given here, Fastify never builds its own
    // compilers (an Ajv instance, which compiles its meta-schemas: about a fifth of buildApp's CPU, issue 18 §5).
    // (Fastify's types describe Ajv's compilers; the zod ones are what setValidatorCompiler takes.)
    schemaController: {
      compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializer } as unknown as ZodCompilers,
    },
  }).withTypeProvider<ZodTypeProvider>();
  const drainingRefusal = registerDraining(app);

  const clock = deps.clock ?? systemClock;
  const jobs = createJobQueue(deps.database, app.log, deps.jobs);
  app.decorate('jobs', jobs);
  const sms = deps.sms ?? fileSms({ dir: path.join(os.tmpdir(), 'vozka-sms'), logger: app.log });
  // Files attached by reference are rendered when their e-mail is sent (deliveries.attachment).
  const attachments = createAttachmentResolvers();
  attachments.register(REPORT_PDF_ATTACHMENT, (id, lang) => reportPdfAttachment(deps.database.db, id, lang));
  jobs.define(deliverJob({ database: deps.database, mailer: deps.mailer, sms, now: () => clock.now(), attachments }));
  // Rate limits and sign-in tries count in the database: every instance on it spends one budget (docs/decisions/0037).
  const throttleStore = databaseThrottleStore(deps.database.db);
  const bus = createEventBus(deps.database, app.log);
  // preClose: open event streams must end before the server can close.
  app.addHook('preClose', () => bus.close());
  await bus.ready;
  const work = createDeferredWork(app.log);
  // Registration and reset work still running finishes before the database closes.
  app.addHook('onClose', () => work.idle());
  const auth = createAuthService({
    database: deps.database,
    jobs,
    publicUrl: deps.config.publicUrl,
    throttle: deps.throttle ?? new SharedLoginThrottle({}, () => clock.now().getTime(), throttleStore),
    work,
    logger: app.log,
    clock,
    // Sessions answer from a short cache that every process empties on a change (modules/auth/session-cache.ts).
    bus,
  });

  const payments = deps.payments ?? createSandboxProvider(deps.database.db);
  const localPlaces = createLocalPlacesCache(deps.database.db);
  const geo = createGeoProvider(deps.config.geo ?? BUILTIN_GEO, {
    localPlaces: localPlaces.source,
    onProviderError: (err) => {
      app.log.warn({ err }, 'geo provider failed; answered with the company places only');
    },
  });
  const https = deps.config.publicUrl.startsWith('https://');
  registerErrorHandler(app);
  // Stripe.js and its Payment Element come from Stripe's hosts: allowed only when Stripe is the provider.
  const setSecurityHeaders = securityHeaderSetter({
    https,
    stripe: payments.name === 'stripe',
    mapTiles: mapTileSource(process.env.VITE_MAP_TILE_URL),
  });
  // API keys for integrations (issue 20 §4): each key's requests count in the shared throttle store too.
  const apiKeys = createApiKeysService({ db: deps.database.db, throttle: throttleStore, clock });
  const guard = registerAccessGuard(app, auth, apiKeys);
  // A request's first steps in one hook (each hook is a turn through Fastify's hook runner for every request):
  // a closing app refuses it (plugins/draining.ts), else its id and the security headers of data go on the
  // raw response — so hijacked answers (event streams) carry them too, and a route may still replace one —
  // and the access guard finds its caller.
  app.addHook('onRequest', (request, reply, done) => {
    const refusal = drainingRefusal(reply);
    if (refusal) {
      done(refusal);
      return;
    }
    reply.raw.setHeader('x-request-id', request.id);
    setSecurityHeaders.arrived(reply.raw);
    guard.arrived(request, done);
  });
  // Once the answer's type is known: a JSON answer keeps the lean set, anything else (a page, a file) gets the
  // document set (docs/decisions/0052).
  app.addHook('onSend', (_request, reply, _payload, done) => {
    setSecurityHeaders.sending(reply);
    done();
  });
  const streams = deps.events?.streams ?? createStreamGate();
  await registerMetrics(app, { token: deps.config.metricsToken, database: deps.database, streams });
  await app.register(rateLimit, { global: false, store: rateLimitStore(throttleStore, () => clock.now().getTime()) });
  // Checked before the body is validated: an anonymous caller learns nothing about a route's input.
  app.addHook('preValidation', (request, _reply, done) => {
    const refusal = guard.refusal(request) ?? inputRefusal(request);
    if (refusal) done(refusal);
    else done();
  });
  await registerSwagger(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps.database));
      await api.register(probeRoutes(deps.database, jobs));
      await api.register(authRoutes(auth, { secureCookie: https }));
      await api.register(apiKeysRoutes(apiKeys));
      const moduleDeps: ModuleDeps = {
        database: deps.database,
        jobs,
        sms,
        publicUrl: deps.config.publicUrl,
        auth,
        logger: app.log,
        payments,
        geo,
        localPlaces,
        events: {
          bus,
          streamLifetimeMs: deps.events?.streamLifetimeMs ?? EVENT_STREAM_LIFETIME_MS,
          streams,
        },
        bookingPayment: syncBookingPayment,
        clock,
      };
      await api.register(usersRoutes(moduleDeps));
      await api.register(vehiclesRoutes(moduleDeps));
      await api.register(filesRoutes(moduleDeps));
      await api.register(ridesRoutes(moduleDeps));
      await api.register(rideImportRoutes(moduleDeps));
      await api.register(contractsRoutes(moduleDeps));
      await api.register(paymentsRoutes(moduleDeps));
      await api.register(isdocRoutes(moduleDeps));
      await api.register(invoicesRoutes(moduleDeps));
      await api.register(pricingRoutes(moduleDeps));
      await api.register(placesRoutes(moduleDeps));
      await api.register(settingsRoutes(moduleDeps));
      await api.register(blogRoutes(moduleDeps));
      await api.register(boardRoutes(moduleDeps));
      await api.register(eventsRoutes(moduleDeps));
      await api.register(positionsRoutes(moduleDeps));
      await api.register(dispatchRoutes(moduleDeps));
      await api.register(notificationsRoutes(moduleDeps));
      await api.register(messagesRoutes(moduleDeps));
      await api.register(deliveriesRoutes(moduleDeps));
      await api.register(reportsRoutes(moduleDeps));
      await api.register(rideExportRoutes(moduleDeps));
      // Flight tracking (issue 20 §1): FLIGHT_API_URL points it at a local fake in tests and e2e.
      const flights = createFlightsService(moduleDeps, { api: flightApiConfig(process.env) });
      await api.register(flightsRoutes(moduleDeps, flights));
      jobs.define(flightCheckJob(flights));
      await api.register(webhooksRoutes(moduleDeps));
      await api.register(calendarRoutes(moduleDeps));
      jobs.define(rideEventJob(moduleDeps));
      jobs.define(rideScheduleJob(moduleDeps));
      jobs.define(rideReminderJob(moduleDeps));
      jobs.define(documentExpiryJob(moduleDeps));
      jobs.define(sharedStatePruneJob(moduleDeps));
      jobs.define(positionsRetentionJob(moduleDeps, { days: positionsRetentionDays(process.env) }));
      jobs.define(webhookEventJob(moduleDeps, resourceLoader(moduleDeps)));
      jobs.define(webhookDeliverJob(moduleDeps));
    },
    { prefix: '/api' },
  );
  await registerWeb(app, deps.config.webDist);
  // Every module has defined its jobs: the queue starts (its workers with it) and stops before the database closes.
  if (!deps.jobs?.startLater) await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  return app;
}
