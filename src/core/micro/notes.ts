// A row's notes, sanity notes and U-test results, shared between rows where they are the same fixed texts:
// a large suite's rows mostly carry the same few, and a list per row was much of its allocation. The tables
// that share them belong to one comparison (NoteTables), passed in by the caller.
import { NO_WARNINGS } from '../benchstat/benchmath.js';
import type { MicroTest, MicroBenchmark } from './model.js';
import type { SanityNote } from '../sanity.js';

/**
 * Benchmarks start with these shared empty lists and get their own on the first note: most benchmarks
 * of a large suite have none, and two arrays each were a good part of the allocation at 60,000 rows.
 * Shared lists are frozen (NO_NOTES too): a frozen list is never written to, only extended by copying.
 */
export const NO_NOTES: string[] = Object.freeze([]) as unknown as string[];
export const NO_SANITY: SanityNote[] = [];

const STEP_CACHE_SIZE = 8;
const WARNING_STEPS = 4;

/**
 * The shared note lists and U-test results of one comparison, and the last steps between them. A speed trick:
 * a large suite's rows mostly carry the same few fixed texts, and a list (or a result) per row was much of its
 * allocation. The caller makes one per comparison (newNoteTables) and passes it in, so judging keeps no state of
 * its own and the tables go with the comparison.
 */
export interface NoteTables {
  /**
   * Note lists made only of benchstat's fixed warnings (`need >= 6 samples…`, `all samples are equal`) repeat
   * on most rows: such lists are shared, frozen, and extended by copying. A shared list and a warning → the
   * shared list with it appended.
   */
  extensions: Map<readonly string[], Map<string, string[]>>;
  /**
   * The last few addSharedNote steps from a shared list (from + text → to): almost every row takes the same
   * two or three, and the map lookups cost more than the rest of its judging. Shared lists are frozen, so a
   * step found once always gives the same list.
   */
  stepFrom: Array<readonly string[] | undefined>;
  stepText: string[];
  stepTo: string[][];
  stepNext: number;
  /**
   * U-test results are few distinct values over a suite (go -count 5: U is 0…25), so rows share them: one
   * object per distinct result instead of one per row, found by warnings list and U (a number key, not a
   * string built per row), then a short scan.
   */
  tests: Map<readonly string[], Map<number, MicroTest[]>>;
  /**
   * The last few addBenchstatWarnings steps from a shared list: nearly every row starts from the same list with
   * one of a few combinations of warning lists (one per metric: time rows, constant B/op…), all shared, so the
   * same inputs always give the same list.
   */
  warningStepFrom: Array<readonly string[] | undefined>;
  warningStepBaseline: string[][];
  warningStepCandidate: string[][];
  warningStepTest: string[][];
  warningStepTo: string[][];
  warningStepNext: number;
}

export function newNoteTables(): NoteTables {
  return {
    extensions: new Map(),
    stepFrom: new Array<readonly string[] | undefined>(STEP_CACHE_SIZE).fill(undefined),
    stepText: new Array<string>(STEP_CACHE_SIZE).fill(''),
    stepTo: new Array<string[]>(STEP_CACHE_SIZE).fill(NO_NOTES),
    stepNext: 0,
    tests: new Map(),
    warningStepFrom: new Array<readonly string[] | undefined>(WARNING_STEPS).fill(undefined),
    warningStepBaseline: new Array<string[]>(WARNING_STEPS).fill(NO_WARNINGS),
    warningStepCandidate: new Array<string[]>(WARNING_STEPS).fill(NO_WARNINGS),
    warningStepTest: new Array<string[]>(WARNING_STEPS).fill(NO_WARNINGS),
    warningStepTo: new Array<string[]>(WARNING_STEPS).fill(NO_NOTES),
    warningStepNext: 0,
  };
}

/** A list shared between rows (NO_NOTES, or one made by addSharedNote): frozen, so copied before it grows. */
const isShared = (notes: readonly string[]): boolean => Object.isFrozen(notes);

/** Adds a note once (the same benchstat warning can come from both sides). */
export function addNote(bm: MicroBenchmark, text: string): void {
  if (bm.notes.includes(text)) return;
  if (isShared(bm.notes)) bm.notes = [...bm.notes, text];
  else bm.notes.push(text);
}

function rememberStep(t: NoteTables, from: readonly string[], text: string, to: string[]): void {
  t.stepFrom[t.stepNext] = from;
  t.stepText[t.stepNext] = text;
  t.stepTo[t.stepNext] = to;
  t.stepNext = (t.stepNext + 1) % STEP_CACHE_SIZE;
}

/** addNote for a fixed text (a benchstat warning): the row keeps sharing a list while its notes are such. */
function addSharedNote(t: NoteTables, bm: MicroBenchmark, text: string): void {
  const notes = bm.notes;
  for (let k = 0; k < STEP_CACHE_SIZE; k++) {
    if (t.stepFrom[k] === notes && t.stepText[k] === text) {
      bm.notes = t.stepTo[k];
      return;
    }
  }
  if (notes.includes(text)) {
    if (isShared(notes)) rememberStep(t, notes, text, notes);
    return;
  }
  if (!isShared(notes)) {
    notes.push(text);
    return;
  }
  let byText = t.extensions.get(notes);
  if (!byText) {
    byText = new Map();
    t.extensions.set(notes, byText);
  }
  let next = byText.get(text);
  if (!next) {
    next = Object.freeze([...notes, text]) as string[];
    byText.set(text, next);
  }
  rememberStep(t, notes, text, next);
  bm.notes = next;
}

export function sharedTest(
  t: NoteTables,
  method: MicroTest['method'],
  u: number | null,
  n1: number,
  n2: number,
  alpha: number,
  warnings: string[],
): MicroTest {
  let byU = t.tests.get(warnings);
  if (!byU) {
    byU = new Map();
    t.tests.set(warnings, byU);
  }
  const uKey = u ?? -1;
  let list = byU.get(uKey);
  if (!list) {
    list = [];
    byU.set(uKey, list);
  }
  for (const test of list) {
    if (test.method === method && test.u === u && test.n1 === n1 && test.n2 === n2 && test.alpha === alpha)
      return test;
  }
  const test = Object.freeze({ method, u, n1, n2, alpha, warnings }) as MicroTest;
  list.push(test);
  return test;
}

export function addSanity(bm: MicroBenchmark, note: SanityNote): void {
  if (bm.sanity === NO_SANITY) bm.sanity = [];
  bm.sanity.push(note);
}

/** Adds benchstat's warnings of both sides and of the U test to the row's notes (each once, in order). */
export function addBenchstatWarnings(
  t: NoteTables,
  out: MicroBenchmark,
  baseline: string[],
  candidate: string[],
  test: string[],
): void {
  const from = out.notes;
  for (let k = 0; k < WARNING_STEPS; k++) {
    if (
      t.warningStepFrom[k] === from &&
      t.warningStepBaseline[k] === baseline &&
      t.warningStepCandidate[k] === candidate &&
      t.warningStepTest[k] === test
    ) {
      out.notes = t.warningStepTo[k];
      return;
    }
  }
  for (const w of baseline) addSharedNote(t, out, w);
  for (const w of candidate) addSharedNote(t, out, w);
  for (const w of test) addSharedNote(t, out, w);
  if (isShared(from)) {
    const k = t.warningStepNext;
    t.warningStepFrom[k] = from;
    t.warningStepBaseline[k] = baseline;
    t.warningStepCandidate[k] = candidate;
    t.warningStepTest[k] = test;
    t.warningStepTo[k] = out.notes;
    t.warningStepNext = (k + 1) % WARNING_STEPS;
  }
}
