// Keys, parameters and units of `go test -bench` benchmarks: `<package>.<BenchmarkName>` keys, the
// sub-benchmark parameters and GOMAXPROCS suffix of a name, and each go-test unit's metric.
import type { Direction } from '../../core/model.js';
import { allDigits } from './gobench-bytes.js';

/** How one go-test unit maps to a metric in canonical units. */
export interface GoUnit {
  metric: string;
  unit: string;
  factor: number;
  direction: Direction;
}

const KNOWN_UNITS: Record<string, GoUnit> = {
  'ns/op': { metric: 'time', unit: 's', factor: 1e-9, direction: 'smaller-is-better' },
  'B/op': { metric: 'alloc', unit: 'B', factor: 1, direction: 'smaller-is-better' },
  'allocs/op': { metric: 'allocs', unit: 'count', factor: 1, direction: 'smaller-is-better' },
  'MB/s': { metric: 'throughput', unit: 'B/s', factor: 1e6, direction: 'bigger-is-better' },
};

/** Maps a go-test unit to its metric; custom units (`ms/block`, `Mgas/s`) are kept, `…/s` ⇒ bigger is better. */
export function goUnit(unit: string): GoUnit {
  const known = KNOWN_UNITS[unit];
  if (known) return known;
  const direction: Direction = /\/s$/.test(unit) ? 'bigger-is-better' : 'smaller-is-better';
  return { metric: unit, unit, factor: 1, direction };
}

export function pkgBase(pkg: string): string {
  const slash = pkg.lastIndexOf('/');
  return slash >= 0 ? pkg.slice(slash + 1) : pkg;
}

/** Go appends GOMAXPROCS to a benchmark's name (`BenchmarkFoo-8`; nothing when it is 1). */
export const GO_PROCS_SUFFIX = /-(\d+)$/;

/** Parameters from sub-benchmark name parts (`n=16`), and the GOMAXPROCS suffix (`-2`). */
export function parseGoBenchName(name: string): { params: Record<string, string>; procs?: number } {
  const params: Record<string, string> = {};
  let base = name;
  let procs: number | undefined;
  const m = GO_PROCS_SUFFIX.exec(base);
  if (m) {
    procs = Number(m[1]);
    base = base.slice(0, m.index);
  }
  const parts = base.split('/');
  for (const part of parts.slice(1)) {
    const eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return { params, procs };
}

/**
 * The key, parameters and attributes of each cell (a benchmark name × unit of one package, in parse order):
 * the package's last path element before the name, or its full import path where two packages share it.
 */
export function cellKeys(
  count: number,
  cellName: readonly string[],
  cellConfig: ReadonlyArray<Record<string, string>>,
  pkgBases: ReadonlyMap<string, ReadonlySet<string>>,
): {
  keys: string[];
  params: Array<Record<string, string> | undefined>;
  attrs: Array<Record<string, number> | undefined>;
} {
  const keys: string[] = new Array<string>(count);
  const paramsOfCell: Array<Record<string, string> | undefined> = new Array(count);
  const attrsOfCell: Array<Record<string, number> | undefined> = new Array(count);
  const collided = new Set<string>();
  for (const [base, set] of pkgBases) if (set.size > 1) collided.add(base);
  // Parameters and GOMAXPROCS depend only on the name's sub-benchmark parts and -N suffix, which repeat
  // across a suite (`/size=10-8`): one shared, read-only result per distinct tail.
  const tails = new Map<string, ReturnType<typeof parseGoBenchName>>();
  // Shared, read-only attrs per GOMAXPROCS value (one object per measurement was 60,000 on a big suite).
  const procsAttrs = new Map<number, Record<string, number>>();
  let key = '';
  let lastPkg: string | undefined;
  let base = '';
  let params: Record<string, string> | undefined;
  let attrs: Record<string, number> | undefined;
  for (let cell = 0; cell < count; cell++) {
    const name = cellName[cell];
    // A cell's config is never changed after its first line (a later header line copies it).
    const pkg = cellConfig[cell].pkg ?? '';
    // One key string per benchmark, shared by its metrics: maps downstream hash it once, not per metric.
    if (cell === 0 || cellName[cell - 1] !== name || (cellConfig[cell - 1].pkg ?? '') !== pkg) {
      if (pkg !== lastPkg) {
        lastPkg = pkg;
        base = pkgBase(pkg);
      }
      // Same last element in two packages (a/util, b/util): fall back to the full import path.
      const prefix = pkg === '' ? '' : `${collided.has(base) ? pkg : base}.`;
      key = flat(prefix + name);
      const tail = nameTail(name);
      let parsed = tails.get(tail);
      if (!parsed) {
        parsed = parseGoBenchName(`Name${tail}`);
        tails.set(tail, parsed);
      }
      params = hasKeys(parsed.params) ? parsed.params : undefined;
      attrs = undefined;
      if (parsed.procs !== undefined) {
        attrs = procsAttrs.get(parsed.procs);
        if (!attrs) {
          attrs = { gomaxprocs: parsed.procs };
          procsAttrs.set(parsed.procs, attrs);
        }
      }
    }
    keys[cell] = key;
    paramsOfCell[cell] = params;
    attrsOfCell[cell] = attrs;
  }
  return { keys, params: paramsOfCell, attrs: attrsOfCell };
}

function hasKeys(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

/**
 * The part of a benchmark name that parseGoBenchName reads: from the first `/` on (sub-benchmark parts and
 * the -N suffix), or just the -N suffix. `Benchmark`-prefixed names never start with `/`.
 */
function nameTail(name: string): string {
  const slash = name.indexOf('/');
  if (slash >= 0) return name.slice(slash);
  const dash = name.lastIndexOf('-');
  return dash >= 0 && allDigits(name, dash + 1, name.length) ? name.slice(dash) : '';
}

/**
 * A flat copy of a concatenated string. V8 keeps `a + b` as a rope and flattens it on first hashing or
 * indexing; doing it here, once, also drops the reference into the whole input text that a slice keeps.
 */
function flat(s: string): string {
  if (s.length > 0) void s.charCodeAt(0);
  return s;
}
