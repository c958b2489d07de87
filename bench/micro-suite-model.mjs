// Generated `go test -bench` suites whose two sides are two separate runs, as on a shared CI host: besides
// each sample's within-run noise, every benchmark moves between runs by its own amount (heavy-tailed: a few
// benchmarks move far more than most), the whole run is faster or slower (a shared run factor), some
// benchmarks are bimodal (the same binary sits in one of two modes per run: code layout, frequency), and
// stalls only ever add time. Used by bench/micro-calibration.mjs (model `realistic`).
import { mulberry32 } from './gen-gobench.mjs';

/** Standard normal by Box–Muller. */
export function gaussian(rand) {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

/** Student's t with `df` degrees of freedom, scaled to unit variance (df > 2). */
function studentT(rand, df) {
  let chi = 0;
  for (let i = 0; i < df; i++) chi += gaussian(rand) ** 2;
  return (gaussian(rand) / Math.sqrt(chi / df)) * Math.sqrt((df - 2) / df);
}

export const REALISTIC = {
  benchmarks: 200,
  samples: 5,
  /** Median between-run σ of one benchmark (log), and how much it varies across benchmarks (log-sd). */
  betweenSd: 0.02,
  betweenSpread: 0.25,
  /** Heavy tails of the between-run deviations: with the stalls and bimodal benchmarks, the pooled A/A z quantiles match the real go corpus (q90/q50 2.6, q99/q50 ~4.5). */
  tailDf: 10,
  /** σ of a whole run's speed factor. */
  runSd: 0.015,
  /** Share of bimodal benchmarks, and the gap between their modes. */
  bimodalShare: 0.005,
  bimodalGap: 0.13,
  /** Within-run noise per sample (2–5%), and a stall (+0–30%) on this share of samples. */
  stallShare: 0.05,
};

/**
 * Both sides (two runs) of one suite as go test output; the first `slowed` benchmarks are `effect` slower in
 * the candidate. `seed` fixes the benchmarks; `runSeeds` the two runs' draws.
 */
export function realisticSuite(
  seed,
  slowed,
  { effect = 1.2, model = REALISTIC, runSeeds = [seed * 2 + 1, seed * 2 + 2] } = {},
) {
  const rand = mulberry32(seed);
  const benches = [];
  for (let i = 0; i < model.benchmarks; i++) {
    benches.push({
      ns: 50 * Math.exp(rand() * Math.log(2e4)),
      cv: 0.02 + rand() * 0.03,
      between: model.betweenSd * Math.exp(model.betweenSpread * gaussian(rand)),
      bimodal: rand() < model.bimodalShare,
    });
  }
  const header = 'goos: linux\ngoarch: amd64\npkg: example.com/suite\ncpu: Generic CPU\n';
  return runSeeds.map((runSeed, side) => {
    const r = mulberry32(runSeed);
    const runFactor = Math.exp(model.runSd * gaussian(r));
    const lines = [header];
    benches.forEach((b, i) => {
      const dev = Math.exp(b.between * studentT(r, model.tailDf));
      const mode = b.bimodal && r() < 0.5 ? Math.exp(model.bimodalGap) : 1;
      const mult = side === 1 && i < slowed ? effect : 1;
      for (let s = 0; s < model.samples; s++) {
        const stall = r() < model.stallShare ? 1 + 0.3 * r() : 1;
        const v = b.ns * mult * runFactor * dev * mode * Math.exp(b.cv * gaussian(r)) * stall;
        lines.push(`BenchmarkCase${i}-8   \t 1000000\t${v.toFixed(2)} ns/op\n`);
      }
    });
    return lines.join('') + 'PASS\nok  \texample.com/suite\t10.0s\n';
  });
}
