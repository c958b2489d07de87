// Micro-benchmark comparison: pairs measurements by key + metric (by columns when the parser gave them, else
// through an index), judges each pair (micro-judge.ts), applies what the scaling families show
// (micro-families.ts), and builds each run's rows and summaries lazily, when a report first reads them.
// Several candidates are each compared with the baseline; chunked timings also get a per-metric series.
import type { Direction, ParseWarning, ResultSet } from './model.js';
import { compareChunkSeries, type ChunkSeries } from './micro/chunk-series.js';
import { analyzeScalingOfSides, compareScaling, noScaling, type ScalingAnalysis } from './scaling/scaling.js';
import { DEFAULT_SANITY } from './sanity.js';
import { alignedPairs, columnPairs, columnSides } from './micro/columns.js';
import { applyScalingNotes, markFlatFamilies } from './micro/families.js';
import { fitPriorsByMetric, moderateChange, testChange } from './micro/change.js';
import { applyBetweenRun, shiftSentence, summarizeBetweenRun } from './micro/between-run/summary.js';
import {
  betweenRunNoise,
  robustLogShift,
  type BetweenRunInput,
  type RowForNoise,
} from './micro/between-run/between-run.js';
import {
  failsSanity,
  judgePair,
  type JudgeMemo,
  newJudgeMemo,
  newScratch,
  settleVerdict,
  verdictOfChange,
} from './micro/judge.js';
import {
  DEFAULT_MICRO_OPTIONS,
  type MicroBenchmark,
  type MicroChange,
  type MicroCompareOptions,
  type MicroComparison,
  type MicroGeomean,
  type MicroRun,
  type MicroTotal,
  type MicroVerdict,
  type MultipleComparisons,
} from './micro/model.js';
import { indexMeasurements, pairsOfIndexes, type PairList } from './micro/pairs.js';
import {
  countVerdicts,
  emptyCounts,
  geomeans,
  geomeansOfCenters,
  multipleComparisons,
  runNotes,
  totals,
} from './micro/run-summary.js';
import { BASELINE_SIDE, CANDIDATE_SIDE, sampleSpread } from './micro/side.js';
import { wallCpuEvidence } from './micro/wall-cpu.js';
import { sideSortBuffer } from '../internal/scratch-buffers.js';
import { microVerdict, microVerdictReason } from './micro/verdict.js';

// The comparison's shapes and the columns interface parsers use, from where they live.
export * from './micro/model.js';
export { attachMeasurementColumns, measurementCount, type MeasurementColumns } from './micro/columns.js';

