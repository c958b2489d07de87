// Comparison baselines for the change-point scores (not part of benchdelta): binary segmentation and PELT
// (Killick, Fearnhead & Eckley 2012) for a change of mean in Gaussian noise, as R's changepoint package
// runs them by default: cost = squared error / σ², σ from the median absolute difference of neighbours
// (a robust estimate a change does not move), penalty MBIC-like 3·log n per change, segments of ≥ 5 points.
// `scaled`: σ of the whole series instead (as for a series scaled to unit variance first: far fewer
// changes where the level wanders). Also a change of mean *and* variance (cost n·log σ̂² per segment, the
// same penalty).

const MIN_SEGMENT = 5;

/** σ of the noise from the median |x_i − x_{i−1}| (÷ 0.6745·√2), with a floor for flat, quantised data. */
export function noiseSigma(values) {
  const diffs = [];
  for (let i = 1; i < values.length; i++) diffs.push(Math.abs(values[i] - values[i - 1]));
  diffs.sort((a, b) => a - b);
  const mad = diffs[Math.floor(diffs.length / 2)] / (0.6744897501960817 * Math.SQRT2);
  if (mad > 0) return mad;
  const mean = diffs.reduce((s, d) => s + d, 0) / diffs.length;
  return mean > 0 ? mean : 1;
}

function prefixSums(values) {
  const n = values.length;
  const s1 = new Float64Array(n + 1);
  const s2 = new Float64Array(n + 1);
  const origin = values[0];
  for (let i = 0; i < n; i++) {
    const y = values[i] - origin;
    s1[i + 1] = s1[i] + y;
    s2[i + 1] = s2[i] + y * y;
  }
  return { s1, s2 };
}

/** Standard deviation of the whole series (as when a series is scaled to unit variance first). */
function seriesSigma(values) {
  const mean = values.reduce((s, x) => s + x, 0) / values.length;
  const sd = Math.sqrt(values.reduce((s, x) => s + (x - mean) ** 2, 0) / values.length);
  return sd > 0 ? sd : 1;
}

/** Cost functions of a segment [a, b) over the values' prefix sums. */
function meanCost(values, scaled) {
  const { s1, s2 } = prefixSums(values);
  const sigma2 = (scaled ? seriesSigma(values) : noiseSigma(values)) ** 2;
  return (a, b) => (s2[b] - s2[a] - (s1[b] - s1[a]) ** 2 / (b - a)) / sigma2;
}

function meanVarCost(values) {
  const { s1, s2 } = prefixSums(values);
  const n = values.length;
  const total = (s2[n] - s1[n] ** 2 / n) / n;
  const floor = Math.max(1e-8 * total, 1e-300);
  return (a, b) => {
    const m = b - a;
    const v = Math.max(floor, (s2[b] - s2[a] - (s1[b] - s1[a]) ** 2 / m) / m);
    return m * Math.log(v);
  };
}

/** PELT: the segmentation minimising Σ cost + penalty × changes, exactly (with pruning). */
export function pelt(values, { variance = false, scaled = false } = {}) {
  const n = values.length;
  if (n < 2 * MIN_SEGMENT) return [];
  const cost = variance ? meanVarCost(values) : meanCost(values, scaled);
  const penalty = 3 * Math.log(n);
  // F(t) = min over s of F(s) + cost(s, t) + penalty, F(0) = −penalty.
  const best = new Float64Array(n + 1).fill(Infinity);
  const last = new Int32Array(n + 1);
  best[0] = -penalty;
  let candidates = [0];
  for (let t = MIN_SEGMENT; t <= n; t++) {
    if (t - MIN_SEGMENT >= MIN_SEGMENT) candidates.push(t - MIN_SEGMENT);
    const totals = candidates.map((s) => best[s] + cost(s, t));
    let at = 0;
    for (let i = 1; i < totals.length; i++) if (totals[i] < totals[at]) at = i;
    best[t] = totals[at] + penalty;
    last[t] = candidates[at];
    // A start whose cost already exceeds F(t) can never win later.
    candidates = candidates.filter((_, i) => totals[i] <= best[t]);
  }
  const cuts = [];
  for (let t = n; t > 0; t = last[t]) if (last[t] > 0) cuts.push(last[t]);
  return cuts.sort((a, b) => a - b);
}

/** Binary segmentation: split the segment whose best split saves the most, while it saves > penalty. */
export function binarySegmentation(values, { variance = false, scaled = false } = {}) {
  const n = values.length;
  const cost = variance ? meanVarCost(values) : meanCost(values, scaled);
  const penalty = 3 * Math.log(n);
  const cuts = [];
  const bestSplit = (a, b) => {
    let gain = -Infinity;
    let at = -1;
    for (let t = a + MIN_SEGMENT; t <= b - MIN_SEGMENT; t++) {
      const g = cost(a, b) - cost(a, t) - cost(t, b);
      if (g > gain) {
        gain = g;
        at = t;
      }
    }
    return { gain, at };
  };
  const queue = [[0, n]];
  while (queue.length > 0) {
    const [a, b] = queue.pop();
    const { gain, at } = bestSplit(a, b);
    if (at < 0 || !(gain > penalty)) continue;
    cuts.push(at);
    queue.push([a, at], [at, b]);
  }
  return cuts.sort((a, b) => a - b);
}
