// Liveness, readiness (the database answers) and Prometheus metrics.
import type { FastifyInstance } from 'fastify';

const READY_TIMEOUT_MS = 1500;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.benchdelta;
  const status = { type: 'object', properties: { status: { type: 'string' } } } as const;

  app.get('/healthz', { schema: { summary: 'The process is up', response: { 200: status } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'The database answers (503 while it does not)',
        response: {
          200: status,
          503: { type: 'object', properties: { error: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
    async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          ctx.store.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)),
              READY_TIMEOUT_MS,
            );
          }),
        ]);
        return { status: 'ready' };
      } catch (e) {
        return reply
          .status(503)
          .send({ error: 'Service Unavailable', message: `database unreachable: ${(e as Error).message}` });
      } finally {
        clearTimeout(timer);
      }
    },
  );

  app.get('/metrics', { schema: { summary: 'Prometheus metrics', hide: false } }, async (_request, reply) => {
    reply.type(ctx.metrics.registry.contentType);
    return ctx.metrics.registry.metrics();
  });
}
