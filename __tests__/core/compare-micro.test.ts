import fs from 'node:fs';
import path from 'node:path';
import { parseGoBench } from '../../src/formats/micro/gobench.js';
import { compareMicro, type MicroBenchmark } from '../../src/core/compare-micro.js';
import type { Measurement, ResultSet } from '../../src/core/model.js';
import { ORACLE_DIR } from './benchstat/oracle-helpers.js';

const FIX = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/gobench');
const load = (f: string) => parseGoBench(fs.readFileSync(path.join(FIX, f), 'utf8'), f);
const find = (list: MicroBenchmark[], key: string, metric: string) => {
  const bm = list.find((b) => b.key === key && b.metric === metric);
  if (!bm) throw new Error(`no ${key} ${metric}`);
  return bm;
};

describe('compareMicro on the chainbench fixtures (README truth)', () => {
  const cmp = compareMicro(load('baseline.txt'), load('pr.txt'));

  it('finds the CalcDifficulty and HashHeaders speed-ups and the dropped allocations', () => {
    for (const name of ['CalcDifficulty-2', 'HashHeaders/n=16-2', 'HashHeaders/n=256-2']) {
      for (const metric of ['time', 'alloc', 'allocs']) {
        const bm = find(cmp.benchmarks, `chainbench.Benchmark${name}`, metric);
        expect(bm.verdict).toBe('improvement');
        expect(bm.significant).toBe(true);
      }
    }
    const calc = find(cmp.benchmarks, 'chainbench.BenchmarkCalcDifficulty-2', 'time');
    expect(calc.baseline?.median).toBeCloseTo(187.95e-9, 15);
    expect(calc.candidate?.median).toBeCloseTo(2.886e-9, 15);
    expect(calc.deltaPct).toBeCloseTo(-98.5, 1);
    expect(calc.baseline?.n).toBe(10);
    expect(find(cmp.benchmarks, 'chainbench.BenchmarkHashHeaders/n=16-2', 'time').deltaPct).toBeCloseTo(
      -74.0,
      1,
    );
    expect(find(cmp.benchmarks, 'chainbench.BenchmarkHashHeaders/n=256-2', 'alloc').baseline?.median).toBe(
      79842.5,
    );
  });

  it('keeps the CompactToTarget control unchanged', () => {
    const t = find(cmp.benchmarks, 'chainbench.BenchmarkCompactToTarget-2', 'time');
    expect(t.deltaPct).toBeCloseTo(-2.6, 1);
    // No change claimed (the README's "~same"): benchstat's U test alone calls it significant, but the
    // noisy baseline (CV 43%) leaves an interval that can neither confirm nor rule out ±2%, and it says so.
    expect(t.verdict).toBe('inconclusive');
    expect(t.pValue).toBeLessThan(0.05);
    expect(t.change?.ciLowPct).toBeLessThan(-2);
    expect(t.change?.ciHighPct).toBeGreaterThan(-2);
    expect(t.notes.join(' ')).toMatch(/neither rules out nor confirms a change of ±2%/);
    for (const metric of ['alloc', 'allocs']) {
      const z = find(cmp.benchmarks, 'chainbench.BenchmarkCompactToTarget-2', metric);
      expect(z.verdict).toBe('no-change');
      expect(z.deltaPct).toBe(0);
      expect(z.pValue).toBe(1);
      expect(z.notes).toContain('all samples are equal');
    }
  });

  it('reports the JSON fields the lead serializes', () => {
    const bm = find(cmp.benchmarks, 'chainbench.BenchmarkHashHeaders/n=256-2', 'time');
    expect(bm).toMatchObject({ unit: 's', direction: 'smaller-is-better', basis: 'welch-t-log' });
    expect(bm.baseline?.ciLow).toBeLessThanOrEqual(bm.baseline?.median as number);
    expect(bm.baseline?.ciHigh).toBeGreaterThanOrEqual(bm.baseline?.median as number);
    expect(JSON.parse(JSON.stringify(cmp)).benchmarks).toHaveLength(12);
    const time = cmp.geomean.find((g) => g.metric === 'time');
    expect(time?.deltaPct).toBeLessThan(-80);
    // Zero medians (no allocations in the PR) cannot enter a geomean: say so instead of printing a number.
    expect(cmp.geomean.find((g) => g.metric === 'alloc')?.warnings).toContain(
      'summaries must be >0 to compute geomean',
    );
  });

  it('puts the significant count next to what α alone would give', () => {
    // Rows whose samples are all equal on both sides are exact, not tests (B/op 91 → 0: certain).
    expect(cmp.multipleComparisons.compared).toBe(5);
    expect(cmp.multipleComparisons.significant).toBe(4);
    expect(cmp.multipleComparisons.expectedByChance).toBeCloseTo(0.25, 10);
    expect(cmp.multipleComparisons.bhSignificant).toBe(4);
  });

  it('sees the spread of the noisy-host baseline', () => {
    const noisy = compareMicro(load('baseline-noisy-host.txt'), load('pr.txt'));
    const calc = find(noisy.benchmarks, 'chainbench.BenchmarkCalcDifficulty-2', 'time');
    expect(calc.sanity.map((s) => s.code)).toContain('high-variation');
    const ctt = find(noisy.benchmarks, 'chainbench.BenchmarkCompactToTarget-2', 'time');
    // Every noisy-host sample of the unchanged control is slower than every PR sample, so the data does show
    // a shift; the report must say the baseline run saw different conditions.
    expect(ctt.deltaPct).toBeCloseTo(-41.8, 1);
    expect(ctt.sanity.map((s) => s.code)).toContain('unequal-variation');
  });

  it('keeps the -cpu 1,2 controls unchanged and the others faster', () => {
    const c = compareMicro(load('baseline-cpu1-2.txt'), load('pr-cpu1-2.txt'));
    // One run per side: the controls are not claimed either way, but between-run noise (assumed, as the run
    // says) keeps "no change" out of reach.
    expect(c.runs[0].betweenRun?.source).toBe('suite');
    for (const key of ['chainbench.BenchmarkCompactToTarget', 'chainbench.BenchmarkCompactToTarget-2']) {
      expect(find(c.benchmarks, key, 'time').verdict).toBe('inconclusive');
    }
    // With the series' history saying these benchmarks move 0.3% between runs, they are no change.
    const history = new Map(
      c.benchmarks.map((b) => [`${b.key}\u0000${b.metric}`, { sd: 0.003, n: 20 }] as const),
    );
    const known = compareMicro(load('baseline-cpu1-2.txt'), load('pr-cpu1-2.txt'), {
      betweenRuns: [{ history }],
    });
    for (const key of ['chainbench.BenchmarkCompactToTarget', 'chainbench.BenchmarkCompactToTarget-2']) {
      expect(find(known.benchmarks, key, 'time').verdict).toBe('no-change');
    }
    // Most of this small suite changed (×4 and ×80 faster): the noise is read from the rows that did not change
    // (the central peak of the changes, issue #32), so the ×4 rows stand out with one run per side too.
    for (const key of ['chainbench.BenchmarkHashHeaders/n=16', 'chainbench.BenchmarkHashHeaders/n=256-2']) {
      expect(find(c.benchmarks, key, 'time').verdict).toBe('improvement');
      expect(find(known.benchmarks, key, 'time').verdict).toBe('improvement');
    }
    // The common shift is the unchanged controls' (they did not move): the rows carry the overall verdict.
    expect(find(c.benchmarks, 'chainbench.BenchmarkCalcDifficulty', 'time').verdict).toBe('improvement');
    expect(c.verdict).toBe('improvement');
    expect(c.runs[0].betweenRun?.shifts[0].verdict).not.toMatch(/regression|improvement/);
  });
});

