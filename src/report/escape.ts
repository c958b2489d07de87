import { DEFERRED_FIELDS } from '../core/model.js';

// Names that come from inputs (benchmark keys, item-set labels, file names, sample lines) are untrusted: one
// escaping function per output kind keeps them inert there. Markdown: no markup, mentions, links, issue
// references, math or broken tables in a PR comment. Text: no terminal escape sequences, no hidden (bidi) text,
// and no line a GitHub Actions runner would take for a workflow command. CSV: no spreadsheet formulas.

const MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+!|~>]/g;
/** Zero-width joiner: invisible, and it breaks the patterns GitHub links (after `@`, inside `www.`, `GH-`, `#1`). */
const ZWJ = '\u200d';
// C0 and C1 controls and DEL; bidi controls (which reorder what a reader sees: U+061C, U+200E/F,
// U+202A–U+202E, U+2066–U+2069).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Either of the above (no `g`: a test, which most names pass without a copy).
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Text safe to place anywhere in GitHub-flavoured Markdown, including inside a table cell. */
export function escapeMarkdown(text: string): string {
  return (
    text
      // Control characters and newlines would end a table row or hide text; bidi controls reorder it.
      .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ') // eslint-disable-line no-control-regex
      .replace(BIDI, '\ufffd')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      // An issue reference (#12, owner/repo#12, GH-12) links and notifies: a joiner after `#` breaks it.
      .replace(MARKDOWN_SPECIAL, (ch) => (ch === '|' ? '&#124;' : ch === '#' ? `\\#${ZWJ}` : `\\${ch}`))
      .replace(/\bGH-(?=\d)/gi, (m) => `${m.slice(0, 2)}${ZWJ}-`)
      // GitHub decodes entities before it links mentions (&#64; still notifies); a joiner after `@` does not.
      // It also breaks e-mail autolinks.
      .replace(/@/g, `@${ZWJ}`)
      // Bare-URL autolinks: `www.` and `scheme://`; `:` also breaks links like javascript:.
      .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWJ}.`)
      .replace(/:\/\//g, `:${ZWJ}//`)
      .replace(/:/g, '&#58;')
      // `$…$` renders as math; GitHub's documented way to show a literal dollar beside it is a span.
      .replace(/\$/g, '<span>$</span>')
  );
}

/** For text inside a Mermaid chart string: no quotes, brackets or newlines that end the statement. */
export function escapeMermaidLabel(text: string): string {
  return text
    .replace(/["[\]\r\n`;]/g, ' ')
    .replace(CONTROLS, ' ')
    .replace(BIDI, '\ufffd')
    .slice(0, 60);
}

function visible(ch: string): string {
  if (ch === '\n') return '\\n';
  if (ch === '\t') return '\\t';
  if (ch === '\r') return '\\r';
  const code = ch.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `<U+${code.toString(16).toUpperCase()}>`;
}

/** A name for a text report: every control character (newlines and tabs too) and bidi control made visible. */
export function escapeTextName(text: string): string {
  return UNSAFE.test(text) ? text.replace(CONTROLS, visible).replace(BIDI, visible) : text;
}

// The runner reads `::command::` at the start of a line (after spaces) and the older `##[command]` anywhere.
const WORKFLOW_COMMAND = /^([ \t]*)::/gm;
const LEGACY_WORKFLOW_COMMAND = /##\[/g;
const TERMINAL_COMMAND = /^[ \t]*::|##\[/m;

/**
 * Whole text output (a report, an error message) made safe for a terminal and a GitHub Actions log: control
 * characters other than our own newlines and tabs made visible, bidi controls made visible, and no line a
 * runner would take for a workflow command (`::error::…`, `::add-mask::…`, `##[set-output …]`).
 */
export function escapeTerminalText(text: string): string {
  // Most outputs hold nothing to escape: tested first, so a large report is not copied four times.
  if (!UNSAFE.test(text) && !TERMINAL_COMMAND.test(text)) return text;
  return text
    .replace(CONTROLS, (ch) => (ch === '\n' || ch === '\t' ? ch : visible(ch)))
    .replace(BIDI, visible)
    .replace(WORKFLOW_COMMAND, '$1\\::')
    .replace(LEGACY_WORKFLOW_COMMAND, '#\\#[');
}

/**
 * Every string in `value` escaped with `escape`; objects are copied only where a string changed (so a report
 * without unsafe names comes back as it is). Numbers and arrays of numbers (samples) are not walked: a report of
 * 20,000 benchmarks takes ~0.1 s. Fields computed when first read (an object marked DEFERRED_FIELDS, core/model.ts)
 * stay so: the copy's field reads the original's and escapes what it gives when a renderer first reads it, so a
 * report pays only for what it shows.
 */
export function escapeStrings<T>(value: T, escape: (s: string) => string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return escape(v);
    if (v === null || typeof v !== 'object') return v;
    let out: unknown = v;
    if (Array.isArray(v)) {
      const first: unknown = v[0];
      if (typeof first === 'object' || typeof first === 'string') {
        let copy: unknown[] | undefined;
        for (let i = 0; i < v.length; i++) {
          const next = walk(v[i]);
          if (next !== v[i]) (copy ??= v.slice())[i] = next;
        }
        out = copy ?? v;
      }
    } else {
      const proto = Object.getPrototypeOf(v) as unknown;
      // Typed arrays, Maps, Sets and class instances hold no names to print: left as they are.
      if (proto === Object.prototype || proto === null) {
        const record = v as Record<string, unknown>;
        if ((record as { [DEFERRED_FIELDS]?: boolean })[DEFERRED_FIELDS]) return deferredCopy(record, walk);
        let copy: Record<string, unknown> | undefined;
        // for…in, not Object.keys: no array of keys per object (180,000 of them on a large report).
        for (const key in record) {
          const item = record[key];
          // Most fields are numbers: no call for them.
          if (typeof item !== 'string' && (item === null || typeof item !== 'object')) continue;
          const next = walk(item);
          if (next !== item) (copy ??= { ...record })[key] = next;
        }
        out = copy ?? v;
      }
    }
    return out;
  };
  return walk(value) as T;
}

/**
 * A copy of `record` (marked DEFERRED_FIELDS) whose fields are walked by `walk`: its data fields now, its accessors
 * when the copy's field is first read (then a data property; left out when reading the original removed it).
 */
function deferredCopy(record: Record<string, unknown>, walk: (v: unknown) => unknown): unknown {
  const copy = Object.create(Object.getPrototypeOf(record) as object | null) as Record<string, unknown>;
  Object.defineProperty(copy, DEFERRED_FIELDS, { value: true });
  const settle = (key: string, value: unknown) =>
    Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
  for (const key of Object.keys(record)) {
    const field = Object.getOwnPropertyDescriptor(record, key) as PropertyDescriptor;
    if (!field.get) {
      settle(key, walk(field.value));
      continue;
    }
    Object.defineProperty(copy, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const item = record[key];
        if (!(key in record)) {
          delete copy[key];
          return undefined;
        }
        settle(key, walk(item));
        return copy[key];
      },
      set: (value) => settle(key, value),
    });
  }
  return copy;
}

/**
 * A CSV cell holding text from an input: quoted when it must be, and prefixed with `'` when a spreadsheet would
 * read it as a formula (=, +, -, @, or a tab or carriage return first).
 */
export function escapeCsvText(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
