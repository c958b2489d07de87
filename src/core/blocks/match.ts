// Pairing per-block timings of two logs by block number (DESIGN.md §5): both logs are put in block order
// (usually they already are) and merged, with every result in typed-array columns, so a million blocks cost a
// few passes over flat arrays instead of a million Map entries and a million objects.
import { UserError } from '../errors.js';
import type {
  BlockLog,
  CompareOptions,
  DuplicatePolicy,
  ItemSet,
  MatchSummary,
  PairColumns,
  PairRow,
} from '../model.js';

// Bound once: global lookups in hot loops are slow under Jest's sandboxed globals.
const { abs, clz32 } = Math;

const POLICIES: readonly DuplicatePolicy[] = ['first', 'last', 'min', 'median'];

export interface ResolvedLog {
  /** Distinct block numbers, ascending. */
  blocks: Float64Array;
  /** The time kept for each of `blocks` by the duplicate policy. */
  ms: Float64Array;
  /** Records beyond the first for a block number (a block imported three times counts 2). */
  duplicates: number;
}

/**
 * Record indices in (block, log order) order, or null when the log is already in non-decreasing block order
 * (the usual case: reorgs re-import a height right after it). Integer blocks sort as packed keys
 * `block · 2^bits + index` with the native numeric sort (exact below 2^53); anything else by comparator.
 */
function recordOrder(blocks: ArrayLike<number>): Uint32Array | null {
  const n = blocks.length;
  let sorted = true;
  for (let i = 1; i < n; i++) {
    if (blocks[i] < blocks[i - 1]) {
      sorted = false;
      break;
    }
  }
  if (sorted) return null;
  const bits = 32 - clz32(n);
  const scale = 2 ** bits;
  const limit = 2 ** (53 - bits);
  let packable = true;
  for (let i = 0; i < n && packable; i++) {
    const b = blocks[i];
    packable = Number.isInteger(b) && b >= 0 && b < limit;
  }
  const order = new Uint32Array(n);
  if (packable) {
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = blocks[i] * scale + i;
    keys.sort();
    for (let i = 0; i < n; i++) order[i] = keys[i] % scale;
    return order;
  }
  for (let i = 0; i < n; i++) order[i] = i;
  return order.sort((a, b) => blocks[a] - blocks[b] || a - b);
}

/**
 * Walks a log in block order one block number at a time, with the time the duplicate policy keeps for it:
 * the resolved log without building it (a million-block log is never copied).
 */
class ResolvedBlocks {
  /** The current block number and its kept time (after `next()` returned true). */
  block = NaN;
  ms = NaN;
  /** The index (in log order) of the record whose time is kept, under `first` and `last` (else −1). */
  record = -1;
  /** Block numbers and duplicate records walked so far. */
  distinct = 0;
  duplicates = 0;
  private k = 0;
  private readonly order: Uint32Array | null;

  constructor(
    private readonly blocks: ArrayLike<number>,
    private readonly times: ArrayLike<number>,
    private readonly policy: DuplicatePolicy,
  ) {
    this.order = recordOrder(blocks);
  }

  next(): boolean {
    const { blocks, order, k } = this;
    const n = blocks.length;
    if (k >= n) return false;
    const block = blocks[order === null ? k : order[k]];
    let end = k + 1;
    while (end < n && blocks[order === null ? end : order[end]] === block) end++;
    this.block = block;
    this.ms = end === k + 1 ? this.times[order === null ? k : order[k]] : this.kept(k, end);
    const at = end === k + 1 || this.policy === 'first' ? k : this.policy === 'last' ? end - 1 : -1;
    this.record = at < 0 ? -1 : order === null ? at : order[at];
    this.distinct++;
    this.duplicates += end - k - 1;
    this.k = end;
    return true;
  }

  /** Walks to the end (so `distinct` and `duplicates` count the whole log). */
  finish(): void {
    while (this.next());
  }

  /** The time the policy keeps among records k … end − 1 of the walk (in log order). */
  private kept(k: number, end: number): number {
    const { order, times } = this;
    const at = (j: number) => times[order === null ? j : order[j]];
    switch (this.policy) {
      case 'first':
        return at(k);
      case 'last':
        return at(end - 1);
      case 'min': {
        let min = at(k);
        for (let j = k + 1; j < end; j++) if (at(j) < min) min = at(j);
        return min;
      }
      default: {
        const values: number[] = [];
        for (let j = k; j < end; j++) values.push(at(j));
        return medianOfFew(values);
      }
    }
  }
}

