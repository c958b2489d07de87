// Real client log lines pasted in public issues (shared/fixtures/real-logs, README there). The README's
// per-file count is the number of block lines of the client's per-block message; each must become either a
// record or a counted warning (multi-block segment, aggregated range, line without time), never vanish.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockLog } from '../../../src/core/model.js';
import { readBlockLog } from '../../../src/formats/eth/index.js';
import { REAL } from './fixtures.js';
import { columnDoubles } from '../../../src/core/blocks/scaled-column.js';

const README_COUNTS: Record<string, number> = { besu: 33, geth: 35, nethermind: 11, reth: 15, erigon: 7 };
const LINE_LEVEL_CODES = ['multi-block-segment', 'aggregated-range', 'no-timing'];

const fileLines = (name: string) => readFileSync(path.join(REAL, `${name}.log`), 'utf8').split('\n');
const warning = (log: BlockLog, code: string) => log.warnings.find((w) => w.code === code);
const count = (log: BlockLog, code: string) => warning(log, code)?.count ?? 0;

/** The record for `block` (the first one when imported twice). */
function record(log: BlockLog, block: number): Record<string, number> {
  const i = log.blocks.indexOf(block);
  expect(i).toBeGreaterThanOrEqual(0);
  const attrs: Record<string, number> = Object.fromEntries(
    Object.entries(log.attrs).map(([k, v]) => [k, columnDoubles(v)[i]]),
  );
  return { ...attrs, ms: log.ms[i], line: log.lines[i] };
}

describe.each(Object.keys(README_COUNTS))('%s.log', (name) => {
  let log: BlockLog;
  beforeAll(async () => {
    log = await readBlockLog(path.join(REAL, `${name}.log`));
  });

  test('is detected as its client', () => expect(log.format).toBe(name));

  test("every block line of the README's count is a record or a counted warning", () => {
    const lineLevel = LINE_LEVEL_CODES.reduce((n, code) => n + count(log, code), 0);
    expect(log.blocks.length + lineLevel).toBe(README_COUNTS[name]);
    expect(count(log, 'unparsed-line')).toBe(0);
  });

  test('columns are aligned and each record points at a line that names its block', () => {
    const lines = fileLines(name);
    for (const col of [log.ms, log.lines, ...Object.values(log.attrs).map(columnDoubles)])
      expect(col).toHaveLength(log.blocks.length);
    log.blocks.forEach((block, i) => {
      const text = lines[log.lines[i] - 1];
      expect(text.replace(/[,.]/g, '')).toContain(String(block));
      expect(Number.isFinite(log.ms[i]) && log.ms[i] >= 0).toBe(true);
    });
  });
});

