// An upload's points to columns and back (jobs.ts PointColumns says why), sorted as the ingest inserts them.
import { compareKeys } from '../store/ingest.js';
import type { PointInput } from '../store/types.js';
import type { PointColumns } from './jobs.js';

/** The points in the ingest's order (by key, then metric), as columns. Names must hold no NUL (checked before). */
export function pointsToColumns(points: PointInput[]): PointColumns {
  const sorted = [...points].sort(compareKeys);
  const kinds: PointColumns['kinds'] = [];
  const kindIndex = new Map<string, number>();
  const kindOf = new Uint32Array(sorted.length);
  const values = new Float64Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    const p = sorted[i];
    const id = `${p.metric}\u0000${p.unit}\u0000${p.direction}`;
    let k = kindIndex.get(id);
    if (k === undefined) {
      k = kinds.length;
      kindIndex.set(id, k);
      kinds.push({ metric: p.metric, unit: p.unit, direction: p.direction });
    }
    kindOf[i] = k;
    values[i] = p.value;
  }
  return { keys: sorted.map((p) => p.key).join('\u0000'), kinds, kindOf, values };
}

export function pointsFromColumns(columns: PointColumns): PointInput[] {
  if (columns.values.length === 0) return [];
  const keys = columns.keys.split('\u0000');
  return keys.map((key, i) => ({ key, ...columns.kinds[columns.kindOf[i]], value: columns.values[i] }));
}