function resolvedBlocks(log: BlockLog, policy: DuplicatePolicy): ResolvedBlocks {
  requireResolvable(log, policy);
  return new ResolvedBlocks(log.blocks, log.ms, policy);
}

/** Refuses a log whose columns disagree in length, or an unknown duplicate policy. */
function requireResolvable(log: BlockLog, policy: DuplicatePolicy): void {
  if (log.resolved && log.resolved.policy !== policy) {
    throw new Error(`a log resolved with policy ${log.resolved.policy} cannot be matched with ${policy}`);
  }
  if (log.blocks.length !== log.ms.length) {
    throw new UserError(
      `block log ${log.source ?? log.format} has ${log.blocks.length} block numbers but ${log.ms.length} times: ` +
        'the parser produced inconsistent columns; report this with the input file',
    );
  }
  if (!POLICIES.includes(policy)) {
    throw new UserError(`unknown duplicate policy "${String(policy)}": use first, last, min or median`);
  }
}

/** The records a log held, and the repeats among them, before `resolveDuplicatesInPlace` dropped any. */
const recordsOf = (log: BlockLog): number => log.resolved?.records ?? log.blocks.length;
const repeatsDropped = (log: BlockLog): number => log.resolved?.duplicates ?? 0;

/** Collapse a log to one time per block with the duplicate policy (reorgs import a height more than once). */
export function resolveDuplicates(log: BlockLog, policy: DuplicatePolicy): ResolvedLog {
  const walk = resolvedBlocks(log, policy);
  const n = log.blocks.length;
  const blocks = new Float64Array(n);
  const ms = new Float64Array(n);
  let m = 0;
  while (walk.next()) {
    blocks[m] = walk.block;
    ms[m] = walk.ms;
    m++;
  }
  return {
    blocks: blocks.slice(0, m),
    ms: ms.slice(0, m),
    duplicates: walk.duplicates + repeatsDropped(log),
  };
}

