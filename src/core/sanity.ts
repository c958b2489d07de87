// Sanity checks that turn an apparent regression into "suspect": the numbers may be right, but the two
// sides may not measure the same thing, or the data cannot carry the claim. Each note says what to check.

export interface SanityOptions {
  /** A median ratio beyond this (either way) is implausible for a code change (default 10×). */
  maxRatio: number;
  /** Coefficient of variation (%) above which a side is too noisy to judge (default 20). */
  maxCvPct: number;
  /**
   * Fewest samples per side for a rank-test judgement (default 4: the fewest with which Mann–Whitney can
   * reach α = 0.05; benchstat's interval of the median needs 6, and says so itself).
   */
  minSamples: number;
}

export const DEFAULT_SANITY: SanityOptions = { maxRatio: 10, maxCvPct: 20, minSamples: 4 };

export type SanityCode =
  | 'implausible-ratio'
  | 'flat-vs-growing'
  | 'too-few-samples'
  | 'high-variation'
  | 'unequal-variation'
  | 'unit-mismatch'
  | 'one-side-only';

export interface SanityNote {
  code: SanityCode;
  /** What was seen and what to check, in one or two sentences. */
  message: string;
}

/** Sample coefficient of variation in % (sd / mean × 100); NaN for < 2 values or a zero mean. */
export function coefficientOfVariationPct(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return NaN;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += values[i];
  mean /= n;
  if (mean === 0) return NaN;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (values[i] - mean) * (values[i] - mean);
  return (Math.sqrt(ss / (n - 1)) / Math.abs(mean)) * 100;
}

export function ratioNote(baseline: number, candidate: number, maxRatio: number): SanityNote | null {
  if (!(baseline > 0) || !(candidate > 0)) return null;
  const ratio = candidate / baseline;
  if (ratio <= maxRatio && ratio >= 1 / maxRatio) return null;
  const shown = ratio >= 1 ? `${ratio.toFixed(1)}× larger` : `${(1 / ratio).toFixed(1)}× smaller`;
  return {
    code: 'implausible-ratio',
    message:
      `suspect: candidate is ${shown} than baseline (bound ${maxRatio}×); check that both sides ran the same ` +
      `benchmark with the same inputs, build mode and units.`,
  };
}

/**
 * The same bound seen from an improvement: a big gain is what an algorithmic fix gives, so it stays an
 * improvement, but the reader should still check that both sides measured the same thing.
 */
export function largeChangeNote(
  baseline: number,
  candidate: number,
  maxRatio: number,
  faster: boolean,
): SanityNote {
  const ratio = candidate >= baseline ? candidate / baseline : baseline / candidate;
  return {
    code: 'implausible-ratio',
    message:
      `large change: ${ratio.toFixed(1)}× ${faster ? 'better' : 'worse'}, beyond the ${maxRatio}× plausibility ` +
      `bound; fine for an algorithmic fix, but check that both sides ran the same benchmark with the same inputs.`,
  };
}

export function sampleCountNote(
  nBaseline: number,
  nCandidate: number,
  minSamples: number,
): SanityNote | null {
  if (nBaseline >= minSamples && nCandidate >= minSamples) return null;
  return {
    code: 'too-few-samples',
    message:
      `too few samples (baseline ${nBaseline}, candidate ${nCandidate}; need ≥ ${minSamples} each for a rank ` +
      `test, ≥ 6 for an interval of the median); rerun with more repetitions (go test -count=10, JMH -i 10).`,
  };
}

export function variationNote(
  side: 'baseline' | 'candidate',
  cv: number | null,
  maxCvPct: number,
): SanityNote | null {
  if (cv === null) return null;
  if (!(cv > maxCvPct)) return null;
  return {
    code: 'high-variation',
    message:
      `${side} varies a lot between runs (CV ${cv.toFixed(1)}% > ${maxCvPct}%); check the host for other load, ` +
      `CPU frequency scaling or thermal throttling, and interleave baseline and candidate runs.`,
  };
}

