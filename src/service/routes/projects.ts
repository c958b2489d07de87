// Projects, their branches and the series recorded on a branch (what a dashboard lists before it draws).
import type { FastifyInstance } from 'fastify';
import { authorizeProject } from '../context.js';
import { HttpError } from '../http-errors.js';
import { BRANCH, iso, MACHINE, PROJECT_PARAMS } from '../schemas.js';
import type { SeriesKeyCursor } from '../store/types.js';

export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.benchdelta;

  app.get(
    '/api/v1/projects',
    {
      schema: {
        summary: 'Public projects',
        response: {
          200: {
            type: 'object',
            properties: {
              projects: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    createdAt: { type: 'string' },
                    runCount: { type: 'integer' },
                    latestAt: { type: ['string', 'null'] },
                  },
                },
              },
            },
          },
        },
      },
    },
    async () => ({
      projects: (await ctx.store.projects.listPublic()).map((p) => ({
        ...p,
        createdAt: iso(p.createdAt),
        latestAt: iso(p.latestAt),
      })),
    }),
  );

  app.get<{ Params: { project: string } }>(
    '/api/v1/projects/:project/branches',
    {
      schema: {
        summary: 'Branches with runs, most recent first',
        params: PROJECT_PARAMS,
        response: {
          200: {
            type: 'object',
            properties: {
              branches: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    runCount: { type: 'integer' },
                    latestAt: { type: 'string' },
                    latestCommit: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const branches = await ctx.store.runs.listBranches(project.id);
      return { branches: branches.map((b) => ({ ...b, latestAt: iso(b.latestAt) })) };
    },
  );

  app.get<{
    Params: { project: string };
    Querystring: { branch: string; machine?: string; limit: number; after?: string };
  }>(
    '/api/v1/projects/:project/series-keys',
    {
      schema: {
        summary:
          'The series recorded on a branch, a page at a time: key, metric, unit, direction, point count, latest ' +
          'value, open alerts',
        description:
          'Ordered by machine, key, metric. `next` is the `after=` of the next page (null on the last): pages stay ' +
          'exact while series are added.',
        params: PROJECT_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            branch: { ...BRANCH, default: 'main' },
            machine: MACHINE,
            limit: { type: 'integer', minimum: 1, maximum: SERIES_KEYS_MAX, default: SERIES_KEYS_DEFAULT },
            after: { type: 'string', maxLength: 4096, pattern: '^[A-Za-z0-9_-]+$' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              series: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    key: { type: 'string' },
                    metric: { type: 'string' },
                    machine: { type: 'string' },
                    unit: { type: 'string' },
                    direction: { type: 'string' },
                    points: { type: 'integer' },
                    latestValue: { type: ['number', 'null'] },
                    latestAt: { type: ['string', 'null'] },
                    openAlerts: { type: 'integer' },
                  },
                },
              },
              next: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const { branch, machine, limit, after } = request.query;
      const page = { machine, limit, after: after === undefined ? undefined : seriesCursorOf(after) };
      const series = await ctx.store.series.listKeys(project.id, branch, page);
      const last = series[series.length - 1];
      return {
        series: series.map((s) => ({ ...s, latestAt: iso(s.latestAt) })),
        next: series.length === limit ? seriesCursor(last) : null,
      };
    },
  );
}

/** Series per page of `series-keys`: by default, and at most (a 200,000-series branch was one 39 MB answer). */
const SERIES_KEYS_DEFAULT = 1000;
const SERIES_KEYS_MAX = 5000;

/** The `after=` naming a series: its key, metric and machine, as base64url JSON. */
function seriesCursor(s: SeriesKeyCursor): string {
  return Buffer.from(JSON.stringify([s.key, s.metric, s.machine])).toString('base64url');
}

function seriesCursorOf(text: string): SeriesKeyCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((x) => typeof x === 'string'))
    throw new HttpError(400, 'after= is not a cursor this route gave: pass the `next` of the previous page');
  const [key, metric, machine] = parsed as string[];
  return { key, metric, machine };
}
