// compareMicro reads go results by columns while their Measurement objects have not been read, and builds
// its rows only when they are asked for. Whatever path it takes, the comparison must be the same: these
// tests compare it with the object path (the same files, with `measurements` read first) on real fixtures,
// the benchstat oracle inputs and suites with benchmarks added, removed and reordered.
import fs from 'node:fs';
import path from 'node:path';
import { compareMicro, type MicroComparison, type MicroCounts } from '../../src/core/compare-micro.js';
import type { ResultSet } from '../../src/core/model.js';
import { parseGoBench } from '../../src/formats/micro/gobench.js';

const SHARED = path.resolve(import.meta.dirname, '../../__fixtures__/shared');
const read = (p: string) => fs.readFileSync(path.join(SHARED, p), 'utf8');

/** The result set with a counter on reads of `measurements` (the objects are built on the first read). */
function counted(rs: ResultSet): { rs: ResultSet; reads: () => number } {
  const own = Object.getOwnPropertyDescriptor(rs, 'measurements');
  let reads = 0;
  Object.defineProperty(rs, 'measurements', {
    enumerable: true,
    configurable: true,
    get() {
      reads++;
      return own?.get ? own.get.call(rs) : own?.value;
    },
    set(v) {
      own?.set?.call(rs, v);
    },
  });
  return { rs, reads: () => reads };
}

/** The same comparison through the object path: every side's measurements read before comparing. */
function objectPath(texts: string[]): MicroComparison {
  const sets = texts.map((t, i) => parseGoBench(t, `side${i}`));
  for (const rs of sets) expect(rs.measurements.length).toBeGreaterThan(0);
  return compareMicro(sets[0], sets.slice(1));
}

/** The counts the rows give: verdicts, and the suspect changes among them (the first pass must agree). */
function tally(cmp: MicroComparison, run: number): MicroCounts {
  const counts = {
    regression: 0,
    improvement: 0,
    'no-change': 0,
    inconclusive: 0,
    suspect: 0,
    suspectRegression: 0,
  };
  for (const bm of cmp.runs[run].benchmarks) {
    counts[bm.verdict]++;
    if (bm.suspect) counts.suspect++;
    if (bm.suspect && bm.verdict === 'regression') counts.suspectRegression++;
  }
  return counts;
}

function expectSameAsObjectPath(texts: string[]): MicroComparison {
  const cmp = compareMicro(
    parseGoBench(texts[0], 'side0'),
    texts.slice(1).map((t, i) => parseGoBench(t, `side${i + 1}`)),
  );
  // Counts first (what --quiet reads), then everything else; both as the object path gives them.
  const counts = cmp.runs.map((r) => ({ ...r.counts }));
  const expected = objectPath(texts);
  expect(counts).toEqual(expected.runs.map((r) => r.counts));
  expect(JSON.stringify(cmp)).toBe(JSON.stringify(expected));
  for (let run = 0; run < cmp.runs.length; run++) expect(tally(cmp, run)).toEqual(cmp.runs[run].counts);
  return cmp;
}

/** A go -benchmem output: name → ns/op samples (B/op and allocs/op derived from the name's length). */
function goBench(benchmarks: Array<[string, number[]]>): string {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/demo'];
  for (const [name, samples] of benchmarks)
    for (const ns of samples)
      lines.push(`${name}-8   \t 1000000\t${ns} ns/op\t${name.length} B/op\t1 allocs/op`);
  return lines.join('\n') + '\nPASS\n';
}

const around = (x: number) => [0.99, 1.0, 1.01, 0.995, 1.005].map((f) => x * f);

