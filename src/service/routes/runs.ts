// Runs: upload a results file, list them, compare two, and find the baseline a pull request compares against.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { UserError } from '../../core/errors.js';
import { authorizeProject, cacheControl } from '../context.js';
import { HttpError, notFound } from '../http-errors.js';
import {
  BRANCH,
  COMMIT,
  ID,
  iso,
  NAME,
  PROJECT_ID_PARAMS,
  PROJECT_NAME,
  PROJECT_PARAMS,
  UPLOAD_QUERY_FIELDS,
  RUN_SCHEMA,
} from '../schemas.js';
import type { Project, RunView } from '../store/types.js';
import { deleteResultSets } from '../store/operations.js';
import type { UploadBody } from '../upload-body.js';
import { guardUploads } from '../upload-hooks.js';
import { checkRunFields } from '../run-fields.js';
import { parseRunTime } from '../run-time.js';
import { WorkerFailedError } from '../offload/worker-pool.js';
import { checkFormatName } from '../upload.js';

export function runJson(run: RunView) {
  const { projectId: _projectId, ...rest } = run;
  return { ...rest, time: iso(run.time), createdAt: iso(run.createdAt) };
}

/**
 * A run's URL names it by id, not by content, and a run can be deleted: a shared cache keeps it a short while
 * and never as `immutable`.
 */
export const RUN_CACHE = 'public, max-age=300';

interface UploadQuery {
  branch: string;
  commit: string;
  run: string;
  name: string;
  machine?: string;
  workflow?: string;
  time?: string;
  format?: string;
}

/**
 * The upload route reads any body as bytes (a JSON results file must not be parsed as a request), and only
 * once the token is checked and an ingest slot is free (upload-hooks.ts): a client without a token, or one too
 * many, is answered before a byte of its body is read.
 */
async function uploadRoute(app: FastifyInstance): Promise<void> {
  const ctx = app.benchdelta;
  const projects = guardUploads(
    app,
    'send the results file as the raw body, not a form: curl --data-binary @FILE ' +
      '-H "Authorization: Bearer $TOKEN" "…/runs?branch=…&commit=…&run=…&name=FILE"',
  );
  app.post<{ Params: { project: string }; Querystring: UploadQuery; Body: UploadBody | undefined }>(
    '/api/v1/projects/:project/runs',
    {
      schema: {
        summary: 'Upload one results file of a CI run (raw body, gzip allowed)',
        params: PROJECT_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            ...UPLOAD_QUERY_FIELDS,
            format: { type: 'string', pattern: '^[A-Za-z0-9.-]{1,40}$' },
          },
          required: ['branch', 'commit', 'run', 'name'],
        },
        response: {
          200: { type: 'object', properties: { id: { type: 'integer' }, created: { type: 'boolean' } } },
          201: { type: 'object', properties: { id: { type: 'integer' }, created: { type: 'boolean' } } },
        },
      },
    },
    async (request, reply) => {
      const project = projects(request);
      const q = request.query;
      const time = parseRunTime(q.time);
      checkFormatName(q.format);
      checkRunFields({ ...q, time });
      const existing = await ctx.store.runs.findResultSet(project.id, q.run, q.name);
      if (existing !== undefined) {
        const differs = [
          existing.commit !== q.commit && `commit ${existing.commit} (this upload: ${q.commit})`,
          existing.branch !== q.branch && `branch "${existing.branch}" (this upload: "${q.branch}")`,
        ].filter(Boolean);
        if (differs.length > 0) {
          throw new HttpError(
            409,
            `run "${q.run}" already has a file "${q.name}" (id ${existing.id}) stored for ${differs.join(' and ')}: ` +
              'give each CI run its own run= id, or delete the stored run first',
          );
        }
        ctx.metrics.ingests.inc({ result: 'duplicate' });
        return reply.status(200).send({ id: existing.id, created: false });
      }
      const body = request.body;
      if (!body || body.data.length === 0) {
        throw new UserError('the body is empty: send the results file as the request body');
      }
      let upload;
      try {
        upload = await ctx.offload.readUpload({
          body: body.data,
          name: q.name,
          format: q.format,
          inflatedBytes: body.inflatedBytes,
        });
      } catch (e) {
        ctx.metrics.ingests.inc({ result: 'rejected' });
        if (e instanceof WorkerFailedError && e.outOfMemory) {
          throw new HttpError(
            413,
            `reading "${q.name.slice(0, 100)}" needs more memory than the server gives one upload: split the results file`,
          );
        }
        throw e;
      }
      const result = await ctx.store.runs.ingest({
        projectId: project.id,
        branch: q.branch,
        commit: q.commit,
        runKey: q.run,
        name: q.name,
        machine: q.machine ?? '',
        workflow: q.workflow ?? null,
        time,
        format: upload.format,
        kind: upload.kind,
        body: upload.gzipped,
        bodyBytes: upload.bytes,
        points: upload.points,
      });
      ctx.metrics.ingests.inc({ result: result.created ? 'created' : 'duplicate' });
      if (result.created) ctx.background.kick();
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
}

