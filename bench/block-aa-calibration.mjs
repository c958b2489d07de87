// `node bench/block-aa-calibration.mjs`: how often block-log comparisons call a change on A/A pairs when run
// effects differ by block weight (issue 17), and whether the contrasts' between-run term costs power. Chains are
// made by genlogs' model of block times (bench/block-run-effects.mjs makeChain; 18,000 Besu blocks) from seeds
// never used for tuning (30001 on), and runs are drawn from them in memory with the scenario's run effects.
// genlogs' own A/A pairs (shared/tools/genlogs.py, default drift) are read from bench/verdict-calibration.mjs's
// cache when it holds them. With --src DIR (another checkout holding src/, e.g. `git archive 563bcde src | tar
// -x -C DIR` with node_modules linked) the lines are measured on that code: before and after. Wilson 95% intervals.
//
//   node bench/block-aa-calibration.mjs [--chains 120] [--power 40] [--suites 60] [--runs 5] [--src DIR]

import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contractItemSet, drawRun, makeChain, SCENARIOS } from './block-run-effects.mjs';
import { calibrationPaths, defaultCache } from './calibration-logs.mjs';
import { isCall, loadCore, rate } from './calibration-core.mjs';

const FIRST_CHAIN = 30001;

const { values: argv } = parseArgs({
  options: {
    chains: { type: 'string', default: '120' },
    power: { type: 'string', default: '40' },
    suites: { type: 'string', default: '60' },
    runs: { type: 'string', default: '5' },
    src: { type: 'string' },
  },
});
const plan = {
  chains: Number(argv.chains),
  power: Number(argv.power),
  suites: Number(argv.suites),
  runs: Number(argv.runs),
};
async function main() {
  const core = await loadCore(argv.src && path.resolve(argv.src));
  const counts = new Map();
  const count = (line, hit) => {
    const c = counts.get(line) ?? { k: 0, n: 0 };
    c.k += hit ? 1 : 0;
    c.n += 1;
    counts.set(line, c);
  };
  const started = Date.now();
  const genlogsPairs = calibrationPaths(defaultCache());
  const read = (f) => core.readBlockLog(f, { attrs: false });
  for (let k = 0; k < plan.chains; k++) {
    const seed = FIRST_CHAIN + k;
    const chain = makeChain(seed);
    const xen = contractItemSet(chain);
    const pair = genlogsPairs.pair(k + 1);
    const genlogsPair = existsSync(pair.aa) && [await read(pair.control), await read(pair.aa)];
    const genlogsXen = genlogsPair && (await core.readItemSet(`xen=${pair.contractCsv}`));
    const runOf = (scenario, r, effect) => drawRun(chain, SCENARIOS[scenario], seed * 100 + r, effect).log;
    const contract38 = (i) => (chain.contract[i] === 1 ? 0.62 : 1);
    const options = (itemSets = []) => ({ ...core.DEFAULT_COMPARE_OPTIONS, itemSets });
    const compare = (b, c, itemSets, given = {}) =>
      core.compareBlockRuns(b, c, options(itemSets), given).comparison;
    const aaOf = (a, b, itemSets) => core.measureAaNoise(a, b, options(itemSets), 'A/A');
    const line = (text, cmp) => count(text, isCall(cmp.verdict));
    if (genlogsPair) {
      const [control, test] = genlogsPair;
      line('genlogs A/A pair (no item set)', compare([control], [test], []));
      line('genlogs A/A pair (contract item set)', compare([control], [test], [genlogsXen]));
    }
    for (const scenario of ['multiplicative', 'weighted', 'heavy']) {
      const [a, b, c, d] = [0, 1, 2, 3].map((r) => runOf(scenario, r));
      line(`${scenario}, A/A pair (no item set)`, compare([a], [b], []));
      line(`${scenario}, A/A pair (contract item set)`, compare([a], [b], [xen]));
      const aa = aaOf(c, d, [xen]);
      line(`${scenario}, A/A pair + --aa-pair (contract item set)`, compare([a], [b], [xen], { aa }));
      if (k < plan.suites) {
        const side = (from) => Array.from({ length: plan.runs }, (_, r) => runOf(scenario, from + r));
        const baseline = side(10);
        line(
          `${scenario}, ${plan.runs}+${plan.runs} runs A/A (contract item set)`,
          compare(baseline, side(20), [xen]),
        );
        if (scenario !== 'heavy') {
          const plus3 = Array.from({ length: plan.runs }, (_, r) => runOf(scenario, 30 + r, () => 1.03));
          const r3 = compare(baseline, plus3, [xen]);
          count(
            `${scenario}, ${plan.runs}+${plan.runs} runs +3%@all: overall regression`,
            r3.verdict === 'regression',
          );
        }
      }
      if (scenario === 'weighted' && k < plan.power) {
        const c38 = compare([a], [runOf(scenario, 4, contract38)], [xen]);
        const xenCut = c38.cuts.find((cut) => cut.name === 'xen');
        count('weighted, −38%@contract: xen cut improvement', xenCut.verdict === 'improvement');
        count('weighted, −38%@contract: overall regression', c38.verdict === 'regression');
        const r10 = compare([a], [runOf(scenario, 5, () => 1.1)], []);
        count('weighted, +10%@all: overall regression', r10.verdict === 'regression');
      }
    }
    if ((k + 1) % 10 === 0) {
      console.error(`chains: ${k + 1}/${plan.chains} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  console.log(
    `block A/A calibration: chains of 18,000 Besu blocks by genlogs' model (seeds ${FIRST_CHAIN}–${FIRST_CHAIN + plan.chains - 1}), ` +
      `runs from bench/block-run-effects.mjs; genlogs A/A pairs of seeds 1–${plan.chains} when cached; ${plan.power} chains for power, ${plan.suites} for replicated runs; ` +
      'rate of calls (regression, improvement, mixed) unless stated; Wilson 95% intervals',
  );
  console.log(`code: ${argv.src ? path.resolve(argv.src) : 'this checkout'}\n`);
  for (const [text, c] of counts) console.log(`${text.padEnd(58)} ${rate(c.k, c.n)}`);
}

await main();