describe('compareMicro by columns gives what it gives on the objects', () => {
  const oracles = fs
    .readdirSync(path.join(SHARED, 'oracles/benchstat'))
    .filter((d) => fs.existsSync(path.join(SHARED, 'oracles/benchstat', d, 'old.txt')));

  test.each(oracles)('benchstat oracle %s', (dir) => {
    expectSameAsObjectPath([
      read(`oracles/benchstat/${dir}/old.txt`),
      read(`oracles/benchstat/${dir}/new.txt`),
    ]);
  });

  test('go fixtures: families (object path), a noisy host, -cpu variants, three-way', () => {
    expectSameAsObjectPath([read('fixtures/gobench/baseline.txt'), read('fixtures/gobench/pr.txt')]);
    expectSameAsObjectPath([
      read('fixtures/gobench/baseline-noisy-host.txt'),
      read('fixtures/gobench/pr.txt'),
    ]);
    expectSameAsObjectPath([
      read('fixtures/gobench/baseline-cpu1-2.txt'),
      read('fixtures/gobench/pr-cpu1-2.txt'),
    ]);
    expectSameAsObjectPath([
      read('fixtures/gobench/baseline.txt'),
      read('fixtures/gobench/pr.txt'),
      read('fixtures/gobench/baseline.txt'),
    ]);
  });

  test('benchmarks removed, added and reordered, a regression and a suspect one', () => {
    const base = goBench([
      ['BenchmarkKept', around(100)],
      ['BenchmarkRemoved', around(50)],
      ['BenchmarkSlower', around(100)],
      ['BenchmarkSuspect', around(100)],
    ]);
    const cand = goBench([
      ['BenchmarkSuspect', around(2500)],
      ['BenchmarkAdded', around(70)],
      ['BenchmarkSlower', around(130)],
      ['BenchmarkKept', around(100)],
    ]);
    const cmp = expectSameAsObjectPath([base, cand, base]);
    // The 25× one failed the plausibility check: still a regression, marked suspect.
    expect(cmp.runs[0].counts).toMatchObject({ regression: 2, suspect: 1, suspectRegression: 1 });
    // The baseline against itself: nothing claimed; the exact rows (B/op, allocs) are no change, the timed ones
    // keep the between-run noise one run per side cannot measure.
    expect(cmp.runs[1].counts).toMatchObject({ regression: 0, improvement: 0, suspect: 0, 'no-change': 8 });
  });

  test('verdicts come without building Measurement objects; rows are built when read', () => {
    const names: Array<[string, number[]]> = [];
    for (let i = 0; i < 50; i++) names.push([`BenchmarkCase${i}/size=${10 * i}`, around(100 + i)]);
    const base = counted(parseGoBench(goBench(names), 'old'));
    const cand = counted(
      parseGoBench(goBench(names.map(([n, s], i) => [n, i === 7 ? around(150) : s])), 'new'),
    );
    const cmp = compareMicro(base.rs, cand.rs);
    expect(cmp.counts.regression).toBe(1);
    expect(base.reads()).toBe(0);
    expect(cand.reads()).toBe(0);
    const slower = cmp.benchmarks.find((b) => b.verdict === 'regression');
    expect(slower?.key).toBe('demo.BenchmarkCase7/size=70-8');
    expect(base.reads()).toBeGreaterThan(0);
    expect(cmp.benchmarks).toBe(cmp.runs[0].benchmarks);
  });

  test('a result set read as objects is compared as objects (its measurements may have changed)', () => {
    const text = goBench([
      ['BenchmarkA', around(100)],
      ['BenchmarkB', around(100)],
    ]);
    const base = parseGoBench(text, 'old');
    const cand = parseGoBench(text, 'new');
    cand.measurements = cand.measurements.filter((m) => !m.key.endsWith('BenchmarkB-8'));
    const cmp = compareMicro(base, cand);
    expect(cmp.benchmarks.filter((b) => b.candidate === null).map((b) => b.key)).toEqual([
      'demo.BenchmarkB-8',
      'demo.BenchmarkB-8',
      'demo.BenchmarkB-8',
    ]);
    expect(JSON.parse(JSON.stringify(cand)).measurements).toHaveLength(3);
  });
});
