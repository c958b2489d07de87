// Every metric of a block-log pair compared like the time (same cuts, intervals with run-to-run noise, contrasts,
// tail statistics, verdicts), one of them chosen to carry the comparison's verdict and exit code (`--metric`).
import type { AaNoise } from './blocks/aa-noise.js';
import { metricLog, sharedMetrics, verdictMetric, type BlockMetric } from './blocks/block-metrics.js';
import { compareBlocksWithPairs } from './compare-blocks.js';
import type { CutDefinition, ReferenceCuts } from './blocks/cuts.js';
import { pairsOfColumns, type PairRecords } from './blocks/match.js';
import {
  DEFERRED_FIELDS,
  type BlockComparison,
  type BlockLog,
  type BlockVerdict,
  type CompareOptions,
  type MatchSummary,
  type MetricComparison,
  type PairColumns,
} from './model.js';
import { phaseBreakdown } from './blocks/phase-breakdown.js';
import type { RunOrder } from './blocks/replicates-order.js';
import { compareBlockRuns, poolRuns, withRunOrder, type PooledRuns } from './compare-block-runs.js';
import { chooseRunNoise } from './blocks/run-noise.js';

export interface MetricsGiven {
  aa?: AaNoise;
  runNoisePct?: number;
  /** The baseline's runs already pooled (for the time), when several candidates share it. */
  baseline?: PooledRuns;
  /** `--metric`: the metric the verdict rests on (default: the total time where the lines carry one). */
  metric?: string;
  /** `--metrics verdict`: compare only the verdict metric (and the time its cuts come from), not every metric. */
  verdictOnly?: boolean;
  /** `--order`: when each replicated run ran, to fit a drift over the session (core/blocks/replicates-order.ts). */
  order?: RunOrder;
}

const swapVerdict = (v: BlockVerdict): BlockVerdict =>
  v === 'regression' ? 'improvement' : v === 'improvement' ? 'regression' : v;
// Case kept: the comparison's reason opens on "Slower in: …", which must read "Higher in: …" for a rate; its
// "improved: …" (faster cuts) names cuts whose rate went down.
const swapWords = (s: string | undefined): string | undefined =>
  s
    ?.replace(/slower|faster/gi, (w) => {
      const swapped = w.toLowerCase() === 'slower' ? 'higher' : 'lower';
      return w[0] === 'S' || w[0] === 'F' ? swapped[0].toUpperCase() + swapped.slice(1) : swapped;
    })
    .replace(/\bimproved: /g, 'lower in: ');

/**
 * The judge reads a positive shift as a regression (times). For a rate (bigger is better) the same statistics
 * mean the opposite: the verdicts swap and "slower/faster" read "higher/lower".
 */
function towardBigger(c: BlockComparison): void {
  c.verdict = swapVerdict(c.verdict);
  c.reason = swapWords(c.reason);
  for (const cut of c.cuts) {
    cut.verdict = swapVerdict(cut.verdict) as typeof cut.verdict;
    cut.reason = swapWords(cut.reason) ?? '';
  }
}

const CONTEXT_ONLY = 'A count: context for the times, never a verdict of its own.';

/** Counts keep their statistics but carry no verdict. */
function contextOnly(c: BlockComparison): void {
  c.verdict = 'inconclusive';
  c.reason = CONTEXT_ONLY;
  for (const cut of c.cuts) {
    cut.verdict = 'inconclusive';
    cut.reason = CONTEXT_ONLY;
  }
}

/** What a metric's entry says before its comparison (the entry's first fields). */
const metricInfo = (m: BlockMetric) => ({
  id: m.id,
  label: m.label,
  unit: m.unit,
  direction: m.direction,
  role: m.role,
  judged: m.role !== 'count',
});

function metricEntry(m: BlockMetric, c: BlockComparison): MetricComparison {
  return {
    ...metricInfo(m),
    verdict: c.verdict,
    ...(c.reason !== undefined && { reason: c.reason }),
    cuts: c.cuts,
    match: c.match,
  };
}

