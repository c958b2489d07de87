// The pipeline drops each log's repeated records (reorgs) in the log's own columns before comparing
// (core/blocks/resolve-in-place.ts), so logs of the same blocks are their own pairs. Every metric's comparison must
// be what it was on the logs as read: the same pairs, cuts, verdicts and match summaries (records and repeats as
// read, also for a metric some repeated records lack), under each policy, or the log must be left as it is.
import path from 'node:path';
import { matchPairs } from '../../src/core/blocks/match.js';
import { columnDoubles } from '../../src/core/blocks/scaled-column.js';
import { resolveDuplicatesInPlace, shareBlockColumns } from '../../src/core/blocks/resolve-in-place.js';
import { DEFAULT_COMPARE_OPTIONS } from '../../src/core/compare-blocks.js';
import { compareBlockMetrics } from '../../src/core/compare-metrics.js';
import type { AttrColumn, BlockLog, DuplicatePolicy } from '../../src/core/model.js';
import { readBlockLog } from '../../src/io/block-log-reader.js';

const synthetic = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/synthetic');

/** A column copied as it is held (doubles, or scaled integers until a comparison read them as doubles). */
const copyColumn = (v: AttrColumn): AttrColumn =>
  ArrayBuffer.isView(v) || v.doubles
    ? columnDoubles(v).slice()
    : { scaled: v.scaled.slice(), decimals: v.decimals };

/** A deep copy: resolving overwrites the log's columns. */
function copy(log: BlockLog): BlockLog {
  const attrs = Object.fromEntries(Object.entries(log.attrs).map(([k, v]) => [k, copyColumn(v)]));
  return { ...log, blocks: log.blocks.slice(), ms: log.ms.slice(), lines: log.lines.slice(), attrs };
}

/** Every metric compared (each lazy entry read) as JSON, with the time's pairs. */
function compared(b: BlockLog, c: BlockLog, duplicates: DuplicatePolicy, metric?: string) {
  const options = { ...DEFAULT_COMPARE_OPTIONS, duplicates };
  const { comparison, pairs } = compareBlockMetrics([b], [c], options, { metric });
  return {
    json: JSON.stringify(comparison),
    pairs: [Array.from(pairs.block), Array.from(pairs.baselineMs), Array.from(pairs.candidateMs)],
  };
}

describe.each([
  // Which policies resolve: reth's repeated blocks are first recorded as fork-chain imports without a rate, so
  // keeping the first record would lose the rate the metric's own log keeps.
  ['besu-25.5-vs-26', 'mgasps', ['first', 'last']],
  ['reth', 'mgasps', ['last']],
])('%s (re-imported blocks)', (name, metric, resolving) => {
  let baseline: BlockLog;
  let candidate: BlockLog;
  beforeAll(async () => {
    baseline = await readBlockLog(path.join(synthetic, `${name}-control.log`), {
      skipAttrs: ['txs', 'gasUsed'],
    });
    candidate = await readBlockLog(path.join(synthetic, `${name}-test.log`), {
      skipAttrs: ['txs', 'gasUsed'],
    });
  });

  test.each(['first', 'last', 'min', 'median'] as DuplicatePolicy[])(
    'policy %s: every metric compares as on the logs as read',
    (policy) => {
      const b = resolveDuplicatesInPlace(copy(baseline), policy);
      const c = resolveDuplicatesInPlace(copy(candidate), policy);
      if (resolving.includes(policy)) {
        expect(b.resolved?.duplicates).toBeGreaterThan(0);
        expect(b.blocks.length).toBeLessThan(baseline.blocks.length);
      } else expect(b.resolved).toBeUndefined();
      for (const chosen of [undefined, metric]) {
        expect(compared(b, c, policy, chosen)).toEqual(compared(baseline, candidate, policy, chosen));
      }
    },
  );
});

/** A log of blocks 1…n with every fifth block imported twice, and a rate that some records lack. */
function generated(seed: number, gaps: (block: number, k: number) => boolean): BlockLog {
  const blocks: number[] = [];
  const ms: number[] = [];
  const rate: number[] = [];
  let x = seed;
  const next = () => ((x = (x * 16807) % 2147483647) / 2147483647) * 100;
  for (let b = 1; b <= 400; b++) {
    for (let k = 0; k < (b % 5 === 0 ? 2 : 1); k++) {
      blocks.push(b);
      ms.push(10 + next());
      rate.push(gaps(b, k) ? NaN : 1 + next());
    }
  }
  return {
    format: 'besu',
    blocks: Float64Array.from(blocks),
    ms: Float64Array.from(ms),
    lines: new Uint32Array(0),
    attrs: { mgasps: Float64Array.from(rate) },
    warnings: [],
    blocksWithoutTiming: 0,
  };
}

