import { UserError } from '../../core/errors.js';
import type { Direction, Measurement, ResultSet } from '../../core/model.js';
import { readCsvRows } from './csv-rows.js';
import { isRecord, looksLikeJson, parseJsonInput } from './json.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { parseLocaleNumber } from './text.js';
import type { MicroFormat, MicroParseOptions } from './types.js';
import { normalizeUnit } from './units.js';
import { WarningLog } from './warnings.js';

// Generic tables: any CSV (or JSON array of objects) with a key column and a value column the user names.
// Other numeric columns travel along as attrs.

export interface GenericColumns {
  keyColumn: string;
  valueColumn: string;
  /** Unit of the value column; a known time/throughput/size unit is converted to the canonical one. */
  unit?: string;
  /** Defaults to what the unit implies, else smaller-is-better. */
  direction?: Direction;
}

function requireColumns(
  options: MicroParseOptions | undefined,
  available: string[],
  source?: string,
): GenericColumns {
  if (!options?.keyColumn || !options.valueColumn) {
    throw new UserError(
      `${source ? `'${source}'` : 'the input'} is read as a generic table, which needs --key-column and ` +
        `--value-column (columns found: ${available.join(', ') || 'none'}).`,
    );
  }
  return { ...options, keyColumn: options.keyColumn, valueColumn: options.valueColumn };
}

/** Case-insensitive column lookup; a missing column is a user error that lists what exists. */
function columnIndex(header: string[], wanted: string, flag: string, source?: string): number {
  const exact = header.indexOf(wanted);
  const index =
    exact >= 0 ? exact : header.findIndex((h) => h.trim().toLowerCase() === wanted.trim().toLowerCase());
  if (index < 0) {
    throw new UserError(
      `${flag} '${wanted}' is not a column of ${source ? `'${source}'` : 'the input'} ` +
        `(columns: ${header.join(', ')}).`,
    );
  }
  return index;
}

/** Builds measurements from rows of cells; shared by the CSV and JSON readers. */
function tableToResultSet(
  format: string,
  header: string[],
  rows: { line?: number; index: number; cells: unknown[] }[],
  columns: GenericColumns,
  source?: string,
): ResultSet {
  const keyAt = columnIndex(header, columns.keyColumn, '--key-column', source);
  const valueAt = columnIndex(header, columns.valueColumn, '--value-column', source);
  const unit = normalizeUnit(columns.unit ?? '');
  const known = columns.unit !== undefined && unit.metric !== 'value';
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  const where = (r: { line?: number; index: number }) =>
    r.line !== undefined ? `line ${r.line}` : `entry #${r.index + 1}`;
  for (const row of rows) {
    const key = String(row.cells[keyAt] ?? '').trim();
    const rawValue = row.cells[valueAt];
    const value = typeof rawValue === 'number' ? rawValue : parseLocaleNumber(String(rawValue ?? ''));
    if (!key || !Number.isFinite(value)) {
      const empty = rawValue === undefined || rawValue === null || String(rawValue).trim() === '';
      warnings.add(
        empty ? 'empty-value' : 'unparsed-value',
        empty
          ? `rows without a ${columns.valueColumn} value were skipped (first at ${where(row)}).`
          : `rows whose ${columns.valueColumn} is not a number (or with no ${columns.keyColumn}) were skipped (first at ${where(row)}).`,
        row.line,
        row.cells.map(String).join(','),
      );
      continue;
    }
    const attrs: Record<string, number> = {};
    header.forEach((name, i) => {
      if (i === keyAt || i === valueAt) return;
      const c = row.cells[i];
      const v = typeof c === 'number' ? c : typeof c === 'string' ? parseLocaleNumber(c) : NaN;
      if (Number.isFinite(v)) attrs[name] = v;
    });
    measurements.push(
      toMeasurement({
        key,
        value,
        unit: columns.unit ?? '',
        metric: known ? unit.metric : 'value',
        direction: columns.direction ?? unit.direction,
        params: extractParams(key),
        attrs,
      }),
    );
  }
  return { format, tool: 'generic table', measurements, warnings: warnings.list(), source };
}