/**
 * `metricEntry` of a metric whose comparison is made when its verdict, reason, cuts or match is first read (then
 * plain data properties, in their places; a reason the comparison lacks is then deleted, as `metricEntry` leaves it
 * out). The verdict rests on another metric, so an output that shows only the verdict (`--quiet`, the exit code)
 * never pays for this one; a report that shows it pays the same as before.
 */
function lazyMetricEntry(m: BlockMetric, compare: () => BlockComparison): MetricComparison {
  const entry: Record<string, unknown> = metricInfo(m);
  // In metricEntry's order, after its first fields.
  const keys = ['verdict', 'reason', 'cuts', 'match'] as const;
  const settle = () => {
    const made = metricEntry(m, compare()) as unknown as Record<string, unknown>;
    for (const key of keys) {
      if (key in made)
        Object.defineProperty(entry, key, {
          value: made[key],
          writable: true,
          enumerable: true,
          configurable: true,
        });
      else delete entry[key];
    }
  };
  for (const key of keys) {
    Object.defineProperty(entry, key, {
      enumerable: true,
      configurable: true,
      get: () => (settle(), entry[key]),
      set: (value) => (settle(), (entry[key] = value)),
    });
  }
  Object.defineProperty(entry, DEFERRED_FIELDS, { value: true });
  return entry as unknown as MetricComparison;
}

/** What the time's comparison leaves for the other metrics: its pairs, and which record each pair took. */
interface TimeMatch {
  pairs: PairColumns;
  match: MatchSummary;
  records?: PairRecords;
}

/**
 * One metric other than the record's time: its runs pooled per side, cut like the time's comparison. When every
 * record of every run carries the metric, its (pooled) logs have the time's rows, so the time's matching gives its
 * pairs (match.ts `pairsOfColumns`) instead of a second merge of the logs.
 */
function compareOneMetric(
  m: BlockMetric,
  baselineRuns: readonly BlockLog[],
  candidateRuns: readonly BlockLog[],
  options: CompareOptions,
  given: MetricsGiven,
  reference: ReferenceCuts,
  time: TimeMatch,
  isVerdict: boolean,
): { comparison: BlockComparison; pairs: PairColumns; cuts: CutDefinition[] } {
  const baselineLogs = baselineRuns.map((r) => metricLog(r, m));
  const candidateLogs = candidateRuns.map((r) => metricLog(r, m));
  // Every record read (repeats dropped by core/blocks/resolve-in-place.ts included) carries the metric. The runs'
  // records are counted by their blocks: a caller that reads no pairs may have released their times by now.
  const everyRecord = (logs: BlockLog[], runs: readonly BlockLog[]) =>
    logs.every(
      (log, i) =>
        log.ms.length === runs[i].blocks.length && log.resolved?.records === runs[i].resolved?.records,
    );
  const aligned =
    time.records !== undefined &&
    everyRecord(baselineLogs, baselineRuns) &&
    everyRecord(candidateLogs, candidateRuns);
  const baseline = poolRuns(baselineLogs, options.duplicates);
  const candidate = poolRuns(candidateLogs, options.duplicates);
  const runNoise = chooseRunNoise({
    statedPct: given.runNoisePct,
    runShifts: { baseline: baseline.runShifts, candidate: candidate.runShifts },
  });
  runNoise.runs = { baseline: baselineRuns.length, candidate: candidateRuns.length };
  const ordered = withRunOrder(runNoise, baseline, candidate, given.order);
  const matched =
    aligned && time.records
      ? pairsOfColumns(time.pairs, time.match, time.records, baseline.pooled.ms, ordered.candidateLog.ms)
      : undefined;
  const result = compareBlocksWithPairs(
    baseline.pooled,
    ordered.candidateLog,
    options,
    undefined,
    ordered.runNoise,
    reference,
    { matched, metricOnly: { notable: isVerdict }, lazy: !isVerdict },
  );
  if (m.direction === 'bigger-is-better') towardBigger(result.comparison);
  if (m.role === 'count') contextOnly(result.comparison);
  return result;
}

