import type { Measurement, ResultSet } from '../../core/model.js';
import { numericAttrs, toMeasurement } from './measurement.js';
import { readParamTable } from './asv-param-table.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import { WarningLog } from './warnings.js';

// asv's console output (airspeed velocity, Python): `asv run` prints one line per benchmark,
// `[ 35.00%] ··· benchmarks.TimeSuite.time_keys    11.2±0.01μs` (the median, ± half the interquartile range), and
// `asv continuous` / `asv compare` print a table of both commits, in columns
// (`[+-!x ] before after ratio name`) or, since asv 0.6, as a Markdown table (`| Change | Before [...] | …`).
// A file with a comparison table is read from it (the after column, the before value kept as `previous`); else
// from the run lines. Values are formatted by unit: `time_` benchmarks in ns…y, `mem_`/`peakmem_` in bytes with
// k/M/G… suffixes, `track_` as plain numbers (asv's `human_value`).

const DOTS = '···';
/** `[ 35.00%] ··· name   value` (the progress prefix is what tells asv's lines from any other). */
const RUN_LINE = /^\[\s*\d+(?:\.\d+)?%\] ·{3} (.*)$/;
const ENV_LINE = /^\[\s*\d+(?:\.\d+)?%\] ·{2} Benchmarking (\S+)/;
const COMMIT_LINE = /^\[\s*\d+(?:\.\d+)?%\] · For .* commit /;
const PLAIN_HEADER = /(^|\s)before\s+after\s+ratio\s*$/;

/** `| Change | Before [hash] | After [hash] | Ratio | Benchmark (Parameter) |`, cell by cell (linear on any line). */
function isMarkdownHeader(line: string): boolean {
  const t = line.trim();
  if (!t.startsWith('| Change') && !t.startsWith('|Change')) return false;
  const c = t.split('|').map((x) => x.trim());
  return (
    c[1] === 'Change' &&
    !!c[2]?.startsWith('Before') &&
    c[3]?.startsWith('After') &&
    c[4] === 'Ratio' &&
    !!c[5]?.startsWith('Benchmark')
  );
}

const TIME_UNITS: Record<string, number> = {
  ns: 1e-9,
  μs: 1e-6,
  µs: 1e-6,
  us: 1e-6,
  ms: 1e-3,
  s: 1,
  m: 60,
  h: 3600,
  d: 86400,
  w: 604800,
  y: 31536000,
};
const BYTE_SUFFIXES: Record<string, number> = { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18 };
const HUMAN = /^(\d+(?:\.\d+)?(?:e[-+]?\d+)?)(?:±(\d+(?:\.\d+)?(?:e[-+]?\d+)?))?([a-zA-Zμµ]*)$/;

export function detectAsvConsole(head: string): number {
  const lines = cleanLines(head);
  const run = lines.some((l) => RUN_LINE.test(l) || ENV_LINE.test(l));
  const table = lines.some((l) => PLAIN_HEADER.test(l) || isMarkdownHeader(l));
  if (run && table) return 0.95;
  if (run) return 0.9;
  // A comparison table alone: the Markdown header names asv's columns; the plain one needs asv's `[hash]` line.
  if (lines.some((l) => isMarkdownHeader(l))) return 0.9;
  const at = lines.findIndex((l) => PLAIN_HEADER.test(l));
  return at >= 0 && /^\s*\[[0-9a-f]{6,}\s*\]\s+\[[0-9a-f]{6,}\s*\]\s*$/.test(lines[at + 1] ?? '') ? 0.9 : 0;
}

type Kind = 'time' | 'bytes' | 'number' | 'unknown';

/** The kind of value a benchmark has, from its method's prefix as asv names them. */
function kindOf(name: string): Kind {
  const bare = name.replace(/ \[[^\]]*\]$/, '');
  const paren = bare.indexOf('(');
  const path = paren >= 0 ? bare.slice(0, paren) : bare;
  const method = path.slice(path.lastIndexOf('.') + 1);
  if (method.startsWith('time_')) return 'time';
  if (method.startsWith('mem_') || method.startsWith('peakmem_')) return 'bytes';
  if (method.startsWith('track_')) return 'number';
  return 'unknown';
}

interface Human {
  value: number;
  halfIqr?: number;
  unit: string;
}

/** A value as asv prints it, in the benchmark's unit (`11.1±0.01μs` → 1.11e-5 s), or undefined. */
function humanValue(text: string, kind: Kind): Human | undefined {
  const m = HUMAN.exec(text);
  if (!m) return undefined;
  const n = parseLocaleNumber(m[1]);
  const err = m[2] === undefined ? undefined : parseLocaleNumber(m[2]);
  const suffix = m[3];
  const time = TIME_UNITS[suffix];
  const bytes = BYTE_SUFFIXES[suffix];
  if ((kind === 'time' || (kind === 'unknown' && suffix !== '')) && time !== undefined)
    return { value: n * time, halfIqr: err === undefined ? undefined : err * time, unit: 's' };
  if ((kind === 'bytes' || (kind === 'unknown' && suffix !== '')) && bytes !== undefined)
    return { value: n * bytes, halfIqr: err === undefined ? undefined : err * bytes, unit: 'B' };
  if ((kind === 'number' || kind === 'unknown') && suffix === '')
    return { value: n, halfIqr: err, unit: 'count' };
  return undefined;
}

