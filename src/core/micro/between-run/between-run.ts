// Between-run noise for micro-benchmark verdicts. The samples of one process (go -count, JMH iterations,
// pytest rounds) measure within-run noise only; two processes of one build on a shared host differ by far more
// (code layout, frequency, neighbours). Each row's change gets a between-run variance from the best source at
// hand, in this order: replicated runs per side (interleaved: paired), an A/A pair, the service's history of
// the series, the suite itself (most benchmarks do not change in one PR: their spread is the noise and their
// common shift the run's drift), else a stated default. This module picks the source and words it; the sources'
// arithmetic is in micro-between-run-sources.ts and -replicates.ts, the shared types in -model.ts; reading the
// extra files is the pipeline's.
import type { MicroChange } from '../model.js';
import { fromReplicates } from './replicates.js';
import {
  DEFAULT_BETWEEN_RUN_PCT,
  DEFAULT_RUN_DRIFT_PCT,
  fmt,
  median,
  pctOfLog,
  TAIL_DF,
  takesTerm,
  type BetweenRunInput,
  type BetweenRunNoise,
  type RowForNoise,
} from './model.js';
import { fromHistoryLevels } from './history.js';
import { aaVariances, fromRowVariances, fromSuite, historyVariances, widenWallShift } from './sources.js';

export {
  DEFAULT_BETWEEN_RUN_PCT,
  DEFAULT_RUN_DRIFT_PCT,
  rowKey,
  TAIL_DF,
  tailDfOf,
  type BetweenRunInput,
  type BetweenRunNoise,
  type BetweenRunSource,
  type HistorySeries,
  type RowForNoise,
  type RunCentres,
  type SuiteShift,
} from './model.js';

/**
 * Hodges–Lehmann shift of ln(candidate) − ln(baseline): the median of all pairwise differences (one slow
 * sample of five moves it little, unlike a mean of logs). Large samples use the difference of medians. Both
 * arrays sorted, first nb / nc values used; NaN when a value is not positive.
 */
export function robustLogShift(
  base: ArrayLike<number>,
  nb: number,
  cand: ArrayLike<number>,
  nc: number,
): number {
  if (nb === 0 || nc === 0 || !(base[0] > 0) || !(cand[0] > 0)) return NaN;
  if (nb * nc > 4096) return Math.log(medianSorted(cand, nc)) - Math.log(medianSorted(base, nb));
  const diffs = new Float64Array(nb * nc);
  let k = 0;
  for (let i = 0; i < nc; i++) {
    const lc = Math.log(cand[i]);
    for (let j = 0; j < nb; j++) diffs[k++] = lc - Math.log(base[j]);
  }
  diffs.sort();
  const h = k >> 1;
  return k % 2 ? diffs[h] : (diffs[h - 1] + diffs[h]) / 2;
}

function medianSorted(a: ArrayLike<number>, n: number): number {
  const h = n >> 1;
  return n % 2 ? a[h] : (a[h - 1] + a[h]) / 2;
}

