// Σ (t³ − t) over the tie groups of a sorted sample (core/blocks/contrast.ts), remembered per array.
//
// Why: a block log's contrast tests each cut against the rest of the same sorted (up to million-value) array;
// the tie sum is a full pass over that array, done once per array instead of once per cut.
// Why it is safe: keyed weakly by the array itself (it goes when the array goes); the callers never modify a
// sorted array after asking (the sum is a pure function of its contents).

const sums = new WeakMap<Float64Array, number>();

/** compute(sorted), remembered per array. */
export function tieSumMemo(sorted: Float64Array, compute: (sorted: Float64Array) => number): number {
  let sum = sums.get(sorted);
  if (sum === undefined) sums.set(sorted, (sum = compute(sorted)));
  return sum;
}
