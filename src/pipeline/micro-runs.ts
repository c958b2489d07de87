// What micro-benchmark verdicts learn beyond one file per side: replicated runs of a side pooled into one
// result set (and each run's centre per benchmark kept for the between-run spread), an A/A pair's per-benchmark
// shifts, and the service's history of each series. The arithmetic of judging is core/micro/between-run/between-run.ts.
import { readFileSync } from 'node:fs';
import {
  robustLogShift,
  rowKey,
  type HistorySeries,
  type RunCentres,
} from '../core/micro/between-run/between-run.js';
import { UserError } from '../core/errors.js';
import type { Measurement, ResultSet } from '../core/model.js';
import { readInputHead } from './input-head.js';

function sortedSamples(m: Measurement): number[] {
  return (m.samples && m.samples.length > 0 ? m.samples : [m.value]).slice().sort((a, b) => a - b);
}

function medianOf(sorted: readonly number[]): number {
  const h = sorted.length >> 1;
  return sorted.length % 2 ? sorted[h] : (sorted[h - 1] + sorted[h]) / 2;
}

/**
 * Replicated runs of one side as one result set (each benchmark's samples from every run together; a run with
 * no samples gives its value as one) and each run's centre per benchmark: ln of its median, NaN where a run
 * lacks the benchmark.
 */
export function poolMicroRuns(runs: readonly ResultSet[]): { pooled: ResultSet; centres: RunCentres } {
  const merged = new Map<string, { first: Measurement; samples: number[] }>();
  const centres: RunCentres = new Map();
  runs.forEach((rs, r) => {
    for (const m of rs.measurements) {
      const k = rowKey(m.key, m.metric);
      const sorted = sortedSamples(m);
      let entry = merged.get(k);
      if (!entry) merged.set(k, (entry = { first: m, samples: [] }));
      entry.samples.push(...sorted);
      let c = centres.get(k);
      if (!c) centres.set(k, (c = new Float64Array(runs.length).fill(NaN)));
      const centre = medianOf(sorted);
      c[r] = centre > 0 ? Math.log(centre) : NaN;
    }
  });
  const measurements: Measurement[] = [];
  for (const { first, samples } of merged.values()) {
    const sorted = samples.slice().sort((a, b) => a - b);
    // The pooled samples are the evidence now; a tool's error of one run no longer describes them.
    const { error: _error, errorKind: _kind, ...rest } = first;
    measurements.push({ ...rest, samples, value: medianOf(sorted) });
  }
  const [head] = runs;
  return {
    pooled: {
      format: head.format,
      tool: head.tool,
      source: head.source,
      measurements,
      warnings: runs.flatMap((rs) => rs.warnings),
    },
    centres,
  };
}

/** How a run was given, beyond its format's name (tinybench and criterion read JSON, tables and folders alike). */
async function shapeOf(file: string): Promise<string> {
  const { isDirectory, head } = await readInputHead(file, 4096);
  if (isDirectory) return 'folder';
  const start = head.trimStart()[0];
  return start === '{' || start === '[' ? 'JSON' : start === '<' ? 'XML' : 'text';
}

/**
 * Replicated runs of one side must be one format: a glob that also matches another output of the same runs
 * (criterion's run folders and its console `.txt`, tinybench's JSON and its table) would otherwise pool two
 * readings of each run as twice as many runs. Refuses such a side, naming the files of each kind and the fix.
 */
export async function requireOneFormat(
  side: string,
  label: string,
  files: readonly string[],
  runs: readonly ResultSet[],
): Promise<void> {
  if (runs.length < 2) return;
  const byKind = new Map<string, string[]>();
  for (let i = 0; i < runs.length; i++) {
    const kind = `${runs[i].format} ${await shapeOf(files[i])}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), files[i]]);
  }
  if (byKind.size <= 1) return;
  const named = [...byKind].map(([kind, list]) => {
    const shown = list.slice(0, 3).join(', ') + (list.length > 3 ? ` and ${list.length - 3} more` : '');
    return `${list.length} ${kind} (${shown})`;
  });
  throw new UserError(
    `the ${side} "${label}" names ${runs.length} runs of ${byKind.size} kinds: ${named.join('; ')}. ` +
      `Replicated runs of one side must be one tool's output of one kind, each run once: narrow the pattern ` +
      `to one kind of file (add its extension, e.g. 'base-*.json') or list the runs comma-separated`,
  );
}

