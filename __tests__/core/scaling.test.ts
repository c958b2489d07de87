import fs from 'node:fs';
import path from 'node:path';
import { analyzeScaling, compareScaling } from '../../src/core/scaling/scaling.js';
import {
  familyLabel,
  findFamilies,
  mayShareFamilyLabels,
  numericParams,
} from '../../src/core/scaling/families.js';
import { crossoverN, fixedPlusPerItem, growthExponent } from '../../src/core/scaling/fits.js';
import { leastSquares } from '../../src/core/stats/least-squares.js';
import { studentTQuantile, studentTCdf, logGamma } from '../../src/core/stats/student-t.js';
import { parseGoBench } from '../../src/formats/micro/gobench.js';
import type { Measurement } from '../../src/core/model.js';

describe('regression building blocks', () => {
  it("Student's t quantiles match the tables", () => {
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.706204736, 6);
    expect(studentTQuantile(0.975, 2)).toBeCloseTo(4.30265273, 7);
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.228138852, 7);
    expect(studentTQuantile(0.975, 1000)).toBeCloseTo(1.962339, 5);
    expect(studentTQuantile(0.025, 5)).toBeCloseTo(-2.570581836, 7);
    expect(studentTCdf(0, 7)).toBeCloseTo(0.5, 12);
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 10);
  });

  it('least squares recovers a known line and its slope standard error', () => {
    // y = 1 + 2x with residuals +1, −1, −1, +1: Sxx = 5, SSE = 4 ⇒ se(slope) = √(4/2/5).
    const fit = leastSquares([0, 1, 2, 3], [2, 2, 4, 8]);
    expect(fit.slope).toBeCloseTo(2, 12);
    expect(fit.intercept).toBeCloseTo(1, 12);
    expect(fit.slopeStdErr).toBeCloseTo(Math.sqrt(0.4), 12);
  });
});

describe('growth exponent and cost model', () => {
  it('finds the exponent of an exact power law with a zero-width interval', () => {
    const ns = [10, 100, 1000, 10000];
    const g = growthExponent(
      ns,
      ns.map((n) => 3e-9 * n ** 1.5),
    );
    expect(g.exponent).toBeCloseTo(1.5, 12);
    expect(g.ciHigh - g.ciLow).toBeLessThan(1e-9);
    expect(g.points).toBe(4);
  });

  it('gives the t-based 95% interval of the log–log slope', () => {
    const ns = [1, Math.E, Math.E ** 2, Math.E ** 3];
    // log values 2, 2, 4, 8 on log n = 0..3: the leastSquares example above in log space.
    const g = growthExponent(ns, [2, 2, 4, 8].map(Math.exp));
    const half = 4.30265273 * Math.sqrt(0.4);
    expect(g.exponent).toBeCloseTo(2, 10);
    expect(g.ciLow).toBeCloseTo(2 - half, 6);
    expect(g.ciHigh).toBeCloseTo(2 + half, 6);
  });

  it('has an unbounded interval with only two points', () => {
    const g = growthExponent([10, 100], [1, 10]);
    expect(g.exponent).toBeCloseTo(1, 12);
    expect(g.ciLow).toBe(-Infinity);
    expect(g.ciHigh).toBe(Infinity);
  });

  it('fits fixed + per-item cost and finds where two variants cross', () => {
    const ns = [100, 1000, 10000, 100000];
    const seq = fixedPlusPerItem(
      ns,
      ns.map((n) => 1e-6 + 2e-9 * n),
    );
    const par = fixedPlusPerItem(
      ns,
      ns.map((n) => 50e-6 + 0.5e-9 * n),
    );
    expect(seq.fixed).toBeCloseTo(1e-6, 15);
    expect(seq.perItem).toBeCloseTo(2e-9, 18);
    // 1 µs + 2 ns·n = 50 µs + 0.5 ns·n ⇒ n = 49 µs / 1.5 ns ≈ 32,667.
    expect(crossoverN(seq, par)).toBeCloseTo(49e-6 / 1.5e-9, 3);
    expect(crossoverN(seq, { ...seq, fixed: 2e-6 })).toBeNull(); // parallel lines never cross
  });
});

