// A reader's attribute columns (formats/eth/column.ts ScalingColumn) hold scaled 32-bit integers while their values
// allow and doubles otherwise: either way a comparison must read the very doubles the parser set. Checked on
// sequences that rescale or fall back, and on every value every parser sets on the real and generated logs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { columnDoubles, SCALED_MAX } from '../../../src/core/blocks/scaled-column.js';
import type { AttrColumn, ScaledColumn } from '../../../src/core/model.js';
import { ScalingColumn } from '../../../src/formats/eth/column.js';
import { readBlockLog } from '../../../src/formats/eth/index.js';
import { REAL, SYNTHETIC } from './fixtures.js';

/** A number as text that tells -0 from 0 (String gives every last digit of the rest, NaN included). */
const exact = (v: number): string => (Object.is(v, -0) ? '-0' : String(v));

/** The column's values as doubles, compared as Object.is does: NaN, -0 and every last bit. */
const same = (column: AttrColumn, expected: number[]) =>
  expect(Array.from(columnDoubles(column), exact)).toEqual(expected.map(exact));

/** Sets each value at its index (NaN: left unset) and finishes the column at `n` records. */
function column(values: number[], n = values.length): AttrColumn {
  const col = new ScalingColumn();
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
    const reserved = new ScalingColumn();
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
  test('every attribute value the parser set reads back as that double', async () => {
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
    try {
      const log = await readBlockLog(file);
      for (const col of Object.values(log.attrs)) {
        const values = given.get(finished.get(col)!) ?? new Map<number, number>();
        same(
          col,
          Array.from(log.blocks, (_b, i) => values.get(i) ?? NaN),
        );
      }
    } finally {
      Object.assign(ScalingColumn.prototype, { set, finish });
    }
  });
});

test("Besu's Mgas/s text: held in 4 bytes a value, read back as Number() parses each line's figure", async () => {
  const file = path.join(SYNTHETIC, 'besu-18k-control.log.gz');
  const text = gunzipSync(readFileSync(file)).toString('latin1');
  const printed = text
    .split('\n')
    .filter((line) => line.includes('Imported #'))
    .map((line) => Number(/([\d.]+) Mgas\/s/.exec(line)![1]));
  const log = await readBlockLog(file);
  const mgasps = log.attrs.mgasps;
  expect(isScaled(mgasps) && mgasps.decimals).toBe(2);
  expect(printed.length).toBeGreaterThan(17_000);
  same(mgasps, printed);
});
