// Precision and recall of change-point detection on generated series with known steps (see
// changepoints-common.mjs): a detected point within ±K points of a true step finds it (each step and each
// detection counted once, nearest first); a detected point that finds no step is a false alarm. Rows add
// our changes to Otava's method one at a time. 95% Wilson intervals.
// Usage: node bench/changepoints-accuracy.mjs [series=1000] [length=500] [seed=1]
import { generateSeries, loadChangepoints, mulberry32 } from './changepoints-common.mjs';

const [count = 1000, length = 500, seed = 1] = process.argv.slice(2).map(Number);
const TOLERANCES = [3, 1, 5];
const { detectChangePoints, analyseSeries } = await loadChangepoints();

function wilson(successes, n) {
  const z = 1.959964;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [centre - half, centre + half];
}

/** Greedy one-to-one matching of true steps to the nearest unused detection within k. */
function matched(truth, detected, k) {
  const used = new Set();
  for (const t of truth) {
    let best = -1;
    for (let i = 0; i < detected.length; i++) {
      if (used.has(i) || Math.abs(detected[i] - t) > k) continue;
      if (best < 0 || Math.abs(detected[i] - t) < Math.abs(detected[best] - t)) best = i;
    }
    if (best >= 0) used.add(best);
  }
  return used.size;
}

function measure(analyse) {
  const rand = mulberry32(seed);
  const totals = { steps: 0, detections: 0, spikes: 0, spikesFound: 0, otherOutliers: 0 };
  const found = Object.fromEntries(TOLERANCES.map((k) => [k, 0]));
  for (let s = 0; s < count; s++) {
    const series = generateSeries(rand, { length });
    const { indexes, outliers } = analyse(series.values);
    totals.steps += series.truth.length;
    totals.detections += indexes.length;
    for (const k of TOLERANCES) found[k] += matched(series.truth, indexes, k);
    totals.spikes += series.outliers.length;
    totals.spikesFound += series.outliers.filter((o) => outliers.includes(o)).length;
    totals.otherOutliers += outliers.filter((o) => !series.outliers.includes(o)).length;
  }
  return { ...totals, found };
}

const f3 = (x) => x.toFixed(3);
function print(label, r) {
  const cells = TOLERANCES.map((k) => {
    const [pLo, pHi] = wilson(r.found[k], r.detections);
    const [rLo, rHi] = wilson(r.found[k], r.steps);
    const precision = r.found[k] / r.detections;
    const recall = r.found[k] / r.steps;
    return k === TOLERANCES[0]
      ? `precision ${f3(precision)} [${f3(pLo)}, ${f3(pHi)}]  recall ${f3(recall)} [${f3(rLo)}, ${f3(rHi)}]`
      : `±${k}: ${f3(precision)}/${f3(recall)}`;
  });
  console.log(`${label.padEnd(30)} ${cells.join('   ')}`);
  console.log(
    `${''.padEnd(30)} ${r.found[TOLERANCES[0]]}/${r.steps} steps found, ${r.detections} points reported; ` +
      `outliers: ${r.spikesFound}/${r.spikes} of the planted ones, ${r.otherOutliers} others`,
  );
}

console.log(
  `${count} series × ${length} points at level 100, 2 steps of ±5–30% each (≥ 30 points apart and from the ends), ` +
    `noise × (1 + N(0, 0.03)), 2 outliers of ±15–50%.\nA step is found by a reported point within ±${TOLERANCES[0]} ` +
    `(95% Wilson intervals; precision/recall at ±1 and ±5 after). Defaults: window 50, p 0.001.\n`,
);
const config = { window: 50, pValue: 0.001, minMagnitude: 0, reproduceOtava: false };
const fromConfig = (c) => (values) => {
  const a = analyseSeries(values, c);
  return { indexes: a.points.map((p) => p.index), outliers: a.outliers };
};
print(
  'Otava 0.8.0 (reproduced)',
  measure((values) => {
    const r = detectChangePoints(values, { reproduceOtava: true });
    return { indexes: r.changePoints.map((c) => c.index), outliers: r.outliers };
  }),
);
const off = { outlierRule: false, selectionCorrection: false, refineLocation: false };
print('  neighbours re-tested', measure(fromConfig({ ...config, ...off })));
print('  + outlier rule', measure(fromConfig({ ...config, ...off, outlierRule: true })));
print(
  '  + selection-corrected p',
  measure(fromConfig({ ...config, ...off, outlierRule: true, selectionCorrection: true })),
);
print(
  '  + least-squares placement',
  measure((values) => {
    const r = detectChangePoints(values);
    return { indexes: r.changePoints.map((c) => c.index), outliers: r.outliers };
  }),
);