interface Row {
  name: string;
  value: string;
  before?: string;
  /** A table cell's parameters, `param1`… as the JSON reader names them. */
  params?: Record<string, string>;
  line: number;
  text: string;
}

/** The rows of the comparison tables (plain or Markdown); empty when the text has none. */
function tableRows(lines: string[], warnings: WarningLog): Row[] {
  const rows: Row[] = [];
  let plain = false;
  let markdown = false;
  let rowsAtHeader = 0;
  lines.forEach((line, i) => {
    const t = line.trim();
    if (isMarkdownHeader(t)) {
      markdown = true;
      plain = false;
      return;
    }
    if (PLAIN_HEADER.test(t)) {
      rowsAtHeader = rows.length;
      plain = true;
      markdown = false;
      return;
    }
    if (markdown) {
      if (!t.startsWith('|')) {
        markdown = false;
        return;
      }
      const cells = t.slice(1, t.endsWith('|') ? -1 : undefined).split('|');
      // The `|---|---|` rule under the header (a row's Change cell may be `-` alone: improved).
      if (cells.every((c) => /^[-:]+$/.test(c.trim()))) return;
      if (cells.length < 5) {
        warnings.add('unparsed-row', 'a table row has fewer than 5 cells.', i + 1, line);
        return;
      }
      const name = cells.slice(4).join('|').trim();
      rows.push({ name, before: cells[1].trim(), value: cells[2].trim(), line: i + 1, text: line });
      return;
    }
    if (!plain) return;
    // `[hash] [hash]` and `<ref> <ref>` under the header; a blank line or a message ends the table.
    if (t === '' || /^[A-Z][A-Z .]+\.$/.test(t)) {
      if (t !== '' || rows.length > rowsAtHeader) plain = false;
      return;
    }
    if (/^[[<]/.test(t)) return;
    const words = t.split(/\s+/);
    const mark = /^[-+!x]$/.test(words[0]) ? 1 : 0;
    if (words.length < mark + 4) {
      warnings.add('unparsed-row', 'a table row has no before, after, ratio and name.', i + 1, line);
      return;
    }
    rows.push({
      before: words[mark],
      value: words[mark + 1],
      name: words.slice(mark + 3).join(' '),
      line: i + 1,
      text: line,
    });
  });
  return rows;
}

/** A run line's value that announces a parameter table below it (or nothing at all: the table follows). */
const TABLE_INFO = /^(ok|failed|\d+\/\d+ failed)$/;
/** asv 0.2 put its tables under a line of four dots: `[100.00%] ···· `. */
const OLD_TABLE_LINE = /^\[\s*\d+(?:\.\d+)?%\] ·{4}\s*$/;

/** Where the table under run line `i` opens (its line and the rule's column), if one does. */
function tableAt(lines: string[], i: number): { at: number; col: number } | undefined {
  const next = lines[i + 1] ?? '';
  const m = RUN_LINE.exec(next);
  if (m && m[1].startsWith('=')) return { at: i + 1, col: next.length - m[1].length };
  if (OLD_TABLE_LINE.test(next) && (lines[i + 2] ?? '').trim().startsWith('=')) {
    const rule = lines[i + 2];
    return { at: i + 2, col: rule.length - rule.trimStart().length };
  }
  return undefined;
}

/** The rows of a parameterized benchmark's table, keyed `name(p1, p2)` as asv's JSON and `asv compare` name them. */
function tableRowsOf(
  lines: string[],
  name: string,
  at: { at: number; col: number },
  warnings: WarningLog,
): { rows: Row[]; end: number } {
  const table = readParamTable(lines, at.at, at.col);
  if (table.problem) {
    warnings.add('unparsed-table', `a parameter table was not read: ${table.problem}.`, at.at + 1, name);
    return { rows: [], end: table.end };
  }
  const rows = table.cells.map((c) => ({
    name: `${name}(${c.params.join(', ')})`,
    value: c.value,
    params: {
      ...extractParams(name),
      ...Object.fromEntries(c.params.map((v, j) => [`param${j + 1}`, v])),
    },
    line: c.line,
    text: lines[c.line - 1],
  }));
  // Two values that print alike (`'1'` and `1` both print `1`) would be one name: neither is read.
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.name, (count.get(r.name) ?? 0) + 1);
  for (const r of rows.filter((x) => (count.get(x.name) ?? 0) > 1)) {
    warnings.add(
      'ambiguous-parameters',
      'two parameter combinations of a table print alike, so their values cannot be told apart: neither was read.',
      r.line,
      r.name,
    );
  }
  return { rows: rows.filter((r) => count.get(r.name) === 1), end: table.end };
}

