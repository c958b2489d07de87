// `node bench/block-aa-calibration.mjs`: how often block-log comparisons call a change on A/A pairs when run
// effects differ by block weight (issue 17), and whether the between-run terms cost power on real changes. Chains
// are made by genlogs' model of block times (bench/block-run-effects.mjs makeChain; 18,000 Besu blocks) from seeds
// never used for tuning, and runs are drawn from them in memory with each scenario's run effects (plain drift,
// additive stalls, weight-dependent effects, and `heavy`). genlogs' own A/A pairs (shared/tools/genlogs.py, its
// default drift) are read from bench/verdict-calibration.mjs's cache (BENCHDELTA_CALIB_CACHE) when it holds them.
// With --before DIR (another checkout holding src/, e.g. `git archive <commit> src | tar -x -C DIR` with
// node_modules linked) every line is measured on both codes from the same runs: before and after. Wilson 95%.
//
//   node bench/block-aa-calibration.mjs [--first 50001] [--chains 120] [--power 40] [--suites 60] [--runs 5]
//                                       [--scenarios multiplicative,stalls,weighted,heavy] [--before DIR]

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contractItemSet, drawRun, makeChain, SCENARIOS } from './block-run-effects.mjs';
import { runGeneration } from './calibration-logs.mjs';
import { isCall, loadCore, rate } from './calibration-core.mjs';

const { values: argv } = parseArgs({
  options: {
    first: { type: 'string', default: '50001' },
    chains: { type: 'string', default: '120' },
    power: { type: 'string', default: '40' },
    suites: { type: 'string', default: '40' },
    runs: { type: 'string', default: '5' },
    scenarios: { type: 'string', default: 'multiplicative,stalls,weighted,heavy' },
    genlogs: { type: 'string', default: '0' },
    'genlogs-first': { type: 'string', default: '5001' },
    before: { type: 'string' },
    dump: { type: 'string' },
    merge: { type: 'string' },
  },
});
const plan = {
  first: Number(argv.first),
  chains: Number(argv.chains),
  power: Number(argv.power),
  suites: Number(argv.suites),
  runs: Number(argv.runs),
  scenarios: argv.scenarios.split(','),
  genlogs: Number(argv.genlogs),
  genlogsFirst: Number(argv['genlogs-first']),
};
const GENLOGS = path.resolve(import.meta.dirname, '../__fixtures__/shared/tools/genlogs.py');
const GENLOGS_CACHE =
  process.env.BENCHDELTA_BLOCK_AA_CACHE ?? path.join(os.homedir(), '.cache', 'benchdelta-block-aa');

/**
 * genlogs' own A/A pairs (its default drift), two per seed: `p` the pair judged (with the chain's contract CSV)
 * and `q` the A/A pair given as --aa-pair (the same chain, fresh runs: another --run-seed). Made when missing.
 */
async function genlogsPairs() {
  const common = ['--client', 'besu', '--noise-scale', '0', '--no-truth'];
  const seeds = Array.from({ length: plan.genlogs }, (_, i) => plan.genlogsFirst + i);
  const dirOf = (seed) => path.join(GENLOGS_CACHE, `seed-${seed}`);
  const jobs = [];
  for (const seed of seeds) {
    const dir = dirOf(seed);
    if (!existsSync(path.join(dir, 'p-test.log'))) {
      jobs.push({
        dir,
        out: path.join(dir, 'p-test.log'),
        args: [...common, '--seed', `${seed}`, '--prefix', 'p'],
      });
    }
    if (!existsSync(path.join(dir, 'q-test.log'))) {
      const args = [
        ...common,
        '--no-csv',
        '--seed',
        `${seed}`,
        '--run-seed',
        `${900000 + seed}`,
        '--prefix',
        'q',
      ];
      jobs.push({ dir, out: path.join(dir, 'q-test.log'), args });
    }
  }
  if (jobs.length > 0) {
    console.error(`generating ${jobs.length} genlogs runs into ${GENLOGS_CACHE}…`);
    await runGeneration(jobs, { genlogs: GENLOGS, parallel: 1, log: (m) => console.error(m) });
  }
  return seeds.map((seed) => {
    const f = (name) => path.join(dirOf(seed), name);
    return {
      seed,
      pair: [f('p-control.log'), f('p-test.log')],
      aa: [f('q-control.log'), f('q-test.log')],
      contractCsv: f('p-contract-0x2f848984.csv'),
    };
  });
}
/** Scenarios whose power lines are measured (heavy is beyond the stated defaults by design: A/A only). */
const POWER_SCENARIOS = new Set(['multiplicative', 'stalls', 'weighted']);

