// The CLI end to end on micro-benchmark results: every shared fixture pair must give the verdicts its
// README's truth table gives (direction and rough size), the benchstat oracles must come out of --json and
// the text exactly as benchstat computes them, and chunked timings, N-way runs, one-sided benchmarks,
// suspect changes and Markdown escaping must behave as documented.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import type { MicroBenchmark, MicroComparison } from '../../src/core/compare-micro.js';
import {
  benchstatId,
  expectClose,
  ORACLE_CASES,
  ORACLE_DIR,
  readPrecise,
} from '../core/benchstat/oracle-helpers.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures');
const fx = (p: string) => path.join(FIXTURES, p);

function tmpDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'benchdelta-micro-'));
}

/** Runs `compare` with --json and --markdown; returns the parsed comparison, the text and the Markdown. */
async function compare(files: string[], extra: string[] = []) {
  const dir = tmpDir();
  const json = path.join(dir, 'out.json');
  const md = path.join(dir, 'out.md');
  const r = await cli(['compare', ...files, '--json', json, '--markdown', md, ...extra]);
  expect(r.stderr).toBe('');
  const cmp = JSON.parse(readFileSync(json, 'utf8')) as MicroComparison;
  expect(cmp.kind).toBe('micro');
  // The answer comes first, for every format; our report keeps within 100 columns (Go input's benchstat
  // tables, between the verdict lines and our runs, are benchstat's exactly).
  expect(r.stdout.startsWith('verdict: ')).toBe(true);
  const lines = r.stdout.split('\n');
  const tablesFrom = lines.findIndex((l) => /^(goos|goarch|pkg|cpu): |│/.test(l));
  const tablesTo = lines.findIndex((l) => l.startsWith('── '));
  const ours = tablesFrom >= 0 ? [...lines.slice(0, tablesFrom), ...lines.slice(tablesTo)] : lines;
  expect(ours.filter((line) => [...line].length > 100)).toEqual([]);
  // The report's text with its line wrapping folded, for sentences that may wrap.
  const prose = r.stdout.replace(/\s+/g, ' ');
  return { ...r, cmp, prose, md: readFileSync(md, 'utf8') };
}

function find(list: MicroBenchmark[], key: string, metric = 'time'): MicroBenchmark {
  const hit = list.find((b) => b.key === key && b.metric === metric);
  if (!hit) throw new Error(`no benchmark ${key} (${metric}) in ${list.map((b) => b.key).join(', ')}`);
  return hit;
}

/** Truth rows: key, README Δ% (null: "~same"), and the verdict that Δ means with the metric's direction. */
type Truth = [key: string, deltaPct: number | null, verdict: 'improvement' | 'regression' | 'no-change'];

/** Direction from the verdict, size within a factor 1.5 of the README's ratio (our medians vs its means). */
function expectTruth(list: MicroBenchmark[], truths: Truth[], metric = 'time'): void {
  for (const [key, delta, verdict] of truths) {
    const bm = find(list, key, metric);
    // README "~same" (< 5%): no change claimed; whether the interval also rules out ±2% (no-change) or
    // cannot (inconclusive) depends on that run's noise.
    const same = verdict === 'no-change' && ['no-change', 'inconclusive'].includes(bm.verdict);
    // A real change may stay unclaimed with one run per side (between-run noise, as the run's note says), but
    // its interval must then leave the true direction open, and nothing may be claimed the other way.
    const unclaimed =
      verdict !== 'no-change' &&
      bm.verdict === 'inconclusive' &&
      bm.change?.betweenRun !== null &&
      (verdict === (bm.direction === 'smaller-is-better' ? 'improvement' : 'regression')
        ? (bm.change?.ciLowPct ?? 0) < 0
        : (bm.change?.ciHighPct ?? 0) > 0);
    expect({ key, verdict: same || unclaimed ? verdict : bm.verdict }).toEqual({ key, verdict });
    if (delta === null || delta <= -99.9) continue;
    const ours = 1 + (bm.deltaPct as number) / 100;
    const truth = 1 + delta / 100;
    expect({ key, off: Math.abs(Math.log(ours / truth)) < Math.log(1.5) }).toEqual({ key, off: true });
  }
}

