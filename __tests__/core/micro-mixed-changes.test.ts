// Issue #32: one run per side where several rows of a suite changed. The suite's noise and common shift come
// from the rows that did not change (micro-empirical-null.ts); the run drift bears on the common shift only.
import fs from 'node:fs';
import path from 'node:path';
import { parseGoBench } from '../../src/formats/micro/gobench.js';
import { compareMicro } from '../../src/core/compare-micro.js';
import { empiricalNull } from '../../src/core/micro/between-run/empirical-null.js';
import { mulberry32 } from '../../src/core/stats/random.js';

const FIX = path.resolve(import.meta.dirname, '../../__fixtures__/gobench');

/**
 * Two go runs of `factors.length` benchmarks × 10 samples: row i is `factors[i]` × slower in the candidate,
 * each row moves by its own `between` (σ, log) between the runs and each sample by 1.5% within one.
 */
function suite(factors: number[], between: number, seed: number): [string, string] {
  const rand = mulberry32(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const ns = factors.map(() => 100 * Math.exp(5 * rand()));
  const sides = [0, 1].map((side) => {
    const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/mixed'];
    factors.forEach((f, i) => {
      const dev = Math.exp(between * normal());
      for (let s = 0; s < 10; s++) {
        const v = ns[i] * (side ? f : 1) * dev * Math.exp(0.015 * normal());
        lines.push(`BenchmarkRow${i}-8 \t 100000\t ${v.toFixed(2)} ns/op`);
      }
    });
    return lines.join('\n') + '\nPASS\n';
  });
  return [sides[0], sides[1]];
}

function verdicts(base: string, cand: string): Map<string, string> {
  const result = compareMicro(parseGoBench(base, 'old.txt'), parseGoBench(cand, 'new.txt'));
  return new Map(result.runs[0].benchmarks.map((b) => [b.key.replace(/^.*Row/, 'Row'), b.verdict]));
}

describe('the empirical null of a suite (central peak of its log-changes)', () => {
  test('finds the unchanged rows when six of nine changed 4–56×', () => {
    const d = [
      0.01,
      -0.005,
      0.012,
      Math.log(4),
      Math.log(9),
      Math.log(13),
      Math.log(22),
      Math.log(40),
      Math.log(56),
    ];
    const peak = empiricalNull(Float64Array.from(d).sort(), 0.002, 0.42, 0.05);
    expect(peak.rows).toBe(3);
    expect(Math.abs(peak.centre)).toBeLessThan(0.013);
    expect(peak.scale).toBeLessThan(0.05);
  });

  test('on an unchanged suite holds nearly every row, its spread near the true one', () => {
    const rand = mulberry32(7);
    const d = Float64Array.from(
      { length: 200 },
      () => 0.03 * Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand()),
    ).sort();
    const peak = empiricalNull(d, 0.001, 0.42, 0.05);
    expect(peak.rows).toBeGreaterThan(190);
    expect(peak.scale).toBeGreaterThan(0.025);
    expect(peak.scale).toBeLessThan(0.036);
  });
});

