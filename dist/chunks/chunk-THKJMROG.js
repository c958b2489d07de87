import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/formats/micro/json.ts
function parseJsonInput(text, source, what) {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const where = source ? `'${source}'` : "the input";
    const detail = error instanceof Error ? error.message : String(error);
    throw new UserError(
      `${where} is not valid JSON (${detail}); expected ${what}. Check that the file is complete (not truncated by a failed run) and is the tool's JSON output, or pass --format to read it as another format.`
    );
  }
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function finiteNumber(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : void 0;
}
function looksLikeJson(text) {
  return /^\uFEFF?\s*[[{]/.test(text);
}

// src/formats/micro/text.ts
var ANSI_ESCAPE = /\u001b\[[0-9;?]*[A-Za-z]/g;
function cleanLines(text) {
  return text.replace(ANSI_ESCAPE, "").split(/\r?\n/);
}
function parseLocaleNumber(raw) {
  let text = raw.trim().replace(/^\+/, "");
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, "");
  else if (/^-?\d+,\d+$/.test(text)) text = text.replace(",", ".");
  if (!/^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return NaN;
  return Number(text);
}
function unquote(text) {
  const t = text.trim();
  if (t.length >= 2 && /^['"`]/.test(t) && t[t.length - 1] === t[0]) return t.slice(1, -1);
  return t;
}

// src/formats/micro/csv-rows.ts
function guessDelimiter(headerLine) {
  const counts = [",", ";", "	"].map((d) => [d, headerLine.split(d).length - 1]);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ",";
}
function readCsvRows(text) {
  const body = text.replace(/^\uFEFF/, "");
  const delimiter = guessDelimiter(body.split(/\r?\n/, 1)[0] ?? "");
  const rows = [];
  let cells = [];
  let cell = "";
  let run = -1;
  const flush = (i) => {
    if (run >= 0) cell += body.slice(run, i);
    run = -1;
  };
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        flush(i);
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        if (run < 0) run = i;
      }
    } else if (ch === '"' && cell === "" && run < 0) quoted = true;
    else if (ch === delimiter) {
      flush(i);
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      flush(i);
      if (ch === "\r" && body[i + 1] === "\n") i++;
      cells.push(cell);
      if (cells.length > 1 || cells[0] !== "") rows.push({ line: rowStart, cells });
      cells = [];
      cell = "";
      line++;
      rowStart = line;
    } else if (run < 0) run = i;
  }
  flush(body.length);
  cells.push(cell);
  if (cells.length > 1 || cells[0] !== "") rows.push({ line: rowStart, cells });
  return rows;
}

export {
  parseJsonInput,
  isRecord,
  finiteNumber,
  looksLikeJson,
  cleanLines,
  parseLocaleNumber,
  unquote,
  readCsvRows
};
