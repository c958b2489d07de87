// The series values a result set contributes: cut × statistic for block logs, benchmark × metric for micro.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlockLog } from '../../src/core/model.js';
import { parseBlockLogText } from '../../src/formats/eth/index.js';
import { blockLogPoints, resultSetPoints } from '../../src/service/series-points.js';
import { FIXTURES } from './harness.js';

function log(ms: number[], blocks = ms.map((_, i) => 100 + i), mgas?: number[]): BlockLog {
  return {
    format: 'test',
    blocks: Float64Array.from(blocks),
    ms: Float64Array.from(ms),
    lines: Uint32Array.from(ms, (_, i) => i + 1),
    attrs: mgas ? { mgasps: Float64Array.from(mgas) } : {},
    warnings: [],
    blocksWithoutTiming: 0,
  };
}

const valueOf = (points: ReturnType<typeof blockLogPoints>, key: string, metric: string) =>
  points.find((p) => p.key === key && p.metric === metric)?.value;

test('block logs: median, P90, P99, total and mean Mgas/s per cut; slow cuts on the run’s own times', () => {
  // Ten blocks 100…1000 ms, then 1500 and 2500; block 100 imported twice (the last, 300 ms, counts).
  const ms = [900, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1500, 2500, 300];
  const blocks = [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 100];
  const mgas = ms.map((m) => 1000 / m);
  const points = blockLogPoints(log(ms, blocks, mgas));
  expect(valueOf(points, 'all', 'total')).toBe(
    300 + 200 + 300 + 400 + 500 + 600 + 700 + 800 + 900 + 1000 + 1500 + 2500,
  );
  expect(valueOf(points, 'all', 'median')).toBe(650); // (600 + 700) / 2 of 12 blocks
  expect(valueOf(points, 'slow ≥ 1000 ms', 'total')).toBe(1000 + 1500 + 2500);
  expect(valueOf(points, 'slow ≥ 1000 ms', 'median')).toBe(1500);
  expect(valueOf(points, 'slow ≥ 2000 ms', 'p99')).toBe(2500);
  expect(valueOf(points, 'slow ≥ 1000 ms', 'mgas-per-s')).toBeCloseTo((1 + 1000 / 1500 + 0.4) / 3, 12);
  expect(
    points.every(
      (p) => p.direction === (p.metric === 'mgas-per-s' ? 'bigger-is-better' : 'smaller-is-better'),
    ),
  ).toBe(true);
  // No block reaches 2000 ms: no such cut.
  expect(blockLogPoints(log([10, 20])).map((p) => p.key)).toEqual(['all', 'all', 'all', 'all']);
});

test('a real Besu log gives every statistic of every cut', async () => {
  const text = await readFile(path.join(FIXTURES, 'synthetic/besu-control.log'), 'utf8');
  const points = blockLogPoints(parseBlockLogText(text));
  const keys = new Set(points.map((p) => `${p.key}/${p.metric}`));
  for (const cut of ['all', 'slow ≥ 1000 ms', 'slow ≥ 2000 ms']) {
    for (const metric of ['median', 'p90', 'p99', 'total', 'mgas-per-s'])
      expect(keys).toContain(`${cut}/${metric}`);
  }
});

test('micro-benchmarks: the median of the samples, the last repeat of a key winning', () => {
  const points = resultSetPoints({
    format: 'test',
    warnings: [],
    measurements: [
      { key: 'a', metric: 'time', value: 9, unit: 's', direction: 'smaller-is-better', samples: [3, 1, 2] },
      { key: 'b', metric: 'time', value: 5, unit: 's', direction: 'smaller-is-better' },
      { key: 'b', metric: 'time', value: 7, unit: 's', direction: 'smaller-is-better' },
      { key: 'c', metric: 'time', value: NaN, unit: 's', direction: 'smaller-is-better' },
    ],
  });
  expect(points.map((p) => [p.key, p.value])).toEqual([
    ['a', 2],
    ['b', 7],
  ]);
});
