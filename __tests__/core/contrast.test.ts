// The contrast's rank test finds the cut's ranks in the all cut instead of merging with the rest of it
// (core/blocks/contrast.ts): its p must be the one the plain Mann–Whitney test of cut against rest gives, bit for bit.
import { mannWhitneyUTestSorted } from '../../src/core/benchstat/mann-whitney.js';
import { cutContrast } from '../../src/core/blocks/contrast.js';
import { mulberry32 } from '../../src/core/stats/random.js';

/** The all cut's sorted values, a cut drawn from them (ascending) and the rest, with ties when `grid` > 0. */
function split(seed: number, n: number, cutShare: number, grid: number) {
  const random = mulberry32(seed);
  const values = Float64Array.from({ length: n }, () => {
    const x = random() * 2 - 1 + (random() < 0.01 ? 5 : 0);
    // + 0: no −0, which a log ratio never is (log 1 = +0) and which merging back could not tell from +0.
    return grid > 0 ? Math.round(x * grid) / grid + 0 : x;
  });
  const inCutFlags = Array.from(values, () => random() < cutShare);
  const cut = Float64Array.from(values.filter((_, i) => inCutFlags[i])).sort();
  const rest = Float64Array.from(values.filter((_, i) => !inCutFlags[i])).sort();
  return { all: values.slice().sort(), cut, rest };
}

test('the contrast p equals the Mann–Whitney p of the cut against the rest, with and without ties; the all cut is left as it was', () => {
  const cases = [
    { n: 20_000, share: 0.02, grid: 0 },
    { n: 20_000, share: 0.3, grid: 50 },
    { n: 5_000, share: 0.01, grid: 3 },
    { n: 80, share: 0.4, grid: 10 }, // both sides ≤ 50: the exact test, done by the plain function
    { n: 3_000, share: 0.5, grid: 1 }, // a handful of values, each tied hundreds of times
  ];
  let seed = 1;
  for (const { n, share, grid } of cases) {
    const { all, cut, rest } = split(seed++, n, share, grid);
    const before = all.slice();
    const contrast = cutContrast(cut, all, 0);
    // The rest is set aside in the all cut's own array and the cut merged back: the array is as it was.
    expect(all).toEqual(before);
    const plain = mannWhitneyUTestSorted(cut, rest);
    expect(contrast).toBeDefined();
    expect(contrast?.pValue).toBe(plain.ok ? plain.result.p : 1);
    expect(contrast?.rest.compared).toBe(rest.length);
  }
});

test('all values equal: the contrast p is 1, as the plain test gives up on equal samples', () => {
  const all = new Float64Array(200).fill(0.25);
  const contrast = cutContrast(all.subarray(0, 60), all, 0);
  expect(mannWhitneyUTestSorted(all.subarray(0, 60), all.subarray(60)).ok).toBe(false);
  expect(contrast?.pValue).toBe(1);
});
