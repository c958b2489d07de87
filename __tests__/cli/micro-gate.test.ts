// The micro-benchmark gate (issue #11): what fails, what passes and what is an input error, on few-sample
// outputs derived from the real JMH and pytest-benchmark fixtures, and on a generated go suite. The
// calibrations over many generated suites are micro-gate-calibration.test.ts (e2e).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';
import { compareMicro } from '../../src/core/compare-micro.js';
import { parseGoBench } from '../../src/formats/micro/gobench.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures');
const fx = (p: string) => path.join(FIXTURES, p);

function tmp(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'benchdelta-gate-')), name);
  writeFileSync(file, text);
  return file;
}

async function compareJson(files: string[], extra: string[] = []) {
  const json = path.join(mkdtempSync(path.join(os.tmpdir(), 'benchdelta-gate-')), 'out.json');
  const r = await cli(['compare', ...files, '--json', json, ...extra]);
  const cmp = r.code === 2 ? null : (JSON.parse(readFileSync(json, 'utf8')) as MicroComparison);
  return { ...r, cmp };
}

interface JmhRun {
  benchmark: string;
  params?: Record<string, string>;
  primaryMetric: {
    score: number;
    scoreError: number;
    scoreConfidence: number[];
    scorePercentiles: Record<string, number>;
    rawData: number[][];
  };
}

/** The real JMH run (3 iterations of 1 s per benchmark) with every throughput number divided by `slower`. */
function scaledJmh(slower: number): string {
  const runs = JSON.parse(readFileSync(fx('jmh/baseline.json'), 'utf8')) as JmhRun[];
  for (const r of runs) {
    const m = r.primaryMetric;
    m.score /= slower;
    m.scoreError /= slower;
    m.scoreConfidence = m.scoreConfidence.map((x) => x / slower);
    for (const k of Object.keys(m.scorePercentiles)) m.scorePercentiles[k] /= slower;
    m.rawData = m.rawData.map((fork) => fork.map((x) => x / slower));
  }
  return JSON.stringify(runs, null, 2);
}

describe('few samples: the tool’s own uncertainty decides', () => {
  // JMH 1.37, -i 3: three iterations a side, so each side's 99.9% score error is what the judge uses.
  test('JMH 3 vs 3 iterations, +418% time (throughput ÷ 5.18): the rows whose ±99.9% errors lie far apart are regressions and the gate fails', async () => {
    const slow = tmp('slow.json', scaledJmh(5.18));
    const { code, cmp, stdout } = await compareJson([fx('jmh/baseline.json'), slow]);
    expect(code).toBe(1);
    expect(cmp?.verdict).toBe('regression');
    expect(stdout.startsWith('verdict:   REGRESSION')).toBe(true);
    const base = JSON.parse(readFileSync(fx('jmh/baseline.json'), 'utf8')) as JmhRun[];
    let apart = 0;
    for (const bm of cmp?.benchmarks ?? []) {
      expect(bm.basis).toBe('reported-uncertainty');
      expect(bm.notes.join(' ')).toMatch(/its reported ±error \(99\.9% interval over 3 runs\)/);
      const run = base.find(
        (r) => bm.key === `${r.benchmark.split('.').slice(-2).join('.')} num=${r.params?.num}`,
      );
      const m = run?.primaryMetric as JmhRun['primaryMetric'];
      // Far apart: the slowed run's interval ends below the baseline's.
      if (m.score / 5.18 + m.scoreError / 5.18 < m.score - m.scoreError) {
        apart++;
        expect({ key: bm.key, verdict: bm.verdict }).toEqual({ key: bm.key, verdict: 'regression' });
      }
    }
    expect(apart).toBeGreaterThanOrEqual(2);
  });

  test('JMH: the same build twice with overlapping errors (a 5% wobble) is not a change', async () => {
    const wobble = tmp('wobble.json', scaledJmh(1.05));
    const { code, cmp } = await compareJson([fx('jmh/baseline.json'), wobble]);
    const base = JSON.parse(readFileSync(fx('jmh/baseline.json'), 'utf8')) as JmhRun[];
    for (const r of base) {
      const m = r.primaryMetric;
      // Every row's ±99.9% errors overlap (the wobbled interval reaches into the baseline's).
      expect(m.score / 1.05 + m.scoreError / 1.05).toBeGreaterThan(m.score - m.scoreError);
    }
    expect(code).toBe(0);
    for (const bm of cmp?.benchmarks ?? []) expect(['inconclusive', 'no-change']).toContain(bm.verdict);
    const same = await compareJson([fx('jmh/baseline.json'), fx('jmh/baseline.json')]);
    expect(same.code).toBe(0);
    for (const bm of same.cmp?.benchmarks ?? []) expect(['inconclusive', 'no-change']).toContain(bm.verdict);
  });
});

