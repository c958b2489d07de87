import {
  buildPairs,
  deltaPct,
  matchPairs,
  pairRowAt,
  resolveDuplicates,
  type ResolvedLog,
} from '../../src/core/blocks/match.js';
import type { DuplicatePolicy } from '../../src/core/model.js';
import { UserError } from '../../src/core/errors.js';
import { blockLog } from './support/logs.js';
import { readTruthPair } from './support/synthetic.js';

const options = { duplicates: 'last' as DuplicatePolicy, thresholdPct: 10, itemSets: [] };

/** The time a resolved log kept for `block` (undefined when it has none). */
function kept(r: ResolvedLog, block: number): number | undefined {
  const i = r.blocks.indexOf(block);
  return i === -1 ? undefined : r.ms[i];
}

describe('resolveDuplicates', () => {
  // Block 7 imported three times (two reorgs), block 8 twice.
  const log = blockLog([
    [7, 30],
    [8, 50],
    [7, 10],
    [9, 5],
    [8, 40],
    [7, 20],
  ]);

  test.each<[DuplicatePolicy, number, number]>([
    ['first', 30, 50],
    ['last', 20, 40],
    ['min', 10, 40],
    ['median', 20, 45],
  ])('%s keeps block 7 → %p ms and block 8 → %p ms, and counts 3 duplicates', (policy, seven, eight) => {
    const r = resolveDuplicates(log, policy);
    expect(Array.from(r.blocks)).toEqual([7, 8, 9]);
    expect(kept(r, 7)).toBe(seven);
    expect(kept(r, 8)).toBe(eight);
    expect(kept(r, 9)).toBe(5);
    expect(r.duplicates).toBe(3);
  });

  test.each<[string, [number, number][]]>([
    // Adjacent re-imports (no sort needed), out of order (packed-key sort), and blocks too large to pack
    // next to their index or not whole (comparator sort): the same answer each way.
    [
      'in block order',
      [
        [1, 10],
        [2, 20],
        [2, 21],
        [3, 30],
      ],
    ],
    [
      'out of order',
      [
        [3, 30],
        [2, 20],
        [1, 10],
        [2, 21],
      ],
    ],
    [
      'beyond 2^52',
      [
        [2 ** 52 + 2, 30],
        [2 ** 52, 20],
        [1, 10],
        [2 ** 52, 21],
      ],
    ],
    [
      'fractional',
      [
        [2.5, 20],
        [1, 10],
        [2.5, 21],
        [3, 30],
      ],
    ],
  ])('%s: one time per block, ascending, the last import kept', (_, records) => {
    const r = resolveDuplicates(blockLog(records), 'last');
    const distinct = [...new Set(records.map(([b]) => b))].sort((a, b) => a - b);
    expect(Array.from(r.blocks)).toEqual(distinct);
    const last = new Map(records);
    expect(Array.from(r.ms)).toEqual(distinct.map((b) => last.get(b)));
    expect(r.duplicates).toBe(1);
  });

  test('an unknown policy is a user error', () => {
    expect(() => resolveDuplicates(log, 'mean' as DuplicatePolicy)).toThrow(UserError);
  });

  test('the truth CSV of besu has 12 reorg duplicates per side and `last` keeps the canonical import', () => {
    const { baseline } = readTruthPair('besu');
    const r = resolveDuplicates(baseline, 'last');
    expect(r.duplicates).toBe(12);
    expect(r.blocks.length).toBe(10000);
  });
});