test('a rate some records lack: resolved where the kept record carries it, else left as read', () => {
  // Blocks without a rate, and repeated blocks whose first record lacks it (a fork-chain import).
  const gaps = (block: number, k: number) =>
    (block % 7 === 3 && block % 5 !== 0) || (block % 10 === 0 && k === 0);
  const expected = compared(generated(1, gaps), generated(2, gaps), 'last', 'mgasps');
  const b = resolveDuplicatesInPlace(generated(1, gaps), 'last');
  const c = resolveDuplicatesInPlace(generated(2, gaps), 'last');
  expect(b.resolved).toEqual({
    policy: 'last',
    records: 480,
    duplicates: 80,
    // 45 single blocks without a rate, 40 first records of repeated blocks.
    carrying: { mgasps: { records: 480 - 45 - 40, duplicates: 40 } },
  });
  expect(compared(b, c, 'last', 'mgasps')).toEqual(expected);
  // Keeping the first record would lose the rate of the blocks whose second record alone carries it.
  const first = generated(3, gaps);
  expect(resolveDuplicatesInPlace(first, 'first')).toBe(first);
});

test('logs out of block order, or with nothing repeated, are left as they are', () => {
  const log = generated(4, () => false);
  const reversed = { ...log, blocks: log.blocks.slice().reverse() };
  expect(resolveDuplicatesInPlace(reversed, 'last')).toBe(reversed);
  const once = { ...log, blocks: Float64Array.from(log.blocks, (_, i) => i), ms: log.ms };
  expect(resolveDuplicatesInPlace(once, 'last')).toBe(once);
});

test('resolved logs of the same blocks are their own pairs; another policy is refused', () => {
  const b = resolveDuplicatesInPlace(
    generated(5, () => false),
    'last',
  );
  const c = resolveDuplicatesInPlace(
    generated(6, () => false),
    'last',
  );
  const options = { duplicates: 'last' as const, thresholdPct: 10, itemSets: [] };
  const { pairs, match } = matchPairs(b, c, options);
  expect(pairs.baselineMs.buffer).toBe(b.ms.buffer);
  expect(pairs.candidateMs.buffer).toBe(c.ms.buffer);
  expect(match.baselineRecords).toBe(480);
  expect(match.duplicatesCandidate).toBe(80);
  expect(() => matchPairs(b, c, { ...options, duplicates: 'first' })).toThrow(/policy last/);
});

test('logs of the same blocks share one block column, the other released; different blocks keep their own', () => {
  const [b, c, d] = [7, 8, 9].map((seed) =>
    resolveDuplicatesInPlace(
      generated(seed, () => false),
      'last',
    ),
  );
  const other = { ...d, blocks: d.blocks.map((x) => x + 1000) };
  const expected = compared(copy(b), copy(c), 'last');
  const dropped = c.blocks;
  const [sb, sc, so] = shareBlockColumns([b, c, other]);
  expect(sb).toBe(b);
  expect(sc.blocks).toBe(b.blocks);
  expect(so).toBe(other);
  // Released at once where the runtime can (ArrayBuffer.prototype.transfer, Node 21+): the column given up is empty.
  if ('transfer' in ArrayBuffer.prototype) expect(dropped.length).toBe(0);
  expect(compared(sb, sc, 'last')).toEqual(expected);
  const { pairs } = matchPairs(sb, sc, { duplicates: 'last', thresholdPct: 10, itemSets: [] });
  expect(pairs.block).toBe(b.blocks);
});

test('a block column whose buffer backs another column is shared but not released', () => {
  const log = generated(10, () => false);
  const buffer = new ArrayBuffer(log.blocks.length * 16);
  const blocks = new Float64Array(buffer, 0, log.blocks.length);
  blocks.set(log.blocks);
  const ms = new Float64Array(buffer, log.blocks.length * 8, log.blocks.length);
  ms.set(log.ms);
  const first = generated(10, () => false);
  const [, second] = shareBlockColumns([first, { ...log, blocks, ms }]);
  expect(second.blocks).toBe(first.blocks);
  expect(Array.from(second.ms)).toEqual(Array.from(log.ms));
  expect(blocks.length).toBe(log.blocks.length);
});