interface PytestBench {
  name: string;
  fullname: string;
  params: Record<string, string> | null;
  param: string | null;
  stats: Record<string, number | number[]>;
}

const TIME_STATS = [
  'min',
  'max',
  'mean',
  'stddev',
  'median',
  'iqr',
  'q1',
  'q3',
  'ld15iqr',
  'hd15iqr',
  'total',
];

/**
 * The real pytest-benchmark run with `test_top_words[small|large]` renamed to sizes 100 and 10000 (the
 * fixture's own parametrisation, made numeric so they form a family) and, on the candidate, both sizes at 5×
 * the small one's time: 5× slower at 100, flat in n where the baseline grows (~45 µs → ~4.6 ms).
 */
function pytestFamily(candidate: boolean): string {
  const doc = JSON.parse(readFileSync(fx('pytest-benchmark/baseline.json'), 'utf8')) as {
    benchmarks: PytestBench[];
  };
  const small = doc.benchmarks.find((b) => b.name === 'test_top_words[small]') as PytestBench;
  const target = 5 * (small.stats.median as number);
  for (const b of doc.benchmarks) {
    const size =
      b.name === 'test_top_words[small]' ? '100' : b.name === 'test_top_words[large]' ? '10000' : null;
    if (!size) continue;
    const was = b.param as string;
    b.name = b.name.replace(was, size);
    b.fullname = b.fullname.replace(was, size);
    b.params = { size };
    b.param = size;
    if (!candidate) continue;
    const f = target / (b.stats.median as number);
    for (const [k, v] of Object.entries(b.stats)) {
      if (Array.isArray(v)) b.stats[k] = v.map((x) => x * f);
      else if (TIME_STATS.includes(k)) b.stats[k] = v * f;
      else if (k === 'ops') b.stats[k] = v / f;
    }
  }
  return JSON.stringify(doc);
}

describe('each tool’s reported uncertainty, read as the tool defines it', () => {
  test.each([
    ['node-bench/baseline-benchmarkjs.txt', 'node-bench/pr-benchmarkjs.txt', /95% interval over \d+ runs/],
    ['node-bench/baseline-tinybench.txt', 'node-bench/pr-tinybench.txt', /95% interval over \d+ runs/],
    ['hyperfine/baseline.txt', 'hyperfine/pr.txt', /its reported stddev of 20 runs/],
    ['pytest-benchmark/baseline.txt', 'pytest-benchmark/pr.txt', /its reported stddev of \d+ runs/],
  ])('%s: a single value per side is judged by its reported error', async (a, b, what) => {
    const { cmp } = await compareJson([fx(a), fx(b)]);
    for (const bm of cmp?.benchmarks ?? []) {
      expect(bm.basis).toBe('reported-uncertainty');
      expect(bm.notes.join(' ')).toMatch(what);
    }
  });
});

describe('suspect qualifies, never excuses', () => {
  test('a 5× pytest-benchmark slowdown whose family went flat is a suspect regression: fails by default, passes with --suspect warn', async () => {
    const base = tmp('base.json', pytestFamily(false));
    const cand = tmp('cand.json', pytestFamily(true));
    const { code, cmp, stdout } = await compareJson([base, cand]);
    const row = cmp?.benchmarks.find((b) => b.key === 'test_top_words[100]');
    expect(row).toMatchObject({ verdict: 'regression', suspect: true });
    expect(row?.deltaPct).toBeGreaterThan(390);
    expect(row?.sanity.map((s) => s.code)).toContain('flat-vs-growing');
    expect(code).toBe(1);
    expect(cmp?.verdict).toBe('regression');
    // Listed first, with what to check.
    expect(stdout.indexOf('check first')).toBeLessThan(stdout.indexOf('── '));
    expect(stdout.replace(/\s+/g, ' ')).toMatch(/test_top_words\[100\] \(time\) REGRESSION \(suspect\)/);
    const warned = await compareJson([base, cand], ['--suspect', 'warn']);
    expect(warned.code).toBe(0);
    expect(warned.cmp?.verdict).toBe('suspect');
    expect(warned.cmp?.options.suspect).toBe('warn');
  });
});

