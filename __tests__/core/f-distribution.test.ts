// Snedecor's F upper tail against published quantiles (R's qf) and against Student's t: F(1, d) is t² with d df.
import { fUpperTail } from '../../src/core/stats/f-distribution.js';
import { studentTCdf } from '../../src/core/stats/student-t.js';

describe('fUpperTail', () => {
  test.each([
    [6.388233, 4, 4, 0.05], // qf(0.95, 4, 4)
    [2.347878, 10, 20, 0.05], // qf(0.95, 10, 20)
    [53.43583, 4, 4, 0.001], // qf(0.999, 4, 4)
  ])('P(F > %f; %i, %i) = %f', (f, d1, d2, p) => {
    expect(fUpperTail(f, d1, d2)).toBeCloseTo(p, 5);
  });

  test('F(d, d) has median 1, and F(1, d) is the square of t with d df', () => {
    for (const d of [2, 4, 9, 99]) expect(fUpperTail(1, d, d)).toBeCloseTo(0.5, 10);
    for (const [t, d] of [
      [2.1, 4],
      [3.5, 9],
      [1.2, 30],
    ])
      expect(fUpperTail(t * t, 1, d)).toBeCloseTo(2 * (1 - studentTCdf(t, d)), 10);
  });

  test('its ends', () => {
    expect(fUpperTail(0, 4, 4)).toBe(1);
    expect(fUpperTail(Infinity, 4, 4)).toBe(0);
    expect(fUpperTail(Number.NaN, 4, 4)).toBe(1);
  });
});
