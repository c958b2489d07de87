// What every request and answer goes through: a token in the URL is refused (URLs end up in logs, proxies
// and browser history) and redacted from this server's own log; every answer says `nosniff`.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { HttpError } from './http-errors.js';

/** Query parameters that carry a credential in the wild. */
const SECRET_PARAMS = /([?&](?:token|access_token|api_key|apikey|key_secret)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** pino options with the request serializer that redacts URL tokens (false stays false). */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...(base as { serializers?: object }).serializers,
      req: (req: { method: string; url: string; headers?: { host?: string }; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.headers?.host,
        remoteAddress: req.ip,
      }),
    },
  } as FastifyServerOptions['logger'];
}

export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (redactUrl(request.url) !== request.url) {
      throw new HttpError(
        400,
        'a token in the URL is refused (URLs are logged): send it as the header "Authorization: Bearer TOKEN"',
      );
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
}