describe('nothing compared is an input error', () => {
  test('a JMH file against a go-bench file: exit 2, naming what each side held', async () => {
    const r = await cli(['compare', fx('jmh/baseline.json'), fx('gobench/pr.txt')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /nothing to compare: the baseline .*baseline\.json holds JMH 1\.37, 8 benchmarks/,
    );
    expect(r.stderr).toMatch(/the candidate .*pr\.txt holds go test -bench, 4 benchmarks/);
    expect(r.stderr).toMatch(/share no benchmark/);
  });

  test('benchmarks shared but none usable (a zero baseline, single values): exit 2 with what to check', async () => {
    const a = tmp('a.json', JSON.stringify([{ name: 'BenchmarkA', unit: 'ns/op', value: 0 }]));
    const b = tmp('b.json', JSON.stringify([{ name: 'BenchmarkA', unit: 'ns/op', value: 5 }]));
    const r = await cli(['compare', a, b]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the 1 benchmark\(s\) they share have no usable values on both sides/);
  });

  test('go runs whose names differ only in the GOMAXPROCS suffix: exit 2, saying so and how to match them', async () => {
    // A real go-bench run at GOMAXPROCS 2 (the fixture) against the same suite at 1 (no suffix), as one side of
    // `benchdelta ab --duet` runs: go test prints `BenchmarkX-2` on the one and `BenchmarkX` on the other.
    const two = readFileSync(fx('gobench/baseline.txt'), 'utf8');
    expect(two).toMatch(/^Benchmark\S+-\d+\s/m);
    const one = tmp('one-cpu.txt', two.replace(/^(Benchmark\S+)-\d+(\s)/gm, '$1$2'));
    const r = await cli(['compare', fx('gobench/baseline.txt'), one]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/share no benchmark/);
    expect(r.stderr.replace(/\s+/g, ' ')).toMatch(
      /differ only in go's -N suffix, the GOMAXPROCS a run had.*go test -cpu N/,
    );
    // Two unrelated suites get the general advice.
    const other = await cli(['compare', fx('jmh/baseline.json'), fx('gobench/pr.txt')]);
    expect(other.stderr).not.toMatch(/GOMAXPROCS/);
  });
});

describe('the answer first', () => {
  test('go-bench: the verdict and reason come before benchstat’s tables; the JSON has both at the top', async () => {
    const { stdout, cmp } = await compareJson([fx('gobench/baseline.txt'), fx('gobench/pr.txt')]);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^verdict: {3}IMPROVEMENT/);
    expect(stdout.indexOf('reason:')).toBeLessThan(stdout.indexOf('│'));
    expect(Object.keys(cmp as object).slice(0, 4)).toEqual(['schemaVersion', 'kind', 'verdict', 'reason']);
    expect(cmp?.reason).toMatch(/improvements survive Benjamini–Hochberg at α=0\.05 and lie beyond ±2%/);
    expect(stdout.replace(/\s+/g, ' ')).toMatch(/±∞: too few samples for one/);
  });

  test('numeric parameters sort naturally (10, 50, 100)', async () => {
    const { stdout } = await compareJson([fx('criterion/criterion'), fx('criterion/criterion')]);
    // A name may stand on its own line when the columns beside it are wide.
    const order = ['parallel/10_txs', 'parallel/50_txs', 'parallel/100_txs'].map((k) =>
      stdout.search(new RegExp(`\\n${k}[ \\n]`)),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});

describe('the gate over many benchmarks', () => {
  test('a 200-benchmark A/A go suite: the exit code agrees with the control the report states', () => {
    const text = (seed: number) => {
      const lines = ['goos: linux', 'pkg: example.com/aa'];
      let x = seed;
      const rand = () => (x = (x * 16807) % 2147483647) / 2147483647;
      for (let i = 0; i < 200; i++)
        for (let s = 0; s < 5; s++)
          lines.push(`BenchmarkCase${i}-8 1000000 ${(100 * (1 + 0.03 * (rand() - 0.5))).toFixed(2)} ns/op`);
      return lines.join('\n') + '\n';
    };
    const cmp = compareMicro(parseGoBench(text(7), 'a'), parseGoBench(text(11), 'b'));
    // Only changes that survive the stated control may be claimed, and the exit code follows the claims.
    for (const bm of cmp.benchmarks)
      if (bm.verdict === 'regression' || bm.verdict === 'improvement')
        expect(bm.change?.significant).toBe(true);
    expect(cmp.runs[0].counts.regression).toBeLessThanOrEqual(cmp.multipleComparisons.bhSignificant);
    expect(cmp.verdict).not.toBe('regression');
    expect(cmp.multipleComparisons.message).toMatch(/survive Benjamini–Hochberg/);
  });
});
