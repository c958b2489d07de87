import {
  coefficientOfVariationPct,
  flatVsGrowingNote,
  ratioNote,
  sampleCountNote,
  timeUnitNote,
  unequalVariationNote,
  unitNote,
  variationNote,
} from '../../src/core/sanity.js';

describe('sanity notes', () => {
  it('computes the coefficient of variation (sample sd / mean)', () => {
    // mean 5, sample sd √(32/7)
    expect(coefficientOfVariationPct([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(
      (Math.sqrt(32 / 7) / 5) * 100,
      12,
    );
    expect(coefficientOfVariationPct([3])).toBeNaN();
    expect(coefficientOfVariationPct([0, 0])).toBeNaN();
  });

  it('flags ratios beyond the bound in either direction', () => {
    expect(ratioNote(1, 9.9, 10)).toBeNull();
    expect(ratioNote(1, 11, 10)?.message).toMatch(/11\.0× larger/);
    expect(ratioNote(100, 5, 10)?.message).toMatch(/20\.0× smaller/);
    expect(ratioNote(0, 5, 10)).toBeNull();
  });

  it('flags time units 10⁶ or more apart (either way), not ms against us or a side without one', () => {
    expect(timeUnitNote(1e-3, 1e-6)).toBeNull();
    expect(timeUnitNote(1e-9, 1e-9)).toBeNull();
    expect(timeUnitNote(1, undefined)).toBeNull();
    expect(timeUnitNote(1e-3, 1e-9)?.message).toMatch(/1e6× apart \(baseline ms, candidate ns\)/);
    expect(timeUnitNote(1e-9, 1)).toMatchObject({
      code: 'unit-mismatch',
      message: expect.stringMatching(/1e9×/),
    });
  });

  it('flags too few samples, high and unequal variation, and unit mismatches with what to check', () => {
    expect(sampleCountNote(10, 10, 6)).toBeNull();
    expect(sampleCountNote(3, 10, 6)?.message).toMatch(/-count=10/);
    expect(variationNote('baseline', 25, 20)?.message).toMatch(/CV 25\.0% > 20%/);
    expect(variationNote('baseline', 15, 20)).toBeNull();
    expect(unequalVariationNote(16.6, 0.8)?.message).toMatch(/baseline run is much noisier/);
    expect(unequalVariationNote(3, 0.5)).toBeNull();
    expect(unequalVariationNote(12, 8)).toBeNull();
    expect(unitNote('s', 's')).toBeNull();
    expect(unitNote('ms/block', 's/block')?.code).toBe('unit-mismatch');
  });

  it('flags a candidate gone flat in n, not a complexity increase', () => {
    expect(flatVsGrowingNote('n', 1.0, 0.05)?.code).toBe('flat-vs-growing');
    expect(flatVsGrowingNote('n', 0.05, 1.0)).toBeNull();
    expect(flatVsGrowingNote('n', 1.0, 0.9)).toBeNull();
  });
});
