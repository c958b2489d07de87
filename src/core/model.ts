// The data model shared by every part of benchdelta (see shared/DESIGN.md §2).
// Everything here is plain data: parsers produce it, the pure core consumes it, reports render it.

export type Direction = 'smaller-is-better' | 'bigger-is-better';

/** Something a parser skipped or could not read, counted rather than silently dropped. */
export interface ParseWarning {
  /** Stable machine code, e.g. `unparsed-line`, `multi-block-segment`, `aggregated-range`. */
  code: string;
  /** One human sentence saying what happened and, where possible, what to do. */
  message: string;
  count: number;
  /** 1-based line number of the first occurrence (when the input is line-oriented). */
  firstLine?: number;
  /** The first offending line (trimmed, at most 200 characters). */
  sample?: string;
  /** Which input file the warning came from, filled in by the reader. */
  file?: string;
}

/** One observed item of a micro-benchmark style result (key + metric, optional repeated samples). */
export interface Measurement {
  key: string;
  metric: string;
  /** In the canonical unit (seconds, bytes, ops/s, count, or a custom unit kept as-is). */
  value: number;
  unit: string;
  direction: Direction;
  samples?: number[];
  /**
   * What `value` is, when the tool says: its `mean` (JMH's score, Catch2's and criterion's mean, hyperfine's
   * mean) or its `median` (pytest-benchmark, Google Benchmark's repetitions). Reports name the centre with it.
   */
  center?: 'mean' | 'median';
  /** `samples` when `value` is a centre computed from samples no longer attached (`--center mean`). */
  centerFrom?: 'samples';
  /** Error as the tool reported it (e.g. JMH's 99.9% score error), in the canonical unit. */
  error?: number;
  /**
   * What `error` is, when the parser knows: the half-width of a Student-t interval at `confidence` over `n`
   * observations (JMH's score error), or the standard deviation of `stddevOf` runs. Without it a judge takes
   * `error` as a 95% interval's half-width. `cycles`: each of the `n` observations timed many calls (benchmark.js's
   * sampled cycles), so one observation's spread, read back from the interval, is the run's interference evidence
   * (a tool timing every call, as tinybench, reports the timer's spread there).
   */
  errorKind?: { confidence: number; n?: number; cycles?: boolean } | { stddevOf: number };
  params?: Record<string, string>;
  attrs?: Record<string, number>;
  /**
   * Configuration the tool printed for this measurement (go test's `goos`, `goarch`, `pkg`, `cpu`).
   * Measurements of one file usually share one object. Used to group and label tables.
   */
  config?: Record<string, string>;
}

export interface ResultSet {
  format: string;
  tool?: string;
  measurements: Measurement[];
  warnings: ParseWarning[];
  source?: string;
}

/**
 * Per-block timings from one Ethereum client log, stored by column so a million blocks stay compact.
 * `ms[i]` is the execution time of `blocks[i]` in milliseconds, exactly as the line encodes it.
 * Records are in log order; duplicates (reorgs) are kept here and resolved by matching.
 */
export interface BlockLog {
  format: string;
  blocks: Float64Array;
  ms: Float64Array;
  /** 1-based line number of each record; empty when the reader was asked not to keep them (the comparison). */
  lines: Uint32Array;
  /**
   * Extra numbers found on the lines (tx count, gas used, Mgas/s…): NaN where a line lacks it. Empty when the
   * reader was asked not to keep them (the comparison never uses them). A reader may hold a column in 4 bytes a
   * value (`ScaledColumn`): read its numbers through core/blocks/scaled-column.ts.
   */
  attrs: Record<string, AttrColumn>;
  warnings: ParseWarning[];
  /** Blocks covered by aggregated reports (Nethermind `Processed A...B`) whose per-block time is unknown. */
  blocksWithoutTiming: number;
  source?: string;
  /**
   * Set when the log's repeated records (reorgs) were dropped in its own columns, each block keeping the record
   * `policy` keeps (core/blocks/resolve-in-place.ts): how many records and repeats it held before, in all and among
   * the records carrying each attribute, which matching reports as it would have (core/blocks/match.ts).
   */
  resolved?: ResolvedCounts & { policy: DuplicatePolicy; carrying: Record<string, ResolvedCounts> };
}

/**
 * An attribute column of a block log held as scaled 32-bit integers (core/blocks/scaled-column.ts): record i's value is
 * `scaled[i] / 10^decimals`, the very double its text gave, or none where `scaled[i]` is -2^31. Its buffer has room
 * for the doubles, which are written over it when the column is first read as doubles (then kept in `doubles`, and
 * `scaled` is emptied): a million-record column takes 4 MB until a comparison reads it, not 8.
 */
