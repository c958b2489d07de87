// A reader's attribute columns (formats/eth/column.ts ScalingColumn) hold scaled 32-bit integers while their values
// allow and doubles otherwise (and below SCALE_FROM records): either way a comparison must read the very doubles the
// parser set. Checked on sequences that rescale or fall back, and on every value every parser sets on the real and
// generated logs, held as a reader holds them and scaled.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { columnDoubles, SCALED_MAX } from '../../../src/core/blocks/scaled-column.js';
import type { AttrColumn, ScaledColumn } from '../../../src/core/model.js';
import { ScalingColumn } from '../../../src/formats/eth/column.js';
import { parseBlockLogText, readBlockLog } from '../../../src/formats/eth/index.js';
import { REAL, SYNTHETIC } from './fixtures.js';

/** A number as text that tells -0 from 0 (String gives every last digit of the rest, NaN included). */
const exact = (v: number): string => (Object.is(v, -0) ? '-0' : String(v));

/** The column's values as doubles, compared as Object.is does: NaN, -0 and every last bit. */
const same = (column: AttrColumn, expected: number[]) =>
  expect(Array.from(columnDoubles(column), exact)).toEqual(expected.map(exact));

/**
 * Sets each value at its index (NaN: left unset) and finishes the column at `n` records. `scaleFrom` 0: scaled from
 * the first record, as a column sized for a long log is.
 */
function column(values: number[], n = values.length, scaleFrom = 0): AttrColumn {
  const col = new ScalingColumn(scaleFrom);
  values.forEach((v, i) => {
    if (v === v) col.set(i, v);
  });
  return col.finish(n);
}

const isScaled = (c: AttrColumn): c is ScaledColumn => !ArrayBuffer.isView(c);

describe('ScalingColumn', () => {
  test('values of two decimals, gaps and a tail never set: scaled, and read back exactly', () => {
    const values = [78.09, NaN, 0, 111.17, 58.23, NaN];
    const col = column(values, 8);
    expect(isScaled(col) && col.decimals).toBe(2);
    // The buffer has room for the doubles: they are written over it when first read.
    expect(isScaled(col) && col.scaled.buffer.byteLength).toBeGreaterThanOrEqual(8 * 8);
    same(col, [...values, NaN, NaN]);
  });

  test('a value with more decimals rescales what the column holds', () => {
    const values = [134, 188.1, 12.345, -0.5, 1_000_000];
    const col = column(values);
    expect(isScaled(col) && col.decimals).toBe(3);
    same(col, values);
  });

  test('negative values, and the largest a column of 3 decimals holds', () => {
    const values = [-12.5, 2147483.647, -2147483.647, -0.001];
    const col = column(values);
    expect(isScaled(col) && col.scaled[1]).toBe(SCALED_MAX);
    same(col, values);
  });

  test.each([
    ['past 2^31 at 0 decimals (gas of a big block)', [21_000, 3_000_000_000, 7]],
    ['past 2^31 − 1 at 3 decimals', [1.5, 2147483.648]],
    ['more decimals than the entries held allow (rescaling would overflow)', [21474836.47, NaN, 0.001, 5]],
    ['more decimals than any column', [1.25, 0.1234567891]],
    ['-0', [3, -0, 4]],
    ['infinite', [1, Infinity, 2]],
  ])('a value it cannot scale turns the column to doubles, every value kept: %s', (_, values) => {
    const col = column(values, values.length + 1);
    expect(col).toBeInstanceOf(Float64Array);
    same(col, [...values, NaN]);
  });

  test('grows past its first capacity and keeps its values, scaled or not', () => {
    const values = Array.from({ length: 10_000 }, (_, i) => (i % 7 === 0 ? NaN : (i * 37) / 100));
    same(column(values), values);
    const reserved = new ScalingColumn(0);
    reserved.reserve(50);
    reserved.set(3, 2.5);
    reserved.set(60_000, 7.25);
    const col = reserved.finish();
    expect(col).toHaveProperty('decimals', 2);
    const expected = Array.from({ length: 60_001 }, () => NaN);
    expected[3] = 2.5;
    expected[60_000] = 7.25;
    same(col, expected);
  });
});

