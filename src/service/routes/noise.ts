// Each series' run-to-run noise on a branch (how much it moves between consecutive runs) and its level (the
// centre of its runs since its last change): what a PR's micro-benchmark verdict judges against when the
// Action talks to the service.
import type { FastifyInstance } from 'fastify';
import { CoalescedAnswers } from '../coalesced-answers.js';
import { branchHistoryText } from '../compare-stored.js';
import { authorizeProject } from '../context.js';
import { BRANCH, MACHINE, PROJECT_PARAMS } from '../schemas.js';

interface NoiseQuery {
  branch: string;
  machine?: string;
  last: number;
}

export async function noiseRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.benchdelta;
  // Runs arrive minutes apart: an answer 10 s old is as good, and the same history is computed once at a time.
  const answers = new CoalescedAnswers<string>(10_000, 2);
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
    async (request, reply) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const { branch, machine, last } = request.query;
      const key = JSON.stringify([project.id, branch, machine ?? null, last]);
      // The answer is the worker's JSON text, sent as it is: 200,000 series are never objects on this thread.
      const text = await answers.get(key, () =>
        branchHistoryText(ctx.store, project.id, { branch, machine, last }, ctx.offload),
      );
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );
}