export interface ScaledColumn {
  scaled: Int32Array;
  decimals: number;
  doubles?: Float64Array;
}

/** A block log's attribute column: doubles, or scaled integers (`ScaledColumn`). */
export type AttrColumn = Float64Array | ScaledColumn;

/** Records a log held and the repeats of a block among them (reorgs), before they were dropped. */
export interface ResolvedCounts {
  records: number;
  duplicates: number;
}

/** A named list of block numbers (an Etherscan export or a plain list) used to cut the comparison. */
export interface ItemSet {
  label: string;
  blocks: Set<number>;
  source?: string;
}

export type DuplicatePolicy = 'first' | 'last' | 'min' | 'median';
export type SelectOn = 'both' | 'baseline';
export type Verdict = 'regression' | 'improvement' | 'no-change' | 'inconclusive';
/**
 * A block comparison's overall verdict may also be `mixed`: a cut is slower only relative to the rest of its run
 * (a contrast) while another cut got faster, so neither alone tells the story (core/blocks/judge.ts).
 */
export type BlockVerdict = Verdict | 'mixed';
/**
 * When a shift is a change (core/blocks/judge.ts): `significant` — its 95% interval excludes 0 and the estimate lies
 * beyond ±min-effect (the default); `beyond-min-effect` — the whole interval lies beyond ±min-effect.
 */
export type DecisionRule = 'significant' | 'beyond-min-effect';

export interface CompareOptions {
  /** Flag items whose |Δ%| is at or above this (default 10). */
  thresholdPct: number;
  /** Slow-item thresholds in ms (default [1000, 2000]). */
  slowMs: number[];
  /** How slow cuts pick items: `both` = geometric mean of baseline and candidate (default), `baseline` = old method. */
  selectOn: SelectOn;
  duplicates: DuplicatePolicy;
  /** Smallest shift (in %) that counts as a change (default 2). */
  minEffectPct: number;
  itemSets: ItemSet[];
  /** Bootstrap resamples for the shift CI (default 2000) and the seed that makes them reproducible. */
  bootstrapResamples: number;
  seed: number;
  /** Significance level for the paired test (default 0.05). */
  alpha: number;
  /** How many notable items to list (default 20). */
  notableCount: number;
  /** When a shift counts as a change (default `significant`; see DecisionRule). */
  decisionRule?: DecisionRule;
}

export interface Quantiles {
  p50: number;
  p90: number;
  p99: number;
}

export interface QuantileDelta {
  q: 'p50' | 'p90' | 'p99';
  baseline: number;
  candidate: number;
  deltaPct: number;
  /** 95% interval of `deltaPct` over the paired items (quantile-ci.ts); NaN ends when the tail is too thin. */
  deltaCi: { lowPct: number; highPct: number };
}

export interface HistogramBin {
  /** Lower edge of the Δ% bin (inclusive); -Infinity / Infinity for the open end bins. */
  fromPct: number;
  toPct: number;
  count: number;
}

/**
 * Marks an object some of whose fields are accessors that compute their value when first read and then settle into
 * plain data properties (core/blocks/cut-stats.ts, core/compare-metrics.ts): a walk over a report that is not to
 * compute them (report/escape.ts) reads those fields' descriptors, not their values. A non-enumerable key: JSON,
 * spreads and `Object.keys` do not see it.
 */
export const DEFERRED_FIELDS: unique symbol = Symbol.for('benchdelta.deferredFields');

