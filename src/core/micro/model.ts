// The shapes of a micro-benchmark comparison (rows, sides, tests, runs) and its options: what the engine
// fills, what the JSON holds and what the renderers read.
import { DEFAULT_ALPHA, DEFAULT_CONFIDENCE } from '../benchstat/benchmath.js';
import type { ChunkSeries } from './chunk-series.js';
import type { Direction, ParseWarning, Verdict } from '../model.js';
import { DEFAULT_SANITY, type SanityNote, type SanityOptions } from '../sanity.js';
import type { ScalingAnalysis, ScalingComparison } from '../scaling/scaling.js';
import type { BetweenRunInput } from './between-run/input.js';
import type { Settle } from './settle.js';

export interface MicroCompareOptions {
  /** Significance level of the U test (benchstat: 0.05). */
  alpha: number;
  /** Confidence level of the median intervals (benchstat: 0.95). */
  confidence: number;
  /** Smallest |Δ%| that counts as a change (default 2). */
  minEffectPct: number;
  sanity: SanityOptions;
  /**
   * What a suspect regression (one that failed a sanity check) does to the overall verdict: `fail` counts it
   * as the regression it is (default); `warn` shows it first but lets the gate pass (overall `suspect`).
   */
  suspect: SuspectPolicy;
  /** What is known of between-run noise beyond the pair's samples (micro-between-run.ts), per candidate. */
  betweenRuns?: BetweenRunInput[];
  /** Labels for the report (defaults: the sources, else `baseline` / `candidate N`). */
  baselineLabel?: string;
  candidateLabels?: string[];
}

export const DEFAULT_MICRO_OPTIONS: MicroCompareOptions = {
  alpha: DEFAULT_ALPHA,
  confidence: DEFAULT_CONFIDENCE,
  minEffectPct: 2,
  sanity: DEFAULT_SANITY,
  suspect: 'fail',
};

export type SuspectPolicy = 'fail' | 'warn';

/**
 * A row's verdict. A change that fails a sanity check keeps its verdict (`regression` / `improvement`) and is
 * marked `suspect: true` with its notes: suspect qualifies a verdict, it never excuses one.
 */
export type MicroVerdict = Verdict;

/** A comparison's overall verdict (micro-verdict.ts): `suspect` only under `--suspect warn`. */
export type MicroOverallVerdict = Verdict | 'suspect';

/**
 * Verdict counts of a run. `suspect` counts the regressions and improvements marked suspect (they are also
 * in their own count), `suspectRegression` the regressions among them.
 */
export type MicroCounts = Record<Verdict, number> & { suspect: number; suspectRegression: number };

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
  /**
   * Which centre `median` holds (issue 19): `median` of the samples (centerFrom `samples`), or the tool's
   * single value (centerFrom `tool`), a `mean` or `median` when the tool says which, else `value`.
   */
  center: 'median' | 'mean' | 'value';
  centerFrom: 'samples' | 'tool';
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

/**
 * The change the verdict rests on (micro-change.ts): candidate vs baseline with an interval and a p-value.
 * `welch-t-log`: Welch's t on the log samples (the ratio of geometric means); `welch-t`: on the raw values
 * (some value is 0); `moderated-t-log`: a pooled t on log values whose variance is shrunk towards the
 * run's prior for the metric (an empirical-Bayes estimate over all its benchmarks, see variance-prior.ts);
 * `reported-uncertainty`: a side with fewer than 4 samples used the tool's own error.
 */
export interface MicroChange {
  method: 'welch-t-log' | 'welch-t' | 'moderated-t-log' | 'reported-uncertainty' | 'single-value';
  /** `log`: estimate and se are of ln(ratio); `linear`: of the difference of means, relative to `reference`. */
  scale: 'log' | 'linear';
  /** The change in %, with its interval at `confidence` (1 − α). */
  pct: number;
  ciLowPct: number;
  ciHighPct: number;
  confidence: number;
  /** Two-sided p of "no change". */
  p: number;
  estimate: number;
  se: number;
  df: number;
  /** Baseline mean the linear scale is relative to (1 on the log scale). */
  reference: number;
  /** Survives the run's Benjamini–Hochberg control at α (p ≤ the run's cutoff). */
  significant: boolean;
  /** What each side rests on when not its own samples (e.g. `its reported ±error (99.9% interval)`). */
  reported: { baseline: string | null; candidate: string | null };
  /** Own samples on both sides: their pooled variance, its df, and 1/nb + 1/nc (what moderation needs). */
  pooled: { variance: number; df: number; sizeFactor: number } | null;
  /**
   * Between-run noise (micro-between-run.ts), when it applies: where it came from, the within-run se it was
   * added to, and the suite's common shift (ln ratio, with its se) the change is tested against — the
   * interval of the change itself is widened by that shift's uncertainty. Null: within-run samples only.
   */
  betweenRun: {
    source: string;
    withinSe: number;
    offset: number;
    offsetSe: number;
    /** p of the common shift itself (against the run drift): a row that moved with a claimed shift inherits it. */
    offsetP: number;
    /** Why this row's between-run term was widened past the suite's (interference seen in its samples), if it was. */
    widened?: string;
  } | null;
}

