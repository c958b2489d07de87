// A parsed log crosses the worker boundary with the buffers of its typed-array columns transferred (moved, not
// copied) to the main thread.
import { columnValues } from '../core/blocks/scaled-column.js';
import type { BlockLog } from '../core/model.js';

export function transferListOf(log: BlockLog): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const col of [log.blocks, log.ms, log.lines, ...Object.values(log.attrs).map(columnValues)])
    buffers.add(col.buffer as ArrayBuffer);
  return [...buffers];
}
