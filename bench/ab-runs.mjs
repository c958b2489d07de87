// Runs `benchdelta ab` (the bundled CLI: run `npm run package` first) many times on a real benchmark suite and
// logs each run's exit code, rounds and decisions as JSON lines: A/A (the same build both sides), A/B with three
// benchmarks given ~5% or ~2% more work, optionally with a CPU-heavy neighbour started midway.
// Usage: node bench/ab-runs.mjs <aa|ab5|ab2> <runs> <budget> <log.jsonl> [--harness NAME] [--neighbour] [--duet]
//          [--keep DIR]
// Harnesses: hyperfine (default; 10 commands over ~0.7 MB of text and 40,000 numbers made by this script, seed 28,
// hyperfine --runs 5 each; the slow variants' inputs are the base's plus 5% / 2% more lines), and go, gb (Google
// Benchmark), pytest (pytest-benchmark), tinybench: the suites of bench/ab-suites/ (build them first with
// bench/ab-suites/build.sh), one build for both sides, the candidate's extra work set by AB_SLOW_PCT.
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { clearTimeout, setTimeout } from 'node:timers';
import { join, resolve } from 'node:path';

// The bench/ab-suites builds (bench/ab-suites/build.sh puts them in AB_BIN) and their one-run commands: ≤ 3 s a side
// on a quiet core. The variant sets AB_SLOW_PCT: three benchmarks of each suite repeat that share of their work.
const abBin = resolve(process.env.AB_BIN ?? join(tmpdir(), 'ab-bin'));
const abSuites = resolve(import.meta.dirname, 'ab-suites');
const slowPct = { base: 0, slow5: 5, slow2: 2 };
const node = process.execPath;
const suites = {
  hyperfine: hyperfineSuite,
  go: (v) =>
    `AB_SLOW_PCT=${slowPct[v]} ${abBin}/go.test -test.run '^$' -test.bench . -test.count 1 -test.benchtime 50ms`,
  gb: (v) =>
    `AB_SLOW_PCT=${slowPct[v]} ${abBin}/gb --benchmark_repetitions=3 --benchmark_min_time=0.02 ` +
    '--benchmark_out={out} --benchmark_out_format=json > /dev/null',
  pytest: (v) =>
    `cd ${abBin}/pytest && AB_SLOW_PCT=${slowPct[v]} python3 -B -m pytest -q -p no:cacheprovider ` +
    '--benchmark-max-time=0.05 --benchmark-json={out} test_heldout_bench.py > /dev/null',
  tinybench: (v) =>
    `cd ${abSuites}/tinybench && AB_SLOW_PCT=${slowPct[v]} TINYBENCH_DIR=${abBin}/tinybench ${node} bench.mjs {out} ` +
    '> /dev/null',
};

const [mode, runsArg, budget, log, ...flags] = process.argv.slice(2);
const harnessAt = flags.indexOf('--harness');
const harness = harnessAt >= 0 ? flags[harnessAt + 1] : 'hyperfine';
if (!['aa', 'ab5', 'ab2'].includes(mode) || !log || !suites[harness]) {
  console.error(
    'usage: node bench/ab-runs.mjs <aa|ab5|ab2> <runs> <budget> <log.jsonl> [--harness hyperfine|go|gb|pytest|tinybench]' +
      ' [--neighbour] [--duet] [--keep DIR]',
  );
  process.exit(2);
}
const neighbour = flags.includes('--neighbour');
const duet = flags.includes('--duet');
const keepAt = flags.indexOf('--keep');
const keep = keepAt >= 0 ? resolve(flags[keepAt + 1]) : null;
// BENCHDELTA_CLI: a copy of the bundled CLI, so that rebuilding dist/ during a long measurement changes nothing.
const cli = resolve(process.env.BENCHDELTA_CLI ?? 'bin/benchdelta.js');
const work = join(tmpdir(), 'benchdelta-ab-suite');