describe('buildPairs', () => {
  test('counts blocks on one side only and pairs the rest in block order', () => {
    const base = blockLog([
      [3, 100],
      [1, 100],
      [2, 200],
      [4, 50],
    ]);
    const cand = blockLog([
      [2, 180],
      [1, 115],
      [5, 60],
      [3, 100],
    ]);
    const { pairs, match } = buildPairs(base, cand, options);
    expect(pairs.map((p) => p.block)).toEqual([1, 2, 3]);
    expect(pairs[0]).toMatchObject({ baselineMs: 100, candidateMs: 115, deltaMs: 15, flagged: true });
    expect(pairs[0].deltaPct).toBeCloseTo(15, 12);
    expect(pairs[1]).toMatchObject({ deltaMs: -20, deltaPct: -10, flagged: true }); // |Δ%| ≥ 10 flags, inclusive
    expect(pairs[2]).toMatchObject({ deltaPct: 0, flagged: false });
    expect(match).toEqual({
      baselineRecords: 4,
      candidateRecords: 4,
      paired: 3,
      onlyInBaseline: 1,
      onlyInCandidate: 1,
      duplicatesBaseline: 0,
      duplicatesCandidate: 0,
      duplicatePolicy: 'last',
      zeroBaseline: 0,
    });
  });

  test('zero baselines are counted and get no Δ%, never a division', () => {
    const base = blockLog([
      [1, 0],
      [2, 100],
    ]);
    const cand = blockLog([
      [1, 5],
      [2, 0],
    ]);
    const { pairs, match } = buildPairs(base, cand, options);
    expect(pairs[0]).toMatchObject({ deltaMs: 5, deltaPct: null, flagged: false });
    expect(pairs[1]).toMatchObject({ deltaPct: -100, flagged: true });
    expect(match.zeroBaseline).toBe(1);
    expect(deltaPct(0, 1)).toBeNull();
    expect(deltaPct(-1, 1)).toBeNull();
  });

  test('duplicates are resolved per side with the policy and counted per side', () => {
    const base = blockLog([
      [1, 100],
      [1, 200],
    ]);
    const cand = blockLog([[1, 150]]);
    const last = buildPairs(base, cand, options);
    expect(last.pairs[0].baselineMs).toBe(200);
    expect(last.match).toMatchObject({ duplicatesBaseline: 1, duplicatesCandidate: 0, paired: 1 });
    const first = buildPairs(base, cand, { ...options, duplicates: 'first' });
    expect(first.pairs[0].deltaPct).toBe(50);
    expect(first.match.duplicatePolicy).toBe('first');
  });

  test('each pair lists the item sets that hold its block', () => {
    const base = blockLog([
      [1, 10],
      [2, 10],
    ]);
    const sets = [
      { label: 'xen', blocks: new Set([2]) },
      { label: 'odd', blocks: new Set([1]) },
      { label: 'both', blocks: new Set([1, 2]) },
    ];
    const { pairs } = buildPairs(base, base, { ...options, itemSets: sets });
    expect(pairs.map((p) => p.sets)).toEqual([
      ['odd', 'both'],
      ['xen', 'both'],
    ]);
  });

  test('matchPairs keeps the same pairs by column, and pairRowAt makes each row', () => {
    const base = blockLog([
      [3, 100],
      [1, 100],
      [2, 200],
      [4, 50],
    ]);
    const cand = blockLog([
      [2, 180],
      [1, 115],
      [5, 60],
      [3, 100],
    ]);
    const sets = [{ label: 'xen', blocks: new Set([2, 3, 99]) }];
    const { pairs, match } = matchPairs(base, cand, { ...options, itemSets: sets });
    expect(Array.from(pairs.block)).toEqual([1, 2, 3]);
    expect(Array.from(pairs.baselineMs)).toEqual([100, 200, 100]);
    expect(Array.from(pairs.candidateMs)).toEqual([115, 180, 100]);
    expect(pairs.inSet.map((m) => Array.from(m))).toEqual([[0, 1, 1]]);
    expect(match).toEqual(buildPairs(base, cand, { ...options, itemSets: sets }).match);
    expect(pairRowAt(pairs, 1)).toEqual({
      block: 2,
      baselineMs: 200,
      candidateMs: 180,
      deltaMs: -20,
      deltaPct: -10,
      flagged: true,
      sets: ['xen'],
    });
  });

  test('nethermind-throttled: the 6 / 3 blocks with their own line are on one side only (README) and counted', () => {
    const { baseline, candidate } = readTruthPair('nethermind-throttled');
    const { pairs, match } = buildPairs(baseline, candidate, options);
    expect(pairs).toEqual([]);
    expect(match).toMatchObject({ paired: 0, onlyInBaseline: 6, onlyInCandidate: 3 });
  });
});
