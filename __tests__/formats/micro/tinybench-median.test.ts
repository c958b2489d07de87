// tinybench 3+ prints its median (p50 ± MAD) beside its mean: benchdelta compares the median, as it does samples,
// since on a loaded host a few preempted iterations carry the mean far past it (issue #32). Real files of
// __fixtures__/real-runs/loaded/tinybench (tinybench 6.2.5, JSON and its console table of the same runs).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parseTinybenchJson } from '../../../src/formats/micro/tinybench-json.js';
import { parseTinybenchText } from '../../../src/formats/micro/tinybench-text.js';
import { applyCenter } from '../../../src/formats/micro/center.js';

const dir = path.resolve(import.meta.dirname, '../../../__fixtures__/real-runs/loaded/tinybench');
const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
/** The tool's own numbers for `json roundtrip` in a run (ms). */
function latencyOf(f: string): Record<string, number> {
  const raw = JSON.parse(read(f)) as { name: string; result: { latency: Record<string, number> } }[];
  return raw.find((t) => t.name === 'json roundtrip')!.result.latency;
}

test('the JSON gives p50 as the value, its MAD as the spread, the mean and its margin beside them', () => {
  const rs = parseTinybenchJson(read('base-08.json'));
  const task = latencyOf('base-08.json');
  const m = rs.measurements.find((x) => x.key === 'json roundtrip')!;
  expect(m.center).toBe('median');
  expect(m.value).toBeCloseTo(task.p50 / 1000, 12);
  // The mean is 0.99 ms against a 0.097 ms median on this loaded run.
  expect(m.attrs!.mean).toBeCloseTo(task.mean / 1000, 12);
  expect(m.attrs!.mean / m.value).toBeGreaterThan(5);
  expect(m.error).toBeCloseTo((Math.sqrt(Math.PI / 2) * 1.4826 * task.mad) / 1000, 12);
  expect(m.errorKind).toEqual({ stddevOf: task.samplesCount });
});

test('the console table reads the same medians as the JSON of the same run', () => {
  const json = parseTinybenchJson(read('base-01.json')).measurements;
  const text = parseTinybenchText(read('base-01.txt')).measurements;
  expect(text.map((m) => m.key)).toEqual(json.map((m) => m.key));
  for (const [i, m] of text.entries()) {
    expect(m.center).toBe('median');
    // The table rounds to whole ns.
    expect(Math.abs(m.value / json[i].value - 1)).toBeLessThan(0.01);
    expect(Math.abs(m.attrs!.mean / json[i].attrs!.mean - 1)).toBeLessThan(0.01);
  }
});

test('--center mean gives the mean with tinybench’s own margin of error', () => {
  const rs = applyCenter(parseTinybenchJson(read('base-08.json')), 'mean');
  const task = latencyOf('base-08.json');
  const m = rs.measurements.find((x) => x.key === 'json roundtrip')!;
  expect(m.center).toBe('mean');
  expect(m.value).toBeCloseTo(task.mean / 1000, 12);
  expect(m.error).toBeCloseTo(task.moe / 1000, 12);
  expect(m.errorKind).toEqual({ confidence: 0.95, n: task.samplesCount });
});

test('tinybench 2 (no median) keeps its mean and margin', () => {
  const v2 = path.resolve(
    import.meta.dirname,
    '../../../__fixtures__/shared/fixtures/node-bench/baseline-tinybench.json',
  );
  const m = parseTinybenchJson(readFileSync(v2, 'utf8')).measurements[0];
  expect(m.center).toBe('mean');
  expect(m.errorKind).toMatchObject({ confidence: 0.95 });
});