describe('one run per side with several rows changed', () => {
  test("benchstat's own example: −17.2% beside a row at +0.1% is an improvement (golang.org/x/perf)", () => {
    const read = (f: string) => fs.readFileSync(path.join(FIX, 'benchstat-doc', f), 'utf8');
    const result = compareMicro(
      parseGoBench(read('old.txt'), 'old.txt'),
      parseGoBench(read('new.txt'), 'new.txt'),
    );
    const rows = new Map(
      result.runs[0].benchmarks.map((b) => [b.key.replace(/^.*Benchmark/, ''), b.verdict]),
    );
    expect(rows.get('Encode/format=json-48')).toBe('improvement');
    expect(rows.get('Encode/format=gob-48')).not.toMatch(/regression|improvement/);
  });

  test('a +25% step in one of five rows whose other four moved ≤ 1.4% is a regression', () => {
    const [base, cand] = suite([1.25, 1, 1, 1, 1], 0.006, 3);
    const v = verdicts(base, cand);
    expect(v.get('Row0-8')).toBe('regression');
    for (let i = 1; i < 5; i++) expect(v.get(`Row${i}-8`)).not.toMatch(/regression|improvement/);
  });

  test('six of nine rows 4–56× slower (a HashMap replaced by a skip list): all six regressions', () => {
    const factors = [4, 7.5, 12, 19, 33, 56, 1, 1, 1];
    const [base, cand] = suite(factors, 0.02, 11);
    const v = verdicts(base, cand);
    factors.forEach((f, i) =>
      expect([i, v.get(`Row${i}-8`)]).toEqual([
        i,
        f > 1 ? 'regression' : expect.not.stringMatching(/regression|improvement/),
      ]),
    );
  });

  test('an encoder 8.7× slower and a heap 2.1× faster among 15', () => {
    const factors = [8.7, 1 / 2.1, ...new Array(13).fill(1)];
    const [base, cand] = suite(factors, 0.02, 5);
    const v = verdicts(base, cand);
    expect(v.get('Row0-8')).toBe('regression');
    expect(v.get('Row1-8')).toBe('improvement');
    for (let i = 2; i < 15; i++) expect(v.get(`Row${i}-8`)).not.toMatch(/regression|improvement/);
  });

  test('four 2.4–15.8× improvements among 12', () => {
    const factors = [1 / 2.4, 1 / 4.1, 1 / 9.3, 1 / 15.8, ...new Array(8).fill(1)];
    const [base, cand] = suite(factors, 0.02, 9);
    const v = verdicts(base, cand);
    for (let i = 0; i < 4; i++) expect(v.get(`Row${i}-8`)).toBe('improvement');
    for (let i = 4; i < 12; i++) expect(v.get(`Row${i}-8`)).not.toMatch(/regression|improvement/);
  });

  test('a common shift whose interval excludes no change is not called "within the run drift"', () => {
    const [base, cand] = suite(new Array(12).fill(1.35), 0.01, 13);
    const notes = compareMicro(parseGoBench(base, 'old.txt'), parseGoBench(cand, 'new.txt')).runs[0].notes;
    const shift = notes.find((n) => n.startsWith("the whole suite's"));
    expect(shift).toBeDefined();
    expect(shift).toMatch(/\+3\d\.\d% \[\+\d/);
    expect(shift).not.toContain('within the run drift');
    expect(shift).toContain('leaves out no change');
  });
});

describe('two to four rows, one run per side', () => {
  /** One value per side per row (go -count 1): `values` as [baseline ns, candidate ns]. */
  const single = (values: [number, number][]): [string, string] =>
    [0, 1].map(
      (side) =>
        values.map(([b, c], i) => `BenchmarkRow${i}-8 \t 5000\t ${side ? c : b} ns/op`).join('\n') +
        '\nPASS\n',
    ) as [string, string];

  test('two rows 1.74× and 1.49× faster are both improvements (jackpal/bencode-go PR 1: before/after)', () => {
    // The PR's own description: DecodeAll 483,495 → 277,428 ns/op, UnmarshalAll 788,224 → 528,511 ns/op. The
    // second row's prior left the first out (beyond the band) and named it; the first's prior took the second as
    // noise, and the larger change was left inconclusive.
    const v = verdicts(
      ...single([
        [483495, 277428],
        [788224, 528511],
      ]),
    );
    expect(v.get('Row0-8')).toBe('improvement');
    expect(v.get('Row1-8')).toBe('improvement');
  });

  test('a row that moved further the same way is never judged less of a change', () => {
    const rand = mulberry32(23);
    let pairs = 0;
    for (let t = 0; t < 300; t++) {
      const m = 2 + Math.floor(rand() * 3);
      const values = Array.from({ length: m }, (): [number, number] => {
        const b = 1000 * Math.exp(4 * rand());
        return [b, b * Math.exp(2.4 * (rand() - 0.5))];
      });
      const v = verdicts(...single(values));
      const d = values.map(([b, c]) => Math.log(c / b));
      const claimed = (i: number) => /regression|improvement/.test(v.get(`Row${i}-8`) ?? '');
      for (let a = 0; a < m; a++)
        for (let b = 0; b < m; b++)
          if (Math.sign(d[a]) === Math.sign(d[b]) && Math.abs(d[a]) > Math.abs(d[b]) && claimed(b)) {
            pairs++;
            expect([t, a, claimed(a)]).toEqual([t, a, true]);
          }
    }
    expect(pairs).toBeGreaterThan(50);
  });
});