function compareOne(
  baseline: ResultSet,
  baseScaling: ScalingAnalysis,
  candidate: ResultSet,
  pairs: PairList,
  scaling: ScalingAnalysis,
  label: string,
  opts: MicroCompareOptions,
  between: BetweenRunInput | undefined,
  memo: JudgeMemo,
): MicroRun {
  const { keys } = pairs;
  // First pass: each row judged into reused objects, for its verdict only. The rows themselves (and all
  // that is summed over them) are built by the same judgePair when a report first asks: `--quiet` and the
  // exit code need only the counts, and 60,000 rows of objects were most of a large suite's time.
  const scratch = newScratch();
  const n = keys.length;
  const changes = new Array<MicroChange | null>(n);
  const failing = new Uint8Array(n);
  const directions = new Array<Direction>(n);
  const robust = new Float64Array(n).fill(NaN);
  const maxCv = new Float64Array(n);
  const minCv = new Float64Array(n);
  const minSamples = new Float64Array(n);
  // Each row's side medians (`sides` bit 1: a baseline, 2: a candidate) and unit: the geomeans without the rows
  // (a verdict and its headline shift of two 200,000-benchmark runs need 50 MB of heap, the rows 430 MB more).
  const medians = new Float64Array(2 * n);
  const sides = new Uint8Array(n);
  const units = new Array<string>(n);
  let paired = 0;
  let usable = 0;
  for (let i = 0; i < n; i++) {
    const b = pairs.judged(i, BASELINE_SIDE);
    const c = pairs.judged(i, CANDIDATE_SIDE);
    const row = judgePair(keys[i], b, c, opts, scratch);
    changes[i] = row.change;
    if (row.baseline) {
      medians[2 * i] = row.baseline.median;
      sides[i] |= 1;
    }
    if (row.candidate) {
      medians[2 * i + 1] = row.candidate.median;
      sides[i] |= 2;
    }
    units[i] = row.unit;
    // Each side's spread of one sample: interference the row's between-run term must carry (sources.ts).
    const sb = sampleSpread(row.baseline, b);
    const sc = sampleSpread(row.candidate, c);
    maxCv[i] = Math.max(sb.cv, sc.cv);
    minCv[i] = Math.min(sb.cv, sc.cv);
    minSamples[i] = Math.min(sb.n, sc.n);
    // A centre one slow sample cannot move, from the sorted samples judgePair left in the sides' sort buffers.
    if (row.change && row.baseline?.basis === 'samples' && row.candidate?.basis === 'samples')
      robust[i] = robustLogShift(
        sideSortBuffer(BASELINE_SIDE),
        row.baseline.n,
        sideSortBuffer(CANDIDATE_SIDE),
        row.candidate.n,
      );
    failing[i] = failsSanity(row) ? 1 : 0;
    directions[i] = row.direction;
    if (row.baseline && row.candidate) {
      paired++;
      if (row.change || row.deltaPct !== null) usable++;
    }
  }
  // Many benchmarks with few samples each: their variances, shrunk towards the run's typical one per metric,
  // give each test the power a multiple-comparison control over hundreds of them needs.
  const priors = fitPriorsByMetric(changes, (i) => pairs.metricAt(i));
  const moderate = (ch: MicroChange | null, metric: string): MicroChange | null => {
    if (!ch) return ch;
    const prior = priors.get(metric);
    return prior ? moderateChange(ch, prior, opts.alpha) : testChange(ch, opts.alpha);
  };
  for (let i = 0; i < n; i++) changes[i] = moderate(changes[i], pairs.metricAt(i));
  const chunked = baseline.format === 'chunked' && candidate.format === 'chunked';
  // Between runs (micro-between-run.ts): chunked timings are one process's series, judged as such.
  const { offCpu, wallCv } = wallCpuEvidence(keys, (i) => pairs.metricAt(i), medians, sides, minCv);
  // hyperfine's samples are whole runs of a command: a new process is already in their spread.
  const processSamples = baseline.format === 'hyperfine' || candidate.format === 'hyperfine';
  const noiseRows: RowForNoise[] = [];
  for (let i = 0; i < n; i++)
    noiseRows.push({
      key: keys[i],
      metric: pairs.metricAt(i),
      direction: directions[i],
      change: changes[i],
      robust: robust[i],
      maxCv: maxCv[i],
      minCv: minCv[i],
      minSamples: minSamples[i],
      offCpuMove: offCpu.get(i),
      wallCv: wallCv.get(i),
      ...(processSamples ? { processSamples } : {}),
    });
  const noise = chunked ? null : betweenRunNoise(noiseRows, between);
  for (const s of noise?.shifts ?? []) testChange(s.change, opts.alpha);
  for (let i = 0; i < n; i++) applyBetweenRun(changes[i], noise, i, opts.alpha);
  const variancePriors: MicroRun['variancePriors'] = {};
  for (const [metric, p] of priors) variancePriors[metric] = { df: p.df, sd: Math.sqrt(p.variance) };
  const scalingChanges = compareScaling(baseScaling, scaling);
  markFlatFamilies(keys, (i) => pairs.metricAt(i), failing, scalingChanges);
  // Verdicts claim only the changes that survive the run's control (Benjamini–Hochberg over its tests).
  // The suites' common shifts are tests too: the control counts them with the rows.
  const shiftChanges = (noise?.shifts ?? []).map((s) => s.change);
  const multiple = multipleComparisons([...changes, ...shiftChanges], opts.alpha);
  const verdicts = new Array<MicroVerdict>(n);
  for (let i = 0; i < n; i++) verdicts[i] = verdictOfChange(changes[i], directions[i], multiple.cutoff, opts);
  const betweenRun =
    noise && summarizeBetweenRun(noise, changes, directions, (i) => pairs.metricAt(i), multiple.cutoff, opts);

  const counts = emptyCounts();
  let chunks: ChunkSeries[] | undefined;
  if (chunked) {
    // One value per chunk proves nothing alone: the verdicts are the series', one per metric.
    chunks = compareChunkSeries(baseline, candidate, opts);
    for (const s of chunks) counts[s.verdict]++;
  } else {
    countVerdicts(verdicts, failing, counts);
  }
  const warnings: ParseWarning[] = [...candidate.warnings];
  if (pairs.duplicates > 0) {
    warnings.push({
      code: 'duplicate-key',
      message: `${pairs.duplicates} repeated benchmark key(s) in ${label}; the last one was used`,
      count: pairs.duplicates,
    });
  }

  let rows: MicroBenchmark[] | undefined;
  const benchmarks = (): MicroBenchmark[] => {
    if (!rows) {
      rows = new Array<MicroBenchmark>(keys.length);
      for (let i = 0; i < keys.length; i++)
        rows[i] = judgePair(
          keys[i],
          pairs.real(i, BASELINE_SIDE),
          pairs.real(i, CANDIDATE_SIDE),
          opts,
          undefined,
          memo,
        );
      applyScalingNotes(rows, scalingChanges);
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i];
        row.change = moderate(row.change, row.metric);
        applyBetweenRun(row.change, noise, i, opts.alpha);
        if (row.change) row.basis = row.change.method;
        settleVerdict(row, multiple.cutoff, multiple.compared, opts);
      }
    }
    return rows;
  };
  let geomean: MicroGeomean[] | undefined;
  let runTotals: MicroTotal[] | undefined;
  let notes: string[] | undefined;
  // Own, enumerable accessors in the JSON's order (JSON.stringify and spreads read them as values). They stay
  // lazy, though issue #22 asks for plain data: the notes, geomeans and totals read every row, and the rows are
  // judged on first read; a caller that needs only the counts (the gate, `--quiet`) never pays for them. Eager
  // notes alone took the 20k-benchmark `compare --quiet` of `npm run bench` from about 1.2 s to 1.9 s of CPU.
  const run: MicroRun = {
    label,
    source: candidate.source,
    format: candidate.format,
    tool: candidate.tool,
    get benchmarks() {
      return benchmarks();
    },
    set benchmarks(v: MicroBenchmark[]) {
      rows = v;
    },
    get geomean() {
      // From the rows once they are built, else from the first pass's medians (the same numbers: both passes
      // summarise each side alike): a caller that needs only the headline shift never builds the rows.
      return (geomean ??= rows
        ? geomeans(rows)
        : geomeansOfCenters(n, {
            metric: (i) => pairs.metricAt(i),
            unit: (i) => units[i],
            baseline: (i) => (sides[i] & 1 ? medians[2 * i] : undefined),
            candidate: (i) => (sides[i] & 2 ? medians[2 * i + 1] : undefined),
          }));
    },
    set geomean(v: MicroGeomean[]) {
      geomean = v;
    },
    get totals() {
      return (runTotals ??= totals(benchmarks(), label));
    },
    set totals(v: MicroTotal[]) {
      runTotals = v;
    },
    counts,
    variancePriors,
    betweenRun,
    paired,
    usable,
    multipleComparisons: multiple,
    scaling,
    scalingChanges,
    get notes() {
      return (notes ??= [
        ...(betweenRun
          ? [betweenRun.description, ...betweenRun.shifts.map((s) => shiftSentence(s, betweenRun.source))]
          : []),
        ...runNotes(benchmarks(), chunked, betweenRun !== null),
      ]);
    },
    set notes(v: string[]) {
      notes = v;
    },
    warnings,
  };
  if (chunks) run.chunks = chunks;
  return run;
}

