// The second pass on silent series (src/core/changepoints/long-run-pelt.ts): both errors for each K of its
// penalty β = K · log n · σ²(1 + ρ)/(1 − ρ). Recall and precision on the real annotated set's fitting half
// (F1 and Cover as bench/changepoints-real.mjs computes them; the held-out half only for the default K,
// which was chosen on the fitting half), and false change points on series with no change at all: the 19
// no-change series of the real-world-shaped set, random walks, AR(1) noise, account balances of many small
// flat moves (as findings.test.ts draws them) and independent noise of 15–1,000 points. A series counts as
// falsely cut when the second pass gives it a change point the analysis without it does not have.
// Usage: node bench/changepoints-silent.mjs [K…]   (default: 2 3 4 5 6 7 8 10)
import { changePointsOf, sweepInputs, noChangeSeries, scoreRealHalf } from './changepoints-common.mjs';

const { lib, real, quiet } = await sweepInputs();
// The test's own generators and random numbers (src/core/stats/random.ts), so the series are the test's.
const { analyseChangesWith, DEFAULT_CHANGE_OPTIONS } = lib;
const ks = process.argv.slice(2).map(Number);
const defaultK = 7;

// Without step 8 (drifts that bend, bench/changepoints-bends.mjs), as the pass was chosen.
const changePoints = (values, switches) =>
  changePointsOf(analyseChangesWith(values, {}, { bends: false, ...switches }), values.length);

const scoreHalf = (half, switches) =>
  scoreRealHalf(real, half, (values) => changePoints(values, switches)).text;

const nulls = noChangeSeries(lib, quiet);
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
