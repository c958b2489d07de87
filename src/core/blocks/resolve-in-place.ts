// A log's repeated records (a reorg imports a height again) dropped in the log's own columns, before matching: two
// logs of the same blocks then hold the same records, and their pairs are their columns as they are (match.ts
// `pairsInPlace`), not a copy (24 MB on a million-block pair). For logs nothing else holds: the pipeline's reads.
import { freeBuffer } from './free-buffer.js';
import { columnPrefix, columnValues, hasValueAt, noValueOf } from './scaled-column.js';
import type { AttrColumn, BlockLog, DuplicatePolicy, ResolvedCounts } from '../model.js';

/**
 * Where each run of records of one block starts and ends, for the runs of two or more (a reorg's repeats), in order;
 * null when the blocks are not in order (non-decreasing).
 */
function repeatedRuns(blocks: Float64Array): number[] | null {
  const runs: number[] = [];
  for (let i = 1; i < blocks.length; i++) {
    if (blocks[i] < blocks[i - 1]) return null;
    if (blocks[i] !== blocks[i - 1]) continue;
    let end = i + 1;
    while (end < blocks.length && blocks[end] === blocks[i]) end++;
    runs.push(i - 1, end);
    i = end - 1;
  }
  return runs;
}

/**
 * Writes `column`'s records over its own front, each run of `runs` (start, end pairs) down to its record `keep`:
 * the records between runs move as whole stretches (native copies, a few thousand of them on a million records).
 * Record m is written from a record at or after m: nothing is overwritten before it is read.
 */
function dropRepeats(
  column: Float64Array | Int32Array | Uint32Array,
  runs: readonly number[],
  keep: (start: number, end: number) => number,
): void {
  let m = 0;
  let from = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const start = runs[r];
    const end = runs[r + 1];
    column.copyWithin(m, from, start);
    m += start - from;
    column[m++] = column[keep(start, end)];
    from = end;
  }
  column.copyWithin(m, from, column.length);
}

/** The records carrying a value in `column` and the repeats of a block among them: what its metric's log holds. */
function carryingCounts(blocks: Float64Array, column: AttrColumn): ResolvedCounts {
  let records = 0;
  let duplicates = 0;
  let last = NaN;
  const values = columnValues(column);
  const none = noValueOf(column);
  for (let i = 0; i < values.length; i++) {
    if (values[i] !== values[i] || values[i] === none) continue;
    records++;
    if (blocks[i] === last) duplicates++;
    last = blocks[i];
  }
  return { records, duplicates };
}

/**
 * Whether keeping record `keep` of the run [start, end) of one block gives every metric what matching its own log
 * would: a metric's log leaves out the records without its value (block-metrics.ts `metricLog`), so the kept record
 * must hold each attribute another record of the run holds, and a positive time (gas/s is derived from it).
 */
function keepServesEveryMetric(log: BlockLog, start: number, end: number, keep: number): boolean {
  if (!(log.ms[keep] > 0)) return false;
  for (const column of Object.values(log.attrs)) {
    if (hasValueAt(column, keep)) continue;
    for (let i = start; i < end; i++) if (hasValueAt(column, i)) return false;
  }
  return true;
}

/**
 * `log` with one record per block, the one `policy` keeps, written over its own columns (which it then shares:
 * the log given must not be used again), and `resolved` saying what it held. Only where that is the same record
 * for every metric: the `first` or `last` record (not `min` or `median`, which choose by value), of a log in block
 * order whose kept records serve every metric (`keepServesEveryMetric`). Otherwise, or with no repeat, `log` itself.
 */
export function resolveDuplicatesInPlace(log: BlockLog, policy: DuplicatePolicy): BlockLog {
  // gas/s is derived from gas and the time (block-metrics.ts): which record serves it depends on both values.
  if ((policy !== 'first' && policy !== 'last') || (log.attrs.gasUsed && !log.attrs.mgasps)) return log;
  const { blocks, ms, lines } = log;
  const n = blocks.length;
  // Each attribute column as it is held (doubles or scaled integers): records are moved, not read.
  const columns = Object.values(log.attrs).map(columnValues);
  if (ms.length !== n || columns.some((c) => c.length !== n) || (lines.length !== 0 && lines.length !== n)) {
    return log;
  }
  const runs = repeatedRuns(blocks);
  if (runs === null || runs.length === 0) return log;
  const keep = policy === 'last' ? (_: number, end: number) => end - 1 : (start: number) => start;
  let duplicates = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const [start, end] = [runs[r], runs[r + 1]];
    if (!keepServesEveryMetric(log, start, end, keep(start, end))) return log;
    duplicates += end - start - 1;
  }
  const carrying: Record<string, ResolvedCounts> = {};
  for (const [name, column] of Object.entries(log.attrs)) carrying[name] = carryingCounts(blocks, column);
  const m = n - duplicates;
  // Each array once (compacting one twice would move its records twice).
  for (const column of new Set([blocks, ms, ...columns, ...(lines.length !== 0 ? [lines] : [])]))
    dropRepeats(column, runs, keep);
  const attrs: Record<string, AttrColumn> = {};
  for (const [name, column] of Object.entries(log.attrs)) attrs[name] = columnPrefix(column, m);
  return {
    ...log,
    blocks: blocks.subarray(0, m),
    ms: ms.subarray(0, m),
    lines: lines.length !== 0 ? lines.subarray(0, m) : lines,
    attrs,
    resolved: { policy, records: n, duplicates, carrying },
  };
}

/** Whether two columns hold the same numbers in the same order. */
function sameNumbers(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The logs with one block column for every log holding the same block numbers as an earlier one (after
 * `resolveDuplicatesInPlace`, two runs over the same blocks usually do): record i of each is then pair i
 * (match.ts `pairsInPlace`) and the copy is not kept. The column given up is released at once where its buffer
 * backs no other column (detached: 8 MB on a million-block log, which a GC would free only later); the logs
 * given must not be used again.
 */
export function shareBlockColumns(logs: BlockLog[]): BlockLog[] {
  const shared = logs.map((log, i) => {
    const earlier = logs.slice(0, i).find((other) => sameNumbers(other.blocks, log.blocks));
    return earlier === undefined ? log : { ...log, blocks: earlier.blocks };
  });
  const kept = new Set<ArrayBufferLike>();
  for (const log of shared)
    for (const column of [log.blocks, log.ms, log.lines, ...Object.values(log.attrs).map(columnValues)])
      kept.add(column.buffer);
  for (const log of logs) {
    if (kept.has(log.blocks.buffer)) continue;
    kept.add(log.blocks.buffer);
    freeBuffer(log.blocks);
  }
  return shared;
}
