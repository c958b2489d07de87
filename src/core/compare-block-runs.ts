// Replicated runs of one side (several logs of the same build over the same blocks): one pooled log to
// compare, and each run's shift against it, whose spread measures the run-to-run noise (core/blocks/run-noise.ts).
import type { AaNoise } from './blocks/aa-noise.js';
import { compareBlocksWithPairs } from './compare-blocks.js';
import type { CutDefinition } from './blocks/cuts.js';
import { contrastsOfPair } from './blocks/contrast-noise.js';
import { resolveDuplicates, type PairRecords } from './blocks/match.js';
import type {
  BlockComparison,
  BlockLog,
  CompareOptions,
  DuplicatePolicy,
  PairColumns,
  RunNoise,
} from './model.js';
import { orderedRunNoise, type RunOrder } from './blocks/replicates-order.js';
import { chooseRunNoise } from './blocks/run-noise.js';
import { trimmedMeanSorted } from './stats/stats.js';

const { exp, log } = Math;

export interface PooledRuns {
  /** One time per block: the geometric mean over the runs that hold it (the plain mean if one of them is 0). */
  pooled: BlockLog;
  /**
   * Each run's shift (log units) against the pooled times: the trimmed mean of log(run / pooled) over its
   * blocks, the estimator of every cut's shift, so a run's speed factor reads as it would in a comparison.
   */
  runShifts: number[];
}

interface Accumulator {
  logSum: number;
  sum: number;
  runs: number;
  zero: boolean;
  /** The pooled time, once every run is added. */
  pooled: number;
}

/** Pools the runs of one side; a single run comes back as it is, with no shift. */
export function poolRuns(runs: readonly BlockLog[], policy: DuplicatePolicy, source?: string): PooledRuns {
  if (runs.length === 1) return { pooled: runs[0], runShifts: [] };
  const resolved = runs.map((r) => resolveDuplicates(r, policy));
  const byBlock = new Map<number, Accumulator>();
  for (const r of resolved) {
    for (let i = 0; i < r.blocks.length; i++) {
      const ms = r.ms[i];
      const acc = byBlock.get(r.blocks[i]);
      if (acc === undefined) {
        byBlock.set(r.blocks[i], {
          logSum: ms > 0 ? log(ms) : 0,
          sum: ms,
          runs: 1,
          zero: !(ms > 0),
          pooled: 0,
        });
      } else {
        acc.logSum += ms > 0 ? log(ms) : 0;
        acc.sum += ms;
        acc.runs++;
        acc.zero ||= !(ms > 0);
      }
    }
  }
  const blocks = Float64Array.from(byBlock.keys()).sort();
  const ms = new Float64Array(blocks.length);
  blocks.forEach((b, i) => {
    const acc = byBlock.get(b) as Accumulator;
    ms[i] = acc.pooled = acc.zero ? acc.sum / acc.runs : exp(acc.logSum / acc.runs);
  });
  const runShifts = resolved.map((r) => {
    const ratios: number[] = [];
    for (let i = 0; i < r.blocks.length; i++) {
      const p = (byBlock.get(r.blocks[i]) as Accumulator).pooled;
      if (r.ms[i] > 0 && p > 0) ratios.push(log(r.ms[i] / p));
    }
    return trimmedMeanSorted(Float64Array.from(ratios).sort());
  });
  const pooled: BlockLog = {
    format: runs[0].format,
    blocks,
    ms,
    lines: new Uint32Array(blocks.length),
    attrs: {},
    warnings: runs.flatMap((r) => r.warnings.map((w) => ({ ...w, file: w.file ?? r.source }))),
    blocksWithoutTiming: runs.reduce((n, r) => n + r.blocksWithoutTiming, 0),
    source: source ?? runs.map((r) => r.source ?? r.format).join(','),
  };
  return { pooled, runShifts };
}

/** A log with every time multiplied by `factor` (records, attributes and warnings as they were). */
function scaledLog(log: BlockLog, factor: number): BlockLog {
  const ms = new Float64Array(log.ms.length);
  for (let i = 0; i < ms.length; i++) ms[i] = log.ms[i] * factor;
  return { ...log, ms };
}

/**
 * The run noise of two pooled sides and the candidate log to compare: with a session `order`, the drift fitted over
 * it (core/blocks/replicates-order.ts) sets σ and, for an unbalanced order, scales the candidate's times back.
 */
export function withRunOrder(
  runNoise: RunNoise,
  baseline: PooledRuns,
  candidate: PooledRuns,
  order: RunOrder | undefined,
): { runNoise: RunNoise; candidateLog: BlockLog } {
  if (!order) return { runNoise, candidateLog: candidate.pooled };
  const shifts = { baseline: baseline.runShifts, candidate: candidate.runShifts };
  const ordered = orderedRunNoise(runNoise, shifts, order);
  const log = ordered.adjust === 0 ? candidate.pooled : scaledLog(candidate.pooled, exp(ordered.adjust));
  return { runNoise: ordered.runNoise, candidateLog: log };
}

/**
 * Compare one side's runs with the other's: each side pooled (a single run as it is), the run noise measured from
 * the runs' shifts when there are at least 4 runs in all (around a drift fitted over the session `order` when one is
 * given), else from the A/A pair or the stated σ. Also returns
 * the candidate's pooled log (what the comparison read, for messages about it).
 */
export function compareBlockRuns(
  baselineRuns: readonly BlockLog[],
  candidateRuns: readonly BlockLog[],
  options: CompareOptions,
  given: {
    aa?: AaNoise;
    runNoisePct?: number;
    baseline?: PooledRuns;
    order?: RunOrder;
    /** Keep which record each pair took (`records`), for other metrics of the same logs. */
    keepRecords?: boolean;
  } = {},
): {
  comparison: BlockComparison;
  pairs: PairColumns;
  /** The cuts the comparison defined (for other metrics' `referenceCuts`). */
  cuts: CutDefinition[];
  candidateLog: BlockLog;
  records?: PairRecords;
  baseline: PooledRuns;
  candidate: PooledRuns;
} {
  const baseline = given.baseline ?? poolRuns(baselineRuns, options.duplicates);
  const candidate = poolRuns(candidateRuns, options.duplicates);
  // Each run's contrasts against its side's pooled runs, when there are enough runs to measure their spread.
  const replicated = baselineRuns.length + candidateRuns.length >= 4;
  const contrastsOf = (runs: readonly BlockLog[], side: PooledRuns) =>
    runs.length > 1 ? runs.map((r) => contrastsOfPair(side.pooled, r, options)) : [];
  const runNoise = chooseRunNoise({
    statedPct: given.runNoisePct,
    aaShiftPct: given.aa?.shiftPct,
    runShifts: { baseline: baseline.runShifts, candidate: candidate.runShifts },
    aaContrasts: given.aa?.contrasts,
    ...(replicated && {
      runContrasts: {
        baseline: contrastsOf(baselineRuns, baseline),
        candidate: contrastsOf(candidateRuns, candidate),
      },
    }),
  });
  runNoise.runs = { baseline: baselineRuns.length, candidate: candidateRuns.length };
  const ordered = withRunOrder(runNoise, baseline, candidate, given.order);
  const result = compareBlocksWithPairs(
    baseline.pooled,
    ordered.candidateLog,
    options,
    given.aa,
    ordered.runNoise,
    undefined,
    { keepRecords: given.keepRecords },
  );
  return { ...result, candidateLog: candidate.pooled, baseline, candidate };
}
