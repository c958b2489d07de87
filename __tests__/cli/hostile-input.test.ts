// Hostile inputs from issue #12, run through the bundled CLI as a child process, as a user would: each test
// asserts the exit code, the message, peak memory (size bombs under 300 MB) and a time bound measured as a ratio
// to reading a clean input of the same size in the same run (so the machine's speed cancels out).
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { ftruncateSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleCli, runChild, type ChildRun } from '../support/cli/spawn-cli.js';

const SHARED = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures');
const SYNTHETIC = path.join(SHARED, 'synthetic');
const GOBENCH = path.join(SHARED, 'gobench');
const MIB = 1024 ** 2;
/** The cap the scaled-down bombs are read with; the clean references are just under it. */
const CAP = '64M';
const CAP_BYTES = 64 * MIB;
const PEAK_MB = 300;
/** A hostile input may take at most this many times as long as a clean input of the same size. */
const RATIO = 3;

let cli: string;
let dir: string;
let blockRef: ChildRun;
let microRef: ChildRun;
const small = path.join(SYNTHETIC, 'besu-test.log');
const file = (name: string) => path.join(dir, name);

/** `unit` repeated until `total` bytes, as concatenated gzip members (gunzip reads them as one stream). */
function repeatedGzip(name: string, head: Buffer, unit: Buffer, total: number): string {
  const member = gzipSync(unit, { level: 9 });
  const fd = openSync(file(name), 'w');
  writeSync(fd, gzipSync(head));
  for (let n = 0; n < total; n += unit.length) writeSync(fd, member);
  closeSync(fd);
  return file(name);
}

/** `head` followed by `zeros` zero bytes, as a sparse file (made instantly, read at disk-cache speed). */
function withZeroTail(name: string, head: Buffer, zeros: number): string {
  const fd = openSync(file(name), 'w');
  writeSync(fd, head);
  ftruncateSync(fd, head.length + zeros);
  closeSync(fd);
  return file(name);
}

function repeatFile(name: string, source: string, bytes: number): string {
  const text = readFileSync(source);
  const fd = openSync(file(name), 'w');
  for (let n = 0; n + text.length <= bytes; n += text.length) writeSync(fd, text);
  closeSync(fd);
  return file(name);
}

/** The first `lines` lines of a fixture. */
function headOf(source: string, lines: number): Buffer {
  const text = readFileSync(source, 'utf8');
  let at = 0;
  for (let i = 0; i < lines; i++) at = text.indexOf('\n', at) + 1;
  return Buffer.from(text.slice(0, at));
}

/** A clean reference: the run of median time among three, so one slow moment of a busy machine does not set it. */
function runClean(args: string[], options: Parameters<typeof runChild>[2] = {}): ChildRun {
  const runs = [0, 1, 2].map(() => runChild(cli, args, options)).sort((a, b) => a.ms - b.ms);
  return runs[1];
}

/** The figures behind each bound, printed after the run when BENCHDELTA_HOSTILE_REPORT is set (for the README). */
const figures: string[] = [];

function expectBounded(label: string, run: ChildRun, ref: ChildRun, sizeRatio = 1): void {
  figures.push(
    `${label.padEnd(38)} ${run.ms.toFixed(0).padStart(6)} ms (${(run.ms / (ref.ms * sizeRatio)).toFixed(2)}× clean) ` +
      `${run.peakMb.toFixed(0).padStart(4)} MB peak`,
  );
  expect(run.ms).toBeLessThan(RATIO * ref.ms * sizeRatio);
  expect(run.peakMb).toBeLessThan(PEAK_MB);
}

beforeAll(async () => {
  cli = await bundleCli();
  dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-hostile-'));
  // Clean references just under the cap: a Besu log of ~63 MB, and a go-bench file of ~15 MB (its results are
  // read whole and parsed as one text, so it is compared with a bomb read under a 16 MiB cap).
  const cleanLog = repeatFile('clean.log', path.join(SYNTHETIC, 'besu-control.log'), CAP_BYTES - MIB);
  blockRef = runClean(['compare', cleanLog, small, '--max-input-bytes', CAP, '--quiet']);
  expect(blockRef.code).toBe(0);
  const cleanGo = repeatFile('clean-go.txt', path.join(GOBENCH, 'baseline.txt'), 15 * MIB);
  microRef = runClean(['compare', cleanGo, path.join(GOBENCH, 'pr.txt'), '--max-input-bytes', '16M']);
  expect(microRef.code).toBe(0);
}, 120_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(path.dirname(cli), { recursive: true, force: true });
  if (process.env.BENCHDELTA_HOSTILE_REPORT) {
    const refs = [blockRef, microRef].map((r) => `${r.ms.toFixed(0)} ms, ${r.peakMb.toFixed(0)} MB`);
    process.stdout.write(`clean references: log ${refs[0]}; go-bench ${refs[1]}\n${figures.join('\n')}\n`);
  }
});