/** The rows' between-run terms from the best source in `input` (see the file's comment). */
export function betweenRunNoise(rows: readonly RowForNoise[], input: BetweenRunInput = {}): BetweenRunNoise {
  const n = rows.length;
  const out: BetweenRunNoise = {
    source: 'default',
    description: '',
    estimate: new Float64Array(n),
    variance: new Float64Array(n),
    df: new Float64Array(n),
    offset: new Float64Array(n),
    offsetVariance: new Float64Array(n),
    applies: new Uint8Array(n),
    shiftOf: new Array<MicroChange | null>(n).fill(null),
    typicalPct: null,
    shifts: [],
  };
  const byMetric = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    const { change } = rows[i];
    if (!takesTerm(change)) continue;
    out.applies[i] = 1;
    out.estimate[i] = Number.isFinite(rows[i].robust) ? rows[i].robust : change.estimate;
    let list = byMetric.get(rows[i].metric);
    if (!list) byMetric.set(rows[i].metric, (list = []));
    list.push(i);
  }
  const drift = (input.runDriftPct ?? DEFAULT_RUN_DRIFT_PCT) / 100;
  if (input.replicates) fromReplicates(rows, input.replicates, byMetric, out, drift);
  else if (input.aaPair) fromRowVariances(rows, byMetric, out, 'aa-pair', aaVariances(rows, input.aaPair));
  else if (input.history) {
    fromRowVariances(rows, byMetric, out, 'history', historyVariances(rows, input.history));
    // Rows with a level are judged against it instead (micro-between-run-history.ts).
    if (input.historyCandidate) {
      const { history, historyCandidate } = input;
      const levels = fromHistoryLevels(rows, byMetric, out, { history, historyCandidate }, drift);
      if (levels.summary) out.historyLevel = levels.summary;
    }
  } else fromSuite(rows, byMetric, out, drift);
  widenWallShift(out, byMetric);
  const sds: number[] = [];
  // Replicated runs: how far a row moves apart from its suite (the run drift is the shift's, said on its line).
  const drifts = out.source !== 'replicates';
  for (let i = 0; i < n; i++)
    if (out.applies[i]) sds.push(Math.sqrt(out.variance[i] + (drifts ? out.offsetVariance[i] : 0)));
  out.typicalPct = sds.length > 0 ? pctOfLog(median(sds)) : null;
  out.description = describe(out, input, drift);
  return out;
}

function describe(out: BetweenRunNoise, input: BetweenRunInput, drift: number): string {
  const typical =
    out.typicalPct === null
      ? ''
      : `: a benchmark's change varies by about ±${fmt(out.typicalPct)} (1σ) between runs`;
  switch (out.source) {
    case 'replicates':
    case 'interleaved': {
      const [kb, kc] = input.replicates?.runs ?? [0, 0];
      return (
        `between-run noise measured from ${kb} + ${kc} replicated runs` +
        (out.oddRunsSetAside
          ? ` (${out.oddRunsSetAside} benchmark${out.oddRunsSetAside === 1 ? '' : 's'} with one run far off the rest, set aside)`
          : '') +
        (out.source === 'interleaved' ? ', paired in the order they ran (interleaved)' : '') +
        typical
      );
    }
    case 'aa-pair':
      return `between-run noise measured from the A/A pair (two runs of one build)${typical}`;
    case 'history': {
      const h = out.historyLevel;
      if (!h) return `between-run noise from the service's history of each series on main${typical}`;
      const runs =
        h.candidateRuns > 1 ? `the median of ${h.candidateRuns} candidate runs` : 'one candidate run';
      return (
        `between-run noise from the service's history: ${runs} judged against main's level over ${h.levelRuns} ` +
        `runs since its last change (median per series; ${h.rows} benchmarks), each apart from the suite's common ` +
        `shift with its own run-to-run noise${typical}` +
        (h.tailDf < TAIL_DF
          ? `, with t${h.tailDf} tails (main's runs now and then move benchmarks far beyond that noise)`
          : '') +
        `; the shift against ±${fmt(h.runSdPct)} run speed ` +
        (h.measuredRunSd ? "(main's history)" : '(stated)')
      );
    }
    case 'suite':
      return (
        `one run per side: between-run noise estimated from the suite itself (each change judged against the ` +
        `spread of the unchanged benchmarks around their common shift; the common shift against ` +
        `±${fmt(drift * 100)} run drift${loadedDrift(out, drift)})` +
        `${typical}; give replicated runs, an A/A pair or the service's history to measure it`
      );
    default:
      return (
        `one run per side and too few benchmarks to measure between-run noise: assumed ±${fmt(DEFAULT_BETWEEN_RUN_PCT)} ` +
        `per change (weighed with the other benchmarks' changes) and ±${fmt(drift * 100)} run drift; give ` +
        `replicated runs or an A/A pair to measure it`
      );
  }
}

/** A loaded suite's wider run drift (sources.ts loadedRunDrift), for the source's sentence. */
function loadedDrift(out: BetweenRunNoise, drift: number): string {
  const widest = Math.max(drift, ...out.shifts.map((s) => s.runDrift ?? 0));
  return widest > drift ? `, or up to ±${fmt(pctOfLog(widest))} where its benchmarks move that much` : '';
}