/** A stored file as a download: its cache policy by the project's privacy, named after the run. */
export function sendStoredFile(
  reply: FastifyReply,
  project: Project,
  fileName: string,
  type: string,
  body: Buffer,
): FastifyReply {
  reply.header('cache-control', cacheControl(project, RUN_CACHE));
  reply.header('content-disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  return reply.type(type).send(body);
}

export async function runRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.benchdelta;
  await app.register(uploadRoute);

  app.get<{
    Params: { project: string };
    Querystring: { branch?: string; name?: string; limit: number; before?: number };
  }>(
    '/api/v1/projects/:project/runs',
    {
      schema: {
        summary: 'Runs (uploaded results files), newest first',
        params: PROJECT_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            branch: BRANCH,
            name: NAME,
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
            before: ID,
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { runs: { type: 'array', items: RUN_SCHEMA }, next: { type: ['integer', 'null'] } },
          },
        },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const q = request.query;
      const runs = await ctx.store.runs.list(project.id, q);
      return { runs: runs.map(runJson), next: runs.length === q.limit ? runs[runs.length - 1].id : null };
    },
  );

  app.get<{ Params: { project: string; id: number } }>(
    '/api/v1/projects/:project/runs/:id',
    {
      schema: {
        summary: 'One run',
        params: PROJECT_ID_PARAMS,
        response: { 200: RUN_SCHEMA },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const run = await ctx.store.runs.get(project.id, request.params.id);
      if (!run) throw notFound(`run ${request.params.id}`);
      return runJson(run);
    },
  );

  app.delete<{ Params: { project: string; id: number } }>(
    '/api/v1/projects/:project/runs/:id',
    {
      schema: {
        summary: 'Delete a run (its file, series points and the alerts it caused) with the project token',
        description:
          'One transaction. The series it touched are analysed again and the run judged against it is judged ' +
          'again, so change points, alerts and verdicts are recomputed without it.',
        params: PROJECT_ID_PARAMS,
        response: {
          200: {
            type: 'object',
            properties: {
              deleted: {
                type: 'object',
                properties: {
                  runs: { type: 'integer' },
                  points: { type: 'integer' },
                  alerts: { type: 'integer' },
                  series: { type: 'integer' },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'write');
      const run = await ctx.store.runs.get(project.id, request.params.id);
      if (!run) throw notFound(`run ${request.params.id}`);
      const deleted = await deleteResultSets(ctx.store.db, [run.id]);
      request.log.info({ project: project.name, run: run.id, ...deleted }, 'run deleted');
      ctx.background.kick();
      return { deleted };
    },
  );

  app.get<{ Params: { project: string; id: number } }>(
    '/api/v1/projects/:project/runs/:id/file',
    {
      schema: {
        summary:
          'The results file of a run as uploaded, gzip-compressed (what `baseline: service` downloads)',
        params: PROJECT_ID_PARAMS,
      },
    },
    async (request, reply) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const run = await ctx.store.runs.get(project.id, request.params.id);
      const body = run && (await ctx.store.runs.body(project.id, run.id));
      if (!run || !body) throw notFound(`run ${request.params.id}`);
      return sendStoredFile(reply, project, `${run.name}.gz`, 'application/gzip', body);
    },
  );

  app.get<{
    Params: { project: string; id: number; baselineId: number };
    Querystring: { format: 'json' | 'markdown' };
  }>(
    '/api/v1/projects/:project/runs/:id/compare/:baselineId',
    {
      schema: {
        summary:
          'Compare a run with a baseline run: exactly `benchdelta compare --json` (or the Markdown report)',
        params: {
          type: 'object',
          properties: { project: PROJECT_NAME, id: ID, baselineId: ID },
          required: ['project', 'id', 'baselineId'],
        },
        querystring: {
          type: 'object',
          properties: { format: { type: 'string', enum: ['json', 'markdown'], default: 'json' } },
        },
      },
    },
    async (request, reply) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const [candidate, baseline] = await Promise.all([
        ctx.store.runs.get(project.id, request.params.id),
        ctx.store.runs.get(project.id, request.params.baselineId),
      ]);
      if (!candidate) throw notFound(`run ${request.params.id}`);
      if (!baseline) throw notFound(`run ${request.params.baselineId}`);
      const format = request.query.format;
      const text = await ctx.comparisons.render(baseline, candidate, format);
      reply.header('cache-control', cacheControl(project, RUN_CACHE));
      reply.type(format === 'json' ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8');
      return reply.send(text);
    },
  );

  app.get<{ Params: { project: string }; Querystring: { branch: string; before: string; name?: string } }>(
    '/api/v1/projects/:project/baseline',
    {
      schema: {
        summary: 'The run a pull request at base commit `before` compares against',
        description:
          'The newest run at commit `before` on `branch` (`match: "commit"`); when that commit has none, the newest ' +
          'run on the branch (`match: "latest"`).',
        params: PROJECT_PARAMS,
        querystring: {
          type: 'object',
          properties: { branch: { ...BRANCH, default: 'main' }, before: COMMIT, name: NAME },
          required: ['before'],
        },
        response: {
          200: {
            type: 'object',
            properties: { ...RUN_SCHEMA.properties, match: { type: 'string', enum: ['commit', 'latest'] } },
          },
        },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const { branch, before, name } = request.query;
      const exact = await ctx.store.runs.atCommit(project.id, branch, before, name);
      if (exact) return { ...runJson(exact), match: 'commit' };
      const [latest] = await ctx.store.runs.list(project.id, { branch, name, limit: 1 });
      if (!latest)
        throw new HttpError(404, `no run on branch "${branch}"${name ? ` named "${name}"` : ''} yet`);
      return { ...runJson(latest), match: 'latest' };
    },
  );
}