describe('values read from the lines', () => {
  test('besu: all four eras, JSON logging, reorg duplicate, progress and slow-block lines counted', async () => {
    const log = await readBlockLog(path.join(REAL, 'besu.log'));
    const lines = fileLines('besu');
    // Besu before 25.10 prints the time in seconds with 3 decimals: the ms value must be that number × 1000 exactly.
    log.ms.forEach((ms, i) =>
      expect(lines[log.lines[i] - 1]).toMatch(new RegExp(`(in|exec time) ${(ms / 1000).toFixed(3)}s`)),
    );
    expect(record(log, 14575862)).toMatchObject({ ms: 97, txs: 49, gasUsed: 1035560 });
    expect(record(log, 161)).toMatchObject({ ms: 1222, txs: 109, gasUsed: 1807636604 });
    expect(record(log, 15941325)).toMatchObject({ ms: 2278, txs: 270 });
    expect(record(log, 10431117)).toMatchObject({ ms: 874, txs: 44, gasUsed: 4868888 }); // JSON-wrapped
    expect(record(log, 235744)).toMatchObject({ ms: 293, txs: 564, gasUsed: 51897982, mgasps: 177.13 });
    expect(record(log, 23115)).toMatchObject({ ms: 1, mgasps: 0 });
    const dup = Array.from(log.blocks).flatMap((b, i) => (b === 14575864 ? [log.ms[i]] : []));
    expect(dup).toEqual([5, 52]);
    expect(count(log, 'progress-line')).toBe(4);
    expect(warning(log, 'progress-line')?.firstLine).toBe(5);
    expect(count(log, 'slow-block-line-ignored')).toBe(1);
  });

  test('geth: blocks=1 lines are records, multi-block segments are counted with their blocks', async () => {
    const log = await readBlockLog(path.join(REAL, 'geth.log'));
    expect(record(log, 33615128)).toMatchObject({ ms: 9195, txs: 654, mgasps: 3.596 });
    expect(record(log, 19647248)).toMatchObject({ ms: 25.266, txs: 0 });
    expect(record(log, 18609163)).toMatchObject({ ms: 1575, txs: 160, gasUsed: 14962000 });
    expect(record(log, 18585068)).toMatchObject({ ms: 96.251 });
    expect(record(log, 76858522)).toMatchObject({ ms: 14.299, txs: 9 });
    expect(record(log, 80004140)).toMatchObject({ ms: 34.808, txs: 86, gasUsed: 12755491 }); // logfmt, BSC
    // `Chain head was updated`, header imports and `Deep froze` are not block executions.
    expect(log.blocks).toHaveLength(17);
    const segments = fileLines('geth')
      .filter((l) => !l.startsWith('#') && l.includes('Imported new') && l.includes('chain segment'))
      .map((l) => Number(/blocks=(\d+)/.exec(l)?.[1]))
      .filter((n) => n > 1);
    expect(count(log, 'multi-block-segment')).toBe(segments.length);
    expect(log.blocksWithoutTiming).toBe(segments.reduce((a, b) => a + b, 0));
    expect(warning(log, 'multi-block-segment')?.message).toContain(
      `per-block timing not available for ${log.blocksWithoutTiming} blocks`,
    );
  });

  test('nethermind: one-liners, 3-line records, ranges counted, reversed viewer copies', async () => {
    const log = await readBlockLog(path.join(REAL, 'nethermind.log'));
    expect(record(log, 15841514)).toMatchObject({ ms: 2136, mgasps: 12.11 });
    expect(record(log, 17408980)).toMatchObject({ ms: 201.49, txs: 130, gasUsed: 15140000, mgasps: 75.12 });
    expect(record(log, 17454111)).toMatchObject({ ms: 512.84, txs: 135, gasUsed: 29040000, mgasps: 56.62 });
    expect(record(log, 19429959)).toMatchObject({ ms: 2015.23 });
    expect(record(log, 19429956)).toMatchObject({ ms: 4859.93 });
    expect(record(log, 19474940)).toMatchObject({ ms: 453.62 });
    // In the newest-first viewer copy the detail lines precede their record: they are not misattributed.
    expect(record(log, 19429959).mgasps).toBeNaN();
    expect(count(log, 'aggregated-range')).toBe(3);
    expect(log.blocksWithoutTiming).toBe(4487369 - 4487128 + 1 + (4487565 - 4487370 + 1) + 2);
  });

  test('reth: Rust durations, gas units, truncated and old lines without time', async () => {
    const log = await readBlockLog(path.join(REAL, 'reth.log'));
    expect(record(log, 19018271)).toMatchObject({ ms: 5220, txs: 222, gasUsed: 14450000 });
    expect(record(log, 19618534)).toMatchObject({ ms: 704.944521, gasUsed: 7452000 });
    expect(record(log, 1861004)).toMatchObject({
      ms: 55.197625,
      gasUsed: 4198796,
      mgasps: 76.06841779877305,
    });
    expect(record(log, 20972373)).toMatchObject({ ms: 160.199203, gasUsed: 18230000, mgasps: 113.79 });
    expect(record(log, 624276)).toMatchObject({ ms: 2.312166, gasUsed: 128080, mgasps: 55.39 });
    expect(count(log, 'no-timing')).toBe(6);
    expect(log.blocksWithoutTiming).toBe(6);
    expect(count(log, 'slow-block-line-ignored')).toBe(1);
  });

  test('erigon: rounded execution times are read and flagged as coarse', async () => {
    const log = await readBlockLog(path.join(REAL, 'erigon.log'));
    expect(Array.from(log.blocks)).toEqual([24710262, 24710263, 24710265, 24710266, 24710267]);
    expect(Array.from(log.ms)).toEqual([3000, 6000, 3000, 27, 3000]);
    expect(record(log, 24710262).mgasps).toBe(325.67);
    expect(count(log, 'rounded-timing')).toBe(5);
    expect(count(log, 'no-timing')).toBe(2);
  });

  test('slow-block JSON lines: Nethermind and Besu payloads, a payload without timing counted', async () => {
    const log = await readBlockLog(path.join(REAL, 'slowblock.log'));
    expect(log.format).toBe('slowblock');
    expect(Array.from(log.ms)).toEqual([654.08, 970.803696]);
    expect(Array.from(columnDoubles(log.attrs.txs))).toEqual([6, 6]);
    expect(Array.from(columnDoubles(log.attrs.gasUsed))).toEqual([100000000, 100000000]);
    expect(count(log, 'no-timing')).toBe(1);
    // Besu's JSON logging embeds the payload unescaped and the line is truncated: still readable on request.
    const besu = await readBlockLog(path.join(REAL, 'besu.log'), { format: 'slowblock' });
    expect(Array.from(besu.blocks)).toEqual([24975451]);
    expect(Array.from(besu.ms)).toEqual([706.055852]);
    // reth's key=value form
    const reth = await readBlockLog(path.join(REAL, 'reth.log'), { format: 'slowblock' });
    expect(Array.from(reth.blocks)).toEqual([1]);
    expect(Array.from(reth.ms)).toEqual([91]);
  });
});