/** One side far noisier than the other (≥ 5× the CV, and ≥ 5%): the runs did not see the same conditions. */
export function unequalVariationNote(
  baselineCv: number | null,
  candidateCv: number | null,
): SanityNote | null {
  if (baselineCv === null || candidateCv === null) return null;
  const hi = Math.max(baselineCv, candidateCv);
  const lo = Math.min(baselineCv, candidateCv);
  if (hi < 5 || hi < 5 * lo) return null;
  const noisy = baselineCv > candidateCv ? 'baseline' : 'candidate';
  return {
    code: 'unequal-variation',
    message:
      `the ${noisy} run is much noisier (CV ${baselineCv.toFixed(1)}% vs ${candidateCv.toFixed(1)}%): the two runs ` +
      `did not see the same conditions; check the host load during the ${noisy} run, or rerun both interleaved.`,
  };
}

export function unitNote(baselineUnit: string, candidateUnit: string): SanityNote | null {
  if (baselineUnit === candidateUnit) return null;
  return {
    code: 'unit-mismatch',
    message:
      `suspect: units differ (baseline ${baselineUnit}, candidate ${candidateUnit}) and cannot be reconciled; ` +
      `check that both sides come from the same tool and benchmark configuration.`,
  };
}

/** Smallest ratio between the two sides' own time units (`timeUnitSeconds`) that is worth a note. */
const TIME_UNIT_RATIO = 1e6;

/**
 * The tool printed the same benchmark in time units ≥ 10⁶ apart (Google Benchmark's `time_unit` s against ns):
 * the values are converted, but a unit that far off usually means the benchmark itself changed what it times.
 */
export function timeUnitNote(baselineUnitSeconds?: number, candidateUnitSeconds?: number): SanityNote | null {
  if (baselineUnitSeconds === undefined || candidateUnitSeconds === undefined) return null;
  const ratio = baselineUnitSeconds / candidateUnitSeconds;
  if (!(ratio >= TIME_UNIT_RATIO || ratio <= 1 / TIME_UNIT_RATIO)) return null;
  const factor = Math.max(ratio, 1 / ratio)
    .toExponential(0)
    .replace('+', '');
  return {
    code: 'unit-mismatch',
    message:
      `suspect: the tool timed this benchmark in units ${factor}× apart (baseline ` +
      `${timeUnitName(baselineUnitSeconds)}, candidate ${timeUnitName(candidateUnitSeconds)}); check that both ` +
      `sides time the same thing (the benchmark's Unit() setting, what its loop does).`,
  };
}

const TIME_UNIT_NAMES = new Map([
  [1, 's'],
  [1e-3, 'ms'],
  [1e-6, 'us'],
  [1e-9, 'ns'],
]);

function timeUnitName(seconds: number): string {
  return TIME_UNIT_NAMES.get(seconds) ?? `${seconds} s`;
}

export function oneSideNote(side: 'baseline' | 'candidate'): SanityNote {
  return {
    code: 'one-side-only',
    message:
      side === 'baseline'
        ? 'only in baseline: removed, renamed, or it failed in the candidate run; check the candidate log.'
        : 'only in candidate: new, renamed, or it failed in the baseline run.',
  };
}

/**
 * A family whose baseline grows with n but whose candidate is flat: the candidate may have stopped doing
 * the work (dead-code elimination, a cached result). The opposite direction is a complexity change worth
 * reporting, not a sanity failure, so it returns null here.
 */
export function flatVsGrowingNote(
  param: string,
  baselineExponent: number,
  candidateExponent: number,
): SanityNote | null {
  if (!(baselineExponent > 0.5 && candidateExponent < 0.2)) return null;
  return {
    code: 'flat-vs-growing',
    message:
      `suspect: the candidate is flat in ${param} while the baseline grows (growth exponent ` +
      `${baselineExponent.toFixed(2)} → ${candidateExponent.toFixed(2)}); check that the candidate still does ` +
      `work proportional to ${param} (dead-code elimination, cached results, a skipped loop).`,
  };
}

/** Codes that make a regression "suspect" rather than a regression. */
export const SUSPECT_CODES: ReadonlySet<SanityCode> = new Set([
  'implausible-ratio',
  'flat-vs-growing',
  'too-few-samples',
  'high-variation',
  'unequal-variation',
  'unit-mismatch',
]);
