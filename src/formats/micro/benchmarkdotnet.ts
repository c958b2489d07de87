import type { Measurement, ResultSet } from '../../core/model.js';
import { finiteNumber, isRecord, parseJsonInput } from './json.js';
import { numericAttrs, toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// BenchmarkDotNet (.NET) JSON export (`--exporters json`, `JsonExporter.Full`/`Brief`): `Benchmarks[]` with
// `Namespace`, `Type`, `Method`, `Parameters` (`N=10&Size=3`), `FullName` (0.10+), and `Statistics` in ns per
// operation: `Mean`, `Median`, `StandardDeviation`, `ConfidenceInterval.Margin` (99.9 %) and, in the full
// export, `OriginalValues` (one per workload iteration). `Memory.BytesAllocatedPerOperation` comes with
// the memory diagnoser. A failed benchmark has `Statistics: null`.

export function detectBenchmarkDotNet(head: string): number {
  if (!/^\uFEFF?\s*\{/.test(head)) return 0;
  const host = /"HostEnvironmentInfo"\s*:/.test(head) && /"BenchmarkDotNet(Caption|Version)"\s*:/.test(head);
  if (host) return 0.95;
  // A minimal export (no host info, no namespace or title): `Benchmarks` whose entries name a `Method` or
  // `FullName` and carry `Statistics` with a `Mean`.
  const entries =
    /"Benchmarks"\s*:\s*\[/.test(head) && /"Statistics"\s*:/.test(head) && /"Mean"\s*:/.test(head);
  return entries && /"(MethodTitle|Method|FullName)"\s*:/.test(head) ? 0.8 : 0;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `Namespace.Type.Method`, with the parameters in brackets so each parameter case is its own benchmark. */
function nameOf(b: Record<string, unknown>): string | undefined {
  const method = text(b.FullName) ?? [b.Namespace, b.Type, b.Method].filter((p) => text(p)).join('.');
  if (!method) return undefined;
  const params = text(b.Parameters);
  return params ? `${method}(${params.replace(/&/g, ', ')})` : method;
}

/** The job of `Type.Method: ShortRun(IterationCount=3)` (the DisplayInfo), for benchmarks run in several. */
function jobOf(b: Record<string, unknown>): string | undefined {
  const info = text(b.DisplayInfo);
  const colon = info?.lastIndexOf(': ') ?? -1;
  return info && colon >= 0 ? info.slice(colon + 2) : undefined;
}

export function parseBenchmarkDotNet(text: string, source?: string): ResultSet {
  const data = parseJsonInput(text, source, 'a BenchmarkDotNet JSON export (*-report-full.json)');
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  const benchmarks = isRecord(data) && Array.isArray(data.Benchmarks) ? data.Benchmarks : [];
  if (benchmarks.length === 0) warnings.add('no-benchmarks', 'the JSON has no `Benchmarks` entries.');
  const seen = new Set<string>();
  for (const b of benchmarks) {
    const name = isRecord(b) ? nameOf(b) : undefined;
    const stats = isRecord(b) && isRecord(b.Statistics) ? b.Statistics : undefined;
    const mean = stats ? finiteNumber(stats.Mean) : undefined;
    if (!isRecord(b) || !name || !stats || mean === undefined) {
      warnings.add(
        'bad-entry',
        'skipped a benchmark without a name or `Statistics.Mean` (it may have failed).',
        undefined,
        name,
      );
      continue;
    }
    // The same method under several jobs (runtimes, toolchains): the job tells them apart.
    const job = jobOf(b);
    const key = seen.has(name) && job ? `${name} [${job}]` : name;
    seen.add(key);
    const ci = isRecord(stats.ConfidenceInterval) ? stats.ConfidenceInterval : {};
    const original = Array.isArray(stats.OriginalValues) ? stats.OriginalValues : [];
    const ns = 1e-9;
    measurements.push(
      toMeasurement({
        key,
        value: mean,
        center: 'mean',
        unit: 'ns',
        samples: original.filter((v): v is number => finiteNumber(v) !== undefined),
        error: finiteNumber(ci.Margin),
        params: extractParams(name),
        attrs: {
          ...numericAttrs({ median: finiteNumber(stats.Median), min: finiteNumber(stats.Min) }, ns),
          ...numericAttrs(
            { max: finiteNumber(stats.Max), stdDev: finiteNumber(stats.StandardDeviation) },
            ns,
          ),
          ...numericAttrs({ n: finiteNumber(stats.N) }),
        },
      }),
    );
    const allocated = isRecord(b.Memory) ? finiteNumber(b.Memory.BytesAllocatedPerOperation) : undefined;
    if (allocated !== undefined) {
      measurements.push(toMeasurement({ key, value: allocated, unit: 'B/op', params: extractParams(name) }));
    }
  }
  return {
    format: 'benchmarkdotnet',
    tool: 'BenchmarkDotNet',
    measurements,
    warnings: warnings.list(),
    source,
  };
}

export const benchmarkDotNet: MicroFormat = {
  name: 'benchmarkdotnet',
  description:
    'BenchmarkDotNet JSON export (mean ns/op, per-iteration OriginalValues as samples, allocated B/op)',
  detect: detectBenchmarkDotNet,
  parse: parseBenchmarkDotNet,
};
