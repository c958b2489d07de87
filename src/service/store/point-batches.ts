// The order an ingest inserts points in, and its points a batch at a time in that order: from the columns a
// worker's reply carries (types.ts PointColumns), the ingest never holds all 200,000 point objects of a large file.
import type { PointColumns, PointInput } from './types.js';

/** The order points are inserted in (series rows are locked in one order: no deadlock between ingests). */
export function compareKeys(a: PointInput, b: PointInput): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : 0;
}

/** The points in the ingest's order, `size` at a time: columns as they come, objects sorted first. */
export function* pointBatches(points: PointInput[] | PointColumns, size: number): Generator<PointInput[]> {
  if (Array.isArray(points)) {
    const sorted = [...points].sort(compareKeys);
    for (let at = 0; at < sorted.length; at += size) yield sorted.slice(at, at + size);
    return;
  }
  const { keys, kinds, kindOf, values } = points;
  let from = 0;
  for (let at = 0; at < values.length; at += size) {
    const batch: PointInput[] = [];
    for (let i = at; i < Math.min(at + size, values.length); i++) {
      const end = keys.indexOf('\u0000', from);
      const key = keys.slice(from, end < 0 ? keys.length : end);
      from = end + 1;
      batch.push({ key, ...kinds[kindOf[i]], value: values[i] });
    }
    yield batch;
  }
}
