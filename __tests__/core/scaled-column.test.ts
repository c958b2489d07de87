// Attribute columns held as scaled 32-bit integers (core/blocks/scaled-column.ts) must give back the very doubles
// they were given: k / 10^d is the double Number() parses from the text, for every value a column keeps scaled, and
// a value that cannot be kept so (too many decimals, out of range, -0, infinite) is refused, never approximated.
import {
  columnDoubles,
  columnPrefix,
  columnValues,
  decimalsFor,
  hasAnyValue,
  hasValueAt,
  noValueOf,
  SCALED_MAX,
  SCALED_MAX_DECIMALS,
  SCALED_NONE,
  scaledValue,
  widenColumnInto,
  widenScaled,
} from '../../src/core/blocks/scaled-column.js';
import type { ScaledColumn } from '../../src/core/model.js';

/** The decimals a text writes after its point. */
const decimalsOf = (text: string): number => (text.includes('.') ? text.split('.')[1].length : 0);

describe('scaledValue: k with k / 10^d exactly the double of the text', () => {
  test.each([
    ['78.09', 2, 7809],
    ['0.00', 2, 0],
    ['111.17', 2, 11117],
    ['177.13', 2, 17713],
    ['134.0', 1, 1340],
    ['188.1', 1, 1881],
    ['0.5', 3, 500],
    ['-12.5', 1, -125],
    ['-0.001', 3, -1],
    ['1e-7', 7, 1],
    ['2147483647', 0, SCALED_MAX],
    ['2147483.647', 3, SCALED_MAX],
    ['-2147483.647', 3, -SCALED_MAX],
    ['2.147483647', SCALED_MAX_DECIMALS, SCALED_MAX],
  ])('%s at %i decimals is %i', (text, decimals, k) => {
    const value = Number(text);
    expect(scaledValue(value, decimals)).toBe(k);
    expect(Object.is(k / 10 ** decimals, value)).toBe(true);
    expect(decimalsFor(value, 0)).toBeLessThanOrEqual(decimals);
  });

  test.each([
    ['2147483648', 0, 'past 2^31 − 1'],
    ['2147483.648', 3, 'past 2^31 − 1 at 3 decimals'],
    ['-2147483648', 0, 'the empty entry, -2^31'],
    ['12.345', 2, 'more decimals than the column'],
    ['0.1234567891', SCALED_MAX_DECIMALS, 'more decimals than any column'],
    ['-0', 0, '-0, which would read back as +0'],
    ['-0.00', 2, '-0 written with decimals'],
    ['Infinity', 0, 'infinite'],
    ['NaN', 0, 'no number'],
  ])('%s at %i decimals is refused (%s)', (text, decimals) => {
    expect(scaledValue(Number(text), decimals)).toBe(SCALED_NONE);
  });

  test('decimalsFor: the fewest from a start, or -1', () => {
    expect(decimalsFor(78.09, 0)).toBe(2);
    expect(decimalsFor(78.1, 2)).toBe(2);
    expect(decimalsFor(78, 0)).toBe(0);
    expect(decimalsFor(0.1234567891, 0)).toBe(-1);
    expect(decimalsFor(3e9, 0)).toBe(-1);
    expect(decimalsFor(-0, 0)).toBe(-1);
  });

  test('every decimal text of up to 4 decimals in a sweep reads back exactly as Number() parses it', () => {
    // Integers and fractions across magnitudes, the printf-style texts Mgas/s, times and rates are printed as.
    let checked = 0;
    for (const whole of [0, 1, 7, 19, 99, 100, 123, 999, 4095, 65536, 99999, 123456, 214748]) {
      for (let f = 0; f < 10_000; f += 37) {
        for (const decimals of [1, 2, 3, 4]) {
          const frac = String(f).padStart(4, '0').slice(0, decimals);
          for (const text of [`${whole}.${frac}`, `-${whole}.${frac}`]) {
            const value = Number(text);
            if (Object.is(value, -0)) continue;
            const d = decimalsFor(value, 0);
            // Refused only where k itself would pass 2^31 − 1.
            if (Math.abs(value) * 10 ** decimalsOf(text) > SCALED_MAX) {
              expect(d === -1 || d < decimalsOf(text)).toBe(true);
              if (d === -1) continue;
            }
            expect(d).toBeGreaterThanOrEqual(0);
            expect(d).toBeLessThanOrEqual(decimalsOf(text));
            expect(Object.is(scaledValue(value, d) / 10 ** d, value)).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20_000);
  });
});

describe('widening to doubles', () => {
  /** A scaled column over a buffer of 8 bytes an entry, as a reader makes it. */
  function scaled(ks: number[], decimals: number, room = true): ScaledColumn {
    const buffer = new ArrayBuffer(ks.length * (room ? 8 : 4));
    const column = new Int32Array(buffer, 0, ks.length);
    column.set(ks);
    return { scaled: column, decimals };
  }

  test('in place when the buffer has room, from the last entry down; -2^31 reads NaN', () => {
    const column = scaled([7809, SCALED_NONE, 0, 17713, -125, SCALED_MAX], 2);
    const buffer = column.scaled.buffer;
    const doubles = widenScaled(column.scaled, column.decimals);
    expect(doubles.buffer).toBe(buffer);
    expect(Array.from(doubles)).toEqual([78.09, NaN, 0, 177.13, -1.25, 21474836.47]);
  });

  test('into a new array when it has not', () => {
    const column = scaled([1881, 1340], 1, false);
    const doubles = widenScaled(column.scaled, column.decimals);
    expect(doubles.buffer).not.toBe(column.scaled.buffer);
    expect(Array.from(doubles)).toEqual([188.1, 134]);
    expect(Array.from(column.scaled)).toEqual([1881, 1340]);
  });

  test('columnDoubles widens once; every holder then reads the doubles, and no stale integers', () => {
    const column = scaled([1, SCALED_NONE, 3], 1);
    expect(hasAnyValue(column)).toBe(true);
    expect([0, 1, 2].map((i) => hasValueAt(column, i))).toEqual([true, false, true]);
    expect(columnValues(column)).toBeInstanceOf(Int32Array);
    const doubles = columnDoubles(column);
    expect(Array.from(doubles)).toEqual([0.1, NaN, 0.3]);
    expect(columnDoubles(column)).toBe(doubles);
    expect(column.scaled).toHaveLength(0);
    expect(columnValues(column)).toBe(doubles);
    expect([0, 1, 2].map((i) => hasValueAt(column, i))).toEqual([true, false, true]);
    expect(Array.from(columnPrefix(column, 2) as Float64Array)).toEqual([0.1, NaN]);
  });

  test('widenColumnInto: the same doubles into a longer array, the integers freed; refused where it cannot', () => {
    const ks = [7809, SCALED_NONE, 0, 17713, -125, SCALED_MAX];
    const column = scaled(ks, 2);
    const integers = column.scaled;
    const target = new Float64Array(8).fill(5);
    expect(widenColumnInto(column, target)).toBe(true);
    expect(Array.from(columnDoubles(column))).toEqual(Array.from(widenScaled(scaled(ks, 2).scaled, 2)));
    expect(columnDoubles(column).buffer).toBe(target.buffer);
    expect(Array.from(target.subarray(6))).toEqual([5, 5]);
    expect(integers).toHaveLength(0); // freed
    expect(column.scaled).toHaveLength(0);
    // Already doubles, a plain column, or a target too short: left as they were.
    expect(widenColumnInto(column, new Float64Array(8))).toBe(false);
    expect(widenColumnInto(Float64Array.of(1, 2), new Float64Array(2))).toBe(false);
    const short = scaled([1, 2, 3], 0);
    expect(widenColumnInto(short, new Float64Array(2))).toBe(false);
    expect(Array.from(short.scaled)).toEqual([1, 2, 3]);
  });

  test('a prefix keeps the scaled form and the room to widen in place', () => {
    const column = scaled([10, 20, 30, 40], 1);
    const prefix = columnPrefix(column, 2) as ScaledColumn;
    expect(Array.from(prefix.scaled)).toEqual([10, 20]);
    expect(columnDoubles(prefix).buffer).toBe(column.scaled.buffer);
    expect(Array.from(columnDoubles(prefix))).toEqual([1, 2]);
  });

  test("one test of a record's value for both forms: the doubles' NaN, the scaled integers' -2^31", () => {
    const column = scaled([SCALED_NONE, 5], 0);
    expect(noValueOf(column)).toBe(SCALED_NONE);
    // A double column may hold -2^31 itself: a value there, since its mark is NaN.
    const doubles = Float64Array.of(NaN, SCALED_NONE);
    expect(noValueOf(doubles)).toBeNaN();
    expect([0, 1].map((i) => hasValueAt(doubles, i))).toEqual([false, true]);
    expect([0, 1].map((i) => hasValueAt(column, i))).toEqual([false, true]);
    columnDoubles(column);
    expect(noValueOf(column)).toBeNaN();
    expect([0, 1].map((i) => hasValueAt(column, i))).toEqual([false, true]);
  });

  test('a column of no value carries none; doubles are their own values', () => {
    expect(hasAnyValue(scaled([SCALED_NONE, SCALED_NONE], 0))).toBe(false);
    expect(hasAnyValue(undefined)).toBe(false);
    const plain = Float64Array.of(NaN, 2.5);
    expect(columnDoubles(plain)).toBe(plain);
    expect(hasAnyValue(plain)).toBe(true);
    expect(hasValueAt(plain, 0)).toBe(false);
  });
});
