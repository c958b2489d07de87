// Runs `benchdelta ab` (the bundled CLI: run `npm run package` first) many times on a real hyperfine suite and
// logs each run's exit code, rounds and decisions as JSON lines: A/A (the same build both sides), A/B with three
// commands given ~5% or ~2% more input, optionally with a CPU-heavy neighbour started midway.
// Usage: node bench/ab-runs.mjs <aa|ab5|ab2> <runs> <budget> <log.jsonl> [--neighbour] [--duet] [--keep DIR]
// The suite: 10 commands over ~0.7 MB of text and 40,000 numbers (made by this script, seed 28), hyperfine
// --runs 5 each, ≈ 1 s a side. The slow variants' inputs are the base's plus 5% / 2% more lines.
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

const [mode, runsArg, budget, log, ...flags] = process.argv.slice(2);
if (!['aa', 'ab5', 'ab2'].includes(mode) || !log) {
  console.error(
    'usage: node bench/ab-runs.mjs <aa|ab5|ab2> <runs> <budget> <log.jsonl> [--neighbour] [--duet] [--keep DIR]',
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

/** Three commands read the variant's inputs (the slowed ones); seven always read the base's. */
function suite(variant) {
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

makeInputs();
const candidate = mode === 'aa' ? 'base' : mode === 'ab5' ? 'slow5' : 'slow2';
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
    // A CPU-heavy neighbour started midway (after ~1/3 of the budget): one busy loop on any core.
    hogTimer = setTimeout(() => {
      hog = spawn('node', ['-e', 'for(;;){}'], { stdio: 'ignore' });
    }, 10_000);
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  clearTimeout(hogTimer);
  hog?.kill('SIGKILL');
  const j = existsSync(`${out}.json`) ? JSON.parse(readFileSync(`${out}.json`, 'utf8')) : null;
  const named = j ? j.benchmarks.filter((b) => b.decision === 'regression').map((b) => b.key) : [];
  const row = {
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