describe('compareMicro edge cases', () => {
  const oracle = (c: string, f: string) =>
    parseGoBench(fs.readFileSync(path.join(ORACLE_DIR, c, f), 'utf8'), f);

  it('lists benchmarks present on one side only and warns that the geomean sets differ', () => {
    const cmp = compareMicro(
      oracle('mixed-units-missing', 'old.txt'),
      oracle('mixed-units-missing', 'new.txt'),
    );
    const onlyOld = find(cmp.benchmarks, 'oracle.BenchmarkImportBlock/block=23647135-8', 'ms/block');
    expect(onlyOld.candidate).toBeNull();
    expect(onlyOld.verdict).toBe('inconclusive');
    expect(onlyOld.sanity[0].code).toBe('one-side-only');
    const onlyNew = find(cmp.benchmarks, 'oracle.BenchmarkImportBlock/block=23647136-8', 'Mgas/s');
    expect(onlyNew.baseline).toBeNull();
    const g = cmp.geomean.find((x) => x.metric === 'ms/block');
    expect(g?.warnings).toContain('benchmark set differs from baseline; geomeans may not be comparable');
    expect(g?.deltaPct).toBeCloseTo(11.677548577432862, 9); // precise.json
    // Mgas/s is bigger-is-better: a lower value is the regression. Too few benchmarks to measure between-run
    // noise: the default (±5% a change) is assumed, and this ~10% slowdown is claimed only once history says
    // how much the series moves between runs.
    const row = (c: typeof cmp, metric: string) =>
      find(c.benchmarks, 'oracle.BenchmarkImportBlock/block=23647133-8', metric);
    expect(cmp.runs[0].betweenRun?.source).toBe('default');
    expect(row(cmp, 'Mgas/s').verdict).toBe('inconclusive');
    const history = new Map(
      cmp.benchmarks.map((b) => [`${b.key}\u0000${b.metric}`, { sd: 0.01, n: 30 }] as const),
    );
    const known = compareMicro(
      oracle('mixed-units-missing', 'old.txt'),
      oracle('mixed-units-missing', 'new.txt'),
      {
        betweenRuns: [{ history }],
      },
    );
    expect(row(known, 'Mgas/s').verdict).toBe('regression');
    expect(row(known, 'ms/block').verdict).toBe('regression');
  });

  it('judges n=3 by Welch on logs (U cannot reach α): a regression found so is still one, marked suspect', () => {
    const cmp = compareMicro(oracle('small-n', 'old.txt'), oracle('small-n', 'new.txt'));
    const bm = cmp.benchmarks[0];
    // benchstat's own view is kept: U-test p = 0.1, not significant, with its warning.
    expect(bm.pValue).toBeCloseTo(0.1, 12);
    expect(bm.significant).toBe(false);
    expect(bm.baseline?.ciLow).toBe(-Infinity);
    expect(bm.test?.warnings[0]).toBe('need >= 4 samples to detect a difference at alpha level 0.05');
    // +50% with 3+3 tight samples (no reported error to use instead): Welch finds it; too few samples
    // qualifies it as suspect, and it still fails the gate unless --suspect warn.
    expect(bm.basis).toBe('welch-t-log');
    expect(bm.change?.p).toBeLessThan(0.05);
    expect(bm.deltaPct).toBeGreaterThan(40);
    expect(bm.verdict).toBe('regression');
    expect(bm.suspect).toBe(true);
    expect(bm.sanity.map((s) => s.code)).toContain('too-few-samples');
    expect(cmp.verdict).toBe('regression');
    const warned = compareMicro(oracle('small-n', 'old.txt'), oracle('small-n', 'new.txt'), {
      suspect: 'warn',
    });
    expect(warned.verdict).toBe('suspect');
  });

  it('calls n=3 inconclusive when even Welch cannot tell (a shift inside the spread)', () => {
    const s = (key: string, samples: number[]): ResultSet => ({
      format: 'test',
      warnings: [],
      measurements: [
        { key, metric: 'time', unit: 's', direction: 'smaller-is-better', value: samples[1], samples },
      ],
    });
    const cmp = compareMicro(s('a', [1, 2, 3]), s('a', [1.5, 2.5, 3.5]));
    expect(cmp.benchmarks[0].basis).toBe('welch-t-log');
    expect(cmp.benchmarks[0].verdict).toBe('inconclusive');
  });

  it('keeps a regression that failed a sanity check a regression, marked suspect', () => {
    const cmp = compareMicro(oracle('gobench-join', 'old.txt'), oracle('gobench-join', 'new.txt'));
    const join100 = find(cmp.benchmarks, 'benchdemo.BenchmarkJoin/n=100-2', 'time');
    expect(join100.deltaPct).toBeGreaterThan(5000); // 56× slower: beyond the 10× plausibility bound
    expect(join100.verdict).toBe('regression');
    expect(join100.suspect).toBe(true);
    expect(join100.sanity.map((s) => s.code)).toContain('implausible-ratio');
    const loose = compareMicro(oracle('gobench-join', 'old.txt'), oracle('gobench-join', 'new.txt'), {
      sanity: { maxRatio: 1000, maxCvPct: 1000, minSamples: 6 },
    });
    const j = find(loose.benchmarks, 'benchdemo.BenchmarkJoin/n=100-2', 'allocs');
    expect(j.verdict).toBe('regression');
    // allocs/op: 2 for every n before, ~2n after — the growth change is spelled out.
    expect(j.notes.some((n) => /growth in n changed: exponent 0\.00 → 1\.0/.test(n))).toBe(true);
  });

  const single = (key: string, value: number, extra: Partial<Measurement> = {}): ResultSet => ({
    format: 'test',
    measurements: [{ key, metric: 'time', value, unit: 's', direction: 'smaller-is-better', ...extra }],
    warnings: [],
  });

  it('uses the reported error when there are no samples, and says so', () => {
    const cmp = compareMicro(single('a', 1.0, { error: 0.05 }), single('a', 1.5, { error: 0.05 }));
    const bm = cmp.benchmarks[0];
    expect(bm.basis).toBe('reported-uncertainty');
    expect(bm.baseline?.basis).toBe('reported-error');
    expect(bm.verdict).toBe('regression');
    expect(bm.pValue).toBeNull();
    expect(bm.notes.join(' ')).toMatch(
      /tool's own uncertainty \(baseline: its reported ±error \(95% interval\)/,
    );
    // Overlapping error bars around a +20% change neither confirm nor rule it out (issue #12): inconclusive.
    const overlap = compareMicro(single('a', 1.0, { error: 0.3 }), single('a', 1.2, { error: 0.3 }));
    expect(overlap.benchmarks[0].verdict).toBe('inconclusive');
    // Tight bars around the same value rule out ±2% only within the run: one run per side leaves between-run
    // noise (the default, as the row's run says) open; a history of 30 runs moving 0.1% closes it (one A/A
    // pair's single draw would lean on the default).
    const same = compareMicro(single('a', 1.0, { error: 0.001 }), single('a', 1.0005, { error: 0.001 }));
    expect(same.benchmarks[0].verdict).toBe('inconclusive');
    expect(same.reason).toMatch(/^no change beyond ±\d+\.\d%/);
    const aa = compareMicro(single('a', 1.0, { error: 0.001 }), single('a', 1.0005, { error: 0.001 }), {
      betweenRuns: [{ history: new Map([['a\u0000time', { sd: 0.001, n: 30 }]]), runDriftPct: 0.1 }],
    });
    expect(aa.benchmarks[0].verdict).toBe('no-change');
  });

  it('judges single values without an error against the between-run noise alone', () => {
    // 2× is beyond the stated ±5% a benchmark moves between runs; +3% is within it.
    const cmp = compareMicro(single('a', 1), single('a', 2));
    expect(cmp.benchmarks[0].verdict).toBe('regression');
    expect(cmp.benchmarks[0].notes).toContain(
      'one value per side (no samples): judged against how far a benchmark moves between runs alone',
    );
    expect(cmp.benchmarks[0].deltaPct).toBe(100);
    expect(compareMicro(single('a', 1), single('a', 1.03)).benchmarks[0].verdict).toBe('inconclusive');
    // Chunked timings take no between-run term: lone values there stay untested.
    const chunk = (v: number): ResultSet => ({ ...single('a', v), format: 'chunked' });
    const chunked = compareMicro(chunk(1), chunk(2));
    expect(chunked.benchmarks[0].verdict).toBe('inconclusive');
  });

  it('compares several candidates with the baseline, with totals per metric per run', () => {
    const base = oracle('slower5pct', 'old.txt');
    const cmp = compareMicro(base, [oracle('slower5pct', 'new.txt'), oracle('identical', 'new.txt')], {
      candidateLabels: ['slower', 'other'],
    });
    expect(cmp.runs.map((r) => r.label)).toEqual(['slower', 'other']);
    expect(cmp.runs[0].geomean[0].deltaPct).toBeCloseTo(4.661019105553055, 9); // precise.json
    expect(cmp.benchmarks).toBe(cmp.runs[0].benchmarks);
    const totals = cmp.totals.filter((t) => t.metric === 'time');
    expect(totals.map((t) => t.run)).toEqual(['slower', 'other']);
    const slower = cmp.runs[0].benchmarks;
    const sum = (side: 'baseline' | 'candidate') => slower.reduce((s, b) => s + (b[side]?.median ?? 0), 0);
    expect(totals[0].deltaPct).toBeCloseTo((sum('candidate') / sum('baseline') - 1) * 100, 9);
  });
});

