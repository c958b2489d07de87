import path from 'node:path';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey, keysOf } from './fixture-support.js';
import { compareFiles, repoFixture } from './repo-fixtures.js';

const ROOT = repoFixture('criterion-old-layout', 'criterion');
const ns = 1e-9;

describe("criterion's older folder layout (Mean/StdDev keys, [[iters], [times]] samples)", () => {
  test('README truth: the folder is read with means, intervals, per-iteration samples and the change', async () => {
    const rs = await readResultSet(ROOT);
    expect(rs.format).toBe('criterion');
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual([
      'Monitoring Change',
      'Serialisation with bincode',
      'Serialisation with rmp-serde',
    ]);
    const bincode = byKey(rs, 'Serialisation with bincode');
    expect(bincode).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(bincode.value).toBeCloseTo(17.47861971882483 * ns, 20);
    expect(bincode.error).toBeCloseTo(((17.678215494516365 - 17.29403824005325) / 2) * ns, 20);
    expect(bincode.samples).toHaveLength(100);
    expect(bincode.samples![0]).toBeCloseTo((898687 / 55840) * ns, 20);
    expect(bincode.attrs).toMatchObject({ median: expect.closeTo(17.131720190029647 * ns, 20) });
    expect(byKey(rs, 'Monitoring Change').attrs?.criterionChangePct).toBeCloseTo(-9.72237659062617, 9);
  });

  test('one estimates.json of the old layout is found and read with its neighbours', async () => {
    const file = path.join(ROOT, 'Serialisation with rmp-serde', 'base', 'estimates.json');
    const rs = await readResultSet(file);
    expect(rs.measurements).toHaveLength(1);
    expect(rs.measurements[0]).toMatchObject({ key: 'Serialisation with rmp-serde' });
    expect(rs.measurements[0].value).toBeCloseTo(31.35379032217496 * ns, 20);
    expect(rs.measurements[0].samples).toHaveLength(100);
  });

  test('the folder compared with itself reads base against new: no change', async () => {
    const { code, cmp } = await compareFiles(ROOT, ROOT);
    expect(code).toBe(0);
    expect(cmp.benchmarks).toHaveLength(3);
    for (const b of cmp.benchmarks) expect(['no-change', 'inconclusive']).toContain(b.verdict);
    expect(cmp.counts.regression + cmp.counts.improvement).toBe(0);
  });
});
