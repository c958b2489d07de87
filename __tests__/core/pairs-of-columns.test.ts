// Every metric other than the time takes its pairs through the records the time's matching kept
// (match.ts pairsOfColumns): they must be exactly the pairs a second matching of the metric's own column gives,
// duplicates (reorgs) and logs out of block order included. Real layout: the Besu 25.5 vs 26 pair, which
// re-imports blocks, with its Mgas/s and gas columns.
import path from 'node:path';
import { matchPairs, pairsOfColumns } from '../../src/core/blocks/match.js';
import { columnDoubles } from '../../src/core/blocks/scaled-column.js';
import type { BlockLog, DuplicatePolicy } from '../../src/core/model.js';
import { readBlockLog } from '../../src/io/block-log-reader.js';

const synthetic = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/synthetic');
let baseline: BlockLog;
let candidate: BlockLog;
beforeAll(async () => {
  baseline = await readBlockLog(path.join(synthetic, 'besu-25.5-vs-26-control.log'));
  candidate = await readBlockLog(path.join(synthetic, 'besu-25.5-vs-26-test.log'));
});

/** The log with its records in reverse order (every column alike): no longer in block order. */
function reversed(log: BlockLog): BlockLog {
  const rev = <T extends Float64Array | Uint32Array>(x: T) => x.slice().reverse() as T;
  const attrs = Object.fromEntries(Object.entries(log.attrs).map(([k, v]) => [k, rev(columnDoubles(v))]));
  return { ...log, blocks: rev(log.blocks), ms: rev(log.ms), lines: rev(log.lines), attrs };
}

describe.each(['first', 'last'] as DuplicatePolicy[])('duplicates: %s', (duplicates) => {
  const options = { duplicates, thresholdPct: 10, itemSets: [] };

  test.each([
    ['in block order', (l: BlockLog) => l],
    ['out of block order', reversed],
  ])('%s, Mgas/s and gas read through the kept records equal a second matching', (_, arrange) => {
    const b = arrange(baseline);
    const c = arrange(candidate);
    const time = matchPairs(b, c, options, true);
    expect(time.match.duplicatesBaseline + time.match.duplicatesCandidate).toBeGreaterThan(0);
    for (const column of ['mgasps', 'gasUsed']) {
      const bv = columnDoubles(b.attrs[column]);
      const cv = columnDoubles(c.attrs[column]);
      expect(bv.every((v) => v === v) && cv.every((v) => v === v)).toBe(true);
      const direct = matchPairs({ ...b, ms: bv }, { ...c, ms: cv }, options);
      const shared = pairsOfColumns(time.pairs, time.match, time.records!, bv, cv);
      expect(shared.match).toEqual(direct.match);
      expect(Array.from(shared.pairs.block)).toEqual(Array.from(direct.pairs.block));
      expect(Array.from(shared.pairs.baselineMs)).toEqual(Array.from(direct.pairs.baselineMs));
      expect(Array.from(shared.pairs.candidateMs)).toEqual(Array.from(direct.pairs.candidateMs));
    }
  });
});

test('records are kept only when asked, and only for policies that pick a record by its place', () => {
  const options = { thresholdPct: 10, itemSets: [] };
  expect(matchPairs(baseline, candidate, { ...options, duplicates: 'last' }).records).toBeUndefined();
  expect(matchPairs(baseline, candidate, { ...options, duplicates: 'min' }, true).records).toBeUndefined();
  expect(matchPairs(baseline, candidate, { ...options, duplicates: 'median' }, true).records).toBeUndefined();
});

test('logs paired record for record (no reorgs, same blocks) share their columns as the pairs, values equal', () => {
  const log = (ms: number[], rate: number[]): BlockLog => ({
    format: 'besu',
    blocks: Float64Array.from([10, 11, 12, 13]),
    ms: Float64Array.from(ms),
    lines: Uint32Array.from([1, 2, 3, 4]),
    attrs: { mgasps: Float64Array.from(rate) },
    warnings: [],
    blocksWithoutTiming: 0,
  });
  const b = log([5, 6, 7, 8], [0, 20, 30, 40]);
  const c = log([6, 6, 8, 9], [11, 21, 31, 41]);
  const options = { duplicates: 'last' as const, thresholdPct: 10, itemSets: [] };
  const time = matchPairs(b, c, options, true);
  const [bv, cv] = [b, c].map((l) => columnDoubles(l.attrs.mgasps));
  const shared = pairsOfColumns(time.pairs, time.match, time.records!, bv, cv);
  const direct = matchPairs({ ...b, ms: bv }, { ...c, ms: cv }, options);
  expect(shared.match).toEqual(direct.match);
  expect(shared.match.zeroBaseline).toBe(1);
  expect(Array.from(shared.pairs.baselineMs)).toEqual(Array.from(direct.pairs.baselineMs));
  expect(Array.from(shared.pairs.candidateMs)).toEqual(Array.from(direct.pairs.candidateMs));
  expect(shared.pairs.baselineMs.buffer).toBe(bv.buffer);
});
