// The block times released once every candidate is compared, when no output reads the compared pairs (no CSV, no
// HTML report: `CompareRequest.readsNoPairs`). By then the verdicts, cuts and notable blocks are made, and a metric
// a report reads later (Mgas/s, compared when first read: core/compare-metrics.ts) reads its own column and the
// shared block column, never the times. Released at once (core/blocks/free-buffer.ts), the 1M Besu pair's 16 MB of
// times are not resident beside the Mgas/s comparison its text report makes.
import { freeBuffer } from '../core/blocks/free-buffer.js';
import { columnValues, widenColumnInto } from '../core/blocks/scaled-column.js';
import type { BlockLog, PairColumns } from '../core/model.js';
import type { BlockResult } from '../core/report-model.js';

const noPairs = (thresholdPct: number): PairColumns => ({
  length: 0,
  block: new Float64Array(0),
  baselineMs: new Float64Array(0),
  candidateMs: new Float64Array(0),
  thresholdPct,
  setLabels: [],
  inSet: [],
});

/**
 * `results` without their pairs, every time column in `times` (the logs' own, pooled runs', the pairs') freed
 * where its buffer holds no block or attribute column of `logs` or of the pairs, or, a log's own, holding that log's
 * first attribute column not yet widened to doubles instead (each log's `ms` is then empty). The logs must not be
 * read for their times again. Logs carrying gas are left as they are: gas/s is derived from the times
 * (core/blocks/block-metrics.ts).
 */
export function releaseTimes(
  logs: readonly BlockLog[],
  results: BlockResult[],
  times: Float64Array[],
): BlockResult[] {
  if (logs.some((log) => log.attrs.gasUsed !== undefined)) return results;
  const kept = new Set<ArrayBufferLike>();
  for (const log of logs) {
    kept.add(log.blocks.buffer);
    for (const column of Object.values(log.attrs)) kept.add(columnValues(column).buffer);
  }
  for (const { pairs } of results) kept.add(pairs.block.buffer);
  // A log's times, freed otherwise, take its first attribute column not yet read as doubles (a metric compared
  // when a report first reads it: Mgas/s), whose integers are freed instead: the times' pages are written already,
  // the upper half of the column's own buffer, where it would widen, not (a fresh page costs a fault; 2,000 on the
  // 1M Besu pair). The log then holds no times, as when they are freed.
  for (const log of logs) {
    if (kept.has(log.ms.buffer)) continue;
    const own = log.ms;
    if (Object.values(log.attrs).some((column) => widenColumnInto(column, own))) {
      kept.add(own.buffer);
      log.ms = new Float64Array(0);
    }
  }
  const columns = [...times, ...results.flatMap(({ pairs }) => [pairs.baselineMs, pairs.candidateMs])];
  for (const column of columns) if (!kept.has(column.buffer)) freeBuffer(column);
  return results.map((result) => ({ ...result, pairs: noPairs(result.pairs.thresholdPct) }));
}
