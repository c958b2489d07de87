// Each series' run-to-run noise on a branch (how much it moves between consecutive runs) and its level (the
// centre of its runs since its last change): what a PR's micro-benchmark verdict judges against when the
// Action talks to the service.
import type { FastifyInstance } from 'fastify';
import {
  historyTailDf,
  ownSeriesNoise,
  runShifts,
  runSpeedSd,
  runToRunNoise,
  seriesLevel,
  type RunPoint,
} from '../../core/micro/between-run/series-noise.js';
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
        summary:
          "Each series' run-to-run noise on a branch (sd of ln(run / previous run), robust; ownSd: apart from " +
          "each run's common shift) and its level (median of its runs since its last step)",
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
              /** sd of a whole run's speed (ln), from the runs' common shifts; null with too few runs. */
              runSd: { type: ['number', 'null'] },
              /** The Student t df whose tails the runs' shift-free ratios show (≤ 8); null without noise. */
              tailDf: { type: ['number', 'null'] },
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
                    ownSd: { type: 'number' },
                    level: { type: 'number' },
                    levelRuns: { type: 'integer' },
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
      const points: RunPoint[][] = [];
      for (const k of keys) {
        const data = await ctx.store.series.get({
          projectId: project.id,
          branch,
          machine: k.machine,
          key: k.key,
          metric: k.metric,
        });
        points.push(
          (data?.points ?? []).slice(-(last + 1)).map((p) => ({ run: p.resultSet, value: p.value })),
        );
      }
      // Each run's common shift (its whole suite faster or slower), per machine: machines run apart.
      const shifts = new Map<string, Map<number, number>>();
      for (const machineName of new Set(keys.map((k) => k.machine)))
        shifts.set(machineName, runShifts(points.filter((_, i) => keys[i].machine === machineName)));
      // Each series' ratios apart from its machine's run shifts: its own noise, and (per machine) the tails.
      const own = keys.map((k, i) => ownSeriesNoise(points[i], shifts.get(k.machine) ?? new Map()));
      const series = [];
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        const values = points[i].map((p) => p.value);
        const noise = runToRunNoise(values);
        if (!noise) continue;
        const ownNoise = own[i].noise;
        const level = seriesLevel(values);
        series.push({
          key: k.key,
          metric: k.metric,
          machine: k.machine,
          ...noise,
          ...(ownNoise && level ? { ownSd: ownNoise.sd, level: level.level, levelRuns: level.runs } : {}),
        });
      }
      const speeds = [...shifts.values()].map(runSpeedSd).filter((x): x is number => x !== null);
      const runSd = speeds.length > 0 ? Math.max(...speeds) : null;
      // The heaviest tails any machine's runs show (machines run apart, as their shifts).
      const tails = [...shifts.keys()]
        .map((m) => historyTailDf(own.filter((_, i) => keys[i].machine === m)))
        .filter((x): x is number => x !== null);
      const tailDf = tails.length > 0 ? Math.min(...tails) : null;
      return { branch, last, runSd, tailDf, series };
    },
  );
}