/** What the verdict rests on: the change's method, or nothing when no test was possible. */
export type MicroBasis = MicroChange['method'] | 'none';

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
  /** benchstat's rule on `pValue` (p ≤ α); without samples, whether `change` survived the run's control. */
  significant: boolean;
  /** What the verdict rests on. */
  basis: MicroBasis;
  test: MicroTest | null;
  /** The change the verdict rests on (null: no test was possible). */
  change: MicroChange | null;
  verdict: MicroVerdict;
  /** The change failed a sanity check (see `sanity`): still a regression or improvement; check it. */
  suspect: boolean;
  notes: string[];
  sanity: SanityNote[];
  /** The configuration lines (go's goos/pkg/note…) of the baseline's result, or the candidate's without one. */
  config?: Record<string, string>;
  /** The candidate's configuration lines, only when they differ from `config` (benchstat tables each apart). */
  candidateConfig?: Record<string, string>;
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
  /** The control verdicts use: Benjamini–Hochberg at α over the run's tested changes. */
  method: 'benjamini-hochberg';
  /** Rows whose change could be tested. */
  compared: number;
  /** Changes with p ≤ α before any control. */
  significant: number;
  /** Still significant after Holm's step-down correction for `compared` tests (family-wise α). */
  holmSignificant: number;
  /** Surviving Benjamini–Hochberg (false discovery rate α): the only changes a verdict may claim. */
  bhSignificant: number;
  /** R·α/m: a change survives the control when its p ≤ cutoff (0 when none does). */
  cutoff: number;
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
  counts: MicroCounts;
  /**
   * Per metric, the prior of the benchmarks' variances (log scale) that moderated their tests: `df` (null:
   * infinite) and `sd` (≈ the typical relative noise of one sample). Absent with too few benchmarks.
   */
  variancePriors: Record<string, { df: number; sd: number }>;
  /**
   * Where between-run noise came from and how large it is, and per metric the suite's common shift (one run
   * per side) with its verdict; null for chunked timings (one process's series).
   */
  betweenRun: {
    source: string;
    description: string;
    typicalPct: number | null;
    /** The median tested row's largest |end| of its interval: no change beyond it is left open. */
    ruledOutPct: number | null;
    /** The metric ruledOutPct is read on, when the run tested several (null: one metric). */
    ruledOutMetric: string | null;
    /** Replicated runs: what would settle the run, the runs per side that narrow the median interval (settle.ts). */
    settle?: Settle;
    /** One candidate run judged against main's history (levels): a claim asks for a rerun to confirm it. */
    onePrRunAgainstHistory: boolean;
    shifts: {
      metric: string;
      pct: number;
      ciLowPct: number;
      ciHighPct: number;
      p: number;
      verdict: MicroVerdict;
      /** Wall time beside a CPU time (Google Benchmark): the part of the move apart from the CPU time's, in %. */
      offCpuPct?: number;
      /** One run's drift the shift was judged against, in %, when a loaded suite widened the stated one. */
      runDriftPct?: number;
    }[];
  } | null;
  /** Rows present on both sides, and those among them with a Δ or a testable change (usable). */
  paired: number;
  usable: number;
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
  /** The overall verdict over every candidate (see micro-verdict.ts) and why, in one sentence. */
  verdict: MicroOverallVerdict;
  reason: string;
  options: Omit<MicroCompareOptions, 'candidateLabels' | 'baselineLabel' | 'betweenRuns'>;
  baseline: { label: string; format: string; tool?: string; source?: string; scaling: ScalingAnalysis };
  /** The first candidate's comparison (the whole story for a two-way compare). */
  benchmarks: MicroBenchmark[];
  geomean: MicroGeomean[];
  multipleComparisons: MultipleComparisons;
  counts: MicroCounts;
  /** One entry per candidate, each against the baseline. */
  runs: MicroRun[];
  /** Totals per metric per run with Δ vs baseline (all runs). */
  totals: MicroTotal[];
  warnings: ParseWarning[];
}
