// `node bench/verdict-calibration.mjs`: how often block-log verdicts are right, measured on generated logs with
// known truth (issue 11). genlogs (shared/tools) writes 18,000-block Besu pairs at its default run drift
// (σ = 1% per run); the core comparison runs in-process from an esbuild bundle of src/. Prints every rate with
// its Wilson 95% interval, for the shipped defaults and for the alternatives they were chosen over.
//
//   node bench/verdict-calibration.mjs [--pairs 120] [--effect-pairs 40] [--suites 30] [--runs 5] [--extras]
//
// Logs are cached in ~/.cache/benchdelta-calib (BENCHDELTA_CALIB_CACHE); a first run generates ~450 files
// (two genlogs at a time, ~10 min), then the measurement takes ~10 min of CPU.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isCall, loadCore, rate } from './calibration-core.mjs';
import { calibrationPaths, defaultCache, generationJobs, runGeneration } from './calibration-logs.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const genlogs = path.resolve(repo, '__fixtures__/shared/tools/genlogs.py');

const { values: argv } = parseArgs({
  options: {
    pairs: { type: 'string', default: '120' },
    'effect-pairs': { type: 'string', default: '40' },
    suites: { type: 'string', default: '30' },
    runs: { type: 'string', default: '5' },
    extras: { type: 'boolean', default: false },
    // Another checkout whose src/ to measure (e.g. `git archive <commit> src`, node_modules linked): before/after.
    'src-root': { type: 'string' },
  },
});
const plan = {
  pairs: Number(argv.pairs),
  effectPairs: Number(argv['effect-pairs']),
  suites: Number(argv.suites),
  runs: Number(argv.runs),
  extras: argv.extras,
};

/** The variants measured: the shipped defaults first. */
const VARIANTS = [
  { name: 'default (significant, σ 1.5%)', rule: 'significant', runNoisePct: undefined },
  { name: 'beyond-min-effect, σ 1.5%', rule: 'beyond-min-effect', runNoisePct: undefined },
  { name: 'significant, σ 1%', rule: 'significant', runNoisePct: 1 },
  { name: 'no run noise (before)', rule: 'beyond-min-effect', runNoisePct: 0 },
];
/** The shipped defaults with an A/A pair (the next seed's) whose shift is one draw of the run noise. */
const WITH_AA = "default + --aa-pair (the next seed's A/A pair)";

