// How much the unchanged rows of one run per side move between runs, as λ·w + τ²: each row's own within-run
// variance w, scaled by λ ≥ 1 (a host that stretches a noisy row's samples moves its centre as much more between
// runs), plus a between-run variance τ² that every row shares (code layout, frequency), fitted to the empirical
// null's peak rows (peakVariance below). The one-parameter form it replaces took τ² as the peak's spread less
// the peak rows' *mean* w: one row with ±33% samples (Google Benchmark's ListTraverse) then cancelled the
// between-run term of thirty quiet rows, and their ±3–10% moves were called changes (fitting set: 13 of 45
// real A/A pairs exit 1).
import { TAIL_DF } from './model.js';

export interface PeakVariance {
  /** Within-run variances' scale (≥ 1). */
  lambda: number;
  /** Shared between-run variance (ln², one change of two runs). */
  tau2: number;
}

/** λ: 1 to 100 on a log grid (a loaded row's samples understate its between-run move by up to 10× in sd). */
const LAMBDAS = Array.from({ length: 25 }, (_, k) => 100 ** (k / 24));

/**
 * λ and τ² for the peak rows' changes `d` about `centre` (within-run variances `w`). For each λ, τ² is the
 * random-effects moment estimate (Paule & Mandel 1982): the τ² ≥ 0 at which the rows' squared standardised
 * changes average `meanZ2` (the peak's truncated variance share, as the one-parameter form's spread was
 * corrected). λ is the one under which those standardised changes are most likely as a t with TAIL_DF df: the
 * level stays a variance, as the suite's t tails were fitted on, and only the split between rows is fitted.
 */
export function peakVariance(
  d: readonly number[],
  w: readonly number[],
  centre: number,
  meanZ2: number,
): PeakVariance {
  const nu = TAIL_DF;
  const r2 = d.map((x) => (x - centre) ** 2);
  let best = { lambda: 1, tau2: 0 };
  let bestLl = -Infinity;
  for (const lambda of w.some((x) => x > 0) ? LAMBDAS : [1]) {
    const tau2 = momentTau2(r2, w, lambda, meanZ2);
    let ll = 0;
    for (let k = 0; k < r2.length; k++) {
      const s2 = Math.max(lambda * w[k] + tau2, Number.MIN_VALUE);
      ll -= 0.5 * Math.log(s2) + ((nu + 1) / 2) * Math.log1p(r2[k] / (nu * s2));
    }
    // Ties keep the smaller λ (grid order): the simpler account of the same rows.
    if (ll > bestLl + 1e-12) {
      bestLl = ll;
      best = { lambda, tau2 };
    }
  }
  return best;
}

/** The τ² ≥ 0 at which mean(r² / (λ·w + τ²)) = target (bisection on τ²; the mean falls as τ² grows). */
function momentTau2(r2: readonly number[], w: readonly number[], lambda: number, target: number): number {
  const meanZ2 = (tau2: number) => {
    let sum = 0;
    for (let k = 0; k < r2.length; k++) sum += r2[k] / Math.max(lambda * w[k] + tau2, Number.MIN_VALUE);
    return sum / r2.length;
  };
  if (!(meanZ2(0) > target)) return 0;
  // At τ² = max r² / target every ratio is below target. A loop, not Math.max(...r2): a 200,000-row suite's
  // peak overflows the call stack as arguments.
  let largest = 0;
  for (const x of r2) if (x > largest) largest = x;
  let hi = largest / target + 1e-300;
  let lo = 0;
  for (let step = 0; step < 100; step++) {
    const mid = (lo + hi) / 2;
    // Adjacent doubles: further steps cannot move the answer.
    if (mid <= lo || mid >= hi) break;
    if (meanZ2(mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
