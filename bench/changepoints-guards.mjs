// Every line a change to the change-point analysis must hold, and the fitting half it is tuned on, for the
// default and for each set of switches given (`MethodSwitches` of src/core/changepoints/findings.ts, as
// JSON): the real annotated set's fitting half (F1, Cover, annotated series with no change point; TCPD's
// series apart; each series whose change points differ from the default's), the series without a change
// (bench/changepoints-silent.mjs's, a trend in noise, and the short ones of changepoints-short.mjs: how many
// get a step, how many any change point), the first annotated set's steps (as annotated, ±3) and the
// 1,000 × 500 generated series (precision and recall of change points at ±3, CPU time). The held-out half
// is never read here: score it once, at the end, with bench/changepoints-real.mjs.
// Usage: node bench/changepoints-guards.mjs [--quick] ['{"plateaus":false}' …]   (--quick: no 1,000 × 500)
import {
  changePointsOf,
  generateSeries,
  matched,
  mulberry32,
  noChangeSeries,
  scoreRealHalf,
  shortNoChangeSeries,
  sweepInputs,
  trendInNoiseSeries,
} from './changepoints-common.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const configs = [{}, ...args.filter((a) => !a.startsWith('--')).map((a) => JSON.parse(a))];
const { lib, real, quiet, annotated } = await sweepInputs();
const nulls = {
  ...noChangeSeries(lib, quiet),
  'trend in noise (300)': trendInNoiseSeries(lib),
  ...shortNoChangeSeries(lib),
};
const nullCount = Object.values(nulls).flat().length;
const fit = real.filter((s) => s.half === 'fit');
const generatedRand = mulberry32(1);
const generated = quick ? [] : Array.from({ length: 1000 }, () => generateSeries(generatedRand));

let defaults;
for (const switches of configs) {
  const analyse = (values) => lib.analyseChangesWith(values, {}, switches);
  const changePoints = (values) => changePointsOf(analyse(values), values.length);
  console.log(`\nswitches ${JSON.stringify(switches)}`);
  console.log(`  fit: ${scoreRealHalf(real, 'fit', changePoints).text}`);
  const tcpd = real.filter((s) => s.source === 'TCPD');
  console.log(`  TCPD fit: ${scoreRealHalf(tcpd, 'fit', changePoints).text}`);
  const perSeries = new Map(fit.map((s) => [s.name, changePoints(s.values).join(', ')]));
  if (defaults === undefined) defaults = perSeries;
  for (const [name, points] of perSeries) {
    if (points !== defaults.get(name)) console.log(`    ${name}: [${defaults.get(name)}] → [${points}]`);
  }
  let withSteps = 0;
  let withPoints = 0;
  const rows = Object.entries(nulls).map(([name, list]) => {
    let steps = 0;
    let points = 0;
    for (const values of list) {
      const r = analyse(values);
      if (r.steps.length > 0) steps++;
      if (changePointsOf(r, values.length).length > 0) points++;
    }
    withSteps += steps;
    withPoints += points;
    return `${name}: ${steps} with a step, ${points} with a change point of ${list.length}`;
  });
  console.log(`  without a change: ${withSteps} of ${nullCount} given a step, ${withPoints} a change point`);
  for (const row of rows) console.log(`    ${row}`);
  const wrong = annotated.filter((s) => {
    const steps = analyse(s.values).steps.map((x) => x.index);
    return (
      steps.length !== s.changePoints.length || s.changePoints.some((c, i) => Math.abs(c - steps[i]) > 3)
    );
  }).length;
  console.log(`  first annotated set: steps not as annotated ${wrong}/${annotated.length}`);
  if (quick) continue;
  let found = 0;
  let reported = 0;
  let truth = 0;
  const cpu = process.cpuUsage();
  for (const g of generated) {
    const points = changePoints(g.values);
    found += matched(g.truth, points, 3);
    reported += points.length;
    truth += g.truth.length;
  }
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    `  1,000 × 500: precision ${(found / reported).toFixed(3)} recall ${(found / truth).toFixed(3)} ` +
      `(${found} of ${truth}, ${reported} reported; ±3), ${((user + system) / 1000).toFixed(0)} ms CPU`,
  );
}