describe('families', () => {
  const m = (key: string, value: number, params?: Record<string, string>): Measurement => ({
    key,
    metric: 'time',
    value,
    unit: 's',
    direction: 'smaller-is-better',
    params,
  });

  it('reads numbers from params or from name=value segments of the key', () => {
    expect(
      numericParams(m('ScheduledFutureTaskBenchmark.cancelInOrder num=1000', 1, { num: '1000' })),
    ).toEqual({ num: 1000 });
    expect(numericParams(m('pkg.BenchmarkJoin/n=10-2', 1))).toEqual({ n: 10 });
    expect(numericParams(m('pkg.BenchmarkJoin/mode=fast', 1))).toEqual({});
  });

  it('groups JMH-style keys by parameter and finds the crossover of sibling variants', () => {
    const ms: Measurement[] = [];
    for (const n of [100, 1000, 10000, 100000]) {
      ms.push(m(`Tasks.sequential num=${n}`, 1e-6 + 2e-9 * n, { num: String(n) }));
      ms.push(m(`Tasks.parallel num=${n}`, 50e-6 + 0.5e-9 * n, { num: String(n) }));
      ms.push(m(`Tasks.cached num=${n}`, 3e-6, { num: String(n) }));
    }
    const a = analyzeScaling(ms);
    expect(a.families.map((f) => f.label).sort()).toEqual([
      'Tasks.cached num=*',
      'Tasks.parallel num=*',
      'Tasks.sequential num=*',
    ]);
    const seq = a.families.find((f) => f.label === 'Tasks.sequential num=*');
    expect(seq?.shape).toBe('grows');
    const cross = a.crossovers.find(
      (c) => c.a === 'Tasks.sequential num=*' && c.b === 'Tasks.parallel num=*',
    );
    expect(cross?.n).toBeCloseTo(49e-6 / 1.5e-9, 3);
    expect(cross?.cheaperBelow).toBe('Tasks.sequential num=*');
    // A variant that does not grow while its sibling does is flagged.
    expect(a.notes.some((n) => n.includes('Tasks.cached num=* is flat'))).toBe(true);
  });

  it('finds the HashHeaders n=16…256 family in the go fixture', () => {
    const rs = parseGoBench(
      fs.readFileSync(
        path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/gobench/baseline-cpu1-2.txt'),
        'utf8',
      ),
    );
    const fams = findFamilies(rs.measurements.filter((x) => x.metric === 'time'));
    expect(fams.map((f) => f.label).sort()).toEqual([
      'chainbench.BenchmarkHashHeaders/n=*',
      'chainbench.BenchmarkHashHeaders/n=*-2',
    ]);
    const fit = analyzeScaling(rs.measurements.filter((x) => x.metric === 'time')).families[0];
    // 16 → 256 headers: hashing each header is O(n): 7807.5 ns → 126910 ns (README medians).
    expect(fit.growth.exponent).toBeCloseTo(Math.log(126910 / 7807.5) / Math.log(16), 6);
    expect(fit.shape).toBe('grows');
  });

  it('a parameter spanning less than a factor of two is an identifier, not a size: no family', () => {
    // The benchstat oracle's blocks: block=23647133…23647134 (old.txt), the same benchmark per block number.
    const oracle = path.resolve(
      import.meta.dirname,
      '../../__fixtures__/shared/oracles/benchstat/mixed-units-missing/old.txt',
    );
    const rs = parseGoBench(fs.readFileSync(oracle, 'utf8'));
    expect(new Set(rs.measurements.map((x) => x.key)).size).toBeGreaterThan(1);
    expect(findFamilies(rs.measurements.filter((x) => x.metric === 'ms/block'))).toEqual([]);
    const m = (n: number) => ({
      key: `a/n=${n}`,
      metric: 'time',
      value: n,
      unit: 's',
      direction: 'smaller-is-better' as const,
      params: { n: String(n) },
    });
    expect(findFamilies([m(100), m(150), m(199)])).toEqual([]);
    expect(findFamilies([m(100), m(150), m(200)]).map((f) => f.label)).toEqual(['a/n=*']);
    expect(findFamilies([m(0), m(1)]).map((f) => f.label)).toEqual(['a/n=*']); // from zero: a size
  });
});

