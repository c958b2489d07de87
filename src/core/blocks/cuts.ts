// Which pairs each cut holds: `all`, each item set, each slow threshold, and item set × slow threshold.
import { freeBuffer } from './free-buffer.js';
import type { CompareOptions, PairColumns, SelectOn } from '../model.js';

const { sqrt } = Math; // bound once (see match.ts)

export interface CutDefinition {
  name: string;
  set: string | null;
  slowMs: number | null;
  /** Indices into the pairs array, ascending (for a cut of `every` pair, made when first read). */
  indices: Uint32Array;
  /**
   * The cut holds every pair, 0 … every − 1: the comparison walks them without `indices` (`cutSize`,
   * `indicesOrEvery`), which a million-pair `all` cut would hold for nothing (4 MB).
   */
  every?: number;
}

/** How many pairs the cut holds (without making the indices of a cut of every pair). */
export const cutSize = (cut: CutDefinition): number => cut.every ?? cut.indices.length;

/** The cut's indices, or its size when it holds every pair (pair j is then its j-th). */
export const indicesOrEvery = (cut: CutDefinition): Uint32Array | number => cut.every ?? cut.indices;

/** The `all` cut of `n` pairs that all have a positive baseline: its indices 0 … n − 1 are made when first read. */
function everyPairCut(n: number): CutDefinition {
  let indices: Uint32Array | undefined;
  return {
    name: 'all',
    set: null,
    slowMs: null,
    every: n,
    get indices(): Uint32Array {
      if (indices === undefined) {
        indices = new Uint32Array(n);
        for (let i = 0; i < n; i++) indices[i] = i;
      }
      return indices;
    },
  };
}

/**
 * Is this pair "slow" at `thresholdMs`? Selecting on the baseline alone favours "faster" (regression to the
 * mean: a block that was slow by chance in the baseline is usually less slow in the candidate), so the default
 * `both` selects on the geometric mean √(baseline · candidate), which noise moves symmetrically.
 */
export function isSlow(
  baselineMs: number,
  candidateMs: number,
  thresholdMs: number,
  selectOn: SelectOn,
): boolean {
  return selectOn === 'baseline' ? baselineMs >= thresholdMs : sqrt(baselineMs * candidateMs) >= thresholdMs;
}

/** Slow thresholds worth a cut: positive (a 0 ms cut is `all`), deduplicated, ascending. */
export function slowThresholds(slowMs: readonly number[]): number[] {
  return [...new Set(slowMs.filter((t) => t > 0))].sort((a, b) => a - b);
}

/** `slow ≥ 1000 ms`, or `baseline ≥ 1000 ms` when the cut was selected on the baseline alone (so reports say so). */
export function slowCutName(thresholdMs: number, selectOn: SelectOn): string {
  return `${selectOn === 'baseline' ? 'baseline' : 'slow'} ≥ ${thresholdMs} ms`;
}

/**
 * The cuts in report order: `all` first, then slow thresholds, then each item set followed by its slow
 * sub-cuts (`xen`, `xen × slow ≥ 1000 ms`). Pairs with a zero baseline are left out of every cut: they have
 * no Δ% (they are counted in the match summary instead).
 */
export function defineCuts(
  pairs: PairColumns,
  options: Pick<CompareOptions, 'slowMs' | 'selectOn' | 'itemSets'>,
): CutDefinition[] {
  const thresholds = slowThresholds(options.slowMs);
  const { baselineMs, candidateMs } = pairs;
  const n = pairs.length;
  const onBaseline = options.selectOn === 'baseline';
  // Plain loops rather than a predicate per pair, and no column of "slow levels" or n-long scratch array: one
  // pass counts a cut, a second fills its exact array (a million pairs needed 12 MB more, garbage at once).
  // The level compared with the threshold is what isSlow compares. A cut at a higher threshold holds a subset of
  // the cut at the one below it (same item set): only that cut's pairs are looked at (`within`), not every pair.
  const select = (
    member: Uint8Array | null,
    thresholdMs: number | null,
    within: Uint32Array | null = null,
  ): Uint32Array => {
    const count = within === null ? n : within.length;
    // Counts the cut's pairs, or writes them into `out` when given.
    const scan = (out: Uint32Array | null): number => {
      let k = 0;
      for (let j = 0; j < count; j++) {
        const i = within === null ? j : within[j];
        if (
          baselineMs[i] > 0 &&
          (thresholdMs === null ||
            (onBaseline ? baselineMs[i] : sqrt(baselineMs[i] * candidateMs[i])) >= thresholdMs) &&
          (member === null || member[i] === 1)
        ) {
          if (out !== null) out[k] = i;
          k++;
        }
      }
      return k;
    };
    const out = new Uint32Array(scan(null));
    scan(out);
    return out;
  };
  /** The cuts of `member`'s pairs at each threshold, ascending: each selected among the one before. */
  const slowCuts = (member: Uint8Array | null): Uint32Array[] => {
    const selected: Uint32Array[] = [];
    for (const t of thresholds) selected.push(select(member, t, selected.at(-1) ?? null));
    return selected;
  };
  let positive = 0;
  for (let i = 0; i < n; i++) if (baselineMs[i] > 0) positive++;
  const all: CutDefinition =
    positive === n ? everyPairCut(n) : { name: 'all', set: null, slowMs: null, indices: select(null, null) };
  const cuts: CutDefinition[] = [all];
  slowCuts(null).forEach((indices, k) => {
    const t = thresholds[k];
    cuts.push({ name: slowCutName(t, options.selectOn), set: null, slowMs: t, indices });
  });
  options.itemSets.forEach((itemSet, s) => {
    const member = pairs.inSet[s];
    cuts.push({ name: itemSet.label, set: itemSet.label, slowMs: null, indices: select(member, null) });
    slowCuts(member).forEach((indices, k) => {
      const t = thresholds[k];
      cuts.push({
        name: `${itemSet.label} × ${slowCutName(t, options.selectOn)}`,
        set: itemSet.label,
        slowMs: t,
        indices,
      });
    });
  });
  return cuts;
}

