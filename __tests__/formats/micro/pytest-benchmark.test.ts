import { UserError } from '../../../src/core/errors.js';
import { pytestBenchmark } from '../../../src/formats/micro/pytest-benchmark.js';
import { parsePytestBenchmarkJson } from '../../../src/formats/micro/pytest-benchmark-json.js';
import { parsePytestBenchmarkText } from '../../../src/formats/micro/pytest-benchmark-text.js';
import { byKey, fixtureJson, fixtureText, keysOf, medianRatio, valueRatio } from './fixture-support.js';

const KEYS = [
  'test_checksum',
  'test_slugify',
  'test_top_words[large]',
  'test_top_words[small]',
  'test_word_frequencies[large]',
  'test_word_frequencies[small]',
];
const TEXT_FUNCTIONS = KEYS.filter((k) => k !== 'test_checksum');
const read = (file: string) => parsePytestBenchmarkJson(fixtureText('pytest-benchmark', file), file);

describe('pytest-benchmark JSON', () => {
  const baseline = read('baseline.json');
  const pr = read('pr.json');

  test('median seconds as the value, raw `stats.data` as samples, params from the test ids', () => {
    expect(keysOf(baseline)).toEqual(KEYS);
    expect(baseline.tool).toBe('pytest-benchmark 5.3.1');
    expect(baseline.warnings).toEqual([]);
    type Bench = { name: string; stats: { median: number; data: number[]; rounds: number } };
    const raw = (fixtureJson('pytest-benchmark', 'baseline.json') as { benchmarks: Bench[] }).benchmarks;
    for (const b of raw) {
      const m = byKey(baseline, b.name);
      expect(m).toMatchObject({
        metric: 'time',
        unit: 's',
        direction: 'smaller-is-better',
        value: b.stats.median,
      });
      expect(m.samples).toEqual(b.stats.data);
      expect(m.samples).toHaveLength(b.stats.rounds);
    }
    expect(byKey(baseline, 'test_word_frequencies[small]').value).toBeCloseTo(4.1942e-5, 9);
    expect(byKey(baseline, 'test_word_frequencies[small]').samples).toHaveLength(12467);
    expect(byKey(baseline, 'test_top_words[large]').params).toEqual({ size: 'large' });
  });

  test('README: text functions faster in both pairs; checksum moves ±13% by noise alone', () => {
    const run2 = { baseline: read('baseline-run2.json'), pr: read('pr-run2.json') };
    for (const key of TEXT_FUNCTIONS) {
      expect(medianRatio(baseline, pr, key)).toBeLessThan(0.85);
      expect(medianRatio(run2.baseline, run2.pr, key)).toBeLessThan(0.85);
    }
    expect(valueRatio(baseline, pr, 'test_slugify')).toBeCloseTo(7.8516e-5 / 1.34009e-4, 3); // -41.4%
    const checksum1 = valueRatio(baseline, pr, 'test_checksum');
    const checksum2 = valueRatio(run2.baseline, run2.pr, 'test_checksum');
    expect(checksum1).toBeGreaterThan(1.08); // +12.9%
    expect(checksum1).toBeLessThan(1.18);
    expect(checksum2).toBeLessThan(0.92); // -12.6%
    expect(checksum2).toBeGreaterThan(0.82);
  });

  test('entries without stats are counted; malformed JSON is a UserError', () => {
    const doc = fixtureJson('pytest-benchmark', 'baseline.json') as { benchmarks: unknown[] };
    doc.benchmarks[0] = { name: 'test_broken', stats: {} };
    const rs = parsePytestBenchmarkJson(JSON.stringify(doc));
    expect(rs.measurements).toHaveLength(5);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'bad-entry', sample: 'test_broken' })]);
    expect(() => pytestBenchmark.parse('{"benchmarks": [', 'bench.json')).toThrow(UserError);
  });
});

describe('pytest-benchmark terminal table', () => {
  const json = read('baseline.json');
  const baseline = parsePytestBenchmarkText(fixtureText('pytest-benchmark', 'baseline.txt'));
  const pr = pytestBenchmark.parse(fixtureText('pytest-benchmark', 'pr.txt'));

  test('Median column in the table unit (us), ratios and thousands separators removed', () => {
    expect(keysOf(baseline)).toEqual(KEYS);
    expect(baseline.warnings).toEqual([]);
    for (const m of json.measurements) {
      const t = byKey(baseline, m.key);
      expect(t.value / m.value).toBeCloseTo(1, 4);
      expect(t.attrs!.rounds).toBe(m.attrs!.rounds);
    }
    const checksum = byKey(baseline, 'test_checksum');
    expect(checksum.value).toBeCloseTo(1221.903e-6, 12);
    expect(checksum.attrs!.ops).toBeCloseTo(821.3592, 4);
    expect(checksum.error).toBeCloseTo(45.1695e-6, 12);
    expect(valueRatio(baseline, pr, 'test_word_frequencies[small]')).toBeLessThan(0.7);
  });

  test('a row without a readable median is a counted warning', () => {
    const text = fixtureText('pytest-benchmark', 'baseline.txt').replace('134.0090 (3.20)', 'n/a (3.20)');
    const rs = parsePytestBenchmarkText(text);
    expect(rs.measurements).toHaveLength(5);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-row', firstLine: 16 })]);
  });
});

describe('pytest-benchmark JSON: one test name in two modules', () => {
  // The real baseline with its test_checksum also run from a second module (as a suite with tests/io and
  // tests/cpu would have): `name` alone made the two one key, so a comparison kept only one of them.
  type Bench = { name: string; fullname: string; stats: { median: number } };
  const doc = fixtureJson('pytest-benchmark', 'baseline.json') as { benchmarks: Bench[] };
  const original = doc.benchmarks.find((b) => b.name === 'test_checksum') as Bench;
  const twin: Bench = structuredClone(original);
  twin.fullname = 'test_io_bench.py::test_checksum';
  twin.stats.median *= 3;
  doc.benchmarks.push(twin);
  const rs = parsePytestBenchmarkJson(JSON.stringify(doc), 'two-modules.json');

  test('both are kept, keyed by their full names, with a warning; other keys are unchanged', () => {
    expect(keysOf(rs)).toEqual(
      [...KEYS.filter((k) => k !== 'test_checksum'), original.fullname, twin.fullname].sort(),
    );
    expect(byKey(rs, original.fullname)?.value).toBe(original.stats.median);
    expect(byKey(rs, twin.fullname)?.value).toBe(twin.stats.median);
    expect(rs.warnings.map((w) => w.code)).toEqual(['repeated-name']);
    expect(rs.warnings[0].message).toMatch(/first: test_checksum/);
  });
});
