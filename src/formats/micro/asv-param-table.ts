// The table `asv run` prints under a parameterized benchmark (asv's `_format_benchmark_result`, an RST simple
// table): the first parameters down the rows, the last ones across the columns (their values joined by ` / ` under a
// `--  name / name` header) when the table fits, or every parameter down the rows and one value column:
//
//   [ 70.83%] ··· ======== ========== ============      [ 58.33%] ··· ======== ============
//                 --              backend                               hli
//                 -------- -----------------------                    -------- ------------
//                   hli        13          14                           imas    22.9±0.4μs
//                 ======== ========== ============                     imaspy    408±8μs
//                   imas    75.1±1ms   70.2±0.5ms                     ======== ============
//                 ======== ========== ============
//
// Columns are the runs of `=` in the opening rule; a cell is what lies under its run. asv prints a parameter value
// as its Python repr with the quotes of a string dropped (`'imas'` → `imas`); the JSON reader and `asv compare` name
// it by the repr, so a value that is no Python literal gets its quotes back.

export interface ParamCell {
  /** Parameter values in asv's order (the row's, then the column's), as Python reprs. */
  params: string[];
  /** The cell as asv printed it: `75.1±1ms`, `failed`, `n/a`. */
  value: string;
  /** 1-based line of the row. */
  line: number;
}

export interface ParamTable {
  cells: ParamCell[];
  /** Index of the table's last line (its closing rule, or the last row when it was cut short). */
  end: number;
  /** Why the table was not read, when it was not. */
  problem?: string;
}

/** `===== ====` (or `-----`): a table rule, as column spans. Undefined for any other text. */
function ruleSpans(text: string, char: '=' | '-'): Array<[number, number]> | undefined {
  const t = text.trimEnd();
  if (t === '' || t[0] !== char) return undefined;
  const spans: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= t.length; i++) {
    const c = i < t.length ? t[i] : ' ';
    if (c === char) {
      if (start < 0) start = i;
    } else if (c === ' ') {
      if (start >= 0) spans.push([start, i]);
      start = -1;
    } else return undefined;
  }
  return spans;
}

const leading = (line: string) => line.length - line.trimStart().length;
/** asv's progress prefix, `[ 58.33%]`, which starts every line but a table's continuation lines. */
export const PROGRESS = /^\[\s*\d+(?:\.\d+)?%\]/;

/** Python literals asv prints as they are; any other value was a string whose quotes asv dropped. */
const PY_LITERAL =
  /^(?:[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?j?|[-+]?(?:inf|nan)|None|True|False)$/;

/** The repr asv's JSON and `asv compare` use for a value its tables print (`imas` → `'imas'`, `(16, 16)` kept). */
export function paramRepr(shown: string): string {
  if (PY_LITERAL.test(shown) || /^[([{<'"]/.test(shown) || shown.endsWith(')')) return shown;
  return `'${shown}'`;
}

/** The cells under `spans` in `row` (relative to `margin`), or undefined when text lies across a column gap. */
function cellsOf(row: string, margin: number, spans: Array<[number, number]>): string[] | undefined {
  const text = row.slice(margin).trimEnd();
  if (row.slice(0, margin).trim() !== '') return undefined;
  let at = 0;
  const cells: string[] = [];
  for (const [start, end] of spans) {
    if (text.slice(at, start).trim() !== '') return undefined;
    cells.push(text.slice(start, end).trim());
    at = end;
  }
  return text.slice(at).trim() === '' ? cells : undefined;
}

/**
 * Reads the table whose opening rule is `lines[start]` from column `col` (after `[ 58.33%] ··· `, or on a line of its
 * own in asv 0.2). Its other lines are indented alike, though not always to the rule's column (a pasted output may
 * shift them), so the rows are cut at the indentation of the table's own rules.
 */
export function readParamTable(lines: string[], start: number, col: number): ParamTable {
  const spans = ruleSpans(lines[start].slice(col), '=');
  if (!spans) return { cells: [], end: start, problem: 'its opening rule is not a table rule' };
  const body: string[] = [];
  let end = start;
  let rules = 0;
  const isTopHeader = (l: string) => l.trim().startsWith('--') && !ruleSpans(l.trim(), '-');
  for (let i = start + 1; i < lines.length; i++) {
    const t = lines[i].trim();
    // A table ends at its closing rule (with a `--` header, the second `=` rule), a blank line or asv's next line.
    if (t === '' || PROGRESS.test(lines[i]) || lines[i].startsWith('·')) break;
    body.push(lines[i]);
    end = i;
    if (ruleSpans(t, '=')) rules += 1;
    if (ruleSpans(t, '=') && rules === (isTopHeader(body[0]) ? 2 : 1)) break;
  }
  const ruleLine = body.find((l) => ruleSpans(l.trim(), '-') || ruleSpans(l.trim(), '='));
  if (ruleLine === undefined) return { cells: [], end, problem: 'it has no header rule' };
  const margin = leading(ruleLine);
  let i = 0;
  let rowParams = spans.length - 1;
  let columnNames = 0;
  if (isTopHeader(body[0])) {
    // `--   a / b` over a dash line of two runs: the first run covers the row parameters' columns.
    const split = ruleSpans(body[1]?.slice(margin) ?? '', '-');
    if (!split || split.length !== 2) return { cells: [], end, problem: 'its column header is not asv’s' };
    rowParams = spans.filter(([, e]) => e <= split[0][1]).length;
    columnNames = body[0].trim().slice(2).trim().split(' / ').length;
    i = 2;
  }
  const header = cellsOf(body[i] ?? '', margin, spans);
  const separator = (body[i + 1] ?? '').slice(margin);
  if (!header || !(ruleSpans(separator, '-') || ruleSpans(separator, '='))) {
    return { cells: [], end, problem: 'its header is not aligned with its columns' };
  }
  const columns = header.slice(rowParams).map((h) => (columnNames > 0 ? h.split(' / ') : []));
  if (columns.some((c) => c.length !== columnNames)) {
    return { cells: [], end, problem: 'a column header does not split into one value per column parameter' };
  }
  const cells: ParamCell[] = [];
  for (let r = i + 2; r < body.length; r++) {
    if (ruleSpans(body[r].trim(), '=')) break;
    // Text left of the table's margin (`...` where a README cut it short) is no row: the table ended above it.
    if (body[r].slice(0, margin).trim() !== '') return { cells, end: start + r };
    const row = cellsOf(body[r], margin, spans);
    if (!row) return { cells: [], end, problem: 'a row is not aligned with the columns' };
    const line = start + 2 + r;
    row.slice(rowParams).forEach((value, c) => {
      cells.push({ params: [...row.slice(0, rowParams), ...columns[c]].map(paramRepr), value, line });
    });
  }
  return { cells, end };
}