/** Another comparison's cuts, by block: what `cutsLike` maps onto a second metric's pairs. */
export interface ReferenceCuts {
  /** The reference pairs' block numbers, ascending. */
  block: Float64Array;
  definitions: CutDefinition[];
}

/**
 * The cuts of `reference` over `pairs` (another metric of the same blocks): each cut holds the same blocks, so
 * a phase or a rate is cut by the block time, not by its own values (a 1000 ms threshold means nothing for Mgas/s
 * or for a 3 ms state root). `all` is every pair of `pairs`. Both block columns ascend, so one merge walk per cut.
 */
export function cutsLike(pairs: PairColumns, reference: ReferenceCuts): CutDefinition[] {
  const { block, baselineMs } = pairs;
  // Pairs read through the reference's own matching (match.ts pairsOfColumns) share its block column: pair r is
  // the reference's pair r, so a cut is its indices with a positive value, and the same array when all are
  // (checked before anything is allotted: a million-pair cut is not copied to be compared).
  const sameBlocks = block === reference.block;
  return reference.definitions.map((cut, c) => {
    if (c === 0 && cut.set === null && cut.slowMs === null) {
      if (sameBlocks && cut.every === pairs.length && isPositiveAt(baselineMs, null, pairs.length))
        return cut;
      if (sameBlocks && cut.every === undefined && isPositiveAt(baselineMs, cut.indices, pairs.length)) {
        return { ...cut };
      }
      const scratch = new Uint32Array(pairs.length);
      let k = 0;
      for (let i = 0; i < pairs.length; i++) if (baselineMs[i] > 0) scratch[k++] = i;
      const indices = scratch.slice(0, k);
      // Freed at once, not left for the collector (4 MB on a million pairs); one walk, as a short run's cold loops cost.
      freeBuffer(scratch);
      return withIndices(cut, indices);
    }
    // Each reference pair gives at most one pair here: the cut's own length bounds the scratch.
    const scratch = new Uint32Array(cut.indices.length);
    let k = 0;
    if (sameBlocks) {
      for (const r of cut.indices) if (baselineMs[r] > 0) scratch[k++] = r;
      if (k === cut.indices.length) return { ...cut };
    } else {
      let j = 0;
      for (const r of cut.indices) {
        const b = reference.block[r];
        while (j < pairs.length && block[j] < b) j++;
        if (j < pairs.length && block[j] === b && baselineMs[j] > 0) scratch[k++] = j;
      }
    }
    return withIndices(cut, scratch.slice(0, k));
  });
}

/** `cut` holding the pairs `indices` (not every pair). */
const withIndices = (cut: CutDefinition, indices: Uint32Array): CutDefinition => ({
  name: cut.name,
  set: cut.set,
  slowMs: cut.slowMs,
  indices,
});

/** Whether `indices` (null: every one) are exactly the pairs in [0, n) with a positive `values` entry, in order. */
function isPositiveAt(values: Float64Array, indices: Uint32Array | null, n: number): boolean {
  if (indices === null) {
    for (let i = 0; i < n; i++) if (!(values[i] > 0)) return false;
    return true;
  }
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (!(values[i] > 0)) continue;
    if (k === indices.length || indices[k] !== i) return false;
    k++;
  }
  return k === indices.length;
}