/**
 * Compares every metric both sides carry. The record's time is compared exactly as before (its pairs are the
 * CSV's); the others take its cuts by block. The returned comparison is the verdict metric's, with every
 * metric's block in `metrics` (a metric that is neither the time nor the verdict's, nor needed for the phases, is
 * compared when that block is first read) and "where the time went" in `phases` when the lines carry a total and
 * phases. Logs that carry only the time come back as the time's comparison alone, unchanged.
 */
export function compareBlockMetrics(
  baselineRuns: readonly BlockLog[],
  candidateRuns: readonly BlockLog[],
  options: CompareOptions,
  given: MetricsGiven = {},
): { comparison: BlockComparison; pairs: PairColumns; candidateLog: BlockLog } {
  const carried = sharedMetrics([...baselineRuns, ...candidateRuns]);
  const chosen = verdictMetric(carried, given.metric);
  const available = given.verdictOnly ? carried.filter((m) => m === carried[0] || m === chosen) : carried;
  // Only "where the time went" needs the other metrics' pairs again: without a total they are let go at once
  // (a million-block pair holds 24 MB per metric).
  const keepPairs = available.some((m) => m.id === 'total');
  // Compared now: the time (its cuts are everyone's), the verdict's metric and, for "where the time went", every
  // metric; the others when a report reads them (lazyMetricEntry).
  const now = (m: BlockMetric) => m === available[0] || m === chosen || keepPairs;
  // Which record each pair took lets another metric's pairs be read without matching again, at 8 bytes a pair:
  // kept for the metrics compared now; one compared later matches its own logs (the same pairs).
  const time = compareBlockRuns(baselineRuns, candidateRuns, options, {
    ...given,
    keepRecords: available.some((m) => m !== available[0] && now(m)),
  });
  if (available.length === 1) {
    return { comparison: time.comparison, pairs: time.pairs, candidateLog: time.candidateLog };
  }
  const timeMatch: TimeMatch = { pairs: time.pairs, match: time.comparison.match, records: time.records };
  // The time's own cuts (what its comparison defined), by block, for every other metric.
  const reference: ReferenceCuts = { block: time.pairs.block, definitions: time.cuts };
  type Compared = { comparison: BlockComparison; pairs?: PairColumns; cuts: CutDefinition[] };
  const compared = new Map<string, Compared>();
  const compare = (m: BlockMetric): Compared => {
    const r = compareOneMetric(
      m,
      baselineRuns,
      candidateRuns,
      options,
      given,
      reference,
      timeMatch,
      m === chosen,
    );
    return keepPairs ? r : { comparison: r.comparison, cuts: r.cuts };
  };
  for (const m of available) {
    if (m === available[0])
      compared.set(m.id, { comparison: time.comparison, pairs: time.pairs, cuts: time.cuts });
    else if (now(m)) compared.set(m.id, compare(m));
  }
  const verdictOf = compared.get(chosen.id) as { comparison: BlockComparison };
  const pairsOf = (id: string) => compared.get(id)?.pairs;
  const metrics = available.map((m) => {
    const made = compared.get(m.id);
    return made ? metricEntry(m, made.comparison) : lazyMetricEntry(m, () => compare(m).comparison);
  });
  const phases = phaseBreakdown(
    available,
    pairsOf,
    metrics,
    time.comparison.runNoise,
    compared.get('total')?.cuts ?? [],
  );
  const comparison: BlockComparison = {
    ...verdictOf.comparison,
    warnings: time.comparison.warnings,
    metric: {
      id: chosen.id,
      label: chosen.label,
      unit: chosen.unit,
      direction: chosen.direction,
      role: chosen.role,
    },
    metrics,
    ...(phases && { phases }),
  };
  return { comparison, pairs: time.pairs, candidateLog: time.candidateLog };
}
