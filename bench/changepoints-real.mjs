// Scores change-point methods on the real annotated set (__fixtures__/changepoints/real/real.json: TCPD's
// univariate real series and 12 TSSB series, see its README), on each half apart: "fit" (constants were
// chosen on it) and "held-out" (reported only). F1 (margin 5) and Cover as van den Burg & Williams (2020)
// define them, per series then averaged, with 95% bootstrap intervals over series; how many annotated
// series get no change point at all. benchdelta's change points are its steps and its drifts' starts and
// ends (where something changed). ruptures' binary segmentation and PELT come from
// bench/changepoints-ruptures.py (their answers are stored beside the set).
// Usage: node bench/changepoints-real.mjs [--half=fit|held-out|all] [--per-series] [--penalty=K] [--source=TCPD|TSSB]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { binarySegmentation, pelt } from './changepoints-baselines.mjs';
import { changePointsOf, loadChangepoints, mulberry32 } from './changepoints-common.mjs';
import { bootstrap as bootstrapMean, cover, fMeasure } from './changepoints-metrics.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(repo, '__fixtures__/changepoints/real');
const args = process.argv.slice(2);
const halfArg = args.find((a) => a.startsWith('--half='))?.slice(7);
const perSeries = args.includes('--per-series');
// --source=TCPD|TSSB: one source's series only.
const source = args.find((a) => a.startsWith('--source='))?.slice(9);
// --penalty=K: the segmentation's β / log n (the fit-half sweep; default the library's).
const penaltyArg = args.find((a) => a.startsWith('--penalty='));
const penalty = penaltyArg ? Number(penaltyArg.slice(10)) : undefined;
const { series } = JSON.parse(readFileSync(path.join(dir, 'real.json'), 'utf8'));
const stored = JSON.parse(readFileSync(path.join(dir, 'ruptures.json'), 'utf8'));
const { detectChangePoints, analyseChanges, analyseChangesWith } = await loadChangepoints();

const methods = {
  'no change': () => [],
  'Otava 0.8.0': (v) => detectChangePoints(v, { reproduceOtava: true }).changePoints.map((c) => c.index),
  'ruptures BinSeg (l2)': (v, s) => stored.results[s.name]['binseg-l2'],
  'ruptures BinSeg (normal)': (v, s) => stored.results[s.name]['binseg-normal'],
  'ruptures PELT (l2)': (v, s) => stored.results[s.name]['pelt-l2'],
  'ruptures PELT (normal)': (v, s) => stored.results[s.name]['pelt-normal'],
  'BinSeg (σ of series)': (v) => binarySegmentation(v, { scaled: true }),
  'PELT (σ of series)': (v) => pelt(v, { scaled: true }),
  'benchdelta (default)': (v) =>
    changePointsOf(analyseChanges(v, penalty === undefined ? {} : { penalty }), v.length),
  'benchdelta, no silent pass': (v) =>
    changePointsOf(analyseChangesWith(v, {}, { segmentWhenSilent: false }), v.length),
  'benchdelta --penalty 3': (v) => changePointsOf(analyseChanges(v, { penalty: 3 }), v.length),
};

const f3 = (x) => x.toFixed(3);
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
/** 95% percentile bootstrap interval of the mean over series (seeded). */
const bootstrap = (xs) => bootstrapMean(xs, mulberry32(1));

for (const half of halfArg && halfArg !== 'all' ? [halfArg] : ['fit', 'held-out']) {
  const subset = series.filter((s) => s.half === half && (source === undefined || s.source === source));
  const annotated = subset.filter((s) => s.annotations.some((a) => a.length > 0)).length;
  console.log(`\n${half}: ${subset.length} series (${annotated} with annotated changes)`);
  for (const [name, method] of Object.entries(methods)) {
    const f1s = [];
    const covers = [];
    let silent = 0;
    let reported = 0;
    const rows = [];
    for (const s of subset) {
      const cps = method(s.values, s);
      const f1 = fMeasure(s.annotations, cps).f1;
      const c = cover(s.annotations, cps, s.values.length);
      f1s.push(f1);
      covers.push(c);
      reported += cps.length;
      if (cps.length === 0 && s.annotations.some((a) => a.length > 0)) silent++;
      rows.push(`    ${s.name.padEnd(34)} F1 ${f3(f1)} Cover ${f3(c)}  [${cps.join(', ')}]`);
    }
    const [fLo, fHi] = bootstrap(f1s);
    const [cLo, cHi] = bootstrap(covers);
    console.log(
      `  ${name.padEnd(26)} F1 ${f3(mean(f1s))} [${f3(fLo)}, ${f3(fHi)}]  Cover ${f3(mean(covers))} ` +
        `[${f3(cLo)}, ${f3(cHi)}]  ${reported} change points; annotated series with none ${silent}/${annotated}`,
    );
    if (perSeries && (name === 'benchdelta (default)' || name.startsWith('ruptures BinSeg (l2)'))) {
      console.log(rows.join('\n'));
    }
  }
}