function makeInputs() {
  if (existsSync(join(work, 'done'))) return;
  mkdirSync(work, { recursive: true });
  let seed = 28;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = Array.from({ length: 3000 }, () =>
    Array.from({ length: 2 + Math.floor(rand() * 9) }, () =>
      String.fromCharCode(97 + Math.floor(rand() * 26)),
    ).join(''),
  );
  const lines = (n) =>
    Array.from(
      { length: n },
      () => Array.from({ length: 12 }, () => words[Math.floor(rand() * words.length)]).join(' ') + '\n',
    );
  const text = lines(10000);
  const extra = lines(500);
  const nums = Array.from({ length: 42000 }, () => `${Math.floor(rand() * 1e9)}\n`);
  writeFileSync(join(work, 'text-base.txt'), text.join(''));
  writeFileSync(join(work, 'text-slow5.txt'), text.join('') + extra.join(''));
  writeFileSync(join(work, 'text-slow2.txt'), text.join('') + extra.slice(0, 200).join(''));
  writeFileSync(join(work, 'nums-base.txt'), nums.slice(0, 40000).join(''));
  writeFileSync(join(work, 'nums-slow5.txt'), nums.join(''));
  writeFileSync(join(work, 'nums-slow2.txt'), nums.slice(0, 40800).join(''));
  writeFileSync(join(work, 'done'), '');
}

/** hyperfine: three commands read the variant's inputs (the slowed ones); seven always read the base's. */
function hyperfineSuite(variant) {
  makeInputs();
  const cmds = [
    ['sha256sum text', `sha256sum text-${variant}.txt`],
    ['gzip -1 text', `gzip -1 -c text-${variant}.txt`],
    ['sort -n nums', `sort -n nums-${variant}.txt`],
    ['md5sum text', 'md5sum text-base.txt'],
    ['sha1sum text', 'sha1sum text-base.txt'],
    ['cksum text', 'cksum text-base.txt'],
    ['wc -w text', 'wc -w text-base.txt'],
    ['base64 text', 'base64 text-base.txt'],
    ['sort nums', 'sort nums-base.txt'],
    ['b2sum text', 'b2sum text-base.txt'],
  ];
  const named = cmds.map(([n, c]) => `-n '${n}' '${c}'`).join(' ');
  return `cd ${work} && hyperfine -N --runs 5 --warmup 1 --style none --export-json {out} ${named} > /dev/null`;
}

const candidate = mode === 'aa' ? 'base' : mode === 'ab5' ? 'slow5' : 'slow2';
const suite = suites[harness];
const runs = Number(runsArg);
for (let i = 0; i < runs; i++) {
  const out = keep ? join(keep, `${mode}-${Date.now()}-${i}`) : mkdtempSync(join(tmpdir(), 'ab-run-'));
  if (keep) mkdirSync(keep, { recursive: true });
  else rmSync(out, { recursive: true });
  const args = [
    cli,
    'ab',
    '--base',
    suite('base'),
    '--candidate',
    suite(candidate),
    '--out',
    out,
    '--budget',
    budget,
    '--json',
    `${out}.json`,
  ];
  if (duet) args.push('--duet');
  const t0 = Date.now();
  let hog = null;
  let hogTimer = null;
  if (neighbour)
    // A CPU-heavy neighbour started 10 s in (the first rounds run without it), kept to the end: one busy loop.
    hogTimer = setTimeout(() => {
      hog = spawn('node', ['-e', 'for(;;){}'], { stdio: 'ignore' });
    }, 10_000);
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  clearTimeout(hogTimer);
  hog?.kill('SIGKILL');
  const j = existsSync(`${out}.json`) ? JSON.parse(readFileSync(`${out}.json`, 'utf8')) : null;
  const named = j ? j.benchmarks.filter((b) => b.decision === 'regression').map((b) => b.key) : [];
  const row = {
    harness,
    mode,
    neighbour,
    duet,
    budget,
    exit: child.status,
    seconds: (Date.now() - t0) / 1000,
    rounds: j?.rounds,
    verdict: j?.verdict,
    named,
    undecided: j?.benchmarks.filter((b) => b.decision === 'undecided').length,
    folder: keep ? out : null,
    stderrTail: child.status > 1 ? child.stderr.slice(-400) : undefined,
  };
  appendFileSync(log, JSON.stringify(row) + '\n');
  console.log(JSON.stringify(row));
}
