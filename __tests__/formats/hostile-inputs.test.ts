// Hostile inputs of issue 12: each asserts what comes out (result, warning or UserError) and that reading it
// takes about as long as reading a clean file of the same size (a ratio, so the machine's speed cancels).
// A quadratic regular expression made lines like these take minutes; linear parsers take milliseconds.
import { mannWhitneyUTest } from '../../src/core/benchstat/mann-whitney.js';
import { compareMicro } from '../../src/core/compare-micro.js';
import { UserError } from '../../src/core/errors.js';
import type { ResultSet } from '../../src/core/model.js';
import { parseBlockLogText } from '../../src/formats/eth/parse-text.js';
import { parseItemSet } from '../../src/formats/itemsets.js';
import { MICRO_FORMATS } from '../../src/formats/micro/registry.js';
import { fixtureText } from './micro/fixture-support.js';

// A quarter MB: a quadratic parser takes minutes on it, a linear one milliseconds.
const LONG = 1 << 18;
/** A hostile input may take this many times as long as a clean one of the same size (quadratic: > 1000×). */
const MAX_RATIO = 25;

/** `text` repeated (whole lines) to about `bytes`. */
function repeatedTo(text: string, bytes: number): string {
  return text.repeat(Math.max(1, Math.ceil(bytes / Buffer.byteLength(text))));
}

function fastest(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** Parses the hostile text; checks the time against the clean text of the same size, read by the same format. */
function parseTimed(format: string, hostile: string, clean: string): ResultSet {
  const f = MICRO_FORMATS[format];
  const cleanSized = repeatedTo(clean, Buffer.byteLength(hostile));
  const result = f.parse(hostile, 'hostile');
  const ratio =
    fastest(() => f.parse(hostile, 'hostile')) /
    Math.max(
      1,
      fastest(() => f.parse(cleanSized, 'clean')),
    );
  expect(ratio).toBeLessThan(MAX_RATIO);
  return result;
}

function allFinite(rs: ResultSet): boolean {
  return rs.measurements.every((m) => Number.isFinite(m.value) && (m.samples ?? []).every(Number.isFinite));
}

describe('Google Benchmark console', () => {
  const clean = fixtureText('google-benchmark', 'baseline.txt');
  const lines = clean.split('\n');
  const at = lines.findIndex((l) => l.includes(' 1239 ns '));

  test.each(['.', '-', 'e', '..'])(
    'a row whose time is %j is a counted warning, and the comparison ends',
    (time) => {
      const bad = lines.map((l, i) => (i === at ? l.replace(' 1239 ns ', ` ${time} ns `) : l)).join('\n');
      const rs = parseTimed('google-benchmark', bad, clean);
      expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-row', firstLine: at + 1 })]);
      expect(allFinite(rs)).toBe(true);
      const pr = MICRO_FORMATS['google-benchmark'].parse(fixtureText('google-benchmark', 'pr.txt'));
      const cmp = compareMicro(rs, pr);
      expect(cmp.benchmarks.find((b) => b.key === 'BM_Join/16' && b.metric === 'time')!.baseline!.n).toBe(4);
    },
  );

  test('a result line followed by a quarter MB of word characters reads in linear time', () => {
    const text = `${clean}${lines[at]} ${'a'.repeat(LONG)}\n`;
    const rs = parseTimed('google-benchmark', text, clean);
    expect(rs.measurements.length).toBe(18);
  });
});

test('criterion text with a quarter-MB run of spaces before `time:` reads in linear time', () => {
  const clean = fixtureText('criterion', 'baseline.txt');
  const text = `${clean}bench/spaces${' '.repeat(LONG)}time:   [1.0 µs 2.0 µs 3.0 µs]\n`;
  const rs = parseTimed('criterion', text, clean);
  expect(rs.measurements.find((m) => m.key === 'bench/spaces')?.value).toBeCloseTo(2e-6, 12);
});

test('criterion bencher: a quarter-MB benchmark name reads in linear time', () => {
  const clean = fixtureText('criterion', 'baseline-bencher.txt');
  const text = `${clean}test ${'n'.repeat(LONG)} ... bench:      103836 ns/iter (+/- 909)\n`;
  const rs = parseTimed('criterion', text, clean);
  expect(rs.measurements.at(-1)!.key).toHaveLength(LONG);
});

test('hyperfine: quarter-MB command names in console and Markdown output read in linear time', () => {
  const cleanText = fixtureText('hyperfine', 'baseline.txt');
  const name = `./run ${'x'.repeat(LONG)}`;
  const text = cleanText.replace(/^Benchmark 1: .*$/m, `Benchmark 1: ${name}`);
  expect(parseTimed('hyperfine', text, cleanText).measurements[0].key).toBe(name);
  const cleanMd = fixtureText('hyperfine', 'baseline.md');
  const md = cleanMd.replace(/^\| `[^`]*`/m, `| \`${name}\``);
  expect(parseTimed('hyperfine', md, cleanMd).measurements[0].key).toBe(name);
});

