// POST /webhooks/github (GitHub App mode): verifies X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the
// webhook secret, compared in constant time), answers at once, and handles a completed workflow_run after.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { handleWorkflowRun, parseWorkflowRun, type GitHubAppOptions } from '../github-app.js';
import { HttpError } from '../http-errors.js';

export type WebhookOptions = GitHubAppOptions;

export function signatureMatches(secret: string, body: Buffer, header: string | undefined): boolean {
  if (!header || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(header.slice(7), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function webhookRoutes(
  app: FastifyInstance,
  options: { webhook?: WebhookOptions },
): Promise<void> {
  const ctx = app.benchdelta;
  const webhook = options.webhook;
  if (!webhook) return;
  // The signature covers the bytes as sent: keep them raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post<{ Body: Buffer }>(
    '/webhooks/github',
    {
      schema: {
        summary: 'GitHub webhook (App mode): a completed workflow_run brings its benchmark artifact',
        headers: {
          type: 'object',
          properties: {
            'x-hub-signature-256': { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
            'x-github-event': { type: 'string', maxLength: 100 },
          },
        },
        response: {
          202: { type: 'object', properties: { status: { type: 'string' }, reason: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!signatureMatches(webhook.secret, body, request.headers['x-hub-signature-256'] as string)) {
        throw new HttpError(401, 'X-Hub-Signature-256 does not match the body and the webhook secret');
      }
      const event = request.headers['x-github-event'];
      if (event !== 'workflow_run')
        return reply.status(202).send({ status: 'ignored', reason: `event ${event}` });
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        throw new HttpError(400, 'the webhook body is not JSON');
      }
      const parsed = parseWorkflowRun(payload);
      if ('ignored' in parsed) return reply.status(202).send({ status: 'ignored', reason: parsed.ignored });
      // GitHub waits 10 s for an answer; downloading and comparing may take longer, so it happens after.
      ctx.track(
        handleWorkflowRun(ctx, webhook, parsed.event).catch((err: unknown) =>
          request.log.error({ err, run: parsed.event.workflow_run.id }, 'workflow_run not ingested'),
        ),
      );
      return reply
        .status(202)
        .send({ status: 'accepted', reason: `workflow run ${parsed.event.workflow_run.id}` });
    },
  );
}
