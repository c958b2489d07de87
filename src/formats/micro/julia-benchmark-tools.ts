import type { Measurement, ResultSet } from '../../core/model.js';
import { finiteNumber, isRecord, parseJsonInput } from './json.js';
import { numericAttrs, toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// Julia BenchmarkTools `BenchmarkTools.save("out.json", results)`: `[{"Julia": v, "BenchmarkTools": v},
// [value…]]`, or one value alone as `JSON.print(io, results)` writes it. Each value is a tagged pair
// `["Type", {fields}]`: a `BenchmarkGroup` holds `data` (name → value, nested), a `TrialEstimate` (what
// `median(results)` saves) holds `time` (ns), `memory` (bytes), `allocs` and `gctime`; a `Trial` (raw `run`
// results) holds the sample `times` (ns) too. Keys are the group path joined by `/` (`fib/20`).

export function detectJuliaBenchmarkTools(head: string): number {
  // `JSON.print(io, results)` writes one tagged value without the version header.
  if (/^\uFEFF?\s*\[\s*"(BenchmarkGroup|TrialEstimate|Trial)"\s*,\s*\{/.test(head)) return 0.9;
  if (!/^\uFEFF?\s*\[\s*\{\s*"(Julia|BenchmarkTools)"\s*:/.test(head)) return 0;
  return /"(BenchmarkGroup|TrialEstimate|Trial)"/.test(head) ? 0.95 : 0.6;
}

type Tagged = [string, Record<string, unknown>];

function tagged(value: unknown): Tagged | undefined {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && isRecord(value[1])
    ? (value as Tagged)
    : undefined;
}

function numbers(raw: unknown): number[] {
  return Array.isArray(raw) ? raw.filter((v): v is number => finiteNumber(v) !== undefined) : [];
}

function median(sorted: number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function parseJuliaBenchmarkTools(text: string, source?: string): ResultSet {
  const data = parseJsonInput(text, source, 'BenchmarkTools.save JSON ([{"Julia": …}, [results]])');
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  const push = (key: string, time: number, samples: number[], fields: Record<string, unknown>) => {
    const params = extractParams(key);
    const attrs = numericAttrs({ gctime: finiteNumber(fields.gctime) }, 1e-9);
    measurements.push(toMeasurement({ key, value: time, unit: 'ns', samples, params, attrs }));
    const memory = finiteNumber(fields.memory);
    if (memory !== undefined) measurements.push(toMeasurement({ key, value: memory, unit: 'B/op', params }));
    const allocs = finiteNumber(fields.allocs);
    if (allocs !== undefined)
      measurements.push(toMeasurement({ key, value: allocs, unit: 'allocs/op', params }));
  };
  // An explicit stack instead of recursion: a deeply nested hostile file cannot overflow the call stack.
  const stack: { path: string[]; value: unknown }[] = [];
  const results = tagged(data) ? [data] : Array.isArray(data) ? data[1] : undefined;
  for (const value of Array.isArray(results) ? results : []) stack.push({ path: [], value });
  if (stack.length === 0)
    warnings.add('no-results', 'the JSON has no results list after its version header.');
  while (stack.length > 0) {
    const { path, value } = stack.pop()!;
    const item = tagged(value);
    const key = path.join('/') || '(root)';
    if (item?.[0] === 'BenchmarkGroup' && isRecord(item[1].data)) {
      const children = Object.entries(item[1].data).reverse();
      for (const [name, child] of children) stack.push({ path: [...path, name], value: child });
    } else if (item?.[0] === 'TrialEstimate' && finiteNumber(item[1].time) !== undefined) {
      push(key, item[1].time as number, [], item[1]);
    } else if (item?.[0] === 'Trial' && numbers(item[1].times).length > 0) {
      const times = numbers(item[1].times);
      // A Trial's headline is its median, as `judge(median(a), median(b))` compares them.
      push(key, median([...times].sort((a, b) => a - b)), times, item[1]);
    } else {
      warnings.add(
        'bad-entry',
        `skipped ${key}: not a BenchmarkGroup, TrialEstimate with a time, or Trial with times.`,
        undefined,
        key,
      );
    }
  }
  return { format: 'julia', tool: 'Julia BenchmarkTools', measurements, warnings: warnings.list(), source };
}

export const juliaBenchmarkTools: MicroFormat = {
  name: 'julia',
  description:
    'Julia BenchmarkTools.save JSON (TrialEstimate times in ns, memory, allocs; Trial times as samples)',
  detect: detectJuliaBenchmarkTools,
  parse: parseJuliaBenchmarkTools,
};
