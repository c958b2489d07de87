import type { ResultSet } from '../../core/model.js';
import { finiteNumber, isRecord, parseJsonInput } from './json.js';
import { type GbenchRow, groupGbenchRows } from './google-benchmark-rows.js';
import { WarningLog } from './warnings.js';

// Google Benchmark `--benchmark_out_format=json`: `context` + `benchmarks[]`, times in each entry's `time_unit`.

export function detectGoogleBenchmarkJson(head: string): number {
  if (!/^\s*\{/.test(head) || !/"benchmarks"\s*:/.test(head)) return 0;
  const context = /"context"\s*:/.test(head);
  const rows = /"real_time"\s*:/.test(head) || /"run_type"\s*:/.test(head);
  return context && (rows || /"library_build_type"\s*:/.test(head)) ? 0.95 : rows ? 0.8 : 0;
}

/** Fields that are not user counters. */
const STANDARD_FIELDS = new Set([
  'name', 'family_index', 'per_family_instance_index', 'run_name', 'run_type', 'repetitions',
  'repetition_index', 'threads', 'iterations', 'real_time', 'cpu_time', 'time_unit', 'aggregate_name',
  'aggregate_unit', 'label', 'error_occurred', 'error_message', 'big_o', 'rms',
]); // prettier-ignore

export function parseGoogleBenchmarkJson(text: string, source?: string): ResultSet {
  const data = parseJsonInput(text, source, 'Google Benchmark `--benchmark_out_format=json` output');
  const warnings = new WarningLog();
  const rows: GbenchRow[] = [];
  const entries = isRecord(data) && Array.isArray(data.benchmarks) ? data.benchmarks : [];
  if (entries.length === 0)
    warnings.add('no-benchmarks', 'the JSON has no `benchmarks` entries; nothing was read.');
  entries.forEach((b, index) => {
    const name = isRecord(b) && typeof b.name === 'string' ? b.name : `entry #${index + 1}`;
    if (!isRecord(b)) {
      warnings.add('bad-entry', `skipped ${name}: not an object.`);
      return;
    }
    if (b.error_occurred === true) {
      const why = typeof b.error_message === 'string' ? b.error_message : 'no message';
      warnings.add(
        'benchmark-error',
        `skipped ${name}: the benchmark reported an error (${why}).`,
        undefined,
        name,
      );
      return;
    }
    const realTime = finiteNumber(b.real_time);
    const cpuTime = finiteNumber(b.cpu_time);
    const isAggregate = b.run_type === 'aggregate';
    if (realTime === undefined || cpuTime === undefined) {
      // Complexity aggregates (_BigO/_RMS) carry fit coefficients, not times: counted as the console's are.
      if (!isAggregate)
        warnings.add('bad-entry', `skipped ${name}: no numeric real_time/cpu_time.`, undefined, name);
      else
        warnings.add(
          'complexity-row',
          'complexity fits (`_BigO`, `_RMS` rows) are not compared; the timed rows of the family are.',
          undefined,
          name,
        );
      return;
    }
    const counters: Record<string, number> = {};
    for (const [k, v] of Object.entries(b)) {
      if (!STANDARD_FIELDS.has(k) && typeof v === 'number' && Number.isFinite(v)) counters[k] = v;
    }
    rows.push({
      name: typeof b.run_name === 'string' ? b.run_name : name,
      aggregate: isAggregate ? String(b.aggregate_name ?? 'aggregate') : undefined,
      realTime,
      cpuTime,
      timeUnit: typeof b.time_unit === 'string' ? b.time_unit : 'ns',
      counters,
    });
  });
  return {
    format: 'google-benchmark',
    tool: 'Google Benchmark',
    measurements: groupGbenchRows(rows),
    warnings: warnings.list(),
    source,
  };
}
