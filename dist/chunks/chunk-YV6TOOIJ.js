import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/core/blocks/match.ts
var { abs, clz32 } = Math;
var POLICIES = ["first", "last", "min", "median"];
function recordOrder(blocks) {
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
var ResolvedBlocks = class {
  constructor(blocks, times, policy) {
    this.blocks = blocks;
    this.times = times;
    this.policy = policy;
    this.order = recordOrder(blocks);
  }
  blocks;
  times;
  policy;
  /** The current block number and its kept time (after `next()` returned true). */
  block = NaN;
  ms = NaN;
  /** The index (in log order) of the record whose time is kept, under `first` and `last` (else −1). */
  record = -1;
  /** Block numbers and duplicate records walked so far. */
  distinct = 0;
  duplicates = 0;
  k = 0;
  order;
  next() {
    const { blocks, order, k } = this;
    const n = blocks.length;
    if (k >= n) return false;
    const block = blocks[order === null ? k : order[k]];
    let end = k + 1;
    while (end < n && blocks[order === null ? end : order[end]] === block) end++;
    this.block = block;
    this.ms = end === k + 1 ? this.times[order === null ? k : order[k]] : this.kept(k, end);
    const at = end === k + 1 || this.policy === "first" ? k : this.policy === "last" ? end - 1 : -1;
    this.record = at < 0 ? -1 : order === null ? at : order[at];
    this.distinct++;
    this.duplicates += end - k - 1;
    this.k = end;
    return true;
  }
  /** Walks to the end (so `distinct` and `duplicates` count the whole log). */
  finish() {
    while (this.next()) ;
  }
  /** The time the policy keeps among records k … end − 1 of the walk (in log order). */
  kept(k, end) {
    const { order, times } = this;
    const at = (j) => times[order === null ? j : order[j]];
    switch (this.policy) {
      case "first":
        return at(k);
      case "last":
        return at(end - 1);
      case "min": {
        let min = at(k);
        for (let j = k + 1; j < end; j++) if (at(j) < min) min = at(j);
        return min;
      }
      default: {
        const values = [];
        for (let j = k; j < end; j++) values.push(at(j));
        return medianOfFew(values);
      }
    }
  }
};
function resolvedBlocks(log, policy) {
  requireResolvable(log, policy);
  return new ResolvedBlocks(log.blocks, log.ms, policy);
}
function requireResolvable(log, policy) {
  if (log.resolved && log.resolved.policy !== policy) {
    throw new Error(`a log resolved with policy ${log.resolved.policy} cannot be matched with ${policy}`);
  }
  if (log.blocks.length !== log.ms.length) {
    throw new UserError(
      `block log ${log.source ?? log.format} has ${log.blocks.length} block numbers but ${log.ms.length} times: the parser produced inconsistent columns; report this with the input file`
    );
  }
  if (!POLICIES.includes(policy)) {
    throw new UserError(`unknown duplicate policy "${String(policy)}": use first, last, min or median`);
  }
}
var recordsOf = (log) => log.resolved?.records ?? log.blocks.length;
var repeatsDropped = (log) => log.resolved?.duplicates ?? 0;
function resolveDuplicates(log, policy) {
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
    duplicates: walk.duplicates + repeatsDropped(log)
  };
}
function medianOfFew(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
function deltaPct(baselineMs, candidateMs) {
  return baselineMs > 0 ? (candidateMs - baselineMs) / baselineMs * 100 : null;
}
function isFlagged(pct, thresholdPct) {
  return pct !== null && abs(pct) >= thresholdPct;
}
function indexOfBlock(blocks, n, block) {
  let lo = 0;
  let hi = n - 1;
  while (lo <= hi) {
    const mid = lo + hi >>> 1;
    const b = blocks[mid];
    if (b < block) lo = mid + 1;
    else if (b > block) hi = mid - 1;
    else return mid;
  }
  return -1;
}
function setMembership(blocks, n, itemSets) {
  return itemSets.map((set) => {
    const member = new Uint8Array(n);
    for (const block of set.blocks) {
      const i = indexOfBlock(blocks, n, block);
      if (i >= 0) member[i] = 1;
    }
    return member;
  });
}
function pairsOfColumns(pairs, match, records, baselineValues, candidateValues) {
  const n = pairs.length;
  const { baseline, candidate } = records;
  let zeroBaseline = 0;
  let inPlace = true;
  if (!records.inPlace)
    for (let i = 0; i < n && inPlace; i++) inPlace = baseline[i] === i && candidate[i] === i;
  if (inPlace) {
    for (let i = 0; i < n; i++) if (!(baselineValues[i] > 0)) zeroBaseline++;
    const columns = {
      baselineMs: baselineValues.subarray(0, n),
      candidateMs: candidateValues.subarray(0, n)
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
function matchPairs(baseline, candidate, options, keepRecords = false) {
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
  const records = keepRecords && (options.duplicates === "first" || options.duplicates === "last") ? { baseline: new Uint32Array(capacity), candidate: new Uint32Array(capacity) } : void 0;
  let n = 0;
  let zeroBaseline = 0;
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
  const pairs = {
    length: n,
    block: fitted(block, n),
    baselineMs: fitted(baselineMs, n),
    candidateMs: fitted(candidateMs, n),
    thresholdPct: options.thresholdPct,
    setLabels: options.itemSets.map((s) => s.label),
    inSet: setMembership(block, n, options.itemSets)
  };
  return {
    pairs,
    ...records && {
      records: { baseline: records.baseline.subarray(0, n), candidate: records.candidate.subarray(0, n) }
    },
    match: {
      baselineRecords: recordsOf(baseline),
      candidateRecords: recordsOf(candidate),
      paired: n,
      onlyInBaseline: base.distinct - n,
      onlyInCandidate: cand.distinct - n,
      duplicatesBaseline: base.duplicates + repeatsDropped(baseline),
      duplicatesCandidate: cand.duplicates + repeatsDropped(candidate),
      duplicatePolicy: options.duplicates,
      zeroBaseline
    }
  };
}
function sameBlocksInOrder(baseline, candidate) {
  const n = baseline.length;
  if (candidate.length !== n) return false;
  for (let i = 0; i < n; i++) {
    if (baseline[i] !== candidate[i] || i > 0 && !(baseline[i] > baseline[i - 1])) return false;
  }
  return true;
}
function pairsInPlace(baseline, candidate, options, keepRecords) {
  const n = baseline.blocks.length;
  const baselineMs = baseline.ms;
  let zeroBaseline = 0;
  for (let i = 0; i < n; i++) if (!(baselineMs[i] > 0)) zeroBaseline++;
  const pairs = {
    length: n,
    block: baseline.blocks,
    baselineMs,
    candidateMs: candidate.ms,
    thresholdPct: options.thresholdPct,
    setLabels: options.itemSets.map((s) => s.label),
    inSet: setMembership(baseline.blocks, n, options.itemSets)
  };
  const keepsRecords = keepRecords && (options.duplicates === "first" || options.duplicates === "last");
  const none = new Uint32Array(0);
  return {
    pairs,
    ...keepsRecords && { records: { baseline: none, candidate: none, inPlace: true } },
    match: {
      baselineRecords: recordsOf(baseline),
      candidateRecords: recordsOf(candidate),
      paired: n,
      onlyInBaseline: 0,
      onlyInCandidate: 0,
      duplicatesBaseline: repeatsDropped(baseline),
      duplicatesCandidate: repeatsDropped(candidate),
      duplicatePolicy: options.duplicates,
      zeroBaseline
    }
  };
}
function fitted(column, n) {
  return n >= column.length / 2 ? column.subarray(0, n) : column.slice(0, n);
}
function pairRowAt(pairs, i) {
  const baselineMs = pairs.baselineMs[i];
  const candidateMs = pairs.candidateMs[i];
  const pct = deltaPct(baselineMs, candidateMs);
  const sets = [];
  for (let s = 0; s < pairs.inSet.length; s++) if (pairs.inSet[s][i] === 1) sets.push(pairs.setLabels[s]);
  return {
    block: pairs.block[i],
    baselineMs,
    candidateMs,
    deltaMs: candidateMs - baselineMs,
    deltaPct: pct,
    flagged: isFlagged(pct, pairs.thresholdPct),
    sets
  };
}
function buildPairs(baseline, candidate, options) {
  const { pairs, match } = matchPairs(baseline, candidate, options);
  return { pairs: Array.from({ length: pairs.length }, (_, i) => pairRowAt(pairs, i)), match };
}

export {
  resolveDuplicates,
  isFlagged,
  pairsOfColumns,
  matchPairs,
  pairRowAt,
  buildPairs
};
