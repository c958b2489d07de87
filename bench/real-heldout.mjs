// Scores the micro-benchmark gate on held-out real data (issue #32), as a user runs it: the library the package
// ships (`dist/lib.js`, built by `npm run package`; `--lib=PATH` for another build), with the CLI's defaults.
// Nothing here is fitted: it reads a corpus and counts.
//
// A corpus folder holds either
//   - harness folders in the real-runs layout (`base-01…10`, `slow-01…10`, `truth.json` naming the slowed rows;
//     see __fixtures__/real-runs-heldout/README.md), scored per harness:
//       A/A, one run per side, all pairs of base runs: exit 1 (goal ≤ 5%);
//       A/A, 3 + 3 base runs (disjoint, 40 draws): exit 1 (goal ≤ 5%);
//       slow, 3 base + 3 slow runs (100 draws): caught = exit 1, every slowed row named a regression and no
//         other row blamed (goal ≥ 90%);
//       slow, one run per side, every base × slow pair: caught, asking for replicated runs, or silent (exit 0
//         and no advice; goal 0);
//   - or pair folders (`truth.json` with `baseline`, `candidate` and `changes`; __fixtures__/real-pairs/), scored
//     per change: every change ≥ 1.5× named in its direction (goal: all), and unchanged rows blamed.
//   - or interleaved sessions (inter-NN-A/B only), scored as `--interleaved` with K pairs (scoreInterleaved).
// Usage: node bench/real-heldout.mjs [--lib=dist/lib.js] [--replicas=3] <corpus folder> [harness or pair…]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rate } from './calibration-core.mjs';
import { mulberry32 } from './gen-gobench.mjs';

const A_A_DRAWS = 40;
const SLOW_DRAWS = 100;
/** Changes this large or larger must be named (issue #32's goal for real pairs). */
const LARGE = 1.5;

const root = path.resolve(import.meta.dirname, '..');

async function loadLib(file) {
  if (!existsSync(file)) {
    throw new Error(
      `${file} does not exist: run \`npm run package\` first, or give --lib=PATH of a built lib.js`,
    );
  }
  return import(pathToFileURL(path.resolve(file)).href);
}

/** One comparison as the CLI makes it: exit code, rows by verdict, and whether the report asks for replicated runs. */
async function judge(lib, baseline, candidate, interleaved = false) {
  const report = await lib.compareInputs(
    lib.compareRequest({ baseline, candidates: [candidate], interleaved }),
  );
  const exit1 = lib.reportVerdict(report) === 'regression';
  const rows = report.comparison.benchmarks.map((b) => ({
    key: b.key,
    metric: b.metric,
    verdict: b.verdict,
  }));
  const advice = /replicated runs/.test(lib.renderReportText(report));
  return { exit1, rows, advice };
}

/**
 * An interleaved session (inter-NN-A / inter-NN-B in run order, no base-/slow- runs; INTERLEAVED=only captures),
 * scored as the README's headline workflow runs it, `--interleaved` with K pairs:
 *   slow: K of the (A, B) pairs drawn at random, kept in run order (100 draws): caught clean;
 *   A/A: the A runs paired with the next A run, and the B runs with the next B run (each pair one build, a run of
 *   the other between them): K of those pairs drawn (40 draws): exit 1.
 */
export async function scoreInterleaved(lib, dir, k) {
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
  const slowed = new Set(truth.slowed);
  const alsoChanged = new Set(Object.keys(truth.alsoChanged ?? {}));
  const a = runsOf(dir, 'inter-').filter((f) => /-A\./.test(f));
  const b = runsOf(dir, 'inter-').filter((f) => /-B\./.test(f));
  const pairs = a.map((f, i) => [f, b[i]]).filter(([, y]) => y);
  const same = (runs) => runs.flatMap((f, i) => (i % 2 === 0 && runs[i + 1] ? [[f, runs[i + 1]]] : []));
  const aaPairs = [...same(a), ...same(b)];
  const rand = mulberry32(32);
  const pick = (list) => {
    const at = new Set();
    while (at.size < Math.min(k, list.length)) at.add(Math.floor(rand() * list.length));
    return [...at].sort((x, y) => x - y).map((i) => list[i]);
  };
  const sides = (chosen) => [chosen.map((p) => p[0]).join(','), chosen.map((p) => p[1]).join(',')];
  let caught = 0;
  let aa = 0;
  const blamed = new Map();
  for (let t = 0; t < SLOW_DRAWS; t++) {
    const r = await judge(lib, ...sides(pick(pairs)), true);
    const named = new Set(
      r.rows
        .filter((x) => x.verdict === 'regression' && x.metric === (truth.metric ?? 'time'))
        .map((x) => x.key),
    );
    const others = r.rows
      .filter(
        (x) =>
          (x.verdict === 'regression' || x.verdict === 'improvement') &&
          !slowed.has(x.key) &&
          !alsoChanged.has(x.key),
      )
      .map((x) => `${x.key} (${x.metric})`);
    if (r.exit1 && [...slowed].every((key) => named.has(key)) && others.length === 0) caught++;
    tally(blamed, `slow ${k}+${k} interleaved`, others);
  }
  for (let t = 0; t < A_A_DRAWS; t++) {
    const r = await judge(lib, ...sides(pick(aaPairs)), true);
    if (r.exit1) aa++;
  }
  const line = (label, x, m) => console.log(`  ${label.padEnd(52)} ${rate(x, m)}`);
  console.log(`${path.basename(dir)} (interleaved, ${pairs.length} pairs):`);
  line(`A/A, ${k} + ${k} interleaved (${A_A_DRAWS} draws), exit 1:`, aa, A_A_DRAWS);
  line(`slow, ${k} + ${k} interleaved (${SLOW_DRAWS} draws), caught clean:`, caught, SLOW_DRAWS);
  const top = [...blamed.entries()].sort((x, y) => y[1] - x[1]).slice(0, 4);
  if (top.length > 0) console.log(`  blamed: ${top.map(([key, c]) => `${key} ×${c}`).join('; ')}`);
}

