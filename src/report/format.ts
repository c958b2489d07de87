// Number formatting and column layout shared by the text and Markdown renderers.
import { groupThousands } from '../core/number-text.js';

export function formatSignedPct(x: number | null | undefined, digits = 1): string {
  if (x === null || x === undefined || Number.isNaN(x)) return '—';
  if (!Number.isFinite(x)) return x > 0 ? '+∞%' : '−∞%';
  const s = Math.abs(x).toFixed(digits);
  if (Number(s) === 0) return `${(0).toFixed(digits)}%`;
  return `${x > 0 ? '+' : '-'}${s}%`;
}

/** A rounded count with thousands separators, as `toLocaleString('en-US')` writes it. */
export function formatCount(n: number): string {
  return groupThousands(Math.round(n));
}

/** Milliseconds in a readable unit: 0.85 ms, 188 ms, 1.23 s, 2m3s. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  const a = Math.abs(ms);
  if (a < 10) return `${ms.toFixed(2)} ms`;
  if (a < 1000) return `${ms.toFixed(1)} ms`;
  if (a < 60_000) return `${(ms / 1000).toFixed(2)} s`;
  const minutes = Math.trunc(ms / 60_000);
  return `${minutes}m${((ms - minutes * 60_000) / 1000).toFixed(0)}s`;
}

export function formatSignedMs(ms: number): string {
  return `${ms > 0 ? '+' : ms < 0 ? '-' : ''}${formatMs(Math.abs(ms))}`;
}

export function formatP(p: number): string {
  if (!Number.isFinite(p)) return '—';
  if (p < 0.001) return '<0.001';
  return p.toFixed(3);
}

/** A point estimate in % with its 95% CI (`+0.21% [-0.1%, +0.5%]`); open or unknown ends print as —. */
export function formatPctWithCi(pct: number, ci: { lowPct: number; highPct: number }, digits = 2): string {
  return `${formatSignedPct(pct, digits)} [${formatSignedPct(ci.lowPct)}, ${formatSignedPct(ci.highPct)}]`;
}

export function formatShift(shift: { pct: number; ciLowPct: number; ciHighPct: number }): string {
  return formatPctWithCi(shift.pct, { lowPct: shift.ciLowPct, highPct: shift.ciHighPct }, 1);
}

export type Align = 'left' | 'right';

/**
 * Lays out rows as aligned columns separated by two spaces (first column left, the rest right by default).
 * With `maxWidth`, a table that would be wider keeps within it: a free-text last column (left-aligned) wraps
 * onto continuation lines, then labels too long for the first column go on a line of their own above their
 * row's values (`namesFirst`: the labels give way first, and the last column wraps only if that is not
 * enough). Narrower tables are laid out exactly as without it.
 */
export function layoutColumns(
  header: string[],
  rows: string[][],
  align?: Align[],
  maxWidth?: number,
  namesFirst = false,
): string[] {
  const columns = header.length;
  const alignOf = (i: number): Align => align?.[i] ?? (i === 0 ? 'left' : 'right');
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (columns - 1);
  const last = columns - 1;
  const capFirst = () => {
    const caps = maxWidth !== undefined && total() > maxWidth;
    if (caps) widths[0] = Math.max(width(header[0]), widths[0] - (total() - maxWidth));
    return caps;
  };
  const namesGaveWay = namesFirst && capFirst();
  const wrapsLast = maxWidth !== undefined && last > 0 && alignOf(last) === 'left' && total() > maxWidth;
  if (wrapsLast)
    widths[last] = Math.max(width(header[last]), MIN_WRAPPED_WIDTH, widths[last] - (total() - maxWidth));
  const capsFirst = capFirst() || namesGaveWay;
  // Still too wide (wide middle columns): the free-text column wraps narrower than its usual floor.
  if (wrapsLast && maxWidth !== undefined && total() > maxWidth)
    widths[last] = Math.max(width(header[last]), LAST_RESORT_WIDTH, widths[last] - (total() - maxWidth));

  const aligned = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const pad = ' '.repeat(Math.max(0, widths[i] - width(cell)));
        return alignOf(i) === 'left' ? cell + pad : pad + cell;
      })
      .join('  ')
      .trimEnd();
  const lines = [aligned(header)];
  const lastColumnLead = ' '.repeat(widths.slice(0, last).reduce((a, b) => a + b + 2, 0));
  for (const row of rows) {
    const cells = [...row];
    if (capsFirst && width(cells[0] ?? '') > widths[0]) {
      lines.push(cells[0]);
      cells[0] = '';
    }
    if (!wrapsLast || width(cells[last] ?? '') <= widths[last]) {
      lines.push(aligned(cells));
      continue;
    }
    const [first, ...more] = wrapText(cells[last], widths[last]);
    lines.push(aligned([...cells.slice(0, last), first]));
    for (const line of more) lines.push(lastColumnLead + line);
  }
  return lines;
}

/** The narrowest a wrapped free-text column gets before the first column gives way instead. */
const MIN_WRAPPED_WIDTH = 16;
/** …and the narrowest it gets when nothing else can give way (one verdict word, e.g. `inconclusive`). */
const LAST_RESORT_WIDTH = 12;

/** Display width: counts code points, so `Δ`, `≥` and `—` take one column each. */
function width(s: string): number {
  return [...s].length;
}

/** Word-wraps `text` to `width` columns; continuation lines get `indent`. */
export function wrapText(text: string, width = 100, indent = ''): string[] {
  const lines: string[] = [];
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  let line = lead;
  for (const word of text.trim().split(/\s+/)) {
    if (line.trim() && [...line].length + 1 + [...word].length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line.trim() ? `${line} ${word}` : line + word;
    }
  }
  if (line.trim()) lines.push(line);
  return lines;
}

/**
 * `label` padded to `labelWidth` columns (or one past a longer label), then `text` word-wrapped under its own
 * start: `verdict:   IMPROVEMENT — …`. (wrapText alone would fold the label's padding.)
 */
export function labelledLines(label: string, text: string, width: number, labelWidth: number): string[] {
  const indent = ' '.repeat(Math.max(labelWidth, label.length + 1));
  const [first, ...more] = wrapText(indent + text, width, indent);
  return [label.padEnd(indent.length) + first.slice(indent.length), ...more];
}
