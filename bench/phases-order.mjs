// `node bench/phases-order.mjs [--sessions 40] [--trend 1] [--blocks 600]`: what run order does to replicated
// runs under a slow drift. Each session runs one build four times (A/A: no effect), each run `trend`% slower
// than the one before (bench/gen-slowblock.mjs), and compares them as two replicated runs per side, either in
// ABBA order (baseline runs 1 and 4, candidate 2 and 3: both sides' mean position is the same) or AABB (baseline
// first). Prints the mean total shift, its spread, the run noise the replicates give, and false calls (Wilson).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeSlowBlockRun } from './gen-slowblock.mjs';
import { importFromSrc, rateText } from './src-bundle.mjs';

const { values: argv } = parseArgs({
  options: {
    sessions: { type: 'string', default: '40' },
    trend: { type: 'string', default: '1' },
    blocks: { type: 'string', default: '600' },
  },
});
const core = await importFromSrc({
  readBlockLog: 'io/block-log-reader.ts',
  DEFAULT_COMPARE_OPTIONS: 'core/compare-blocks.ts',
  compareBlockMetrics: 'core/compare-metrics.ts',
});
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-order-'));
const isCall = (v) => v === 'regression' || v === 'improvement' || v === 'mixed';
const mean = (x) => x.reduce((s, v) => s + v, 0) / x.length;
const sd = (x) => Math.sqrt(x.reduce((s, v) => s + (v - mean(x)) ** 2, 0) / (x.length - 1));
try {
  const orders = {
    ABBA: [
      [0, 3],
      [1, 2],
    ],
    AABB: [
      [0, 1],
      [2, 3],
    ],
  };
  const out = Object.fromEntries(Object.keys(orders).map((k) => [k, { shifts: [], sigmas: [], calls: 0 }]));
  const sessions = Number(argv.sessions);
  for (let s = 0; s < sessions; s++) {
    const client = ['geth', 'besu', 'nethermind', 'reth'][s % 4];
    const runs = [];
    for (let r = 0; r < 4; r++) {
      const file = path.join(dir, `${s}-${r}.log`);
      writeSlowBlockRun(file, {
        client,
        blocks: Number(argv.blocks),
        seed: 500 + s,
        run: r,
        trendPct: Number(argv.trend),
      });
      runs.push(await core.readBlockLog(file));
    }
    for (const [name, [a, b]] of Object.entries(orders)) {
      const c = core.compareBlockMetrics(
        a.map((i) => runs[i]),
        b.map((i) => runs[i]),
        core.DEFAULT_COMPARE_OPTIONS,
      ).comparison;
      out[name].shifts.push(c.cuts[0].shift.pct);
      out[name].sigmas.push(c.runNoise.sigmaPct);
      if (isCall(c.verdict)) out[name].calls++;
    }
  }
  console.log(
    `${sessions} A/A sessions of 4 runs, trend +${argv.trend}%/run, ${argv.blocks} blocks, verdict metric: total\n`,
  );
  for (const [name, o] of Object.entries(out)) {
    console.log(
      `${name}: total shift mean ${mean(o.shifts).toFixed(2)}% (sd ${sd(o.shifts).toFixed(2)}), run noise σ from the replicates ` +
        `${mean(o.sigmas).toFixed(2)}% on average; false calls ${rateText(o.calls, sessions)}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