/** A harness's runs with a prefix; a run kept both as JSON and as a console table counts once, as JSON. */
function runsOf(dir, prefix) {
  const files = readdirSync(dir).filter((f) => f.startsWith(prefix) && !/\.(log|md)$/.test(f));
  const json = files.filter((f) => /\.json(\.gz)?$/.test(f));
  return (json.length > 0 ? json : files).sort().map((f) => path.join(dir, f));
}

function drawer(seed) {
  const rand = mulberry32(seed);
  return (list, k, not = []) => {
    const pool = list.filter((f) => !not.includes(f));
    const out = [];
    while (out.length < k) {
      const f = pool[Math.floor(rand() * pool.length)];
      if (!out.includes(f)) out.push(f);
    }
    return out.sort();
  };
}

function tally(map, label, rows) {
  for (const r of rows) map.set(`${label}: ${r}`, (map.get(`${label}: ${r}`) ?? 0) + 1);
}

/** The four rates of one harness folder. */
export async function scoreHarness(lib, dir, replicas = 3) {
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
  const slowed = new Set(truth.slowed);
  // Rows the slow build moved outside its code change (build-effects.mjs): true changes, neither required nor blamed.
  const alsoChanged = new Set(Object.keys(truth.alsoChanged ?? {}));
  const metric = truth.metric ?? 'time';
  const base = runsOf(dir, 'base-');
  const slow = runsOf(dir, 'slow-');
  const blamed = new Map();
  const regressed = (r) => r.rows.filter((x) => x.verdict === 'regression');
  const others = (r) =>
    regressed(r)
      .filter((x) => !slowed.has(x.key) && !alsoChanged.has(x.key))
      .map((x) => `${x.key} (${x.metric})`);
  const caught = (r) => {
    const named = new Set(
      regressed(r)
        .filter((x) => x.metric === metric)
        .map((x) => x.key),
    );
    return r.exit1 && [...slowed].every((k) => named.has(k)) && others(r).length === 0;
  };
  const out = {
    harness: path.basename(dir),
    aa: [0, 0],
    aaRep: [0, 0],
    slowRep: [0, 0],
    one: null,
    blamed,
    alsoChanged: alsoChanged.size,
  };
  for (let i = 0; i < base.length; i++)
    for (let j = i + 1; j < base.length; j++) {
      const r = await judge(lib, base[i], base[j]);
      out.aa = [out.aa[0] + (r.exit1 ? 1 : 0), out.aa[1] + 1];
      tally(blamed, 'A/A 1+1', others(r));
    }
  const draw = drawer(32);
  for (let t = 0; t < A_A_DRAWS; t++) {
    const a = draw(base, replicas);
    const r = await judge(lib, a.join(','), draw(base, replicas, a).join(','));
    out.aaRep = [out.aaRep[0] + (r.exit1 ? 1 : 0), out.aaRep[1] + 1];
    tally(blamed, `A/A ${replicas}+${replicas}`, others(r));
  }
  for (let t = 0; t < SLOW_DRAWS; t++) {
    const r = await judge(lib, draw(base, replicas).join(','), draw(slow, replicas).join(','));
    out.slowRep = [out.slowRep[0] + (caught(r) ? 1 : 0), out.slowRep[1] + 1];
    tally(blamed, `slow ${replicas}+${replicas}`, others(r));
  }
  const one = { caught: 0, partly: 0, advised: 0, silent: 0, n: 0 };
  for (const b of base)
    for (const s of slow) {
      const r = await judge(lib, b, s);
      one.n++;
      if (caught(r)) one.caught++;
      else if (r.exit1) one.partly++;
      else if (r.advice) one.advised++;
      else one.silent++;
      tally(blamed, 'slow 1+1', others(r));
    }
  out.one = one;
  return out;
}

