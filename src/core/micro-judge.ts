// Judging one pair: summarise both sides, test (Mann–Whitney as benchstat, Welch's t on logs when the rank
// test cannot reach α, interval overlap on the tools' reported errors), decide the verdict and add sanity notes.
import {
  compareSortedSamplesInto,
  DEFAULT_ALPHA,
  isSignificant,
  NO_WARNINGS,
  type SampleComparison,
} from './benchstat/benchmath.js';
import type {
  MicroCompareOptions,
  MicroVerdict,
  MicroSide,
  MicroTest,
  SmallSampleTest,
  MicroBenchmark,
} from './micro-model.js';
import { NO_NOTES, NO_SANITY, addNote, sharedTest, addSanity, addBenchstatWarnings } from './micro-notes.js';
import { sortBuffers, BASELINE_SIDE, CANDIDATE_SIDE, newSide, summarizeSideInto } from './micro-side.js';
import type { Measurement } from './model.js';
import { welchTTest } from './samples-regression.js';
import {
  largeChangeNote,
  oneSideNote,
  ratioNote,
  sampleCountNote,
  SUSPECT_CODES,
  unitNote,
  variationNote,
  unequalVariationNote,
} from './sanity.js';

export const SUSPECT_NOTE =
  'verdict is "suspect" rather than "regression" because a sanity check failed (see sanity)';

export function pct(x: number): string {
  return `${x >= 0 ? '+' : ''}${x.toFixed(2)}%`;
}

function overlaps(a: MicroSide, b: MicroSide): boolean {
  return a.ciLow <= b.ciHigh && b.ciLow <= a.ciHigh;
}

/** Smallest two-sided p the exact U test can give for sizes n1, n2: 2 / C(n1 + n2, n1). */
function minUTestP(n1: number, n2: number): number {
  const k = Math.min(n1, n2);
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n1 + n2 - k + i)) / i;
  return Math.min(1, 2 / c);
}

/** Logs of the first n values, or null when one is not positive. */
function logsOf(values: ArrayLike<number>, n: number): number[] | null {
  const out: number[] = new Array(n);
  for (let i = 0; i < n; i++) {
    if (!(values[i] > 0)) return null;
    out[i] = Math.log(values[i]);
  }
  return out;
}

/**
 * A benchmark row before judging. One literal per shape (with or without config): a property added later
 * gave each of 60,000 rows a second property store.
 */
function newBenchmark(
  key: string,
  ref: Measurement,
  baseline: MicroSide | null,
  candidate: MicroSide | null,
): MicroBenchmark {
  const { metric, unit, direction, config } = ref;
  // `config` is always present (undefined when the tool gives none), so every row has one shape; JSON omits it.
  return {
    key,
    metric,
    unit,
    direction,
    baseline,
    candidate,
    deltaPct: null,
    pValue: null,
    significant: false,
    basis: 'none',
    test: null,
    verdict: 'inconclusive',
    notes: NO_NOTES,
    sanity: NO_SANITY,
    config,
  };
}

/**
 * Reused objects for judging a row only for its verdict (the first pass over a run): the row and its sides
 * are built for real only when a report asks for them, by the same judgePair on the same measurements.
 */
interface JudgeScratch {
  row: MicroBenchmark;
  baseline: MicroSide;
  candidate: MicroSide;
}

export function newScratch(): JudgeScratch {
  const row = newBenchmark(
    '',
    { key: '', metric: '', value: 0, unit: '', direction: 'smaller-is-better' },
    null,
    null,
  );
  row.config = undefined;
  row.smallSample = undefined;
  return { row, baseline: newSide(), candidate: newSide() };
}

/** The scratch row set as newBenchmark would make it. */
function resetRow(
  row: MicroBenchmark,
  key: string,
  ref: Measurement,
  baseline: MicroSide | null,
  candidate: MicroSide | null,
): MicroBenchmark {
  row.key = key;
  row.metric = ref.metric;
  row.unit = ref.unit;
  row.direction = ref.direction;
  row.baseline = baseline;
  row.candidate = candidate;
  row.deltaPct = null;
  row.pValue = null;
  row.significant = false;
  row.basis = 'none';
  row.test = null;
  row.smallSample = undefined;
  row.verdict = 'inconclusive';
  row.notes = NO_NOTES;
  row.sanity = NO_SANITY;
  row.config = ref.config;
  return row;
}

