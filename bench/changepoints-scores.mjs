// Scores change-point methods on the committed annotated set (bench/changepoints-annotated.mjs writes it):
// F1 (margin 5) and Cover as van den Burg & Williams (2020) define them, per series then averaged (their
// "default" table); and precision/recall of step points pooled over the set (margin 5, 95% Wilson
// intervals; the first point not counted); and how drift series come out (one drift, no step).
// Usage: node bench/changepoints-scores.mjs [file=__fixtures__/changepoints/annotated.json] [--by-kind]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadChangepoints } from './changepoints-common.mjs';
import { cover, fMeasure, truePositives, wilson } from './changepoints-metrics.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const byKind = args.includes('--by-kind');
const file =
  args.find((a) => !a.startsWith('--')) ?? path.join(repo, '__fixtures__/changepoints/annotated.json');
const { series } = JSON.parse(readFileSync(file, 'utf8'));
const { detectChangePoints, analyseChanges } = await loadChangepoints();

const methods = {
  'no change': () => ({ steps: [], drifts: [] }),
  'Otava 0.8.0': (v) => ({
    steps: detectChangePoints(v, { reproduceOtava: true }).changePoints.map((c) => c.index),
    drifts: [],
  }),
  'old default': (v) => ({ steps: detectChangePoints(v).changePoints.map((c) => c.index), drifts: [] }),
  'steps + drifts (new)': (v) => {
    const r = analyseChanges(v);
    return { steps: r.steps.map((s) => s.index), drifts: r.drifts.map((d) => [d.start, d.end]) };
  },
};

const f3 = (x) => x.toFixed(3);
const overlaps = ([a, b], [c, d]) => Math.min(b, d) > Math.max(a, c);

function score(name, method, subset) {
  let f1 = 0;
  let cov = 0;
  let found = 0;
  let truths = 0;
  let reported = 0;
  let driftSeries = 0;
  let driftOne = 0;
  let driftSteps = 0;
  const started = performance.now();
  for (const s of subset) {
    const r = method(s.values);
    f1 += fMeasure([s.changePoints], r.steps).f1;
    cov += cover([s.changePoints], r.steps, s.values.length);
    found += truePositives(s.changePoints, r.steps, 5);
    truths += s.changePoints.length;
    reported += r.steps.length;
    if (s.drifts.length > 0) {
      driftSeries++;
      driftSteps += r.steps.length;
      const hits = r.drifts.filter((d) => overlaps(d, s.drifts[0])).length;
      if (hits === 1 && r.steps.length === 0 && r.drifts.length === 1) driftOne++;
    }
  }
  const ms = performance.now() - started;
  const [pLo, pHi] = wilson(found, reported);
  const [rLo, rHi] = wilson(found, truths);
  const [dLo, dHi] = wilson(driftOne, driftSeries);
  console.log(
    `${name.padEnd(22)} F1 ${f3(f1 / subset.length)}  Cover ${f3(cov / subset.length)}  ` +
      `precision ${f3(found / reported || 0)} [${f3(pLo)}, ${f3(pHi)}] (${found}/${reported})  ` +
      `recall ${f3(found / truths || 0)} [${f3(rLo)}, ${f3(rHi)}] (${found}/${truths})` +
      (driftSeries
        ? `  drift series as one drift ${driftOne}/${driftSeries} [${f3(dLo)}, ${f3(dHi)}], steps on them ${driftSteps}`
        : '') +
      `  ${ms.toFixed(0)} ms`,
  );
}

console.log(
  `${series.length} annotated series (${file.replace(repo + '/', '')}); F1 and Cover per series, averaged; ` +
    'precision/recall pooled over step points (margin 5).\n',
);
for (const [name, method] of Object.entries(methods)) score(name, method, series);
if (byKind) {
  for (const kind of [...new Set(series.map((s) => s.kind))]) {
    console.log(`\n${kind}:`);
    const subset = series.filter((s) => s.kind === kind);
    for (const [name, method] of Object.entries(methods)) score(name, method, subset);
  }
}
