// Projects, their branches and the series recorded on a branch (what a dashboard lists before it draws).
import type { FastifyInstance } from 'fastify';
import { authorizeProject } from '../context.js';
import { BRANCH, iso, MACHINE, PROJECT_PARAMS } from '../schemas.js';

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

  app.get<{ Params: { project: string }; Querystring: { branch: string; machine?: string } }>(
    '/api/v1/projects/:project/series-keys',
    {
      schema: {
        summary:
          'The series recorded on a branch: key, metric, unit, direction, point count, latest value, open alerts',
        params: PROJECT_PARAMS,
        querystring: {
          type: 'object',
          properties: { branch: { ...BRANCH, default: 'main' }, machine: MACHINE },
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
            },
          },
        },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const series = await ctx.store.series.listKeys(project.id, request.query.branch, request.query.machine);
      return { series: series.map((s) => ({ ...s, latestAt: iso(s.latestAt) })) };
    },
  );
}
