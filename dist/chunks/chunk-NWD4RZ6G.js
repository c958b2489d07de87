import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  groupThousands
} from "./chunk-XYX75D5V.js";

// src/report/format.ts
function formatSignedPct(x, digits = 1) {
  if (x === null || x === void 0 || Number.isNaN(x)) return "\u2014";
  if (!Number.isFinite(x)) return x > 0 ? "+\u221E%" : "\u2212\u221E%";
  const s = Math.abs(x).toFixed(digits);
  if (Number(s) === 0) return `${0 .toFixed(digits)}%`;
  return `${x > 0 ? "+" : "-"}${s}%`;
}
function formatCount(n) {
  return groupThousands(Math.round(n));
}
function formatMs(ms) {
  if (!Number.isFinite(ms)) return "\u2014";
  const a = Math.abs(ms);
  if (a < 10) return `${ms.toFixed(2)} ms`;
  if (a < 1e3) return `${ms.toFixed(1)} ms`;
  if (a < 6e4) return `${(ms / 1e3).toFixed(2)} s`;
  const minutes = Math.trunc(ms / 6e4);
  return `${minutes}m${((ms - minutes * 6e4) / 1e3).toFixed(0)}s`;
}
function formatSignedMs(ms) {
  return `${ms > 0 ? "+" : ms < 0 ? "-" : ""}${formatMs(Math.abs(ms))}`;
}
function formatP(p) {
  if (!Number.isFinite(p)) return "\u2014";
  if (p < 1e-3) return "<0.001";
  return p.toFixed(3);
}
function formatPctWithCi(pct, ci, digits = 2) {
  return `${formatSignedPct(pct, digits)} [${formatSignedPct(ci.lowPct)}, ${formatSignedPct(ci.highPct)}]`;
}
function formatShift(shift) {
  return formatPctWithCi(shift.pct, { lowPct: shift.ciLowPct, highPct: shift.ciHighPct }, 1);
}
function layoutColumns(header, rows, align, maxWidth, namesFirst = false) {
  const columns = header.length;
  const alignOf = (i) => align?.[i] ?? (i === 0 ? "left" : "right");
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ""))));
  const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (columns - 1);
  const last = columns - 1;
  const capFirst = () => {
    const caps = maxWidth !== void 0 && total() > maxWidth;
    if (caps) widths[0] = Math.max(width(header[0]), widths[0] - (total() - maxWidth));
    return caps;
  };
  const namesGaveWay = namesFirst && capFirst();
  const wrapsLast = maxWidth !== void 0 && last > 0 && alignOf(last) === "left" && total() > maxWidth;
  if (wrapsLast)
    widths[last] = Math.max(width(header[last]), MIN_WRAPPED_WIDTH, widths[last] - (total() - maxWidth));
  const capsFirst = capFirst() || namesGaveWay;
  if (wrapsLast && maxWidth !== void 0 && total() > maxWidth)
    widths[last] = Math.max(width(header[last]), LAST_RESORT_WIDTH, widths[last] - (total() - maxWidth));
  const aligned = (cells) => cells.map((cell, i) => {
    const pad = " ".repeat(Math.max(0, widths[i] - width(cell)));
    return alignOf(i) === "left" ? cell + pad : pad + cell;
  }).join("  ").trimEnd();
  const lines = [aligned(header)];
  const lastColumnLead = " ".repeat(widths.slice(0, last).reduce((a, b) => a + b + 2, 0));
  for (const row of rows) {
    const cells = [...row];
    if (capsFirst && width(cells[0] ?? "") > widths[0]) {
      lines.push(cells[0]);
      cells[0] = "";
    }
    if (!wrapsLast || width(cells[last] ?? "") <= widths[last]) {
      lines.push(aligned(cells));
      continue;
    }
    const [first, ...more] = wrapText(cells[last], widths[last]);
    lines.push(aligned([...cells.slice(0, last), first]));
    for (const line of more) lines.push(lastColumnLead + line);
  }
  return lines;
}
var MIN_WRAPPED_WIDTH = 16;
var LAST_RESORT_WIDTH = 12;
function width(s) {
  return [...s].length;
}
function wrapText(text, width2 = 100, indent = "") {
  const lines = [];
  const lead = /^\s*/.exec(text)?.[0] ?? "";
  let line = lead;
  for (const word of text.trim().split(/\s+/)) {
    if (line.trim() && [...line].length + 1 + [...word].length > width2) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line.trim() ? `${line} ${word}` : line + word;
    }
  }
  if (line.trim()) lines.push(line);
  return lines;
}
function labelledLines(label, text, width2, labelWidth) {
  const indent = " ".repeat(Math.max(labelWidth, label.length + 1));
  const [first, ...more] = wrapText(indent + text, width2, indent);
  return [label.padEnd(indent.length) + first.slice(indent.length), ...more];
}

export {
  formatSignedPct,
  formatCount,
  formatMs,
  formatSignedMs,
  formatP,
  formatPctWithCi,
  formatShift,
  layoutColumns,
  wrapText,
  labelledLines
};
