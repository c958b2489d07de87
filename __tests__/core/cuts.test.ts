import {
  cutSize,
  cutsLike,
  defineCuts,
  indicesOrEvery,
  isSlow,
  slowCutName,
  slowThresholds,
} from '../../src/core/blocks/cuts.js';
import type { ItemSet, PairColumns } from '../../src/core/model.js';

/** Pairs by column from [block, baselineMs, candidateMs] rows, with the item sets' membership. */
function pairColumns(rows: [number, number, number][], itemSets: ItemSet[] = []): PairColumns {
  return {
    length: rows.length,
    block: Float64Array.from(rows, (r) => r[0]),
    baselineMs: Float64Array.from(rows, (r) => r[1]),
    candidateMs: Float64Array.from(rows, (r) => r[2]),
    thresholdPct: 10,
    setLabels: itemSets.map((s) => s.label),
    inSet: itemSets.map((s) => Uint8Array.from(rows, (r) => (s.blocks.has(r[0]) ? 1 : 0))),
  };
}

describe('slow selection', () => {
  test('both sides: the geometric mean must reach the threshold; baseline: the baseline alone', () => {
    // √(1200·800) ≈ 980
    expect(isSlow(1200, 800, 1000, 'baseline')).toBe(true);
    expect(isSlow(1200, 800, 1000, 'both')).toBe(false);
    expect(isSlow(900, 1200, 1000, 'both')).toBe(true); // √(900·1200) ≈ 1039
    expect(isSlow(900, 1200, 1000, 'baseline')).toBe(false);
  });

  test('thresholds: positive, unique, ascending', () => {
    expect(slowThresholds([2000, 0, 1000, 2000])).toEqual([1000, 2000]);
  });
});

describe('defineCuts', () => {
  const rows: [number, number, number][] = [
    [1, 100, 110],
    [2, 1500, 1400],
    [3, 0, 10],
    [4, 2500, 2600],
    [5, 1100, 900],
  ];
  const xen = { label: 'xen', blocks: new Set([1, 2, 3]) };
  const pairs = pairColumns(rows, [xen]);

  test('all, slow thresholds, item sets and set × slow, readably named, zero baselines left out', () => {
    const cuts = defineCuts(pairs, { slowMs: [1000, 2000], selectOn: 'both', itemSets: [xen] });
    expect(cuts.map((c) => [c.name, c.set, c.slowMs, Array.from(c.indices)])).toEqual([
      ['all', null, null, [0, 1, 3, 4]],
      ['slow ≥ 1000 ms', null, 1000, [1, 3]], // block 5: √(1100·900) ≈ 995
      ['slow ≥ 2000 ms', null, 2000, [3]],
      ['xen', 'xen', null, [0, 1]],
      ['xen × slow ≥ 1000 ms', 'xen', 1000, [1]],
      ['xen × slow ≥ 2000 ms', 'xen', 2000, []],
    ]);
  });

  test('selecting on the baseline says so in the cut name', () => {
    const cuts = defineCuts(pairs, { slowMs: [1000], selectOn: 'baseline', itemSets: [] });
    expect(cuts.map((c) => [c.name, Array.from(c.indices)])).toEqual([
      ['all', [0, 1, 3, 4]],
      ['baseline ≥ 1000 ms', [1, 3, 4]],
    ]);
    expect(slowCutName(1000, 'both')).toBe('slow ≥ 1000 ms');
  });
});

describe('the all cut of every pair', () => {
  const options = { slowMs: [1000], selectOn: 'both' as const, itemSets: [] };

  test('every pair with a positive baseline: no indices are made until read, then 0 … n − 1', () => {
    const [all, slow] = defineCuts(
      pairColumns([
        [1, 10, 11],
        [2, 1200, 1300],
        [3, 20, 19],
      ]),
      options,
    );
    expect(all.every).toBe(3);
    expect(cutSize(all)).toBe(3);
    expect(indicesOrEvery(all)).toBe(3);
    expect(Array.from(all.indices)).toEqual([0, 1, 2]);
    expect(slow.every).toBeUndefined();
    expect(indicesOrEvery(slow)).toEqual(Uint32Array.from([1]));
  });

  test('a zero baseline: the cut lists its pairs', () => {
    const [all] = defineCuts(
      pairColumns([
        [1, 10, 11],
        [2, 0, 13],
      ]),
      options,
    );
    expect(all.every).toBeUndefined();
    expect(Array.from(all.indices)).toEqual([0]);
  });

  test("another metric's all cut: the reference's own when every value is positive, else its positive pairs", () => {
    const time = pairColumns([
      [1, 10, 11],
      [2, 1200, 1300],
      [3, 20, 19],
    ]);
    const reference = { block: time.block, definitions: defineCuts(time, options) };
    const rate = (baseline: number[]) => ({ ...time, baselineMs: Float64Array.from(baseline) });
    expect(cutsLike(rate([5, 6, 7]), reference)[0]).toBe(reference.definitions[0]);
    const [all] = cutsLike(rate([5, 0, 7]), reference);
    expect(all.every).toBeUndefined();
    expect(cutSize(all)).toBe(2);
    expect(Array.from(all.indices)).toEqual([0, 2]);
  });
});
