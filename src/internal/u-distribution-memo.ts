// The null distribution of the Mann–Whitney U without ties (core/benchstat/mann-whitney.ts), remembered per pair
// of sample sizes.
//
// Why: the exact test runs once per benchmark and a suite's rows share a few sample sizes (10 vs 10, say); the
// counting recurrence is O(n1·n2·min(n1, n2)) per pair of sizes and would otherwise be redone on every row.
// Why it is safe: the table is a pure function of the two sizes; callers only read it.

const cdfBySizes = new Map<number, Float64Array>();

/** compute(a, b) for sizes a ≤ b (both < 1000), remembered per pair. The table returned must not be modified. */
export function uDistributionMemo(
  a: number,
  b: number,
  compute: (a: number, b: number) => Float64Array,
): Float64Array {
  const key = a * 1000 + b;
  let cdf = cdfBySizes.get(key);
  if (cdf === undefined) cdfBySizes.set(key, (cdf = compute(a, b)));
  return cdf;
}
