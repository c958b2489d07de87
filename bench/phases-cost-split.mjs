// Where the extra CPU of every metric goes on the 1M-block Besu pair, in one thread (process.cpuUsage around each
// step; the CLI parses the two logs in two workers, which this does one after the other): parsing with and without
// the attribute columns, and the comparison of every metric against the time's alone.
//
//   node bench/phases-cost-split.mjs [blocks]
import os from 'node:os';
import path from 'node:path';
import { generateBesuPair } from './gen-besu.mjs';
import { importFromSrc } from './src-bundle.mjs';

const core = await importFromSrc({
  readBlockLog: 'io/block-log-reader.ts',
  DEFAULT_COMPARE_OPTIONS: 'core/compare-blocks.ts',
  compareBlockMetrics: 'core/compare-metrics.ts',
});
const cache = process.env.BENCHDELTA_BENCH_CACHE ?? path.join(os.homedir(), '.cache', 'benchdelta-bench');
const files = generateBesuPair(cache, Number(process.argv[2] ?? 1_000_000));
const cpu = async (f) => {
  const start = process.cpuUsage();
  const value = await f();
  const u = process.cpuUsage(start);
  return { value, ms: (u.user + u.system) / 1000 };
};
// The attributes the CLI's comparison keeps (pipeline/compare-inputs.ts): all but the tx count and gas.
const read = (attrs) =>
  Promise.all(files.map((f) => core.readBlockLog(f, { attrs, skipAttrs: ['txs', 'gasUsed'] })));
const one = await cpu(() => read(false));
const all = await cpu(() => read(true));
const options = core.DEFAULT_COMPARE_OPTIONS;
const row = (name, a, b) =>
  console.log(
    `${name.padEnd(34)} ${a.toFixed(0).padStart(6)} ms  ${b === undefined ? '' : `×${(a / b).toFixed(2)}`}`,
  );
row('parse, time only', one.ms);
row('parse, every attribute', all.ms, one.ms);
for (let r = 0; r < 2; r++) {
  const c1 = await cpu(() =>
    core.compareBlockMetrics([one.value[0]], [one.value[1]], options, { verdictOnly: true, metric: 'time' }),
  );
  const ca = await cpu(() => core.compareBlockMetrics([all.value[0]], [all.value[1]], options));
  row(`compare, time only (round ${r + 1})`, c1.ms);
  row(`compare, every metric (round ${r + 1})`, ca.ms, c1.ms);
  row(`in all, ÷ one (round ${r + 1})`, all.ms + ca.ms, one.ms + c1.ms);
}
