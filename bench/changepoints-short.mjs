// Short series with no other change point (src/core/changepoints/bends.ts, BEND_SHORT_SERIES): below a
// length L the straight-piece segmentation reads no serial correlation (ρ = 0). Both errors for each L:
// the real annotated set's fitting half (F1 and Cover as bench/changepoints-real.mjs computes them; TCPD's
// series apart) and short series without a change — random walks, AR(1) noise (ρ 0.8) and independent
// noise of 10–80 points, 20 of each length, seeded — plus bench/changepoints-silent.mjs's no-change series,
// each counted when it gets any change point (a drift's end included).
//
// The rule, written before the sweep: of L ∈ {20, 25, 30, 40, 50, 100}, those that give no more of the
// series without a change a change point than reading ρ everywhere (L = 0) are eligible; of them the best
// fitting-half F1, ties within 0.001 to the larger L (more short series read as such). The held-out half
// only for the chosen L (--held-out), scored once.
// Usage: node bench/changepoints-short.mjs [--held-out]
import {
  noChangeSeries,
  shortNoChangeSeries,
  sweepArgs,
  sweepInputs,
  switchScorer,
} from './changepoints-common.mjs';

const { lib, real, quiet } = await sweepInputs();
const { heldOut } = sweepArgs();

const nulls = { ...shortNoChangeSeries(lib), ...noChangeSeries(lib, quiet) };

const { changePoints, score, onNulls } = switchScorer(lib, real, nulls);
const shortFit = (switches) =>
  real
    .filter((s) => s.half === 'fit' && s.values.length < 100)
    .map((s) => `${s.name} (${s.values.length}) [${changePoints(switches)(s.values).join(', ')}]`)
    .join('; ');

const base = { bendShortSeries: 0 };
const before = onNulls(base);
console.log(
  `L 0 (ρ read everywhere): fit ${score('fit', base).text}; TCPD ${score('fit', base, 'TCPD').text}`,
);
console.log(`      ${shortFit(base)}`);
console.log(`      without a change, given a change point: ${before.text}`);
let chosen;
for (const length of [20, 25, 30, 40, 50, 100]) {
  const switches = { bendShortSeries: length };
  const wrong = onNulls(switches);
  const fit = score('fit', switches);
  console.log(`L ${length}: fit ${fit.text}; TCPD ${score('fit', switches, 'TCPD').text}`);
  console.log(`      ${shortFit(switches)}`);
  console.log(`      without a change, given a change point: ${wrong.text}`);
  if (wrong.any <= before.any && (!chosen || fit.f1 >= chosen.fit.f1 - 0.001)) chosen = { length, fit };
}
if (chosen) {
  console.log(`chosen: L ${chosen.length}: fit ${chosen.fit.text}`);
  if (heldOut) {
    const switches = { bendShortSeries: chosen.length };
    console.log(
      `       held-out ${score('held-out', switches).text}; TCPD ${score('held-out', switches, 'TCPD').text}`,
    );
    console.log(`       held-out, ρ read everywhere ${score('held-out', base).text}`);
  }
}
