// Issue #32: interference is evidence. A row whose within-run spread jumps in one run (a loaded tinybench task:
// ±4.6% usually, ±17% in the run it moved +57%) is widened by that spread, and its notes say why.
import { parseGoBench } from '../../src/formats/micro/gobench.js';
import { compareMicro } from '../../src/core/compare-micro.js';
import { mulberry32 } from '../../src/core/stats/random.js';

/**
 * Ten rows × `samples` per side; row 0 moves `move` and has within-run CV `cv0` / `cv1` in the two runs (its
 * samples drawn at exactly that spread: the mean ± cv·√(n−1)/√n·…, so its sample CV is the one given).
 */
function suite(move: number, cv0: number, cv1: number, samples = 10): [string, string] {
  const rand = mulberry32(21);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  return [0, 1].map((side) => {
    const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/loaded'];
    for (let i = 0; i < 10; i++) {
      const cv = i === 0 ? (side ? cv1 : cv0) : 0.03;
      const dev = i === 0 ? (side ? move : 1) : Math.exp(0.02 * normal());
      const z = Array.from({ length: samples }, normal);
      if (i === 0) standardise(z);
      for (const x of z)
        lines.push(
          `BenchmarkTask${i}-8 \t 1000\t ${(1000 * (i + 1) * dev * Math.exp(cv * x)).toFixed(1)} ns/op`,
        );
    }
    return lines.join('\n') + '\nPASS\n';
  }) as [string, string];
}

/** Scales draws in place to mean 0 and sample sd 1. */
function standardise(z: number[]) {
  const mean = z.reduce((a, x) => a + x, 0) / z.length;
  const sd = Math.sqrt(z.reduce((a, x) => a + (x - mean) ** 2, 0) / (z.length - 1));
  z.forEach((x, at) => (z[at] = (x - mean) / sd));
}

const row0 = (base: string, cand: string) =>
  compareMicro(parseGoBench(base, 'a.txt'), parseGoBench(cand, 'b.txt')).runs[0].benchmarks.find((b) =>
    b.key.endsWith('Task0-8'),
  )!;

describe('a row whose within-run spread jumps in one run', () => {
  test('+57% with its spread at ±4.6% in both runs is a regression', () => {
    const row = row0(...suite(1.57, 0.046, 0.046));
    expect(row.verdict).toBe('regression');
    expect(row.notes.join(' ')).not.toContain('widened');
  });

  test('+57% while its spread jumped from ±4.6% to ±17% is not claimed, and its note says why', () => {
    const row = row0(...suite(1.57, 0.046, 0.17));
    expect(row.verdict).toBe('inconclusive');
    expect(row.change?.betweenRun?.widened).toMatch(
      /spread jumped to ±1\d\.\d% in one run \(±\d\.\d% in the other\)/,
    );
    expect(row.notes).toContain(row.change?.betweenRun?.widened);
  });

  test('five samples a side whose spreads differ 5×, as two runs of one spread do by chance, are not widened', () => {
    // Two sample CVs of five normal samples differ 5× or more in about 1% of rows (F(4, 4) past 25, either way): in a suite
    // of 200, some slowed row meets that by chance. F's upper 0.1% point for five samples is 7.3×.
    const row = row0(...suite(1.5, 0.012, 0.06, 5));
    expect(row.change?.betweenRun?.widened).toBeUndefined();
    expect(row.verdict).toBe('regression');
    const jumped = row0(...suite(1.5, 0.012, 0.12, 5));
    expect(jumped.change?.betweenRun?.widened).toMatch(
      /spread jumped to ±\d+\.\d% in one run \(±1\.2% in the other\)/,
    );
    expect(jumped.verdict).toBe('inconclusive');
  });
});
