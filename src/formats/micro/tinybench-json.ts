import type { Measurement, ResultSet } from '../../core/model.js';
import { MAD_TO_SIGMA } from '../../core/stats/stats.js';
import { finiteNumber, isRecord, parseJsonInput } from './json.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { WarningLog } from './warnings.js';

// tinybench has no exporter: users serialise each task's `result` (times in ms). Two shapes are read:
// v2 (`hz`, `mean`, `p75`, `samples`…, with `name` merged in or as `{ name, result }`) and v3+
// (`latency: { mean, samples… }`, `throughput: { mean }`).

export function detectTinybenchJson(head: string): number {
  if (!/^\s*[[{]/.test(head)) return 0;
  const v2 = /"hz"\s*:/.test(head) && /"rme"\s*:/.test(head) && /"(period|p99|p75)"\s*:/.test(head);
  const v3 = /"latency"\s*:\s*\{/.test(head) && /"throughput"\s*:\s*\{/.test(head);
  return v2 || v3 ? 0.85 : 0;
}

function taskList(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data) && Array.isArray(data.tasks)) return data.tasks;
  if (isRecord(data)) return Object.entries(data).map(([name, result]) => ({ name, result }));
  return [];
}

function numbers(raw: unknown): number[] {
  return Array.isArray(raw) ? raw.filter((v): v is number => finiteNumber(v) !== undefined) : [];
}

export function parseTinybenchJson(text: string, source?: string): ResultSet {
  const data = parseJsonInput(
    text,
    source,
    "tinybench task results (JSON.stringify of each task's `result`)",
  );
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  taskList(data).forEach((task, index) => {
    const name = isRecord(task) && typeof task.name === 'string' ? task.name : undefined;
    const result = isRecord(task) && isRecord(task.result) ? task.result : task;
    if (!name || !isRecord(result)) {
      warnings.add('bad-entry', `skipped task #${index + 1}: it has no \`name\`.`);
      return;
    }
    const latency = isRecord(result.latency) ? result.latency : result;
    const mean = finiteNumber(latency.mean);
    if (mean === undefined) {
      warnings.add(
        'bad-entry',
        `skipped ${name}: no numeric mean time (the task may have failed).`,
        undefined,
        name,
      );
      return;
    }
    const attrs: Record<string, number> = {};
    const ms = 1e-3;
    for (const field of ['min', 'max', 'p75', 'p99', 'sd'] as const) {
      const v = finiteNumber(latency[field]);
      if (v !== undefined) attrs[field] = v * ms;
    }
    const hz = finiteNumber(isRecord(result.throughput) ? result.throughput.mean : result.hz);
    if (hz !== undefined) attrs.hz = hz;
    const rme = finiteNumber(latency.rme);
    if (rme !== undefined) attrs.rmePct = rme;
    const count = finiteNumber(result.sampleCount) ?? finiteNumber(latency.samplesCount);
    if (count !== undefined) attrs.sampleCount = count;
    const centre = tinybenchCentre(
      {
        mean,
        meanError: finiteNumber(latency.moe),
        median: finiteNumber(latency.p50),
        mad: finiteNumber(latency.mad),
        count,
      },
      attrs,
      ms,
    );
    const measurement = toMeasurement({
      key: name,
      value: centre.value,
      center: centre.center ?? 'mean',
      unit: 'ms',
      samples: numbers(latency.samples),
      error: centre.error,
      params: extractParams(name),
      attrs,
    });
    if (measurement.error !== undefined && centre.errorKind) measurement.errorKind = centre.errorKind;
    measurements.push(measurement);
  });
  return { format: 'tinybench', tool: 'tinybench', measurements, warnings: warnings.list(), source };
}

/** One tinybench task as both readers see it, in the tool's unit. */
export interface TinybenchTask {
  mean: number;
  /** tinybench's moe: a Student-t 95% margin of error of the mean over its samples (benchmark.js's table). */
  meanError?: number;
  median?: number;
  mad?: number;
  count?: number;
}

/**
 * What a task is compared on. tinybench 3+ gives its median (p50) and MAD beside the mean: compared on the median,
 * as samples are (a few preempted iterations on a loaded host carry the mean 5× past it), its error the spread
 * whose /√n is the median's standard error (√(π/2) · 1.4826 · MAD, a normal's, over `count` ≥ 2 samples); the
 * mean and its margin go into `attrs` (× `factor`: the tool's unit in seconds) for --center mean. Without a
 * median: the mean with its margin. The caller sets `errorKind` only where the error survived.
 */
export function tinybenchCentre(
  task: TinybenchTask,
  attrs: Record<string, number>,
  factor: number,
): { value: number; center?: 'median'; error?: number; errorKind?: Measurement['errorKind'] } {
  const { mean, meanError, median, mad, count } = task;
  const n = count !== undefined && count >= 2 ? count : undefined;
  if (median === undefined || !Number.isFinite(median))
    return { value: mean, error: meanError, errorKind: { confidence: 0.95, n } };
  attrs.mean = mean * factor;
  if (meanError !== undefined) attrs.meanMoe = meanError * factor;
  if (mad === undefined || n === undefined) return { value: median, center: 'median' };
  const spread = Math.sqrt(Math.PI / 2) * MAD_TO_SIGMA * mad;
  return { value: median, center: 'median', error: spread, errorKind: { stddevOf: n } };
}
