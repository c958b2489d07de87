// The two scores of van den Burg & Williams (2020), "An Evaluation of Change Point Detection Algorithms"
// (TCPDBench), written from their definitions: F1 with a margin, annotators combined, and the Cover of
// segmentations. Both count the first point (0) as a change point of every annotation and prediction.

/**
 * Truths that a prediction within `margin` finds, each prediction finding one truth at most (the nearest
 * unused one within reach, the truths taken in order).
 */
export function truePositives(truths, predictions, margin = 5) {
  const free = new Set(predictions);
  let found = 0;
  for (const t of truths) {
    let best;
    for (const x of free) {
      const d = Math.abs(t - x);
      if (
        d <= margin &&
        (best === undefined || d < Math.abs(t - best) || (d === Math.abs(t - best) && x < best))
      ) {
        best = x;
      }
    }
    if (best === undefined) continue;
    free.delete(best);
    found++;
  }
  return found;
}

/**
 * F1 of `predictions` against the annotators' `annotations` (arrays of change points): precision against
 * all annotators' points together, recall the mean over annotators; 0 is added to every set.
 */
export function fMeasure(annotations, predictions, margin = 5) {
  const withZero = (points) => [...new Set([0, ...points])].sort((a, b) => a - b);
  const x = withZero(predictions);
  const sets = annotations.map(withZero);
  const union = withZero(sets.flat());
  const precision = truePositives(union, x, margin) / x.length;
  const recall = sets.reduce((s, t) => s + truePositives(t, x, margin) / t.length, 0) / sets.length;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Segments [a, b) of 0…n cut at the change points. */
function partition(points, n) {
  const cuts = [...new Set([0, ...points.filter((p) => p > 0 && p < n), n])].sort((a, b) => a - b);
  return cuts.slice(0, -1).map((a, i) => [a, cuts[i + 1]]);
}

function jaccard([a0, a1], [b0, b1]) {
  const inter = Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
  return inter / (Math.max(a1, b1) - Math.min(a0, b0));
}

/** Cover: Σ over each true segment of its length × its best Jaccard overlap with a predicted one, over n. */
function coverOne(truth, predictions, n) {
  const predicted = partition(predictions, n);
  let sum = 0;
  for (const segment of partition(truth, n)) {
    let best = 0;
    for (const p of predicted) best = Math.max(best, jaccard(segment, p));
    sum += (segment[1] - segment[0]) * best;
  }
  return sum / n;
}

/** The Cover averaged over annotators. */
export function cover(annotations, predictions, n) {
  return annotations.reduce((s, t) => s + coverOne(t, predictions, n), 0) / annotations.length;
}

/** 95% Wilson interval of a proportion. */
export function wilson(successes, n) {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [centre - half, centre + half];
}

/** 95% percentile bootstrap interval of the mean over series (2,000 resamples drawn with `rand`). */
export function bootstrap(xs, rand) {
  const means = [];
  for (let r = 0; r < 2000; r++) {
    let sum = 0;
    for (let k = 0; k < xs.length; k++) sum += xs[Math.floor(rand() * xs.length)];
    means.push(sum / xs.length);
  }
  means.sort((a, b) => a - b);
  return [means[49], means[1949]];
}
