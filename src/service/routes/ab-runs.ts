// A/B runs: the folder `benchdelta ab` kept (both builds measured in rounds in one job), uploaded as a zip with the
// project's token, stored with both sides' commits, and read back judged again by `benchdelta ab --judge`'s own
// function: its verdict as JSON or Markdown, its zip as uploaded, a list, and a delete.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UserError } from '../../core/errors.js';
import { AB_ZIP_LIMITS, abRunTitle, checkAbZip, type AbZipJudgement } from '../ab-archive.js';
import { CoalescedAnswers } from '../coalesced-answers.js';
import { authorizeProject, cacheControl } from '../context.js';
import { HttpError, notFound } from '../http-errors.js';
import { WorkerFailedError } from '../offload/worker-pool.js';
import { checkRunFields } from '../run-fields.js';
import { parseRunTime } from '../run-time.js';
import {
  AB_RUN_SCHEMA,
  BRANCH,
  COMMIT,
  ID,
  iso,
  NAME,
  PROJECT_ID_PARAMS,
  PROJECT_PARAMS,
  UPLOAD_QUERY_FIELDS,
} from '../schemas.js';
import type { AbRunView } from '../store/ab-run-repository.js';
import type { UploadBody } from '../upload-body.js';
import { guardUploads } from '../upload-hooks.js';
import { RUN_CACHE, sendStoredFile } from './runs.js';

interface AbUploadQuery {
  branch: string;
  commit: string;
  baseCommit: string;
  run: string;
  name: string;
  machine?: string;
  workflow?: string;
  time?: string;
}

function abRunJson(run: AbRunView) {
  return { ...run, time: iso(run.time), createdAt: iso(run.createdAt) };
}

/** The same (run, name) stored for other commits or another branch: what differs, else null. */
function conflict(stored: AbRunView, q: AbUploadQuery): HttpError | null {
  const differs = (['commit', 'baseCommit', 'branch'] as const)
    .filter((f) => stored[f] !== q[f])
    .map((f) => `${f} "${stored[f]}" (this upload: "${q[f]}")`);
  if (differs.length === 0) return null;
  return new HttpError(
    409,
    `run "${q.run}" already has an A/B run "${q.name}" (id ${stored.id}) stored for ${differs.join(' and ')}: ` +
      'give each CI run its own run= id, or delete the stored A/B run first',
  );
}

