// Snedecor's F distribution, for comparing two sample variances (a within-run spread that jumped in one run).
import { incompleteBeta } from './student-t.js';

/** P(F > f) for F with `d1` (numerator) and `d2` (denominator) degrees of freedom. */
export function fUpperTail(f: number, d1: number, d2: number): number {
  if (!(f > 0)) return 1;
  if (f === Infinity) return 0;
  return incompleteBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2);
}