/** Per benchmark, ln(second / first) of an A/A pair (robust to one slow sample: Hodges–Lehmann on samples). */
export function aaShifts(first: ResultSet, second: ResultSet): Map<string, number> {
  const byKey = new Map<string, Measurement>();
  for (const m of first.measurements) byKey.set(rowKey(m.key, m.metric), m);
  const out = new Map<string, number>();
  for (const m of second.measurements) {
    const k = rowKey(m.key, m.metric);
    const a = byKey.get(k);
    if (!a) continue;
    const sa = sortedSamples(a);
    const sb = sortedSamples(m);
    const x = robustLogShift(sa, sa.length, sb, sb.length);
    if (Number.isFinite(x)) out.set(k, x);
  }
  return out;
}

/**
 * The service's history of each series (`GET /api/v1/projects/{p}/noise`, or a file saved from it):
 * `{ "runSd"?, "tailDf"?, "series": [{ "key", "metric", "sd", "n", "ownSd"?, "level"?, "levelRuns"? }] }`, `sd` the standard
 * deviation of ln(run / previous run) on the branch and `n` how many ratios it rests on; since the route gives
 * them, `level` (the median of the series' runs since its last step, in its unit), `levelRuns`, `ownSd` (sd with
 * each run's common shift taken out), `runSd` (a whole run's speed) and `tailDf` (the t tails main's own runs show).
 * Files without them still work: the PR is then judged against main's newest run (without `tailDf`, with t8 tails).
 */
export function parseNoiseHistory(text: string, source: string): Map<string, HistorySeries> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new UserError(
      `${source} is not JSON: give the file saved from the service's /api/v1/projects/NAME/noise route`,
    );
  }
  const series = (doc as { series?: unknown })?.series;
  if (!Array.isArray(series)) {
    throw new UserError(`${source} has no "series" list: give the JSON the service's noise route answers`);
  }
  const runSdValue = Number((doc as { runSd?: unknown }).runSd ?? NaN);
  const runSd = Number.isFinite(runSdValue) && runSdValue >= 0 ? runSdValue : null;
  const tailDfValue = Number((doc as { tailDf?: unknown }).tailDf ?? NaN);
  const tailDf = Number.isFinite(tailDfValue) && tailDfValue >= 1 ? tailDfValue : null;
  const out = new Map<string, HistorySeries>();
  for (const s of series as Record<string, unknown>[]) {
    if (typeof s?.key !== 'string' || typeof s.metric !== 'string') continue;
    const sd = Number(s.sd);
    const n = Number(s.n);
    if (!(Number.isFinite(sd) && sd >= 0 && Number.isInteger(n) && n >= 2)) continue;
    const entry: HistorySeries = { sd, n };
    const level = Number(s.level ?? NaN);
    const runs = Number(s.levelRuns ?? NaN);
    const ownSd = Number(s.ownSd ?? NaN);
    if (level > 0 && Number.isFinite(level) && Number.isInteger(runs) && runs >= 1 && ownSd >= 0)
      entry.level = { ln: Math.log(level), runs, ownSd, runSd, tailDf };
    out.set(rowKey(s.key, s.metric), entry);
  }
  if (out.size === 0)
    throw new UserError(`${source} holds no usable series (each needs key, metric, sd ≥ 0, n ≥ 2)`);
  return out;
}

/** Whether a history gives levels (the noise route since levels; older files give sd and n only). */
export function hasLevels(history: ReadonlyMap<string, HistorySeries>): boolean {
  for (const h of history.values()) if (h.level) return true;
  return false;
}

export function readNoiseHistory(file: string): Map<string, HistorySeries> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UserError(`cannot read --noise-history ${file}: ${(e as Error).message}`);
  }
  return parseNoiseHistory(text, file);
}
