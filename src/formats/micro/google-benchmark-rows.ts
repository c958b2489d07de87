import { median } from 'simple-statistics';
import type { Measurement } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { secondsPer } from './units.js';

// Google Benchmark prints (and writes to JSON) one row per repetition plus aggregate rows
// (`_mean`, `_median`, `_stddev`, `_cv`, complexity `_BigO`/`_RMS`). Both readers collect rows here:
// the repetitions are the samples; the aggregates are kept aside as attrs (`gbench_mean`…).

export interface GbenchRow {
  /** The benchmark's own name (`run_name`), without an aggregate suffix. */
  name: string;
  /** Aggregate name (`mean`, `median`, …) or undefined for a repetition. */
  aggregate?: string;
  realTime: number;
  cpuTime: number;
  /** `ns`, `us`, `ms` or `s` (per row: each benchmark may set its own). */
  timeUnit: string;
  /** Numeric user counters (items_per_second, bytes_per_second, custom), per row. */
  counters: Record<string, number>;
}

/** Aggregates that are ratios or fits, not times (`_cv` is a fraction; `_BigO`/`_RMS` are fit results). */
const UNITLESS_AGGREGATES = new Set(['cv', 'BigO', 'RMS']);

export function groupGbenchRows(rows: GbenchRow[]): Measurement[] {
  const byName = new Map<string, GbenchRow[]>();
  for (const row of rows) {
    const list = byName.get(row.name) ?? [];
    list.push(row);
    byName.set(row.name, list);
  }
  const measurements: Measurement[] = [];
  for (const [name, group] of byName) {
    const seconds = (r: GbenchRow, v: number) => v * (secondsPer(r.timeUnit) ?? 1e-9);
    const reps = group.filter((r) => r.aggregate === undefined);
    const aggregates = group.filter((r) => r.aggregate !== undefined);
    // With --benchmark_report_aggregates_only there are no repetitions: the median (or mean) stands in.
    const standIn =
      aggregates.find((r) => r.aggregate === 'median') ?? aggregates.find((r) => r.aggregate === 'mean');
    const rowsUsed = reps.length > 0 ? reps : standIn ? [standIn] : [];
    if (rowsUsed.length === 0) continue;
    const realTimes = rowsUsed.map((r) => seconds(r, r.realTime));
    // The tool's own time unit (1e-9 for `ns`): sides that print the same benchmark in units 10⁹ apart
    // (s against ns) may not have timed the same thing, so the comparison checks it.
    const timeUnitSeconds = secondsPer(rowsUsed[0].timeUnit) ?? 1e-9;
    const attrs: Record<string, number> = {
      cpuTime: median(rowsUsed.map((r) => seconds(r, r.cpuTime))),
      timeUnitSeconds,
    };
    for (const counter of Object.keys(rowsUsed[0].counters)) {
      const values = rowsUsed.map((r) => r.counters[counter]).filter((v) => Number.isFinite(v));
      if (values.length > 0) attrs[counter] = median(values);
    }
    let stddev: number | undefined;
    for (const agg of aggregates) {
      const unitless = UNITLESS_AGGREGATES.has(agg.aggregate ?? '');
      attrs[`gbench_${agg.aggregate}`] = unitless ? agg.realTime : seconds(agg, agg.realTime);
      if (agg.aggregate === 'stddev') stddev = seconds(agg, agg.realTime);
    }
    const params = extractParams(name);
    const measurement = toMeasurement({
      key: name,
      value: median(realTimes),
      // A single run's time is its mean over the iterations; several repetitions give their median.
      center: realTimes.length > 1 ? 'median' : 'mean',
      unit: 's',
      samples: reps.length > 1 ? realTimes : undefined,
      error: stddev,
      params,
      attrs,
    });
    // The stddev aggregate is over the repetitions (when they are listed, their count).
    if (measurement.error !== undefined && reps.length >= 2)
      measurement.errorKind = { stddevOf: reps.length };
    measurements.push(measurement);
    // CPU time is its own metric: a change that moves work off the timed thread (or onto others) shows
    // there and not in real time, and both are what the tool prints side by side.
    const cpuTimes = rowsUsed.map((r) => seconds(r, r.cpuTime));
    measurements.push(
      toMeasurement({
        key: name,
        metric: 'cpu-time',
        value: median(cpuTimes),
        unit: 's',
        samples: reps.length > 1 ? cpuTimes : undefined,
        params,
        attrs: { timeUnitSeconds },
      }),
    );
  }
  return measurements;
}
