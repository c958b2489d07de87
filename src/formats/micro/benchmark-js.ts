import type { Measurement, ResultSet } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// benchmark.js `String(event.target)`: `name x 1,234 ops/sec ±1.23% (21 runs sampled)`.

const LINE = /^(.+?) x ([\d,.]+) ops\/sec ±([\d.]+)% \((\d+) runs? sampled\)\s*$/;

export function detectBenchmarkJs(head: string): number {
  return /^.+ x [\d,.]+ ops\/sec ±[\d.]+% \(\d+ runs? sampled\)/m.test(head) ? 0.9 : 0;
}

export function parseBenchmarkJs(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  cleanLines(text).forEach((line, i) => {
    const m = LINE.exec(line.trim());
    if (!m) {
      if (/ops\/sec/.test(line))
        warnings.add('unparsed-line', 'a line mentions ops/sec but could not be read.', i + 1, line);
      return;
    }
    const hz = parseLocaleNumber(m[2]);
    const rme = Number(m[3]);
    if (!Number.isFinite(hz)) {
      warnings.add('unparsed-line', 'an ops/sec value is not a number.', i + 1, line);
      return;
    }
    const measurement = toMeasurement({
      key: m[1],
      value: hz,
      unit: 'ops/s',
      // ±rme% is the relative margin of error benchmark.js computed from its samples: a Student-t 95%
      // interval (its tTable: "two-tailed critical values for 95% confidence") over the runs sampled.
      error: (hz * rme) / 100,
      params: extractParams(m[1]),
      attrs: { rmePct: rme, runs: Number(m[4]) },
    });
    if (measurement.error !== undefined)
      measurement.errorKind = {
        confidence: 0.95,
        n: Number(m[4]) >= 2 ? Number(m[4]) : undefined,
        cycles: true,
      };
    measurements.push(measurement);
  });
  return { format: 'benchmarkjs', tool: 'benchmark.js', measurements, warnings: warnings.list(), source };
}

export const benchmarkJs: MicroFormat = {
  name: 'benchmarkjs',
  description: 'benchmark.js cycle lines (`name x 1,234 ops/sec ±1.2% (21 runs sampled)`)',
  detect: detectBenchmarkJs,
  parse: parseBenchmarkJs,
};
