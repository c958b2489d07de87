// Least squares around one step: a line (and a curve) with a step at τ fitted from sums over a window, the
// F-test of the step, and whether a line that bends without breaking fits better (the end of a ramp).
import { incompleteBeta } from '../stats/student-t.js';

const { abs, max, min } = Math;

/** values[τ − 1] + a0 + slope·x + bend·x² + delta·[i ≥ τ], x = i − τ + ½, over [from, to). */
export interface LevelModel {
  from: number;
  to: number;
  a0: number;
  slope: number;
  delta: number;
  bend?: number;
}

/**
 * Least squares from the sums: `gram` is XᵀX over all columns, `xy` is Xᵀy, `yy` is yᵀy; `use` picks the
 * columns of the model. Returns the residual sum of squares and the coefficients (NaN when singular).
 */
function fitFromSums(
  gram: number[][],
  xy: number[],
  yy: number,
  use: readonly number[],
): { sse: number; beta: number[] } {
  const p = use.length;
  const a = use.map((r) => [...use.map((c) => gram[r][c]), xy[r]]);
  for (let c = 0; c < p; c++) {
    let pivot = c;
    for (let r = c + 1; r < p; r++) if (abs(a[r][c]) > abs(a[pivot][c])) pivot = r;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    if (abs(a[c][c]) < 1e-9 * (abs(gram[use[c]][use[c]]) + 1e-300)) return { sse: NaN, beta: [] };
    for (let r = 0; r < p; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= p; k++) a[r][k] -= f * a[c][k];
    }
  }
  const beta = a.map((row, r) => row[p] / row[r]);
  let explained = 0;
  for (let r = 0; r < p; r++) explained += beta[r] * xy[use[r]];
  return { sse: max(0, yy - explained), beta };
}

/**
 * The residual sum of squares of least squares with the symmetric 3 × 3 XᵀX [[a, b, c], [b, d, e],
 * [c, e, f]] and Xᵀy (p, q, r): yy − βᵀXᵀy, β by Cramer's rule (no allocation: it runs per hinge).
 * Infinity when XᵀX is (near) singular.
 */
function sse3(
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  p: number,
  q: number,
  r: number,
  yy: number,
): number {
  const m00 = d * f - e * e;
  const m01 = c * e - b * f;
  const m02 = b * e - c * d;
  const det = a * m00 + b * m01 + c * m02;
  if (!(abs(det) > 1e-12 * abs(a * d * f) + 1e-300)) return Infinity;
  const m11 = a * f - c * c;
  const m12 = b * c - a * e;
  const m22 = a * d - b * b;
  // β = M·(p, q, r) / det with M the adjugate (symmetric); βᵀ(p, q, r) is the quadratic form.
  const form = m00 * p * p + m11 * q * q + m22 * r * r + 2 * (m01 * p * q + m02 * p * r + m12 * q * r);
  return max(0, yy - form / det);
}

/** Whether y = a + b·x + c·(x − h)₊ fits values[from, to) with less error than `than`, for some hinge h. */
function bendFitsBetter(
  values: ArrayLike<number>,
  from: number,
  to: number,
  tau: number,
  gram: number[][],
  xy: number[],
  yy: number,
  than: number,
): boolean {
  const origin = values[tau - 1];
  // Sums over i ≥ h of 1, x, x², y and x·y, from the end (x = i − τ + ½, y = values[i] − origin): the
  // hinge column b = x − hx then has Σb, Σb², Σx·b and Σy·b from them in O(1) per hinge.
  let c0 = 0;
  let c1 = 0;
  let c2 = 0;
  let cy = 0;
  let cxy = 0;
  for (let h = to - 1; h >= from + 2; h--) {
    const x = h - tau + 0.5;
    const y = values[h] - origin;
    c0++;
    c1 += x;
    c2 += x * x;
    cy += y;
    cxy += x * y;
    // Hinges at least two points from each end.
    if (h > to - 3) continue;
    const hx = x;
    const s1 = c1 - c0 * hx;
    const s2 = c2 - 2 * hx * c1 + c0 * hx * hx;
    const sx = c2 - hx * c1;
    const sy = cxy - hx * cy;
    if (sse3(gram[0][0], gram[0][1], s1, gram[1][1], sx, s2, xy[0], xy[1], sy, yy) < than) return true;
  }
  return false;
}

/**
 * A step at τ on the detrended series, over values[from, to) (at most `span` points each side of τ, within
 * the neighbours): the F-test of a line with a step at τ against the line, and of a curve (quadratic) with
 * the step against the curve, the weaker of the two; and whether a line that bends without breaking, at
 * any hinge in the window, fits better than the step (a change of trend, not a step: the end of a ramp).
 * Returns the step δ, the common slope, the level on the line just before τ, p, F, the window, and the
 * curve with its step.
 */
