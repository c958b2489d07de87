// The service as a fastify app (DESIGN §9): `buildServer(options)` migrates the store, wires the routes and
// background work, and returns the app unstarted; `benchdelta serve` and the tests listen on it.
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { BackgroundWork, type Retention } from './background.js';
import { DEFAULT_ALERT_OPTIONS, type AlertOptions } from './change-alerts.js';
import { StoredComparisons } from './compare-stored.js';
import type { ServiceContext } from './context.js';
import { clientErrorHandler, frameworkErrors } from './client-errors.js';
import { installErrorHandler } from './http-errors.js';
import { IngestSlots } from './ingest-slots.js';
import { createOffload, type OffloadOptions } from './offload/offload.js';
import { removeStaleScratch } from './upload.js';
import { installRefusedBodyDrain } from './refused-body.js';
import { installRequestGuards, redactingLogger } from './request-guards.js';
import { createMetrics } from './metrics.js';
import { abRunRoutes } from './routes/ab-runs.js';
import { alertRoutes } from './routes/alerts.js';
import { badgeRoutes } from './routes/badges.js';
import { healthRoutes } from './routes/health.js';
import { projectRoutes } from './routes/projects.js';
import { runRoutes } from './routes/runs.js';
import { seriesRoutes } from './routes/series.js';
import { noiseRoutes } from './routes/noise.js';
import { webhookRoutes, type WebhookOptions } from './routes/webhook.js';
import { backlog } from './store/operations.js';
import type { Store } from './store/store.js';

export interface ServerOptions {
  /** The store (buildServer migrates it, and closes it when the app closes). */
  store: Store;
  /** pino logging: false (tests), true, or pino options. */
  logger?: FastifyServerOptions['logger'];
  /** Fastify plugins registered after the API routes (the dashboard). */
  plugins?: FastifyPluginAsync[];
  /** Largest request body in bytes (default 64 MiB) and size an upload may inflate to (default 1 GiB). */
  bodyLimit?: number;
  maxInflatedBytes?: number;
  /** How long an upload's body may take to arrive (default 60 s), and a whole request (default 120 s). */
  bodyTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Uploads read or ingested at once (default 4); past it one waits up to ingestQueueMs (default 10 s), then 503. */
  maxConcurrentIngests?: number;
  ingestQueueMs?: number;
  /** Bytes of upload bodies read at once, over all uploads (default 256 MiB); past it 503. */
  maxBufferedBytes?: number;
  /** How long the rest of a body is read and dropped after its request is answered (default 10 s). */
  refusedBodyDrainMs?: number;
  /** Change-point settings for alerts and the series route. */
  alerts?: Partial<AlertOptions>;
  /** How often to sweep for unanalysed series and unjudged runs left by another replica or a crash. */
  sweepIntervalMs?: number;
  /** Bounded history: runs past it are deleted by the sweep (default: keep everything). */
  retention?: Retention;
  /** How long a badge is served from memory before it is asked of the store again. */
  badgeTtlMs?: number;
  /** GitHub App mode: `POST /webhooks/github` (absent: the route does not exist). */
  webhook?: WebhookOptions;
  /**
   * Worker threads for reading uploads, comparisons and history arithmetic (default 2 threads, 16 jobs waiting,
   * then 503); `{ size: 0 }` runs them on the event loop.
   */
  workers?: OffloadOptions;
  /** Trust X-Forwarded-* from a load balancer in front. */
  trustProxy?: boolean;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger(options.logger ?? false),
    bodyLimit: options.bodyLimit ?? 64 << 20,
    trustProxy: options.trustProxy ?? false,
    // A socket idle this long is closed; a request must be whole within requestTimeout (checked every 5 s,
    // not Node's 30 s, so slow clients cannot pile up sockets between checks).
    connectionTimeout: 120_000,
    requestTimeout: options.requestTimeoutMs ?? 120_000,
    http: { connectionsCheckingInterval: 5_000 },
    frameworkErrors,
    clientErrorHandler,
    // Errors go through our handler, which never includes a stack.
    return503OnClosing: true,
  });
  const store = options.store;
  await store.migrate();
  const metrics = createMetrics(() => backlog(store.db));
  const alertOptions = { ...DEFAULT_ALERT_OPTIONS, ...options.alerts };
  const offload = createOffload(options.workers);
  const comparisons = new StoredComparisons(store, 64, offload);
  const jobs = new Set<Promise<unknown>>();
  const ctx: ServiceContext = {
    track: (work) => {
      jobs.add(work);
      void work.finally(() => jobs.delete(work));
    },
    settled: async () => {
      while (jobs.size > 0) await Promise.allSettled([...jobs]);
      await ctx.background.idle();
    },
    store,
    offload,
    comparisons,
    metrics,
    alertOptions,
    bodyLimits: {
      maxBytes: options.bodyLimit ?? 64 << 20,
      maxInflatedBytes: options.maxInflatedBytes ?? 2 ** 30,
      timeoutMs: options.bodyTimeoutMs ?? 60_000,
      buffered: { bytes: 0, max: options.maxBufferedBytes ?? 256 << 20 },
    },
    ingests: new IngestSlots(options.maxConcurrentIngests ?? 4, options.ingestQueueMs ?? 10_000),
    background: new BackgroundWork(store, comparisons, alertOptions, app.log, metrics, options.retention),
  };
  app.decorate('benchdelta', ctx);
  // `Expect: 100-continue` (curl sends it for large bodies) is answered only once the body is wanted: a
  // request refused by its hooks (no token, too many uploads) is answered before its body is sent.
  app.server.on('checkContinue', (req, res) => app.server.emit('request', req, res));
  app.addHook('preParsing', async (request, reply, payload) => {
    if (/100-continue/i.test(request.headers.expect ?? '')) reply.raw.writeContinue();
    return payload;
  });
  installErrorHandler(app);
  installRequestGuards(app);
  installRefusedBodyDrain(app, options.refusedBodyDrainMs ?? 10_000);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'benchdelta service',
        version: '1',
        description: 'Benchmark history, change points, alerts and badges. Writes need a project token.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  await app.register(healthRoutes);
  await app.register(projectRoutes);
  await app.register(runRoutes);
  await app.register(abRunRoutes);
  await app.register(seriesRoutes);
  await app.register(noiseRoutes);
  await app.register(alertRoutes);
  await app.register(badgeRoutes, { ttlMs: options.badgeTtlMs ?? 5000 });
  await app.register(webhookRoutes, { webhook: options.webhook });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  for (const plugin of options.plugins ?? []) await app.register(plugin);

  app.addHook('onReady', async () => {
    const stale = await removeStaleScratch();
    if (stale > 0) app.log.info({ stale }, 'removed scratch folders of servers that were killed');
    ctx.background.start(options.sweepIntervalMs ?? 30_000);
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...jobs]);
    await ctx.background.stop();
    await offload.close();
    await store.close();
  });
  return app;
}
