// Item sets for cuts: the blocks listed in an Etherscan "export transaction list" CSV (any of its header
// variants since 2017: `Txhash`/`Transaction Hash`, quoted or not, CRLF, `Blockno`/`Block`…) or in a plain list
// of block numbers (one per line, or separated by commas/spaces; `#` starts a comment).
import { basename, extname } from 'node:path';
import { UserError } from '../core/errors.js';
import { wholeInputLimit } from '../io/input-limits.js';
import { readWholeInput } from '../io/whole-input.js';
import type { ItemSet } from '../core/model.js';

/** Header names of the block column, compared lower-case without spaces and punctuation, best first. */
const BLOCK_COLUMNS = ['blockno', 'blocknumber', 'block', 'blocknum', 'blockheight', 'height'];

const normalizeHeader = (h: string): string => h.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Splits CSV text into rows of fields (RFC 4180: quoted fields, `""` escapes, CRLF or LF). */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  // Whether `field` is all white space, as `field.trim() === ''` would say without rescanning a long field at
  // every quote (a 300 KB line of `a"a"…` took 13 s).
  let blank = true;
  const add = (s: string) => {
    field += s;
    if (blank && /\S/.test(s)) blank = false;
  };
  const end = () => {
    row.push(field);
    field = '';
    blank = true;
  };
  let quoted = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          add('"');
          i += 2;
          continue;
        }
        quoted = false;
      } else add(c);
      i++;
      continue;
    }
    if (c === '"' && blank) {
      quoted = true;
      field = '';
    } else if (c === ',') {
      end();
    } else if (c === '\n' || c === '\r') {
      end();
      rows.push(row);
      row = [];
      if (c === '\r' && text[i + 1] === '\n') i++;
    } else add(c);
    i++;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** A block number as written in a cell or list: `23640105`, `23,640,105`, `23.640.105`, `0x168b9e9`. */
function parseBlockNumber(raw: string): number {
  const s = raw.trim();
  if (/^0x[0-9a-f]+$/i.test(s)) {
    // As for decimals: `0x` and 300 hex digits would be Infinity.
    const v = Number.parseInt(s, 16);
    return Number.isSafeInteger(v) ? v : NaN;
  }
  if (/^\d{1,3}(?:([,.' \u00a0\u202f_])\d{3})(?:\1\d{3})*$/.test(s) || /^\d+$/.test(s)) {
    const v = Number(s.replace(/\D/g, ''));
    return Number.isSafeInteger(v) ? v : NaN;
  }
  return NaN;
}

/** Is this first line a CSV header (some field is not a number)? */
function looksLikeHeader(fields: string[]): boolean {
  return fields.some((f) => f.trim() !== '' && Number.isNaN(parseBlockNumber(f)));
}

function fromCsv(rows: string[][], label: string): Set<number> {
  const header = rows[0].map((h) => h.trim());
  const names = header.map(normalizeHeader);
  let col = -1;
  for (const want of BLOCK_COLUMNS) {
    col = names.indexOf(want);
    if (col !== -1) break;
  }
  if (col === -1) {
    throw new UserError(
      `item set '${label}': no block column in the CSV header (found: ${header.join(', ')}); ` +
        'expected an Etherscan export with a "Blockno" column, or a plain list of block numbers',
    );
  }
  const blocks = new Set<number>();
  for (let r = 1; r < rows.length; r++) {
    const cell = rows[r][col] ?? '';
    const block = parseBlockNumber(cell);
    if (Number.isNaN(block)) {
      throw new UserError(
        `item set '${label}': row ${r + 1} has "${cell.trim()}" in column "${header[col]}", which is not a block number`,
      );
    }
    blocks.add(block);
  }
  return blocks;
}

function fromPlainList(text: string, label: string): Set<number> {
  const blocks = new Set<number>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const content = lines[i].replace(/#.*/, '');
    for (const token of content.split(/[\s,;]+/)) {
      if (token === '') continue;
      const block = parseBlockNumber(token);
      if (Number.isNaN(block)) {
        throw new UserError(
          `item set '${label}': line ${i + 1} has "${token}", which is not a block number ` +
            '(a plain list holds block numbers separated by newlines, commas or spaces; # starts a comment)',
        );
      }
      blocks.add(block);
    }
  }
  return blocks;
}

export function parseItemSet(text: string, label: string): ItemSet {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = body.split(/\r?\n/).find((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  if (firstLine !== undefined && looksLikeHeader(parseCsvRows(firstLine)[0] ?? [])) {
    return { label, blocks: fromCsv(parseCsvRows(body), label) };
  }
  return { label, blocks: fromPlainList(body, label) };
}

/** `label=FILE` or `FILE` (label: the file name without its extension). */
export function parseItemSetSpec(spec: string): { label: string; path: string } {
  const eq = spec.indexOf('=');
  // A path may itself contain '=': only a short label-like prefix counts as a label.
  if (eq > 0 && /^[\w .:@/+-]+$/.test(spec.slice(0, eq)) && !spec.slice(0, eq).includes('/')) {
    const label = spec.slice(0, eq).trim();
    const path = spec.slice(eq + 1).trim();
    if (path === '') throw new UserError(`item set '${spec}': give a file after '=', as in label=blocks.csv`);
    return { label, path };
  }
  if (spec.trim() === '') throw new UserError('empty item set: give FILE or label=FILE');
  const name = basename(spec);
  let label = name.slice(0, name.length - extname(name).length);
  if (extname(label) === '.csv' || extname(label) === '.txt') label = label.slice(0, -4); // x.csv.gz
  return { label: label || name, path: spec };
}

export async function readItemSet(spec: string, maxInputBytes?: number): Promise<ItemSet> {
  const { label, path } = parseItemSetSpec(spec);
  let bytes: Buffer;
  try {
    // Gunzipped in counted pieces under the cap: an item set is a list, and a gzip bomb is not.
    bytes = await readWholeInput(path, wholeInputLimit(maxInputBytes));
  } catch (e) {
    if (e instanceof UserError) throw new UserError(`item set '${label}': ${e.message}`);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new UserError(
        `item set '${label}': file not found: ${path} (check the path; the form is label=FILE)`,
      );
    }
    if (code === 'EISDIR')
      throw new UserError(`item set '${label}': ${path} is a directory, not a CSV or list file`);
    throw new UserError(`item set '${label}': cannot read ${path}: ${(e as Error).message}`);
  }
  return { ...parseItemSet(bytes.toString('utf8'), label), source: path };
}
