// What comparing every metric a block line carries costs against the block time alone, on the 1M-block Besu pair
// (issue 20: within 1.5× the time and memory). The two commands run alternately, `runs` times each, in one
// process tree, each with the rusage hook and the text report (which reads every metric: `--quiet` reads only the
// verdict, and the default then compares only the verdict's metric): wall time, CPU time (user + system, worker
// threads included: on a shared machine wall time moves with the load, CPU time much less) and peak RSS, each ratio
// of the medians, with the range of the runs' own ratios (each every-metric run ÷ the one-metric run beside it).
// `npm run bench` runs it after the 1M pair; this case alone:
//
//   node bench/phases-cost.mjs [runs]       (BENCHDELTA_CLI: another bundle than dist/cli.js)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateBesuPair } from './gen-besu.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const median = (x) => [...x].sort((a, b) => a - b)[Math.floor(x.length / 2)];

/** One `benchdelta compare` run: wall ms, CPU ms and peak RSS MB; `quiet`: the verdict line alone, else the text report. */
function once(cli, args, quiet = true) {
  const file = path.join(os.tmpdir(), `benchdelta-cost-${process.pid}.json`);
  const hook = path.join(here, 'rusage-hook.mjs');
  const start = process.hrtime.bigint();
  const res = spawnSync(
    process.execPath,
    ['--import', hook, cli, 'compare', ...args, ...(quiet ? ['--quiet'] : []), '--fail-on', 'never'],
    { encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, BENCH_RUSAGE_FILE: file } },
  );
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.status !== 0) throw new Error(`compare ${args.join(' ')} exited ${res.status}: ${res.stderr}`);
  const u = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(file);
  return { wallMs, cpuMs: u.cpuUs / 1000, rssMb: u.maxRssKb / 1024 };
}

/** The reference `measureMetricsCost` compares the default with: the block time alone, as compare ran before metrics. */
export const TIME_ALONE = ['--metrics', 'verdict', '--metric', 'time'];

/**
 * Every metric (the default) vs `oneArgs` (default: the time alone) on `files`, alternating; the medians and their
 * ratios. `oneCli` runs the reference with another bundle (e.g. one built before a change; default `cli`). `quiet`
 * (default) prints the verdict alone, which reads no other metric: the default then parses and compares only what
 * its verdict rests on (pipeline/compare-inputs.ts `verdictAttrs`). Without it both print the text report, which
 * reads Mgas/s: what comparing every metric costs.
 */
export function measureMetricsCost({
  cli,
  files,
  runs = 5,
  oneArgs = TIME_ALONE,
  oneCli = cli,
  quiet = true,
}) {
  const all = [];
  const one = [];
  for (let i = 0; i < runs; i++) {
    all.push(once(cli, files, quiet));
    one.push(once(oneCli, [...files, ...oneArgs], quiet));
  }
  const med = (xs, k) => median(xs.map((x) => x[k]));
  const result = {};
  for (const k of ['wallMs', 'cpuMs', 'rssMb']) {
    // Each run's ratio to the one-metric run beside it: their range shows how much the host moved them.
    const ratios = all.map((a, i) => a[k] / one[i][k]);
    result[k] = {
      all: med(all, k),
      one: med(one, k),
      low: Math.min(...ratios),
      high: Math.max(...ratios),
      // The every-metric runs' own range (a peak's spread over the runs).
      allLow: Math.min(...all.map((a) => a[k])),
      allHigh: Math.max(...all.map((a) => a[k])),
    };
  }
  return result;
}

export function printMetricsCost(r, label = 'blocks: 1M pair, all metrics ÷ one', target = '≤ ×1.5 each') {
  const f = (k, unit) =>
    `${r[k].all.toFixed(0)} / ${r[k].one.toFixed(0)} ${unit} ×${(r[k].all / r[k].one).toFixed(2)} ` +
    `(${r[k].low.toFixed(2)}–${r[k].high.toFixed(2)})`;
  console.log(
    `${label.padEnd(34)} wall ${f('wallMs', 'ms')}, CPU ${f('cpuMs', 'ms')}, peak RSS ${f('rssMb', 'MB')}   target: ${target}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repo = path.resolve(here, '..');
  const cli = process.env.BENCHDELTA_CLI ?? path.join(repo, 'dist', 'cli.js');
  if (!existsSync(cli)) {
    console.error(`${cli} is missing: run "npm run package" first (or name a bundle with BENCHDELTA_CLI)`);
    process.exit(2);
  }
  const cache = process.env.BENCHDELTA_BENCH_CACHE ?? path.join(os.homedir(), '.cache', 'benchdelta-bench');
  const files = generateBesuPair(cache, Number(process.env.BENCH_BLOCKS ?? 1_000_000));
  const runs = Number(process.argv[2] ?? process.env.BENCH_RUNS ?? 5);
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, median of ${runs} alternating runs`,
  );
  printMetricsCost(measureMetricsCost({ cli, files, runs, quiet: false }));
}