describe('scaling on both sides', () => {
  const fam = (
    variant: string,
    cost: (n: number) => number,
    direction: Measurement['direction'] = 'smaller-is-better',
  ) =>
    [10, 100, 1000, 10000].map((n): Measurement => ({
      key: `Queue.${variant} num=${n}`,
      metric: direction === 'smaller-is-better' ? 'time' : 'throughput',
      value: direction === 'smaller-is-better' ? cost(n) : 1 / cost(n),
      unit: direction === 'smaller-is-better' ? 's' : 'ops/s',
      direction,
      params: { num: String(n) },
    }));

  it('turns throughput into cost per op and names an O(n²) → O(n log n) change per item', () => {
    const base = analyzeScaling(fam('cancel', (n) => 1e-9 * n * n, 'bigger-is-better'));
    const cand = analyzeScaling(fam('cancel', (n) => 1e-9 * n * Math.log2(n), 'bigger-is-better'));
    const change = compareScaling(base, cand).families[0];
    expect(change.label).toBe('Queue.cancel num=*');
    expect(change.inverted).toBe(true);
    expect(change.costUnit).toBe('s');
    expect(change.baseline?.exponent).toBeCloseTo(2, 9);
    expect(change.baseline?.perItemExponent).toBeCloseTo(1, 9);
    expect(change.candidate?.perItemExponent).toBeGreaterThan(0);
    expect(change.candidate?.perItemExponent).toBeLessThan(0.2);
    expect(change.changed).toBe(true);
    // A line through n² over three decades has a negative intercept: not a cost model worth showing.
    expect(change.baseline?.costLinear).toBe(false);
  });

  it('pairs crossovers: a fixed cost removed moves where the variants cross', () => {
    const base = analyzeScaling([...fam('par', (n) => 300e-6 + 5e-6 * n), ...fam('seq', (n) => 10e-6 * n)]);
    const cand = analyzeScaling([...fam('par', (n) => 10e-6 + 5e-6 * n), ...fam('seq', (n) => 10e-6 * n)]);
    const x = compareScaling(base, cand).crossovers[0];
    expect(x.baselineN).toBeCloseTo(60, 6); // 300 µs = 5 µs · n
    expect(x.candidateN).toBeCloseTo(2, 6);
    expect(x.baselineLinear && x.candidateLinear).toBe(true);
    expect(x.baselineCheaperBelow).toBe('Queue.seq num=*');
  });

  it('labels families spelled as criterion ids, Google Benchmark args and counted names', () => {
    expect(familyLabel('tps/parallel/10_txs', 'txs', '10')).toBe('tps/parallel/*_txs');
    expect(familyLabel('BM_Join/4096', 'arg0', '4096')).toBe('BM_Join/*');
    expect(familyLabel('BM_X/16/4', 'arg1', '4')).toBe('BM_X/16/*');
    expect(familyLabel('parseQuery#200 pairs', 'pairs', '200')).toBe('parseQuery#* pairs');
    expect(familyLabel('a num=1', 'n', '1')).toBeNull();
  });
});

describe('screening keys for families (mayShareFamilyLabels)', () => {
  const m = (key: string, params?: Record<string, string>) => ({ key, params });

  it('finds two keys that differ only in one numeric parameter, however it is spelt', () => {
    expect(mayShareFamilyLabels([m('pkg.BenchmarkJoin/n=10-8'), m('pkg.BenchmarkJoin/n=100-8')])).toBe(true);
    expect(mayShareFamilyLabels([m('tps/10_txs', { txs: '10' }), m('tps/100_txs', { txs: '100' })])).toBe(
      true,
    );
    expect(mayShareFamilyLabels([m('BM_Join/16', { arg0: '16' }), m('BM_Join/64', { arg0: '64' })])).toBe(
      true,
    );
  });

  it('says no when every label is its own, or a key comes again (once per side)', () => {
    const keys = [];
    for (let i = 0; i < 1000; i++) keys.push(m(`suite.BenchmarkCase${i}/size=${i}-8`, { size: String(i) }));
    expect(mayShareFamilyLabels(keys)).toBe(false);
    expect(mayShareFamilyLabels([...keys, ...keys])).toBe(false);
    expect(mayShareFamilyLabels([...keys, m('suite.BenchmarkCase5/size=6-8', { size: '6' })])).toBe(true);
  });

  it('agrees with findFamilies on whether there is any family', () => {
    const measurement = (key: string) => ({
      key,
      metric: 'time',
      value: 1,
      unit: 's',
      direction: 'smaller-is-better' as const,
    });
    for (const keys of [
      ['a/n=1', 'a/n=2', 'b/n=1'],
      ['a/n=1', 'b/n=2'],
      ['x/size:1', 'x/size:4'],
      ['plain', 'other'],
    ]) {
      const any = findFamilies(keys.map(measurement)).length > 0;
      expect(mayShareFamilyLabels(keys.map((k) => m(k)))).toBe(any);
    }
  });
});
