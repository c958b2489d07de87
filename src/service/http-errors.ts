// Errors with an HTTP status, and the one error handler that turns anything thrown into `{ error, message }`
// with the right status and never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import { UserError } from '../core/errors.js';
import { DatabaseUnavailableError } from './store/database.js';
import { RunConflictError } from './store/ingest.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

export const ERROR_SCHEMA = {
  type: 'object',
  properties: { error: { type: 'string' }, message: { type: 'string' } },
  required: ['error', 'message'],
} as const;

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    let status = 500;
    let message = 'internal error (it is logged on the server)';
    if (err instanceof HttpError) [status, message] = [err.statusCode, err.message];
    else if (err instanceof UserError) [status, message] = [400, err.message];
    else if (err instanceof RunConflictError) [status, message] = [409, err.message];
    else if (err instanceof DatabaseUnavailableError)
      [status, message] = [503, 'the database is unreachable; retry shortly'];
    else if ('validation' in err && err.validation) [status, message] = [400, err.message];
    else if (
      'statusCode' in err &&
      typeof err.statusCode === 'number' &&
      err.statusCode >= 400 &&
      err.statusCode < 500
    ) {
      [status, message] = [err.statusCode, err.message];
    }
    if (status >= 500) request.log.error({ err }, 'request failed');
    if (status === 503) reply.header('retry-after', '2');
    // A body too slow to arrive is not waited for: the connection closes after the reply. (The rest of any
    // other refused body is read and dropped, for a bounded time, so the client reads its answer: refused-body.ts.)
    if (status === 408) reply.header('connection', 'close');
    return reply.status(status).send({ error: STATUS_NAMES[status] ?? 'Error', message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: 'Not Found', message: `no route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
