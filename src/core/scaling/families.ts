// Families of benchmarks that differ only in one numeric parameter (`num=100…100000`, `BenchmarkJoin/n=10`):
// reading the parameter from a key or its params, naming the family (`num=*`), and grouping a suite's keys
// into families cheaply enough to screen 60,000 keys. The fits and the comparison are in scaling.ts.
import type { Measurement } from '../model.js';

export interface FamilyPoint {
  n: number;
  key: string;
  /** The measurement's value, in its own unit. */
  value: number;
  /** Cost per operation: the value, or 1/value for bigger-is-better rates (ops/s → s per op). */
  cost: number;
}

export interface Family {
  /** The members' key with the varying parameter shown as `*` (`num=*`, `*_txs`, `BM_Join/*`). */
  label: string;
  metric: string;
  unit: string;
  /** Unit of the cost the fits use: the unit itself, or `s` (per op) for an ops/s throughput. */
  costUnit: string;
  /** True when cost = 1/value (a bigger-is-better rate turned into cost per op). */
  inverted: boolean;
  param: string;
  points: FamilyPoint[];
}

const NUM_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const KEY_PARAM_RE = /(?:^|[/\s,;:(])([A-Za-z_][\w.]*)=([+-]?\d+(?:\.\d+)?)(?=$|[-/\s,;:)])/g;

/** Numeric parameters of a measurement: its params, else `name=number` segments of the key. */
export function numericParams(m: Pick<Measurement, 'key' | 'params'>): Record<string, number> {
  const out: Record<string, number> = {};
  let found = false;
  if (m.params) {
    for (const k in m.params) {
      const v = m.params[k];
      if (NUM_RE.test(v)) {
        out[k] = Number(v);
        found = true;
      }
    }
    if (found) return out;
  }
  if (!m.key.includes('=')) return out;
  for (const match of m.key.matchAll(KEY_PARAM_RE)) out[match[1]] = Number(match[2]);
  return out;
}

function atBoundary(key: string, start: number, end: number): boolean {
  return (
    (start === 0 || isBefore(key.charCodeAt(start - 1))) &&
    (end === key.length || isAfter(key.charCodeAt(end)))
  );
}

/** c is one of BEFORE (by code: the screening of a large suite calls this per key). */
function isBefore(c: number): boolean {
  // / space tab , ; : ( # [
  return (
    c === 47 || c === 32 || c === 9 || c === 44 || c === 59 || c === 58 || c === 40 || c === 35 || c === 91
  );
}

/** c is one of AFTER. */
function isAfter(c: number): boolean {
  // - / space tab , ; : ) ] _
  return (
    c === 45 ||
    c === 47 ||
    c === 32 ||
    c === 9 ||
    c === 44 ||
    c === 59 ||
    c === 58 ||
    c === 41 ||
    c === 93 ||
    c === 95
  );
}

/** Start of the first occurrence of `needle` in `key` on token boundaries, or -1. */
function tokenAt(key: string, needle: string): number {
  for (let i = key.indexOf(needle); i >= 0; i = key.indexOf(needle, i + 1)) {
    if (atBoundary(key, i, i + needle.length)) return i;
  }
  return -1;
}

/**
 * The span familyLabelSpan found: the label is key[0, at) + replacement + key[end, …). One is made per
 * screening and filled again for each key, so that screening thousands of keys for shared labels makes no
 * objects (it was module-level state before; now the caller owns it).
 */
interface Span {
  at: number;
  end: number;
  replacement: string;
}

const newSpan = (): Span => ({ at: 0, end: 0, replacement: '' });

function spanOf(span: Span, key: string, needle: string, replacement: string): boolean {
  const at = tokenAt(key, needle);
  if (at < 0) return false;
  span.at = at;
  span.end = at + needle.length;
  span.replacement = replacement;
  return true;
}

/** familyLabel without building the label: fills `span`; false when none. */
function familyLabelSpan(span: Span, key: string, param: string, raw: string): boolean {
  return (
    spanOf(span, key, `${param}=${raw}`, `${param}=*`) ||
    spanOf(span, key, `${param}:${raw}`, `${param}:*`) ||
    spanOf(span, key, `${raw}_${param}`, `*_${param}`) ||
    spanOf(span, key, `${raw} ${param}`, `* ${param}`) ||
    (/^arg\d+$/.test(param) && positionalSpan(span, key, Number(param.slice(3)), raw))
  );
}

/**
 * The key with the parameter's value replaced by `*`, whichever way the name spells it: `num=100`,
 * `num:100`, `10_txs` / `100 pairs` (criterion ids, benchmark.js names), or the value alone as a path
 * segment (`BM_Join/16`, positional `argN` params). Null when the value cannot be found in the key.
 */
