// Chunked import timings, as header-import studies log them: one record per chunk with its validation and
// write times. Two spellings are read:
//   CSV          chunk,validation_ms,write_ms         (header first; `;` or tab also work)
//                1,12.3,4.5
//   JSON lines   {"chunk":1,"validation":12.3,"write":4.5}   (or a JSON array of such objects)
// The chunk column may be called chunk, chunk_id, chunk_index or batch. A time column's unit comes from a
// suffix (`_ms`, `_us`, `_ns`, `_s`, ` (ms)`, `[s]`), else from a `"unit"` field (JSON), else it is read
// as milliseconds and a warning says so. Other numeric columns (headers, blocks, bytes…) travel as attrs.
// Each chunk becomes one measurement per time column: key `chunk <id>`, metric = the column's name.
import { UserError } from '../../core/errors.js';
import type { Measurement, ResultSet } from '../../core/model.js';
import { readCsvRows } from './csv-rows.js';
import { isRecord, parseJsonInput } from './json.js';
import { parseLocaleNumber } from './text.js';
import type { MicroFormat } from './types.js';
import { secondsPer } from './units.js';
import { WarningLog } from './warnings.js';

const CHUNK_COLUMN = /^(chunk|chunk[_ -]?(id|index|idx|no|nr|number)|batch|batch[_ -]?(id|index|no))$/i;
/** Column names that are times even without a unit suffix. */
const TIME_WORDS =
  /^(validation|validate|verify|verification|write|writes|persist|commit|read|exec|execution|import|insert|total|time|duration|elapsed|process|processing|hash|hashing|download|sync)$/i;
/** `validation_ms`, `write (ms)`, `total[s]`, `exec-us`: name and time unit. */
const UNIT_SUFFIX = /^(.*?)(?:[_\- ]+|\s*[([])(ns|us|µs|μs|ms|s|sec|seconds|millis)\]?\)?$/i;
const UNIT_ALIASES: Record<string, string> = { millis: 'ms', seconds: 's', sec: 's' };

interface Column {
  index: number;
  name: string;
  /** Seconds per unit for a time column; undefined for a plain attribute. */
  factor?: number;
  assumedMs: boolean;
}

function classify(header: string[], unitHint?: string): { chunkAt: number; columns: Column[] } {
  const chunkAt = header.findIndex((h) => CHUNK_COLUMN.test(h.trim()));
  const columns: Column[] = [];
  header.forEach((raw, index) => {
    if (index === chunkAt) return;
    const h = raw.trim();
    // A column name is short; the lazy match would rescan a long run of spaces from each position in it.
    const m = h.length <= 200 ? UNIT_SUFFIX.exec(h) : null;
    if (m && m[1] !== '') {
      const unit = UNIT_ALIASES[m[2].toLowerCase()] ?? m[2];
      const factor = secondsPer(unit) ?? secondsPer(unit.toLowerCase());
      if (factor !== undefined) {
        columns.push({ index, name: m[1].trim(), factor, assumedMs: false });
        return;
      }
    }
    if (TIME_WORDS.test(h)) {
      const hinted = unitHint !== undefined ? secondsPer(unitHint) : undefined;
      columns.push({ index, name: h, factor: hinted ?? 1e-3, assumedMs: hinted === undefined });
      return;
    }
    columns.push({ index, name: h, assumedMs: false });
  });
  return { chunkAt, columns };
}

