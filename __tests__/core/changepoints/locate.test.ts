// Least-squares placement of change points between their neighbours.
import { refineLocations, REFINE_REACH } from '../../../src/core/changepoints/locate.js';

const step = (length: number, at: number, low = 10, high = 20) =>
  Array.from({ length }, (_, i) => (i < at ? low : high) + ((i * 7) % 5) * 0.01);

describe('refineLocations', () => {
  test('moves a point to the step it stands near', () => {
    expect(refineLocations(step(100, 50), [53])).toEqual([50]);
    expect(refineLocations(step(100, 50), [44])).toEqual([50]);
  });

  test(`moves at most ${REFINE_REACH} points`, () => {
    expect(refineLocations(step(100, 50), [30])).toEqual([30 + REFINE_REACH]);
  });

  test('keeps two points in each segment, the last one included', () => {
    expect(refineLocations(step(100, 1), [5])).toEqual([2]);
    expect(refineLocations(step(100, 99), [95])).toEqual([98]);
  });

  test('each point is placed with its left neighbour already moved', () => {
    const values = Array.from(
      { length: 120 },
      (_, i) => (i < 40 ? 0 : i < 80 ? 10 : 0) + ((i * 3) % 7) * 0.01,
    );
    expect(refineLocations(values, [43, 77])).toEqual([40, 80]);
  });
});
