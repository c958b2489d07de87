// Suites of two to four benchmarks, one run per side, cut from real runs (issue #32): the rows of such a suite are
// judged against a stated prior updated with the others (core/micro/between-run/sources.ts fewRowsPrior), not a
// measured suite. Each draw picks 2–4 rows of a harness folder in the real-runs layout (base-NN, slow-NN,
// truth.json) and two runs: A/A = two base runs (exit 1 counts), slow = a base and a slow run with 1–2 slowed
// rows among the chosen (caught = every slowed row named a regression, nothing else named; named = slowed rows
// named, of all drawn). go text, Google Benchmark JSON and pytest-benchmark JSON (.gz too) are cut; other formats
// are skipped. Nothing here is fitted.
// Usage: node bench/few-rows-pairs.mjs [--lib=dist/lib.js] [--draws=200] HARNESS-FOLDER…
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { mulberry32 } from './changepoints-common.mjs';
import { wilson } from './changepoints-metrics.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const lib = await import(pathToFileURL(path.resolve(opt('lib', 'dist/lib.js'))).href);
const draws = Number(opt('draws', 200));
const folders = args.filter((a) => !a.startsWith('--'));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'few-rows-'));

const read = (file) => {
  const raw = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
};

/** The file's benchmark names and a cut of it holding only `keep` (null: a format this script cannot cut). */
function cutter(file) {
  const text = read(file);
  if (/\.txt$/.test(file) && /^Benchmark/m.test(text)) {
    const name = (line) => /^(Benchmark\S+)/.exec(line)?.[1];
    const names = [...new Set(text.split('\n').map(name).filter(Boolean))];
    const cut = (keep) =>
      text
        .split('\n')
        .filter((l) => !name(l) || keep.has(name(l)))
        .join('\n');
    return { names, cut, ext: '.txt' };
  }
  if (/\.json(\.gz)?$/.test(file)) {
    const json = JSON.parse(text);
    if (!Array.isArray(json.benchmarks)) return null;
    const nameOf = (b) => b.run_name ?? b.fullname ?? b.name;
    const names = [...new Set(json.benchmarks.map(nameOf))];
    const cut = (keep) =>
      JSON.stringify({ ...json, benchmarks: json.benchmarks.filter((b) => keep.has(nameOf(b))) });
    return { names, cut, ext: '.json' };
  }
  return null;
}

async function judge(a, b) {
  const report = await lib.compareInputs(lib.compareRequest({ baseline: a, candidates: [b] }));
  return {
    exit1: lib.reportVerdict(report) === 'regression',
    rows: report.comparison.benchmarks.map((r) => ({ key: r.key, metric: r.metric, verdict: r.verdict })),
  };
}

const rate = (x, n) => {
  const [lo, hi] = wilson(x, n);
  return `${x}/${n} [${(lo * 100).toFixed(1)}, ${(hi * 100).toFixed(1)}]`;
};

for (const dir of folders) {
  const files = readdirSync(dir);
  const runs = (prefix) => files.filter((f) => f.startsWith(prefix) && !f.endsWith('.log')).sort();
  const base = runs('base-');
  const slow = runs('slow-');
  const first = base.length ? cutter(path.join(dir, base[0])) : null;
  if (!first) {
    console.log(`${dir}: skipped (no base runs in a format this script cuts)`);
    continue;
  }
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
  const metric = truth.metric ?? 'time';
  // truth.json names rows as benchdelta prints them (a package prefix on go keys): match by suffix.
  const slowedName = (n) => truth.slowed.some((k) => k === n || k.endsWith(`.${n}`) || k.endsWith(n));
  const slowedNames = first.names.filter(slowedName);
  const others = first.names.filter(
    (n) => !slowedName(n) && !Object.keys(truth.alsoChanged ?? {}).some((k) => k.endsWith(n)),
  );
  const rand = mulberry32(41);
  const pick = (list, k) => {
    const copy = [...list];
    const out = [];
    while (out.length < k && copy.length) out.push(copy.splice(Math.floor(rand() * copy.length), 1)[0]);
    return out;
  };
  const write = (run, keep, tag) => {
    const c = cutter(path.join(dir, run));
    const file = path.join(scratch, `${tag}${c.ext}`);
    writeFileSync(file, c.cut(keep));
    return file;
  };
  let aa = 0;
  let caught = 0;
  let named = 0;
  let slowedDrawn = 0;
  for (let t = 0; t < draws; t++) {
    const m = 2 + Math.floor(rand() * 3);
    const keep = new Set(pick(others, m));
    const [x, y] = pick(base, 2);
    if ((await judge(write(x, keep, 'a'), write(y, keep, 'b'))).exit1) aa++;
    if (slow.length === 0 || slowedNames.length === 0) continue;
    const s = Math.min(m - 1, 1 + Math.floor(rand() * 2));
    const chosen = new Set([...pick(slowedNames, s), ...pick(others, m - s)]);
    const r = await judge(write(pick(base, 1)[0], chosen, 'c'), write(pick(slow, 1)[0], chosen, 'd'));
    const hit = (key) =>
      r.rows.some((row) => row.key === key && row.metric === metric && row.verdict === 'regression');
    const slowKeys = r.rows.filter(
      (row) => row.metric === metric && slowedName(row.key.replace(/^.*\./, '')),
    );
    const blamed = r.rows.some(
      (row) =>
        (row.verdict === 'regression' || row.verdict === 'improvement') &&
        !slowedName(row.key.replace(/^.*\./, '')),
    );
    slowedDrawn += slowKeys.length;
    named += slowKeys.filter((row) => hit(row.key)).length;
    if (r.exit1 && slowKeys.every((row) => hit(row.key)) && !blamed) caught++;
  }
  console.log(`${dir} (${first.names.length} rows; 2–4 drawn, ${draws} draws):`);
  console.log(`  A/A, one run per side, exit 1: ${rate(aa, draws)}`);
  if (slow.length && slowedNames.length)
    console.log(
      `  slow, one run per side: caught clean ${rate(caught, draws)}; slowed rows named ${rate(named, slowedDrawn)}`,
    );
}
rmSync(scratch, { recursive: true, force: true });
