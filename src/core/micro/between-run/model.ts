// The shared vocabulary of between-run noise (between-run.ts): what each source returns per row, the stated
// defaults and the tails every source's tests use; what the caller gives is in input.ts.
import type { MicroChange } from '../model.js';
import type { Direction } from '../../model.js';
import { studentTQuantile } from '../../stats/student-t.js';
import { quantileOfSorted, sortedCopy } from '../../stats/stats.js';

import type { BetweenRunSource, HistoryLevelSummary } from './input.js';

export type {
  BetweenRunInput,
  BetweenRunSource,
  HistoryLevelSummary,
  HistorySeries,
  RunCentres,
} from './input.js';

/** Stated defaults, measured on the real corpus in `__fixtures__/real-runs` (bench/real-aa.mjs). */
export const DEFAULT_BETWEEN_RUN_PCT = 5;
export const DEFAULT_RUN_DRIFT_PCT = 10;
/** df of the stated default where nothing else is measured (and beside an A/A pair's or a history's rows). */
export const DEFAULT_DF = 4;
/**
 * Weight of the stated default beside a suite's own spread, in df: one. On the real corpus the default was
 * wrong both ways (unchanged benchmarks moved 1.4% between quiet pytest-benchmark runs, 25–45% between loaded
 * tinybench runs), so it is a guess the suite's own benchmarks should soon outweigh.
 */
export const DEFAULT_WEIGHT_DF = 1;
/**
 * Real between-run deviations are heavy-tailed (a benchmark jumping 5σ between runs of one binary is common):
 * tests against a suite-wide noise use Student's t with at most this many df. Fitted by maximum likelihood to
 * the suite-standardised changes of 45 real A/A pairs (`bench/real-aa.mjs --tails`; the likelihood is flat
 * from 5 to 10). One suite cannot tell its own tails: the 90th percentile of 200 |z| is too noisy.
 */
export const TAIL_DF = 8;
/**
 * A suite of TAIL_ROWS or more whose own changes are heavier-tailed than that (the ratio of the 90th to the 50th
 * percentile of their standardised |z|) gets heavier tails still: the lightest t from this list at least as
 * heavy as what it shows. Only ever heavier: one suite's tail estimate is too noisy to lighten a measured prior.
 */
export const HEAVIER_DF = [3, 4, 5, 6];
const TAIL_ROWS = 20;
const tailRatio = (df: number) => studentTQuantile(0.95, df) / studentTQuantile(0.75, df);

/** The df of the t whose tails are at least as heavy as the standardised deviations `z` show (≤ TAIL_DF). */
export function tailDfOf(z: readonly number[]): number {
  // Too few changes to see the tails at all: assume the heaviest (a JIT task of ten jumping 40% between runs).
  if (z.length < TAIL_ROWS) return HEAVIER_DF[0];
  const abs = Float64Array.from(z, Math.abs).sort();
  // Less one standard error of the ratio (≈ 3.6/√n for normal |z|): heavier tails only on clear evidence.
  const ratio = quantileOfSorted(abs, 0.9) / quantileOfSorted(abs, 0.5) - 3.6 / Math.sqrt(abs.length);
  if (!(ratio > tailRatio(TAIL_DF))) return TAIL_DF;
  let df = HEAVIER_DF[0];
  for (const candidate of HEAVIER_DF) if (tailRatio(candidate) >= ratio) df = candidate;
  return df;
}
/** A side's sample CV past which a row's own spread bounds its between-run term (the sanity bound, 20%). */
export const NOISY_CV = 0.2;
/**
 * A row whose within-run spread is this many times larger in one run than in the other was interfered with in
 * that run (a neighbour, a frequency drop): its larger spread then bounds its between-run term as NOISY_CV's
 * does (a loaded tinybench task: ±4.6% usually, ±17% in the run it moved +57%).
 */
export const SPREAD_JUMP = 3;
/** Spreads below this (a fraction) count as this much when SPREAD_JUMP compares them: 0.1% vs 0.4% is no jump. */
export const SPREAD_JUMP_FLOOR = 0.01;
/**
 * And the jump must be beyond chance: the ratio of the two variances past F's upper 0.1% point for their sample
 * counts (exact, not the normal approximation of ln F, whose tails are far too light for few samples: under it
 * five samples a side needed 4.7×, which two normal runs' sample CVs reach in 0.55% of rows; F says 7.3×). Ten
 * samples need 3.2×, a hundred 1.36×.
 */
