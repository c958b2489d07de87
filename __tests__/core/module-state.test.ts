// core/ is pure data in, data out: no module-level mutable state (issue #22). This scans core/ for top-level
// `let`/`var` and for top-level caches (a Map, Set, array or typed array made at load time) and holds them to the
// lists below: a new one fails, and one that is gone must leave KNOWN_MODULE_STATE, so the list only shrinks.
// A speed trick that needs state takes it from its caller (as scaling.ts's Span or micro/judge.ts's JudgeMemo),
// or lives in its own small module in src/internal/ with a comment saying why (the memos of pure functions and
// the scratch buffers do: order-statistic-memo.ts, quantile-memo.ts, scratch-buffers.ts, …).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const core = path.resolve(import.meta.dirname, '../../src/core');

/** Top-level tables made once and never written to: shared empty lists and constant lookups. */
const READ_ONLY = new Set([
  'benchstat/benchmath.ts NO_WARNINGS',
  'micro/notes.ts NO_NOTES',
  'micro/notes.ts NO_SANITY',
  'sanity.ts SUSPECT_CODES',
  'sanity.ts TIME_UNIT_NAMES',
  'scaling/families.ts NO_FAMILIES',
]);

/** Module-level state in core/ still to be passed in by its caller or moved to src/internal/: none. */
const KNOWN_MODULE_STATE: string[] = [];

const TOP_LEVEL_LET = /^(?:export )?(?:let|var) ([A-Za-z_$][\w$]*)/;
const TOP_LEVEL_CACHE =
  /^(?:export )?const ([A-Za-z_$][\w$]*)(?::[^=]+)? = (?:new (?:Map|Set|WeakMap|WeakSet|Array|Float64Array|Float32Array|Int32Array|Uint32Array|Uint8Array)\b|\[\]|\[(?:new |[A-Za-z_$][\w$]*\())/;

/** A top-level object literal: state when the file writes to one of its fields (a reused record). */
const TOP_LEVEL_OBJECT = /^(?:export )?const ([A-Za-z_$][\w$]*)(?::[^=]+)? = \{/;

/** Whether `text` assigns to a field of `name` (`name.f = …`, `name.f += …`, `name[k] = …`, `name.f++`). */
function writesFieldOf(text: string, name: string): boolean {
  const field = String.raw`(?:\.[A-Za-z_$][\w$]*|\[[^\]\n]+\])`;
  return new RegExp(
    String.raw`(?<![\w$.])${name.replace(/\$/g, '\\$')}${field}\s*(?:[-+*/%|&]?=(?!=)|\+\+|--)`,
  ).test(text);
}

function moduleState(): string[] {
  const found: string[] = [];
  for (const file of readdirSync(core, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const name = file.split(path.sep).join('/');
    const text = readFileSync(path.join(core, file), 'utf8');
    for (const line of text.split('\n')) {
      const obj = TOP_LEVEL_OBJECT.exec(line);
      const m =
        TOP_LEVEL_LET.exec(line) ??
        TOP_LEVEL_CACHE.exec(line) ??
        (obj && writesFieldOf(text, obj[1]) ? obj : null);
      if (m && !READ_ONLY.has(`${name} ${m[1]}`)) found.push(`${name} ${m[1]}`);
    }
  }
  return found.sort();
}

test('core/ holds no module-level mutable state beyond the known list, which only shrinks', () => {
  expect(moduleState()).toEqual([...KNOWN_MODULE_STATE].sort());
});

test('the scan sees a top-level record written to, and not one only read', () => {
  const text =
    'const scratch = { p: 1 };\nfunction f() {\n  scratch.p = 2;\n}\nconst OPEN = { lo: 0 };\nuse(OPEN.lo);\n';
  expect(writesFieldOf(text, 'scratch')).toBe(true);
  expect(writesFieldOf(text, 'OPEN')).toBe(false);
  expect(writesFieldOf('const m = { a: 0 };\nm[k] += 1;\n', 'm')).toBe(true);
  expect(writesFieldOf('const m = { a: 0 };\nif (m.a === 1) g();\n', 'm')).toBe(false);
});
