// The shapes of a micro-benchmark comparison (rows, sides, tests, runs) and its options: what the engine
// fills, what the JSON holds and what the renderers read.
import { DEFAULT_ALPHA, DEFAULT_CONFIDENCE } from './benchstat/benchmath.js';
import type { ChunkSeries } from './chunk-series.js';
import type { Direction, ParseWarning, Verdict } from './model.js';
import { DEFAULT_SANITY, type SanityNote, type SanityOptions } from './sanity.js';
import type { ScalingAnalysis, ScalingComparison } from './scaling.js';

export interface MicroCompareOptions {
  /** Significance level of the U test (benchstat: 0.05). */
  alpha: number;
  /** Confidence level of the median intervals (benchstat: 0.95). */
  confidence: number;
  /** Smallest |Δ%| that counts as a change (default 2). */
  minEffectPct: number;
  sanity: SanityOptions;
  /** Labels for the report (defaults: the sources, else `baseline` / `candidate N`). */
  baselineLabel?: string;
  candidateLabels?: string[];
}

export const DEFAULT_MICRO_OPTIONS: MicroCompareOptions = {
  alpha: DEFAULT_ALPHA,
  confidence: DEFAULT_CONFIDENCE,
  minEffectPct: 2,
  sanity: DEFAULT_SANITY,
};

/**
 * A change that fails a sanity check is `suspect`: shown prominently, but it does not fail
 * `--fail-on regression` (the data cannot carry the claim; see the notes for what to check).
 */
export type MicroVerdict = Verdict | 'suspect';

export type SideBasis = 'samples' | 'reported-error' | 'reported-ci' | 'single-value';

export interface MicroSide {
  n: number;
  /** Median of the samples, or the tool's value when there are none (canonical unit). */
  median: number;
  /** Interval of the median (samples) or the tool's error/interval; ±Infinity when too few samples. */
  ciLow: number;
  ciHigh: number;
  /** Actual confidence of [ciLow, ciHigh] when computed from samples. */
  confidence: number | null;
  cvPct: number | null;
  basis: SideBasis;
  /** benchstat-style warnings about this side (e.g. `need >= 6 samples for confidence interval…`). */
  warnings: string[];
}

export interface MicroTest {
  method: 'mann-whitney-exact' | 'mann-whitney-exact-ties' | 'mann-whitney-normal' | 'mann-whitney-failed';
  u: number | null;
  n1: number;
  n2: number;
  alpha: number;
  warnings: string[];
}

/** Welch's t-test on log values: the fallback when Mann–Whitney cannot reach α with so few samples. */
export interface SmallSampleTest {
  method: 'welch-t-log';
  t: number;
  df: number;
  p: number;
}

export type MicroBasis = 'mann-whitney' | 'welch-t-log' | 'interval-overlap' | 'none';

export interface MicroBenchmark {
  key: string;
  metric: string;
  unit: string;
  direction: Direction;
  baseline: MicroSide | null;
  candidate: MicroSide | null;
  /** (candidate − baseline) / baseline × 100 of the medians; null when one side is missing or baseline is 0. */
  deltaPct: number | null;
  /** Mann–Whitney p-value exactly as benchstat computes it (null without samples on both sides). */
  pValue: number | null;
  /** benchstat's rule on `pValue` (p ≤ α), or interval separation when judged on reported errors. */
  significant: boolean;
  /** What the verdict rests on. */
  basis: MicroBasis;
  test: MicroTest | null;
  /** Present when the verdict rests on Welch's t-test (basis `welch-t-log`). */
  smallSample?: SmallSampleTest;
  verdict: MicroVerdict;
  notes: string[];
  sanity: SanityNote[];
  config?: Record<string, string>;
}

export interface MicroGeomean {
  metric: string;
  unit: string;
  baseline: number | null;
  candidate: number | null;
  /** (geomean of per-benchmark ratios − 1) × 100 over benchmarks present on both sides. */
  deltaPct: number | null;
  paired: number;
  warnings: string[];
  baselineWarnings: string[];
  candidateWarnings: string[];
}

export interface MicroTotal {
  metric: string;
  unit: string;
  run: string;
  /** Sums of medians over the benchmarks present in both baseline and this run. */
  baselineTotal: number;
  candidateTotal: number;
  deltaPct: number | null;
  paired: number;
}

export interface MultipleComparisons {
  alpha: number;
  /** Benchmarks with a p-value. */
  compared: number;
  significant: number;
  /** Still significant after Holm's step-down correction for `compared` tests (family-wise α). */
  holmSignificant: number;
  /** How many "significant" changes α alone would give: α × compared. */
  expectedByChance: number;
  message: string;
}

export interface MicroRun {
  label: string;
  source?: string;
  format: string;
  tool?: string;
  benchmarks: MicroBenchmark[];
  geomean: MicroGeomean[];
  totals: MicroTotal[];
  /** Verdicts per benchmark; for chunked timings, one verdict per metric series instead. */
  counts: Record<MicroVerdict, number>;
  multipleComparisons: MultipleComparisons;
  /** The candidate's own scaling analysis (the baseline's is in `baseline.scaling`). */
  scaling: ScalingAnalysis;
  /** Each family and crossover on both sides: baseline → candidate. */
  scalingChanges: ScalingComparison;
  /** Chunked timings: one series per metric (totals, per-chunk deltas, accumulated curves). */
  chunks?: ChunkSeries[];
  /** Run-level observations (noise pattern, within-run samples) a reader should weigh. */
  notes: string[];
  warnings: ParseWarning[];
}

export interface MicroComparison {
  schemaVersion: 1;
  kind: 'micro';
  options: Omit<MicroCompareOptions, 'candidateLabels' | 'baselineLabel'>;
  baseline: { label: string; format: string; tool?: string; source?: string; scaling: ScalingAnalysis };
  /** The first candidate's comparison (the whole story for a two-way compare). */
  benchmarks: MicroBenchmark[];
  geomean: MicroGeomean[];
  multipleComparisons: MultipleComparisons;
  counts: Record<MicroVerdict, number>;
  /** One entry per candidate, each against the baseline. */
  runs: MicroRun[];
  /** Totals per metric per run with Δ vs baseline (all runs). */
  totals: MicroTotal[];
  warnings: ParseWarning[];
}
