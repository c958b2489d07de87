// Judging one pair: summarise both sides and run benchstat's rank test (for its tables), estimate the change the
// verdict rests on (micro-change.ts), add sanity notes; once the run's control is known, settle the verdict.
import {
  compareSortedSamplesInto,
  DEFAULT_ALPHA,
  isSignificant,
  NO_WARNINGS,
  type SampleComparison,
} from '../benchstat/benchmath.js';
import type {
  MicroCompareOptions,
  MicroVerdict,
  MicroSide,
  MicroTest,
  MicroBenchmark,
  MicroChange,
} from './model.js';
import { decideChange, estimateChange, MIN_OWN_SAMPLES } from './change.js';
import {
  NO_NOTES,
  NO_SANITY,
  addNote,
  sharedTest,
  addSanity,
  addBenchstatWarnings,
  newNoteTables,
  type NoteTables,
} from './notes.js';
import { BASELINE_SIDE, CANDIDATE_SIDE, newSide, summarizeSideInto } from './side.js';
import type { Measurement } from '../model.js';
import { reusedRecord, sideSortBuffer } from '../../internal/scratch-buffers.js';
import {
  largeChangeNote,
  oneSideNote,
  ratioNote,
  sampleCountNote,
  SUSPECT_CODES,
  timeUnitNote,
  unitNote,
  variationNote,
  unequalVariationNote,
} from '../sanity.js';

export const SUSPECT_REGRESSION_NOTE =
  'suspect: a sanity check failed (see sanity); it is still a regression and fails the gate unless ' +
  '--suspect warn: check what the sanity note says first';
const SUSPECT_IMPROVEMENT_NOTE =
  'suspect: a sanity check failed (see sanity); check what it says before trusting this improvement';

export function pct(x: number): string {
  return `${x >= 0 ? '+' : ''}${x.toFixed(2)}%`;
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
    change: null,
    verdict: 'inconclusive',
    suspect: false,
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
  row.change = null;
  row.verdict = 'inconclusive';
  row.suspect = false;
  row.notes = NO_NOTES;
  row.sanity = NO_SANITY;
  row.config = ref.config;
  if (row.candidateConfig) row.candidateConfig = undefined;
  return row;
}

export function judgePair(
  key: string,
  base: Measurement | undefined,
  cand: Measurement | undefined,
  opts: MicroCompareOptions,
  scratch?: JudgeScratch,
  memo?: JudgeMemo,
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
  // Only full rows (no scratch) use the memo; the first pass over a run needs none.
  const full = scratch ? undefined : (memo ?? newJudgeMemo());
  // For the report only, like the U test below.
  if (full && base && cand && !sameConfig(base.config, cand.config, full))
    out.candidateConfig = cand.config ?? {};
  if (!b || !c || !base || !cand) {
    const note = oneSideNote(b ? 'baseline' : 'candidate');
    addSanity(out, note);
    addNote(out, note.message);
    return out;
  }

  const unitIssue = unitNote(base.unit, cand.unit);
  if (unitIssue) addSanity(out, unitIssue);
  const scaleIssue = timeUnitNote(base.attrs?.timeUnitSeconds, cand.attrs?.timeUnitSeconds);
  if (scaleIssue) addSanity(out, scaleIssue);
  if (b.median === c.median) out.deltaPct = 0;
  else if (b.median !== 0) out.deltaPct = (c.median / b.median - 1) * 100;
  else addNote(out, 'baseline median is 0: Δ% cannot be computed; the change is judged by sign only');

  // benchstat's own test, as benchstat runs it, for its tables and `pValue`: not for a verdict, so not on a
  // scratch row (the first pass reads only the change, the sanity notes, the direction and Δ%).
  if (full && b.basis === 'samples' && c.basis === 'samples') {
    rankTest(out, b, c, sideSortBuffer(BASELINE_SIDE), sideSortBuffer(CANDIDATE_SIDE), opts, full.notes);
  }
  const nb = base.samples?.length ?? 0;
  const nc = cand.samples?.length ?? 0;
  out.change = estimateChange(
    base,
    sideSortBuffer(BASELINE_SIDE),
    nb,
    cand,
    sideSortBuffer(CANDIDATE_SIDE),
    nc,
    opts.alpha,
  );
  if (!out.change) {
    addNote(out, 'no samples and no reported error: a single value per side cannot show a change');
    return out;
  }
  out.basis = out.change.method;
  if (out.change.method !== 'reported-uncertainty') {
    const few = sampleCountNote(nb, nc, opts.sanity.minSamples);
    if (few) addSanity(out, few);
  }
  if (b.basis === 'samples' && c.basis === 'samples') {
    const vb = variationNote('baseline', b.cvPct, opts.sanity.maxCvPct);
    if (vb) addSanity(out, vb);
    const vc = variationNote('candidate', c.cvPct, opts.sanity.maxCvPct);
    if (vc) addSanity(out, vc);
    const uneven = unequalVariationNote(b.cvPct, c.cvPct);
    if (uneven) addSanity(out, uneven);
  }
  const r = ratioNote(b.median, c.median, opts.sanity.maxRatio);
  if (r) {
    const up = c.median > b.median;
    const better = out.direction === 'smaller-is-better' ? !up : up;
    addSanity(out, better ? largeChangeNote(b.median, c.median, opts.sanity.maxRatio, true) : r);
  }
  return out;
}

type Config = Record<string, string> | undefined;