test('a gzip bomb (2 GiB of zeros in 2 MB) stops at the decompressed-size cap with a message that says how to raise it', () => {
  const bomb = repeatedGzip('zeros.log.gz', Buffer.alloc(0), Buffer.alloc(MIB), 2 * 1024 * MIB + MIB);
  const capped = runChild(cli, ['compare', bomb, small, '--format', 'besu', '--max-input-bytes', CAP]);
  expect(capped.code).toBe(2);
  expect(capped.stderr).toMatch(/zeros\.log\.gz decompresses to more than 64 MiB, the input size limit/);
  expect(capped.stderr).toMatch(/raise the limit with --max-input-bytes/);
  expect(capped.stderr.trim().split('\n')).toHaveLength(1);
  expectBounded('gzip bomb, 64M cap', capped, blockRef);

  // At the default cap of 2 GiB: read in full and refused, in bounded memory.
  const full = runChild(cli, ['compare', bomb, small, '--format', 'besu']);
  expect(full.code).toBe(2);
  expect(full.stderr).toMatch(/decompresses to more than 2 GiB/);
  expectBounded('gzip bomb, default 2G cap', full, blockRef, 32);

  // Without --format the head alone tells it is no log.
  const detect = runChild(cli, ['compare', bomb, small]);
  expect(detect.code).toBe(2);
  expect(detect.stderr).toMatch(/could not recognise the format of "[^"]*zeros\.log\.gz"/);
  expectBounded('gzip bomb, no --format', detect, blockRef);
});

test('a real Besu head followed by 1 GB of zeros: the zeros are one over-long line, skipped and counted', () => {
  const head = headOf(path.join(SYNTHETIC, 'besu-control.log'), 3000);
  const clean = file('besu-head.log');
  writeFileSync(clean, head);
  const padded = withZeroTail('besu-head-zeros.log', head, 1e9);
  // The same blocks on both sides: with no run-to-run noise assumed, everything read must say NO CHANGE.
  const run = runChild(cli, ['compare', padded, clean, '--run-noise', '0']);
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/1 line longer than 1 MiB skipped/);
  expect(run.stdout).toMatch(/verdict: +NO CHANGE/);
  expectBounded('Besu head + 1 GB zeros', run, blockRef, 1e9 / CAP_BYTES);

  const capped = runChild(cli, ['compare', padded, clean, '--max-input-bytes', CAP]);
  expect(capped.code).toBe(2);
  expect(capped.stderr).toMatch(/besu-head-zeros\.log is larger than 64 MiB, the input size limit/);
  expectBounded('Besu head + 1 GB zeros, 64M cap', capped, blockRef);
});

test('a go-bench head followed by a billion newlines is refused, plain or gzipped, before it is parsed', () => {
  const head = readFileSync(path.join(GOBENCH, 'baseline.txt'));
  const pr = path.join(GOBENCH, 'pr.txt');
  const plain = file('go-newlines.txt');
  const fd = openSync(plain, 'w');
  writeSync(fd, head);
  const newlines = Buffer.alloc(MIB, '\n');
  for (let n = 0; n < 1e9; n += MIB) writeSync(fd, newlines);
  closeSync(fd);
  const run = runChild(cli, ['compare', plain, pr]);
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(
    /go-newlines\.txt is larger than 128 MiB, the input size limit for results read whole/,
  );
  expect(run.stderr).toMatch(/--max-input-bytes/);
  expectBounded('go-bench + 1e9 newlines', run, microRef);

  const gz = repeatedGzip('go-newlines.txt.gz', head, newlines, 1e9);
  const capped = runChild(cli, ['compare', gz, pr, '--max-input-bytes', '16M']);
  expect(capped.code).toBe(2);
  expect(capped.stderr).toMatch(/go-newlines\.txt\.gz decompresses to more than 16 MiB/);
  expectBounded('go-bench + 1e9 newlines .gz, 16M cap', capped, microRef);
  const full = runChild(cli, ['compare', gz, pr]);
  expect(full.code).toBe(2);
  expect(full.stderr).toMatch(/decompresses to more than 128 MiB/);
  expectBounded('go-bench + 1e9 newlines .gz, default', full, microRef, 8);
});

