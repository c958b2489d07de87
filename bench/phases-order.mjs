// `node bench/phases-order.mjs [--sessions 100] [--trend 1] [--blocks 600] [--runs 2,3,4] [--effect 0]`: what the
// run order of replicated runs does under a slow drift over the session, and what `--order` recovers.
//
// Each session runs one build 2k times (k runs per side; A/A unless --effect), run p of the session `trend`% slower
// per position than the first (bench/gen-slowblock.mjs `trendPct`, on top of the σ 1% run drift). Four designs:
//   back-to-back   AA…BB…, pooled as before (a CI job that runs the baseline, then the candidate);
//   back-to-back + --order AA…BB…  (the drift fitted over the run order and taken out);
//   ABBA           ABBA, ABBAAB, ABBAABBA…, pooled as before (balanced, or nearly);
//   ABBA + --order (fitted).
// Prints per design the total's mean shift (bias) and its spread, the mean width of its 95% interval, and the
// false calls of the total's verdict (regression, improvement or mixed; with --effect, the calls of a regression),
// with Wilson intervals.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeSlowBlockRun } from './gen-slowblock.mjs';
import { importFromSrc, rateText } from './src-bundle.mjs';

const { values: argv } = parseArgs({
  options: {
    sessions: { type: 'string', default: '100' },
    trend: { type: 'string', default: '1' },
    blocks: { type: 'string', default: '600' },
    runs: { type: 'string', default: '2,3,4' },
    effect: { type: 'string', default: '0' },
  },
});
const core = await importFromSrc({
  readBlockLog: 'io/block-log-reader.ts',
  DEFAULT_COMPARE_OPTIONS: 'core/compare-blocks.ts',
  compareBlockMetrics: 'core/compare-metrics.ts',
  runOrderFromString: 'core/blocks/replicates-order.ts',
});
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-order-'));
const effect = Number(argv.effect);
const isCall = (v) => (effect > 0 ? v === 'regression' : v !== 'no-change' && v !== 'inconclusive');
const mean = (x) => x.reduce((s, v) => s + v, 0) / x.length;
const sd = (x) => Math.sqrt(x.reduce((s, v) => s + (v - mean(x)) ** 2, 0) / (x.length - 1));
const CLIENTS = ['geth', 'besu', 'nethermind', 'reth'];
// Every phase of the candidate's blocks `effect`% slower: the total follows.
const PHASES = [
  'execution',
  'state_hash',
  'commit',
  'validation',
  'storage_merkle',
  'state_root',
  'state_read',
];

/** ABBA repeated to 2k letters: ABBA, ABBAAB, ABBAABBA… */
const abba = (k) => 'ABBA'.repeat(k).slice(0, 2 * k);
const backToBack = (k) => 'A'.repeat(k) + 'B'.repeat(k);

try {
  const sessions = Number(argv.sessions);
  console.log(
    `${sessions} ${effect > 0 ? `sessions, candidate +${effect}%` : 'A/A sessions'}, trend +${argv.trend}%/run, ` +
      `run drift σ 1%, ${argv.blocks} blocks per run, verdict metric: total (95% Wilson intervals)\n`,
  );
  for (const k of argv.runs.split(',').map(Number)) {
    const designs = [
      { name: `back-to-back ${backToBack(k)}`, order: backToBack(k), fit: false },
      { name: `back-to-back --order ${backToBack(k)}`, order: backToBack(k), fit: true },
      { name: `interleaved ${abba(k)}`, order: abba(k), fit: false },
      { name: `interleaved --order ${abba(k)}`, order: abba(k), fit: true },
    ];
    const out = designs.map(() => ({ shifts: [], widths: [], calls: 0, fitted: 0 }));
    for (let s = 0; s < sessions; s++) {
      const client = CLIENTS[s % 4];
      // Run p of the session, as build A or B: each (position, build) written once and shared by the designs.
      const cache = new Map();
      const runAt = async (p, build) => {
        // A/A: both builds are the same, so a position's run is one file whichever side reads it.
        const key = effect > 0 ? `${p}${build}` : `${p}`;
        if (!cache.has(key)) {
          const file = path.join(dir, `${s}-${key}.log`);
          const effects =
            build === 'B' && effect > 0 ? Object.fromEntries(PHASES.map((n) => [n, effect])) : {};
          const opts = {
            client,
            blocks: Number(argv.blocks),
            seed: 900 + s,
            run: p,
            trendPct: Number(argv.trend),
          };
          writeSlowBlockRun(file, { ...opts, effects });
          cache.set(key, await core.readBlockLog(file));
        }
        return cache.get(key);
      };
      for (const [d, design] of designs.entries()) {
        const letters = [...design.order];
        const a = [];
        const b = [];
        for (const [p, l] of letters.entries()) (l === 'A' ? a : b).push(await runAt(p, l));
        const c = core.compareBlockMetrics(a, b, core.DEFAULT_COMPARE_OPTIONS, {
          verdictOnly: true,
          ...(design.fit && { order: core.runOrderFromString(design.order, a.length, b.length) }),
        }).comparison;
        const total = c.metrics?.find((m) => m.id === 'total')?.cuts[0] ?? c.cuts[0];
        out[d].shifts.push(total.shift.pct);
        out[d].widths.push(total.shift.ciHighPct - total.shift.ciLowPct);
        if (isCall(c.verdict)) out[d].calls++;
        if (c.runNoise?.drift?.fitted) out[d].fitted++;
      }
    }
    console.log(`${k} + ${k} runs:`);
    for (const [d, design] of designs.entries()) {
      const o = out[d];
      console.log(
        `  ${design.name.padEnd(32)} shift ${mean(o.shifts).toFixed(2).padStart(6)}% (sd ${sd(o.shifts).toFixed(2)})  ` +
          `95% interval width ${mean(o.widths).toFixed(1).padStart(5)} pp  ${effect > 0 ? 'regressions' : 'false calls'} ` +
          `${rateText(o.calls, sessions)}${design.fit ? `  drift fitted in ${o.fitted}/${sessions}` : ''}`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
