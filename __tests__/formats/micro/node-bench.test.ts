import { benchmarkJs } from '../../../src/formats/micro/benchmark-js.js';
import { tinybench } from '../../../src/formats/micro/tinybench.js';
import { byKey, fixtureJson, fixtureText, keysOf, valueRatio } from './fixture-support.js';

const KEYS = ['fib#90', 'parseQuery#10 pairs', 'parseQuery#200 pairs', 'unique#100', 'unique#2000'];

describe('benchmark.js', () => {
  const baseline = benchmarkJs.parse(fixtureText('node-bench', 'baseline-benchmarkjs.txt'));
  const pr = benchmarkJs.parse(fixtureText('node-bench', 'pr-benchmarkjs.txt'));

  test('ops/sec lines, thousands separators, ±rme% as the error; `Fastest is` ignored', () => {
    expect(keysOf(baseline)).toEqual(KEYS);
    expect(baseline.warnings).toEqual([]);
    const m = byKey(baseline, 'fib#90');
    expect(m).toMatchObject({
      metric: 'throughput',
      unit: 'ops/s',
      direction: 'bigger-is-better',
      value: 3015210,
    });
    expect(m.error).toBeCloseTo(3015210 * 0.0315, 6);
    expect(m.attrs).toEqual({ rmePct: 3.15, runs: 21 });
    expect(byKey(baseline, 'parseQuery#200 pairs').params).toEqual({ pairs: '200' });
    expect(byKey(baseline, 'unique#2000').params).toEqual({ arg0: '2000' });
  });

  test('README: parseQuery ~4x / ~24x, unique ~1.8x / ~11x faster; fib noise within ~15%', () => {
    const speedup = (k: string) => valueRatio(baseline, pr, k); // bigger is better: PR/baseline
    expect(speedup('parseQuery#10 pairs')).toBeCloseTo(531632 / 135745, 6);
    expect(speedup('parseQuery#200 pairs')).toBeGreaterThan(20);
    expect(speedup('unique#100')).toBeGreaterThan(1.5);
    expect(speedup('unique#2000')).toBeGreaterThan(9);
    expect(Math.abs(speedup('fib#90') - 1)).toBeLessThan(0.15);
  });

  test('a damaged ops/sec line is counted', () => {
    const rs = benchmarkJs.parse(
      'a x 1,000 ops/sec ±1.00% (5 runs sampled)\nb x ?? ops/sec ±1.00% (5 runs sampled)\n',
    );
    expect(rs.measurements).toHaveLength(1);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-line', firstLine: 2 })]);
  });
});

describe('tinybench', () => {
  type Task = { name: string; mean: number; moe: number; sampleCount: number };
  const baseline = tinybench.parse(fixtureText('node-bench', 'baseline-tinybench.json'));
  const pr = tinybench.parse(fixtureText('node-bench', 'pr-tinybench.json'));

  test('JSON results: mean ms per op → seconds, smaller is better', () => {
    expect(keysOf(baseline)).toEqual(KEYS);
    const raw = fixtureJson('node-bench', 'baseline-tinybench.json') as Task[];
    for (const t of raw) {
      const m = byKey(baseline, t.name);
      expect(m).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
      expect(m.value).toBeCloseTo(t.mean * 1e-3, 15);
      expect(m.error).toBeCloseTo(t.moe * 1e-3, 15);
      expect(m.attrs!.sampleCount).toBe(t.sampleCount);
    }
  });

  test('README: parseQuery ~4x / ~27x, unique ~1.7x / ~11x faster; fib +0.6%', () => {
    expect(1 / valueRatio(baseline, pr, 'parseQuery#10 pairs')).toBeCloseTo(3.97, 1);
    expect(1 / valueRatio(baseline, pr, 'parseQuery#200 pairs')).toBeCloseTo(26.63, 0);
    expect(1 / valueRatio(baseline, pr, 'unique#100')).toBeCloseTo(1.72, 1);
    expect(1 / valueRatio(baseline, pr, 'unique#2000')).toBeCloseTo(11.43, 0);
    expect(valueRatio(baseline, pr, 'fib#90')).toBeCloseTo(1.006, 3);
  });

  test('console.table output agrees with the JSON (ns column)', () => {
    const text = tinybench.parse(fixtureText('node-bench', 'baseline-tinybench.txt'));
    expect(keysOf(text)).toEqual(KEYS);
    expect(text.warnings).toEqual([]);
    for (const m of baseline.measurements) expect(byKey(text, m.key).value).toBeCloseTo(m.value, 12);
    expect(byKey(text, 'unique#100').attrs).toMatchObject({ hz: 569641, sampleCount: 284821, rmePct: 0.28 });
  });

  test('the v3 shape ({ name, result: { latency, throughput } }) is read too', () => {
    const v3 = [
      {
        name: 'x',
        result: { latency: { mean: 0.5, samples: [0.4, 0.5, 0.6], rme: 1 }, throughput: { mean: 2000 } },
      },
    ];
    const m = byKey(tinybench.parse(JSON.stringify(v3)), 'x');
    expect(m.value).toBeCloseTo(0.5e-3, 15);
    expect(m.samples).toEqual([0.4e-3, 0.5e-3, 0.6e-3].map((v) => expect.closeTo(v, 15)));
    expect(m.attrs!.hz).toBe(2000);
  });
});
