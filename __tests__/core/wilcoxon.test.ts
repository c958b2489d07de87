import { wilcoxonSignedRank } from '../../src/core/stats/wilcoxon.js';

// Known values: R's own example for wilcox.test(x, y, paired = TRUE) prints V = 40, p-value = 0.03906. The others
// were computed independently in Python 3 (no scipy): average ranks by brute force
//   r_i = #{|d_j| < |d_i|} + (#{|d_j| = |d_i|} + 1) / 2,  W+ = Σ r_i over d_i > 0,
//   z = (W+ − n(n+1)/4) / sqrt(n(n+1)(2n+1)/24 − Σ(t³ − t)/48),  p = math.erfc(|z| / sqrt(2)),
// and exact p by enumerating every subset of ranks with itertools.combinations.
describe('wilcoxonSignedRank', () => {
  test("R's paired example: exact p = 0.0390625 with W+ = 40", () => {
    const x = [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3];
    const y = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29];
    const r = wilcoxonSignedRank(x.map((v, i) => v - y[i]));
    expect(r.exact).toBe(true);
    expect(r.wPlus).toBe(40);
    expect(r.pValue).toBeCloseTo(0.0390625, 12);
  });

  test('zeros are dropped and ties get average ranks with the variance correction (normal approximation)', () => {
    // Python: n=20, W+=175.0, z=2.6176227688442872, p=math.erfc(z/sqrt(2))=0.008854463046468855
    const d = [0, 0.5, -0.5, 1, 1, -2, 3, 3, 3, -0.25, 4, 0, 2, 5, -1, 1.5, 2.5, 0.75, 6, -3, 2, 2.2];
    const r = wilcoxonSignedRank(d);
    expect(r).toMatchObject({ n: 20, zeros: 2, wPlus: 175, exact: false });
    expect(r.z).toBeCloseTo(2.6176227688442872, 10);
    expect(r.pValue).toBeCloseTo(0.008854463046468855, 6);
  });

  test('n = 60 without ties uses the normal approximation', () => {
    // Python: d_i = sin(1.7 i) + 0.3, i = 1..60 → W+ = 1335, z = 3.091873260683134, p = 0.001988977492427621
    const d = Array.from({ length: 60 }, (_, i) => Math.sin((i + 1) * 1.7) + 0.3);
    const r = wilcoxonSignedRank(d);
    expect(r).toMatchObject({ n: 60, wPlus: 1335, exact: false });
    expect(r.pValue).toBeCloseTo(0.001988977492427621, 6);
  });

  test('n = 12 without ties is exact', () => {
    // Python, enumerating all 2^12 sign patterns: W+ = 60, p = 0.10986328125
    const d = Array.from({ length: 12 }, (_, i) => Math.sin((i + 1) * 1.7) + 0.3);
    const r = wilcoxonSignedRank(d);
    expect(r).toMatchObject({ n: 12, wPlus: 60, exact: true });
    expect(r.pValue).toBeCloseTo(0.10986328125, 12);
  });

  test('is symmetric in sign and gives p = 1 when nothing differs', () => {
    const d = [0.3, -0.1, 0.7, 0.2, -0.4, 0.9, 0.05, 0.6, -0.2, 0.8, 1.1];
    const r = wilcoxonSignedRank(d);
    const flipped = wilcoxonSignedRank(d.map((v) => -v));
    expect(flipped.pValue).toBeCloseTo(r.pValue, 12);
    expect(wilcoxonSignedRank([0, 0, 0])).toMatchObject({ n: 0, zeros: 3, pValue: 1 });
  });
});
