import { customBiggerIsBetter, customSmallerIsBetter } from '../../../src/formats/micro/custom-json.js';
import { byKey, fixtureJson, fixtureText, keysOf, valueRatio } from './fixture-support.js';

type Entry = { name: string; unit: string; value: number; range: string };

describe('customSmallerIsBetter JSON', () => {
  const baseline = customSmallerIsBetter.parse(fixtureText('custom-smaller-is-better', 'baseline.json'));
  const pr = customSmallerIsBetter.parse(fixtureText('custom-smaller-is-better', 'pr.json'));
  const raw = fixtureJson('custom-smaller-is-better', 'baseline.json') as Entry[];

  test('one measurement per entry; ns/op → s, B/op → B, allocs/op → count; all smaller-is-better', () => {
    expect(keysOf(baseline)).toEqual(raw.map((e) => e.name).sort());
    expect(baseline.warnings).toEqual([]);
    const time = byKey(baseline, 'BenchmarkCalcDifficulty-2 - ns/op');
    expect(time).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(time.value).toBeCloseTo(187.95e-9, 15);
    expect(time.error).toBeCloseTo(25.6e-9, 15); // range "± 25.6"
    expect(byKey(baseline, 'BenchmarkHashHeaders/n=256-2 - B/op')).toMatchObject({
      metric: 'alloc',
      unit: 'B',
      value: 79842.5,
    });
    expect(byKey(baseline, 'BenchmarkHashHeaders/n=16-2 - allocs/op')).toMatchObject({
      unit: 'count',
      value: 111,
      params: { n: '16' },
    });
    for (const m of baseline.measurements) expect(m.direction).toBe('smaller-is-better');
  });

  test('README: CalcDifficulty and HashHeaders improve everywhere (allocs to 0); CompactToTarget ~same', () => {
    for (const e of raw.filter((x) => !x.name.startsWith('BenchmarkCompactToTarget'))) {
      expect(byKey(pr, e.name).value).toBeLessThan(byKey(baseline, e.name).value);
      if (e.unit !== 'ns/op') expect(byKey(pr, e.name).value).toBe(0); // zero values kept, not dropped
    }
    expect(1 / valueRatio(baseline, pr, 'BenchmarkCalcDifficulty-2 - ns/op')).toBeCloseTo(65.12, 1);
    expect(Math.abs(valueRatio(baseline, pr, 'BenchmarkCompactToTarget-2 - ns/op') - 1)).toBeLessThan(0.05);
    expect(byKey(pr, 'BenchmarkCompactToTarget-2 - B/op').value).toBe(0);
  });

  test('the format, not the unit, sets the direction; a rate unit under smaller-is-better is flagged', () => {
    const text = JSON.stringify([
      { name: 'import', unit: 'Mgas/s', value: 120 },
      { name: 'latency', unit: 'ms', value: 3 },
    ]);
    const smaller = customSmallerIsBetter.parse(text);
    expect(smaller.warnings).toEqual([
      expect.objectContaining({ code: 'direction-unit-mismatch', count: 1 }),
    ]);
    const bigger = customBiggerIsBetter.parse(text);
    expect(bigger.measurements.map((m) => m.direction)).toEqual(['bigger-is-better', 'bigger-is-better']);
    expect(bigger.warnings).toEqual([
      expect.objectContaining({ code: 'direction-unit-mismatch', sample: 'latency' }),
    ]);
    expect(byKey(bigger, 'import')).toMatchObject({ unit: 'Mgas/s', value: 120 }); // custom unit kept as-is
    expect(byKey(bigger, 'latency').value).toBeCloseTo(0.003, 12);
  });

  test('entries without a numeric value are counted', () => {
    const rs = customSmallerIsBetter.parse(
      JSON.stringify([
        { name: 'a', unit: 'ms', value: 'fast' },
        { name: 'b', unit: 'ms', value: 1 },
      ]),
    );
    expect(keysOf(rs)).toEqual(['b']);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'bad-entry', sample: 'a' })]);
  });
});
