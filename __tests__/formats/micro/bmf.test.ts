import { parseBmf } from '../../../src/formats/micro/bmf.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey, keysOf } from './fixture-support.js';
import { compareFiles, repoFixture, repoFixtureText } from './repo-fixtures.js';

describe('Bencher Metric Format', () => {
  test('README truth: latency in ns → s, lower/upper kept, smaller is better', () => {
    const rs = parseBmf(repoFixtureText('bmf', 'bencher-report_latency.json'));
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual(['tests::benchmark_a', 'tests::benchmark_b', 'tests::benchmark_c']);
    const a = byKey(rs, 'tests::benchmark_a');
    expect(a).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(a.value).toBeCloseTo(3247e-9, 15);
    expect(a.attrs).toEqual({
      lowerValue: expect.closeTo(1044e-9, 15),
      upperValue: expect.closeTo(1044e-9, 15),
    });
    expect(a.error).toBe(0);
  });

  test('custom measures: one metric each, read as counts with a counted warning', () => {
    const rs = parseBmf(repoFixtureText('bmf', 'bencher-report_dhat.json'));
    expect(rs.measurements).toHaveLength(6);
    expect(byKey(rs, 'bench_play_game', 'Total Bytes')).toMatchObject({ value: 662, unit: 'count' });
    expect(byKey(rs, 'bench_play_game', 'Max Blocks').value).toBe(1);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'assumed-direction', count: 6 })]);
  });

  test('throughput is bigger-is-better; entries without a numeric value are counted', () => {
    const rs = parseBmf(
      JSON.stringify({
        q: { throughput: { value: 120, lower_value: 100, upper_value: 140 } },
        r: { latency: { value: 'fast' } },
        s: 3,
      }),
    );
    expect(byKey(rs, 'q')).toMatchObject({ direction: 'bigger-is-better', value: 120, error: 20 });
    expect(rs.warnings.map((w) => [w.code, w.count])).toEqual([['bad-entry', 2]]);
  });

  test('luabench --bmf (README runs): latency, throughput and custom measures; extra fields ignored', () => {
    const july = parseBmf(repoFixtureText('bmf', 'luabench-readme-2024-07.json'));
    const key = '001_bench::bench_insert:temporary-space';
    expect(byKey(july, key, 'time').value).toBeCloseTo(1090e-9, 15);
    expect(byKey(july, key, 'throughput')).toMatchObject({ value: 917431, direction: 'bigger-is-better' });
    expect(byKey(july, key, 'net_bytes').value).toBe(126);
    const august = parseBmf(repoFixtureText('bmf', 'luabench-readme-2024-08.json'));
    expect(august.measurements).toHaveLength(8);
    expect(byKey(august, '001_bench::bench_insert:rewrite-1000', 'time').value).toBeCloseTo(3240e-9, 15);
    expect(august.warnings).toEqual([expect.objectContaining({ code: 'assumed-direction', count: 4 })]);
  });

  test('luabench July → August through the CLI: single values judged against the between-run noise alone', async () => {
    const { cmp, verdicts } = await compareFiles(
      repoFixture('bmf', 'luabench-readme-2024-07.json'),
      repoFixture('bmf', 'luabench-readme-2024-08.json'),
    );
    const latency = cmp.benchmarks.find(
      (b) => b.key === '001_bench::bench_insert:rewrite-1000' && b.metric === 'time',
    );
    expect(latency?.deltaPct).toBeCloseTo(6380, 6);
    // A 64× slower insert, one value per side, is beyond anything a benchmark does between runs: named.
    expect(verdicts['001_bench::bench_insert:rewrite-1000 time']).toBe('regression');
    expect(latency?.notes).toContain(
      'one value per side (no samples): judged against how far a benchmark moves between runs alone',
    );
  });

  test('detected among the other formats; a compare pairs the shared benchmark', async () => {
    for (const f of [
      'bencher-report_latency.json',
      'bencher-report_bmf_mixed.json',
      'bencher-report_dhat.json',
    ])
      expect((await readResultSet(repoFixture('bmf', f))).format).toBe('bmf');
    const { code, cmp, verdicts } = await compareFiles(
      repoFixture('bmf', 'bencher-report_latency.json'),
      repoFixture('bmf', 'bencher-report_bmf_mixed.json'),
    );
    expect(code).toBe(0);
    expect(verdicts['tests::benchmark_c time']).toBe('no-change');
    expect(cmp.benchmarks.find((b) => b.key === 'tests::benchmark_c')?.deltaPct).toBe(0);
    expect(cmp.counts.regression).toBe(0);
  });
});