export function parseGenericCsv(text: string, columns: GenericColumns, source?: string): ResultSet {
  const [header, ...rows] = readCsvRows(text);
  if (!header)
    throw new UserError(`${source ? `'${source}'` : 'the CSV input'} is empty: expected a header row.`);
  return tableToResultSet(
    'generic-csv',
    header.cells.map((c) => c.trim()),
    rows.map((r, index) => ({ line: r.line, index, cells: r.cells })),
    columns,
    source,
  );
}

/** Objects in a JSON array (or the first array-valued property of a top-level object), as table rows. */
function jsonRows(data: unknown): Record<string, unknown>[] | undefined {
  const list = Array.isArray(data)
    ? data
    : isRecord(data)
      ? Object.values(data).find(Array.isArray)
      : undefined;
  return list?.filter(isRecord);
}

export function parseGenericJson(text: string, columns: GenericColumns, source?: string): ResultSet {
  const data = parseJsonInput(text, source, 'an array of objects with the key and value fields');
  const objects = jsonRows(data);
  if (!objects) {
    throw new UserError(
      `${source ? `'${source}'` : 'the JSON input'} holds no array of objects to read as a table.`,
    );
  }
  const header = [...new Set(objects.flatMap((o) => Object.keys(o)))];
  return tableToResultSet(
    'generic-json',
    header,
    objects.map((o, index) => ({ index, cells: header.map((h) => o[h]) })),
    columns,
    source,
  );
}

/** A header of names and rows with the same number of cells: any table could be a generic CSV. */
export function detectGenericCsv(head: string): number {
  // The first 20 non-blank lines, without splitting all of the head (detection runs on every input).
  const lines: string[] = [];
  for (let start = 0; start < head.length && lines.length < 20;) {
    let end = head.indexOf('\n', start);
    if (end < 0) end = head.length;
    const line = head.slice(
      start,
      end < head.length && end > start && head[end - 1] === '\r' ? end - 1 : end,
    );
    if (line.trim() !== '') lines.push(line);
    start = end + 1;
  }
  if (lines.length < 2 || looksLikeJson(head)) return 0;
  const rows = readCsvRows(lines.join('\n'));
  const width = rows[0].cells.length;
  if (width < 2 || rows.some((r) => r.cells.length !== width)) return 0;
  return rows[0].cells.every((h) => !/^\s*-?[\d.]+\s*$/.test(h)) ? 0.1 : 0;
}

export function detectGenericJson(head: string): number {
  return /^\s*\[\s*\{/.test(head) ? 0.05 : 0;
}

export const genericCsv: MicroFormat = {
  name: 'generic-csv',
  description: 'any CSV with a key column and a value column (--key-column, --value-column, --unit)',
  detect: detectGenericCsv,
  // The user names the columns: any table is this layout.
  layout: () => true,
  parse: (text, source, options) => {
    const [header] = readCsvRows(text.slice(0, 65536).split(/\r?\n/, 1)[0] ?? '');
    return parseGenericCsv(text, requireColumns(options, header?.cells ?? [], source), source);
  },
};

export const genericJson: MicroFormat = {
  name: 'generic-json',
  description: 'a JSON array of objects with a key field and a value field (--key-column, --value-column)',
  detect: detectGenericJson,
  layout: () => true,
  parse: (text, source, options) => {
    if (!options?.keyColumn || !options.valueColumn) {
      const objects = jsonRows(parseJsonInput(text, source, 'an array of objects')) ?? [];
      requireColumns(options, [...new Set(objects.flatMap((o) => Object.keys(o)))], source);
    }
    return parseGenericJson(text, requireColumns(options, [], source), source);
  },
};