test('/dev/zero with a forced format is read as a stream and stops at the cap', () => {
  const run = runChild(cli, ['compare', '/dev/zero', small, '--format', 'besu', '--max-input-bytes', CAP]);
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(
    /\/dev\/zero gave more than 64 MiB, the input size limit \(read from a stream\)/,
  );
  expectBounded('/dev/zero --format besu, 64M cap', run, blockRef);
});

test('pipes, /dev/stdin and - are read as streams and give the same report as the files', () => {
  const control = path.join(SYNTHETIC, 'besu-18k-control.log.gz');
  const test = path.join(SYNTHETIC, 'besu-18k-test.log.gz');
  const items = path.join(SYNTHETIC, 'besu-18k-contract-0x2f848984.csv');
  const options = ['--items', `xen=${items}`, '--fail-on', 'never'];
  const direct = runClean(['compare', control, test, ...options]);
  expect(direct.code).toBe(0);
  expect(direct.stdout).toMatch(/xen/);
  // Everything but the two lines that name the inputs (a stream is named as given: stdin, /dev/fd/63).
  const body = (out: string) =>
    out
      .split('\n')
      .filter((line) => !/^(baseline|candidate): /.test(line))
      .join('\n');
  const runs = {
    substitution: runChild(cli, [], {
      shell: `benchdelta compare <(zcat '${control}') <(zcat '${test}') --items xen=<(cat '${items}') --fail-on never`,
    }),
    dash: runChild(cli, ['compare', '-', test, ...options], { input: readFileSync(control) }),
    devStdin: runChild(cli, [], {
      shell: `zcat '${control}' | benchdelta compare /dev/stdin '${test}' --items 'xen=${items}' --fail-on never`,
    }),
  };
  for (const [how, run] of Object.entries(runs)) {
    expect([how, run.code, run.stderr]).toEqual([how, 0, '']);
    expect(body(run.stdout)).toBe(body(direct.stdout));
    expect(run.ms).toBeLessThan(RATIO * direct.ms);
  }
  expect(runs.dash.stdout).toMatch(/^baseline: +stdin \(besu/m);
  expect(runs.substitution.stdout).toMatch(/^baseline: +\/dev\/fd\/\d+ \(besu/m);
  const twice = runChild(cli, ['compare', '-', '-'], { input: '' });
  expect(twice.code).toBe(2);
  expect(twice.stderr).toMatch(/standard input \(-\) can be read only once/);
});

test('an internal error exits 3 with one line (the stack only under --debug), never 1 like a failing verdict', () => {
  const control = path.join(SYNTHETIC, 'besu-25.5-vs-26-control.log');
  const test = path.join(SYNTHETIC, 'besu-25.5-vs-26-test.log');
  const clean = runClean(['compare', control, test, '--fail-on', 'never', '--quiet']);
  expect(clean.code).toBe(0);
  // A fault from outside the comparison (an exception thrown from a timer while it runs).
  const fault = `data:text/javascript,setTimeout(() => { throw new TypeError('injected fault') }, 0)`;
  const args = ['compare', control, test, '--quiet'];
  const plain = runChild(cli, args, { nodeArgs: ['--import', fault] });
  expect(plain.code).toBe(3);
  expect(plain.stderr).toBe(
    'benchdelta: internal error: injected fault (a bug in benchdelta, not a verdict; run again with --debug ' +
      'for the stack and please report it)\n',
  );
  expect(plain.ms).toBeLessThan(RATIO * clean.ms);
  const debug = runChild(cli, [...args, '--debug'], { nodeArgs: ['--import', fault] });
  expect(debug.code).toBe(3);
  expect(debug.stderr).toMatch(/^benchdelta: internal error: TypeError: injected fault\n\s+at /);
  // The exit codes are documented in --help.
  expect(runChild(cli, ['compare', '--help']).stdout).toMatch(/3 internal error/);
});

const HOSTILE_NAMES = [
  'x\n::error title=pwned::the build is broken',
  '  ::add-mask::secret',
  'legacy ##[set-output name=verdict]no-change',
  '\x1b]8;;https://evil.example\x07click\x1b]8;;\x07 and \x1b[31mred\x1b[0m',
  'reversed \u202etxt.exe',
  '@octocat and team@evil.example',
  'see www.evil.example and https://evil.example',
  'math $x^2$',
  'refs #12, GH-12 and owner/repo#12',
  '=1+1',
  '+SUM(A1)',
  '-2+3',
  '@SUM(A1)',
];

/** The customSmallerIsBetter fixture with its ns/op benchmarks renamed (values unchanged). */
function customJson(source: string, names: string[]): string {
  type Entry = { name: string; unit: string };
  const entries = JSON.parse(
    readFileSync(path.join(SHARED, 'custom-smaller-is-better', source), 'utf8'),
  ) as Entry[];
  const timed = entries.filter((e) => e.unit === 'ns/op');
  return JSON.stringify(names.map((name, i) => ({ ...timed[i % timed.length], name })));
}

test('hostile names are inert in every output: terminal, Markdown and CSV', () => {
  const clean = HOSTILE_NAMES.map((_, i) => `Benchmark${i}`);
  const sides = (names: string[], tag: string) =>
    ['baseline.json', 'pr.json'].map((source) => {
      const p = file(`${tag}-${source}`);
      writeFileSync(p, customJson(source, names));
      return p;
    });
  const outputs = (tag: string) => [
    '--markdown',
    file(`${tag}.md`),
    '--csv',
    file(`${tag}.csv`),
    '--fail-on',
    'never',
  ];
  const ref = runClean(['compare', ...sides(clean, 'clean'), ...outputs('clean')]);
  expect(ref.code).toBe(0);
  const run = runChild(cli, ['compare', ...sides(HOSTILE_NAMES, 'hostile'), ...outputs('hostile')]);
  expect(run.code).toBe(0);
  expect(run.ms).toBeLessThan(RATIO * ref.ms);

  const text = run.stdout;
  // The names are there, their control characters visible, and no line is a workflow command.
  expect(text).toContain('x\\n::error title=pwned');
  expect(text).toContain('  \\::add-mask::secret');
  expect(text).toContain('\\x1b]8;;https://evil.example\\x07click');
  expect(text).toContain('reversed <U+202E>txt.exe');
  expect(text).not.toMatch(/^\s*::/m);
  expect(text).not.toContain('##[');
  // eslint-disable-next-line no-control-regex
  expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);

  const md = readFileSync(file('hostile.md'), 'utf8');
  expect(md).toContain('@\u200doctocat');
  for (const live of ['@octocat', '@evil', 'www.evil', 'https://', '$x^2$', '#12', 'GH-12', '\u202e', '\x1b'])
    expect([live, md.includes(live)]).toEqual([live, false]);

  const csv = readFileSync(file('hostile.csv'), 'utf8');
  for (const formula of ['=1+1', '+SUM(A1)', '-2+3', '@SUM(A1)']) {
    expect(csv).toContain(`,'${formula}`);
    expect(csv).not.toMatch(new RegExp(`(^|,)"?${formula.replace(/[+()]/g, '\\$&')}`, 'm'));
  }
});

/** A Besu log whose block numbers are moved to 2^53 and above (from record `from` on). */
function beyondSafeIntegers(source: string, from: number): string {
  let n = 0;
  return readFileSync(source, 'utf8').replace(/Imported #([\d,]+)/g, (line, block: string) => {
    if (n++ < from) return line;
    const moved = 2n ** 53n + BigInt(block.replaceAll(',', '')) - 23_640_000n;
    return `Imported #${moved.toLocaleString('en-US')}`;
  });
}