/**
 * What judging the rows of one comparison remembers to go faster: the shared notes and U-test results
 * (micro-notes.ts), and the last pair of configs sameConfig compared (a suite's rows share a few config
 * objects per side, so one remembered answer spares comparing their keys on most rows). The caller makes one
 * per comparison (newJudgeMemo) and passes it in; judging keeps no state of its own.
 */
export interface JudgeMemo {
  notes: NoteTables;
  lastConfigs?: { a: Config; b: Config; same: boolean };
}

export const newJudgeMemo = (): JudgeMemo => ({ notes: newNoteTables() });

function sameConfig(a: Config, b: Config, memo: JudgeMemo): boolean {
  if (a === b) return true;
  const last = memo.lastConfigs;
  if (last && last.a === a && last.b === b) return last.same;
  const ka = a ? Object.keys(a) : [];
  const kb = b ? Object.keys(b) : [];
  const same = ka.length === kb.length && ka.every((k) => a?.[k] === b?.[k]);
  memo.lastConfigs = { a, b, same };
  return same;
}

/** Whether a row carries a sanity note that makes a change suspect. */
export function failsSanity(row: Pick<MicroBenchmark, 'sanity'>): boolean {
  return row.sanity.some((s) => SUSPECT_CODES.has(s.code));
}

/** The verdict of a row's change once the run's control is known (p ≤ cutoff survives it). */
export function verdictOfChange(
  change: MicroChange | null,
  direction: MicroBenchmark['direction'],
  cutoff: number,
  opts: Pick<MicroCompareOptions, 'alpha' | 'minEffectPct'>,
): MicroVerdict {
  if (!change) return 'inconclusive';
  const outcome = decideChange(change, cutoff, opts.alpha, opts.minEffectPct);
  if (outcome === 'up' || outcome === 'down') {
    const worse = direction === 'smaller-is-better' ? outcome === 'up' : outcome === 'down';
    return worse ? 'regression' : 'improvement';
  }
  return outcome;
}

/**
 * Gives a judged row its verdict under the run's control (`cutoff`, `tests`: how many changes were tested),
 * marks a suspect change, and says in its notes what the verdict rests on.
 */
export function settleVerdict(
  out: MicroBenchmark,
  cutoff: number,
  tests: number,
  opts: MicroCompareOptions,
): void {
  const ch = out.change;
  if (!ch) return;
  ch.significant = cutoff > 0 && ch.p <= cutoff;
  if (out.test === null) out.significant = ch.significant;
  out.verdict = verdictOfChange(ch, out.direction, cutoff, opts);
  const sides = [
    ['baseline', ch.reported.baseline],
    ['candidate', ch.reported.candidate],
  ].filter(([, what]) => what !== null);
  if (sides.length > 0) {
    addNote(
      out,
      `fewer than ${MIN_OWN_SAMPLES} samples: judged by the tool's own uncertainty (` +
        sides.map(([side, what]) => `${side}: ${what}`).join('; ') +
        ')',
    );
  }
  if (ch.method === 'single-value')
    addNote(
      out,
      ch.betweenRun
        ? 'one value per side (no samples): judged against how far a benchmark moves between runs alone'
        : 'no samples and no reported error: a single value per side cannot show a change',
    );
  if (ch.betweenRun?.widened) addNote(out, ch.betweenRun.widened);
  const interval = `${pct(ch.pct)} [${pct(ch.ciLowPct)}, ${pct(ch.ciHighPct)}]`;
  if (out.verdict === 'inconclusive') {
    addNote(
      out,
      ch.p <= opts.alpha && !ch.significant
        ? `p=${formatP(ch.p)} is below α=${opts.alpha} but not after Benjamini–Hochberg over ${tests} tests: inconclusive`
        : `inconclusive: the change ${interval} (${Math.round(ch.confidence * 100)}%) neither rules out nor ` +
            `confirms a change of ±${opts.minEffectPct}%`,
    );
  }
  if ((out.verdict === 'regression' || out.verdict === 'improvement') && failsSanity(out)) {
    out.suspect = true;
    addNote(out, out.verdict === 'regression' ? SUSPECT_REGRESSION_NOTE : SUSPECT_IMPROVEMENT_NOTE);
  }
}

function formatP(p: number): string {
  return p < 0.001 ? p.toExponential(1) : p.toFixed(3);
}

/** The U-test result of the pair being judged, reused (its fields are copied into the row at once). */
function newSampleComparison(): SampleComparison {
  return { p: 1, n1: 0, n2: 0, alpha: DEFAULT_ALPHA, warnings: NO_WARNINGS };
}

/** benchstat's Mann–Whitney U on both sides' samples; sb and sc hold them sorted (first b.n / c.n). */
function rankTest(
  out: MicroBenchmark,
  b: MicroSide,
  c: MicroSide,
  sb: Float64Array,
  sc: Float64Array,
  opts: MicroCompareOptions,
  notes: NoteTables,
): void {
  const cmp = reusedRecord(newSampleComparison);
  compareSortedSamplesInto(sb, b.n, sc, c.n, opts.alpha, cmp);
  out.pValue = cmp.p;
  out.significant = isSignificant(cmp);
  out.test = sharedTest(
    notes,
    cmp.method ? (`mann-whitney-${cmp.method}` as MicroTest['method']) : 'mann-whitney-failed',
    cmp.u ?? null,
    cmp.n1,
    cmp.n2,
    cmp.alpha,
    cmp.warnings,
  );
  addBenchstatWarnings(notes, out, b.warnings, c.warnings, cmp.warnings);
}
