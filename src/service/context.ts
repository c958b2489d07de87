// What every route needs, built once per server by buildServer().
import type {} from '@fastify/swagger'; // its route-schema fields (summary, description, tags)
import type { FastifyRequest } from 'fastify';
import type { BackgroundWork } from './background.js';
import type { AlertOptions } from './change-alerts.js';
import type { StoredComparisons } from './compare-stored.js';
import { HttpError, notFound } from './http-errors.js';
import type { ServiceMetrics } from './metrics.js';
import type { Offload } from './offload/jobs.js';
import type { Store } from './store/store.js';
import type { BodyLimits } from './upload-body.js';
import type { IngestSlots } from './ingest-slots.js';
import type { Project } from './store/types.js';
import { projectOfToken } from './tokens.js';

export interface ServiceContext {
  store: Store;
  /** Where uploads are read and comparisons and histories computed: worker threads, off the event loop. */
  offload: Offload;
  comparisons: StoredComparisons;
  background: BackgroundWork;
  metrics: ServiceMetrics;
  alertOptions: AlertOptions;
  /** How large an upload may be, inflate to, and how long its body may take. */
  bodyLimits: BodyLimits;
  /** Uploads read or ingested at once. */
  ingests: IngestSlots;
  /** Keeps work that outlives its request (a webhook's ingest) until it settles; `settled()` waits for it. */
  track(work: Promise<unknown>): void;
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    benchdelta: ServiceContext;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : '';
}

/** How long a shared cache may keep an answer about `project`: never, when it is private. */
export function cacheControl(project: Project, publicPolicy: string): string {
  return project.private ? 'private, no-store' : publicPolicy;
}

/** The project the request's token writes to; 401 without a valid token. */
export async function tokenProject(ctx: ServiceContext, request: FastifyRequest): Promise<number> {
  const token = bearer(request);
  if (token === null)
    throw new HttpError(
      401,
      'missing token: send "Authorization: Bearer TOKEN" (benchdelta token create PROJECT)',
    );
  const projectId = token ? await projectOfToken(ctx.store, token) : null;
  if (projectId === null) throw new HttpError(401, 'invalid or revoked token');
  return projectId;
}

/**
 * The named project, if the request may `read` it (public, or private with its token) or `write` to it (its
 * token). 401 without a valid token where one is needed, 403 with another project's token.
 */
export async function authorizeProject(
  ctx: ServiceContext,
  request: FastifyRequest,
  name: string,
  access: 'read' | 'write',
): Promise<Project> {
  const project = await ctx.store.projects.find(name);
  if (access === 'read' && project && !project.private) return project;
  if (access === 'read') {
    // Unknown, or private without its token: one answer, so a name's existence is not given away.
    const tokenOf = bearer(request) ? await tokenProject(ctx, request).catch(() => null) : null;
    if (project && tokenOf === project.id) return project;
    throw notFound(`project "${name}" (a private project needs its token: "Authorization: Bearer TOKEN")`);
  }
  const tokenOf = await tokenProject(ctx, request);
  if (!project || tokenOf !== project.id)
    throw new HttpError(403, `this token does not belong to project "${name}"`);
  return project;
}