/** The run lines: each benchmark's last value (a later commit's or environment's replaces it, counted). */
function runRows(lines: string[], warnings: WarningLog): Row[] {
  const byKey = new Map<string, Row>();
  const envs = new Set<string>();
  let env = '';
  lines.forEach((line) => {
    const e = ENV_LINE.exec(line);
    if (e) envs.add(e[1]);
  });
  let commits = 0;
  const add = (row: Row) => {
    const key = envs.size > 1 ? `${row.name} [${env}]` : row.name;
    if (byKey.has(key) && commits > 1) {
      warnings.add(
        'several-commits',
        'the output runs several commits: each benchmark is read from the last one that printed it.',
        row.line,
      );
    }
    byKey.set(key, { ...row, name: key });
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (COMMIT_LINE.test(line)) commits += 1;
    const e = ENV_LINE.exec(line);
    if (e) env = e[1];
    const m = RUN_LINE.exec(line);
    if (!m) continue;
    const rest = m[1].trim();
    if (rest.startsWith('Running (') || rest.startsWith(DOTS) || rest === '') continue;
    if (rest.startsWith('=')) {
      // A table with no benchmark line above it (cut from a longer output): whose values they are is unknown.
      const table = readParamTable(lines, i, line.length - m[1].length);
      warnings.add(
        'unnamed-table',
        'a parameter table has no benchmark line above it, so its values have no name: it was not read.',
        i + 1,
      );
      i = table.end;
      continue;
    }
    const space = rest.lastIndexOf(' ');
    let name = (space < 0 ? rest : rest.slice(0, space)).trim();
    const value = space < 0 ? '' : rest.slice(space + 1);
    // Older asv printed `Running <name>   <value>`, the name cut to fit (`...lization.wcsaxes.time_x`).
    if (name.startsWith('Running ')) name = name.slice(8).trim();
    // `Setting up <file>:<line>  ok`: asv's setup_cache ran; no benchmark's value.
    if (name.startsWith('Setting up ') && TABLE_INFO.test(value)) continue;
    const table = value === '' || TABLE_INFO.test(value) ? tableAt(lines, i) : undefined;
    if (name.startsWith('...')) {
      warnings.add(
        'truncated-name',
        'a benchmark name was cut short by asv (`...`); that line was skipped.',
        i + 1,
        line,
      );
      if (table) i = readParamTable(lines, table.at, table.col).end;
      continue;
    }
    if (table) {
      const read = tableRowsOf(lines, name, table, warnings);
      read.rows.forEach(add);
      i = read.end;
      continue;
    }
    if (value === '') {
      warnings.add('unparsed-line', 'a run line has no value after the benchmark name.', i + 1, line);
      continue;
    }
    add({ name, value, line: i + 1, text: line });
  }
  return [...byKey.values()];
}

export function parseAsvConsole(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  // `asv continuous` once printed the table's header at the end of the last run line (no newline).
  const lines = cleanLines(text).flatMap((l) =>
    RUN_LINE.test(l) && PLAIN_HEADER.test(l) ? [l.replace(PLAIN_HEADER, ''), 'before after ratio'] : [l],
  );
  const table = tableRows(lines, warnings);
  if (table.length > 0 && lines.some((l) => RUN_LINE.test(l))) {
    warnings.add(
      'run-lines-not-read',
      'the per-commit run lines were not read: the comparison table holds both commits (its `after` column is read, `before` kept as the previous value).',
    );
  }
  for (const row of table.length > 0 ? table : runRows(lines, warnings)) {
    const kind = kindOf(row.name);
    if (/^(failed|n\/a|skipped|\[\])$/.test(row.value) || /^\d+\/\d+ failed$/.test(row.value)) {
      warnings.add(
        'no-result',
        'a benchmark failed or was skipped in that run: no value.',
        row.line,
        row.name,
      );
      continue;
    }
    if (row.value === 'ok') {
      warnings.add(
        'parameter-table',
        'a parameterized benchmark printed `ok` but no table of its values below it: no value.',
        row.line,
        row.name,
      );
      continue;
    }
    const v = humanValue(row.value, kind);
    if (!v || !Number.isFinite(v.value)) {
      warnings.add(
        'unparsed-value',
        `a value is not one asv prints for this benchmark's unit.`,
        row.line,
        row.text,
      );
      continue;
    }
    if (kind !== 'time' && kind !== 'bytes') {
      warnings.add(
        'assumed-direction',
        'a track_ or unprefixed benchmark: its unit is not printed, read as smaller is better.',
        undefined,
        row.name,
      );
    }
    const before = row.before === undefined ? undefined : humanValue(row.before, kind);
    measurements.push(
      toMeasurement({
        key: row.name,
        value: v.value,
        unit: v.unit,
        center: 'median',
        params: row.params ?? extractParams(row.name),
        attrs: numericAttrs({ halfIqr: v.halfIqr, previous: before?.value }),
      }),
    );
  }
  return { format: 'asv', tool: 'asv (console)', measurements, warnings: warnings.list(), source };
}
