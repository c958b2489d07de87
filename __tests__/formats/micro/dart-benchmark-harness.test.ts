import { readResultSet } from '../../../src/formats/micro/index.js';
import { repoFixture } from './repo-fixtures.js';

// Issue 19, class 7 (partial): Dart's benchmark_harness, on Bencher's adapter inputs (README).
test('`Name(RunTime): 2.0 us.` lines: mean µs per run, detected without --format', async () => {
  const rs = await readResultSet(repoFixture('dart-benchmark-harness', 'bencher-two.txt'));
  expect(rs.format).toBe('dart-benchmark-harness');
  expect(rs.warnings).toEqual([]);
  expect(rs.measurements.map((m) => [m.key, m.metric, m.value, m.direction, m.center])).toEqual([
    ['Template', 'time', 1e-6, 'smaller-is-better', 'mean'],
    ['ForLoop', 'time', 2e-6, 'smaller-is-better', 'mean'],
  ]);
});
