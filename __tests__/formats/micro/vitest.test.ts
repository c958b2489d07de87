import { readResultSet } from '../../../src/formats/micro/index.js';
import { parseVitestJson, parseVitestText } from '../../../src/formats/micro/vitest.js';
import { byKey, keysOf } from './fixture-support.js';
import { compareFiles, repoFixture, repoFixtureText } from './repo-fixtures.js';

const SORT = 'bench/sort.bench.js > sorting > Array.sort numeric';
const KEYS = [
  SORT,
  'bench/sort.bench.js > sorting > typed array sort',
  'bench/sort.bench.js > strings > concat 1000',
  'bench/sort.bench.js > strings > join 1000',
];

describe('vitest bench --outputJson', () => {
  test('README truth: 4 benchmarks keyed by group, mean ms → s, moe as error, no raw samples', () => {
    const rs = parseVitestJson(repoFixtureText('vitest', 'baseline.json'));
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual(KEYS.slice().sort());
    const m = byKey(rs, SORT);
    expect(m).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(m.value).toBeCloseTo(0.319551e-3, 9);
    expect(m.error).toBeCloseTo(0.059072e-3, 9);
    expect(m.samples).toBeUndefined();
    expect(m.attrs).toMatchObject({ sampleCount: 470, hz: expect.closeTo(3129.39, 1) });
    expect(byKey(parseVitestJson(repoFixtureText('vitest', 'candidate-slow.json')), SORT).value).toBeCloseTo(
      2.223758e-3,
      9,
    );
  });

  test('samples are kept when a vitest version writes them, non-numbers dropped', () => {
    const data = JSON.parse(repoFixtureText('vitest', 'baseline.json'));
    data.files[0].groups[0].benchmarks[0].samples = [0.3, 0.31, 'x', null, 0.32];
    const m = byKey(parseVitestJson(JSON.stringify(data)), SORT);
    expect(m.samples).toEqual([0.3e-3, 0.31e-3, 0.32e-3].map((v) => expect.closeTo(v, 12)));
  });

  test('an entry without a mean is counted, not read', () => {
    const data = JSON.parse(repoFixtureText('vitest', 'baseline.json'));
    delete data.files[0].groups[1].benchmarks[0].mean;
    const rs = parseVitestJson(JSON.stringify(data));
    expect(rs.measurements).toHaveLength(3);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'bad-entry', count: 1 })]);
  });
});

describe('vitest bench console', () => {
  test.each(['baseline', 'candidate', 'candidate-slow'])(
    '%s: same keys as the JSON, means to 4 decimals',
    (run) => {
      const text = parseVitestText(repoFixtureText('vitest', `${run}.console.txt`));
      const json = parseVitestJson(repoFixtureText('vitest', `${run}.json`));
      expect(text.warnings).toEqual([]);
      expect(keysOf(text)).toEqual(keysOf(json));
      for (const m of json.measurements) {
        const t = byKey(text, m.key);
        expect(Math.abs(t.value - m.value)).toBeLessThanOrEqual(0.5e-7 + 1e-12);
        expect(t.attrs?.sampleCount).toBe(m.attrs?.sampleCount);
        expect(t.error! / t.value).toBeCloseTo(m.attrs!.rmePct / 100, 3);
      }
    },
  );

  test('colour codes are stripped; a garbled row is counted with its line', () => {
    const raw = repoFixtureText('vitest', 'baseline.console.txt');
    expect(raw).toContain('\u001b[');
    const broken = raw.replace(/(concat 1000.*?)0\.0085/, '$1zzz');
    const rs = parseVitestText(broken);
    expect(rs.measurements).toHaveLength(3);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-row', count: 1 })]);
  });
});

describe('older vitest versions (1.6.1, 2.1.9)', () => {
  test.each([
    ['v1.6.1', 0.8243892637362671, 182],
    ['v2.1.9', 0.9152420853658674, 164],
  ])('%s: JSON and console agree; `fastest` markers are not part of the numbers', (version, mean, count) => {
    const json = parseVitestJson(repoFixtureText('vitest', `${version}-baseline.json`));
    const text = parseVitestText(repoFixtureText('vitest', `${version}-baseline.console.txt`));
    expect(json.warnings).toEqual([]);
    expect(text.warnings).toEqual([]);
    expect(keysOf(json)).toEqual(KEYS.slice().sort());
    expect(keysOf(text)).toEqual(keysOf(json));
    expect(byKey(json, SORT).value).toBeCloseTo(mean * 1e-3, 12);
    expect(byKey(json, SORT).attrs?.sampleCount).toBe(count);
    for (const m of json.measurements) {
      expect(byKey(text, m.key).attrs?.sampleCount).toBe(m.attrs?.sampleCount);
      expect(Math.abs(byKey(text, m.key).value - m.value)).toBeLessThanOrEqual(0.5e-7 + 1e-12);
    }
  });
});

describe('vitest through the reader and the CLI', () => {
  test('both files are detected as vitest', async () => {
    for (const f of [
      'baseline.json',
      'baseline.console.txt',
      'v1.6.1-baseline.json',
      'v2.1.9-baseline.console.txt',
    ]) {
      expect((await readResultSet(repoFixture('vitest', f))).format).toBe('vitest');
    }
  });

  test('baseline → candidate-slow: the slowed sort is the one regression', async () => {
    const { code, verdicts } = await compareFiles(
      repoFixture('vitest', 'baseline.json'),
      repoFixture('vitest', 'candidate-slow.json'),
    );
    expect(code).toBe(1);
    expect(verdicts[`${SORT} time`]).toBe('regression');
    // The others did not change; vitest's own margins (±10–40% on these short runs) cannot rule out ±2%, so
    // they are inconclusive, never a change.
    for (const key of KEYS.slice(1)) expect(verdicts[`${key} time`]).toBe('inconclusive');
  });

  test('baseline → candidate (same code): nothing changes', async () => {
    const { code, cmp } = await compareFiles(
      repoFixture('vitest', 'baseline.json'),
      repoFixture('vitest', 'candidate.json'),
    );
    expect(code).toBe(0);
    expect(cmp.counts).toMatchObject({ regression: 0, improvement: 0 });
    expect(cmp.counts['no-change'] + cmp.counts.inconclusive).toBe(4);
  });
});
