import type { Measurement, ResultSet } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// Dart's benchmark_harness (`BenchmarkBase.report()`): one line per benchmark, `Name(RunTime): 1.0 us.`, the
// mean time of one `run()` call in microseconds (the harness times runs for at least 2 s and divides).

const LINE = /^(.+)\(RunTime\): (\S+) us\.$/;

export function detectDartBenchmarkHarness(head: string): number {
  return cleanLines(head).some((l) => LINE.test(l.trim())) ? 0.9 : 0;
}

export function parseDartBenchmarkHarness(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  cleanLines(text).forEach((line, i) => {
    if (!line.includes('(RunTime): ')) return;
    const m = LINE.exec(line.trim());
    const value = m ? parseLocaleNumber(m[2]) : NaN;
    if (!m || !Number.isFinite(value)) {
      warnings.add('unparsed-line', 'a `Name(RunTime): <n> us.` line has no readable time.', i + 1, line);
      return;
    }
    const name = m[1].trim();
    measurements.push(
      toMeasurement({ key: name, value, unit: 'us', center: 'mean', params: extractParams(name) }),
    );
  });
  return {
    format: 'dart-benchmark-harness',
    tool: 'Dart benchmark_harness',
    measurements,
    warnings: warnings.list(),
    source,
  };
}

export const dartBenchmarkHarness: MicroFormat = {
  name: 'dart-benchmark-harness',
  description: 'Dart benchmark_harness output (`Name(RunTime): 1.0 us.`, mean µs per run)',
  detect: detectDartBenchmarkHarness,
  parse: parseDartBenchmarkHarness,
};
