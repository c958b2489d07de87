// Each series' run-to-run noise on a branch (how much it moves between consecutive runs): what a PR's
// micro-benchmark verdict uses as its between-run term when the Action talks to the service.
import type { FastifyInstance } from 'fastify';
import { runToRunNoise } from '../../core/series-noise.js';
import { authorizeProject } from '../context.js';
import { BRANCH, MACHINE, PROJECT_PARAMS } from '../schemas.js';

interface NoiseQuery {
  branch: string;
  machine?: string;
  last: number;
}

export async function noiseRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.benchdelta;
  app.get<{ Params: { project: string }; Querystring: NoiseQuery }>(
    '/api/v1/projects/:project/noise',
    {
      schema: {
        summary: "Each series' run-to-run noise on a branch (sd of ln(run / previous run), robust)",
        params: PROJECT_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            branch: { ...BRANCH, default: 'main' },
            machine: MACHINE,
            last: { type: 'integer', minimum: 5, maximum: 500, default: 30 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              branch: { type: 'string' },
              last: { type: 'integer' },
              series: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    key: { type: 'string' },
                    metric: { type: 'string' },
                    machine: { type: 'string' },
                    sd: { type: 'number' },
                    n: { type: 'integer' },
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
      const { branch, machine, last } = request.query;
      const keys = await ctx.store.series.listKeys(project.id, branch, machine);
      const series = [];
      for (const k of keys) {
        const data = await ctx.store.series.get({
          projectId: project.id,
          branch,
          machine: k.machine,
          key: k.key,
          metric: k.metric,
        });
        if (!data) continue;
        const noise = runToRunNoise(data.points.slice(-(last + 1)).map((p) => p.value));
        if (noise) series.push({ key: k.key, metric: k.metric, machine: k.machine, ...noise });
      }
      return { branch, last, series };
    },
  );
}
