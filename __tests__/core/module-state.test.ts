// core/ is pure data in, data out: no module-level mutable state (issue #22). This scans core/ for top-level
// `let`/`var` and for top-level caches (a Map, Set, array or typed array made at load time) and holds them to the
// lists below: a new one fails, and one that is gone must leave KNOWN_MODULE_STATE, so the list only shrinks.
// A speed trick that needs state takes it from its caller (as scaling.ts's Span or micro-judge.ts's JudgeMemo).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const core = path.resolve(import.meta.dirname, '../../src/core');

/** Top-level tables made once and never written to: shared empty lists and constant lookups. */
const READ_ONLY = new Set([
  'benchstat/benchmath.ts NO_WARNINGS',
  'micro-notes.ts NO_NOTES',
  'micro-notes.ts NO_SANITY',
  'sanity.ts SUSPECT_CODES',
  'sanity.ts TIME_UNIT_NAMES',
  'scaling-families.ts NO_FAMILIES',
]);

/** Today's module-level state in core/, each to be passed in by its caller or moved out (issue #22). */
const KNOWN_MODULE_STATE = [
  // Memos of pure functions of a number (quantiles, order statistics, exact U distributions, warning texts).
  'benchstat/benchmath.ts ciWarningText',
  'benchstat/benchmath.ts uTestNeed',
  'benchstat/mann-whitney.ts noTiesCdfCache',
  'benchstat/median-ci.ts cache',
  'benchstat/median-ci.ts lastByN',
  'benchstat/median-ci.ts lastConfidence',
  'micro-change.ts normalQuantiles',
  'micro-change.ts quantileCache',
  'contrast.ts tieSums',
  // Scratch buffers reused between calls.
  'benchstat/mann-whitney.ts scratchBuf',
  'benchstat/mann-whitney.ts tiesScratch',
  'micro-change.ts scaled',
];

const TOP_LEVEL_LET = /^(?:export )?(?:let|var) ([A-Za-z_$][\w$]*)/;
const TOP_LEVEL_CACHE =
  /^(?:export )?const ([A-Za-z_$][\w$]*)(?::[^=]+)? = (?:new (?:Map|Set|WeakMap|WeakSet|Array|Float64Array|Float32Array|Int32Array|Uint32Array|Uint8Array)\b|\[\])/;

function moduleState(): string[] {
  const found: string[] = [];
  for (const file of readdirSync(core, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const name = file.split(path.sep).join('/');
    for (const line of readFileSync(path.join(core, file), 'utf8').split('\n')) {
      const m = TOP_LEVEL_LET.exec(line) ?? TOP_LEVEL_CACHE.exec(line);
      if (m && !READ_ONLY.has(`${name} ${m[1]}`)) found.push(`${name} ${m[1]}`);
    }
  }
  return found.sort();
}

test('core/ holds no module-level mutable state beyond the known list, which only shrinks', () => {
  expect(moduleState()).toEqual([...KNOWN_MODULE_STATE].sort());
});
