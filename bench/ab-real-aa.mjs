// Real A/A runs of `benchdelta ab` (kept folders of bench/ab-runs.mjs): for each folder, the runner's own verdict
// (the sequential sign sequences, looked at after every round) against the fixed-length design on the very same
// rounds (one exact one-sided sign test per benchmark at α/2K after the last round: issue #28's "stopping early
// never raises the false-alarm rate above the fixed-length design's"), per harness, with Wilson 95% intervals.
// Usage (after npm run package): node bench/ab-real-aa.mjs <folder…>   (BENCHDELTA_LIB: another built lib.js)
import path from 'node:path';
import { binomTail, wilsonText } from './ab-common.mjs';

const { judgeRounds, readManifest, readRoundRecords, readRoundResults } = await import(
  process.env.BENCHDELTA_LIB ?? '../dist/lib.js'
);

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node bench/ab-real-aa.mjs <kept ab folder…>');
  process.exit(2);
}

/** The suite a folder ran, from its base command (bench/ab-runs.mjs's harness names). */
function harnessOf(command) {
  for (const [name, mark] of [
    ['pytest', 'pytest'],
    ['tinybench', 'tinybench'],
    ['hyperfine', 'hyperfine'],
    ['go', 'go.test'],
    ['gb', '/gb '],
  ])
    if (command.includes(mark)) return name;
  return 'other';
}

const tally = new Map();
for (const folder of folders) {
  const manifest = readManifest(folder);
  const records = readRoundRecords(folder).filter((r) => !r.warmup);
  if (manifest.base !== manifest.candidate || records.length === 0) continue; // A/A folders with rounds only
  const results = await Promise.all(records.map((r) => readRoundResults(folder, r)));
  const j = judgeRounds(results, manifest);
  const K = j.benchmarks.length;
  const margin = Math.log1p(manifest.minEffect);
  // The fixed-length design on the same rounds: a benchmark claimed worse when its rounds above the margin are
  // too many for a fair coin at α/2K (the level each end of the runner's intervals has).
  const fixed = j.benchmarks.some((b) => {
    const above = b.ratios.filter((x) => x > margin).length;
    return binomTail(above, b.ratios.length) <= manifest.alpha / (2 * K);
  });
  const t = tally.get(harnessOf(manifest.base)) ?? { runs: 0, sequential: 0, fixed: 0, rounds: [] };
  t.runs++;
  t.sequential += j.verdict === 'regression' ? 1 : 0;
  t.fixed += fixed ? 1 : 0;
  t.rounds.push(records.length);
  tally.set(harnessOf(manifest.base), t);
  if (process.env.VERBOSE)
    console.log(path.basename(folder), harnessOf(manifest.base), records.length, j.verdict, fixed);
}
for (const [harness, t] of tally) {
  const r = t.rounds.sort((a, b) => a - b);
  console.log(
    `${harness.padEnd(10)} ${t.runs} A/A runs, rounds ${r[0]}–${r.at(-1)}: exit 1, the runner (any look) ${wilsonText(t.sequential, t.runs)} | the fixed-length design on the same rounds ${wilsonText(t.fixed, t.runs)}`,
  );
}