test('block numbers at or above 2^53 are refused with a counted warning, not collapsed into duplicates', () => {
  const control = path.join(SYNTHETIC, 'besu-25.5-vs-26-control.log');
  const test = path.join(SYNTHETIC, 'besu-25.5-vs-26-test.log');
  const ref = runClean(['compare', control, test, '--fail-on', 'never']);
  const [bigControl, bigTest, halfControl, halfTest] = [
    [control, 0],
    [test, 0],
    [control, 1000],
    [test, 1000],
  ].map(([source, from], i) => {
    const p = file(`big-${i}.log`);
    writeFileSync(p, beyondSafeIntegers(source as string, from as number));
    return p;
  });
  const all = runChild(cli, ['compare', bigControl, bigTest]);
  expect(all.code).toBe(2);
  expect(all.stderr).toMatch(
    /no per-block timings found in .*big-0\.log .*2003 records skipped: block numbers at or above 2\^53/,
  );
  expect(all.ms).toBeLessThan(RATIO * ref.ms);

  const half = runChild(cli, ['compare', halfControl, halfTest, '--fail-on', 'never']);
  expect(half.code).toBe(0);
  expect(half.stdout).toMatch(/1003 records skipped: block numbers at or above 2\^53/);
  expect(half.stdout).toMatch(/1,000\s+records/); // the label may wrap before 'records'
  expect(half.ms).toBeLessThan(RATIO * ref.ms);
});
