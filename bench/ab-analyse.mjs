// Figures of docs/ab.md from the folders bench/ab-runs.mjs kept (real rounds of a real hyperfine suite):
//   1. A/A false alarms: stopping at any look (the anytime-valid sign sequences benchdelta ab uses) against the
//      fixed-length design (one exact sign test after the budget's rounds) and against peeking at that fixed
//      test after every round, by resampling the real A/A rounds with random signs (what RMIT guarantees);
//   2. the smallest change found with 90% power in 2, 5, 10 and 15 minutes, for back-to-back, interleaved and
//      duet rounds: the real A/A rounds of each design, signs drawn at random, plus the change, judged as the
//      runner judges them.
// Usage (after npm run package): node bench/ab-analyse.mjs <log.jsonl…>   (the logs bench/ab-runs.mjs wrote)
import { readFileSync } from 'node:fs';
import {
  binomTail,
  resample,
  smallestChangeFound,
  smallestChangeText,
  wilsonText as wilson,
} from './ab-common.mjs';
import { mulberry32 } from './changepoints-common.mjs';

// BENCHDELTA_LIB: a copy of the bundled library (see BENCHDELTA_CLI in ab-runs.mjs).
const { firstUpperCrossing, judgeRounds, readManifest, readRoundRecords, readRoundResults } = await import(
  process.env.BENCHDELTA_LIB ?? '../dist/lib.js'
);

const logs = process.argv.slice(2);
if (logs.length === 0) {
  console.error('usage: node bench/ab-analyse.mjs <log.jsonl…>');
  process.exit(2);
}
const rows = logs.flatMap((f) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l)),
);
const ALPHA = 0.05;
const MARGIN = Math.log1p(0.01);

/** Per benchmark, the real per-round log ratios of a kept folder, and the mean seconds of a round. */
async function roundData(folder, pairing) {
  const manifest = readManifest(folder);
  const records = readRoundRecords(folder).filter((r) => !r.warmup);
  const results = await Promise.all(records.map((r) => readRoundResults(folder, r)));
  let rounds = results;
  if (pairing === 'back-to-back') {
    // All base runs first, then all candidate runs: pair the base of round i with the candidate of round
    // i + n/2, i.e. sides a half session apart, as a back-to-back session leaves them.
    const h = Math.floor(results.length / 2);
    rounds = results.slice(0, h).map((r, i) => ({ base: r.base, candidate: results[i + h].candidate }));
  }
  // Rounds rebuilt back to back have no places to pair by: each is judged alone.
  const j = judgeRounds(rounds, pairing === 'back-to-back' ? { ...manifest, pairs: false } : manifest);
  const seconds =
    records.reduce(
      (s, r) =>
        s +
        (manifest.duet
          ? Math.max(r.sides.base.seconds, r.sides.candidate.seconds)
          : r.sides.base.seconds + r.sides.candidate.seconds),
      0,
    ) / records.length;
  return { ratios: j.benchmarks.map((b) => b.ratios), keys: j.benchmarks.map((b) => b.key), seconds };
}

async function pools(folders, pairing) {
  const data = await Promise.all(folders.map((f) => roundData(f, pairing)));
  const k = data[0].ratios.length;
  const pooled = Array.from({ length: k }, (_, b) => data.flatMap((d) => d.ratios[b]));
  const seconds = data.reduce((s, d) => s + d.seconds, 0) / data.length;
  return { pooled, seconds, keys: data[0].keys, folders: folders.length, rounds: pooled[0].length };
}

const random = mulberry32(28);
const designs = [
  [
    'back-to-back',
    rows.filter((r) => r.mode === 'aa' && !r.duet && !r.neighbour).map((r) => r.folder),
    'back-to-back',
  ],
  [
    'interleaved',
    rows.filter((r) => r.mode === 'aa' && !r.duet && !r.neighbour).map((r) => r.folder),
    'rounds',
  ],
  ['duet', rows.filter((r) => r.mode === 'aa' && r.duet).map((r) => r.folder), 'rounds'],
];

// 1. Early stopping against the fixed-length design, on the interleaved A/A rounds.
{
  const { pooled, seconds, folders, rounds } = await pools(designs[1][1], 'rounds');
  const K = pooled.length;
  console.log(
    `A/A false alarms (exit 1), interleaved rounds: ${folders} real A/A runs, ${rounds} rounds per benchmark, ${seconds.toFixed(1)} s a round; 2,000 resampled suites each`,
  );
  for (const minutes of [2, 5, 10]) {
    const n = Math.max(1, Math.floor((minutes * 60) / seconds));
    let seq = 0;
    let fixed = 0;
    let peek = 0;
    const S = 2000;
    for (let s = 0; s < S; s++) {
      let a = false;
      let b = false;
      let c = false;
      for (let k = 0; k < K; k++) {
        const d = resample(pooled[k], n, 0, random);
        if (firstUpperCrossing(d, MARGIN, ALPHA / K) > 0) a = true;
        let above = 0;
        for (let t = 0; t < n; t++) {
          if (d[t] > MARGIN) above++;
          // One-sided exact sign test at alpha/(2K), the level each end of the runner's intervals has.
          if (binomTail(above, t + 1) <= ALPHA / (2 * K)) c = true;
        }
        if (binomTail(above, n) <= ALPHA / (2 * K)) b = true;
      }
      seq += a;
      fixed += b;
      peek += c;
    }
    console.log(
      `  ${minutes} min (${n} rounds): stop at any look ${wilson(seq, S)} | fixed length, one test at the end ${wilson(fixed, S)} | the fixed test peeked at every round ${wilson(peek, S)}`,
    );
  }
}

// 2. Smallest change found with 90% power.
console.log(
  '\nSmallest change found (exit 1, named) with 90% power, by budget: median over the 10 commands [best, worst]; 400 resampled runs per cell',
);
for (const [name, folders, pairing] of designs) {
  if (folders.length === 0) {
    console.log(`  ${name}: no runs kept`);
    continue;
  }
  const { pooled, seconds, rounds } = await pools(folders, pairing);
  const K = pooled.length;
  const cells = [];
  for (const minutes of [2, 5, 10, 15]) {
    const n = Math.max(1, Math.floor((minutes * 60) / seconds));
    const smallest = pooled.map((pool) =>
      smallestChangeFound(pool, n, {
        crossing: firstUpperCrossing,
        margin: MARGIN,
        alpha: ALPHA / K,
        draws: 400,
        flip: pairing !== 'back-to-back',
        random,
      }),
    );
    cells.push(`${minutes} min (${n} rounds): ${smallestChangeText(smallest)}`);
  }
  console.log(
    `  ${name} (${folders.length} runs, ${rounds} rounds, ${seconds.toFixed(1)} s a round): ${cells.join(' | ')}`,
  );
}

// 3. What the runs themselves did.
console.log('\nThe runs (exit 1 = a regression named):');
const groups = new Map();
for (const r of rows) {
  const g = `${r.mode}${r.duet ? ' duet' : ''}${r.neighbour ? ' + neighbour' : ''}, budget ${r.budget}`;
  if (!groups.has(g)) groups.set(g, []);
  groups.get(g).push(r);
}
for (const [g, rs] of groups) {
  const exit1 = rs.filter((r) => r.exit === 1).length;
  const named = rs.map((r) => r.named.join('+') || '—');
  const rounds = rs.map((r) => r.rounds);
  console.log(
    `  ${g}: exit 1 ${wilson(exit1, rs.length)}; rounds ${rounds.join(', ')}; named ${named.join(' | ')}`,
  );
}