export function jumpFit(
  values: ArrayLike<number>,
  start: number,
  tau: number,
  end: number,
  span: number,
  checkBends = true,
): {
  /** The line with its step: values[τ − 1] + a0 + slope·(i − τ + ½) + delta·[i ≥ τ]. */
  a0: number;
  delta: number;
  slope: number;
  levelBefore: number;
  p: number;
  bends: boolean;
  from: number;
  to: number;
  /** The step's F statistic (F(1, df)) and df. */
  f: number;
  df: number;
  /** The curve with its step (bend: the coefficient of x²), when it could be fitted. */
  onCurve?: LevelModel;
} {
  const from = max(start, tau - span);
  const to = min(end, tau + span);
  const n = to - from;
  const origin = values[tau - 1];
  // Columns: 1, x = i − τ + ½ (so the step is measured between τ − 1 and τ), d = [i ≥ τ], d·x, and the
  // bend of a curve x²/span.
  // Sums of the products of the columns (no row arrays: this runs for every candidate and position).
  // d·(anything) sums over i ≥ τ only, and d·d = d.
  let n0 = 0;
  let sx = 0;
  let sxx = 0;
  let sx3 = 0;
  let sx4 = 0;
  let sy = 0;
  let sxy = 0;
  let sxxy = 0;
  let yy = 0;
  let dn = 0;
  let dx = 0;
  let dxx = 0;
  let dx3 = 0;
  let dy = 0;
  let dxy = 0;
  for (let i = from; i < to; i++) {
    const y = values[i] - origin;
    const x = i - tau + 0.5;
    const xx = x * x;
    n0++;
    sx += x;
    sxx += xx;
    sx3 += xx * x;
    sx4 += xx * xx;
    sy += y;
    sxy += x * y;
    sxxy += xx * y;
    yy += y * y;
    if (i >= tau) {
      dn++;
      dx += x;
      dxx += xx;
      dx3 += xx * x;
      dy += y;
      dxy += x * y;
    }
  }
  // Columns: 1, x, d, d·x, x²/span.
  const q = 1 / span;
  const gram = [
    [n0, sx, dn, dx, sxx * q],
    [sx, sxx, dx, dxx, sx3 * q],
    [dn, dx, dn, dx, dxx * q],
    [dx, dxx, dx, dxx, dx3 * q],
    [sxx * q, sx3 * q, dxx * q, dx3 * q, sx4 * q * q],
  ];
  const xy = [sy, sxy, dy, dxy, sxxy * q];
  const none = { a0: 0, delta: 0, slope: 0, levelBefore: origin, p: 1, bends: false, from, to, f: 0, df: 1 };
  if (n < 5 || tau - from < 2 || to - tau < 2) return none;
  const step = fitFromSums(gram, xy, yy, [0, 1, 2]);
  const line = fitFromSums(gram, xy, yy, [0, 1]);
  if (Number.isNaN(step.sse) || Number.isNaN(line.sse)) return none;
  const [a0, slope, delta] = step.beta;
  const levelBefore = origin + a0 - 0.5 * slope;
  const fit = {
    a0,
    delta,
    slope,
    levelBefore,
    from,
    to,
    bends: checkBends && bendFitsBetter(values, from, to, tau, gram, xy, yy, step.sse),
  };
  // The step must stand out from a line and from a curve (a growth that bends, such as an exponential
  // one, is not cut into steps): the smaller of the two F statistics.
  const fOf = (withStep: { sse: number }, without: { sse: number }, df: number) => {
    const reduction = max(0, without.sse - withStep.sse);
    if (withStep.sse <= 1e-24 * (without.sse + 1e-300)) return reduction > 0 ? Infinity : 0;
    return reduction / (withStep.sse / df);
  };
  const stepOnCurve = fitFromSums(gram, xy, yy, [0, 1, 4, 2]);
  const curve = fitFromSums(gram, xy, yy, [0, 1, 4]);
  const df = n - 4;
  const fLine = fOf(step, line, n - 3);
  const fCurve =
    df < 2 || Number.isNaN(stepOnCurve.sse) || Number.isNaN(curve.sse) ? fLine : fOf(stepOnCurve, curve, df);
  const f = min(fLine, fCurve);
  const [ca0, cslope, cbend, cdelta] = stepOnCurve.beta;
  const onCurve = Number.isNaN(stepOnCurve.sse)
    ? undefined
    : { from, to, a0: ca0, slope: cslope, delta: cdelta, bend: cbend / span };
  return { ...fit, p: fTestP(f, df), f, df, onCurve };
}

/** P(F(1, df) ≥ f): F(1, df) = t², so I_{df/(df+f)}(df/2, 1/2). */
export function fTestP(f: number, df: number): number {
  if (f === Infinity) return 0;
  return incompleteBeta(df / (df + f), df / 2, 0.5);
}

/** Whether values[start, end) are all positive (where a relative change has a meaning). */
export function allPositive(values: ArrayLike<number>, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!(values[i] > 0)) return false;
  return true;
}
