// The guards every upload route shares (a results file, an A/B run's zip), registered in the route's own plugin:
// the token is checked before a byte of the body is read, a form is refused with the curl line that works, the
// body is read as bytes within the body limits, and an ingest slot is taken only once the body is here (a client
// that trickles its body holds only the bytes it sent, not a slot).
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorizeProject } from './context.js';
import { HttpError } from './http-errors.js';
import { PROJECT_NAME } from './schemas.js';
import type { Project } from './store/types.js';
import { readUploadBody } from './upload-body.js';

/** Installs the guards on `app` (a plugin of upload routes only); returns the project each request writes to. */
export function guardUploads(
  app: FastifyInstance,
  formRefusal: string,
): (request: FastifyRequest) => Project {
  const ctx = app.benchdelta;
  const projects = new WeakMap<FastifyRequest, Project>();
  const holding = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (holding.delete(request)) ctx.ingests.release();
  };
  app.addHook('onRequest', async (request) => {
    const name = (request.params as { project: string }).project;
    if (!new RegExp(PROJECT_NAME.pattern).test(name)) {
      throw new HttpError(400, `"${name.slice(0, 100)}" is not a project name (letters, digits, . _ -)`);
    }
    projects.set(request, await authorizeProject(ctx, request, name, 'write'));
    // `curl -F file=@x` wraps the file in a form: the wrapper would be stored as the file.
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) throw new HttpError(415, formRefusal);
  });
  app.addHook('preHandler', async (request) => {
    await ctx.ingests.acquire();
    // A client that gave up while it waited gets no slot (its abort hook has run already).
    if (request.raw.destroyed) return ctx.ingests.release();
    holding.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', async (request: FastifyRequest, payload: Readable) => {
    const declared = request.headers['content-length'];
    return readUploadBody(payload, declared === undefined ? undefined : Number(declared), ctx.bodyLimits);
  });
  return (request) => projects.get(request) as Project;
}
