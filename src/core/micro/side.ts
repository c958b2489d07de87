// One side of a pair summarised as benchstat does (median and an order-statistic interval of it), or from
// the tool's reported error or interval when there are no samples.
import { sideSortBuffer } from '../../internal/scratch-buffers.js';
import { ciWarnings, insertionSortInto, NO_WARNINGS } from '../benchstat/benchmath.js';
import { medianCi } from '../benchstat/median-ci.js';
import type { MicroSide } from './model.js';
import type { Measurement } from '../model.js';
import { coefficientOfVariationPct } from '../sanity.js';
import { studentTQuantile } from '../stats/student-t.js';

const CI_ATTR_NAMES: Array<[string, string]> = [
  ['ciLow', 'ciHigh'],
  ['ci_lower', 'ci_upper'],
  ['lowerBound', 'upperBound'],
  ['lower_bound', 'upper_bound'],
];

export const BASELINE_SIDE = 0;
export const CANDIDATE_SIDE = 1;

/** The values in ascending order in the side's buffer (first values.length entries). */
function sortInto(values: ArrayLike<number>, side: 0 | 1): Float64Array {
  const n = values.length;
  const a = sideSortBuffer(side, n);
  if (n > 48) {
    // Larger samples (criterion's 100): the typed-array sort, as benchstat's sortedCopy does for them.
    a.set(values);
    a.subarray(0, n).sort();
    return a;
  }
  // Samples are usually few (go -count 10, JMH 3–20): insertion sort.
  insertionSortInto(values, a);
  return a;
}

/** A side with every field in the JSON's order (filled by summarizeSideInto). */
export function newSide(): MicroSide {
  return {
    n: 0,
    median: 0,
    ciLow: -Infinity,
    ciHigh: Infinity,
    confidence: null,
    cvPct: null,
    basis: 'single-value',
    center: 'value',
    centerFrom: 'tool',
    warnings: NO_WARNINGS,
  };
}

/** benchstat's summary of one side (summarizeSample), written into `side` (a new row's, or a scratch one). */
export function summarizeSideInto(
  m: Measurement,
  confidence: number,
  which: 0 | 1,
  side: MicroSide,
): MicroSide {
  const samples = m.samples;
  if (samples && samples.length >= 2) {
    const sorted = sortInto(samples, which);
    const n = samples.length;
    const ci = medianCi(n, confidence);
    const lo = ci.loOrder < 1 ? -Infinity : sorted[ci.loOrder - 1];
    const hi = ci.hiOrder - 1 >= n ? Infinity : sorted[ci.hiOrder - 1];
    const mid = n >> 1;
    side.n = n;
    side.median = n % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    side.ciLow = lo;
    side.ciHigh = hi;
    side.confidence = ci.confidence;
    side.cvPct = finiteOrNull(coefficientOfVariationPct(samples));
    side.basis = 'samples';
    side.center = 'median';
    side.centerFrom = 'samples';
    side.warnings = lo === -Infinity || hi === Infinity ? ciWarnings(confidence) : NO_WARNINGS;
    return side;
  }
  const value = samples && samples.length === 1 ? samples[0] : m.value;
  side.n = samples?.length ?? 1;
  side.median = value;
  side.ciLow = -Infinity;
  side.ciHigh = Infinity;
  side.confidence = null;
  side.cvPct = null;
  side.basis = 'single-value';
  // One sample is the tool's value for that run, whatever the tool called it.
  side.center = samples?.length === 1 ? 'value' : (m.center ?? 'value');
  side.centerFrom = m.centerFrom ?? 'tool';
  side.warnings = [];
  if (m.error !== undefined && Number.isFinite(m.error)) {
    const e = Math.abs(m.error);
    side.ciLow = value - e;
    side.ciHigh = value + e;
    side.basis = 'reported-error';
    return side;
  }
  if (m.attrs) {
    for (const [lo, hi] of CI_ATTR_NAMES) {
      const l = m.attrs[lo];
      const h = m.attrs[hi];
      if (l !== undefined && h !== undefined && Number.isFinite(l) && Number.isFinite(h)) {
        side.ciLow = l;
        side.ciHigh = h;
        side.basis = 'reported-ci';
        return side;
      }
    }
  }
  return side;
}

function finiteOrNull(x: number): number | null {
  return Number.isFinite(x) ? x : null;
}

/**
 * How far one sample of a side strays from its centre, as a fraction, and of how many samples: its samples' CV, or
 * where the tool gave none a spread it reported per sample (the standard deviation of its rounds or runs, a
 * median's MAD as tinybench's: errorKind `stddevOf`; one cycle's, read back from benchmark.js's interval of the
 * mean) over its centre. Interference shows here first (a neighbour preempting some of a run's iterations) whether
 * or not the tool kept its samples. 0 and 0: nothing to read.
 */
export function sampleSpread(
  side: MicroSide | null | undefined,
  m: Measurement | undefined,
): { cv: number; n: number } {
  if (!side) return { cv: 0, n: 0 };
  if (side.cvPct !== null) return { cv: side.cvPct / 100, n: side.n };
  const kind = m?.errorKind;
  if (!kind || !(side.median > 0)) return { cv: 0, n: side.n };
  const error = Math.abs(m?.error ?? NaN);
  if ('stddevOf' in kind) {
    const cv = error / side.median;
    return kind.stddevOf >= 2 && Number.isFinite(cv) ? { cv, n: kind.stddevOf } : { cv: 0, n: side.n };
  }
  // An interval of the mean over n timed cycles (benchmark.js's ±rme%, a t interval): one cycle's spread is its
  // half-width over t, times √n.
  const n = kind.n;
  if (!kind.cycles || n === undefined || !(n >= 2) || !(kind.confidence > 0 && kind.confidence < 1))
    return { cv: 0, n: side.n };
  const cv = ((error / studentTQuantile((1 + kind.confidence) / 2, n - 1)) * Math.sqrt(n)) / side.median;
  return Number.isFinite(cv) ? { cv, n } : { cv: 0, n: side.n };
}
