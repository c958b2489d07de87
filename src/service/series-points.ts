// The series values one result set contributes (DESIGN §9): per cut × statistic for a block log, per
// benchmark × metric for micro-benchmarks. Pure: the store saves what this returns.
import { blockMetricCatalogue } from '../core/blocks/block-metrics.js';
import { slowCutName } from '../core/blocks/cuts.js';
import { resolveDuplicates } from '../core/blocks/match.js';
import { columnDoubles } from '../core/blocks/scaled-column.js';
import type { BlockLog, ResultSet } from '../core/model.js';
import { quantileOfSorted, sortedCopy } from '../core/stats/stats.js';
import type { PointInput } from './store/types.js';

/** The slow cuts a block-log series is kept for, as the CLI's defaults (selected on the run's own times). */
export const SERIES_SLOW_MS = [1000, 2000];

function median(values: readonly number[]): number {
  return quantileOfSorted(sortedCopy(values), 0.5);
}

/**
 * Cuts `all`, `slow ≥ 1000 ms`, `slow ≥ 2000 ms` of one log (a reorged block keeps its last record). The blocks
 * times are sorted once: each slow cut is the sorted run's top end, so its quantiles and sums are slices.
 */
export function blockLogPoints(log: BlockLog): PointInput[] {
  const resolved = resolveDuplicates(log, 'last');
  const n = resolved.ms.length;
  const sorted = sortedCopy(resolved.ms);
  // A column's value for the record each block keeps (the last of a repeated block), beside its time.
  const ofBlock = (column: Float64Array): Float64Array => {
    const byBlock = new Map<number, number>();
    for (let i = 0; i < log.blocks.length; i++) byBlock.set(log.blocks[i], column[i]);
    return Float64Array.from(resolved.blocks, (b) => byBlock.get(b) ?? NaN);
  };
  const mgasOfBlock = log.attrs.mgasps ? ofBlock(columnDoubles(log.attrs.mgasps)) : null;
  // Every slow-block phase and hit rate (core/blocks/block-metrics.ts): P50 and P99 per cut, as `state_root p50`.
  const others = blockMetricCatalogue(log.format)
    .filter((m) => m.role === 'phase' || m.id === 'total' || m.id.startsWith('cache.'))
    .flatMap((m) => {
      const column = m.values(log);
      return column ? [{ m, values: ofBlock(column) }] : [];
    });
  const points: PointInput[] = [];
  const cut = (key: string, from: number) => {
    const ms = sorted.subarray(from);
    if (ms.length === 0) return;
    const time = (metric: string, value: number): PointInput => ({
      key,
      metric,
      unit: 'ms',
      direction: 'smaller-is-better',
      value,
    });
    let total = 0;
    for (let i = 0; i < ms.length; i++) total += ms[i];
    points.push(
      time('median', quantileOfSorted(ms, 0.5)),
      time('p90', quantileOfSorted(ms, 0.9)),
      time('p99', quantileOfSorted(ms, 0.99)),
      time('total', total),
    );
    const threshold = sorted[from];
    for (const { m, values } of others) {
      const inCut: number[] = [];
      for (let i = 0; i < n; i++)
        if (resolved.ms[i] >= threshold && values[i] === values[i]) inCut.push(values[i]);
      const q = sortedCopy(inCut);
      for (const [name, p] of [
        ['p50', 0.5],
        ['p99', 0.99],
      ] as const) {
        if (q.length > 0)
          points.push({
            key,
            metric: `${m.id} ${name}`,
            unit: m.unit,
            direction: m.direction,
            value: quantileOfSorted(q, p),
          });
      }
    }
    if (!mgasOfBlock) return;
    let sum = 0;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (resolved.ms[i] >= threshold && Number.isFinite(mgasOfBlock[i])) {
        sum += mgasOfBlock[i];
        count++;
      }
    }
    if (count > 0)
      points.push({
        key,
        metric: 'mgas-per-s',
        unit: 'Mgas/s',
        direction: 'bigger-is-better',
        value: sum / count,
      });
  };
  cut('all', 0);
  for (const t of SERIES_SLOW_MS) {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < t) lo = mid + 1;
      else hi = mid;
    }
    cut(slowCutName(t, 'both'), lo);
  }
  return points.filter((p) => Number.isFinite(p.value));
}

/** One point per benchmark × metric: the median of its samples (or its single value); the last repeat wins. */
export function resultSetPoints(set: ResultSet): PointInput[] {
  const byKey = new Map<string, PointInput>();
  for (const m of set.measurements) {
    const value = m.samples && m.samples.length > 0 ? median(m.samples) : m.value;
    if (!Number.isFinite(value)) continue;
    byKey.set(`${m.key}\u0000${m.metric}`, {
      key: m.key,
      metric: m.metric,
      unit: m.unit,
      direction: m.direction,
      value,
    });
  }
  return [...byKey.values()];
}
