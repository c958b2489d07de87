// The normal-theory constants of the odd-run rule and of medians of runs (src/core/micro/between-run/replicates.ts):
// for K runs a side, the median of the non-zero |centre − side median| and the variance of the median of K
// centres (σ = 1); then, for K + K runs, how often one run is set aside under normal noise (ODD_RUN_SDS).
// Usage: node bench/replicate-constants.mjs [draws=200000]
import { mulberry32 } from './gen-gobench.mjs';
import { gaussian } from './micro-suite-model.mjs';

const draws = Number(process.argv[2] ?? 200_000);
const rand = mulberry32(7);
const normals = (k) => Array.from({ length: k }, () => gaussian(rand));
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  const h = s.length >> 1;
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
};
const residualMedian = [0, 0, 0];
const medianVariance = [0, 0, 0];
for (let k = 3; k <= 12; k++) {
  let sv = 0;
  const res = [];
  for (let t = 0; t < draws; t++) {
    const x = normals(k);
    const m = median(x);
    sv += m * m;
    for (const v of x) if (v !== m) res.push(Math.abs(v - m));
  }
  residualMedian.push(+median(res).toFixed(3));
  medianVariance.push(+(sv / draws).toFixed(3));
}
console.log(`RESIDUAL_MEDIAN = [${residualMedian.join(', ')}]`);
console.log(`MEDIAN_VARIANCE = [${medianVariance.join(', ')}]`);
// How often the odd-run rule sets a run aside under normal noise: suites of 200 rows of K + K runs, each row's
// distances scaled by RESIDUAL_MEDIAN, the suite's typical spread the median of the rows' own (as
// setAsideOddRun: beyond ODD_RUN_SPREADS spreads, twice as far as the next furthest).
const ODD_RUN_SPREADS = 10;
console.log('kb kc  rows with a run set aside under normal noise (of 20,000)');
for (const [kb, kc] of [
  [3, 3],
  [4, 4],
  [5, 5],
  [3, 5],
  [10, 10],
]) {
  const rows = [];
  for (let t = 0; t < 20_000; t++) {
    const z = [];
    for (const k of [kb, kc]) {
      const x = normals(k);
      const m = median(x);
      for (const v of x) if (v !== m) z.push(Math.abs(v - m) / residualMedian[k]);
    }
    z.sort((a, b) => a - b);
    rows.push({ z, rest: median(z.slice(0, -1)) });
  }
  let hits = 0;
  for (let s0 = 0; s0 < rows.length; s0 += 200) {
    const suiteRows = rows.slice(s0, s0 + 200);
    const typical = median(suiteRows.map((r) => r.rest));
    for (const { z, rest } of suiteRows) {
      const spread = Math.max(rest, typical);
      if (z[z.length - 1] > ODD_RUN_SPREADS * spread && z[z.length - 2] <= z[z.length - 1] / 2) hits++;
    }
  }
  console.log(`${kb} ${kc}   ${hits}`);
}
