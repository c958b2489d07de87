// The empirical null of a suite's log-changes (one run per side): the centre and spread of the rows that did not
// change, read off the central peak of all changes (Efron 2004, "Large-scale simultaneous hypothesis testing: the
// choice of a null hypothesis"), so six of nine rows 4–56× slower neither become the suite's "common shift" nor
// widen its spread. The search starts at the densest few rows (the shortest window holding CORE_SHARE of them,
// at least three; within the run drift's reach of zero when such a window exists): unchanged rows sit closer
// together than changed ones, however few of them there are (the half-sample mode, tried first, follows the
// changes' density once they are most rows). The spread grows from there by a forward search: the rows within
// NULL_BAND spreads of the centre, their sd corrected for that truncation, until the set stops changing.
import { countBelow, MAD_TO_SIGMA, normalCdf } from '../../stats/stats.js';

/** Half-width of the central peak, in spreads: rows beyond it are not part of the null's fit. */
export const NULL_BAND = 3;
/** Reach of the shoulder, in peak spreads: rows beyond it are changes (a 1.5× row on a calm 2% suite is 20). */
export const SHOULDER = 20;
/** Share of the rows (at least three) nearest the mode the search starts from. */
const CORE_SHARE = 0.05;
const MAX_STEPS = 60;

export interface EmpiricalNull {
  /** Centre (the median of the rows in the peak) and spread (sd, truncation-corrected) of the unchanged rows. */
  centre: number;
  scale: number;
  /** How many rows the peak holds (the null's sample size). */
  rows: number;
}

/** Var(X | |X| ≤ k) / Var(X) for a normal X: the truncated sd's correction. */
function truncatedVarianceShare(k: number): number {
  const phi = Math.exp((-k * k) / 2) / Math.sqrt(2 * Math.PI);
  return 1 - (2 * k * phi) / (2 * normalCdf(k) - 1);
}

/** The peak band's share of a normal's variance: what the squared changes of the rows within it average, in σ². */
export const NULL_BAND_SHARE = truncatedVarianceShare(NULL_BAND);

/**
 * The central peak of `sorted` (ascending log-changes, at least three): its centre, spread (never below `floor`,
 * the rows' typical within-run se, so a peak of tied values still has a width) and size. `reach`: how far from
 * zero the run drift can plausibly carry the unchanged rows (a denser window beyond it is taken only when no
 * window lies within it: a whole suite 5× slower); `prior`: the stated between-run spread the search starts
 * from at most.
 */
export function empiricalNull(
  sorted: Float64Array,
  floor: number,
  reach: number,
  prior: number,
): EmpiricalNull {
  const m = sorted.length;
  const core = Math.min(m, Math.max(3, Math.ceil(CORE_SHARE * m)));
  let best = -1;
  let near = false;
  for (let i = 0; i + core <= m; i++) {
    const width = sorted[i + core - 1] - sorted[i];
    const inReach = Math.abs(sorted[i + (core >> 1)]) <= reach;
    if (
      best < 0 ||
      (inReach && !near) ||
      (inReach === near && width < sorted[best + core - 1] - sorted[best])
    ) {
      best = i;
      near = inReach;
    }
  }
  let centre = sorted[best + (core >> 1)];
  // Never wider than the stated prior at first: with one or two unchanged rows the core holds changed ones.
  let scale = Math.max(floor, Math.min(prior, (sorted[best + core - 1] - sorted[best]) / 2));
  // Half the core's width as the first spread: under it the search grows by ~1.7× a step until the truncated,
  // corrected sd stops growing (its fixed point is the peak's sd when the changes lie beyond the band).
  let rows = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    const lo = countBelow(sorted, centre - NULL_BAND * scale);
    const hi = countBelow(sorted, centre + NULL_BAND * scale * (1 + 1e-12) + Number.MIN_VALUE);
    const n = hi - lo;
    const mid = lo + (n >> 1);
    const nextCentre = n % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    let ss = 0;
    for (let i = lo; i < hi; i++) ss += (sorted[i] - nextCentre) ** 2;
    const nextScale = Math.max(floor, Math.sqrt(ss / Math.max(1, n - 1) / NULL_BAND_SHARE));
    const settled = n === rows && Math.abs(nextScale - scale) <= 1e-9 * Math.max(scale, 1e-12);
    rows = n;
    centre = nextCentre;
    scale = nextScale;
    if (settled) break;
  }
  // A heavy-tailed null (a loaded host: rows move 5%, 10%, 30% by degrees) has no gap past the peak, as real
  // changes do: its shoulder, the rows within SHOULDER spreads, widens the spread to their robust one (MAD).
  const lo = countBelow(sorted, centre - SHOULDER * scale);
  const hi = countBelow(sorted, centre + SHOULDER * scale + Number.MIN_VALUE);
  if (hi - lo > rows) scale = Math.max(scale, madAround(sorted.subarray(lo, hi), centre));
  return { centre, scale, rows };
}

/** 1.4826 × the median absolute deviation of `values` from `centre`. */
export function madAround(values: Float64Array, centre: number): number {
  const dev = Float64Array.from(values, (x) => Math.abs(x - centre)).sort();
  const h = dev.length >> 1;
  return MAD_TO_SIGMA * (dev.length % 2 ? dev[h] : (dev[h - 1] + dev[h]) / 2);
}
