// An upload's points to columns (store/types.ts PointColumns says why), sorted as the ingest inserts them; the
// ingest reads them back a batch at a time (store/point-batches.ts).
import { compareKeys } from '../store/point-batches.js';
import type { PointColumns, PointInput } from '../store/types.js';

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
