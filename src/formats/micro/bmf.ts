import type { Direction, Measurement, ResultSet } from '../../core/model.js';
import { finiteNumber, isRecord, parseJsonInput } from './json.js';
import { numericAttrs, toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import type { MicroFormat } from './types.js';
import { normalizeUnit } from './units.js';
import { WarningLog } from './warnings.js';

// Bencher Metric Format (BMF), what `bencher run --adapter json` reads:
//   { "<benchmark>": { "<measure>": { "value": n, "lower_value": n?, "upper_value": n? } } }
// Bencher's built-in measures carry units (latency ns, throughput ops/s, file-size bytes, build-time s);
// a custom measure has no unit or direction in the file, so it is kept as a count, smaller is better,
// and that assumption is counted in a warning.

interface KnownMeasure {
  unit: string;
  metric?: string;
  direction?: Direction;
}

const KNOWN: Record<string, KnownMeasure> = {
  latency: { unit: 'ns' },
  throughput: { unit: 'ops/s' },
  'file-size': { unit: 'B', metric: 'file-size' },
  'build-time': { unit: 's', metric: 'build-time' },
  // Gungraun/iai-callgrind and dhat counters as Bencher's adapters name them: counts, fewer is better.
  instructions: { unit: 'count', metric: 'instructions' },
  'estimated-cycles': { unit: 'count', metric: 'estimated-cycles' },
};

export function detectBmf(head: string): number {
  // `{ "bench": { "measure": { … "value": n` — three nested objects, the innermost with a numeric value. Some
  // writers add fields of their own before it (luabench: `values`, `len`). 0.9 outbids tinybench's 0.85 for
  // `latency`/`throughput` measures, which its v3 detection also matches.
  const nested = /^\uFEFF?\s*\{\s*"[^"\n]{0,1000}"\s*:\s*\{\s*"[^"\n]{0,200}"\s*:\s*\{/.exec(head);
  if (!nested) return 0;
  const measure = head.slice(nested[0].length, nested[0].length + 2000);
  const close = measure.indexOf('}');
  const fields = close < 0 ? measure : measure.slice(0, close);
  return /"(value|lower_value|upper_value)"\s*:\s*-?[\d.]/.test(fields) ? 0.9 : 0;
}

export function parseBmf(text: string, source?: string): ResultSet {
  const data = parseJsonInput(
    text,
    source,
    'Bencher Metric Format JSON ({ benchmark: { measure: { value } } })',
  );
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  if (!isRecord(data)) {
    warnings.add('not-bmf', 'the JSON is not an object of benchmarks; nothing was read.');
    return { format: 'bmf', tool: 'Bencher Metric Format', measurements, warnings: warnings.list(), source };
  }
  for (const [bench, measures] of Object.entries(data)) {
    if (!isRecord(measures)) {
      warnings.add('bad-entry', `skipped ${bench}: its measures are not an object.`, undefined, bench);
      continue;
    }
    for (const [measure, metric] of Object.entries(measures)) {
      const value = isRecord(metric) ? finiteNumber(metric.value) : undefined;
      if (!isRecord(metric) || value === undefined) {
        warnings.add(
          'bad-entry',
          'skipped a measure without a numeric `value`.',
          undefined,
          `${bench} ${measure}`,
        );
        continue;
      }
      const known = KNOWN[measure];
      if (!known) {
        warnings.add(
          'assumed-direction',
          `measure '${measure}' is not one of Bencher's built-in ones: read as a count where smaller is better.`,
          undefined,
          measure,
        );
      }
      const lower = finiteNumber(metric.lower_value);
      const upper = finiteNumber(metric.upper_value);
      const unit = known?.unit ?? 'count';
      measurements.push(
        toMeasurement({
          key: bench,
          value,
          unit,
          metric: known?.metric ?? (known ? undefined : measure),
          direction: known?.direction,
          error:
            lower !== undefined && upper !== undefined && upper >= lower ? (upper - lower) / 2 : undefined,
          params: extractParams(bench),
          attrs: numericAttrs({ lowerValue: lower, upperValue: upper }, normalizeUnit(unit).factor),
        }),
      );
    }
  }
  return { format: 'bmf', tool: 'Bencher Metric Format', measurements, warnings: warnings.list(), source };
}

export const bmf: MicroFormat = {
  name: 'bmf',
  description: 'Bencher Metric Format JSON ({ benchmark: { measure: { value, lower_value, upper_value } } })',
  detect: detectBmf,
  parse: parseBmf,
};
