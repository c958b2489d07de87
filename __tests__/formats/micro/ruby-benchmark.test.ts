import { readResultSet } from '../../../src/formats/micro/index.js';
import { compareFiles, repoFixture } from './repo-fixtures.js';

// Issue 19, class 7 (partial): Ruby's Benchmark.bm / bmbm, on the examples of Ruby's documentation (README).
const read = (file: string) => readResultSet(repoFixture('ruby-benchmark', file));

test('bmbm: the real times of the measured table, not of the rehearsal', async () => {
  const rs = await read('bencher-two.txt');
  expect(rs.format).toBe('ruby-benchmark');
  expect(rs.warnings).toEqual([]);
  expect(rs.measurements.map((m) => [m.key, m.metric, m.value, m.direction])).toEqual([
    ['sort!', 'time', 1.460465, 'smaller-is-better'],
    ['sort', 'time', 1.448327, 'smaller-is-better'],
  ]);
});

test('benchmark with `>total:` and `>avg:` rows: the three reports, the sums skipped and counted', async () => {
  const rs = await read('bencher-five.txt');
  expect(rs.measurements.map((m) => [m.key, m.value])).toEqual([
    ['for:', 0.952039],
    ['times:', 0.984938],
    ['upto:', 0.946787],
  ]);
  expect(rs.measurements[0].attrs).toEqual({ user: 0.95, system: 0, cpuTotal: 0.95 });
  expect(rs.warnings.map((w) => [w.code, w.count])).toEqual([['summary-row', 2]]);
});

// Issue 19, second pass (names that never collide): Ruby's documentation of `Benchmark.bm` first shows reports
// without labels (`x.report { … }`); the three rows were all keyed '' and paired as one benchmark, the last.
test('bm without labels (Ruby docs): each row its own benchmark, named by its order, and counted', async () => {
  const rs = await read('docs-bm-unlabeled.txt');
  expect(rs.measurements.map((m) => [m.key, m.value, m.params])).toEqual([
    ['#1', 1.014479, {}],
    ['#2', 0.998261, {}],
    ['#3', 0.981335, {}],
  ]);
  expect(rs.warnings.map((w) => [w.code, w.count])).toEqual([['unlabeled-row', 3]]);
  const { cmp } = await compareFiles(
    repoFixture('ruby-benchmark', 'docs-bm-unlabeled.txt'),
    repoFixture('ruby-benchmark', 'docs-bm-unlabeled.txt'),
  );
  expect(cmp.benchmarks.map((b) => b.key)).toEqual(['#1', '#2', '#3']);
  expect(cmp.warnings.filter((w) => /repeated benchmark key/.test(w.message))).toEqual([]);
});
