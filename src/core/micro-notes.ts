// A row's notes, sanity notes and U-test results, shared between rows where they are the same fixed texts:
// a large suite's rows mostly carry the same few, and a list per row was much of its allocation.
import { NO_WARNINGS } from './benchstat/benchmath.js';
import type { MicroTest, MicroBenchmark } from './micro-model.js';
import type { SanityNote } from './sanity.js';

/**
 * Benchmarks start with these shared empty lists and get their own on the first note: most benchmarks
 * of a large suite have none, and two arrays each were a good part of the allocation at 60,000 rows.
 */
export const NO_NOTES: string[] = [];
export const NO_SANITY: SanityNote[] = [];

/**
 * Note lists made only of benchstat's fixed warnings (`need >= 6 samples…`, `all samples are equal`) repeat
 * on most rows of a large suite: such lists are shared, frozen, and extended by copying (see addSharedNote).
 * `noteExtensions` maps a shared list and a warning to the shared list with it appended.
 */
const sharedNoteLists = new WeakSet<readonly string[]>([NO_NOTES]);
const noteExtensions = new WeakMap<readonly string[], Map<string, string[]>>();

/** Adds a note once (the same benchstat warning can come from both sides). */
export function addNote(bm: MicroBenchmark, text: string): void {
  if (bm.notes.includes(text)) return;
  if (sharedNoteLists.has(bm.notes)) bm.notes = [...bm.notes, text];
  else bm.notes.push(text);
}

/**
 * The last few addSharedNote steps from a shared list (from + text → to): almost every row of a large suite
 * takes the same two or three, and the weak-map lookups cost more than the rest of its judging. Shared
 * lists are frozen, so a step found once always gives the same list.
 */
const STEP_CACHE_SIZE = 8;
const stepFrom: Array<readonly string[] | undefined> = new Array(STEP_CACHE_SIZE).fill(undefined);
const stepText: string[] = new Array<string>(STEP_CACHE_SIZE).fill('');
const stepTo: string[][] = new Array<string[]>(STEP_CACHE_SIZE).fill(NO_NOTES);
let stepNext = 0;

function rememberStep(from: readonly string[], text: string, to: string[]): void {
  stepFrom[stepNext] = from;
  stepText[stepNext] = text;
  stepTo[stepNext] = to;
  stepNext = (stepNext + 1) % STEP_CACHE_SIZE;
}

/** addNote for a fixed text (a benchstat warning): the row keeps sharing a list while its notes are such. */
function addSharedNote(bm: MicroBenchmark, text: string): void {
  const notes = bm.notes;
  for (let k = 0; k < STEP_CACHE_SIZE; k++) {
    if (stepFrom[k] === notes && stepText[k] === text) {
      bm.notes = stepTo[k];
      return;
    }
  }
  if (notes.includes(text)) {
    if (sharedNoteLists.has(notes)) rememberStep(notes, text, notes);
    return;
  }
  if (!sharedNoteLists.has(notes)) {
    notes.push(text);
    return;
  }
  let byText = noteExtensions.get(notes);
  if (!byText) {
    byText = new Map();
    noteExtensions.set(notes, byText);
  }
  let next = byText.get(text);
  if (!next) {
    next = Object.freeze([...notes, text]) as string[];
    sharedNoteLists.add(next);
    byText.set(text, next);
  }
  rememberStep(notes, text, next);
  bm.notes = next;
}

/**
 * U-test results are few distinct values over a suite (go -count 5: U is 0…25), so rows share them: one
 * object per distinct result instead of one per row, found by warnings list and U (a number key, not a
 * string built per row), then a short scan. Reset per comparison to keep it bounded.
 */
const sharedTests = new Map<readonly string[], Map<number, MicroTest[]>>();

/** Forgets the shared U-test results (once per comparison, so the map stays bounded). */
export function clearSharedTests(): void {
  sharedTests.clear();
}

export function sharedTest(
  method: MicroTest['method'],
  u: number | null,
  n1: number,
  n2: number,
  alpha: number,
  warnings: string[],
): MicroTest {
  let byU = sharedTests.get(warnings);
  if (!byU) {
    byU = new Map();
    sharedTests.set(warnings, byU);
  }
  const uKey = u ?? -1;
  let list = byU.get(uKey);
  if (!list) {
    list = [];
    byU.set(uKey, list);
  }
  for (const t of list) {
    if (t.method === method && t.u === u && t.n1 === n1 && t.n2 === n2 && t.alpha === alpha) return t;
  }
  const test = Object.freeze({ method, u, n1, n2, alpha, warnings }) as MicroTest;
  list.push(test);
  return test;
}

export function addSanity(bm: MicroBenchmark, note: SanityNote): void {
  if (bm.sanity === NO_SANITY) bm.sanity = [];
  bm.sanity.push(note);
}

/**
 * The last few addBenchstatWarnings steps from a shared list: nearly every row of a large suite starts from
 * the same list with one of a few combinations of warning lists (one per metric: time rows, constant B/op…),
 * all shared, so the same inputs always give the same list.
 */
const WARNING_STEPS = 4;
const warningStepFrom: Array<readonly string[] | undefined> = new Array(WARNING_STEPS).fill(undefined);
const warningStepBaseline: string[][] = new Array<string[]>(WARNING_STEPS).fill(NO_WARNINGS);
const warningStepCandidate: string[][] = new Array<string[]>(WARNING_STEPS).fill(NO_WARNINGS);
const warningStepTest: string[][] = new Array<string[]>(WARNING_STEPS).fill(NO_WARNINGS);
const warningStepTo: string[][] = new Array<string[]>(WARNING_STEPS).fill(NO_NOTES);
let warningStepNext = 0;

/** Adds benchstat's warnings of both sides and of the U test to the row's notes (each once, in order). */
export function addBenchstatWarnings(
  out: MicroBenchmark,
  baseline: string[],
  candidate: string[],
  test: string[],
): void {
  const from = out.notes;
  for (let k = 0; k < WARNING_STEPS; k++) {
    if (
      warningStepFrom[k] === from &&
      warningStepBaseline[k] === baseline &&
      warningStepCandidate[k] === candidate &&
      warningStepTest[k] === test
    ) {
      out.notes = warningStepTo[k];
      return;
    }
  }
  for (const w of baseline) addSharedNote(out, w);
  for (const w of candidate) addSharedNote(out, w);
  for (const w of test) addSharedNote(out, w);
  if (sharedNoteLists.has(from)) {
    const k = warningStepNext;
    warningStepFrom[k] = from;
    warningStepBaseline[k] = baseline;
    warningStepCandidate[k] = candidate;
    warningStepTest[k] = test;
    warningStepTo[k] = out.notes;
    warningStepNext = (k + 1) % WARNING_STEPS;
  }
}