async function main() {
  const cache = defaultCache();
  const jobs = generationJobs(cache, plan);
  if (jobs.length > 0) {
    console.error(`generating ${jobs.length} logs with genlogs into ${cache} (two at a time)…`);
    await runGeneration(jobs, { genlogs, parallel: 2, log: (m) => console.error(m) });
  }
  const core = await loadCore(argv['src-root'] && path.resolve(argv['src-root']));
  const p = calibrationPaths(cache);
  const read = (f) => core.readBlockLog(f, { attrs: false });
  const counts = new Map();
  const count = (variant, line, hit) => {
    const key = `${variant}\u0000${line}`;
    const c = counts.get(key) ?? { k: 0, n: 0 };
    c.k += hit ? 1 : 0;
    c.n += 1;
    counts.set(key, c);
  };
  const optionsFor = (v, itemSets = []) => ({
    ...core.DEFAULT_COMPARE_OPTIONS,
    decisionRule: v.rule,
    itemSets,
  });
  const compare = (v, b, c, itemSets) =>
    core.compareBlockRuns(b, c, optionsFor(v, itemSets), { runNoisePct: v.runNoisePct }).comparison;
  const cutOf = (cmp, name) => cmp.cuts.find((c) => c.name === name);
  const started = Date.now();

  for (let seed = 1; seed <= plan.pairs; seed++) {
    const f = p.pair(seed);
    const control = await read(f.control);
    const aa = await read(f.aa);
    const effects = seed <= plan.effectPairs;
    const plus10 = effects ? await read(f.effect('plus10')) : null;
    const contract = effects ? await read(f.effect('contract38')) : null;
    const xen = effects ? await core.readItemSet(`xen=${f.contractCsv}`) : null;
    const extra = effects && plan.extras;
    const plus3 = extra ? await read(f.effect('plus3')) : null;
    const slow38 = extra ? await read(f.effect('slow38')) : null;
    for (const v of VARIANTS) {
      const a = compare(v, [control], [aa]);
      count(v.name, 'A/A pair: overall regression, improvement or mixed', isCall(a.verdict));
      count(v.name, 'A/A pair: `all` cut regression or improvement', isCall(a.cuts[0].verdict));
      if (!effects) continue;
      const r10 = compare(v, [control], [plus10]);
      count(v.name, '+10%@all: overall regression', r10.verdict === 'regression');
      const c38 = compare(v, [control], [contract], [xen]);
      count(v.name, '−38%@contract: xen cut improvement', cutOf(c38, 'xen').verdict === 'improvement');
      count(v.name, '−38%@contract: overall regression', c38.verdict === 'regression');
      count(v.name, '−38%@contract: overall improvement', c38.verdict === 'improvement');
      if (!extra) continue;
      const r3 = compare(v, [control], [plus3]);
      count(v.name, '+3%@all (single pair): overall regression', r3.verdict === 'regression');
      count(v.name, '+3%@all (single pair): overall no-change', r3.verdict === 'no-change');
      const s38 = compare(v, [control], [slow38]);
      count(v.name, '−38%@slow:1000: overall regression', s38.verdict === 'regression');
      count(v.name, '−38%@slow:1000: slow ≥ 1000 ms improvement', s38.cuts[1].verdict === 'improvement');
    }
    // An A/A pair of another seed (same block numbers, other chain and runs): its shift is one draw of σ.
    if (seed < plan.pairs) {
      const next = p.pair(seed + 1);
      const [aaBase, aaCand] = [await read(next.control), await read(next.aa)];
      const v = VARIANTS[0];
      const itemSets = xen ? [xen] : [];
      const aaNoise = core.measureAaNoise(aaBase, aaCand, optionsFor(v, itemSets), 'next seed');
      const withAa = (cand, sets = []) =>
        core.compareBlockRuns([control], [cand], optionsFor(v, sets), { aa: aaNoise }).comparison;
      const a = withAa(aa);
      count(WITH_AA, 'A/A pair: overall regression, improvement or mixed', isCall(a.verdict));
      if (effects) {
        count(WITH_AA, '+10%@all: overall regression', withAa(plus10).verdict === 'regression');
        const c38 = withAa(contract, itemSets);
        count(WITH_AA, '−38%@contract: xen cut improvement', cutOf(c38, 'xen').verdict === 'improvement');
        count(WITH_AA, '−38%@contract: overall regression', c38.verdict === 'regression');
      }
    }
    if (seed % 20 === 0)
      console.error(`pairs: ${seed}/${plan.pairs} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }

  for (let k = 1; k <= plan.suites; k++) {
    const f = p.suite(k, plan.runs);
    const baseline = await Promise.all(f.baseline.map(read));
    const aa = await Promise.all(f.aa.map(read));
    const plus3 = await Promise.all(f.plus3.map(read));
    // Replicates measure σ, so a stated σ does not matter here: one variant per rule.
    for (const v of VARIANTS.slice(0, 2)) {
      const options = optionsFor(v);
      const pooledBaseline = core.poolRuns(baseline, options.duplicates);
      const given = { runNoisePct: v.runNoisePct, baseline: pooledBaseline };
      const a = core.compareBlockRuns(baseline, aa, options, given).comparison;
      count(v.name, `${plan.runs}+${plan.runs} runs A/A: overall call`, isCall(a.verdict));
      const r3 = core.compareBlockRuns(baseline, plus3, options, given).comparison;
      count(
        v.name,
        `${plan.runs}+${plan.runs} runs +3%@all: overall regression`,
        r3.verdict === 'regression',
      );
    }
    if (k % 10 === 0)
      console.error(`suites: ${k}/${plan.suites} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }

  console.log(
    `verdict calibration: genlogs besu, 18,000 blocks, default drift (σ 1%/run); ${plan.pairs} A/A pairs, ` +
      `${plan.effectPairs} pairs per effect, ${plan.suites} suites of ${plan.runs}+${plan.runs} runs; Wilson 95% intervals`,
  );
  for (const name of [...VARIANTS.map((v) => v.name), WITH_AA]) {
    console.log(`\n${name}`);
    for (const [key, c] of counts) {
      const [variant, line] = key.split('\u0000');
      if (variant === name) console.log(`  ${line.padEnd(52)} ${rate(c.k, c.n)}`);
    }
  }
}

await main();
