import { hyperfine } from '../../../src/formats/micro/hyperfine.js';
import { parseHyperfineJson } from '../../../src/formats/micro/hyperfine-json.js';
import { parseHyperfineText } from '../../../src/formats/micro/hyperfine-text.js';
import { byKey, fixtureJson, fixtureText, keysOf, medianRatio, valueRatio } from './fixture-support.js';

const SMALL = './bin/wcount data/small.txt';
const LARGE = './bin/wcount data/large.txt';
type Result = { command: string; mean: number; stddev: number; times: number[] };

describe('hyperfine JSON', () => {
  const baseline = parseHyperfineJson(fixtureText('hyperfine', 'baseline.json'));
  const pr = parseHyperfineJson(fixtureText('hyperfine', 'pr.json'));

  test('command as key, mean seconds as value, `times` as samples, scan parameters as params', () => {
    expect(keysOf(baseline)).toEqual([LARGE, SMALL]);
    const raw = (fixtureJson('hyperfine', 'baseline.json') as { results: Result[] }).results;
    for (const r of raw) {
      const m = byKey(baseline, r.command);
      expect(m).toMatchObject({
        metric: 'time',
        unit: 's',
        direction: 'smaller-is-better',
        value: r.mean,
        error: r.stddev,
      });
      expect(m.samples).toEqual(r.times);
      expect(m.samples).toHaveLength(20);
    }
    expect(byKey(baseline, SMALL).params).toEqual({ size: 'small' });
    expect(byKey(baseline, LARGE).value).toBeCloseTo(2.05069, 5);
  });

  test('README: ~32x faster on small input, ~230x on large', () => {
    const small = 1 / valueRatio(baseline, pr, SMALL);
    const large = 1 / valueRatio(baseline, pr, LARGE);
    expect(small).toBeGreaterThan(25);
    expect(small).toBeLessThan(40);
    expect(large).toBeGreaterThan(180);
    expect(large).toBeLessThan(280);
    expect(1 / medianRatio(baseline, pr, LARGE)).toBeGreaterThan(180);
    // The PR's small run: ~1 ms with a 0.8 ms sigma (start-up noise).
    expect(byKey(pr, SMALL).error! / byKey(pr, SMALL).value).toBeGreaterThan(0.5);
  });
});

describe('hyperfine console and markdown output', () => {
  const json = parseHyperfineJson(fixtureText('hyperfine', 'baseline.json'));

  test.each(['baseline.txt', 'baseline.md', 'pr.txt', 'pr.md'])(
    '%s: same commands, rounded means',
    (file) => {
      const rs = hyperfine.parse(fixtureText('hyperfine', file), file);
      const reference = parseHyperfineJson(fixtureText('hyperfine', file.replace(/\.(txt|md)$/, '.json')));
      expect(keysOf(rs)).toEqual(keysOf(json));
      expect(rs.warnings).toEqual([]);
      for (const m of reference.measurements) {
        const t = byKey(rs, m.key);
        expect(t.unit).toBe('s');
        expect(Math.abs(t.value - m.value)).toBeLessThan(0.00006 + 0.001 * m.value); // printed with 3-4 digits
        expect(Math.abs(t.error! - m.error!)).toBeLessThan(0.00006 + 0.001 * m.value);
      }
    },
  );

  test('console units switch ms ↔ s per line', () => {
    const rs = parseHyperfineText(fixtureText('hyperfine', 'baseline.txt'));
    expect(byKey(rs, SMALL).value).toBeCloseTo(0.0318, 9);
    expect(byKey(rs, LARGE).value).toBeCloseTo(2.051, 9);
    expect(byKey(rs, LARGE).attrs).toMatchObject({ runs: 20, user: expect.closeTo(0.307, 9) });
  });

  test('a Time line that cannot be read is counted', () => {
    const text = fixtureText('hyperfine', 'baseline.txt').replace('31.8 ms ±   1.2 ms', 'garbled');
    const rs = parseHyperfineText(text);
    expect(keysOf(rs)).toEqual([LARGE]);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-line', firstLine: 2 })]);
  });
});
