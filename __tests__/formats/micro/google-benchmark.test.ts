import { googleBenchmark } from '../../../src/formats/micro/google-benchmark.js';
import { parseGoogleBenchmarkJson } from '../../../src/formats/micro/google-benchmark-json.js';
import { parseGoogleBenchmarkText } from '../../../src/formats/micro/google-benchmark-text.js';
import { byKey, fixtureJson, fixtureText, keysOf, medianRatio } from './fixture-support.js';

const KEYS = [
  'BM_InsertionSort/128',
  'BM_InsertionSort/32',
  'BM_Join/16',
  'BM_Join/256',
  'BM_Join/4096',
  'BM_SumSquares/32768',
  'BM_SumSquares/4096',
  'BM_SumSquares/512',
  'BM_SumSquares/64',
];
type Row = { name: string; run_type: string; real_time: number; time_unit: string; aggregate_name?: string };

describe('Google Benchmark JSON', () => {
  const baseline = parseGoogleBenchmarkJson(fixtureText('google-benchmark', 'baseline.json'));
  const pr = parseGoogleBenchmarkJson(fixtureText('google-benchmark', 'pr.json'));
  const rows = (fixtureJson('google-benchmark', 'baseline.json') as { benchmarks: Row[] }).benchmarks;

  test('repetitions are the samples; aggregates are kept aside, not benchmarks of their own', () => {
    expect(keysOf(baseline, 'time')).toEqual(KEYS);
    expect(baseline.warnings).toEqual([]);
    for (const m of baseline.measurements) {
      expect(m).toMatchObject({ unit: 's', direction: 'smaller-is-better' });
      expect(['time', 'cpu-time']).toContain(m.metric);
      expect(m.samples).toHaveLength(5);
    }
    expect(keysOf(baseline, 'cpu-time')).toEqual(KEYS);
    const join = byKey(baseline, 'BM_Join/16', 'time');
    const reps = rows
      .filter((r) => r.name === 'BM_Join/16' && r.run_type === 'iteration')
      .map((r) => r.real_time * 1e-9);
    expect(join.samples).toEqual(reps);
    expect(join.value * 1e9).toBeCloseTo(1221.96, 2); // README: median of the 5 repetitions
    const cv = rows.find((r) => r.name === 'BM_Join/16_cv')!;
    expect(join.attrs!.gbench_cv).toBe(cv.real_time);
    expect(join.params).toEqual({ arg0: '16' });
    expect(join.attrs!.items_per_second).toBeGreaterThan(1e7);
  });

  test('per-entry time_unit: InsertionSort is reported in us', () => {
    expect(rows.find((r) => r.name === 'BM_InsertionSort/32')!.time_unit).toBe('us');
    expect(byKey(baseline, 'BM_InsertionSort/32', 'time').value).toBeCloseTo(0.172509e-6, 12);
    expect(byKey(pr, 'BM_InsertionSort/128', 'time').value).toBeCloseTo(1.45363e-6, 10);
  });

  test('README: Join 8.7x faster at 16 → ~200x at 4096; SumSquares 2.4-4.2x; InsertionSort ~-35%', () => {
    const join = [16, 256, 4096].map((n) => 1 / medianRatio(baseline, pr, `BM_Join/${n}`, 'time'));
    expect(join[0]).toBeGreaterThan(7);
    expect(join[0]).toBeLessThan(10.5);
    expect(join[2]).toBeGreaterThan(150);
    expect(join[2]).toBeLessThan(260);
    expect(join[0] < join[1] && join[1] < join[2]).toBe(true);
    for (const n of [64, 512, 4096, 32768]) {
      const speedup = 1 / medianRatio(baseline, pr, `BM_SumSquares/${n}`, 'time');
      expect(speedup).toBeGreaterThan(2.2);
      expect(speedup).toBeLessThan(4.5);
    }
    for (const n of [32, 128]) {
      const delta = medianRatio(baseline, pr, `BM_InsertionSort/${n}`, 'time') - 1;
      expect(delta).toBeGreaterThan(-0.45);
      expect(delta).toBeLessThan(-0.25);
    }
  });

  test('errored benchmarks are counted warnings', () => {
    const doc = fixtureJson('google-benchmark', 'baseline.json') as { benchmarks: Record<string, unknown>[] };
    doc.benchmarks.push({
      name: 'BM_Fail/1',
      run_name: 'BM_Fail/1',
      run_type: 'iteration',
      error_occurred: true,
      error_message: 'boom',
    });
    const rs = parseGoogleBenchmarkJson(JSON.stringify(doc));
    expect(rs.measurements).toHaveLength(18);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'benchmark-error', count: 1 })]);
  });
});

describe('Google Benchmark console output', () => {
  const json = parseGoogleBenchmarkJson(fixtureText('google-benchmark', 'baseline.json'));
  const text = fixtureText('google-benchmark', 'baseline.txt');
  const baseline = parseGoogleBenchmarkText(text);

  test('same benchmarks, samples and (rounded) values as the JSON', () => {
    expect(keysOf(baseline, 'time')).toEqual(KEYS);
    expect(baseline.warnings).toEqual([]);
    for (const m of json.measurements) {
      const t = byKey(baseline, m.key, m.metric);
      expect(t.samples).toHaveLength(5);
      expect(Math.abs(t.value / m.value - 1)).toBeLessThan(0.01);
    }
    expect(byKey(baseline, 'BM_InsertionSort/32', 'time').value).toBeCloseTo(0.173e-6, 12);
    expect(byKey(baseline, 'BM_Join/16', 'time').attrs!.gbench_cv).toBeCloseTo(0.0963, 6);
    expect(byKey(baseline, 'BM_Join/16', 'time').attrs!.items_per_second).toBeCloseTo(13.2064e6, 0);
    const pr = googleBenchmark.parse(fixtureText('google-benchmark', 'pr.txt'));
    expect(1 / medianRatio(baseline, pr, 'BM_Join/4096', 'time')).toBeGreaterThan(150);
  });

  test('an error row is a counted warning with its line number', () => {
    const lines = text.split('\n');
    lines.splice(3, 0, "BM_Broken/8                  ERROR OCCURRED: 'out of memory'");
    const rs = parseGoogleBenchmarkText(lines.join('\n'));
    expect(rs.measurements).toHaveLength(18);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-row', firstLine: 4 })]);
  });
});
