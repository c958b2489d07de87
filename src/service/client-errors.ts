// Answers to requests too broken to reach a route (a URL segment past the router's limit, headers past Node's
// limit, a malformed request line): the same `{ error, message }` as every other error, saying what to
// change, and never echoing the URL (it may be huge, or carry what should not be logged back).
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

function body(status: number, message: string): string {
  return JSON.stringify({ error: http.STATUS_CODES[status] ?? 'Error', message });
}

/** Fastify's frameworkErrors: a path segment too long (414) or a URL that is not one (400). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = tooLong
    ? 'a segment of the URL is longer than 100 characters: project names and ids are short'
    : 'the URL is not valid: percent-encode it (curl --data-urlencode, or encodeURIComponent)';
  reply.code(status).type('application/json; charset=utf-8').send(body(status, message));
}

/** Node's clientError, answered on the raw socket (no request exists yet). */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  err: NodeJS.ErrnoException,
  socket: Socket,
) => {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'the request did not arrive in time: send it in one go']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [
            431,
            'the URL and headers are larger than 16 KB: send the results file as the body, not in the URL',
          ]
        : [400, 'the request is not valid HTTP/1.1'];
  const text = body(status, message);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
};
