// `node bench/phases-calibration.mjs [--pairs 100] [--effect-pairs 20] [--blocks 1500]`: how often each metric of
// a slow-block comparison is called a change when nothing changed (A/A pairs at the generator's default drift,
// σ 1% per run), and what a +20% state-root change (only that phase; +3% on the total) reads as. Logs come from
// bench/gen-slowblock.mjs (the four clients in turn); the comparison runs in-process from an esbuild bundle of
// src/. Every rate is printed with its Wilson 95% interval.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STATE_ROOT_PHASE, writeSlowBlockRun } from './gen-slowblock.mjs';
import { importFromSrc, rateText } from './src-bundle.mjs';
const { values: argv } = parseArgs({
  options: {
    pairs: { type: 'string', default: '100' },
    'effect-pairs': { type: 'string', default: '20' },
    blocks: { type: 'string', default: '1500' },
  },
});
const CLIENTS = ['geth', 'besu', 'nethermind', 'reth'];

const rate = ({ k, n }) => rateText(k, n);
const isCall = (v) => v === 'regression' || v === 'improvement' || v === 'mixed';

const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-phases-'));
try {
  const core = await importFromSrc({
    readBlockLog: 'io/block-log-reader.ts',
    DEFAULT_COMPARE_OPTIONS: 'core/compare-blocks.ts',
    compareBlockMetrics: 'core/compare-metrics.ts',
  });
  const blocks = Number(argv.blocks);
  const run = async (client, seed, r, effects = {}) => {
    const file = writeSlowBlockRun(path.join(dir, `${client}-${seed}-${r}.log`), {
      client,
      blocks,
      seed,
      run: r,
      effects,
    });
    return core.readBlockLog(file);
  };
  const tally = new Map();
  const count = (line, hit) => {
    const t = tally.get(line) ?? { k: 0, n: 0 };
    t.k += hit ? 1 : 0;
    t.n++;
    tally.set(line, t);
  };
  const started = Date.now();
  const pairs = Number(argv.pairs);
  for (let i = 0; i < pairs; i++) {
    const client = CLIENTS[i % CLIENTS.length];
    const seed = 100 + i;
    const c = core.compareBlockMetrics(
      [await run(client, seed, 0)],
      [await run(client, seed, 1)],
      core.DEFAULT_COMPARE_OPTIONS,
    ).comparison;
    count('A/A: verdict (default metric: total)', isCall(c.verdict));
    for (const m of c.metrics) if (m.judged) count(`A/A: ${m.id} called a change`, isCall(m.verdict));
    count(
      'A/A: any judged metric called a change',
      c.metrics.some((m) => m.judged && isCall(m.verdict)),
    );
  }
  const effectPairs = Number(argv['effect-pairs']);
  for (let i = 0; i < effectPairs; i++) {
    const client = CLIENTS[i % CLIENTS.length];
    const seed = 1000 + i;
    const phase = STATE_ROOT_PHASE[client];
    const c = core.compareBlockMetrics(
      [await run(client, seed, 0)],
      [await run(client, seed, 1, { [phase]: 20 })],
      core.DEFAULT_COMPARE_OPTIONS,
    ).comparison;
    const top = c.phases.rows[0];
    count('+20% state root: report opens on it', top.id === phase);
    count('+20% state root: its 95% CI covers +20%', top.shift.ciLowPct <= 20 && top.shift.ciHighPct >= 20);
    count(
      '+20% state root: called a regression',
      c.metrics.find((m) => m.id === phase).verdict === 'regression',
    );
    const exec = c.metrics.find((m) => m.id === 'execution').verdict;
    count('+20% state root: execution called a change', isCall(exec));
  }
  console.log(
    `${pairs} A/A pairs and ${effectPairs} effect pairs of ${blocks}-block slow-block logs (geth, Besu, Nethermind, reth in turn), ` +
      `drift σ 1%/run, default options (run noise σ 1.5%), ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
  for (const [line, t] of tally) console.log(`${line.padEnd(48)} ${rate(t)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
