// Work buffers and result records reused between calls by the per-benchmark statistics (core/benchstat/,
// core/micro/change.ts, core/micro/judge.ts, core/micro/side.ts).
//
// Why: the U test, the moments of a row and the judging of a pair run once per benchmark, 60,000 times on a
// large suite; a fresh buffer or result object each time was a good part of such a run's garbage.
// Why it is safe: everything here is single-threaded scratch. A buffer is filled and read within one call and
// never returned to the caller's caller; a record's fields are copied out at once by the one function that
// asked for it, before any other call can ask for the same record. Nothing here is a result.

let tieDp = new Float64Array(4096);
const tieGroups: number[] = [];
let scaled = new Float64Array(64);
const sideSort: [Float64Array, Float64Array] = [new Float64Array(64), new Float64Array(64)];
const records = new Map<() => object, object>();

/** A zeroed view of `size` values for the exact U test's tie knapsack (grown by doubling, never shrunk). */
export function zeroedTieDpBuffer(size: number): Float64Array {
  if (tieDp.length < size) tieDp = new Float64Array(Math.max(size, tieDp.length * 2));
  const view = tieDp.subarray(0, size);
  view.fill(0);
  return view;
}

/** The U test's list of tie group sizes, emptied. */
export function emptyTieGroups(): number[] {
  tieGroups.length = 0;
  return tieGroups;
}

/** A buffer of at least n values for a row's values on the test's scale (contents undefined). */
export function scaledValuesBuffer(n: number): Float64Array {
  if (scaled.length < n) scaled = new Float64Array(Math.max(n, 2 * scaled.length));
  return scaled;
}

/**
 * The one record that `make` builds, made on first use and then reused: `make` is a top-level function of the
 * caller, so each caller has its own record. Its fields are the last caller's: copy them out at once.
 */
export function reusedRecord<T extends object>(make: () => T): T {
  let r = records.get(make);
  if (r === undefined) records.set(make, (r = make()));
  return r as T;
}

/**
 * The sort buffer of one side of the pair being judged (0 baseline, 1 candidate), at least `n` long: the side's
 * summary leaves its samples sorted there and the U test reads them straight away. One array per side cost
 * more than the test itself at 120,000 sides.
 */
export function sideSortBuffer(side: 0 | 1, n = 0): Float64Array {
  if (sideSort[side].length < n) sideSort[side] = new Float64Array(Math.max(n, 2 * sideSort[side].length));
  return sideSort[side];
}