describe('fixture pairs agree with their README truth', () => {
  test('gobench: CalcDifficulty and HashHeaders faster and allocation-free, CompactToTarget unchanged', async () => {
    const { cmp, code, stdout } = await compare([fx('gobench/baseline.txt'), fx('gobench/pr.txt')]);
    expect(code).toBe(0);
    const b = cmp.benchmarks;
    expectTruth(b, [
      ['chainbench.BenchmarkCalcDifficulty-2', -98.5, 'improvement'],
      ['chainbench.BenchmarkHashHeaders/n=16-2', -74.0, 'improvement'],
      ['chainbench.BenchmarkHashHeaders/n=256-2', -80.4, 'improvement'],
      ['chainbench.BenchmarkCompactToTarget-2', -2.6, 'no-change'],
    ]);
    for (const metric of ['alloc', 'allocs']) {
      for (const key of ['chainbench.BenchmarkCalcDifficulty-2', 'chainbench.BenchmarkHashHeaders/n=256-2']) {
        expect(find(b, key, metric)).toMatchObject({ verdict: 'improvement', deltaPct: -100 });
      }
      expect(find(b, 'chainbench.BenchmarkCompactToTarget-2', metric)).toMatchObject({
        verdict: 'no-change',
        deltaPct: 0,
        significant: false,
      });
    }
    // The control's U test is below α, but its noisy baseline leaves an interval that cannot rule ±2% in or
    // out: no change is claimed, with the reason.
    const control = find(b, 'chainbench.BenchmarkCompactToTarget-2');
    expect(control.notes.join(' ')).toMatch(/neither rules out nor confirms a change of ±2%/);
    // The text is benchstat's table first, then the changes with their verdicts.
    expect(stdout).toMatch(/│\s+sec\/op\s+│\s+sec\/op\s+vs base/);
    expect(stdout).toMatch(/CompactToTarget-2\s+10\.49n ± 43%\s+10\.22n ±\s+0%\s+-2\.57% \(p=0\.009 n=10\)/);
    expect(stdout).toMatch(/verdict: {3}IMPROVEMENT/);
  });

  test('gobench -cpu 1,2: both GOMAXPROCS variants agree; CompactToTarget unchanged in both', async () => {
    const { cmp } = await compare([fx('gobench/baseline-cpu1-2.txt'), fx('gobench/pr-cpu1-2.txt')]);
    expectTruth(cmp.benchmarks, [
      ['chainbench.BenchmarkCalcDifficulty', -98.7, 'improvement'],
      ['chainbench.BenchmarkCalcDifficulty-2', -98.7, 'improvement'],
      ['chainbench.BenchmarkHashHeaders/n=16', -74.8, 'improvement'],
      ['chainbench.BenchmarkHashHeaders/n=256-2', -73.2, 'improvement'],
      ['chainbench.BenchmarkCompactToTarget', 0.4, 'no-change'],
      ['chainbench.BenchmarkCompactToTarget-2', -0.4, 'no-change'],
    ]);
  });

  test('gobench noisy host: the spurious CompactToTarget gain is flagged as the noisy baseline it is', async () => {
    const { cmp, stdout } = await compare([fx('gobench/baseline-noisy-host.txt'), fx('gobench/pr.txt')]);
    const control = find(cmp.benchmarks, 'chainbench.BenchmarkCompactToTarget-2');
    expect(control.deltaPct).toBeCloseTo(-41.8, 0);
    // All ten baseline samples are above every candidate sample, so the data does show a difference;
    // what it also shows is a baseline run far noisier than the candidate's, and the report says so.
    expect(control.sanity.map((s) => s.code)).toContain('unequal-variation');
    expect(cmp.runs[0].notes.join(' ')).toMatch(
      /baseline run was much noisier .*improvements may be overstated/,
    );
    expect(stdout).toMatch(/note: the baseline run was much noisier/);
  });

  test('JMH JSON and text: everything faster; cancelInReverseOrder growth falls from ~1 to ~0 per item', async () => {
    for (const [base, pr] of [
      ['jmh/baseline.json', 'jmh/pr.json'],
      ['jmh/baseline.txt', 'jmh/pr.txt'],
    ]) {
      const { cmp, stdout, prose, md } = await compare([fx(base), fx(pr)]);
      const key = (name: string, num: number) => `ScheduledTaskQueueCancelBenchmark.${name} num=${num}`;
      // Throughput (ops/s): bigger is better, so the README's positive deltas are improvements.
      expectTruth(
        cmp.benchmarks,
        [
          [key('cancelInOrder', 100), 129.3, 'improvement'],
          [key('cancelInOrder', 1000), 141.1, 'improvement'],
          [key('cancelInOrder', 10000), 67.8, 'improvement'],
          [key('cancelInOrder', 100000), 106.5, 'improvement'],
          [key('cancelInReverseOrder', 100), 111.4, 'improvement'],
          [key('cancelInReverseOrder', 1000), 3183.6, 'improvement'],
          [key('cancelInReverseOrder', 10000), 21716.1, 'improvement'],
          [key('cancelInReverseOrder', 100000), 383506.8, 'improvement'],
        ],
        'throughput',
      );
      // Three iterations per side: fewer than 4 samples, so JMH's own 99.9% score error decides, and says so.
      const one = find(cmp.benchmarks, key('cancelInOrder', 100), 'throughput');
      expect(one.basis).toBe('reported-uncertainty');
      expect(one.pValue).toBeCloseTo(0.1, 10); // benchstat's U-test p, kept for reference
      // Every benchmark moved together: the suite's common shift carries the claim; this row, with JMH's
      // wide ±error over 3 iterations, may stay unclaimed but never the other way.
      expect(['improvement', 'inconclusive']).toContain(one.verdict);
      expect(cmp.verdict).toBe('improvement');
      expect(one.notes.join(' ')).toMatch(/its reported ±error \(99\.9% interval over 3 runs\)/);
      // Scaling on both sides: the reverse-order cancel went from O(n) per item to about O(1) (O(log n)).
      const fam = cmp.runs[0].scalingChanges.families.find(
        (f) => f.label === 'ScheduledTaskQueueCancelBenchmark.cancelInReverseOrder num=*',
      );
      expect(fam?.changed).toBe(true);
      expect(fam?.baseline?.perItemExponent).toBeGreaterThan(0.7);
      expect(fam?.baseline?.perItemExponent).toBeLessThan(1.3);
      expect(Math.abs(fam?.candidate?.perItemExponent as number)).toBeLessThan(0.3);
      const inOrder = cmp.runs[0].scalingChanges.families.find((f) => f.label.includes('cancelInOrder'));
      expect(inOrder?.changed).toBe(false); // only a constant factor faster
      expect(cmp.baseline.scaling.families).toHaveLength(2);
      // Named in the text and the Markdown, baseline → candidate.
      const named =
        /cancelInReverseOrder num=\*: exponent 0\.9\d → -?0\.\d\d per num item \(1\.9\d → 0\.9\d per op\)/;
      expect(prose).toMatch(named);
      expect(md).toMatch(/cancelInReverseOrder num=\\\*&#58; exponent 0\.9\d → -?0\.\d\d per num item/);
      expect(stdout).toMatch(/cancelInOrder num=\*\s+throughput\s+1\.2\d → 1\.2\d/);
    }
  });

  test('criterion folder compared with itself: saved baseline run vs latest; fixed cost and crossover move', async () => {
    const dir = fx('criterion/criterion');
    const { cmp, prose, md } = await compare([dir, dir]);
    expect(cmp.baseline.tool).toBe("criterion (run 'baseline')");
    expect(cmp.runs[0].tool).toBe("criterion (run 'new')");
    expectTruth(cmp.benchmarks, [
      ['tps_comparison/parallel/10_txs', -82.4, 'improvement'],
      ['tps_comparison/parallel/50_txs', -57.5, 'improvement'],
      ['tps_comparison/parallel/100_txs', -39.5, 'improvement'],
      ['tps_comparison/sequential/10_txs', 0.3, 'no-change'],
      ['tps_comparison/sequential/50_txs', -0.7, 'no-change'],
      ['tps_comparison/sequential/100_txs', -0.3, 'no-change'],
    ]);
    const fams = cmp.runs[0].scalingChanges.families;
    const par = fams.find((f) => f.label === 'tps_comparison/parallel/*_txs');
    const seq = fams.find((f) => f.label === 'tps_comparison/sequential/*_txs');
    // The per-call thread pool was a ~300 µs fixed cost; rayon's reused pool costs little.
    expect(par?.baseline?.fixed).toBeGreaterThan(200e-6);
    expect(par?.candidate?.fixed).toBeLessThan(50e-6);
    expect(seq?.changed).toBe(false);
    // Baseline: parallel is slower than sequential below ~50-100 txs; candidate: faster from a few txs.
    const x = cmp.runs[0].scalingChanges.crossovers[0];
    expect(x.baselineN).toBeGreaterThan(50);
    expect(x.baselineN).toBeLessThan(100);
    expect(x.candidateN).toBeLessThan(10);
    expect(x.baselineCheaperBelow).toBe('tps_comparison/sequential/*_txs');
    expect(prose).toMatch(
      /cost lines cross at txs ≈ \d\d → \d(\.\d)? \(sequential\/\*_txs cheaper below, parallel\/\*_txs above\)/,
    );
    expect(prose).toMatch(
      /parallel\/\*_txs ◀\s+time\s+0\.3\d → 0\.9\d .* fixed 3\d\d(\.\d)? µs → 1\d(\.\d+)? µs/,
    );
    expect(md).toMatch(/Crossover/);

    // The same with the run named explicitly; an unknown run name is a usage error that lists the runs.
    const named = await compare([dir, dir], ['--baseline-criterion-run', 'baseline']);
    expect(named.cmp.benchmarks.map((b) => b.deltaPct)).toEqual(cmp.benchmarks.map((b) => b.deltaPct));
    const bad = await cli(['compare', dir, dir, '--baseline-criterion-run', 'nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/no run named 'nope' \(runs found: baseline, new\)/);
  });

  test("criterion's console and bencher outputs tell the same story", async () => {
    for (const [base, pr] of [
      ['criterion/baseline.txt', 'criterion/pr.txt'],
      ['criterion/baseline-bencher.txt', 'criterion/pr-bencher.txt'],
    ]) {
      const { cmp } = await compare([fx(base), fx(pr)]);
      expectTruth(cmp.benchmarks, [
        ['tps_comparison/parallel/10_txs', -82.4, 'improvement'],
        ['tps_comparison/parallel/50_txs', -57.5, 'improvement'],
        ['tps_comparison/parallel/100_txs', -39.5, 'improvement'],
        ['tps_comparison/sequential/10_txs', null, 'no-change'],
        ['tps_comparison/sequential/50_txs', null, 'no-change'],
        ['tps_comparison/sequential/100_txs', null, 'no-change'],
      ]);
    }
  });

  test('pytest-benchmark: text functions faster; the unchanged checksum moves ±13% between runs', async () => {
    const first = await compare([fx('pytest-benchmark/baseline.json'), fx('pytest-benchmark/pr.json')]);
    const key = (n: string) => `test_textproc_bench.py::${n}`;
    const keys = first.cmp.benchmarks.map((b) => b.key);
    const k = (n: string) => keys.find((x) => x === key(n) || x === n) as string;
    expectTruth(first.cmp.benchmarks, [
      [k('test_word_frequencies[small]'), -35.2, 'improvement'],
      [k('test_word_frequencies[large]'), -21.2, 'improvement'],
      [k('test_top_words[small]'), -29.3, 'improvement'],
      [k('test_top_words[large]'), -30.7, 'improvement'],
      [k('test_slugify'), -41.4, 'improvement'],
      // Unchanged code that moves ±13% between runs (README): between-run noise, not a regression.
      [k('test_checksum'), 12.9, 'no-change'],
    ]);
    // One process run per side: the report says where its between-run noise came from.
    expect(first.cmp.runs[0].notes.join(' ')).toMatch(
      /one run per side: between-run noise estimated from the suite/,
    );
    expect(first.code).toBe(0);
    // Two runs of the baseline build (A/A): no gate failure.
    const aa = await compare([
      fx('pytest-benchmark/baseline.json'),
      fx('pytest-benchmark/baseline-run2.json'),
    ]);
    expect(aa.code).toBe(0);
    const second = await compare([
      fx('pytest-benchmark/baseline-run2.json'),
      fx('pytest-benchmark/pr-run2.json'),
    ]);
    expectTruth(second.cmp.benchmarks, [
      [k('test_slugify'), -64.9, 'improvement'],
      [k('test_checksum'), -12.6, 'no-change'],
    ]);
    expect(second.code).toBe(0);
  });

  test('Google Benchmark: Join and SumSquares faster, InsertionSort faster (different binary)', async () => {
    const { cmp } = await compare([fx('google-benchmark/baseline.json'), fx('google-benchmark/pr.json')]);
    expectTruth(cmp.benchmarks, [
      ['BM_Join/16', -88.5, 'improvement'],
      ['BM_Join/256', -96.4, 'improvement'],
      ['BM_Join/4096', -99.5, 'improvement'],
      ['BM_SumSquares/64', -59.0, 'improvement'],
      ['BM_SumSquares/32768', -71.6, 'improvement'],
      ['BM_InsertionSort/32', -35.8, 'improvement'],
      ['BM_InsertionSort/128', -36.0, 'improvement'],
    ]);
    // Join's quadratic copying is gone: its growth exponent fell, SumSquares' did not.
    const fams = cmp.runs[0].scalingChanges.families;
    expect(fams.find((f) => f.label === 'BM_Join/*')?.changed).toBe(true);
    expect(fams.find((f) => f.label === 'BM_SumSquares/*')?.changed).toBe(false);
  });

  test('hyperfine: both commands much faster', async () => {
    const { cmp } = await compare([fx('hyperfine/baseline.json'), fx('hyperfine/pr.json')]);
    expectTruth(cmp.benchmarks, [
      ['./bin/wcount data/small.txt', -96.9, 'improvement'],
      ['./bin/wcount data/large.txt', -99.6, 'improvement'],
    ]);
  });

  test('benchmark.js and tinybench: parseQuery and unique faster; fib#90 is the control', async () => {
    const bjs = await compare([
      fx('node-bench/baseline-benchmarkjs.txt'),
      fx('node-bench/pr-benchmarkjs.txt'),
    ]);
    expectTruth(
      bjs.cmp.benchmarks,
      [
        ['parseQuery#10 pairs', 291.6, 'improvement'],
        ['parseQuery#200 pairs', 2291.0, 'improvement'],
        ['unique#100', 76.5, 'improvement'],
        ['unique#2000', 1010.8, 'improvement'],
        // README: +12% is noise here, but benchmark.js's own ±3.2% / ±0.8% intervals do not overlap.
        ['fib#90', 12.3, 'improvement'],
      ],
      'throughput',
    );
    expect(bjs.cmp.runs[0].notes.join(' ')).toMatch(/one run per side/);
    const tiny = await compare([
      fx('node-bench/baseline-tinybench.json'),
      fx('node-bench/pr-tinybench.json'),
    ]);
    expectTruth(tiny.cmp.benchmarks, [
      ['parseQuery#10 pairs', -74.8, 'improvement'],
      ['parseQuery#200 pairs', -96.2, 'improvement'],
      ['unique#100', -41.8, 'improvement'],
      ['unique#2000', -91.2, 'improvement'],
      ['fib#90', 0.6, 'no-change'],
    ]);
  });

  test('customSmallerIsBetter: the go results as single values with a reported spread', async () => {
    const { cmp, stdout } = await compare([
      fx('custom-smaller-is-better/baseline.json'),
      fx('custom-smaller-is-better/pr.json'),
    ]);
    const metricOf = (b: MicroBenchmark) => b.metric;
    const byKey = (k: string) => cmp.benchmarks.find((b) => b.key === k) as MicroBenchmark;
    for (const name of [
      'BenchmarkCalcDifficulty-2',
      'BenchmarkHashHeaders/n=16-2',
      'BenchmarkHashHeaders/n=256-2',
    ]) {
      for (const unit of ['ns/op', 'B/op', 'allocs/op']) {
        const bm = byKey(`${name} - ${unit}`);
        expect({ key: bm.key, verdict: bm.verdict }).toEqual({ key: bm.key, verdict: 'improvement' });
        expect(bm.basis).toBe('reported-uncertainty');
      }
    }
    expect(byKey('BenchmarkCalcDifficulty-2 - ns/op').deltaPct).toBeCloseTo(-98.5, 1);
    for (const unit of ['ns/op', 'B/op', 'allocs/op']) {
      // -2.6% with the stddev as the only spread cannot rule ±2% out; the exact zeros are no change.
      const expected = unit === 'ns/op' ? 'inconclusive' : 'no-change';
      expect(byKey(`BenchmarkCompactToTarget-2 - ${unit}`).verdict).toBe(expected);
    }
    expect(new Set(cmp.benchmarks.map(metricOf))).toEqual(new Set(['time', 'alloc', 'allocs']));
    expect(stdout).toMatch(/judged by the tool's own uncertainty/);
  });
});

describe('benchstat oracles through the CLI', () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  test.each(ORACLE_CASES)(
    '%s: --json carries benchstat’s numbers and the text starts with its table',
    async (name) => {
      // Run inside the case folder, as benchstat was, so the column labels are old.txt / new.txt.
      process.chdir(path.join(ORACLE_DIR, name));
      const { cmp, stdout } = await compare(['old.txt', 'new.txt'], ['--fail-on', 'never']);
      // The verdict and its reason first, then benchstat's tables exactly as benchstat prints them.
      expect(stdout.startsWith('verdict: ')).toBe(true);
      expect(stdout).toContain(readFileSync('benchstat.txt', 'utf8'));
      const precise = readPrecise(name);
      const ours = new Map(cmp.benchmarks.map((b) => [benchstatId(b), b]));
      expect([...ours.keys()].sort()).toEqual(precise.rows.map((r) => `${r.name}|${r.unit}`).sort());
      for (const row of precise.rows) {
        const bm = ours.get(`${row.name}|${row.unit}`) as MicroBenchmark;
        expect(typeof bm.key).toBe('string');
        expect(['smaller-is-better', 'bigger-is-better']).toContain(bm.direction);
        expect(Array.isArray(bm.notes)).toBe(true);
        for (const [side, truth] of [
          [bm.baseline, row.old],
          [bm.candidate, row.new],
        ] as const) {
          if (!truth) {
            expect(side).toBeNull();
            continue;
          }
          expect(side?.n).toBe(truth.n);
          expectClose(side?.median as number, truth.median);
          // JSON has no infinities: an unbounded interval is null.
          if (truth.ci_lo === null) expect(side?.ciLow).toBeNull();
          else expectClose(side?.ciLow as number, truth.ci_lo);
          if (truth.ci_hi === null) expect(side?.ciHigh).toBeNull();
          else expectClose(side?.ciHigh as number, truth.ci_hi);
        }
        if (!row.old || !row.new) {
          expect(bm.verdict).toBe('inconclusive');
          expect(bm.notes.join(' ')).toMatch(/only in (baseline|candidate)/);
          continue;
        }
        expectClose(bm.pValue as number, row.p_two_sided as number);
        expect(bm.significant).toBe(row.significant_alpha_0_05);
        if (row.delta_pct_of_medians !== undefined)
          expectClose(bm.deltaPct as number, row.delta_pct_of_medians, 1e-6);
        if (!row.significant_alpha_0_05)
          expect(['no-change', 'inconclusive'].includes(bm.verdict) || bm.suspect).toBe(true);
        if (row.p_error) expect(bm.notes).toContain(row.p_error);
      }
      for (const [unit, delta] of Object.entries(precise.geomean_ratio_delta_pct_by_unit)) {
        const g = cmp.geomean.find(
          (x) => benchstatId({ key: 'x.Benchmark', metric: x.metric }) === `|${unit}`,
        );
        expect(g).toBeDefined();
        if (delta === null) expect(g?.deltaPct).toBeNull();
        else expectClose(g?.deltaPct as number, delta, 1e-6);
      }
    },
  );

  test('small-n: benchstat says ~ (p=0.100 n=3); our verdict rests on Welch, a regression is suspect and still fails', async () => {
    process.chdir(path.join(ORACLE_DIR, 'small-n'));
    const { cmp, code, stdout } = await compare(['old.txt', 'new.txt']);
    for (const bm of cmp.benchmarks) {
      expect(bm.basis).toBe('welch-t-log');
      expect(bm.sanity.map((s) => s.code)).toContain('too-few-samples');
      if (bm.verdict === 'regression' || bm.verdict === 'improvement') expect(bm.suspect).toBe(true);
    }
    expect(cmp.runs[0].counts.suspectRegression).toBeGreaterThan(0);
    // Suspect qualifies, never excuses: it fails the gate and leads the report with what to check.
    expect(code).toBe(1);
    expect(stdout).toMatch(/check first — \d+ suspect change/);
    const warned = await cli(['compare', 'old.txt', 'new.txt', '--suspect', 'warn', '--quiet']);
    expect(warned).toMatchObject({ code: 0, stdout: 'verdict: suspect\n' });
  });
});

/** A chunked import log: `chunk,validation_ms,write_ms` rows, each chunk scaled by the factors given. */
function chunkCsv(chunks: number, validation: (i: number) => number, write: (i: number) => number): string {
  const rows = ['chunk,validation_ms,write_ms,headers'];
  for (let i = 1; i <= chunks; i++) rows.push(`${i},${validation(i).toFixed(3)},${write(i).toFixed(3)},2048`);
  return rows.join('\n') + '\n';
}

function chunkJsonl(chunks: number, validation: (i: number) => number, write: (i: number) => number): string {
  const rows: string[] = [];
  for (let i = 1; i <= chunks; i++)
    rows.push(
      JSON.stringify({
        chunk: i,
        validation: Number(validation(i).toFixed(3)),
        write: Number(write(i).toFixed(3)),
      }),
    );
  return rows.join('\n') + '\n';
}

/** Deterministic wobble so the per-chunk ratios are not all identical. */
const wobble = (i: number) => 1 + 0.03 * Math.sin(i * 1.7);

describe('chunked import timings', () => {
  test('N-way header-import study: master vs a PR and follow-ups, CSV and JSON lines mixed', async () => {
    const dir = tmpDir();
    const file = (name: string, text: string) => {
      const p = path.join(dir, name);
      writeFileSync(p, text);
      return p;
    };
    const base = (i: number) => 40 + (i % 7);
    const master = file(
      'master.csv',
      chunkCsv(
        60,
        (i) => base(i) * wobble(i),
        (i) => 10 * wobble(i + 3),
      ),
    );
    const pr = file(
      'pr.jsonl',
      chunkJsonl(
        60,
        (i) => 0.7 * base(i) * wobble(i + 1),
        (i) => 10 * wobble(i + 3),
      ),
    );
    const slower = file(
      'followup-1.csv',
      chunkCsv(
        60,
        (i) => base(i) * wobble(i),
        (i) => 13 * wobble(i + 5),
      ),
    );
    const same = file(
      'followup-2.csv',
      chunkCsv(
        60,
        (i) => base(i) * wobble(i + 2),
        (i) => 10 * wobble(i + 4),
      ),
    );
    const { cmp, stdout, md, code } = await compare([master, pr, slower, same]);
    expect(cmp.baseline.format).toBe('chunked');
    expect(cmp.runs.map((r) => path.basename(r.label))).toEqual([
      'pr.jsonl',
      'followup-1.csv',
      'followup-2.csv',
    ]);
    const series = (run: number, metric: string) => cmp.runs[run].chunks?.find((s) => s.metric === metric);
    // PR: validation ~30% faster, write unchanged.
    expect(series(0, 'validation')?.verdict).toBe('improvement');
    expect(series(0, 'validation')?.totalDeltaPct).toBeCloseTo(-30, 0);
    expect(series(0, 'write')?.verdict).toBe('no-change');
    // Follow-up 1: write ~30% slower; follow-up 2: nothing changed.
    expect(series(1, 'write')?.verdict).toBe('regression');
    expect(series(1, 'write')?.totalDeltaPct).toBeCloseTo(30, 0);
    expect(series(2, 'validation')?.verdict).toBe('no-change');
    // Totals per metric per run, Δ vs baseline, for the summary table.
    const totals = cmp.totals.filter((t) => t.metric === 'validation');
    expect(totals).toHaveLength(3);
    expect(totals[0].baselineTotal).toBeCloseTo(series(0, 'validation')?.baselineTotal as number, 9);
    // Per-chunk deltas and the accumulated curves are in the JSON.
    const v = series(0, 'validation');
    expect(v?.chunks).toHaveLength(60);
    expect(v?.baselineCumulative[59]).toBeCloseTo(v?.baselineTotal as number, 9);
    expect(v?.candidateCumulative[0]).toBeCloseTo(v?.candidate[0] as number, 12);
    expect(v?.deltaPct[0]).toBeCloseTo(
      ((v?.candidate[0] as number) / (v?.baseline[0] as number) - 1) * 100,
      9,
    );
    // Units: `_ms` columns and JSON lines without units (read as ms, with a warning) agree.
    expect(v?.baseline[0]).toBeCloseTo((base(1) * wobble(1)) / 1000, 6);
    expect(cmp.runs[0].warnings.map((w) => w.message).join(' ')).toMatch(/read as milliseconds/);
    expect(code).toBe(1); // follow-up 1 regressed
    expect(stdout).toMatch(/summary — totals per metric/);
    expect(stdout).toMatch(/chunk series/);
    expect(stdout).toMatch(/accumulated: chunk 12 /);
    expect(md).toMatch(/#### Summary: totals per metric, Δ vs baseline/);
    expect(md).toMatch(/Accumulated validation/);
  });

  test('too few chunks is inconclusive, not a verdict', async () => {
    const dir = tmpDir();
    const a = path.join(dir, 'a.csv');
    const b = path.join(dir, 'b.csv');
    writeFileSync(
      a,
      chunkCsv(
        3,
        () => 10,
        () => 5,
      ),
    );
    writeFileSync(
      b,
      chunkCsv(
        3,
        () => 20,
        () => 5,
      ),
    );
    const { cmp } = await compare([a, b]);
    expect(cmp.runs[0].chunks?.find((s) => s.metric === 'validation')?.verdict).toBe('inconclusive');
  });
});

/** A go test -bench output with the given benchmarks (name → ns/op samples). */
function goBench(benchmarks: Record<string, number[]>): string {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/demo'];
  for (const [name, samples] of Object.entries(benchmarks))
    for (const ns of samples) lines.push(`${name}-8   \t 1000000\t${ns} ns/op`);
  return lines.join('\n') + '\nPASS\n';
}

const around = (x: number) =>
  [0.99, 1.0, 1.01, 0.995, 1.005, 0.998, 1.002, 0.997, 1.003, 1.001].map((f) => x * f);

describe('benchmarks on one side, suspect changes, Markdown safety', () => {
  test('a benchmark on one side only is listed, never dropped', async () => {
    const dir = tmpDir();
    const a = path.join(dir, 'old.txt');
    const b = path.join(dir, 'new.txt');
    writeFileSync(a, goBench({ BenchmarkKept: around(100), BenchmarkRemoved: around(50) }));
    writeFileSync(b, goBench({ BenchmarkKept: around(100), BenchmarkAdded: around(70) }));
    const { cmp, stdout, md } = await compare([a, b]);
    const removed = find(cmp.benchmarks, 'demo.BenchmarkRemoved-8');
    const added = find(cmp.benchmarks, 'demo.BenchmarkAdded-8');
    expect(removed.candidate).toBeNull();
    expect(added.baseline).toBeNull();
    expect(removed.sanity[0].code).toBe('one-side-only');
    expect(stdout).toMatch(/only in baseline \(1\): demo\.BenchmarkRemoved-8/);
    expect(stdout).toMatch(/only in candidate \(1\): demo\.BenchmarkAdded-8/);
    expect(md).toMatch(/Only in baseline: 1 · only in candidate: 1/);
  });

  test('a regression beyond the plausibility bound is a suspect regression: prominent, and it fails unless --suspect warn', async () => {
    const dir = tmpDir();
    const a = path.join(dir, 'old.txt');
    const b = path.join(dir, 'new.txt');
    const c = path.join(dir, 'new2.txt');
    writeFileSync(a, goBench({ BenchmarkA: around(100), BenchmarkB: around(100) }));
    writeFileSync(b, goBench({ BenchmarkA: around(2500), BenchmarkB: around(100) }));
    writeFileSync(c, goBench({ BenchmarkA: around(130), BenchmarkB: around(100) }));
    const suspect = await compare([a, b]);
    expect(find(suspect.cmp.benchmarks, 'demo.BenchmarkA-8')).toMatchObject({
      verdict: 'regression',
      suspect: true,
    });
    expect(suspect.code).toBe(1);
    expect(suspect.stdout).toMatch(/verdict: {3}REGRESSION/);
    expect(suspect.prose).toMatch(
      /check first — 1 suspect change\(s\): demo\.BenchmarkA-8 \(time\) REGRESSION \(suspect\)/,
    );
    expect(suspect.prose).toMatch(/check that both sides ran the same benchmark/);
    expect(suspect.md).toMatch(/\[!WARNING\]/);
    const quiet = await cli(['compare', a, b, '--quiet']);
    expect(quiet).toMatchObject({ code: 1, stdout: 'verdict: regression\n' });
    const warned = await cli(['compare', a, b, '--quiet', '--suspect', 'warn']);
    expect(warned).toMatchObject({ code: 0, stdout: 'verdict: suspect\n' });
    const real = await compare([a, c]);
    expect(find(real.cmp.benchmarks, 'demo.BenchmarkA-8')).toMatchObject({ verdict: 'regression' });
    expect(real.code).toBe(1);
  });

  test('names from artifacts are escaped in Markdown, and a large suite stays under the size budget', async () => {
    const dir = tmpDir();
    const a = path.join(dir, 'old.txt');
    const b = path.join(dir, 'new.txt');
    const evil = 'BenchmarkX/a|b@octocat<img_src=x>[link](javascript:alert)';
    const base: Record<string, number[]> = { [evil]: around(100) };
    const cand: Record<string, number[]> = { [evil]: around(150) };
    for (let i = 0; i < 3000; i++) {
      base[`BenchmarkMany/case=${i}`] = around(100 + i);
      cand[`BenchmarkMany/case=${i}`] = around(i % 3 === 0 ? 120 + i : 100 + i);
    }
    writeFileSync(a, goBench(base));
    writeFileSync(b, goBench(cand));
    const { md } = await compare([a, b], ['--fail-on', 'never']);
    expect(md.length).toBeLessThanOrEqual(60_000);
    expect(md).toMatch(/Trimmed to fit GitHub's size limit/);
    expect(md).toContain('a&#124;b@\u200doctocat&lt;img\\_src=x&gt;\\[link\\]\\(javascript&#58;alert\\)');
    expect(md).not.toMatch(/@octocat|<img|\]\(javascript/);
  });
});
