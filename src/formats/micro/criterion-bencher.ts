import type { Measurement, ResultSet } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import { normalizeUnit } from './units.js';
import { WarningLog } from './warnings.js';

// `--output-format bencher` (criterion) and Rust's libtest `cargo bench`:
// `test <id> ... bench:   1,234 ns/iter (+/- 56)` (libtest may append `= 830 MB/s`). libtest pads every id
// to the longest one in the run, so the padding is not part of the key: one longer name added by a PR would
// otherwise change every key. The unit is usually `…/iter`; any other (a rate such as `MS/s`) is kept as is.

const BENCH_LINE =
  /^test (.+?) \.\.\. bench:\s+([\d,.]+) (\S+) \(\+\/- ([\d,.]+)\)(?:\s*=\s*([\d,.]+) (\S+))?\s*$/;

export function detectCriterionBencher(head: string): number {
  return /^test .+ \.\.\. bench:\s+[\d,.]+ \S+ \(\+\/- [\d,.]+\)/m.test(head) ? 0.85 : 0;
}

/** The `= N MB/s` suffix as attrs in canonical units (bytesPerSecond for byte rates, as before). */
function suffixAttrs(value: string | undefined, unit: string | undefined): Record<string, number> {
  if (value === undefined || unit === undefined) return {};
  const n = parseLocaleNumber(value);
  const norm = normalizeUnit(unit);
  if (!Number.isFinite(n)) return {};
  return norm.unit === 'B/s' ? { bytesPerSecond: n * norm.factor } : { throughput: n * norm.factor };
}

export function parseCriterionBencher(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  cleanLines(text).forEach((line, i) => {
    const m = BENCH_LINE.exec(line.trim());
    if (!m) {
      if (/^test .*\bbench:/.test(line.trim())) {
        warnings.add('unparsed-line', 'a `test … bench:` line could not be read.', i + 1, line);
      }
      return;
    }
    const key = m[1].trim();
    const value = parseLocaleNumber(m[2]);
    const spread = parseLocaleNumber(m[4]);
    if (!Number.isFinite(value) || key === '') {
      warnings.add('unparsed-line', 'a `test … bench:` line has no name or no numeric value.', i + 1, line);
      return;
    }
    // `+/- M` is the max-min range of the samples as libtest reports it, kept as the error.
    measurements.push(
      toMeasurement({
        key,
        value,
        unit: m[3],
        error: spread,
        params: extractParams(key),
        attrs: suffixAttrs(m[5], m[6]),
      }),
    );
  });
  return {
    format: 'criterion',
    tool: 'criterion (bencher output)',
    measurements,
    warnings: warnings.list(),
    source,
  };
}