export const SPREAD_JUMP_P = 0.001;
/**
 * Suites of two to four rows: how far a run's median moves between runs, as a multiple of its samples' spread
 * within one run (sources.ts fewRowsFloor; a CPU-time row takes its wall time's spread when larger). Chosen on the
 * fitting set's 2–4-row cuts (bench/few-rows-pairs.mjs; docs/micro-noise.md).
 */
export const FEW_ROWS_SPREAD_RATIO = 1;
/** Fewest tested rows of a metric for the suite's own spread to count. */
export const MIN_SUITE_ROWS = 5;
/** Fewest series whose median variance may serve as the prior of the others. */
export const MIN_PRIOR_SERIES = 10;
/** Prior df given to the suite's typical A/A or history variance beside one row's own. */
export const ROW_PRIOR_DF = 4;

/** A metric's common shift (suite source): the whole run faster or slower, judged against the run drift. */
export interface SuiteShift {
  metric: string;
  change: MicroChange;
  /** Wall time with a CPU-time sibling: how far the wall-time shift lies from the CPU-time shift (ln). */
  offCpu?: number;
  /** One run's drift (ln, 1σ) the shift was judged against, when widened past the stated one (loadedRunDrift). */
  runDrift?: number;
}

/** The between-run terms of a run's rows, by row index, and what they rest on. */
export interface BetweenRunNoise {
  source: BetweenRunSource;
  /** One sentence for the report: where the noise came from and how large it is. */
  description: string;
  /** Per row: the change's estimate (ln ratio), its variance under no change, df, and the shift it stands out from. */
  estimate: Float64Array;
  variance: Float64Array;
  df: Float64Array;
  offset: Float64Array;
  offsetVariance: Float64Array;
  /** Rows the term applies to (log scale, not exact). */
  applies: Uint8Array;
  /** Per row, its metric's common shift (suite source), tested by the caller before the rows. */
  shiftOf: Array<MicroChange | null>;
  /** Replicated runs: rows that had one run far off the rest set aside (micro-between-run-replicates.ts). */
  oddRunsSetAside?: number;
  /** Replicated runs: each side's runs. */
  replicateRuns?: readonly [number, number];
  /** The service's history with levels: what the rows judged against a level rest on (else absent). */
  historyLevel?: HistoryLevelSummary;
  /** Per row, why its term was widened past the suite's (short text for its footnote), or absent. */
  widened?: Map<number, string>;
  /** Median between-run sd of one row's change in % (null: no row). */
  typicalPct: number | null;
  shifts: SuiteShift[];
}

export function rowKey(key: string, metric: string): string {
  return `${key}\u0000${metric}`;
}

export const median = (values: readonly number[]) => quantileOfSorted(sortedCopy(values), 0.5);

export const pctOfLog = (x: number) => Math.expm1(x) * 100;
export const fmt = (x: number) => `${x.toFixed(1)}%`;

/** Whether a row's change takes a between-run term: a log-scale change that is not exact. */
export function takesTerm(ch: MicroChange | null): ch is MicroChange {
  return ch !== null && ch.scale === 'log' && ch.se > 0 && Number.isFinite(ch.estimate);
}
/** A row as the between-run noise needs it. */
export interface RowForNoise {
  key: string;
  metric: string;
  /** Which way is better (a slower run of a time has the larger value; of a throughput, the smaller). */
  direction?: Direction;
  change: MicroChange | null;
  /** Robust ln shift from the samples (NaN: use the change's estimate). */
  robust: number;
  /** The larger of the two sides' sample CVs (a fraction), when known. */
  maxCv?: number;
  /** The smaller of the two sides' sample CVs (a fraction), when known: a spread that jumped in one run. */
  minCv?: number;
  /** The smaller side's sample count (how far two CVs may differ by chance). */
  minSamples?: number;
  /**
   * A benchmark with both wall and CPU time (either row): Δ ln(wall / CPU) from the baseline's run to the
   * candidate's (time off the CPU that moved; positive: more of it in the candidate's run).
   */
  offCpuMove?: number;
  /** A CPU-time row: the smaller of its wall-time sibling's two sample CVs (a loaded run shows there). */
  wallCv?: number;
  /**
   * Each sample is a whole run of a process (hyperfine): what a new process changes is already in the samples'
   * spread, so that spread bounds nothing more between runs (sources.ts fewRowsFloor).
   */
  processSamples?: boolean;
}
