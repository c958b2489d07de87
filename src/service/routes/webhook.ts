// GitHub App mode (filled in later): POST /webhooks/github.
import type { FastifyInstance } from 'fastify';

export interface WebhookOptions {
  secret: string;
  githubToken?: string;
  apiUrl?: string;
}

export async function webhookRoutes(
  _app: FastifyInstance,
  _options: { webhook?: WebhookOptions },
): Promise<void> {}