test('pytest-benchmark text: a quarter-MB test name reads in linear time', () => {
  const clean = fixtureText('pytest-benchmark', 'baseline.txt');
  const line = clean.split('\n').find((l) => l.startsWith('test_word_frequencies[small]'))!;
  const text = clean.replace(line, `test_${'y'.repeat(LONG)}${line.slice(line.indexOf(' '))}`);
  const rs = parseTimed('pytest-benchmark', text, clean);
  expect(rs.measurements.some((m) => m.key.length > LONG)).toBe(true);
});

test('1e309 and NaN never reach the statistics: dropped with a warning (custom JSON, go)', () => {
  const custom = MICRO_FORMATS['custom-smaller-is-better'].parse(
    '[{"name":"a","unit":"ns","value":1e309},{"name":"b","unit":"ns","value":1}]',
  );
  expect(custom.measurements.map((m) => m.key)).toEqual(['b']);
  expect(custom.warnings.map((w) => w.code)).toEqual(['bad-entry']);
  const go = MICRO_FORMATS.gobench.parse(
    'BenchmarkA 1 1e309 ns/op\nBenchmarkB 1 5 ns/op\nBenchmarkC 1 1e305 LONG/s\n',
  );
  expect(go.measurements.map((m) => m.key)).toEqual(['BenchmarkB']);
  expect(go.warnings).toEqual([expect.objectContaining({ code: 'unparsed-line', count: 2, firstLine: 1 })]);
  const md =
    '| Command | Mean [ms] | Min [ms] | Max [ms] |\n|:---|---:|---:|---:|\n| `a` | . ± 1.2 | 1 | 2 |\n';
  const hyperfine = MICRO_FORMATS.hyperfine.parse(md);
  expect(hyperfine.measurements).toEqual([]);
  expect(hyperfine.warnings).toEqual([expect.objectContaining({ code: 'non-finite-number', count: 1 })]);
});

test('an item set with a quarter-MB line of `a"` reads in linear time (each quote rescanned the field)', () => {
  const clean = fixtureText('etherscan', 'txlist-legacy-txhash.csv');
  const hostile = `${clean}${'a"'.repeat(LONG / 2)}\n`;
  const cleanSized = repeatedTo(clean.slice(clean.indexOf('\n') + 1), Buffer.byteLength(hostile));
  expect(() => parseItemSet(hostile, 'hostile')).toThrow(/row \d+ has "" in column "Blockno"/);
  const ratio =
    fastest(() => expect(() => parseItemSet(hostile, 'hostile')).toThrow(UserError)) /
    Math.max(
      1,
      fastest(() => parseItemSet(clean.split('\n')[0] + '\n' + cleanSized, 'clean')),
    );
  expect(ratio).toBeLessThan(MAX_RATIO);
});

test('an item set cannot hold an infinite block number (0x and 300 hex digits is a UserError)', () => {
  expect(() => parseItemSet(`23640105\n0x${'f'.repeat(300)}\n`, 'hostile')).toThrow(UserError);
  expect([...parseItemSet('23640105\n0x168b9e9\n', 'clean').blocks]).toEqual([23640105, 23640553]);
});

test('a Besu line whose block number has 400 digits is skipped with a warning, not read as Infinity', () => {
  const lines = fixtureText('real-logs', 'besu.log').split('\n');
  const at = lines.findIndex((l) => l.includes('Imported #14,575,863 '));
  lines[at] = lines[at].replace('#14,575,863 ', `#${'9'.repeat(400)} `);
  const log = parseBlockLogText(lines.join('\n'), { format: 'besu' });
  expect(log.blocks.every(Number.isFinite)).toBe(true);
  expect([...log.blocks]).not.toContain(14575863);
  expect(log.warnings).toContainEqual(
    expect.objectContaining({ code: 'non-finite-number', count: 1, firstLine: at + 1 }),
  );
});

test('Mann–Whitney refuses a NaN sample at once instead of growing its tie list forever', () => {
  expect(mannWhitneyUTest([1, Number.NaN, 3], [2, 4, 5])).toEqual({ ok: false, error: 'not-finite' });
  expect(mannWhitneyUTest([1, 2, 3], [4, 5, 6]).ok).toBe(true);
});
