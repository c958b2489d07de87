// Where exactly a level moves: E-divisive's split maximises a distance statistic over a window; between
// two known neighbours the least-squares position (the maximum-likelihood one for a shift of the mean in
// Gaussian noise) is sharper. Each point moves at most REFINE_REACH points and leaves at least two points
// in each of its segments.

// Bound once: a global `Math.*` lookup per call costs ~40× in hot loops under Jest's sandboxed globals.
const { abs, max, min } = Math;

/** How far a point may move. */
export const REFINE_REACH = 10;

/**
 * Moves each of the sorted `indexes` to the position in [index − REFINE_REACH, index + REFINE_REACH],
 * two or more points from its neighbours (and the end), that maximises n₁n₂/(n₁+n₂)·(mean₁ − mean₂)² over the segments
 * between those neighbours (left to right, each with its left neighbour already moved). Ties keep the
 * position nearest the original, then the earlier.
 */
export function refineLocations(values: ArrayLike<number>, indexes: readonly number[]): number[] {
  const out = [...indexes];
  for (let k = 0; k < out.length; k++) {
    const start = k === 0 ? 0 : out[k - 1];
    const end = k + 1 < out.length ? out[k + 1] : values.length;
    const from = max(start + 2, out[k] - REFINE_REACH);
    const to = min(end - 2, out[k] + REFINE_REACH);
    if (from > to) continue;
    // Shift by the segment's first value, so large levels with small noise keep their digits.
    const origin = values[start];
    let total = 0;
    for (let i = start; i < end; i++) total += values[i] - origin;
    let left = 0;
    for (let i = start; i < from; i++) left += values[i] - origin;
    const n = end - start;
    let best = out[k];
    let bestScore = -Infinity;
    for (let tau = from; tau <= to; tau++) {
      if (tau > from) left += values[tau - 1] - origin;
      const n1 = tau - start;
      const n2 = n - n1;
      const diff = left / n1 - (total - left) / n2;
      const score = ((n1 * n2) / n) * diff * diff;
      const closer = abs(tau - out[k]) < abs(best - out[k]);
      if (score > bestScore || (score === bestScore && closer)) {
        bestScore = score;
        best = tau;
      }
    }
    out[k] = best;
  }
  return out;
}
