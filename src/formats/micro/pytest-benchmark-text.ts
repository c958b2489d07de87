import type { Measurement, ResultSet } from '../../core/model.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import { normalizeUnit } from './units.js';
import { WarningLog } from './warnings.js';

// pytest-benchmark's terminal table: `Name (time in us)  Min  Max  Mean … OPS  Rounds`, each cell a value
// and, for most columns, its ratio to the best in parentheses (`41.9420 (1.0)`).

const HEADER = /^Name \(time in (\S+?)\)\s+(.+)$/;
const TIME_COLUMNS: Record<string, string> = {
  Min: 'min',
  Max: 'max',
  Mean: 'mean',
  StdDev: 'stddev',
  IQR: 'iqr',
};
const OPS_SCALE: Record<string, number> = { 'ops/s': 1, 'Kops/s': 1e3, 'Mops/s': 1e6 };

export function detectPytestBenchmarkText(head: string): number {
  if (/^Name \(time in \S+\)\s+\S/m.test(head)) return 0.9;
  return /^-+ benchmark(?: '[^']*')?: \d+ tests? -+$/m.test(head) ? 0.8 : 0;
}

interface Table {
  unit: string;
  columns: string[];
  opsScale: number;
}

function readHeader(m: RegExpExecArray): Table {
  // `OPS (Kops/s)`: the column name carries a scale; strip such annotations before splitting.
  const opsUnit = /OPS \((\w+\/s)\)/.exec(m[2])?.[1];
  const columns = m[2]
    .replace(/\([^()]*\)/g, ' ')
    .trim()
    .split(/\s+/);
  return { unit: m[1], columns, opsScale: OPS_SCALE[opsUnit ?? 'ops/s'] ?? 1 };
}

/** The column that stands for the benchmark: median when shown, else mean, else min. */
function headlineColumn(columns: string[]): number {
  for (const name of ['Median', 'Mean', 'Min']) {
    const i = columns.indexOf(name);
    if (i >= 0) return i;
  }
  return -1;
}

export function parsePytestBenchmarkText(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  let table: Table | undefined;

  cleanLines(text).forEach((line, i) => {
    const header = HEADER.exec(line);
    if (header) {
      table = readHeader(header);
      return;
    }
    const trimmed = line.trim();
    if (!table || /^-+$/.test(trimmed) || trimmed === '') return;
    if (/^(Legend:|=+ |-+ benchmark)/.test(trimmed)) {
      table = undefined;
      return;
    }
    // Drop the `(1.23)` ratios; then the last N cells are the columns and the rest is the name.
    const cells = line
      .replace(/\s\([^()\s]+\)/g, ' ')
      .trim()
      .split(/\s+/);
    const { columns, unit, opsScale } = table;
    const col = headlineColumn(columns);
    const values = cells.slice(cells.length - columns.length);
    const value = cells.length > columns.length && col >= 0 ? parseLocaleNumber(values[col]) : NaN;
    if (!Number.isFinite(value)) {
      warnings.add(
        'unparsed-row',
        'a pytest-benchmark table row has no readable Median/Mean/Min.',
        i + 1,
        line,
      );
      return;
    }
    const name = cells.slice(0, cells.length - columns.length).join(' ');
    const factor = normalizeUnit(unit).factor;
    const attrs: Record<string, number> = {};
    let stddev: number | undefined;
    columns.forEach((c, k) => {
      const v = parseLocaleNumber(values[k]);
      if (!Number.isFinite(v)) return;
      if (TIME_COLUMNS[c]) attrs[TIME_COLUMNS[c]] = v * factor;
      if (c === 'StdDev') stddev = v;
      else if (c === 'Rounds') attrs.rounds = v;
      else if (c === 'Iterations') attrs.iterations = v;
      else if (c === 'OPS') attrs.ops = v * opsScale;
    });
    // The headline column says which centre the value is (Min is neither).
    const center = columns[col] === 'Median' ? 'median' : columns[col] === 'Mean' ? 'mean' : undefined;
    const measurement = toMeasurement({
      key: name,
      value,
      unit,
      ...(center && { center }),
      error: stddev,
      params: extractParams(name),
      attrs,
    });
    // pytest-benchmark's StdDev is of its rounds.
    if (measurement.error !== undefined && attrs.rounds >= 1)
      measurement.errorKind = { stddevOf: attrs.rounds };
    measurements.push(measurement);
  });
  return {
    format: 'pytest-benchmark',
    tool: 'pytest-benchmark (terminal table)',
    measurements,
    warnings: warnings.list(),
    source,
  };
}
