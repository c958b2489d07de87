// One series: its points, the change points over all of them, and the alerts they raised.
import type { FastifyInstance } from 'fastify';
import { changePointsOf } from '../change-alerts.js';
import { authorizeProject } from '../context.js';
import { HttpError, notFound } from '../http-errors.js';
import { ALERT_SCHEMA, BRANCH, iso, KEY, MACHINE, METRIC, PROJECT_PARAMS } from '../schemas.js';
import { alertJson } from './alerts.js';

interface SeriesQuery {
  key: string;
  metric: string;
  branch: string;
  machine?: string;
}

export async function seriesRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.benchdelta;
  app.get<{ Params: { project: string }; Querystring: SeriesQuery }>(
    '/api/v1/projects/:project/series',
    {
      schema: {
        summary: 'A series (benchmark × metric, or cut × statistic) with its change points',
        params: PROJECT_PARAMS,
        querystring: {
          type: 'object',
          properties: { key: KEY, metric: METRIC, branch: { ...BRANCH, default: 'main' }, machine: MACHINE },
          required: ['key', 'metric'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              key: { type: 'string' },
              metric: { type: 'string' },
              machine: { type: 'string' },
              branch: { type: 'string' },
              unit: { type: 'string' },
              direction: { type: 'string' },
              points: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    resultSet: { type: 'integer' },
                    commit: { type: 'string' },
                    time: { type: 'string' },
                    value: { type: 'number' },
                  },
                },
              },
              changePoints: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    index: { type: 'integer' },
                    commit: { type: 'string' },
                    previousCommit: { type: 'string' },
                    pValue: { type: 'number' },
                    meanBefore: { type: 'number' },
                    meanAfter: { type: 'number' },
                    stdBefore: { type: 'number' },
                    stdAfter: { type: 'number' },
                    forwardChangePct: { type: 'number' },
                    direction: { type: 'string' },
                  },
                },
              },
              alerts: { type: 'array', items: ALERT_SCHEMA },
            },
          },
        },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const { key, metric, branch } = request.query;
      let machine = request.query.machine;
      if (machine === undefined) {
        const machines = await ctx.store.series.machines(project.id, branch, key, metric);
        if (machines.length > 1) {
          throw new HttpError(
            400,
            `series is recorded on several machines: name one with machine= (${machines.join(', ')})`,
          );
        }
        machine = machines[0] ?? '';
      }
      const series = await ctx.store.series.get({ projectId: project.id, branch, machine, key, metric });
      if (!series) throw notFound(`series "${key}" / "${metric}" on branch "${branch}"`);
      const alerts = (await ctx.store.alerts.list(project.id, { branch, key, metric })).filter(
        (a) => a.machine === machine,
      );
      return {
        key,
        metric,
        machine,
        branch,
        unit: series.unit,
        direction: series.direction,
        points: series.points.map((p) => ({ ...p, time: iso(p.time) })),
        changePoints: changePointsOf(series.points, series.direction, ctx.alertOptions),
        alerts: alerts.map(alertJson),
      };
    },
  );
}