describe('below `scaleFrom` records, doubles; scaled when the column is sized past it', () => {
  const values = Array.from({ length: 3000 }, (_, i) => (i % 11 === 0 ? NaN : (i * 7) / 100));

  test('a short column is doubles', () => {
    expect(column(values, values.length, 1 << 16)).toBeInstanceOf(Float64Array);
  });

  test.each([
    ['grown past it', 1.5],
    ['reserved past it', NaN],
  ])('%s: the doubles so far are scaled, at the decimals they need, and what follows too', (_, at5000) => {
    const col = new ScalingColumn(4097);
    values.forEach((v, i) => v === v && col.set(i, v));
    // Setting record 5000 grows the 4,096-entry column past 4,097; else it is reserved past it.
    if (at5000 === at5000) col.set(5000, at5000);
    else col.reserve(6000);
    col.set(5001, 2.125);
    const made = col.finish(5002);
    expect(isScaled(made) && made.decimals).toBe(3);
    const expected = [...values, ...Array.from({ length: 2002 }, () => NaN)];
    expected[5000] = at5000;
    expected[5001] = 2.125;
    same(made, expected);
  });

  test('doubles that cannot all be scaled stay doubles past it', () => {
    const col = new ScalingColumn(4097);
    [1.5, 3e9, 2].forEach((v, i) => col.set(i, v));
    col.reserve(10_000);
    col.set(3, 4.25);
    const made = col.finish();
    expect(made).toBeInstanceOf(Float64Array);
    same(made, [1.5, 3e9, 2, 4.25]);
  });

  test("a long log's column, through the reader, is scaled", () => {
    const line = (i: number) =>
      `2025-11-20 08:00:00.133+0000 | vert.x-worker-thread-0 | INFO  | EngineNewPayloadV4 | Imported #${23_640_000 + i}  ` +
      `(a4c61.....ed6d7)|  109 tx|  14,895,471 ( 33.1%) gas used| ${(50 + (i % 90)).toFixed(1)}ms exec| ${(100 + (i % 5000) / 100).toFixed(2)} Mgas/s|  0 peers`;
    const n = 70_000;
    const log = parseBlockLogText(Array.from({ length: n }, (_, i) => line(i)).join('\n') + '\n');
    const mgasps = log.attrs.mgasps;
    expect(isScaled(mgasps) && mgasps.decimals).toBe(2);
    same(
      mgasps,
      Array.from({ length: n }, (_, i) => Number((100 + (i % 5000) / 100).toFixed(2))),
    );
  });
});

/** Every block log the repository holds, real and generated. */
const LOGS = [
  ...readdirSync(REAL)
    .filter((f) => f.endsWith('.log'))
    .map((f) => path.join(REAL, f)),
  ...readdirSync(SYNTHETIC)
    .filter((f) => /\.log(\.gz)?$/.test(f))
    .map((f) => path.join(SYNTHETIC, f)),
];

describe.each(LOGS.map((f) => [path.relative(path.join(REAL, '..'), f), f]))('%s', (_, file) => {
  test('every attribute value the parser set reads back as that double, held as read and scaled', async () => {
    // What each column was given, by record (the last value set wins, as in the column), and which column it became.
    const given = new Map<ScalingColumn, Map<number, number>>();
    const finished = new Map<AttrColumn, ScalingColumn>();
    const { set, finish } = ScalingColumn.prototype;
    ScalingColumn.prototype.set = function (this: ScalingColumn, index: number, value: number) {
      if (!given.has(this)) given.set(this, new Map());
      given.get(this)!.set(index, value);
      set.call(this, index, value);
    };
    ScalingColumn.prototype.finish = function (this: ScalingColumn, n?: number) {
      const made = finish.call(this, n);
      finished.set(made, this);
      return made;
    };
    const expected: number[][] = [];
    try {
      const log = await readBlockLog(file);
      for (const col of Object.values(log.attrs)) {
        const values = given.get(finished.get(col)!) ?? new Map<number, number>();
        expected.push(Array.from(log.blocks, (_b, i) => values.get(i) ?? NaN));
        same(col, expected[expected.length - 1]);
      }
    } finally {
      Object.assign(ScalingColumn.prototype, { set, finish });
    }
    // The same values in a column scaled from its first record (the logs here are shorter than SCALE_FROM).
    for (const values of expected) same(column(values), values);
  });
});

test("Besu's Mgas/s text: held in 4 bytes a value, read back as Number() parses each line's figure", async () => {
  // Parsed by the reader, then scaled from the first record (an 18k log is shorter than SCALE_FROM).
  const file = path.join(SYNTHETIC, 'besu-18k-control.log.gz');
  const text = gunzipSync(readFileSync(file)).toString('latin1');
  const printed = text
    .split('\n')
    .filter((line) => line.includes('Imported #'))
    .map((line) => Number(/([\d.]+) Mgas\/s/.exec(line)![1]));
  const log = await readBlockLog(file);
  same(log.attrs.mgasps, printed);
  const mgasps = column(Array.from(columnDoubles(log.attrs.mgasps)));
  expect(isScaled(mgasps) && mgasps.decimals).toBe(2);
  expect(printed.length).toBeGreaterThan(17_000);
  same(mgasps, printed);
});