/** Every change of one real pair: named in its direction or not. */
export async function scorePair(lib, dir) {
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
  const at = (f) =>
    f
      .split(',')
      .map((p) => path.join(dir, p))
      .join(',');
  const r = await judge(lib, at(truth.baseline), at(truth.candidate));
  const metricOf = (c) => c.metric ?? truth.metric ?? 'time';
  const changed = new Set(truth.changes.map((c) => `${c.key}\0${metricOf(c)}`));
  const results = truth.changes.map((c) => {
    const row = r.rows.find((x) => x.key === c.key && x.metric === metricOf(c));
    const want = c.direction === 'slower' || c.direction === 'more' ? 'regression' : 'improvement';
    return { ...c, metric: metricOf(c), verdict: row?.verdict ?? 'missing', named: row?.verdict === want };
  });
  const blamed = r.rows
    .filter(
      (x) =>
        !changed.has(`${x.key}\0${x.metric}`) && (x.verdict === 'regression' || x.verdict === 'improvement'),
    )
    .map((x) => `${x.key} (${x.metric}) ${x.verdict}`);
  return { pair: path.basename(dir), results, blamed, exit1: r.exit1 };
}

function printHarness(r, replicas) {
  const { caught, partly, advised, silent, n } = r.one;
  const line = (label, k, m) => console.log(`  ${label.padEnd(52)} ${rate(k, m)}`);
  console.log(`${r.harness}:`);
  line('A/A, one run per side (all pairs), exit 1:', ...r.aa);
  line(`A/A, ${replicas} + ${replicas} runs (${A_A_DRAWS} draws), exit 1:`, ...r.aaRep);
  line(`slow, ${replicas} + ${replicas} runs (${SLOW_DRAWS} draws), caught clean:`, ...r.slowRep);
  line(`slow, one run per side (${n} pairs), caught clean:`, caught, n);
  line(`  … silent (exit 0, no advice to replicate):`, silent, n);
  console.log(`      (exit 1 but not clean ${partly}; exit 0 asking for replicated runs ${advised})`);
  if (r.alsoChanged > 0)
    console.log(
      `  (${r.alsoChanged} rows moved by the slow build outside its change: truth.json alsoChanged, not scored)`,
    );
  const top = [...r.blamed.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
  if (top.length > 0) console.log(`  blamed: ${top.map(([k, c]) => `${k} ×${c}`).join('; ')}`);
}

/** A change the goal covers: ≥ 1.5× by construction, and not reversed in the files (`measured` < 1: a loaded
 * host made the row move the other way, so no reader of these files could name it). */
const isScored = (c) => c.ratio >= LARGE && !(c.measured < 1);

function printPairs(scored) {
  const large = scored.flatMap((p) => p.results.filter(isScored));
  const named = large.filter((c) => c.named).length;
  console.log(`real pairs: changes ≥ ${LARGE}× named in their direction: ${rate(named, large.length)}`);
  for (const p of scored) {
    const missed = p.results.filter((c) => isScored(c) && !c.named);
    const ok = p.results.filter((c) => isScored(c) && c.named).length;
    const of = p.results.filter(isScored).length;
    const reversed = p.results.filter((c) => c.ratio >= LARGE && c.measured < 1);
    console.log(`  ${p.pair}: ${ok} of ${of} named; exit ${p.exit1 ? 1 : 0}`);
    for (const c of missed)
      console.log(
        `    missed: ${c.key} (${c.metric}) ${c.ratio}× ${c.direction} (files ×${c.measured ?? '?'}) → ${c.verdict}`,
      );
    for (const c of reversed)
      console.log(
        `    not scored, reversed in the files: ${c.key} (${c.metric}) built ${c.ratio}× ${c.direction}, measured ×${c.measured}`,
      );
    if (p.blamed.length > 0) console.log(`    unchanged rows called: ${p.blamed.join('; ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flag = (name, dflt) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
  const [dirArg, ...only] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!dirArg) {
    console.error(
      'usage: node bench/real-heldout.mjs [--lib=dist/lib.js] [--replicas=3] <corpus folder> [name…]',
    );
    process.exit(2);
  }
  const replicas = Number(flag('replicas', '3'));
  const lib = await loadLib(flag('lib', path.join(root, 'dist/lib.js')));
  const dir = path.resolve(dirArg);
  const names = readdirSync(dir).filter(
    (h) => existsSync(path.join(dir, h, 'truth.json')) && (only.length === 0 || only.includes(h)),
  );
  const pairs = [];
  for (const h of names) {
    const sub = path.join(dir, h);
    const truth = JSON.parse(readFileSync(path.join(sub, 'truth.json'), 'utf8'));
    if (truth.changes) pairs.push(await scorePair(lib, sub));
    else if (runsOf(sub, 'base-').length === 0) await scoreInterleaved(lib, sub, replicas);
    else printHarness(await scoreHarness(lib, sub, replicas), replicas);
  }
  if (pairs.length > 0) printPairs(pairs);
}