export interface CutStats {
  name: string;
  /** Item-set label, or null for cuts over all items. */
  set: string | null;
  /** Slow threshold in ms, or null. */
  slowMs: number | null;
  compared: number;
  flagged: number;
  flaggedSlower: number;
  flaggedFaster: number;
  /**
   * How many items noise alone would flag at the threshold: from the spread of the cut's log ratios, or, when
   * an A/A pair was given, as often as that pair flags the same cut (see `expectedFlaggedFrom`).
   */
  expectedFlagged: number;
  /** Where `expectedFlagged` comes from: the cut's own spread, or the A/A pair's flag rate (core/blocks/aa-noise.ts). */
  expectedFlaggedFrom: 'spread' | 'aa-pair';
  /** The noise spread behind `expectedFlagged`: robust SD (1.4826 × MAD) of the log ratios (the A/A pair's). */
  noiseSigma?: number;
  meanDeltaPct: number;
  /**
   * 95% CI of the mean Δ%: percentile bootstrap over the same resamples as the shift, or mean ± 1.96 · SE where
   * the shift uses the normal interval (huge cuts) or a zero candidate time has no log ratio. NaN ends when n < 2.
   */
  meanDeltaCi: { lowPct: number; highPct: number };
  medianDeltaPct: number;
  /** 95% CI of the median Δ%: distribution-free order statistics (binomial), as benchstat's; NaN ends when n < 6. */
  medianDeltaCi: { lowPct: number; highPct: number };
  /**
   * Ratio of geometric means (candidate/baseline) as a % change, with a 95% CI: the seeded bootstrap's over the
   * blocks, widened by run-to-run noise (core/blocks/run-noise.ts) when the comparison states or measures it.
   */
  shift: {
    pct: number;
    ciLowPct: number;
    ciHighPct: number;
    /** How the within-run CI was computed: percentile bootstrap, or the normal approximation for huge cuts. */
    ciMethod?: 'bootstrap' | 'normal';
    /** The CI from the blocks alone (as if the two runs had no run-level noise), when run noise widened it. */
    withinRunCi?: { lowPct: number; highPct: number };
  };
  /**
   * The cut's shift relative to the rest of the same pair (run-level drift cancels; core/blocks/contrast.ts), for every
   * cut but `all` with at least 10 blocks on each side.
   */
  contrast?: {
    pct: number;
    ciLowPct: number;
    ciHighPct: number;
    /** Mann–Whitney rank-sum test of the cut's log ratios against the rest's (two-sided). */
    pValue: number;
    rest: { compared: number; pct: number; ciLowPct: number; ciHighPct: number };
    /** The between-run term in the interval (per-run σ, %) and its source (core/blocks/contrast-noise.ts). */
    runNoise?: { sigmaPct: number; source: ContrastRunNoise['source']; dof?: number };
    /** The interval from the blocks alone, when the between-run term widened it. */
    withinRunCi?: { lowPct: number; highPct: number };
  };
  /** What the verdict rests on: the cut's own shift, or its contrast with the rest of the run. */
  verdictBasis?: 'shift' | 'contrast';
  /** Wilcoxon signed-rank test on log ratios (two-sided). */
  pValue: number;
  quantiles: QuantileDelta[];
  baselineTotalMs: number;
  candidateTotalMs: number;
  totalDeltaPct: number;
  histogram: HistogramBin[];
  verdict: Verdict;
  /** Why the verdict is what it is, in one sentence. */
  reason: string;
}

/**
 * The compared pairs of a block comparison by column: one entry per block present in both logs, in ascending
 * block order, so a million pairs are a few typed arrays rather than a million objects. Δ, Δ% and the flag
 * follow from the two times (see core/blocks/match.ts `pairRowAt`, which makes the PairRow of one entry).
 */
export interface PairColumns {
  length: number;
  block: Float64Array;
  baselineMs: Float64Array;
  candidateMs: Float64Array;
  /** |Δ%| at or above which a pair is flagged. */
  thresholdPct: number;
  /** Item-set labels (in CompareOptions order) and, per set, 1 where the pair's block is in it. */
  setLabels: string[];
  inSet: Uint8Array[];
}

export interface PairRow {
  block: number;
  baselineMs: number;
  candidateMs: number;
  deltaMs: number;
  /** null when the baseline is zero (cannot divide). */
  deltaPct: number | null;
  flagged: boolean;
  sets: string[];
}

export interface MatchSummary {
  baselineRecords: number;
  candidateRecords: number;
  paired: number;
  onlyInBaseline: number;
  onlyInCandidate: number;
  duplicatesBaseline: number;
  duplicatesCandidate: number;
  duplicatePolicy: DuplicatePolicy;
  zeroBaseline: number;
}

export interface BlockComparison {
  schemaVersion: number;
  kind: 'blocks';
  verdict: BlockVerdict;
  /** Why the overall verdict is what it is, in one sentence (which cuts decided it). */
  reason?: string;
  options: Omit<CompareOptions, 'itemSets'> & { itemSets: string[] };
  match: MatchSummary;
  cuts: CutStats[];
  notable: PairRow[];
  warnings: ParseWarning[];
  baseline: { format: string; source?: string };
  candidate: { format: string; source?: string };
  /** The A/A pair that measured the expected flags, when one was given. */
  noise?: { source: 'aa-pair'; label: string; paired: number };
  /** The run-to-run noise every shift's interval includes: its σ per run, where it came from, runs per side. */
  runNoise?: RunNoise;
  /** Which metric the cuts, verdict and exit code rest on (core/blocks/block-metrics.ts); absent: the block time. */
  metric?: BlockMetricInfo;
  /** Every metric the lines carry, each compared like the time, in the same schema (core/compare-metrics.ts). */
  metrics?: MetricComparison[];
  /** Where the time went: each phase's share of the total and its contribution to the total's Δ. */
  phases?: PhaseBreakdown;
}

