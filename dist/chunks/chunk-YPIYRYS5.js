import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/internal/scratch-buffers.ts
var tieDp = new Float64Array(4096);
var tieGroups = [];
var scaled = new Float64Array(64);
var sideSort = [new Float64Array(64), new Float64Array(64)];
var records = /* @__PURE__ */ new Map();
function zeroedTieDpBuffer(size) {
  if (tieDp.length < size) tieDp = new Float64Array(Math.max(size, tieDp.length * 2));
  const view = tieDp.subarray(0, size);
  view.fill(0);
  return view;
}
function emptyTieGroups() {
  tieGroups.length = 0;
  return tieGroups;
}
function scaledValuesBuffer(n) {
  if (scaled.length < n) scaled = new Float64Array(Math.max(n, 2 * scaled.length));
  return scaled;
}
function reusedRecord(make) {
  let r = records.get(make);
  if (r === void 0) records.set(make, r = make());
  return r;
}
function sideSortBuffer(side, n = 0) {
  if (sideSort[side].length < n) sideSort[side] = new Float64Array(Math.max(n, 2 * sideSort[side].length));
  return sideSort[side];
}

// src/core/stats/runs-projection.ts
function projectHalfWidth(halfWidth, runs, n) {
  const [kb, kc] = runs;
  return halfWidth * Math.sqrt(2 / n / (1 / kb + 1 / kc));
}