describe('geomeans without the rows', () => {
  // A caller that reads only the geomean (the service's verdict and headline shift) gets it from the first
  // pass's medians; it must be the very geomean the rows give. Column-read go files and an indexed reader.
  const pairs: [string, () => [ResultSet, ResultSet]][] = [
    ['go test -bench (columns)', () => [load('baseline.txt'), load('pr.txt')]],
    ['go test -bench, cpu 1 and 2', () => [load('baseline-cpu1-2.txt'), load('pr-cpu1-2.txt')]],
    [
      'measurements (indexed)',
      () => {
        const [a, b] = [load('baseline.txt'), load('pr.txt')];
        return [
          { ...a, measurements: [...a.measurements] },
          { ...b, measurements: [...b.measurements].reverse() },
        ];
      },
    ],
  ];
  it.each(pairs)('%s: the same numbers as from the rows', (_, make) => {
    const lean = compareMicro(...make());
    const geomean = lean.geomean;
    const full = compareMicro(...make());
    expect(full.benchmarks.length).toBeGreaterThan(0);
    expect(geomean).toEqual(full.geomean);
    expect(geomean.some((g) => g.deltaPct !== null)).toBe(true);
    // Rows read afterwards are the rows of a comparison read in the usual order.
    expect(lean.benchmarks).toEqual(full.benchmarks);
  });
});
