// The generated control/test pairs (shared/fixtures/synthetic) against their ground truth, record by record:
// the parsed sequence must be exactly the truth rows that have a value for that run, in order (orphan rows are
// the first import of a reorged height and are records too).
import path from 'node:path';
import type { BlockLog } from '../../../src/core/model.js';
import { readBlockLog } from '../../../src/formats/eth/index.js';
import { readTruth, SYNTHETIC, type TruthRow } from './fixtures.js';
import { columnDoubles } from '../../../src/core/blocks/scaled-column.js';

const PAIRS: [prefix: string, ext: string, format: string][] = [
  ['besu', '.log', 'besu'],
  ['besu-18k', '.log.gz', 'besu'],
  ['geth', '.log', 'geth'],
  ['geth-18k', '.log.gz', 'geth'],
  ['nethermind', '.log', 'nethermind'],
  ['nethermind-18k', '.log.gz', 'nethermind'],
  ['reth', '.log', 'reth'],
  ['besu-25.5-vs-26', '.log', 'besu'],
  ['besu-ansi', '.log', 'besu'],
  ['nethermind-ansi', '.log', 'nethermind'],
  ['nethermind-throttled', '.log', 'nethermind'],
];

const SIDES = ['control', 'test'] as const;

describe.each(PAIRS)('%s', (prefix, ext, format) => {
  const truth = readTruth(prefix);
  describe.each(SIDES)('%s run', (side) => {
    let log: BlockLog;
    let expected: TruthRow[];
    beforeAll(async () => {
      log = await readBlockLog(path.join(SYNTHETIC, `${prefix}-${side}${ext}`));
      expected = truth.filter((r) => r[side] !== null);
    });

    test('reproduces every per-block value of the truth, in order', () => {
      expect(log.format).toBe(format);
      expect(Array.from(log.blocks)).toEqual(expected.map((r) => r.block));
      expect(Array.from(log.ms)).toEqual(expected.map((r) => r[side]));
      expect(log.warnings.filter((w) => w.code === 'unparsed-line')).toEqual([]);
    });

    // One expect per property over every record (the mismatches listed), not one per record: 18k-block logs made
    // ~100,000 expect calls per side.
    test('line numbers increase and attributes line up', () => {
      const notIncreasing: number[] = [];
      for (let i = 1; i < log.lines.length; i++)
        if (!(log.lines[i] > log.lines[i - 1])) notIncreasing.push(i);
      expect(notIncreasing).toEqual([]);
      const canonical = expected.map((r, i) => [r, i] as const).filter(([r]) => !r.orphan);
      expect(canonical.map(([, i]) => columnDoubles(log.attrs.txs)[i])).toEqual(
        canonical.map(([r]) => r.txCount),
      );
      // besu prints gas exactly; geth/reth/nethermind print Mgas with 2–3 decimals
      const tolerance = format === 'besu' ? 0 : 5000;
      const gasOff = canonical
        .filter(([r, i]) => !(Math.abs(columnDoubles(log.attrs.gasUsed)[i] - r.gasUsed) <= tolerance))
        .map(([r, i]) => `record ${i}: ${columnDoubles(log.attrs.gasUsed)[i]} vs ${r.gasUsed}`);
      expect(gasOff).toEqual([]);
    });
  });
});

test('throttled Nethermind reports its blocks without per-block timing instead of guessing', async () => {
  const truth = readTruth('nethermind-throttled');
  for (const side of SIDES) {
    const log = await readBlockLog(path.join(SYNTHETIC, `nethermind-throttled-${side}.log`));
    const blank = truth.filter((r) => r[side] === null).length;
    const range = log.warnings.find((w) => w.code === 'aggregated-range');
    expect(range).toBeDefined();
    expect(range?.message).toContain(`per-block timing not available for ${log.blocksWithoutTiming} blocks`);
    // Every blank truth row is in a range, except blocks still unreported when the run stopped (at most a second's worth).
    expect(log.blocksWithoutTiming).toBeLessThanOrEqual(blank);
    expect(blank - log.blocksWithoutTiming).toBeLessThan(10);
    expect(log.blocks.length + blank).toBe(truth.length);
  }
});

test('reth orphans logged as `Block added to fork chain` are records, and counted', async () => {
  const log = await readBlockLog(path.join(SYNTHETIC, 'reth-control.log'));
  const orphans = readTruth('reth').filter((r) => r.orphan).length;
  expect(orphans).toBeGreaterThan(0);
  expect(log.warnings.find((w) => w.code === 'fork-chain-block')?.count).toBe(orphans);
});
