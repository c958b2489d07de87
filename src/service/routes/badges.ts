// Live status badges: SVG (badge-maker) and shields.io's endpoint JSON, for a branch's latest verdict against
// its previous run, or for one series' latest value and open alert. Cached briefly in memory: a README badge
// is fetched far more often than runs arrive.
import { makeBadge } from 'badge-maker';
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context.js';
import { HttpError } from '../http-errors.js';
import { BRANCH, KEY, MACHINE, METRIC, NAME, PROJECT_NAME } from '../schemas.js';
import { formatMs, formatSignedPct } from '../../report/format.js';
import { formatMeasure } from '../../report/micro-summary.js';

interface BadgeQuery {
  key?: string;
  metric?: string;
  machine?: string;
  name?: string;
  label?: string;
}

export interface BadgeContent {
  label: string;
  message: string;
  color: string;
}

const VERDICT_COLORS: Record<string, string> = {
  regression: 'red',
  improvement: 'brightgreen',
  'no-change': 'green',
  inconclusive: 'yellow',
};

const formatBadgeValue = (value: number, unit: string): string =>
  unit === 'ms' ? formatMs(value) : formatMeasure(value, unit);

async function branchBadge(
  ctx: ServiceContext,
  projectId: number,
  branch: string,
  q: BadgeQuery,
): Promise<BadgeContent> {
  const label = q.label ?? 'perf';
  // An untriaged regression alert outranks the latest run's verdict: the badge stays red until it is triaged.
  const untriaged = (await ctx.store.alerts.list(projectId, { branch, status: 'untriaged' }, 500)).filter(
    (a) => a.direction === 'regression' && a.stage !== 'withdrawn',
  );
  if (untriaged.length > 0) {
    const worst = Math.max(...untriaged.map((a) => a.magnitudePct));
    const alerts = untriaged.length === 1 ? '1 untriaged alert' : `${untriaged.length} untriaged alerts`;
    return { label, message: `regression ${formatSignedPct(worst)} (${alerts})`, color: 'red' };
  }
  const run = await ctx.store.runs.latestVerdict(projectId, branch, q.name);
  if (!run) return { label, message: 'no data', color: 'lightgrey' };
  if (run.verdict === null) return { label, message: 'no baseline yet', color: 'lightgrey' };
  if (run.verdict === 'none') return { label, message: 'not comparable', color: 'lightgrey' };
  const shift = run.shiftPct === null ? '' : ` ${formatSignedPct(run.shiftPct)}`;
  return {
    label,
    message: `${run.verdict.replace('-', ' ')}${shift}`,
    color: VERDICT_COLORS[run.verdict] ?? 'lightgrey',
  };
}

async function seriesBadge(
  ctx: ServiceContext,
  projectId: number,
  branch: string,
  q: BadgeQuery,
): Promise<BadgeContent> {
  const key = q.key as string;
  const metric = q.metric as string;
  const label = q.label ?? `${key} ${metric}`;
  const machines =
    q.machine !== undefined ? [q.machine] : await ctx.store.series.machines(projectId, branch, key, metric);
  const series =
    machines.length === 1
      ? await ctx.store.series.get({ projectId, branch, machine: machines[0], key, metric })
      : undefined;
  const latest = series?.points[series.points.length - 1];
  if (!series || !latest) return { label, message: 'no data', color: 'lightgrey' };
  const value = formatBadgeValue(latest.value, series.unit);
  const open = (await ctx.store.alerts.list(projectId, { branch, key, metric }, 20)).find(
    (a) =>
      a.machine === machines[0] &&
      a.stage !== 'withdrawn' &&
      (a.status === 'untriaged' || a.status === 'acknowledged'),
  );
  if (!open) return { label, message: value, color: 'green' };
  const word = open.direction === 'regression' ? 'regressed' : 'improved';
  return {
    label,
    message: `${value} (${word} ${formatSignedPct(open.magnitudePct)})`,
    color: open.direction === 'regression' ? 'red' : 'brightgreen',
  };
}

export async function badgeRoutes(app: FastifyInstance, options: { ttlMs: number }): Promise<void> {
  const ctx = app.benchdelta;
  const cache = new Map<string, { at: number; content: BadgeContent; svg: string; json: string }>();

  /** The badge, rendered both ways (rendering the SVG costs more than the rest of a cached request). */
  async function rendered(
    projectName: string,
    branch: string,
    q: BadgeQuery,
  ): Promise<{ svg: string; json: string }> {
    const cacheKey = JSON.stringify([projectName, branch, q]);
    const hit = cache.get(cacheKey);
    if (hit && Date.now() - hit.at < options.ttlMs) return hit;
    const project = await ctx.store.projects.find(projectName);
    // A private project has no public badge: say "not found" rather than whether it exists.
    if (!project || project.private) throw new HttpError(404, `project "${projectName}" not found`);
    if ((q.key === undefined) !== (q.metric === undefined)) {
      throw new HttpError(400, 'a series badge needs both key= and metric=');
    }
    const made =
      q.key === undefined
        ? await branchBadge(ctx, project.id, branch, q)
        : await seriesBadge(ctx, project.id, branch, q);
    if (cache.size >= 1000) cache.clear();
    const entry = {
      at: Date.now(),
      content: made,
      svg: makeBadge(made),
      json: JSON.stringify({ schemaVersion: 1, ...made }),
    };
    cache.set(cacheKey, entry);
    return entry;
  }

  app.get<{ Params: { project: string; '*': string }; Querystring: BadgeQuery }>(
    '/badge/:project/*',
    {
      schema: {
        summary: 'Badge of a branch (`/badge/PROJECT/BRANCH.svg` or `.json`, the shields.io endpoint schema)',
        params: {
          type: 'object',
          properties: { project: PROJECT_NAME, '*': { type: 'string', pattern: '^.{1,255}\\.(svg|json)$' } },
          required: ['project', '*'],
        },
        querystring: {
          type: 'object',
          properties: {
            key: KEY,
            metric: METRIC,
            machine: MACHINE,
            name: NAME,
            label: { ...NAME, maxLength: 100 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              schemaVersion: { type: 'integer' },
              label: { type: 'string' },
              message: { type: 'string' },
              color: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const file = request.params['*'];
      const ext = file.endsWith('.svg') ? 'svg' : 'json';
      const branch = file.slice(0, -(ext.length + 1));
      const valid = BRANCH.pattern && new RegExp(BRANCH.pattern).test(branch);
      if (!valid) throw new HttpError(400, 'the branch in a badge path must be printable text');
      const badge = await rendered(request.params.project, branch, request.query);
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
      reply.type(ext === 'json' ? 'application/json; charset=utf-8' : 'image/svg+xml; charset=utf-8');
      return reply.send(ext === 'json' ? badge.json : badge.svg);
    },
  );
}
