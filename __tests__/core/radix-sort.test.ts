// The radix sort of large double arrays (core/blocks/radix-sort.ts) leaves the native sort's order, bit for bit.
import { RADIX_MIN_ITEMS, sortDoubles } from '../../src/core/blocks/radix-sort.js';
import { mulberry32 as random } from '../../src/core/stats/random.js';

function expectNativeOrder(values: Float64Array): void {
  const expected = values.slice().sort();
  const sorted = sortDoubles(values);
  expect(sorted).toBe(values);
  expect(sorted.length).toBe(expected.length);
  for (let i = 0; i < expected.length; i++) {
    if (!Object.is(sorted[i], expected[i])) throw new Error(`at ${i}: ${sorted[i]} against ${expected[i]}`);
  }
}

const n = RADIX_MIN_ITEMS + 1235; // odd: halves of different sizes

test('log ratios, signed zeros, infinities, subnormals, extremes and many ties sort as the native sort does', () => {
  const r = random(30);
  const values = new Float64Array(n);
  const specials = [0, -0, Infinity, -Infinity, 5e-324, -5e-324, Number.MAX_VALUE, -Number.MAX_VALUE, 1, -1];
  for (let i = 0; i < n; i++) {
    const u = r();
    values[i] =
      u < 0.05
        ? specials[Math.floor(r() * specials.length)]
        : u < 0.3
          ? Math.round((r() - 0.5) * 20) / 4 // ties
          : Math.log((50 + 100 * r()) / (50 + 100 * r()));
  }
  expectNativeOrder(values);
});

test('values sharing their high digits (one exponent), a view into a larger buffer, and sorted input', () => {
  const r = random(31);
  const buffer = new Float64Array(n + 16);
  const values = buffer.subarray(8, 8 + n);
  for (let i = 0; i < n; i++) values[i] = 1 + r();
  buffer[0] = -7;
  buffer[n + 15] = 7;
  expectNativeOrder(values);
  expect(buffer[0]).toBe(-7);
  expect(buffer[n + 15]).toBe(7);
  expectNativeOrder(values); // already sorted
  const same = new Float64Array(n).fill(-2.5);
  expectNativeOrder(same);
});

test('NaN and small arrays go to the native sort', () => {
  const r = random(32);
  const values = new Float64Array(n).map(() => r() - 0.5);
  values[17] = NaN;
  values[n - 3] = NaN;
  expectNativeOrder(values);
  expect(Number.isNaN(values[n - 1]) && Number.isNaN(values[n - 2])).toBe(true);
  expectNativeOrder(new Float64Array([3, -0, 0, -1, 2]));
  expectNativeOrder(new Float64Array(0));
});
