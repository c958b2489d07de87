// Normal and Student-t quantiles for the micro-benchmark changes (core/micro/change.ts), remembered.
//
// Why: every row's interval needs a quantile, and Student's t quantile is an iterative inversion; a run's
// moderated tests mostly share one df, so one computation serves thousands of rows. The t quantile is keyed by
// df to two decimals (Welch's df are continuous; the caller rounds, which moves q by < 1e-4). Measured: 24 µs
// per t quantile, about 0.5 s on a 20,000-row suite if every row computed its own.
// Why it is safe: each value is a pure function of its key; the tables are bounded (cleared past 64
// probabilities, or 20,000 df for one probability), so a long-lived service does not grow them without end.

const normalByP = new Map<number, number>();
const tByP = new Map<number, Map<number, number>>();

/** compute(p), remembered per probability. */
export function normalQuantileMemo(p: number, compute: (p: number) => number): number {
  let z = normalByP.get(p);
  if (z === undefined) {
    if (normalByP.size > 64) normalByP.clear();
    normalByP.set(p, (z = compute(p)));
  }
  return z;
}

/** compute(p, dfKey / 100), remembered per probability and dfKey (df × 100, rounded by the caller). */
export function tQuantileMemo(p: number, dfKey: number, compute: (p: number, df: number) => number): number {
  let byDf = tByP.get(p);
  if (!byDf) {
    if (tByP.size > 64) tByP.clear();
    tByP.set(p, (byDf = new Map()));
  }
  let q = byDf.get(dfKey);
  if (q === undefined) {
    if (byDf.size > 20_000) byDf.clear();
    q = compute(p, dfKey / 100);
    byDf.set(dfKey, q);
  }
  return q;
}