/** The table of counts per line and code (several shards' dumps merged with --merge a.json,b.json). */
function printTable(counts, codeNames) {
  for (const [text, byCode] of counts) {
    const cells = codeNames.map((c) =>
      byCode.get(c) ? rate(byCode.get(c).k, byCode.get(c).n) : '—'.padEnd(34),
    );
    console.log(`${text.padEnd(56)} ${cells.join('   ')}`);
  }
}

const dumpOf = (counts) => [...counts].map(([line, byCode]) => [line, [...byCode]]);

async function main() {
  if (argv.merge) {
    const counts = new Map();
    for (const f of argv.merge.split(',')) {
      for (const [line, byCode] of JSON.parse(readFileSync(f, 'utf8'))) {
        const into = counts.get(line) ?? new Map();
        for (const [code, c] of byCode) {
          const t = into.get(code) ?? { k: 0, n: 0 };
          into.set(code, { k: t.k + c.k, n: t.n + c.n });
        }
        counts.set(line, into);
      }
    }
    console.log(`merged: ${argv.merge}\n`);
    printTable(counts, ['before', 'after']);
    return;
  }
  const codes = [['after', await loadCore()]];
  if (argv.before) codes.unshift(['before', await loadCore(path.resolve(argv.before))]);
  const counts = new Map();
  const count = (code, line, hit) => {
    const byCode = counts.get(line) ?? new Map();
    const c = byCode.get(code) ?? { k: 0, n: 0 };
    c.k += hit ? 1 : 0;
    c.n += 1;
    byCode.set(code, c);
    counts.set(line, byCode);
  };
  const started = Date.now();
  for (const g of await genlogsPairs()) {
    for (const [code, core] of codes) {
      const options = (itemSets = []) => ({ ...core.DEFAULT_COMPARE_OPTIONS, itemSets });
      const read = (f) => core.readBlockLog(f, { attrs: false });
      const [control, test, aaControl, aaTest] = await Promise.all([...g.pair, ...g.aa].map(read));
      const xen = await core.readItemSet(`xen=${g.contractCsv}`);
      const compare = (itemSets, given = {}) =>
        core.compareBlockRuns([control], [test], options(itemSets), given).comparison;
      const line = (text, cmp) => count(code, text, isCall(cmp.verdict));
      line('genlogs: A/A pair, no item set', compare([]));
      line('genlogs: A/A pair, contract set', compare([xen]));
      const aa = core.measureAaNoise(aaControl, aaTest, options([xen]), 'A/A');
      line('genlogs: A/A pair + --aa-pair, contract set', compare([xen], { aa }));
    }
  }
  for (let k = 0; k < plan.chains; k++) {
    const seed = plan.first + k;
    const chain = makeChain(seed);
    const xen = contractItemSet(chain);
    const contractTimes = (factor) => (i) => (chain.contract[i] === 1 ? factor : 1);
    for (const [code, core] of codes) {
      const options = (itemSets = []) => ({ ...core.DEFAULT_COMPARE_OPTIONS, itemSets });
      const compare = (b, c, itemSets, given = {}) =>
        core.compareBlockRuns(b, c, options(itemSets), given).comparison;
      const aaOf = (a, b, itemSets) => core.measureAaNoise(a, b, options(itemSets), 'A/A');
      const line = (text, cmp) => count(code, text, isCall(cmp.verdict));
      const cutOf = (cmp, name) => cmp.cuts.find((cut) => cut.name === name);
      for (const scenario of plan.scenarios) {
        const runOf = (r, effect) => drawRun(chain, SCENARIOS[scenario], seed * 100 + r, effect).log;
        const [a, b, c, d] = [0, 1, 2, 3].map((r) => runOf(r));
        line(`${scenario}: A/A pair, no item set`, compare([a], [b], []));
        line(`${scenario}: A/A pair, contract set`, compare([a], [b], [xen]));
        const aa = aaOf(c, d, [xen]);
        line(`${scenario}: A/A pair + --aa-pair, contract set`, compare([a], [b], [xen], { aa }));
        if (scenario === 'heavy') {
          // A host this noisy, stated as such (--run-noise 2.5: its drift of 2% plus stalls).
          const stated = compare([a], [b], [xen], { runNoisePct: 2.5 });
          line(`${scenario}: A/A pair, contract set, --run-noise 2.5`, stated);
        }
        // Replicated runs (slow to pool) are measured on the code under test only.
        if (k < plan.suites && code === 'after') {
          const side = (from, effect) => Array.from({ length: plan.runs }, (_, r) => runOf(from + r, effect));
          const baseline = side(10);
          const n = `${plan.runs} + ${plan.runs} runs`;
          line(`${scenario}: ${n} A/A, contract set`, compare(baseline, side(20), [xen]));
          const r3 = compare(
            baseline,
            side(30, () => 1.03),
            [xen],
          );
          count(code, `${scenario}: ${n}, +3%@all: regression`, r3.verdict === 'regression');
        }
        if (POWER_SCENARIOS.has(scenario) && k < plan.power) {
          const r10 = compare([a], [runOf(5, () => 1.1)], []);
          count(code, `${scenario}: +10%@all: regression`, r10.verdict === 'regression');
          const c38 = compare([a], [runOf(4, contractTimes(0.62))], [xen]);
          count(
            code,
            `${scenario}: −38%@contract: xen improvement`,
            cutOf(c38, 'xen').verdict === 'improvement',
          );
          count(code, `${scenario}: −38%@contract: overall regression`, c38.verdict === 'regression');
          const plus6 = runOf(6, contractTimes(1.06));
          const p6 = compare([a], [plus6], [xen]);
          count(code, `${scenario}: +6%@contract: xen regression`, cutOf(p6, 'xen').verdict === 'regression');
          const p6aa = compare([a], [plus6], [xen], { aa });
          count(
            code,
            `${scenario}: +6%@contract + --aa-pair: xen regression`,
            cutOf(p6aa, 'xen').verdict === 'regression',
          );
        }
      }
    }
    if (argv.dump) writeFileSync(argv.dump, JSON.stringify(dumpOf(counts)));
    if ((k + 1) % 10 === 0) {
      const cpu = process.cpuUsage();
      console.error(
        `chains: ${k + 1}/${plan.chains} (${((Date.now() - started) / 1000).toFixed(0)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU)`,
      );
    }
  }
  const last = plan.first + plan.chains - 1;
  console.log(
    `block A/A calibration: chains of 18,000 Besu blocks by genlogs' model (seeds ${plan.first}–${last}), runs from ` +
      `bench/block-run-effects.mjs; ${plan.power} chains for power, ${plan.suites} for replicated runs; ` +
      `${plan.genlogs ? `genlogs A/A pairs of seeds ${plan.genlogsFirst}–${plan.genlogsFirst + plan.genlogs - 1} (default drift; --aa-pair: the same chain, run seed + 900000); ` : ''}` +
      'A/A lines: calls (regression, improvement, mixed); Wilson 95% intervals',
  );
  console.log(
    `codes: ${codes.map(([c]) => c).join(', ')}${argv.before ? ` (before = ${path.resolve(argv.before)})` : ''}\n`,
  );
  if (argv.dump) writeFileSync(argv.dump, JSON.stringify(dumpOf(counts)));
  printTable(
    counts,
    codes.map(([c]) => c),
  );
}

await main();
