// A request answered while its body is still arriving (no token, too large, a gzip bomb, too many uploads) keeps
// its connection while the rest arrives and is dropped, for at most `drainMs`. Closing right after the answer
// resets the connection under a client that is still sending, and the client loses the answer it was sent
// (RFC 9112 §9.6, the "TCP reset problem"): a 70 MB upload read status 0, not its 413.
import type { FastifyInstance } from 'fastify';

export function installRefusedBodyDrain(app: FastifyInstance, drainMs: number): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    // A 408's body is too slow to wait for: that answer closes the connection (http-errors.ts).
    if (raw.complete || reply.statusCode === 408) return payload;
    // fastify asks to close after a body parser's error, and Node would close for a client that asked to: the
    // connection stays open instead while the rest of the body arrives (Node drops it), then is usable again.
    reply.header('connection', 'keep-alive');
    const socket = raw.socket;
    // `app.inject`'s stand-in socket has no destroy(): nothing to cut off there.
    const cutOff = setTimeout(() => socket.destroy?.(), drainMs).unref();
    const stop = () => clearTimeout(cutOff);
    raw.once('end', stop);
    socket.once('close', stop);
    return payload;
  });
}
