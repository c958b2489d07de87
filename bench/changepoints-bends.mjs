// Drifts that bend (src/core/changepoints/bends.ts): both errors for each (K, C, R) of the straight-piece
// segmentation — K of its penalty β = K · log m · σ²(1 + ρ)/(1 − ρ), C the least move of a drift piece in
// long-run noise units, R the largest slope ratio of neighbouring pieces that are one drift. Recall and
// precision on the real annotated set's fitting half (F1 and Cover as bench/changepoints-real.mjs computes
// them); series without any change given a change point (a drift's end included), as
// bench/changepoints-silent.mjs draws them, against the analysis without bends (the ramp); and the first
// annotated set's drifts (each drift series' one drift, none elsewhere: findings.test.ts). The rule: of the
// (K, C, R) that give no more no-change series a change point than the ramp and keep the annotated set's
// drifts, the best fitting-half F1. The held-out half only for the chosen one (--held-out).
// Usage: node bench/changepoints-bends.mjs [--held-out]
import { changePointsOf, sweepInputs, noChangeSeries, scoreRealHalf } from './changepoints-common.mjs';

const { lib, real, quiet, annotated } = await sweepInputs();
const { analyseChangesWith } = lib;

const scoreHalf = (half, switches) =>
  scoreRealHalf(real, half, (values) =>
    changePointsOf(analyseChangesWith(values, {}, switches), values.length),
  );

const nulls = noChangeSeries(lib, quiet);
/** Per set: series given a change point, and change points in all. */
function onNulls(switches) {
  let any = 0;
  const text = Object.entries(nulls).map(([name, series]) => {
    const counts = series.map((v) => changePointsOf(analyseChangesWith(v, {}, switches), v.length).length);
    const cut = counts.filter((c) => c > 0).length;
    any += cut;
    return `${name} ${cut}/${series.length} (${counts.reduce((a, b) => a + b, 0)})`;
  });
  return { any, text: text.join(', ') };
}
const before = onNulls({ bends: false });
console.log(
  `no bends (the ramp): fit ${scoreHalf('fit', { bends: false }).text}; no-change series with a change point (change points): ${before.text}`,
);
let chosen;
for (const k of [3, 4, 5, 7]) {
  for (const c of [2, 3, 4, 5]) {
    for (const ratio of [1.5, 2, 3]) {
      const switches = { bendPenaltyPerLogN: k, bendMinMove: c, bendMergeRatio: ratio };
      const nullCuts = onNulls(switches);
      const wrong = annotated.filter(
        (s) => analyseChangesWith(s.values, {}, switches).drifts.length !== s.drifts.length,
      ).length;
      const fit = scoreHalf('fit', switches);
      console.log(
        `K ${k} C ${c} R ${ratio}: fit ${fit.text}; annotated set, drifts not as annotated ${wrong}/60; ` +
          `no-change series with a change point: ${nullCuts.text}`,
      );
      if (nullCuts.any <= before.any && wrong === 0 && (!chosen || fit.f1 > chosen.fit.f1))
        chosen = { switches, fit };
    }
  }
}
if (chosen) {
  const s = chosen.switches;
  console.log(
    `chosen: K ${s.bendPenaltyPerLogN} C ${s.bendMinMove} R ${s.bendMergeRatio}: fit ${chosen.fit.text}`,
  );
  if (process.argv.includes('--held-out')) console.log(`       held-out ${scoreHalf('held-out', s).text}`);
}
