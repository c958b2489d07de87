import type { Measurement, ResultSet } from '../../core/model.js';
import { finiteNumber, isRecord, parseJsonInput } from './json.js';
import { numericAttrs, toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { WarningLog } from './warnings.js';

// pytest-benchmark `--benchmark-json`: `benchmarks[]` with `stats` in seconds and the raw per-round
// timings (per iteration) in `stats.data` when the run kept them.

export function detectPytestBenchmarkJson(head: string): number {
  if (!/^\s*\{/.test(head)) return 0;
  const hasInfo = /"machine_info"\s*:/.test(head) || /"commit_info"\s*:/.test(head);
  const hasBench = /"benchmarks"\s*:/.test(head) && /"fullname"\s*:/.test(head);
  if (hasInfo && (hasBench || /"python_implementation"/.test(head))) return 0.95;
  return hasBench && /"stats"\s*:/.test(head) ? 0.8 : 0;
}

export function parsePytestBenchmarkJson(text: string, source?: string): ResultSet {
  const data = parseJsonInput(text, source, 'pytest-benchmark `--benchmark-json` output');
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  const benchmarks = isRecord(data) && Array.isArray(data.benchmarks) ? data.benchmarks : undefined;
  if (!benchmarks) {
    warnings.add('no-benchmarks', 'the JSON has no `benchmarks` array; nothing was read.');
    return { format: 'pytest-benchmark', measurements, warnings: warnings.list(), source };
  }
  const keyOf = benchmarkKeys(benchmarks, warnings);
  benchmarks.forEach((b, index) => {
    const name = isRecord(b) && typeof b.name === 'string' ? b.name : `entry #${index + 1}`;
    const stats = isRecord(b) && isRecord(b.stats) ? b.stats : undefined;
    // The median is the headline value: robust to the GC pauses and outliers pytest-benchmark counts.
    const median = stats ? finiteNumber(stats.median) : undefined;
    if (!isRecord(b) || !stats || median === undefined) {
      warnings.add('bad-entry', `skipped ${name}: it has no \`stats.median\`.`, undefined, name);
      return;
    }
    const params: Record<string, string> = extractParams(name);
    if (isRecord(b.params)) for (const [k, v] of Object.entries(b.params)) params[k] = String(v);
    const data = Array.isArray(stats.data)
      ? stats.data.filter((v): v is number => finiteNumber(v) !== undefined)
      : [];
    const attrs = numericAttrs({
      mean: finiteNumber(stats.mean),
      min: finiteNumber(stats.min),
      max: finiteNumber(stats.max),
      stddev: finiteNumber(stats.stddev),
      iqr: finiteNumber(stats.iqr),
    });
    const rounds = finiteNumber(stats.rounds);
    if (rounds !== undefined) attrs.rounds = rounds;
    // Fewer timings than rounds (a trimmed or hand-edited file): they are not the sample the statistics came
    // from, so the reported statistics stand alone.
    const partial = rounds !== undefined && data.length > 0 && data.length < rounds;
    if (partial) {
      warnings.add(
        'partial-data',
        `\`stats.data\` holds fewer timings than \`stats.rounds\` (first: ${name}, ${data.length} of ${rounds}); ` +
          'the reported statistics are used without samples (rerun without trimming the JSON to compare samples).',
        undefined,
        name,
      );
    }
    const iterations = finiteNumber(stats.iterations);
    if (iterations !== undefined) attrs.iterations = iterations;
    const measurement = toMeasurement({
      key: keyOf(index, name),
      value: median,
      center: 'median',
      unit: 's',
      samples: partial ? undefined : data,
      error: finiteNumber(stats.stddev),
      params,
      attrs,
    });
    // pytest-benchmark's stddev is of its rounds.
    if (measurement.error !== undefined && rounds !== undefined && rounds >= 1)
      measurement.errorKind = { stddevOf: rounds };
    measurements.push(measurement);
  });
  const version = isRecord(data) && typeof data.version === 'string' ? data.version : undefined;
  return {
    format: 'pytest-benchmark',
    tool: version ? `pytest-benchmark ${version}` : 'pytest-benchmark',
    measurements,
    warnings: warnings.list(),
    source,
  };
}

/**
 * The key of each entry: its `name` (the test function with its parameters), or its `fullname`
 * (`tests/test_a.py::test_x`) when two entries of the file share a name — tests of one name in two modules, which
 * `name` alone would make one key, so a comparison would keep only one of them.
 */
function benchmarkKeys(benchmarks: unknown[], warnings: WarningLog): (index: number, name: string) => string {
  const count = new Map<string, number>();
  for (const b of benchmarks)
    if (isRecord(b) && typeof b.name === 'string') count.set(b.name, (count.get(b.name) ?? 0) + 1);
  const repeated = [...count].filter(([, n]) => n > 1).map(([name]) => name);
  if (repeated.length > 0)
    warnings.add(
      'repeated-name',
      `${repeated.length} test name(s) appear in more than one module (first: ${repeated[0]}); those tests are ` +
        'keyed by their full name (module::test), so the other side must name them the same way.',
      undefined,
      repeated[0],
    );
  return (index, name) => {
    const b = benchmarks[index];
    return (count.get(name) ?? 0) > 1 && isRecord(b) && typeof b.fullname === 'string' ? b.fullname : name;
  };
}