function toResultSet(
  header: string[],
  rows: Array<{ line?: number; cells: unknown[] }>,
  source: string | undefined,
  unitHint?: string,
): ResultSet {
  const where = source ? `'${source}'` : 'the input';
  const { chunkAt, columns } = classify(header, unitHint);
  if (chunkAt < 0) {
    throw new UserError(
      `${where} has no chunk column (columns: ${header.join(', ')}); chunked timings need a column named ` +
        'chunk (or chunk_id, chunk_index, batch) and time columns such as validation_ms, write_ms.',
    );
  }
  const times = columns.filter((c) => c.factor !== undefined);
  if (times.length === 0) {
    throw new UserError(
      `${where} has a chunk column but no time column (columns: ${header.join(', ')}); name them with a ` +
        'unit suffix (validation_ms, write_s) or use validation / write / total.',
    );
  }
  const warnings = new WarningLog();
  for (const c of times) {
    if (c.assumedMs) {
      warnings.add(
        `assumed-ms-${c.name}`,
        `column '${c.name}' has no unit; read as milliseconds (add a suffix such as ${c.name}_ms or ${c.name}_s to say otherwise).`,
      );
    }
  }
  const attrsCols = columns.filter((c) => c.factor === undefined);
  const measurements: Measurement[] = [];
  rows.forEach((row, i) => {
    const id = String(row.cells[chunkAt] ?? '').trim();
    if (id === '') {
      warnings.add('no-chunk-id', 'records without a chunk id were skipped.', row.line ?? i + 1);
      return;
    }
    let attrs: Record<string, number> | undefined;
    for (const c of attrsCols) {
      const v = numberOf(row.cells[c.index]);
      if (Number.isFinite(v)) (attrs ??= {})[c.name] = v;
    }
    for (const c of times) {
      const cell = row.cells[c.index];
      if (cell === undefined || cell === null || String(cell).trim() === '') continue;
      const v = numberOf(cell);
      if (!Number.isFinite(v)) {
        warnings.add(
          'unparsed-value',
          'time values that are not numbers were skipped.',
          row.line ?? i + 1,
          String(cell),
        );
        continue;
      }
      const m: Measurement = {
        key: `chunk ${id}`,
        metric: c.name,
        value: v * (c.factor as number),
        unit: 's',
        direction: 'smaller-is-better',
      };
      if (attrs) m.attrs = attrs;
      measurements.push(m);
    }
  });
  return {
    format: 'chunked',
    tool: 'chunked import timings',
    measurements,
    warnings: warnings.list(),
    source,
  };
}

function numberOf(cell: unknown): number {
  return typeof cell === 'number' ? cell : typeof cell === 'string' ? parseLocaleNumber(cell) : NaN;
}

function parseJsonRecords(text: string, source?: string): ResultSet {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  let objects: Record<string, unknown>[];
  const lineOf: number[] = [];
  if (trimmed.startsWith('[')) {
    const data = parseJsonInput(trimmed, source, 'an array of {"chunk", "validation", "write"} objects');
    objects = (Array.isArray(data) ? data : []).filter(isRecord);
  } else {
    objects = [];
    const lines = trimmed.split(/\r?\n/);
    lines.forEach((line, i) => {
      if (line.trim() === '') return;
      const o = parseJsonInput(
        line,
        source ? `${source}:${i + 1}` : `line ${i + 1}`,
        'one JSON object per line',
      );
      if (isRecord(o)) {
        objects.push(o);
        lineOf.push(i + 1);
      }
    });
  }
  const header: string[] = [];
  const seen = new Set<string>();
  for (const o of objects) {
    for (const k of Object.keys(o)) {
      if (!seen.has(k) && k !== 'unit') {
        seen.add(k);
        header.push(k);
      }
    }
  }
  const unit = objects.find((o) => typeof o.unit === 'string')?.unit as string | undefined;
  return toResultSet(
    header,
    objects.map((o, i) => ({ line: lineOf[i], cells: header.map((h) => o[h]) })),
    source,
    unit,
  );
}

export function parseChunked(text: string, source?: string): ResultSet {
  if (/^\uFEFF?\s*[[{]/.test(text)) return parseJsonRecords(text, source);
  const [header, ...rows] = readCsvRows(text);
  if (!header)
    throw new UserError(`${source ? `'${source}'` : 'the input'} is empty: expected a header row.`);
  return toResultSet(
    header.cells.map((c) => c.trim()),
    rows.map((r) => ({ line: r.line, cells: r.cells })),
    source,
  );
}

/** A chunk column plus a time column, in a CSV header or in the first JSON record(s). */
export function detectChunked(head: string): number {
  const body = head.replace(/^\uFEFF/, '').trimStart();
  let keys: string[];
  if (body.startsWith('{') || body.startsWith('[')) {
    const m = /\{[^{}]*\}/.exec(body);
    if (!m) return 0;
    try {
      const o: unknown = JSON.parse(m[0]);
      if (!isRecord(o)) return 0;
      keys = Object.keys(o);
    } catch {
      return 0;
    }
  } else {
    const first = body.split(/\r?\n/, 1)[0] ?? '';
    keys = first.split(/[,;\t]/).map((k) => k.trim().replace(/^"|"$/g, ''));
  }
  if (!keys.some((k) => CHUNK_COLUMN.test(k))) return 0;
  const { columns } = classify(keys);
  const times = columns.filter((c) => c.factor !== undefined);
  if (times.length === 0) return 0;
  return times.some((c) => /^(validation|write)$/i.test(c.name)) ? 0.95 : 0.8;
}

export const chunked: MicroFormat = {
  name: 'chunked',
  description:
    'chunked import timings: CSV `chunk,validation_ms,write_ms` or JSON lines {"chunk","validation","write"}',
  detect: detectChunked,
  parse: (text, source) => parseChunked(text, source),
};
