// The series values one result set contributes (DESIGN §9): per cut × statistic for a block log, per
// benchmark × metric for micro-benchmarks. Pure: the store saves what this returns.
import { slowCutName } from '../core/cuts.js';
import { resolveDuplicates } from '../core/match.js';
import type { BlockLog, ResultSet } from '../core/model.js';
import { quantileOfSorted, sortedCopy } from '../core/stats.js';
import type { PointInput } from './store/types.js';

/** The slow cuts a block-log series is kept for, as the CLI's defaults (selected on the run's own times). */
export const SERIES_SLOW_MS = [1000, 2000];

function median(values: readonly number[]): number {
  return quantileOfSorted(sortedCopy(values), 0.5);
}

function blockCutPoints(cut: string, ms: Float64Array, mgasps: Float64Array | null): PointInput[] {
  if (ms.length === 0) return [];
  const sorted = sortedCopy(ms);
  let total = 0;
  for (let i = 0; i < ms.length; i++) total += ms[i];
  const time = (metric: string, value: number): PointInput => ({
    key: cut,
    metric,
    unit: 'ms',
    direction: 'smaller-is-better',
    value,
  });
  const points = [
    time('median', quantileOfSorted(sorted, 0.5)),
    time('p90', quantileOfSorted(sorted, 0.9)),
    time('p99', quantileOfSorted(sorted, 0.99)),
    time('total', total),
  ];
  if (mgasps) {
    let sum = 0;
    let n = 0;
    for (let i = 0; i < mgasps.length; i++) {
      if (Number.isFinite(mgasps[i])) {
        sum += mgasps[i];
        n++;
      }
    }
    if (n > 0)
      points.push({
        key: cut,
        metric: 'mgas-per-s',
        unit: 'Mgas/s',
        direction: 'bigger-is-better',
        value: sum / n,
      });
  }
  return points;
}

/** Cuts `all`, `slow ≥ 1000 ms`, `slow ≥ 2000 ms` of one log (a reorged block keeps its last record). */
export function blockLogPoints(log: BlockLog): PointInput[] {
  const resolved = resolveDuplicates(log, 'last');
  // Mgas/s per record, taken for the records the cut keeps (the last of a repeated block: good enough for a mean).
  const mgasByBlock = new Map<number, number>();
  const mgas = log.attrs.mgasps;
  if (mgas) for (let i = 0; i < log.blocks.length; i++) mgasByBlock.set(log.blocks[i], mgas[i]);
  const points: PointInput[] = [];
  const cut = (name: string, threshold: number) => {
    const idx: number[] = [];
    for (let i = 0; i < resolved.ms.length; i++) if (resolved.ms[i] >= threshold) idx.push(i);
    const ms = Float64Array.from(idx, (i) => resolved.ms[i]);
    const mg = mgas ? Float64Array.from(idx, (i) => mgasByBlock.get(resolved.blocks[i]) ?? NaN) : null;
    points.push(...blockCutPoints(name, ms, mg));
  };
  cut('all', -Infinity);
  for (const t of SERIES_SLOW_MS) cut(slowCutName(t, 'both'), t);
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