/** Compares a baseline with one or more candidates (each against the baseline). */
export function compareMicro(
  baseline: ResultSet,
  candidates: ResultSet[] | ResultSet,
  options: Partial<MicroCompareOptions> = {},
): MicroComparison {
  const opts: MicroCompareOptions = {
    ...DEFAULT_MICRO_OPTIONS,
    ...options,
    sanity: { ...DEFAULT_SANITY, ...options.sanity },
  };
  const list = Array.isArray(candidates) ? candidates : [candidates];
  // Shared notes and U-test results of this comparison's rows (micro-judge.ts): kept with the comparison.
  const memo = newJudgeMemo();
  const labelOf = (rs: ResultSet, i: number) =>
    opts.candidateLabels?.[i] ?? rs.source ?? (list.length === 1 ? 'candidate' : `candidate ${i + 1}`);
  const sides = columnSides([baseline, ...list]);
  let baseDuplicates = 0;
  let runs: MicroRun[];
  let baseScaling: ScalingAnalysis;
  if (sides) {
    // No two keys share a family label (checked by columnSides): no scaling on any side.
    const [baseSide, ...candSides] = sides;
    baseScaling = noScaling();
    runs = list.map((c, i) =>
      compareOne(
        baseline,
        baseScaling,
        c,
        candSides[i].aligned
          ? alignedPairs(baseSide, candSides[i], baseline, c)
          : columnPairs(baseSide, candSides[i], baseline, c),
        noScaling(),
        labelOf(c, i),
        opts,
        opts.betweenRuns?.[i],
        memo,
      ),
    );
  } else {
    const baseIndex = indexMeasurements(baseline);
    const candIndexes = list.map(indexMeasurements);
    const [baseAnalysis, ...candScalings] = analyzeScalingOfSides([
      baseIndex.byKey,
      ...candIndexes.map((x) => x.byKey),
    ]);
    baseScaling = baseAnalysis;
    baseDuplicates = baseIndex.duplicates;
    runs = list.map((c, i) =>
      compareOne(
        baseline,
        baseScaling,
        c,
        pairsOfIndexes(baseIndex, candIndexes[i]),
        candScalings[i],
        labelOf(c, i),
        opts,
        opts.betweenRuns?.[i],
        memo,
      ),
    );
  }
  const warnings: ParseWarning[] = [...baseline.warnings];
  if (baseDuplicates > 0) {
    warnings.push({
      code: 'duplicate-key',
      message: `${baseDuplicates} repeated benchmark key(s) in the baseline; the last one was used`,
      count: baseDuplicates,
    });
  }
  const first = runs[0] as MicroRun | undefined;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { candidateLabels, baselineLabel, betweenRuns, ...rest } = opts;
  // The first run's rows and summaries, and all runs' totals, are built when first read (see compareOne).
  let benchmarks: MicroBenchmark[] | undefined;
  let geomean: MicroGeomean[] | undefined;
  let multiple: MultipleComparisons | undefined;
  let allTotals: MicroTotal[] | undefined;
  const judged = { runs, options: rest };
  return {
    schemaVersion: 1,
    kind: 'micro',
    verdict: microVerdict(judged),
    reason: microVerdictReason(judged),
    options: rest,
    baseline: {
      label: opts.baselineLabel ?? baseline.source ?? 'baseline',
      format: baseline.format,
      tool: baseline.tool,
      source: baseline.source,
      scaling: baseScaling,
    },
    get benchmarks() {
      return (benchmarks ??= first?.benchmarks ?? []);
    },
    set benchmarks(v: MicroBenchmark[]) {
      benchmarks = v;
    },
    get geomean() {
      return (geomean ??= first?.geomean ?? []);
    },
    set geomean(v: MicroGeomean[]) {
      geomean = v;
    },
    get multipleComparisons() {
      return (multiple ??= first?.multipleComparisons ?? multipleComparisons([], opts.alpha));
    },
    set multipleComparisons(v: MultipleComparisons) {
      multiple = v;
    },
    counts: first?.counts ?? emptyCounts(),
    runs,
    get totals() {
      return (allTotals ??= runs.flatMap((r) => r.totals));
    },
    set totals(v: MicroTotal[]) {
      allTotals = v;
    },
    warnings,
  };
}
