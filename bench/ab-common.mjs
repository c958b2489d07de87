// What bench/ab-analyse.mjs (the hyperfine suite) and bench/ab-harness-analyse.mjs (the harness suites) share: the
// rate with its Wilson interval as docs/ab.md prints it, the fixed-length design's exact sign test, and rounds
// resampled from real ones.
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
