// Figures of docs/ab.md for the real harness suites of bench/ab-suites/, from the folders bench/ab-runs.mjs kept
// (`--harness NAME --keep DIR`, mode ab5 or ab2: three benchmarks of the suite slowed, the others run the same code
// on both sides). Per folder:
//   1. what the real run said after 2, 5, 10 and 15 minutes (its rounds judged as the runner judges them, cut where
//      the budget would have ended): the rows it named, whether all three slowed rows were among them, and any
//      unchanged row named (a false alarm);
//   2. resampled from the same rounds (the round is the unit; a run's rounds are drawn with replacement): how often
//      a run of each budget names all three slowed rows and exit 1 with no unchanged row named; the unchanged
//      rows' rounds get random signs (what the random order guarantees for code that did not change);
//   3. A/A exit 1 at each budget: every row's rounds centred on their median, random signs (the changed rows'
//      spread kept), stopping at any look against one fixed-length sign test at the end;
//   4. the smallest change found with 90% power per budget (interleaved rounds, and back-to-back: base of round i
//      with the candidate of round i + n/2, signs kept): the unchanged rows' rounds plus a change.
// Usage (after npm run package): node bench/ab-harness-analyse.mjs <harness> <folder…>
// Nothing here is fitted: the runner's stakes, margin (1%) and alpha (5%) were fixed before any of these runs.
import {
  binomTail,
  resample as resampleWith,
  smallestChangeFound,
  smallestChangeText,
  wilsonText as wilson,
} from './ab-common.mjs';
import { mulberry32 } from './changepoints-common.mjs';

const { firstUpperCrossing, judgeRounds, readManifest, readRoundRecords, readRoundResults } = await import(
  process.env.BENCHDELTA_LIB ?? '../dist/lib.js'
);

/** The rows each suite of bench/ab-suites/ slows (AB_SLOW_PCT), as `ab` keys them. */
const SLOWED = {
  go: ['BenchmarkMD5Blocks', 'BenchmarkHexEncode', 'BenchmarkXMLMarshal'],
  gb: ['BM_Adler32', 'BM_PrefixSum', 'BM_Popcount'],
  pytest: ['test_parse_csv', 'test_pack_records', 'test_wrap_text'],
  tinybench: ['url parse', 'array flat', 'string pad'],
  hyperfine: ['sha256sum text', 'gzip -1 text', 'sort -n nums'],
};
const [harness, ...folders] = process.argv.slice(2);
if (!SLOWED[harness] || folders.length === 0) {
  console.error(`usage: node bench/ab-harness-analyse.mjs <${Object.keys(SLOWED).join('|')}> <folder…>`);
  process.exit(2);
}
const ALPHA = 0.05;
const MARGIN = Math.log1p(0.01);
const BUDGETS = [2, 5, 10, 15];
const random = mulberry32(28);
/** Which slowed benchmark a key belongs to (go keys carry the package, and -N unless GOMAXPROCS is 1, as pinned). */
const slowedOf = (key) =>
  SLOWED[harness].find(
    (s) => key === s || key.endsWith(`.${s}`) || key.includes(`.${s}-`) || key.startsWith(`${s}-`),
  );

async function readFolder(folder) {
  const manifest = readManifest(folder);
  const records = readRoundRecords(folder).filter((r) => !r.warmup);
  const results = [];
  for (const r of records) results.push(await readRoundResults(folder, r, manifest.format));
  const start = Date.parse(manifest.startedAt);
  // When each counted round finished, in seconds from the run's start: a budget of B minutes keeps the rounds
  // finished by then (the runner starts no round that would end after it).
  const ends = records.map((r) => {
    const sides = Object.values(r.sides);
    return Math.max(...sides.map((s) => Date.parse(s.startedAt) / 1000 + s.seconds)) - start / 1000;
  });
  const secondsPerRound = ends.length > 1 ? (ends.at(-1) - ends[0]) / (ends.length - 1) : ends[0];
  return { manifest, results, ends, secondsPerRound };
}

function summary(j) {
  const named = j.benchmarks.filter((b) => b.decision === 'regression');
  const slowedNamed = new Set(named.map((b) => slowedOf(b.key)).filter(Boolean));
  const falseNamed = named.filter((b) => !slowedOf(b.key)).map((b) => `${b.key} ${b.metric}`);
  return {
    exit1: named.length > 0,
    all: slowedNamed.size === SLOWED[harness].length,
    falseNamed,
    slowedNamed,
  };
}

const resample = (pool, n, shift, flip) => resampleWith(pool, n, shift, random, flip);

const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

