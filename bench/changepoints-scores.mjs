// Scores change-point methods on an annotated set: the first (benchmark histories,
// bench/changepoints-annotated.mjs) or the second (real-world shapes with several annotators,
// bench/changepoints-realworld.mjs). F1 (margin 5) and Cover as van den Burg & Williams (2020) define them
// (precision over the union of the annotators' points, recall averaged over annotators, the first point
// counted as a change point), per series then averaged (their "default" table), with 95% bootstrap
// intervals over series; precision/recall of change points pooled over the set (margin 5, the first point
// not counted, 95% Wilson intervals); series with no annotated change that got one; and, on the first set,
// how drift series come out (one drift, no step). Baselines (binary segmentation, PELT) are
// bench/changepoints-baselines.mjs, for comparison only.
// Usage: node bench/changepoints-scores.mjs [file=__fixtures__/changepoints/annotated.json] [--by-kind]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { binarySegmentation, pelt } from './changepoints-baselines.mjs';
import { loadChangepoints, mulberry32 } from './changepoints-common.mjs';
import {
  bootstrap as bootstrapMean,
  cover,
  fMeasure,
  truePositives,
  wilson,
} from './changepoints-metrics.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const byKind = args.includes('--by-kind');
// --table: F1 / Cover per family (rows) and method (columns), for the docs.
const table = args.includes('--table');
const file =
  args.find((a) => !a.startsWith('--')) ?? path.join(repo, '__fixtures__/changepoints/annotated.json');
const { series } = JSON.parse(readFileSync(file, 'utf8'));
const { detectChangePoints, analyseChanges } = await loadChangepoints();
const annotationsOf = (s) => s.annotations ?? [s.changePoints];

const methods = {
  'no change': () => ({ steps: [], drifts: [] }),
  'Otava 0.8.0 (--otava)': (v) => ({
    steps: detectChangePoints(v, { reproduceOtava: true }).changePoints.map((c) => c.index),
    drifts: [],
  }),
  'old default': (v) => ({ steps: detectChangePoints(v).changePoints.map((c) => c.index), drifts: [] }),
  'binary segmentation': (v) => ({ steps: binarySegmentation(v), drifts: [] }),
  'BinSeg (scaled)': (v) => ({ steps: binarySegmentation(v, { scaled: true }), drifts: [] }),
  'PELT (mean)': (v) => ({ steps: pelt(v), drifts: [] }),
  'PELT (scaled)': (v) => ({ steps: pelt(v, { scaled: true }), drifts: [] }),
  'PELT (mean + variance)': (v) => ({ steps: pelt(v, { variance: true }), drifts: [] }),
  'benchdelta (default)': (v) => {
    const r = analyseChanges(v);
    return { steps: r.steps.map((s) => s.index), drifts: r.drifts.map((d) => [d.start, d.end]) };
  },
};

const f3 = (x) => x.toFixed(3);
const overlaps = ([a, b], [c, d]) => Math.min(b, d) > Math.max(a, c);
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** 95% percentile bootstrap interval of the mean over series (seeded). */
const bootstrap = (xs) => bootstrapMean(xs, mulberry32(1));

function score(name, method, subset, silent = false) {
  const f1s = [];
  const covers = [];
  let found = 0;
  let truths = 0;
  let hits = 0;
  let reported = 0;
  let quiet = 0;
  let quietCut = 0;
  let driftSeries = 0;
  let driftOne = 0;
  let driftSteps = 0;
  const started = performance.now();
  for (const s of subset) {
    const r = method(s.values);
    const annotations = annotationsOf(s);
    f1s.push(fMeasure(annotations, r.steps).f1);
    covers.push(cover(annotations, r.steps, s.values.length));
    // Pooled: precision against the union of annotators, recall per annotator.
    const union = [...new Set(annotations.flat())].sort((a, b) => a - b);
    hits += truePositives(union, r.steps, 5);
    reported += r.steps.length;
    for (const a of annotations) {
      found += truePositives(a, r.steps, 5);
      truths += a.length;
    }
    if (union.length === 0 || (s.events && s.events.length === 0)) {
      quiet++;
      if (r.steps.length > 0) quietCut++;
    }
    if (s.drifts?.length > 0) {
      driftSeries++;
      driftSteps += r.steps.length;
      const on = r.drifts.filter((d) => overlaps(d, s.drifts[0])).length;
      if (on === 1 && r.steps.length === 0 && r.drifts.length === 1) driftOne++;
    }
  }
  const ms = performance.now() - started;
  if (silent) return { f1: mean(f1s), cover: mean(covers) };
  const [fLo, fHi] = bootstrap(f1s);
  const [cLo, cHi] = bootstrap(covers);
  const [pLo, pHi] = wilson(hits, reported);
  const [rLo, rHi] = wilson(found, truths);
  const [qLo, qHi] = wilson(quietCut, quiet);
  const [dLo, dHi] = wilson(driftOne, driftSeries);
  console.log(
    `${name.padEnd(24)} F1 ${f3(mean(f1s))} [${f3(fLo)}, ${f3(fHi)}]  Cover ${f3(mean(covers))} [${f3(cLo)}, ${f3(cHi)}]  ` +
      `precision ${f3(hits / reported || 0)} [${f3(pLo)}, ${f3(pHi)}] (${hits}/${reported})  ` +
      `recall ${f3(found / truths || 0)} [${f3(rLo)}, ${f3(rHi)}] (${found}/${truths})` +
      (quiet ? `  no-change series cut ${quietCut}/${quiet} [${f3(qLo)}, ${f3(qHi)}]` : '') +
      (driftSeries
        ? `  drift series as one drift ${driftOne}/${driftSeries} [${f3(dLo)}, ${f3(dHi)}], steps on them ${driftSteps}`
        : '') +
      `  ${ms.toFixed(0)} ms`,
  );
}

console.log(
  `${series.length} annotated series (${file.replace(repo + '/', '')}); F1 and Cover per series, averaged ` +
    '(95% bootstrap over series); precision/recall pooled over change points (margin 5, Wilson).\n',
);
if (table) {
  const names = Object.keys(methods);
  const short = (n) =>
    n.replace(' (default)', '').replace('binary segmentation', 'BinSeg').replace(' (--otava)', '');
  console.log(`| family (series) | ${names.map(short).join(' | ')} |`);
  console.log(`| --- | ${names.map(() => '---').join(' | ')} |`);
  const kinds = [...new Set(series.map((s) => s.kind))];
  for (const kind of [...kinds, 'all']) {
    const subset = kind === 'all' ? series : series.filter((s) => s.kind === kind);
    const cells = names.map((n) => score(n, methods[n], subset, true));
    console.log(
      `| ${kind} (${subset.length}) | ${cells.map((c) => `${f3(c.f1)} / ${f3(c.cover)}`).join(' | ')} |`,
    );
  }
} else {
  for (const [name, method] of Object.entries(methods)) score(name, method, series);
}
if (byKind && !table) {
  for (const kind of [...new Set(series.map((s) => s.kind))]) {
    console.log(`\n${kind}:`);
    const subset = series.filter((s) => s.kind === kind);
    for (const [name, method] of Object.entries(methods)) score(name, method, subset);
  }
}
