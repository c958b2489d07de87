// Where a step that holds is placed: on a trend where a step on a local line explains the most, elsewhere
// where a change of both mean and variance is most likely.
import { jumpFit } from './local-fit.js';
import type { StepOptions } from './steps.js';

const { abs, log, max, min } = Math;

/**
 * Where a step on a trend is most likely: within placeByLikelihood's range, where a step added to a local
 * line (±span points) explains the most (largest F); ties keep the nearest to `tau`. A change of mean and
 * variance would follow the trend, not the step.
 */
export function placeOnLine(
  values: ArrayLike<number>,
  start: number,
  tau: number,
  end: number,
  options: StepOptions,
): number {
  return bestPosition(
    start,
    tau,
    end,
    options,
    (t) => -jumpFit(values, start, t, end, options.span, false).f,
  );
}

/**
 * The position in [start + minSegment, end − minSegment], within `reach` of `tau`, of the least `cost`;
 * ties (within 1e-9) keep the nearest to `tau`.
 */
function bestPosition(
  start: number,
  tau: number,
  end: number,
  options: StepOptions,
  cost: (t: number) => number,
): number {
  const from = max(start + options.minSegment, tau - options.reach);
  const to = min(end - options.minSegment, tau + options.reach);
  let best = tau;
  let bestCost = Infinity;
  for (let t = from; t <= to; t++) {
    const c = cost(t);
    if (c < bestCost - 1e-9 || (abs(c - bestCost) <= 1e-9 && abs(t - tau) < abs(best - tau))) {
      bestCost = c;
      best = t;
    }
  }
  return best;
}

/**
 * The position in [start + minSegment, end − minSegment], within `reach` of `tau`, where a change of both
 * mean and variance is most likely (Gaussian likelihood: the least n₁·log σ₁² + n₂·log σ₂²); ties keep
 * the nearest to `tau`.
 */
export function placeByLikelihood(
  values: ArrayLike<number>,
  start: number,
  tau: number,
  end: number,
  options: StepOptions,
): number {
  const from = max(start + options.minSegment, tau - options.reach);
  const to = min(end - options.minSegment, tau + options.reach);
  if (from > to) return tau;
  const origin = values[start];
  const n = end - start;
  const s1 = new Float64Array(n + 1);
  const s2 = new Float64Array(n + 1);
  for (let k = 0; k < n; k++) {
    const y = values[start + k] - origin;
    s1[k + 1] = s1[k] + y;
    s2[k + 1] = s2[k] + y * y;
  }
  // A floor on the variances, so a constant segment does not win by log 0.
  const floor = (1e-12 * (s2[n] / n - (s1[n] / n) ** 2) || 1e-300) + 1e-300;
  const variance = (a: number, b: number) => {
    const m = b - a;
    const mean = (s1[b] - s1[a]) / m;
    return max(floor, (s2[b] - s2[a]) / m - mean * mean);
  };
  return bestPosition(start, tau, end, options, (t) => {
    const k = t - start;
    return k * log(variance(0, k)) + (n - k) * log(variance(k, n));
  });
}