export function judgePair(
  key: string,
  base: Measurement | undefined,
  cand: Measurement | undefined,
  opts: MicroCompareOptions,
  scratch?: JudgeScratch,
): MicroBenchmark {
  const ref = (base ?? cand) as Measurement;
  const baseline = base
    ? summarizeSideInto(base, opts.confidence, BASELINE_SIDE, scratch ? scratch.baseline : newSide())
    : null;
  const candidate = cand
    ? summarizeSideInto(cand, opts.confidence, CANDIDATE_SIDE, scratch ? scratch.candidate : newSide())
    : null;
  const out = scratch
    ? resetRow(scratch.row, key, ref, baseline, candidate)
    : newBenchmark(key, ref, baseline, candidate);
  const b = out.baseline;
  const c = out.candidate;
  if (!b || !c || !base || !cand) {
    const note = oneSideNote(b ? 'baseline' : 'candidate');
    addSanity(out, note);
    addNote(out, note.message);
    return out;
  }

  const unitIssue = unitNote(base.unit, cand.unit);
  if (unitIssue) addSanity(out, unitIssue);
  if (b.median === c.median) out.deltaPct = 0;
  else if (b.median !== 0) out.deltaPct = (c.median / b.median - 1) * 100;
  else addNote(out, 'baseline median is 0: Δ% cannot be computed; the change is judged by sign only');

  if (b.basis === 'samples' && c.basis === 'samples') {
    judgeSamples(out, b, c, sortBuffers[BASELINE_SIDE], sortBuffers[CANDIDATE_SIDE], opts);
  } else if (b.basis !== 'single-value' && c.basis !== 'single-value') {
    out.basis = 'interval-overlap';
    out.significant = !overlaps(b, c);
    const describe = (s: MicroSide) =>
      s.basis === 'samples'
        ? `${s.n} samples`
        : s.basis === 'reported-error'
          ? "the tool's reported error"
          : "the tool's reported interval";
    addNote(
      out,
      `no raw samples on both sides: judged by whether the intervals overlap (baseline: ${describe(b)}, ` +
        `candidate: ${describe(c)})`,
    );
  } else {
    addNote(out, 'no samples and no reported error: a single value per side cannot show significance');
    out.verdict = 'inconclusive';
    return out;
  }

  out.verdict = decide(out, b, c, opts);
  const r = ratioNote(b.median, c.median, opts.sanity.maxRatio);
  if (r) {
    addSanity(
      out,
      out.verdict === 'improvement' ? largeChangeNote(b.median, c.median, opts.sanity.maxRatio, true) : r,
    );
  }
  if (out.verdict === 'regression' && out.sanity.some((s) => SUSPECT_CODES.has(s.code))) {
    out.verdict = 'suspect';
    addNote(out, SUSPECT_NOTE);
  }
  return out;
}

/** The U-test result of the pair being judged (its fields are copied into the row at once). */
const cmpScratch: SampleComparison = { p: 1, n1: 0, n2: 0, alpha: DEFAULT_ALPHA, warnings: NO_WARNINGS };

/** Judges a pair with samples on both sides; sb and sc hold each side's samples sorted (first b.n / c.n). */
function judgeSamples(
  out: MicroBenchmark,
  b: MicroSide,
  c: MicroSide,
  sb: Float64Array,
  sc: Float64Array,
  opts: MicroCompareOptions,
): void {
  const cmp = cmpScratch;
  compareSortedSamplesInto(sb, b.n, sc, c.n, opts.alpha, cmp);
  out.basis = 'mann-whitney';
  out.pValue = cmp.p;
  out.significant = isSignificant(cmp);
  out.test = sharedTest(
    cmp.method ? (`mann-whitney-${cmp.method}` as MicroTest['method']) : 'mann-whitney-failed',
    cmp.u ?? null,
    cmp.n1,
    cmp.n2,
    cmp.alpha,
    cmp.warnings,
  );
  addBenchstatWarnings(out, b.warnings, c.warnings, cmp.warnings);

  // 3 + 3 samples (JMH's usual -i 3): the rank test cannot reach α at all. Welch's t on logs can, when
  // the shift is large against the spread; a regression found this way is still only "suspect".
  if (cmp.method && minUTestP(b.n, c.n) > opts.alpha) {
    const lb = logsOf(sb, b.n);
    const lc = logsOf(sc, c.n);
    const w = lb && lc ? welchTTest(lb, lc) : null;
    if (w) {
      out.basis = 'welch-t-log';
      out.smallSample = { method: 'welch-t-log', t: w.t, df: w.df, p: w.p };
      addNote(
        out,
        `Mann–Whitney cannot reach α=${opts.alpha} with ${b.n}+${c.n} samples (smallest p ` +
          `${minUTestP(b.n, c.n).toFixed(3)}): judged by Welch's t-test on log values instead`,
      );
    }
  }

  const few = sampleCountNote(b.n, c.n, opts.sanity.minSamples);
  if (few) addSanity(out, few);
  const vb = variationNote('baseline', b.cvPct, opts.sanity.maxCvPct);
  if (vb) addSanity(out, vb);
  const vc = variationNote('candidate', c.cvPct, opts.sanity.maxCvPct);
  if (vc) addSanity(out, vc);
  const uneven = unequalVariationNote(b.cvPct, c.cvPct);
  if (uneven) addSanity(out, uneven);
}

function decide(out: MicroBenchmark, b: MicroSide, c: MicroSide, opts: MicroCompareOptions): MicroVerdict {
  const welch = out.basis === 'welch-t-log';
  const significant = welch ? (out.smallSample as SmallSampleTest).p <= opts.alpha : out.significant;
  if (!significant) {
    const tested = welch || (out.basis === 'mann-whitney' && out.test?.method !== 'mann-whitney-failed');
    if (tested && minUTestP(b.n, c.n) > opts.alpha) {
      addNote(out, `inconclusive: too few samples to detect any difference at α=${opts.alpha}`);
      return 'inconclusive';
    }
    return 'no-change';
  }
  if (
    out.basis === 'mann-whitney' &&
    Number.isFinite(b.ciLow + b.ciHigh + c.ciLow + c.ciHigh) &&
    overlaps(b, c)
  ) {
    addNote(
      out,
      `p=${(out.pValue as number).toFixed(3)} is below α but the medians' ${Math.round(opts.confidence * 100)}% ` +
        'intervals overlap: treated as noise',
    );
    return 'no-change';
  }
  if (out.deltaPct !== null && Math.abs(out.deltaPct) < opts.minEffectPct) {
    addNote(out, `significant but ${pct(out.deltaPct)} is below the minimum effect of ${opts.minEffectPct}%`);
    return 'no-change';
  }
  if (c.median === b.median) return 'no-change';
  const up = c.median > b.median;
  const worse = out.direction === 'smaller-is-better' ? up : !up;
  return worse ? 'regression' : 'improvement';
}