/** What one metric of a block log is: its name, unit, which way is better, and whether it can carry a verdict. */
export interface BlockMetricInfo {
  /** `--metric` name: `time`/`execution`, `total`, `state_root`, `mgasps`, `cache.account`… */
  id: string;
  label: string;
  /** `ms`, `Mgas/s`, `gas/s`, `%` (hit rates) or `count`. */
  unit: string;
  direction: Direction;
  /** `time`, a timing `phase`, a `rate` (Mgas/s, hit rates) or a `count` (context only, never a verdict). */
  role: 'time' | 'phase' | 'rate' | 'count';
}

/** One metric's comparison: the same cuts, intervals and verdicts as the time's (values in the metric's unit). */
export interface MetricComparison extends BlockMetricInfo {
  /** False for counts: their cuts are statistics only, and they never decide a verdict. */
  judged: boolean;
  verdict: BlockVerdict;
  reason?: string;
  cuts: CutStats[];
  match: MatchSummary;
}

/** One phase's row in "where the time went". */
export interface PhaseShare {
  id: string;
  label: string;
  /** Share of the total time in each run, in % (over the blocks both runs hold). */
  baselineSharePct: number;
  candidateSharePct: number;
  /** Σ(candidate − baseline) of the phase, in ms, over the same blocks. */
  deltaMs: number;
  /** That Δ as percentage points of the baseline total (the rows add up to the total's Δ%), with a 95% interval. */
  contributionPct: number;
  contributionCi: { lowPct: number; highPct: number };
  /** The phase's own shift (ratio of geometric means) with its 95% interval, from its metric's `all` cut. */
  shift?: { pct: number; ciLowPct: number; ciHighPct: number };
}

export interface PhaseBreakdown {
  /** The metric the phases are shares of (`total`). */
  total: string;
  blocks: number;
  baselineTotalMs: number;
  candidateTotalMs: number;
  totalDeltaPct: number;
  /** Ordered by |contribution| to the total's Δ, largest first; `other` is the total minus the phases. */
  rows: PhaseShare[];
  /** Share of the baseline total in no phase (geth's total also holds validation and block write). */
  unattributedPct: number;
  /** Set when the phases do not add up to the total (|unattributed| > 1%), saying so in a sentence. */
  note?: string;
  /** Per cut (the comparison's cuts, by block): each row's share of the total in each run, in `rows` order. */
  cuts: Array<{ name: string; blocks: number; baselineSharesPct: number[]; candidateSharesPct: number[] }>;
}

/** Run-to-run noise: SD of one run's speed factor in % (a side's mean over n runs carries σ/√n), where it came from,
 * runs per side, and the degrees of freedom when replicated runs estimated it (core/blocks/run-noise.ts). */
export interface RunNoise {
  sigmaPct: number;
  source: 'default' | 'user' | 'aa-pair' | 'replicates';
  runs: { baseline: number; candidate: number };
  dof?: number;
  /** The contrasts' own between-run noise (core/blocks/contrast-noise.ts); the stated default when absent. */
  contrast?: ContrastRunNoise;
  /** Replicated runs given in session order (`--order`): the drift fitted over it (core/compare-block-runs.ts). */
  drift?: RunDrift;
}

/**
 * A slow drift over a session of replicated runs, fitted from the order the runs ran in: each run's shift against
 * its side's pooled blocks, regressed on its position with one slope shared by both sides.
 */
export interface RunDrift {
  /** The order as given: an A/B string such as `ABBA`, or `timestamps`. */
  order: string;
  /** Whether the slope was fitted (and σ is the spread around it); else why not. */
  fitted: boolean;
  reason?: string;
  /** The fitted drift per position unit (one run of the order, or one hour of timestamps), in %. */
  slopePct: number;
  unit: 'run' | 'hour';
  /** Mean candidate position − mean baseline position (0 for a balanced order such as ABBA). */
  gap: number;
  /** The factor the candidate's times were scaled by to cancel the drift, in % (0 when balanced). */
  adjustPct: number;
  /** gap² / Σ(position − side mean)²: what the fitted slope's error adds to the shift's variance, per σ². */
  gapVariance: number;
}

/**
 * Between-run noise of contrasts: per cut name, the per-run σ (%) of its contrast as measured (with d.f. for
 * replicated runs), and the stated σ for cuts not measured. `source` names the measurement.
 */
export interface ContrastRunNoise {
  source: 'default' | 'aa-pair' | 'replicates';
  statedPct: number;
  cuts: Record<string, { sigmaPct: number; dof?: number }>;
}
