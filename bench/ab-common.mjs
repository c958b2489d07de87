// What bench/ab-analyse.mjs (the hyperfine suite) and bench/ab-harness-analyse.mjs (the harness suites) share: the
// rate with its Wilson interval as docs/ab.md prints it, the fixed-length design's exact sign test, rounds
// resampled from real ones, and the smallest change those rounds reveal with 90% power.
import { wilson } from './calibration-core.mjs';

/** `k/n = x% [lo, hi]` (Wilson 95%). */
export function wilsonText(k, n) {
  if (n === 0) return '—';
  const [lo, hi] = wilson(k, n);
  return `${k}/${n} = ${((100 * k) / n).toFixed(1)}% [${lo.toFixed(1)}, ${hi.toFixed(1)}]`;
}

/** P(Binomial(n, ½) ≥ k): the exact one-sided sign test of a fixed-length design. */
export function binomTail(k, n) {
  let sum = 0;
  let term = Math.exp(-n * Math.log(2));
  for (let i = 0; i <= n; i++) {
    if (i >= k) sum += term;
    term *= (n - i) / (i + 1);
  }
  return sum;
}

/**
 * n rounds drawn from one benchmark's real ratios, plus a change. With the order drawn at random each round the
 * sign of an A/A ratio is a fair coin, so `flip` gives each a random sign; back-to-back pairs keep theirs (their
 * drift is the point), as do the rounds of a real change.
 */
export function resample(pool, n, shift, random, flip = true) {
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const x = pool[Math.floor(random() * pool.length)];
    out[i] = (flip && random() < 0.5 ? -x : x) + shift;
  }
  return out;
}

/** The changes tried, smallest first, when looking for the smallest one found with 90% power. */
const GRID = [0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.3, 0.5];

/**
 * The smallest change of GRID that `draws` resampled runs of n rounds from `pool`, plus that change, name in at
 * least 90% of draws (`crossing`, the runner's firstUpperCrossing, past `margin` at `alpha`); Infinity if none.
 */
export function smallestChangeFound(pool, n, { crossing, margin, alpha, draws, flip, random }) {
  for (const delta of GRID) {
    let hit = 0;
    for (let s = 0; s < draws; s++)
      if (crossing(resample(pool, n, Math.log1p(delta), random, flip), margin, alpha) > 0) hit++;
    if (hit >= 0.9 * draws) return delta;
  }
  return Infinity;
}

/** `median [best, worst]` of the rows' smallest changes, as docs/ab.md's tables print them. */
export function smallestChangeText(smallest) {
  const sorted = smallest.slice().sort((a, b) => a - b);
  const f = (x) => (Number.isFinite(x) ? `${Math.round(x * 100)}%` : '>50%');
  return `${f(sorted[sorted.length >> 1])} [${f(sorted[0])}, ${f(sorted.at(-1))}]`;
}