export function familyLabel(key: string, param: string, raw: string): string | null {
  const span = newSpan();
  if (!familyLabelSpan(span, key, param, raw)) return null;
  return `${key.slice(0, span.at)}${span.replacement}${key.slice(span.end)}`;
}

/** The `index`-th bare numeric segment (`/16`, `#100`, `[100]`) as the span, when it equals `raw`. */
function positionalSpan(span: Span, key: string, index: number, raw: string): boolean {
  const re = /[/#[]([+-]?\d+(?:\.\d+)?)(?=$|[/\]#\s-])/g;
  let seen = 0;
  for (const m of key.matchAll(re)) {
    if (seen++ !== index) continue;
    if (m[1] !== raw) return false;
    span.at = (m.index ?? 0) + 1;
    span.end = span.at + raw.length;
    span.replacement = '*';
    return true;
  }
  return false;
}

/** A 30-bit hash of the label in `span` of `key` (a small integer: a cheap Map key). */
function spanLabelHash(span: Span, key: string): number {
  let h = 0;
  for (let i = 0; i < span.at; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) & 0x3fffffff;
  for (let i = 0; i < span.replacement.length; i++)
    h = (Math.imul(h, 31) + span.replacement.charCodeAt(i)) & 0x3fffffff;
  for (let i = span.end; i < key.length; i++) h = (Math.imul(h, 31) + key.charCodeAt(i)) & 0x3fffffff;
  return h;
}

function costUnitOf(unit: string, inverted: boolean): string {
  if (!inverted) return unit;
  return unit === 'ops/s' ? 's' : `1/(${unit})`;
}

/** A key's family memberships: [param, n, label] (the label names the param: `num=*`, `*_txs`, `/*`). */
export type KeyFamilies = Array<[string, number, string]>;

const NO_FAMILIES: KeyFamilies = [];

/**
 * numericParams of measurements whose params object is shared (go's parser shares one per sub-benchmark
 * suffix such as `/size=10-8`): computed once per object over a whole suite.
 */
type NumericParamsCache = Map<Record<string, string>, Record<string, number> | null>;

function numericParamsOf(
  m: Pick<Measurement, 'key' | 'params'>,
  cache: NumericParamsCache,
): Record<string, number> {
  if (!m.params) return numericParams(m);
  let nums = cache.get(m.params);
  if (nums === undefined) {
    // Only params-derived results are shared: without numeric params the key is parsed (per key).
    let fromParams = false;
    for (const k in m.params)
      if (NUM_RE.test(m.params[k])) {
        fromParams = true;
        break;
      }
    nums = fromParams ? numericParams(m) : null;
    cache.set(m.params, nums);
  }
  return nums ?? numericParams(m);
}

function familiesOfKey(m: Pick<Measurement, 'key' | 'params'>, cache: NumericParamsCache): KeyFamilies {
  let labels: KeyFamilies | undefined;
  const nums = numericParamsOf(m, cache);
  for (const param in nums) {
    const n = nums[param];
    const label = familyLabel(m.key, param, m.params?.[param] ?? String(n));
    if (label !== null) (labels ??= []).push([param, n, label]);
  }
  return labels ?? NO_FAMILIES;
}

/** The smallest largest-to-smallest ratio of a family's parameter for its growth to be fitted. */
export const MIN_FAMILY_SPAN = 2;

/**
 * Groups measurements into families that differ only in one numeric parameter (≥ 2 distinct values spanning
 * at least a factor MIN_FAMILY_SPAN). One result per side; the sides are maps of key → that key's
 * measurements (one per metric).
 */
export function findFamiliesOfSides(
  sides: ReadonlyArray<ReadonlyMap<string, readonly Measurement[]>>,
): Family[][] {
  // Labels per distinct key over all sides (one key usually carries several metrics, and the sides share
  // most keys), and how many keys share each label. Most keys of a large suite belong to no family: when
  // no label is shared there is nothing more to do.
  const paramsCache: NumericParamsCache = new Map();
  if (!mayShareLabels(sides, paramsCache)) return sides.map(() => []);
  const labelsOfKey = new Map<string, KeyFamilies>();
  const keysOfLabel = new Map<string, number>();
  let shared = 0;
  for (const side of sides) {
    for (const [key, list] of side) {
      if (labelsOfKey.has(key)) continue;
      const labels = familiesOfKey(list[0], paramsCache);
      labelsOfKey.set(key, labels);
      // A label names its parameter (`num=*`, `*_txs`, the `*` at one position): it identifies the family.
      for (const [, , label] of labels) {
        const count = (keysOfLabel.get(label) ?? 0) + 1;
        keysOfLabel.set(label, count);
        if (count === 2) shared++;
      }
    }
  }
  return sides.map((side) => (shared === 0 ? [] : familiesOfSide(side, labelsOfKey, keysOfLabel)));
}

/**
 * Whether two distinct keys may share a family label, screened by label hash without building the labels
 * (a large suite's keys are mostly in no family): false means findFamiliesOfSides finds no family. A hash
 * seen with a different key only sends the caller to the exact count.
 */
function mayShareLabels(
  sides: ReadonlyArray<ReadonlyMap<string, readonly Measurement[]>>,
  cache: NumericParamsCache,
): boolean {
  function* firstOfKeys(): Generator<Pick<Measurement, 'key' | 'params'>> {
    for (const side of sides) for (const list of side.values()) yield list[0];
  }
  return screenFamilyLabels(firstOfKeys(), cache);
}

/**
 * Whether findFamiliesOfSides could find any family among keys given as the first measurement of each key
 * of each side (a key may come once per side): false means it finds none on any side.
 */
export function mayShareFamilyLabels(firstOfKeys: Iterable<Pick<Measurement, 'key' | 'params'>>): boolean {
  return screenFamilyLabels(firstOfKeys, new Map());
}

function screenFamilyLabels(
  firstOfKeys: Iterable<Pick<Measurement, 'key' | 'params'>>,
  cache: NumericParamsCache,
): boolean {
  const keyOfLabel = new Map<number, string>();
  const span = newSpan();
  for (const m of firstOfKeys) {
    const nums = numericParamsOf(m, cache);
    for (const param in nums) {
      if (!familyLabelSpan(span, m.key, param, m.params?.[param] ?? String(nums[param]))) continue;
      const h = spanLabelHash(span, m.key);
      const seen = keyOfLabel.get(h);
      if (seen === undefined) keyOfLabel.set(h, m.key);
      else if (seen !== m.key) return true;
    }
  }
  return false;
}

function familiesOfSide(
  side: ReadonlyMap<string, readonly Measurement[]>,
  labelsOfKey: Map<string, KeyFamilies>,
  keysOfLabel: Map<string, number>,
): Family[] {
  const groups = new Map<string, Family>();
  for (const [key, list] of side) {
    const labels = labelsOfKey.get(key) ?? NO_FAMILIES;
    for (const [param, n, label] of labels) {
      if ((keysOfLabel.get(label) ?? 0) < 2) continue;
      for (const m of list) {
        const inverted = m.direction === 'bigger-is-better';
        const cost = inverted ? 1 / m.value : m.value;
        const id = `${m.metric}\u0000${label}`;
        let fam = groups.get(id);
        if (!fam) {
          fam = {
            label,
            metric: m.metric,
            unit: m.unit,
            costUnit: costUnitOf(m.unit, inverted),
            inverted,
            param,
            points: [],
          };
          groups.set(id, fam);
        }
        fam.points.push({ n, key: m.key, value: m.value, cost });
      }
    }
  }
  const out: Family[] = [];
  for (const fam of groups.values()) {
    if (fam.points.length < 2) continue;
    const distinct = new Set(fam.points.map((p) => p.n));
    if (distinct.size !== fam.points.length) continue;
    fam.points.sort((a, b) => a.n - b.n);
    // A parameter that spans less than a factor of MIN_FAMILY_SPAN is an identifier (block=23647133…40),
    // not a size: a log–log slope over it is noise divided by almost nothing (exponents of −2·10⁷).
    const first = fam.points[0].n;
    if (first > 0 && fam.points[fam.points.length - 1].n < MIN_FAMILY_SPAN * first) continue;
    out.push(fam);
  }
  return out;
}

/** Key → its measurements (last one per metric wins), in first-appearance order. */
export function measurementsByKey(measurements: readonly Measurement[]): Map<string, Measurement[]> {
  const byKey = new Map<string, Measurement[]>();
  for (const m of measurements) {
    const list = byKey.get(m.key);
    if (!list) byKey.set(m.key, [m]);
    else {
      const at = list.findIndex((x) => x.metric === m.metric);
      if (at < 0) list.push(m);
      else list[at] = m;
    }
  }
  return byKey;
}

/** Groups measurements into families that differ only in one numeric parameter (≥ 2 distinct values). */
export function findFamilies(measurements: readonly Measurement[]): Family[] {
  return findFamiliesOfSides([measurementsByKey(measurements)])[0];
}