// src/core/benchstat/normal.ts
var TWO_OVER_SQRT_PI = 1.1283791670955126;
var ONE_OVER_SQRT_PI = 0.5641895835477563;
function erfSeries(x) {
  const x2 = x * x;
  let term = x;
  let sum2 = x;
  for (let n = 1; n < 200; n++) {
    term *= 2 * x2 / (2 * n + 1);
    sum2 += term;
    if (Math.abs(term) < Math.abs(sum2) * 1e-17) break;
  }
  return TWO_OVER_SQRT_PI * Math.exp(-x2) * sum2;
}
function erfcContinuedFraction(x) {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 500; k++) {
    const a = k / 2;
    d = x + a * d;
    d = d === 0 ? tiny : 1 / d;
    c = x + a / c;
    if (c === 0) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) * ONE_OVER_SQRT_PI / f;
}
function erfc(x) {
  if (Number.isNaN(x)) return NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < 2) return 1 - erfSeries(x);
  if (x > 27) return 0;
  return erfcContinuedFraction(x);
}
function normalCdf(x, mu = 0, sigma = 1) {
  return erfc(-(x - mu) / (sigma * Math.SQRT2)) / 2;
}
function normalInvCdf(p, mu = 0, sigma = 1) {
  if (!(p >= 0 && p <= 1)) return NaN;
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const a = [
    -39.69683028665376,
    220.9460984245205,
    -275.9285104469687,
    138.357751867269,
    -30.66479806614716,
    2.506628277459239
  ];
  const b = [
    -54.47609879822406,
    161.5858368580409,
    -155.6989798598866,
    66.80131188771972,
    -13.28068155288572
  ];
  const c = [
    -0.007784894002430293,
    -0.3223964580411365,
    -2.400758277161838,
    -2.549732539343734,
    4.374664141464968,
    2.938163982698783
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const pLow = 0.02425;
  let x;
  if (p < pLow || p > 1 - pLow) {
    const q = Math.sqrt(-2 * Math.log(p < pLow ? p : 1 - p));
    const v = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    x = p < pLow ? v : -v;
  } else {
    const q = p - 0.5;
    const r = q * q;
    x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  }
  const e = 0.5 * erfc(-x / Math.SQRT2) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp(x * x / 2);
  x = x - u / (1 + x * u / 2);
  return x * sigma + mu;
}

// node_modules/simple-statistics/dist/simple-statistics.mjs
function sum(x) {
  if (x.length === 0) {
    return 0;
  }
  var sum2 = x[0];
  var correction = 0;
  var transition;
  if (typeof sum2 !== "number") {
    return Number.NaN;
  }
  for (var i = 1; i < x.length; i++) {
    if (typeof x[i] !== "number") {
      return Number.NaN;
    }
    transition = sum2 + x[i];
    if (Math.abs(sum2) >= Math.abs(x[i])) {
      correction += sum2 - transition + x[i];
    } else {
      correction += x[i] - transition + sum2;
    }
    sum2 = transition;
  }
  return sum2 + correction;
}
function mean(x) {
  if (x.length === 0) {
    throw new Error("mean requires at least one data point");
  }
  return sum(x) / x.length;
}
function sumNthPowerDeviations(x, n) {
  var meanValue = mean(x);
  var sum2 = 0;
  var tempValue;
  var i;
  if (n === 2) {
    for (i = 0; i < x.length; i++) {
      tempValue = x[i] - meanValue;
      sum2 += tempValue * tempValue;
    }
  } else {
    for (i = 0; i < x.length; i++) {
      sum2 += Math.pow(x[i] - meanValue, n);
    }
  }
  return sum2;
}
function sampleVariance(x) {
  if (x.length < 2) {
    throw new Error("sampleVariance requires at least two data points");
  }
  var sumSquaredDeviationsValue = sumNthPowerDeviations(x, 2);
  var besselsCorrection = x.length - 1;
  return sumSquaredDeviationsValue / besselsCorrection;
}
function sampleStandardDeviation(x) {
  var sampleVarianceX = sampleVariance(x);
  return Math.sqrt(sampleVarianceX);
}
function quantileSorted(x, p) {
  var idx = (x.length - 1) * p;
  if (x.length === 0) {
    throw new Error("quantile requires at least one data point.");
  } else if (p < 0 || p > 1) {
    throw new Error("quantiles must be between 0 and 1");
  } else if (p === 1) {
    return x[x.length - 1];
  } else if (p === 0) {
    return x[0];
  } else if (idx % 1 !== 0) {
    var lower = Math.floor(idx);
    var upper = Math.ceil(idx);
    var fraction = idx - lower;
    return x[lower] + fraction * (x[upper] - x[lower]);
  } else {
    return x[idx];
  }
}
function quickselect(arr, k, left, right) {
  left = left || 0;
  right = right || arr.length - 1;
  while (right > left) {
    if (right - left > 600) {
      var n = right - left + 1;
      var m = k - left + 1;
      var z2 = Math.log(n);
      var s = 0.5 * Math.exp(2 * z2 / 3);
      var sd = 0.5 * Math.sqrt(z2 * s * (n - s) / n);
      if (m - n / 2 < 0) {
        sd *= -1;
      }
      var newLeft = Math.max(left, Math.floor(k - m * s / n + sd));
      var newRight = Math.min(
        right,
        Math.floor(k + (n - m) * s / n + sd)
      );
      quickselect(arr, k, newLeft, newRight);
    }
    var t = arr[k];
    var i = left;
    var j = right;
    swap(arr, left, k);
    if (arr[right] > t) {
      swap(arr, left, right);
    }
    while (i < j) {
      swap(arr, i, j);
      i++;
      j--;
      while (arr[i] < t) {
        i++;
      }
      while (arr[j] > t) {
        j--;
      }
    }
    if (arr[left] === t) {
      swap(arr, left, j);
    } else {
      j++;
      swap(arr, j, right);
    }
    if (j <= k) {
      left = j + 1;
    }
    if (k <= j) {
      right = j - 1;
    }
  }
}
function swap(arr, i, j) {
  var tmp = arr[i];
  arr[i] = arr[j];
  arr[j] = tmp;
}
function quantile(x, p) {
  var copy = x.slice();
  if (Array.isArray(p)) {
    multiQuantileSelect(copy, p);
    var results = [];
    for (var i = 0; i < p.length; i++) {
      results[i] = quantileSorted(copy, p[i]);
    }
    return results;
  } else {
    var idx = quantileIndex(copy.length, p);
    quantileSelect(copy, idx, 0, copy.length - 1);
    return quantileSorted(copy, p);
  }
}
function quantileSelect(arr, k, left, right) {
  if (k % 1 === 0) {
    quickselect(arr, k, left, right);
  } else {
    k = Math.floor(k);
    quickselect(arr, k, left, right);
    quickselect(arr, k + 1, k + 1, right);
  }
}
function multiQuantileSelect(arr, p) {
  var positions = /* @__PURE__ */ new Set();
  for (var i = 0; i < p.length; i++) {
    var idx = quantileIndex(arr.length, p[i]);
    positions.add(Math.floor(idx));
    positions.add(Math.ceil(idx));
  }
  var indices = Array.from(positions).sort(compare);
  multiselect(arr, indices, 0, indices.length - 1, 0, arr.length - 1);
}
function multiselect(arr, indices, lo, hi, left, right) {
  if (lo > hi) {
    return;
  }
  var mid = lo + hi >> 1;
  quickselect(arr, indices[mid], left, right);
  multiselect(arr, indices, lo, mid - 1, left, indices[mid] - 1);
  multiselect(arr, indices, mid + 1, hi, indices[mid] + 1, right);
}
function compare(a, b) {
  return a - b;
}
function quantileIndex(len, p) {
  var idx = (len - 1) * p;
  if (p === 1) {
    return len - 1;
  } else if (p === 0) {
    return 0;
  } else if (idx % 1 !== 0) {
    return idx;
  } else {
    return idx;
  }
}
function median(x) {
  return +quantile(x, 0.5);
}
var epsilon = 1e-4;
var BayesianClassifier = function BayesianClassifier2() {
  this.totalCount = 0;
  this.data = {};
};
BayesianClassifier.prototype.train = function train(item, category) {
  if (!this.data[category]) {
    this.data[category] = {};
  }
  for (var k in item) {
    var v = item[k];
    if (this.data[category][k] === void 0) {
      this.data[category][k] = {};
    }
    if (this.data[category][k][v] === void 0) {
      this.data[category][k][v] = 0;
    }
    this.data[category][k][v]++;
  }
  this.totalCount++;
};
BayesianClassifier.prototype.score = function score(item) {
  var odds = {};
  var category;
  for (var k in item) {
    var v = item[k];
    for (category in this.data) {
      if (odds[category] === void 0) {
        odds[category] = {};
      }
      if (this.data[category][k]) {
        odds[category][k + "_" + v] = (this.data[category][k][v] || 0) / this.totalCount;
      } else {
        odds[category][k + "_" + v] = 0;
      }
    }
  }
  var oddsSums = {};
  for (category in odds) {
    oddsSums[category] = 0;
    for (var combination in odds[category]) {
      oddsSums[category] += odds[category][combination];
    }
  }
  return oddsSums;
};
var g = 607 / 128;
var LOGSQRT2PI = Math.log(Math.sqrt(2 * Math.PI));
var SQRT_2PI$1 = Math.sqrt(2 * Math.PI);
function cumulativeDistribution(z2) {
  var sum2 = z2;
  var tmp = z2;
  for (var i = 1; i < 30; i++) {
    tmp *= z2 * z2 / (2 * i + 1);
    sum2 += tmp;
  }
  return Math.round((0.5 + sum2 / SQRT_2PI$1 * Math.exp(-z2 * z2 / 2)) * 1e4) / 1e4;
}
var standardNormalTable = [];
for (z = 0; z <= 3.09; z += 0.01) {
  standardNormalTable.push(cumulativeDistribution(z));
}
var z;
function errorFunction(x) {
  var t = 1 / (1 + 0.5 * Math.abs(x));
  var tau = t * Math.exp(
    -x * x + ((((((((0.17087277 * t - 0.82215223) * t + 1.48851587) * t - 1.13520398) * t + 0.27886807) * t - 0.18628806) * t + 0.09678418) * t + 0.37409196) * t + 1.00002368) * t - 1.26551223
  );
  if (x >= 0) {
    return 1 - tau;
  } else {
    return tau - 1;
  }
}
function inverseErrorFunction(x) {
  var a = 8 * (Math.PI - 3) / (3 * Math.PI * (4 - Math.PI));
  var inv = Math.sqrt(
    Math.sqrt(
      Math.pow(2 / (Math.PI * a) + Math.log(1 - x * x) / 2, 2) - Math.log(1 - x * x) / a
    ) - (2 / (Math.PI * a) + Math.log(1 - x * x) / 2)
  );
  if (x >= 0) {
    return inv;
  } else {
    return -inv;
  }
}
var SQRT_2PI = Math.sqrt(2 * Math.PI);
var PerceptronModel = function PerceptronModel2() {
  this.weights = [];
  this.bias = 0;
};
PerceptronModel.prototype.predict = function predict(features) {
  if (features.length !== this.weights.length) {
    return null;
  }
  var score2 = 0;
  for (var i = 0; i < this.weights.length; i++) {
    score2 += this.weights[i] * features[i];
  }
  score2 += this.bias;
  if (score2 > 0) {
    return 1;
  } else {
    return 0;
  }
};
PerceptronModel.prototype.train = function train2(features, label) {
  if (label !== 0 && label !== 1) {
    return null;
  }
  if (features.length !== this.weights.length) {
    this.weights = features.slice();
    this.bias = 1;
  }
  var prediction = this.predict(features);
  if (typeof prediction === "number" && prediction !== label) {
    var gradient = label - prediction;
    for (var i = 0; i < this.weights.length; i++) {
      this.weights[i] += gradient * features[i];
    }
    this.bias += gradient;
  }
  return this;
};
function probit(p) {
  if (p === 0) {
    p = epsilon;
  } else if (p >= 1) {
    p = 1 - epsilon;
  }
  return Math.sqrt(2) * inverseErrorFunction(2 * p - 1);
}

// src/core/stats/stats.ts
var { abs, ceil, exp, floor, log, max, min, sqrt } = Math;
function asNumbers(values) {
  return values;
}
function sortedCopy(values) {
  return Float64Array.from(values).sort();
}
function quantileOfSorted(sorted, p) {
  return sorted.length === 0 ? NaN : quantileSorted(asNumbers(sorted), p);
}
function isSortedAscending(values) {
  for (let i = 1; i < values.length; i++) if (!(values[i - 1] <= values[i])) return false;
  return true;
}
function quantilesInPlace(values, ps, sortMaxItems = SORT_MAX_ITEMS) {
  const n = values.length;
  if (n === 0) return ps.map(() => NaN);
  orderStatisticsInPlace(
    values,
    ps.flatMap((p) => [floor((n - 1) * p), ceil((n - 1) * p)]),
    sortMaxItems
  );
  return ps.map((p) => {
    const idx = (n - 1) * p;
    if (p === 1) return values[n - 1];
    if (p === 0) return values[0];
    if (idx % 1 !== 0) {
      const lower = floor(idx);
      const upper = ceil(idx);
      return values[lower] + (idx - lower) * (values[upper] - values[lower]);
    }
    return values[idx];
  });
}
var SORT_MAX_ITEMS = 1 << 15;
function orderStatisticsInPlace(values, ks, sortMaxItems = SORT_MAX_ITEMS) {
  const n = values.length;
  if (n <= sortMaxItems) {
    if (!isSortedAscending(values)) values.sort();
  } else {
    const splits = [0, n];
    for (const k of ks) {
      if (k < 0 || k >= n) continue;
      let at = 1;
      while (splits[at] <= k) at++;
      selectKth(values, k, splits[at - 1], splits[at] - 1, splits);
    }
  }
  return ks.map((k) => k >= 0 && k < n ? values[k] : NaN);
}
function addSplit(splits, s) {
  let at = splits.length;
  while (at > 0 && splits[at - 1] > s) at--;
  if (splits[at - 1] !== s) splits.splice(at, 0, s);
}
function meanNormalInterval(values, meanValue) {
  const n = values.length;
  if (n < 2) return { low: NaN, high: NaN };
  const half = Z_95 * sampleStandardDeviation(asNumbers(values)) / Math.sqrt(n);
  return { low: meanValue - half, high: meanValue + half };
}
function selectKth(a, k, left, right, splits) {
  if (right > left && (k === left || k === right)) {
    let at = k;
    for (let i = left; i <= right; i++) if (k === left ? a[i] < a[at] : a[i] > a[at]) at = i;
    const t = a[k];
    a[k] = a[at];
    a[at] = t;
    left = right = k;
  }
  while (right > left) {
    if (right - left > SAMPLE_FROM) sampleSelect(a, k, left, right);
    const j = partitionAt(a, k, left, right);
    if (j <= k) {
      left = j + 1;
      addSplit(splits, j + 1);
    }
    if (k <= j) {
      right = j - 1;
      addSplit(splits, j);
    }
  }
  addSplit(splits, k);
  addSplit(splits, k + 1);
}
var SAMPLE_FROM = 600;
function sampleSelect(a, k, left, right) {
  const n = right - left + 1;
  const m = k - left + 1;
  const z2 = log(n);
  const s = 0.5 * exp(2 * z2 / 3);
  const sd = 0.5 * sqrt(z2 * s * (n - s) / n) * (m - n / 2 < 0 ? -1 : 1);
  let lo = max(left, floor(k - m * s / n + sd));
  let hi = min(right, floor(k + (n - m) * s / n + sd));
  while (hi > lo) {
    if (hi - lo > SAMPLE_FROM) sampleSelect(a, k, lo, hi);
    const j = partitionAt(a, k, lo, hi);
    if (j <= k) lo = j + 1;
    if (k <= j) hi = j - 1;
  }
}
function partitionAt(a, k, left, right) {
  const t = a[k];
  let x = a[left];
  a[left] = t;
  a[k] = x;
  if (a[right] > t) {
    x = a[left];
    a[left] = a[right];
    a[right] = x;
  }
  let i = left;
  let j = right;
  while (i < j) {
    x = a[i];
    a[i] = a[j];
    a[j] = x;
    i++;
    j--;
    while (a[i] < t) i++;
    while (a[j] > t) j--;
  }
  if (a[left] === t) {
    x = a[left];
    a[left] = a[j];
    a[j] = x;
  } else {
    j++;
    x = a[j];
    a[j] = a[right];
    a[right] = x;
  }
  return j;
}
function meanOf(values) {
  return values.length === 0 ? NaN : mean(asNumbers(values));
}
var SHIFT_TRIM = 0.025;
function trimCount(n, trim = SHIFT_TRIM) {
  return Math.max(0, Math.min(Math.ceil(n * trim), Math.floor((n - 1) / 2)));
}
function trimmedMeanSorted(sorted, trim = SHIFT_TRIM) {
  const n = sorted.length;
  if (n === 0) return NaN;
  const k = trimCount(n, trim);
  let sum2 = 0;
  for (let i = k; i < n - k; i++) sum2 += sorted[i];
  return sum2 / (n - 2 * k);
}
function trimmedMeanStandardError(sorted, trim = SHIFT_TRIM) {
  const n = sorted.length;
  if (n < 2) return NaN;
  const g2 = trimCount(n, trim);
  const lo = sorted[g2];
  const hi = sorted[n - 1 - g2];
  let sum2 = 0;
  for (let i = 0; i < g2; i++) sum2 += lo;
  for (let i = g2; i < n - g2; i++) sum2 += sorted[i];
  for (let i = 0; i < g2; i++) sum2 += hi;
  const wMean = sum2 / n;
  const dLo = lo - wMean;
  const dHi = hi - wMean;
  let ss = 0;
  for (let i = 0; i < g2; i++) ss += dLo * dLo;
  for (let i = g2; i < n - g2; i++) {
    const d = sorted[i] - wMean;
    ss += d * d;
  }
  for (let i = 0; i < g2; i++) ss += dHi * dHi;
  const sw = Math.sqrt(ss / (n - 1));
  return sw / ((1 - 2 * g2 / n) * Math.sqrt(n));
}
var NORMAL_MEDIAN_ABS = 0.6744897501960817;
var MAD_TO_SIGMA = 1.4826;
function robustSigma(values) {
  if (values.length === 0) return NaN;
  return MAD_TO_SIGMA * medianAbsoluteDeviationSorted(isSortedAscending(values) ? values : sortedCopy(values));
}
function medianAbsoluteDeviationSorted(sorted) {
  const n = sorted.length;
  if (n === 0) return NaN;
  const m = quantileOfSorted(sorted, 0.5);
  let up = 0;
  while (up < n && sorted[up] < m) up++;
  let down = up - 1;
  const idx = (n - 1) * 0.5;
  const lower = floor(idx);
  const upper = ceil(idx);
  let lowerValue = NaN;
  for (let rank = 0; rank <= upper; rank++) {
    const fromBelow = down >= 0 ? abs(sorted[down] - m) : Infinity;
    const fromAbove = up < n ? abs(sorted[up] - m) : Infinity;
    let d;
    if (fromBelow < fromAbove) {
      d = fromBelow;
      down--;
    } else {
      d = fromAbove;
      up++;
    }
    if (rank === lower) lowerValue = d;
    if (rank === upper) return lower === upper ? d : lowerValue + (idx - lower) * (d - lowerValue);
  }
  return lowerValue;
}
function normalCdf2(z2) {
  return 0.5 * (1 + errorFunction(z2 / Math.SQRT2));
}
function twoSidedNormalP(z2) {
  return Math.min(1, Math.max(0, 1 - errorFunction(Math.abs(z2) / Math.SQRT2)));
}
var Z_95 = 1.959963984540054;
function noiseFlagProbability(sigma, thresholdPct) {
  if (!(sigma > 0)) return 0;
  const t = thresholdPct / 100;
  const upper = 1 - normalCdf2(Math.log1p(t) / sigma);
  const lower = t < 1 ? normalCdf2(Math.log1p(-t) / sigma) : 0;
  return upper + lower;
}
var HISTOGRAM_EDGES_PCT = [-50, -25, -10, -5, 0, 5, 10, 25, 50];
function deltaHistogram(deltaPcts) {
  const edges = [-Infinity, ...HISTOGRAM_EDGES_PCT, Infinity];
  const counts = new Array(edges.length - 1).fill(0);
  if (isSortedAscending(deltaPcts)) {
    let below = 0;
    for (let bin = 0; bin < counts.length; bin++) {
      const upTo = bin === counts.length - 1 ? deltaPcts.length : countBelow(deltaPcts, edges[bin + 1]);
      counts[bin] = upTo - below;
      below = upTo;
    }
  } else {
    for (let i = 0; i < deltaPcts.length; i++) {
      const d = deltaPcts[i];
      let bin = 0;
      while (bin < counts.length - 1 && d >= edges[bin + 1]) bin++;
      counts[bin]++;
    }
  }
  return counts.map((count, i) => ({ fromPct: edges[i], toPct: edges[i + 1], count }));
}
function countBelow(sorted, x, from = 0) {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function countAtOrBelow(sorted, x, from = 0) {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (sorted[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// src/core/stats/student-t.ts
function logGamma(x) {
  const c = [
    0.9999999999998099,
    676.5203681218851,
    -1259.1392167224028,
    771.3234287776531,
    -176.6150291621406,
    12.507343278686905,
    -0.13857109526572012,
    9984369578019572e-21,
    15056327351493116e-23
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  x -= 1;
  let a = c[0];
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}
function betaContinuedFraction(a, b, x) {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - (a + b) * x / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return h;
}
function incompleteBeta(x, a, b) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const lnFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x);
  const front = Math.exp(lnFront);
  if (x < (a + 1) / (a + b + 2)) return front * betaContinuedFraction(a, b, x) / a;
  return 1 - front * betaContinuedFraction(b, a, 1 - x) / b;
}
function studentTCdf(t, dof) {
  const x = dof / (dof + t * t);
  const tail = 0.5 * incompleteBeta(x, dof / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}
function studentTQuantile(p, dof) {
  if (!(dof > 0)) return NaN;
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  if (p < 0.5) return -studentTQuantile(1 - p, dof);
  let lo = 0;
  let hi = 1;
  while (studentTCdf(hi, dof) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-13 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (studentTCdf(mid, dof) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// src/internal/order-statistic-memo.ts
var byLevel = /* @__PURE__ */ new Map();
var lastLevel = NaN;
var lastByN;
function orderStatisticMemo(level, n, compute) {
  let byN = level === lastLevel ? lastByN : byLevel.get(level);
  if (!byN) {
    byN = [];
    byLevel.set(level, byN);
  }
  lastLevel = level;
  lastByN = byN;
  const hit = byN[n];
  if (hit !== void 0) return hit;
  const value = compute(n, level);
  byN[n] = value;
  return value;
}

// src/core/benchstat/median-ci.ts
var EXACT_LIMIT = 30;
function halfBinomialPmf(n, k, choose) {
  if (k < 0 || k > n) return 0;
  return choose[k] * Math.pow(0.5, n);
}
function binomialRow(n) {
  const row = [1];
  for (let k = 1; k <= n; k++) row.push(row[k - 1] * (n - k + 1) / k);
  return row;
}
function exactCi(n, confidence) {
  const row = binomialRow(n);
  const pmf = (k) => halfBinomialPmf(n, k, row);
  const x = Math.ceil((n + 1) * 0.5) - 1;
  let accum = pmf(x);
  let l = x;
  let r = x + 1;
  let lp = pmf(l - 1);
  let rp = pmf(r);
  while (accum < confidence && (lp > 0 || rp > 0)) {
    if (lp >= rp) {
      accum += lp;
      l--;
      lp = pmf(l - 1);
    } else {
      accum += rp;
      r++;
      rp = pmf(r);
    }
  }
  return { n, confidence: accum, loOrder: l, hiOrder: r };
}
function approxCi(n, confidence) {
  const mu = n * 0.5;
  const sigma = Math.sqrt(n * 0.25);
  const l1 = normalInvCdf((1 - confidence) / 2, mu, sigma);
  const r1 = 2 * mu - l1;
  const l = Math.floor(Math.floor(l1 - 0.5) + 0.5) + 1;
  let r = Math.floor(Math.ceil(r1 - 0.5) + 0.5) + 1;
  const band = (lo, hi) => normalCdf(hi - 0.5, mu, sigma) - normalCdf(lo - 0.5, mu, sigma);
  let actual = band(l, r);
  const biased = band(l, r - 1);
  if (biased >= confidence && biased < actual) {
    actual = biased;
    r = r - 1;
  }
  if (l <= 0 && r >= n + 1) actual = 1;
  return { n, confidence: actual, loOrder: l, hiOrder: r };
}
function computeMedianCi(n, confidence) {
  let ci;
  if (confidence >= 1) ci = { n, confidence: 1, loOrder: 0, hiOrder: n + 1 };
  else ci = n <= EXACT_LIMIT ? exactCi(n, confidence) : approxCi(n, confidence);
  return { ...ci, loOrder: Math.max(ci.loOrder, 0), hiOrder: Math.min(ci.hiOrder, n + 1) };
}
function medianCi(n, confidence = 0.95) {
  return orderStatisticMemo(confidence, n, computeMedianCi);
}
function minSamplesForMedianCi(confidence = 0.95) {
  for (let n = 2; n <= 50; n++) {
    const ci = medianCi(n, confidence);
    if (ci.loOrder > 0 && ci.hiOrder <= n) return { op: ">=", n };
  }
  return { op: ">", n: 50 };
}
function sortedMedian(sorted) {
  const n = sorted.length;
  if (n === 0) return NaN;
  const mid = n >> 1;
  return n % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// src/internal/u-distribution-memo.ts
var cdfBySizes = /* @__PURE__ */ new Map();
function uDistributionMemo(a, b, compute) {
  const key = a * 1e3 + b;
  let cdf = cdfBySizes.get(key);
  if (cdf === void 0) cdfBySizes.set(key, cdf = compute(a, b));
  return cdf;
}

// src/core/benchstat/mann-whitney.ts
var EXACT_LIMIT2 = 50;
var TIES_EXACT_LIMIT = 25;
var MANN_WHITNEY_ERROR_TEXT = {
  "sample-size": "sample is too small",
  "samples-equal": "all samples are equal",
  "not-finite": "a sample is not a finite number"
};
function noTiesCdf(n1, n2) {
  return uDistributionMemo(Math.min(n1, n2), Math.max(n1, n2), countNoTiesCdf);
}
function countNoTiesCdf(a, b) {
  const maxU = a * b;
  const rows = [];
  for (let m = 0; m <= a; m++) {
    rows.push(new Float64Array(maxU + 1));
  }
  for (const row of rows) row[0] = 1;
  for (let n = 1; n <= b; n++) {
    for (let m = 1; m <= a; m++) {
      const cur = rows[m];
      const prev = rows[m - 1];
      const top = m * n;
      for (let u = top; u >= 0; u--) {
        cur[u] = cur[u] + (u >= n ? prev[u - n] : 0);
      }
    }
  }
  const counts = rows[a];
  const cdf = new Float64Array(maxU + 1);
  let acc = 0;
  for (let u = 0; u <= maxU; u++) {
    acc += counts[u];
    cdf[u] = acc;
  }
  return cdf;
}
function chooseFloat(n, k) {
  if (k < 0 || k > n) return 0;
  k = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= k; i++) r = r * (n - k + i) / i;
  return r;
}
function exactTiesCdf(n1, n2, ties, uSmall) {
  const limit = Math.round(2 * uSmall) + n1 * (n1 + 1);
  const width = limit + 1;
  const dp = zeroedTieDpBuffer((n1 + 1) * width);
  const lo = new Int32Array(n1 + 1).fill(width);
  const hi = new Int32Array(n1 + 1).fill(-1);
  dp[0] = 1;
  lo[0] = 0;
  hi[0] = 0;
  let start = 1;
  const coef = [];
  for (const t of ties) {
    const w = 2 * start + t - 1;
    start += t;
    coef.length = 0;
    for (let r = 0; r <= t; r++) coef.push(chooseFloat(t, r));
    for (let k = n1 - 1; k >= 0; k--) {
      if (hi[k] < 0) continue;
      const rowBase = k * width;
      const maxR = Math.min(t, n1 - k);
      for (let s = hi[k]; s >= lo[k]; s--) {
        const v = dp[rowBase + s];
        if (v === 0) continue;
        for (let r = 1; r <= maxR; r++) {
          const s2 = s + r * w;
          if (s2 > limit) break;
          const k2 = k + r;
          dp[k2 * width + s2] += v * coef[r];
          if (s2 < lo[k2]) lo[k2] = s2;
          if (s2 > hi[k2]) hi[k2] = s2;
        }
      }
    }
  }
  let count = 0;
  const base = n1 * width;
  for (let s = 0; s <= limit; s++) count += dp[base + s];
  return count / chooseFloat(n1 + n2, n1);
}
var SAMPLES_EQUAL = { ok: false, error: "samples-equal" };
function mannWhitneyUTestSorted(a, b) {
  const result = { n1: 0, n2: 0, u: 0, p: 1, method: "exact" };
  const error = mannWhitneySortedInto(a, a.length, b, b.length, result);
  if (error === null) return { ok: true, result };
  return error === "samples-equal" ? SAMPLES_EQUAL : error === "sample-size" ? SAMPLE_SIZE : { ok: false, error };
}
var SAMPLE_SIZE = { ok: false, error: "sample-size" };
function mannWhitneyNormalP(n1, n2, u1, tieSum) {
  const total = n1 + n2;
  const mu = n1 * n2 / 2;
  const sigma = Math.sqrt(n1 * n2 * (total + 1 - tieSum / (total * (total - 1))) / 12);
  if (sigma === 0) return null;
  let numer = u1 - mu;
  numer -= Math.sign(numer) * 0.5;
  const z2 = numer / sigma;
  const cdf = normalCdf(z2);
  return 2 * Math.min(cdf, 1 - cdf);
}
function mannWhitneySortedInto(a, n1, b, n2, out) {
  if (n1 === 0 || n2 === 0) return "sample-size";
  let i = 0;
  let j = 0;
  let rank = 1;
  let r1 = 0;
  const ties = emptyTieGroups();
  const keepTies = n1 <= EXACT_LIMIT2 && n2 <= EXACT_LIMIT2;
  let tieSum = 0;
  let hasTies = false;
  while (i < n1 || j < n2) {
    const v = j >= n2 || i < n1 && a[i] < b[j] ? a[i] : b[j];
    let c1 = 0;
    let c2 = 0;
    while (i < n1 && a[i] === v) {
      i++;
      c1++;
    }
    while (j < n2 && b[j] === v) {
      j++;
      c2++;
    }
    const t = c1 + c2;
    if (t === 0) return "not-finite";
    if (c1 > 0) r1 += (2 * rank + t - 1) / 2 * c1;
    if (t > 1) hasTies = true;
    if (keepTies) ties.push(t);
    tieSum += t * t * t - t;
    rank += t;
  }
  const u1 = r1 - n1 * (n1 + 1) / 2;
  const u2 = n1 * n2 - u1;
  const uSmall = Math.min(u1, u2);
  const exact = hasTies ? n1 <= TIES_EXACT_LIMIT && n2 <= TIES_EXACT_LIMIT : n1 <= EXACT_LIMIT2 && n2 <= EXACT_LIMIT2;
  let p;
  let method;
  if (exact) {
    if (ties.length === 1) return "samples-equal";
    if (u1 === u2) p = 1;
    else if (hasTies) p = 2 * exactTiesCdf(n1, n2, ties, uSmall);
    else {
      const cdf = noTiesCdf(n1, n2);
      p = 2 * cdf[Math.floor(uSmall)] / cdf[cdf.length - 1];
    }
    method = hasTies ? "exact-ties" : "exact";
  } else {
    const normal = mannWhitneyNormalP(n1, n2, u1, tieSum);
    if (normal === null) return "samples-equal";
    p = normal;
    method = "normal";
  }
  out.n1 = n1;
  out.n2 = n2;
  out.u = u1;
  out.p = p;
  out.method = method;
  return null;
}

export {
  erfc,
  normalInvCdf,
  scaledValuesBuffer,
  reusedRecord,
  sideSortBuffer,
  EXACT_LIMIT2 as EXACT_LIMIT,
  MANN_WHITNEY_ERROR_TEXT,
  mannWhitneyUTestSorted,
  mannWhitneyNormalP,
  mannWhitneySortedInto,
  sampleStandardDeviation,
  median,
  probit,
  sortedCopy,
  quantileOfSorted,
  isSortedAscending,
  quantilesInPlace,
  orderStatisticsInPlace,
  meanNormalInterval,
  meanOf,
  SHIFT_TRIM,
  trimCount,
  trimmedMeanSorted,
  trimmedMeanStandardError,
  NORMAL_MEDIAN_ABS,
  MAD_TO_SIGMA,
  robustSigma,
  normalCdf2 as normalCdf,
  twoSidedNormalP,
  Z_95,
  noiseFlagProbability,
  deltaHistogram,
  countBelow,
  countAtOrBelow,
  incompleteBeta,
  studentTCdf,
  studentTQuantile,
  projectHalfWidth,
  medianCi,
  minSamplesForMedianCi,
  sortedMedian
};
