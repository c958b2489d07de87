import { extractParams } from '../../../src/formats/micro/params.js';
import { normalizeUnit } from '../../../src/formats/micro/units.js';

describe('normalizeUnit', () => {
  test.each([
    ['ns/op', 'time', 's', 1e-9, 'smaller-is-better'],
    ['us/op', 'time', 's', 1e-6, 'smaller-is-better'],
    ['µs', 'time', 's', 1e-6, 'smaller-is-better'],
    ['ms', 'time', 's', 1e-3, 'smaller-is-better'],
    ['ops/s', 'throughput', 'ops/s', 1, 'bigger-is-better'],
    ['ops/ms', 'throughput', 'ops/s', 1e3, 'bigger-is-better'],
    ['ops/us', 'throughput', 'ops/s', 1e6, 'bigger-is-better'],
    ['B/op', 'alloc', 'B', 1, 'smaller-is-better'],
    ['allocs/op', 'allocs', 'count', 1, 'smaller-is-better'],
    ['MB/s', 'throughput', 'B/s', 1e6, 'bigger-is-better'],
    ['Mgas/s', 'throughput', 'Mgas/s', 1, 'bigger-is-better'],
    ['widgets', 'value', 'widgets', 1, 'smaller-is-better'],
  ])('%s', (raw, metric, unit, factor, direction) => {
    const n = normalizeUnit(raw);
    expect(n).toMatchObject({ metric, unit, direction });
    expect(n.factor).toBeCloseTo(factor, 15);
  });
});

describe('extractParams', () => {
  test.each([
    ['cancelInOrder num=1000', { num: '1000' }],
    ['BM_Join/16', { arg0: '16' }],
    ['BM_Matmul/64/128', { arg0: '64', arg1: '128' }],
    ['BM_Copy/size:64/threads:2', { size: '64', threads: '2' }],
    ['test_sort[n=10]', { n: '10' }],
    ['test_sort[10]', { arg0: '10' }],
    ['tps_comparison/parallel/10_txs', { txs: '10' }],
    ['BenchmarkHashHeaders/n=16-2', { n: '16' }],
    ['parseQuery#200 pairs', { pairs: '200' }],
    ['unique#2000', { arg0: '2000' }],
    ['test_slugify', {}],
    ['test_words[small]', {}],
  ])('%s', (name, params) => {
    expect(extractParams(name)).toEqual(params);
  });
});