async function uploadRoute(app: FastifyInstance): Promise<void> {
  const ctx = app.benchdelta;
  const projects = guardUploads(
    app,
    'send the A/B folder as one zip in the raw body, not a form: (cd DIR && zip -r ../ab.zip .) && curl ' +
      '--data-binary @ab.zip -H "Authorization: Bearer $TOKEN" "…/ab-runs?branch=…&commit=…&baseCommit=…&run=…"',
  );
  app.post<{ Params: { project: string }; Querystring: AbUploadQuery; Body: UploadBody | undefined }>(
    '/api/v1/projects/:project/ab-runs',
    {
      schema: {
        summary: 'Upload an A/B run: the folder `benchdelta ab --out` kept, as one zip (raw body)',
        params: PROJECT_PARAMS,
        querystring: {
          type: 'object',
          properties: { ...UPLOAD_QUERY_FIELDS, baseCommit: COMMIT, name: { ...NAME, default: 'ab' } },
          required: ['branch', 'commit', 'baseCommit', 'run'],
        },
        response: {
          '2xx': {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              created: { type: 'boolean' },
              verdict: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const project = projects(request);
      const q = request.query;
      const time = parseRunTime(q.time);
      checkRunFields({ ...q, time });
      const existing = await ctx.store.abRuns.find(project.id, q.run, q.name);
      if (existing) {
        const refused = conflict(existing, q);
        if (refused) throw refused;
        return reply.status(200).send({ id: existing.id, created: false, verdict: existing.verdict });
      }
      const body = request.body;
      if (!body || body.data.length === 0) {
        throw new UserError('the body is empty: send the A/B folder zipped (cd DIR && zip -r ../ab.zip .)');
      }
      // The zip's directory first, on this thread (it costs no inflating): a refused zip never reaches a worker.
      checkAbZip(body.data, {
        ...AB_ZIP_LIMITS,
        maxTotalBytes: Math.min(AB_ZIP_LIMITS.maxTotalBytes, ctx.bodyLimits.maxInflatedBytes),
      });
      let judged: AbZipJudgement;
      try {
        judged = await ctx.offload.judgeAb({ zip: body.data, title: abRunTitle(q) });
      } catch (e) {
        if (e instanceof WorkerFailedError && e.outOfMemory) {
          throw new HttpError(413, 'judging this A/B run needs more memory than the server gives one upload');
        }
        throw e;
      }
      const { run, created } = await ctx.store.abRuns.insert({
        projectId: project.id,
        name: q.name,
        run: q.run,
        branch: q.branch,
        commit: q.commit,
        baseCommit: q.baseCommit,
        machine: q.machine ?? '',
        workflow: q.workflow ?? null,
        time,
        ...judged.summary,
        body: body.data,
      });
      // Stored meanwhile by another upload of the same (run, name): the same rules as above.
      const refused = created ? null : conflict(run, q);
      if (refused) throw refused;
      request.log.info({ project: project.name, abRun: run.id, created }, 'A/B run stored');
      return reply.status(created ? 201 : 200).send({ id: run.id, created, verdict: run.verdict });
    },
  );
}

export async function abRunRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.benchdelta;
  await app.register(uploadRoute);
  // A read judges the zip again; a run's zip never changes, so readers asking at once share one judgement.
  const judgements = new CoalescedAnswers<AbZipJudgement>(60_000, 2, 50);

  const find = async (request: FastifyRequest, name: string, id: number) => {
    const project = await authorizeProject(ctx, request, name, 'read');
    const run = await ctx.store.abRuns.get(project.id, id);
    if (!run) throw notFound(`A/B run ${id}`);
    return { project, run };
  };

  app.get<{ Params: { project: string }; Querystring: { branch?: string; limit: number; before?: number } }>(
    '/api/v1/projects/:project/ab-runs',
    {
      schema: {
        summary: 'A/B runs, newest first',
        params: PROJECT_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            branch: BRANCH,
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
            before: ID,
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              abRuns: { type: 'array', items: AB_RUN_SCHEMA },
              next: { type: ['integer', 'null'] },
            },
          },
        },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const q = request.query;
      const runs = await ctx.store.abRuns.list(project.id, q);
      return { abRuns: runs.map(abRunJson), next: runs.length === q.limit ? runs[runs.length - 1].id : null };
    },
  );

  app.get<{ Params: { project: string; id: number }; Querystring: { format: 'json' | 'markdown' } }>(
    '/api/v1/projects/:project/ab-runs/:id',
    {
      schema: {
        summary: 'An A/B run judged again from its zip, as `benchdelta ab --judge` judges the folder',
        params: PROJECT_ID_PARAMS,
        querystring: {
          type: 'object',
          properties: { format: { type: 'string', enum: ['json', 'markdown'], default: 'json' } },
        },
      },
    },
    async (request, reply) => {
      const { project, run } = await find(request, request.params.project, request.params.id);
      const judged = await judgements.get(`${project.id}:${run.id}`, async () => {
        const zip = await ctx.store.abRuns.body(project.id, run.id);
        if (!zip) throw notFound(`A/B run ${run.id}`);
        return ctx.offload.judgeAb({ zip, title: abRunTitle(run) });
      });
      reply.header('cache-control', cacheControl(project, RUN_CACHE));
      if (request.query.format === 'markdown') {
        return reply.type('text/markdown; charset=utf-8').send(judged.markdown);
      }
      const { verdict: v } = judged;
      return reply.type('application/json; charset=utf-8').send({
        ...abRunJson(run),
        ...v,
        base: { commit: run.baseCommit, ...v.base },
        candidate: { commit: run.commit, ...v.candidate },
      });
    },
  );

  app.get<{ Params: { project: string; id: number } }>(
    '/api/v1/projects/:project/ab-runs/:id/file',
    { schema: { summary: "An A/B run's zip as uploaded", params: PROJECT_ID_PARAMS } },
    async (request, reply) => {
      const { project, run } = await find(request, request.params.project, request.params.id);
      const zip = await ctx.store.abRuns.body(project.id, run.id);
      if (!zip) throw notFound(`A/B run ${run.id}`);
      return sendStoredFile(reply, project, `${run.name}.zip`, 'application/zip', zip);
    },
  );

  app.delete<{ Params: { project: string; id: number } }>(
    '/api/v1/projects/:project/ab-runs/:id',
    {
      schema: {
        summary: 'Delete an A/B run (its zip and record) with the project token',
        params: PROJECT_ID_PARAMS,
        response: {
          200: {
            type: 'object',
            properties: { deleted: { type: 'object', properties: { abRuns: { type: 'integer' } } } },
          },
        },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'write');
      if (!(await ctx.store.abRuns.delete(project.id, request.params.id))) {
        throw notFound(`A/B run ${request.params.id}`);
      }
      request.log.info({ project: project.name, abRun: request.params.id }, 'A/B run deleted');
      return { deleted: { abRuns: 1 } };
    },
  );
}
