import type { Measurement, ResultSet } from '../../core/model.js';
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
    const measurement = toMeasurement({
      key: name,
      value: mean,
      center: 'mean',
      unit: 'ms',
      samples: numbers(latency.samples),
      error: finiteNumber(latency.moe),
      params: extractParams(name),
      attrs,
    });
    // tinybench's moe: a Student-t 95% margin of error over its samples (benchmark.js's table).
    if (measurement.error !== undefined)
      measurement.errorKind = { confidence: 0.95, n: count !== undefined && count >= 2 ? count : undefined };
    measurements.push(measurement);
  });
  return { format: 'tinybench', tool: 'tinybench', measurements, warnings: warnings.list(), source };
}
