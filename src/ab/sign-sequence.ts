// The sequential statistics of `benchdelta ab`: an anytime-valid confidence sequence for the median of one
// benchmark's per-round log ratios (candidate / base), built from sign-test betting e-processes (Waudby-Smith &
// Ramdas 2024, "Estimating means of bounded random variables by betting", JRSS-B; Ville's inequality makes every
// look valid, so the run may stop whenever it likes: Howard, Ramdas, McAuliffe & Sekhon 2021). Across benchmarks
// each interval is taken at level α/K (Bonferroni on the level of the confidence sequences), which holds the
// chance of any false claim in the suite at α at every look.
//
// Why signs, not the ratios' size: under an A/A run with the order of the two sides drawn at random each round
// (RMIT), each round's log ratio is as likely positive as negative whatever came before — the null holds exactly
// by the randomisation, with no assumption on tails, drift or variance. A round 40% off costs one sign, not the run.

/**
 * Fixed bets of the mixture: the e-process is the mean of the wealth of these bettors. A mixture of constant
 * bets is an e-process whatever the data (each is a non-negative supermartingale under the null); the wide grid
 * lets it grow at close to the best constant bet's rate without a plug-in that needs rounds to learn.
 */
const BETS = [0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8] as const;

/** A round for the bettor on `side` of θ (+1 above, −1 below): 1 on its side, 0 on the other, ½ on θ itself. */
function outcome(x: number, theta: number, side: 1 | -1): number {
  const gap = side * (x - theta);
  return gap > 0 ? 1 : gap === 0 ? 0.5 : 0;
}

/** Mean wealth of the bettors that rounds fall on `side` of θ (+1 above, −1 below); ties count half. */
function wealth(d: ArrayLike<number>, theta: number, side: 1 | -1): number {
  let sum = 0;
  for (const lambda of BETS) {
    let w = 1;
    for (let i = 0; i < d.length; i++) w *= 1 + lambda * (outcome(d[i], theta, side) - 0.5);
    sum += w;
  }
  return sum / BETS.length;
}

/**
 * Wealth of betting that each round's value exceeds θ more often than not: under H0 "P(d > θ | past) ≤ ½" it is
 * a non-negative supermartingale, so P(it ever reaches 1/a) ≤ a (Ville).
 */
export function upperWealth(d: ArrayLike<number>, theta: number): number {
  return wealth(d, theta, 1);
}

/** The mirror bet: that rounds fall below θ more often than not (H0 "P(d < θ | past) ≤ ½"). */
export function lowerWealth(d: ArrayLike<number>, theta: number): number {
  return wealth(d, theta, -1);
}

/** What one benchmark's rounds say at level `alpha` (already divided among the benchmarks). */
export type SignDecision = 'above' | 'below' | 'within' | 'undecided';

export interface SignSequence {
  rounds: number;
  /** Median of the per-round log ratios. */
  median: number;
  /** Confidence sequence for the median (−∞ / +∞ while a side is not yet bounded). */
  low: number;
  high: number;
  decision: SignDecision;
  /** θ = +margin excluded from above (the rounds fall below it) and θ = −margin from below: for intersecting. */
  underMargin: boolean;
  overMinusMargin: boolean;
}

/**
 * The interval and decision after the rounds seen so far: the running intersection of the confidence sequence
 * over every round up to now (an intersection of intervals that all hold at once, with probability 1 − alpha,
 * holds too: Howard et al. 2021), so a decision once reached stays — a benchmark named worse after round 40 is
 * not taken back at round 60 because later rounds wavered. Each end is a one-sided sequence at alpha/2: θ is
 * excluded below once the upper bettor's wealth at θ has reached 2/alpha at some round. Wealths are monotone in
 * θ, so the ends lie at data points and a bisection over the sorted rounds finds them. `minEffect` is the
 * log-ratio margin: above when the interval lies above +margin, below when under −margin, within when inside
 * ±margin.
 */
export function signSequence(d: readonly number[], alpha: number, minEffect: number): SignSequence {
  const sorted = d.slice().sort((a, b) => a - b);
  const n = sorted.length;
  const median = n === 0 ? NaN : n % 2 ? sorted[n >> 1] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  const everAbove = (theta: number) => firstCrossing(d, theta, alpha, 1) > 0;
  const everBelow = (theta: number) => firstCrossing(d, theta, alpha, -1) > 0;
  // Lower end: the largest data point just below which every θ has been rejected by the upper bettor.
  const gapBelow = (j: number) => (j === 0 ? sorted[0] - 1 : (sorted[j - 1] + sorted[j]) / 2);
  const lowIndex = lastTrue(n, (j) => everAbove(gapBelow(j)));
  const low = lowIndex < 0 ? -Infinity : sorted[lowIndex];
  const gapAbove = (j: number) => (j === n - 1 ? sorted[n - 1] + 1 : (sorted[j] + sorted[j + 1]) / 2);
  const highIndex = firstTrue(n, (j) => everBelow(gapAbove(j)));
  const high = highIndex >= n ? Infinity : sorted[highIndex];
  const underMargin = everBelow(minEffect);
  const overMinusMargin = everAbove(-minEffect);
  return {
    rounds: n,
    median,
    low,
    high,
    decision: decide(everAbove(minEffect), everBelow(-minEffect), underMargin, overMinusMargin),
    underMargin,
    overMinusMargin,
  };
}

