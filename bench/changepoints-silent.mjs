// The second pass on silent series (src/core/changepoints/long-run-pelt.ts): both errors for each K of its
// penalty β = K · log n · σ²(1 + ρ)/(1 − ρ). Recall and precision on the real annotated set's fitting half
// (F1 and Cover as bench/changepoints-real.mjs computes them; the held-out half only for the default K,
// which was chosen on the fitting half), and false change points on series with no change at all: the 19
// no-change series of the real-world-shaped set, random walks, AR(1) noise, account balances of many small
// flat moves (as findings.test.ts draws them) and independent noise of 15–1,000 points. A series counts as
// falsely cut when the second pass gives it a change point the analysis without it does not have.
// Usage: node bench/changepoints-silent.mjs [K…]   (default: 2 3 4 5 6 7 8 10)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadChangepoints } from './changepoints-common.mjs';
import { cover, fMeasure } from './changepoints-metrics.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = (file) =>
  JSON.parse(readFileSync(path.join(repo, '__fixtures__/changepoints', file), 'utf8')).series;
const real = fixture('real/real.json');
const quiet = fixture('realworld.json').filter((s) => s.events.length === 0);
// The test's own generators and random numbers (src/core/stats/random.ts), so the series are the test's.
const {
  analyseChangesWith,
  DEFAULT_CHANGE_OPTIONS,
  accountBalance,
  autocorrelatedNoise,
  gaussian,
  randomWalk,
  seededRandom,
} = await loadChangepoints();
const ks = process.argv.slice(2).map(Number);
const defaultK = 7;

/** Series with no change: name → list of series. */
function nullSeries() {
  const sets = { 'random walk (400)': [], 'AR(1) ρ 0.8 (400)': [], 'account balance (300)': [] };
  for (let seed = 1; seed <= 50; seed++) {
    const rand = seededRandom(100 + seed);
    sets['random walk (400)'].push(randomWalk(rand));
    sets['AR(1) ρ 0.8 (400)'].push(autocorrelatedNoise(rand));
  }
  for (let seed = 1; seed <= 10; seed++) {
    const rand = seededRandom(400 + seed);
    accountBalance(rand, 150); // the test's series with a fall: drawn so the quiet ones are the test's
    sets['account balance (300)'].push(accountBalance(rand));
  }
  const rand = seededRandom(9);
  sets['independent noise (15–1,000)'] = [15, 20, 30, 40, 60, 100, 200, 500, 1000].flatMap((n) =>
    Array.from({ length: 10 }, () => Array.from({ length: n }, () => 100 + gaussian(rand))),
  );
  sets['real-world-shaped, no change'] = quiet.map((s) => s.values);
  return sets;
}

function changePoints(values, switches) {
  const r = analyseChangesWith(values, {}, switches);
  const points = new Set(r.steps.map((s) => s.index));
  for (const d of r.drifts) for (const p of [d.start, d.end]) if (p > 0 && p < values.length) points.add(p);
  return [...points].sort((a, b) => a - b);
}

const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
function scoreHalf(half, switches) {
  const subset = real.filter((s) => s.half === half);
  const f1 = [];
  const covers = [];
  let silent = 0;
  const annotated = subset.filter((s) => s.annotations.some((a) => a.length > 0)).length;
  for (const s of subset) {
    const cps = changePoints(s.values, switches);
    f1.push(fMeasure(s.annotations, cps).f1);
    covers.push(cover(s.annotations, cps, s.values.length));
    if (cps.length === 0 && s.annotations.some((a) => a.length > 0)) silent++;
  }
  return `F1 ${mean(f1).toFixed(3)} Cover ${mean(covers).toFixed(3)} annotated with none ${silent}/${annotated}`;
}

const nulls = nullSeries();
const without = new Map(
  Object.values(nulls)
    .flat()
    .map((v) => [v, changePoints(v, { segmentWhenSilent: false }).join()]),
);
console.log(
  `minMagnitude ${DEFAULT_CHANGE_OPTIONS.minMagnitude}; no second pass: fit ${scoreHalf('fit', { segmentWhenSilent: false })}`,
);
for (const k of ks.length > 0 ? ks : [2, 3, 4, 5, 6, 7, 8, 10]) {
  const switches = { silentPenaltyPerLogN: k };
  const cut = Object.entries(nulls).map(([name, series]) => {
    const count = series.filter((v) => changePoints(v, switches).join() !== without.get(v)).length;
    return `${name} ${count}/${series.length}`;
  });
  console.log(`K ${k}: fit ${scoreHalf('fit', switches)}; no-change series cut: ${cut.join(', ')}`);
  if (k === defaultK) console.log(`       held-out ${scoreHalf('held-out', switches)}`);
}
