// Series for `benchdelta changepoints` from a CSV with a header or from JSON: an array of numbers,
// `{name: [numbers]}`, or rows `[{key, value}]`. A grouping column makes one series per distinct value.
// Every mistake is a UserError that names the line (or entry) and what to do.
import { UserError } from '../core/errors.js';
import { readCsvRows } from '../formats/micro/csv-rows.js';
import { isRecord, looksLikeJson, parseJsonInput } from '../formats/micro/json.js';
import { parseLocaleNumber } from '../formats/micro/text.js';

export interface SeriesColumns {
  /** One series per distinct value of this column. */
  seriesColumn?: string;
  /** A label per point (time, commit…); default the first of KEY_NAMES present. */
  keyColumn?: string;
  /** The numbers; default the one numeric column left, or one named `value`/`metric`. */
  valueColumn?: string;
}

export interface NamedSeries {
  name: string;
  values: number[];
  /** A label per point when the input has a key column, and that column's name. */
  keys?: string[];
  keyName?: string;
  /** The commit of each point, when a `commit` column is there besides the key column. */
  commits?: string[];
}

const KEY_NAMES = ['time', 'timestamp', 'date', 'commit', 'sha', 'revision', 'key'];
const VALUE_NAMES = ['value', 'metric'];

interface Row {
  /** `line 12` or `entry #3`. */
  where: string;
  cells: Map<string, unknown>;
}

function findColumn(header: string[], wanted: string): string | undefined {
  return (
    header.find((h) => h === wanted) ??
    header.find((h) => h.trim().toLowerCase() === wanted.trim().toLowerCase())
  );
}

function requireColumn(header: string[], wanted: string, flag: string, source: string): string {
  const found = findColumn(header, wanted);
  if (found === undefined) {
    throw new UserError(
      `${flag} '${wanted}' is not a column of '${source}' (columns: ${header.join(', ') || 'none'})`,
    );
  }
  return found;
}

const isNumeric = (v: unknown) =>
  typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && Number.isFinite(parseLocaleNumber(v));

function pickValueColumn(
  header: string[],
  rows: Row[],
  taken: (string | undefined)[],
  source: string,
): string {
  const free = header.filter((h) => !taken.includes(h));
  const named = VALUE_NAMES.map((n) => findColumn(free, n)).find((h) => h !== undefined);
  if (named) return named;
  const numeric = free.filter((h) => rows.length > 0 && rows.every((r) => isNumeric(r.cells.get(h))));
  if (numeric.length === 1) return numeric[0];
  throw new UserError(
    `'${source}': which column holds the values? Give --value-column (columns: ${header.join(', ') || 'none'}` +
      `${numeric.length > 1 ? `; numeric: ${numeric.join(', ')}` : ''})`,
  );
}

function tableToSeries(header: string[], rows: Row[], columns: SeriesColumns, source: string): NamedSeries[] {
  const group =
    columns.seriesColumn && requireColumn(header, columns.seriesColumn, '--series-column', source);
  const key = columns.keyColumn
    ? requireColumn(header, columns.keyColumn, '--key-column', source)
    : KEY_NAMES.map((n) => findColumn(header, n)).find((h) => h !== undefined && h !== group);
  const value = columns.valueColumn
    ? requireColumn(header, columns.valueColumn, '--value-column', source)
    : pickValueColumn(header, rows, [group, key], source);
  const commit = [findColumn(header, 'commit')].find(
    (c) => c !== undefined && ![group, key, value].includes(c),
  );
  const bySeries = new Map<string, NamedSeries>();
  for (const row of rows) {
    const raw = row.cells.get(value);
    const number = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseLocaleNumber(raw) : NaN;
    if (!Number.isFinite(number)) {
      const shown =
        raw === undefined || raw === null || String(raw).trim() === ''
          ? 'empty'
          : `"${String(raw).slice(0, 40)}"`;
      throw new UserError(
        `'${source}' ${row.where}: the ${value} value is ${shown}, not a number; fix or remove that row` +
          (columns.valueColumn ? '' : ', or name the value column with --value-column'),
      );
    }
    const name = group ? String(row.cells.get(group) ?? '') : value;
    let series = bySeries.get(name);
    if (!series) {
      series = {
        name,
        values: [],
        ...(key ? { keys: [], keyName: key } : {}),
        ...(commit ? { commits: [] } : {}),
      };
      bySeries.set(name, series);
    }
    series.values.push(number);
    series.keys?.push(String(row.cells.get(key!) ?? ''));
    series.commits?.push(String(row.cells.get(commit!) ?? ''));
  }
  if (bySeries.size === 0) {
    throw new UserError(
      `'${source}' has no rows of values: a change-point analysis needs a series of numbers`,
    );
  }
  return [...bySeries.values()];
}

function jsonToSeries(data: unknown, columns: SeriesColumns, source: string): NamedSeries[] {
  const numbers = (list: unknown[], name: string): NamedSeries => {
    const bad = list.findIndex((v) => typeof v !== 'number' || !Number.isFinite(v));
    if (bad >= 0) {
      throw new UserError(
        `'${source}' ${name === 'values' ? '' : `series "${name.slice(0, 40)}" `}entry #${bad + 1} is ` +
          `${JSON.stringify(list[bad])?.slice(0, 40)}, not a number: give finite numbers only`,
      );
    }
    if (list.length === 0)
      throw new UserError(`'${source}' series "${name.slice(0, 40)}" is empty: give it values`);
    return { name, values: list as number[] };
  };
  if (Array.isArray(data) && data.every((v) => !isRecord(v))) return [numbers(data, 'values')];
  if (Array.isArray(data)) {
    const rows = data.map((entry, i): Row => {
      if (!isRecord(entry))
        throw new UserError(`'${source}' entry #${i + 1} is not an object like the others`);
      return { where: `entry #${i + 1}`, cells: new Map(Object.entries(entry)) };
    });
    return tableToSeries([...new Set(data.flatMap((o) => Object.keys(o as object)))], rows, columns, source);
  }
  if (isRecord(data)) {
    const entries = Object.entries(data);
    const notList = entries.find(([, v]) => !Array.isArray(v));
    if (notList || entries.length === 0) {
      throw new UserError(
        `'${source}': expected an array of numbers, {"name": [numbers]} or rows [{"key": …, "value": …}]` +
          (notList ? ` ("${notList[0].slice(0, 40)}" is not an array)` : ' (the object is empty)'),
      );
    }
    return entries.map(([name, list]) => numbers(list as unknown[], name));
  }
  throw new UserError(
    `'${source}': expected an array of numbers, {"name": [numbers]} or rows [{"key": …, "value": …}]`,
  );
}

/** The series in `text` (CSV with a header, or JSON), read from `source` (named in errors). */
export function readSeriesTable(text: string, columns: SeriesColumns, source: string): NamedSeries[] {
  if (looksLikeJson(text)) {
    return jsonToSeries(
      parseJsonInput(text, source, 'an array of numbers, {name: [numbers]} or rows'),
      columns,
      source,
    );
  }
  const [header, ...rows] = readCsvRows(text);
  if (!header)
    throw new UserError(`'${source}' is empty: expected a CSV header row and rows of values, or JSON`);
  const names = header.cells.map((c) => c.trim());
  return tableToSeries(
    names,
    rows.map((r) => ({ where: `line ${r.line}`, cells: new Map(names.map((n, i) => [n, r.cells[i]])) })),
    columns,
    source,
  );
}