for (const folder of folders) {
  const { manifest, results, ends, secondsPerRound } = await readFolder(folder);
  const full = judgeRounds(results, manifest);
  const K = full.benchmarks.length;
  console.log(
    `\n${harness} · ${folder}: ${results.length} rounds, ${secondsPerRound.toFixed(1)} s a round, ${K} rows, ` +
      `candidate: ${manifest.candidate.match(/AB_SLOW_PCT=(\d+)/)?.[1] ?? '?'}% more work in ${SLOWED[harness].join(', ')}`,
  );
  console.log('  median Δ of the slowed rows over all rounds:');
  for (const b of full.benchmarks.filter((x) => slowedOf(x.key)))
    console.log(`    ${b.key} ${b.metric}: ${(100 * Math.expm1(median(b.ratios))).toFixed(2)}%`);
  const unchanged = full.benchmarks.filter((b) => !slowedOf(b.key));
  const spread = unchanged.map((b) => median(b.ratios.map((x) => Math.abs(x - median(b.ratios)))));
  console.log(
    `  unchanged rows: median |Δ| of a round around the row's median ${(100 * median(spread)).toFixed(2)}% ` +
      `(rows ${(100 * Math.min(...spread)).toFixed(2)}–${(100 * Math.max(...spread)).toFixed(2)}%)`,
  );

  // 1. The real run cut at each budget.
  for (const minutes of BUDGETS) {
    const n = ends.filter((e) => e <= minutes * 60).length;
    if (n === 0 || (minutes > 2 && n === results.length && ends.at(-1) < (minutes - 1) * 60)) continue;
    const s = summary(judgeRounds(results.slice(0, n), manifest));
    console.log(
      `  real run at ${minutes} min (${n} rounds): exit ${s.exit1 ? 1 : 0}; slowed named ${s.slowedNamed.size}/3; ` +
        `unchanged named: ${s.falseNamed.join(', ') || 'none'}`,
    );
  }

  // 2. Resampled runs of this A/B: all three slowed rows named, exit 1, no unchanged row named.
  const S = 400;
  for (const minutes of BUDGETS) {
    const n = Math.max(1, Math.floor((minutes * 60) / secondsPerRound));
    let clean = 0;
    let exit1 = 0;
    let blamed = 0;
    for (let s = 0; s < S; s++) {
      const named = new Set();
      let falseCall = false;
      for (const b of full.benchmarks) {
        const changed = Boolean(slowedOf(b.key));
        const d = resample(b.ratios, n, 0, !changed);
        if (firstUpperCrossing(d, MARGIN, ALPHA / K) > 0) {
          if (changed) named.add(slowedOf(b.key));
          else falseCall = true;
        }
      }
      if (named.size === SLOWED[harness].length && !falseCall) clean++;
      if (named.size > 0 || falseCall) exit1++;
      if (falseCall) blamed++;
    }
    console.log(
      `  resampled runs of ${minutes} min (${n} rounds): caught clean ${wilson(clean, S)}; exit 1 ${wilson(exit1, S)}; ` +
        `an unchanged row named ${wilson(blamed, S)}`,
    );
  }

  // 3. A/A: every row centred, random signs; any look against one fixed test at the end.
  const centred = full.benchmarks.map((b) => {
    const m = median(b.ratios);
    return b.ratios.map((x) => x - m);
  });
  for (const minutes of BUDGETS) {
    const n = Math.max(1, Math.floor((minutes * 60) / secondsPerRound));
    let seq = 0;
    let fixed = 0;
    const S2 = 1000;
    for (let s = 0; s < S2; s++) {
      let a = false;
      let f = false;
      for (const pool of centred) {
        const d = resample(pool, n, 0, true);
        if (firstUpperCrossing(d, MARGIN, ALPHA / K) > 0) a = true;
        let above = 0;
        for (const x of d) if (x > MARGIN) above++;
        if (binomTail(above, n) <= ALPHA / (2 * K)) f = true;
      }
      seq += a;
      fixed += f;
    }
    console.log(
      `  A/A ${minutes} min (${n} rounds): exit 1 stopping at any look ${wilson(seq, S2)} | fixed length ${wilson(fixed, S2)}`,
    );
  }

  // 4. Smallest change found with 90% power (unchanged rows' real rounds plus a change).
  const h = Math.floor(results.length / 2);
  // Back-to-back: the base of round i against the base of round i + n/2, judged once for every row.
  const apart = judgeRounds(
    results.slice(0, h).map((r, i) => ({ base: r.base, candidate: results[i + h].base })),
    { ...manifest, pairs: false },
  );
  const designs = {
    interleaved: unchanged.map((b) => b.ratios),
    'back-to-back': unchanged.map(
      (b) => apart.benchmarks.find((x) => x.key === b.key && x.metric === b.metric)?.ratios ?? [],
    ),
  };
  for (const [design, pools] of Object.entries(designs)) {
    const cells = [];
    for (const minutes of BUDGETS) {
      const n = Math.max(1, Math.floor((minutes * 60) / secondsPerRound));
      const smallest = pools.map((pool) =>
        smallestChangeFound(pool, n, {
          crossing: firstUpperCrossing,
          margin: MARGIN,
          alpha: ALPHA / K,
          draws: 200,
          flip: design === 'interleaved',
          random,
        }),
      );
      cells.push(`${minutes} min: ${smallestChangeText(smallest)}`);
    }
    console.log(`  smallest change with 90% power, ${design}: ${cells.join(' | ')}`);
  }
}