function decide(
  above: boolean,
  below: boolean,
  underMargin: boolean,
  overMinusMargin: boolean,
): SignDecision {
  return above ? 'above' : below ? 'below' : underMargin && overMinusMargin ? 'within' : 'undecided';
}

/**
 * Two confidence sequences of one median, each at half the level, as one at the whole level: where either holds
 * an end, the intersection does (both hold at once but with probability α/2 + α/2: a union bound), so a decision
 * either reaches stands. The median and rounds are the first's.
 */
export function intersectSequences(a: SignSequence, b: SignSequence): SignSequence {
  const underMargin = a.underMargin || b.underMargin;
  const overMinusMargin = a.overMinusMargin || b.overMinusMargin;
  return {
    rounds: a.rounds,
    median: a.median,
    low: Math.max(a.low, b.low),
    high: Math.min(a.high, b.high),
    decision: decide(
      a.decision === 'above' || b.decision === 'above',
      a.decision === 'below' || b.decision === 'below',
      underMargin,
      overMinusMargin,
    ),
    underMargin,
    overMinusMargin,
  };
}

/** Largest j in [0, n) with pred(j), pred true on a prefix; −1 if none. */
function lastTrue(n: number, pred: (j: number) => boolean): number {
  let lo = -1;
  let hi = n;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (pred(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Smallest j in [0, n) with pred(j), pred true on a suffix; n if none. */
function firstTrue(n: number, pred: (j: number) => boolean): number {
  return lastTrue(n, (j) => !pred(j)) + 1;
}

/**
 * Rounds a benchmark still needs, roughly, if its rounds keep falling as they have: the best bettor's log
 * wealth grows by about KL(p ‖ ½) a round, p the share of rounds on the side it needs. For the progress line
 * only; Infinity when the rounds so far point nowhere.
 */
export function roundsStillNeeded(d: readonly number[], alpha: number, minEffect: number): number {
  const n = d.length;
  if (n === 0) return Infinity;
  const bar = Math.log(2 / alpha);
  const share = (pred: (x: number) => boolean) => (d.filter(pred).length + 0.5) / (n + 1);
  const need = (p: number, wealth: number) => {
    if (p <= 0.5) return Infinity;
    const kl = p * Math.log(2 * p) + (1 - p) * Math.log(2 * (1 - p));
    return Math.max(0, (bar - Math.log(Math.max(wealth, 1e-300))) / kl);
  };
  const slower = need(
    share((x) => x > minEffect),
    upperWealth(d, minEffect),
  );
  const faster = need(
    share((x) => x < -minEffect),
    lowerWealth(d, -minEffect),
  );
  const same = Math.max(
    need(
      share((x) => x < minEffect),
      lowerWealth(d, minEffect),
    ),
    need(
      share((x) => x > -minEffect),
      upperWealth(d, -minEffect),
    ),
  );
  return Math.min(slower, faster, same);
}

/**
 * The first round (1-based) at which the upper bettor's wealth at θ reaches 2/alpha — when a run that looks
 * after every round would call the rounds above θ — or 0 if it never does. One pass (the calibrations in
 * bench/ab-analyse.mjs call it on thousands of resampled runs).
 */
export function firstUpperCrossing(d: ArrayLike<number>, theta: number, alpha: number): number {
  return firstCrossing(d, theta, alpha, 1);
}

/** The same for the bettor on `side` of θ (+1 above, −1 below). */
function firstCrossing(d: ArrayLike<number>, theta: number, alpha: number, side: 1 | -1): number {
  const bar = 2 / alpha;
  const wealth = BETS.map(() => 1);
  for (let i = 0; i < d.length; i++) {
    const x = outcome(d[i], theta, side);
    let sum = 0;
    for (let b = 0; b < BETS.length; b++) sum += wealth[b] *= 1 + BETS[b] * (x - 0.5);
    if (sum / BETS.length >= bar) return i + 1;
  }
  return 0;
}
