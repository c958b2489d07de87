// Precision and recall of change-point detection on generated series with known steps (see
// changepoints-common.mjs): a detected point within ±K points of a true step finds it (each step and each
// detection counted once, nearest first); a detected point that finds no step is a false alarm. Rows add
// our changes to Otava's method one at a time. 95% Wilson intervals.
// Then: how many points after a step at the end of a series it takes to report it (the service's alert delay).
// Usage: node bench/changepoints-accuracy.mjs [series=1000] [length=500] [seed=1] [outliers=2]
import { generateSeries, loadChangepoints, matched, mulberry32 } from './changepoints-common.mjs';

const [count = 1000, length = 500, seed = 1, outlierCount = 2] = process.argv.slice(2).map(Number);
const TOLERANCES = [3, 1, 5];
const { detectChangePoints, analyseSeries, analyseChanges } = await loadChangepoints();

function wilson(successes, n) {
  const z = 1.959964;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [centre - half, centre + half];
}

function measure(analyse) {
  const rand = mulberry32(seed);
  const totals = { steps: 0, detections: 0, spikes: 0, spikesFound: 0, otherOutliers: 0 };
  const found = Object.fromEntries(TOLERANCES.map((k) => [k, 0]));
  for (let s = 0; s < count; s++) {
    const series = generateSeries(rand, { length, outliers: outlierCount });
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
    `noise × (1 + N(0, 0.03)), ${outlierCount} outliers (single points moved ±15–50%).\nA step is found by a reported point within ±${TOLERANCES[0]} ` +
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

// A spread change is reported as a change point too: with no spread change in the truth, any is a false alarm.
print(
  'steps + drifts (CLI default)',
  measure((values) => {
    const r = analyseChanges(values);
    return { indexes: [...r.steps, ...r.spreadChanges].map((s) => s.index), outliers: r.outliers };
  }),
);

print(
  '  + segmentation (--penalty 3)',
  measure((values) => {
    const r = analyseChanges(values, { penalty: 3 });
    return { indexes: r.steps.map((s) => s.index), outliers: r.outliers };
  }),
);

// A step of ±size at the end of 200 points, seen after k points of the new level: the share of 200 series
// where it is reported (a change point within ±1), and where its first point is only pending.
console.log('\nA step at the end of a 200-point series, after k points at the new level (200 series each):');
const ks = [1, 2, 3, 4, 5, 7, 10, 15];
console.log(`${'step'.padEnd(8)}${ks.map((k) => `k=${k}`.padStart(14)).join('')}`);
for (const size of [0.05, 0.1, 0.2]) {
  const cells = ks.map((k) => {
    const rand = mulberry32(seed + 1000 * k);
    let reported = 0;
    let pending = 0;
    for (let s = 0; s < 200; s++) {
      const { values } = generateSeries(rand, { length: 200 + k, steps: 0, outliers: 0 });
      const sign = s % 2 === 0 ? 1 : -1;
      for (let i = 200; i < 200 + k; i++) values[i] *= 1 + sign * size;
      const r = detectChangePoints(values);
      if (r.changePoints.some((c) => Math.abs(c.index - 200) <= 1)) reported++;
      else if (r.pending.includes(200)) pending++;
    }
    return `${((100 * reported) / 200).toFixed(0)}%${pending ? ` (${((100 * pending) / 200).toFixed(0)}% p)` : ''}`.padStart(
      14,
    );
  });
  console.log(`±${(size * 100).toFixed(0)}%`.padEnd(8) + cells.join(''));
}
console.log('(p: the share where the last point is pending instead)');
