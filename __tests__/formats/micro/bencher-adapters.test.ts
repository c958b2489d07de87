// Bencher's 83 adapter inputs (real outputs of 18 harnesses, __fixtures__/bencher-adapters): each read as it was
// checked (format, benchmarks, the first value and its direction), or refused with its message — a peer's
// collection of the kind issue 19 was measured on, kept read right file for file.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readResultSet } from '../../../src/formats/micro/read.js';
import { REPO_FIXTURES } from './repo-fixtures.js';

interface Truth {
  format?: string;
  benchmarks?: number;
  measurements?: number;
  first?: { key: string; metric: string; value: number; unit: string; direction: string };
  refused?: string;
}

const root = path.join(REPO_FIXTURES, 'bencher-adapters');
const truth = JSON.parse(readFileSync(path.join(root, 'truth.json'), 'utf8')) as Record<string, Truth>;
const files = (readdirSync(root, { recursive: true }) as string[])
  .filter((f) => statSync(path.join(root, f)).isFile() && !/(README\.md|truth\.json)$/.test(f))
  .sort();

test('every input has its truth, and every truth its input', () => {
  expect(files).toHaveLength(83);
  expect(Object.keys(truth).sort()).toEqual(files);
});

test.each(files)('%s', async (file) => {
  const t = truth[file];
  const read = readResultSet(path.join(root, file));
  if (t.refused) {
    await expect(read).rejects.toThrow(t.refused);
    return;
  }
  const rs = await read;
  expect(rs.format).toBe(t.format);
  expect(new Set(rs.measurements.map((m) => m.key)).size).toBe(t.benchmarks);
  expect(rs.measurements).toHaveLength(t.measurements!);
  const first = rs.measurements[0];
  expect({ key: first.key, metric: first.metric, unit: first.unit, direction: first.direction }).toEqual({
    key: t.first!.key,
    metric: t.first!.metric,
    unit: t.first!.unit,
    direction: t.first!.direction,
  });
  expect(first.value).toBeCloseTo(t.first!.value, 12);
});