/** Median of a handful of values (a block is rarely imported more than 2–3 times); even n → mean of the middle two. */
function medianOfFew(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Δ% exactly as the old method computes it, so flags and means reproduce its numbers bit for bit. */
export function deltaPct(baselineMs: number, candidateMs: number): number | null {
  return baselineMs > 0 ? ((candidateMs - baselineMs) / baselineMs) * 100 : null;
}

/** Is a pair with this Δ% flagged at `thresholdPct`? (No Δ%, no flag.) */
export function isFlagged(pct: number | null, thresholdPct: number): boolean {
  return pct !== null && abs(pct) >= thresholdPct;
}

/** Index of `block` in the ascending `blocks[0, n)`, or -1. */
function indexOfBlock(blocks: Float64Array, n: number, block: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const b = blocks[mid];
    if (b < block) lo = mid + 1;
    else if (b > block) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/** Per item set, 1 for each pair whose block it holds (a set is looked up in the pairs, not the reverse). */
function setMembership(blocks: Float64Array, n: number, itemSets: readonly ItemSet[]): Uint8Array[] {
  return itemSets.map((set) => {
    const member = new Uint8Array(n);
    for (const block of set.blocks) {
      const i = indexOfBlock(blocks, n, block);
      if (i >= 0) member[i] = 1;
    }
    return member;
  });
}

/**
 * For each pair, the index of the record it took in each log (`first`/`last` policies): see `pairsOfColumns`.
 * `inPlace`: pair i took record i of both logs, and the index columns are left empty (8 bytes a pair saved).
 */
export interface PairRecords {
  baseline: Uint32Array;
  candidate: Uint32Array;
  inPlace?: boolean;
}

/**
 * The pairs another column of the same two logs gives (a metric other than the time), read through the records
 * `matchPairs` kept: the same blocks in the same order, as `matchPairs` would give for logs whose times were
 * these columns (when every record has a value, as the caller checks), without matching again. Only the count of
 * zero baselines differs from `match`.
 */
export function pairsOfColumns(
  pairs: PairColumns,
  match: MatchSummary,
  records: PairRecords,
  baselineValues: Float64Array,
  candidateValues: Float64Array,
): { pairs: PairColumns; match: MatchSummary } {
  const n = pairs.length;
  const { baseline, candidate } = records;
  let zeroBaseline = 0;
  // Pair i took record i of both logs (the usual case: no reorgs, the same blocks in order): the columns are the
  // pairs' own values, so a million-pair metric needs no copy of them.
  let inPlace = true;
  if (!records.inPlace)
    for (let i = 0; i < n && inPlace; i++) inPlace = baseline[i] === i && candidate[i] === i;
  if (inPlace) {
    for (let i = 0; i < n; i++) if (!(baselineValues[i] > 0)) zeroBaseline++;
    const columns = {
      baselineMs: baselineValues.subarray(0, n),
      candidateMs: candidateValues.subarray(0, n),
    };
    return { pairs: { ...pairs, ...columns }, match: { ...match, zeroBaseline } };
  }
  const baselineMs = new Float64Array(n);
  const candidateMs = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const b = baselineValues[baseline[i]];
    if (!(b > 0)) zeroBaseline++;
    baselineMs[i] = b;
    candidateMs[i] = candidateValues[candidate[i]];
  }
  return { pairs: { ...pairs, baselineMs, candidateMs }, match: { ...match, zeroBaseline } };
}

/**
 * The pairs of two logs by column: one entry per block present in both, in block order, with the item sets
 * holding each block; and the match summary (records, one-sided blocks, duplicates, zero baselines, which
 * have no Δ% and are counted, never divided).
 */
export function matchPairs(
  baseline: BlockLog,
  candidate: BlockLog,
  options: Pick<CompareOptions, 'duplicates' | 'thresholdPct' | 'itemSets'>,
  keepRecords = false,
): { pairs: PairColumns; match: MatchSummary; records?: PairRecords } {
  requireResolvable(baseline, options.duplicates);
  requireResolvable(candidate, options.duplicates);
  if (sameBlocksInOrder(baseline.blocks, candidate.blocks)) {
    return pairsInPlace(baseline, candidate, options, keepRecords);
  }
  const base = new ResolvedBlocks(baseline.blocks, baseline.ms, options.duplicates);
  const cand = new ResolvedBlocks(candidate.blocks, candidate.ms, options.duplicates);
  const capacity = Math.min(baseline.blocks.length, candidate.blocks.length);
  const block = new Float64Array(capacity);
  const baselineMs = new Float64Array(capacity);
  const candidateMs = new Float64Array(capacity);
  // Which record each pair took, when asked and the policy picks one by position (not by its time).
  const records =
    keepRecords && (options.duplicates === 'first' || options.duplicates === 'last')
      ? { baseline: new Uint32Array(capacity), candidate: new Uint32Array(capacity) }
      : undefined;
  let n = 0;
  let zeroBaseline = 0;
  // Merge join of the two walks, both in ascending block order.
  let more = base.next() && cand.next();
  while (more) {
    const b = base.block;
    const c = cand.block;
    if (b < c) more = base.next();
    else if (b > c) more = cand.next();
    else {
      const ms = base.ms;
      if (!(ms > 0)) zeroBaseline++;
      block[n] = b;
      baselineMs[n] = ms;
      candidateMs[n] = cand.ms;
      if (records) {
        records.baseline[n] = base.record;
        records.candidate[n] = cand.record;
      }
      n++;
      more = base.next() && cand.next();
    }
  }
  base.finish();
  cand.finish();
  const pairs: PairColumns = {
    length: n,
    block: fitted(block, n),
    baselineMs: fitted(baselineMs, n),
    candidateMs: fitted(candidateMs, n),
    thresholdPct: options.thresholdPct,
    setLabels: options.itemSets.map((s) => s.label),
    inSet: setMembership(block, n, options.itemSets),
  };
  return {
    pairs,
    ...(records && {
      records: { baseline: records.baseline.subarray(0, n), candidate: records.candidate.subarray(0, n) },
    }),
    match: {
      baselineRecords: recordsOf(baseline),
      candidateRecords: recordsOf(candidate),
      paired: n,
      onlyInBaseline: base.distinct - n,
      onlyInCandidate: cand.distinct - n,
      duplicatesBaseline: base.duplicates + repeatsDropped(baseline),
      duplicatesCandidate: cand.duplicates + repeatsDropped(candidate),
      duplicatePolicy: options.duplicates,
      zeroBaseline,
    },
  };
}

/** Whether both logs hold the same block numbers in strictly ascending order: record i of each is then pair i. */
function sameBlocksInOrder(baseline: Float64Array, candidate: Float64Array): boolean {
  const n = baseline.length;
  if (candidate.length !== n) return false;
  for (let i = 0; i < n; i++) {
    if (baseline[i] !== candidate[i] || (i > 0 && !(baseline[i] > baseline[i - 1]))) return false;
  }
  return true;
}

/**
 * `matchPairs` of two logs that `sameBlocksInOrder` accepts (no reorgs, no duplicates, the same blocks: the usual
 * case): what the merge would give, with the logs' own columns as the pairs' (a million pairs need no copy, 24 MB).
 */
function pairsInPlace(
  baseline: BlockLog,
  candidate: BlockLog,
  options: Pick<CompareOptions, 'duplicates' | 'thresholdPct' | 'itemSets'>,
  keepRecords: boolean,
): { pairs: PairColumns; match: MatchSummary; records?: PairRecords } {
  const n = baseline.blocks.length;
  const baselineMs = baseline.ms;
  let zeroBaseline = 0;
  for (let i = 0; i < n; i++) if (!(baselineMs[i] > 0)) zeroBaseline++;
  const pairs: PairColumns = {
    length: n,
    block: baseline.blocks,
    baselineMs,
    candidateMs: candidate.ms,
    thresholdPct: options.thresholdPct,
    setLabels: options.itemSets.map((s) => s.label),
    inSet: setMembership(baseline.blocks, n, options.itemSets),
  };
  const keepsRecords = keepRecords && (options.duplicates === 'first' || options.duplicates === 'last');
  const none = new Uint32Array(0);
  return {
    pairs,
    ...(keepsRecords && { records: { baseline: none, candidate: none, inPlace: true } }),
    match: {
      baselineRecords: recordsOf(baseline),
      candidateRecords: recordsOf(candidate),
      paired: n,
      onlyInBaseline: 0,
      onlyInCandidate: 0,
      duplicatesBaseline: repeatsDropped(baseline),
      duplicatesCandidate: repeatsDropped(candidate),
      duplicatePolicy: options.duplicates,
      zeroBaseline,
    },
  };
}

/** The first n entries: a view when it is most of the array, else a copy (so a few pairs never pin a big buffer). */
function fitted(column: Float64Array, n: number): Float64Array {
  return n >= column.length / 2 ? column.subarray(0, n) : column.slice(0, n);
}

/** The PairRow of pair `i`: times, Δ ms, Δ% (null for a zero baseline), the flag and its item sets. */
export function pairRowAt(pairs: PairColumns, i: number): PairRow {
  const baselineMs = pairs.baselineMs[i];
  const candidateMs = pairs.candidateMs[i];
  const pct = deltaPct(baselineMs, candidateMs);
  const sets: string[] = [];
  for (let s = 0; s < pairs.inSet.length; s++) if (pairs.inSet[s][i] === 1) sets.push(pairs.setLabels[s]);
  return {
    block: pairs.block[i],
    baselineMs,
    candidateMs,
    deltaMs: candidateMs - baselineMs,
    deltaPct: pct,
    flagged: isFlagged(pct, pairs.thresholdPct),
    sets,
  };
}

/**
 * One PairRow per block present in both logs, in block order (see `matchPairs`, which keeps them by column:
 * prefer it for large logs).
 */
export function buildPairs(
  baseline: BlockLog,
  candidate: BlockLog,
  options: Pick<CompareOptions, 'duplicates' | 'thresholdPct' | 'itemSets'>,
): { pairs: PairRow[]; match: MatchSummary } {
  const { pairs, match } = matchPairs(baseline, candidate, options);
  return { pairs: Array.from({ length: pairs.length }, (_, i) => pairRowAt(pairs, i)), match };
}
