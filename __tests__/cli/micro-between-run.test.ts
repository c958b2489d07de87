// Between-run noise in micro-benchmark verdicts (issue #17): replicated runs per side (comma-separated or a
// glob), an A/A pair, the service's history (--noise-history), interleaved runs paired in order, and what the
// report says of each. Inputs are generated go suites of separate runs (bench/micro-suite-model.mjs) and the
// real pytest-benchmark fixtures.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';
import { noiseAnswer } from '../support/micro/noise-history.js';
import type { MicroComparison } from '../../src/core/compare-micro.js';
import { robustLogShift, TAIL_DF } from '../../src/core/micro/between-run/between-run.js';
import { readResultSet } from '../../src/formats/micro/read.js';
import {
  historyTailDf,
  ownSeriesNoise,
  runShifts,
  runToRunNoise,
} from '../../src/core/micro/between-run/series-noise.js';
import { resultSetPoints } from '../../src/service/series-points.js';

type Suite = (seed: number, slowed: number, o?: { runSeeds?: number[] }) => string[];
const model = async () =>
  ((await import('../../bench/micro-suite-model.mjs' as string)) as { realisticSuite: Suite }).realisticSuite;

const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-between-'));
const FIXTURES = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures');

/** Three runs of each side of one generated suite (5 of 200 benchmarks 20% slower), as files. */
async function runs(slowed: number, tag: string): Promise<{ base: string[]; cand: string[] }> {
  const suite = await model();
  const base: string[] = [];
  const cand: string[] = [];
  for (let r = 0; r < 3; r++) {
    const [b, c] = suite(41, slowed, { runSeeds: [1000 + 2 * r, 1001 + 2 * r] });
    base.push(path.join(dir, `${tag}-base-${r + 1}.txt`));
    cand.push(path.join(dir, `${tag}-cand-${r + 1}.txt`));
    writeFileSync(base[r], b);
    writeFileSync(cand[r], c);
  }
  return { base, cand };
}

async function compare(args: string[]) {
  const json = path.join(mkdtempSync(path.join(dir, 'out-')), 'out.json');
  const r = await cli(['compare', ...args, '--json', json]);
  const cmp = r.code === 2 ? null : (JSON.parse(readFileSync(json, 'utf8')) as MicroComparison);
  return { ...r, cmp };
}

test('a centre one slow sample cannot move: Hodges–Lehmann on log samples', () => {
  const base = [100, 101, 102, 103, 104];
  const cand = [100, 101, 102, 103, 160].sort((a, b) => a - b); // one stalled sample
  expect(Math.abs(robustLogShift(base, 5, cand, 5))).toBeLessThan(0.01);
  const mean = (xs: number[]) => xs.reduce((a, x) => a + Math.log(x), 0) / xs.length;
  expect(mean(cand) - mean(base)).toBeGreaterThan(0.08);
});

test('the service history: sd of consecutive log ratios, robust to one real step', () => {
  const values = [100, 101, 99, 100, 102, 100, 130, 131, 129, 130, 132];
  const noise = runToRunNoise(values);
  expect(noise?.n).toBe(10);
  expect(noise?.sd).toBeGreaterThan(0.005);
  expect(noise?.sd).toBeLessThan(0.03);
  expect(runToRunNoise([1, 2, 3])).toBeNull();
});

test("the tails main's history shows: t8 for steady runs, heavier for the real runs that hold an episode", async () => {
  // Steady: 30 series × 12 runs of a fixed pseudo-random ±1% jitter (no run moves many series at once).
  const jitter = (i: number) => (((i * 2654435761) >>> 0) % 1000) / 500 - 1;
  const steady = Array.from({ length: 30 }, (_, s) =>
    Array.from({ length: 12 }, (_, r) => ({ run: r, value: 100 * (1 + 0.01 * jitter(s * 31 + r)) })),
  );
  const steadyShifts = runShifts(steady);
  expect(historyTailDf(steady.map((p) => ownSeriesNoise(p, steadyShifts)))).toBe(TAIL_DF);
  // The real Google Benchmark capture of this machine (ten runs of one build, __fixtures__/real-runs): runs 9 and
  // 10 ran several benchmarks 6–11% slower, 5–10 of their spreads; its history reads heavier tails (t3).
  const dir = path.resolve(import.meta.dirname, '../../__fixtures__/real-runs/google-benchmark');
  const byKey = new Map<string, { run: number; value: number }[]>();
  for (let r = 1; r <= 10; r++) {
    const rs = await readResultSet(path.join(dir, `base-${String(r).padStart(2, '0')}.json`));
    // Each run's point as the service stores it on upload (series-points.ts: the median of the samples).
    for (const p of resultSetPoints(rs).filter((x) => x.metric === 'time'))
      byKey.set(p.key, [...(byKey.get(p.key) ?? []), { run: r, value: p.value }]);
  }
  const real = [...byKey.values()];
  expect(real.length).toBeGreaterThan(20);
  const realShifts = runShifts(real);
  expect(historyTailDf(real.map((p) => ownSeriesNoise(p, realShifts)))).toBe(3);
});

test('replicated runs per side (comma-separated and glob): measured noise, slowed benchmarks found, A/A passes', async () => {
  const slow = await runs(5, 'slow');
  const r = await compare([slow.base.join(','), path.join(dir, 'slow-cand-*.txt')]);
  expect(r.code).toBe(1);
  expect(r.cmp?.runs[0].betweenRun?.source).toBe('replicates');
  expect(r.stdout).toMatch(/between-run noise measured from 3 \+ 3 replicated runs/);
  const found = r.cmp?.benchmarks.filter((b) => b.verdict === 'regression').map((b) => b.key) ?? [];
  for (let i = 0; i < 5; i++)
    expect(found).toContain(`example.com/suite.BenchmarkCase${i}-8`.replace('example.com/', ''));
  const aa = await runs(0, 'aa');
  const same = await compare([aa.base.join(','), aa.cand.join(',')]);
  expect(same.code).toBe(0);
  // Interleaved: paired in the order given; unequal counts are refused with what to give.
  const paired = await compare([slow.base.join(','), slow.cand.join(','), '--interleaved']);
  expect(paired.cmp?.runs[0].betweenRun?.source).toBe('interleaved');
  const uneven = await cli([
    'compare',
    slow.base.join(','),
    slow.cand.slice(0, 2).join(','),
    '--interleaved',
  ]);
  expect(uneven.code).toBe(2);
  expect(uneven.stderr).toMatch(
    /--interleaved pairs the runs in order, but the baseline has 3 and the candidate 2/,
  );
  const nothing = await cli(['compare', path.join(dir, 'nope-*.txt'), slow.cand[0]]);
  expect(nothing.code).toBe(2);
  expect(nothing.stderr).toMatch(/matches no file/);
});

test('what an inconclusive run rules out is read on its main metric, not a median over gc and perf rows', async () => {
  // A real JMH table with the gc and perfnorm profilers (__fixtures__/jmh): two time rows (±4% and ±19% JMH errors)
  // beside gc.alloc.rate rows whose errors reach ±138%; compared with itself.
  const file = path.resolve(import.meta.dirname, '../../__fixtures__/jmh/penna-mdc-perfnorm.txt');
  const same = await compare([file, file]);
  expect(same.cmp?.verdict).toBe('inconclusive');
  const run = same.cmp!.runs[0].betweenRun!;
  expect(run.ruledOutMetric).toBe('time');
  const timeRows = same.cmp!.benchmarks.filter((b) => b.metric === 'time' && b.change);
  const widths = timeRows
    .map((b) => Math.max(-b.change!.ciLowPct, b.change!.ciHighPct))
    .sort((a, b) => a - b);
  expect(run.ruledOutPct).toBe(widths[widths.length >> 1]);
  expect(same.cmp?.reason).toMatch(/^no change beyond ±\d+\.\d% \(the median benchmark's time interval\)/);
  expect(run.ruledOutPct).toBeLessThan(50);
});

test('an A/A pair and the service history for micro-benchmarks; the real pytest A/A pair passes', async () => {
  const pytest = (f: string) => path.join(FIXTURES, 'pytest-benchmark', f);
  const aa = await compare([
    pytest('baseline.json'),
    pytest('pr.json'),
    '--aa-pair',
    `${pytest('baseline.json')},${pytest('baseline-run2.json')}`,
  ]);
  expect(aa.cmp?.runs[0].betweenRun?.source).toBe('aa-pair');
  expect(aa.stdout).toMatch(/between-run noise measured from the A\/A pair/);
  const same = await compare([pytest('baseline.json'), pytest('baseline-run2.json')]);
  expect(same.code).toBe(0);
  expect(same.cmp?.verdict).toBe('inconclusive');
  expect(same.cmp?.reason).toMatch(/^no change beyond ±\d+\.\d% .*give replicated runs/);

  const history = path.join(dir, 'noise.json');
  writeFileSync(
    history,
    JSON.stringify({
      series: (same.cmp?.benchmarks ?? []).map((b) => ({ key: b.key, metric: b.metric, sd: 0.2, n: 30 })),
    }),
  );
  const known = await compare([
    pytest('baseline.json'),
    pytest('baseline-run2.json'),
    '--noise-history',
    history,
  ]);
  expect(known.cmp?.runs[0].betweenRun?.source).toBe('history');
  expect(known.code).toBe(0);
  writeFileSync(path.join(dir, 'bad.json'), '{"series": 3}');
  const bad = await cli([
    'compare',
    pytest('baseline.json'),
    pytest('pr.json'),
    '--noise-history',
    path.join(dir, 'bad.json'),
  ]);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toMatch(/has no "series" list/);
});

test("the service history with levels: a PR judged against main's level; files without levels as before", async () => {
  const suite = await model();
  // Main's history: 12 runs of one build; the noise route's answer computed as the route computes it.
  const mainRuns = Array.from({ length: 12 }, (_, r) => suite(77, 0, { runSeeds: [500 + r, 0] })[0]);
  const answer = noiseAnswer(mainRuns);
  const { series } = answer;
  const history = path.join(dir, 'levels.json');
  writeFileSync(history, JSON.stringify(answer));
  const legacy = path.join(dir, 'legacy.json');
  writeFileSync(
    legacy,
    JSON.stringify({ series: series.map(({ key, metric, sd, n }) => ({ key, metric, sd, n })) }),
  );
  // The PR: 5 of 200 benchmarks 30% slower, in one run; main's newest run as the baseline file.
  const [, pr] = suite(77, 5, { runSeeds: [0, 900] });
  const [, same] = suite(77, 0, { runSeeds: [0, 901] });
  const file = (name: string, text: string) => (
    writeFileSync(path.join(dir, name), text),
    path.join(dir, name)
  );
  const base = file('main-newest.txt', mainRuns[11]);
  for (const [prFile, slowed] of [
    [file('pr-slow.txt', pr), true],
    [file('pr-same.txt', same), false],
  ] as const) {
    const r = await compare([base, prFile, '--noise-history', history]);
    expect(r.cmp?.runs[0].betweenRun?.source).toBe('history');
    expect(r.cmp?.runs[0].betweenRun?.description).toMatch(
      /one candidate run judged against main's level over 12 runs since its last change \(median per series; 200 benchmarks\)/,
    );
    const found = r.cmp?.benchmarks.filter((b) => b.verdict === 'regression').map((b) => b.key) ?? [];
    if (slowed) {
      expect(r.code).toBe(1);
      // One PR run against the history: the claim stands, and the reason asks for a rerun to confirm it.
      expect(r.cmp?.reason).toMatch(
        /; judged from one PR run against main's history: rerun the PR's benchmarks/,
      );
      expect(found.every((k) => /Case[0-4]-8$/.test(k))).toBe(true);
      expect(found.length).toBeGreaterThanOrEqual(3);
    } else {
      expect(found).toEqual([]);
      expect(r.code).toBe(0);
    }
  }
  // A file saved before levels: judged against main's newest run with the sd of two runs, as before.
  const old = await compare([base, file('pr-slow-2.txt', pr), '--noise-history', legacy]);
  expect(old.cmp?.runs[0].betweenRun?.description).toMatch(
    /^between-run noise from the service's history of each series on main/,
  );
  // The route's tails (tailDf, from main's own runs): heavier ones judge every level row with them and say so.
  const tailed = path.join(dir, 'tailed.json');
  writeFileSync(tailed, JSON.stringify({ ...answer, tailDf: 3 }));
  const heavy = await compare([base, file('pr-slow-3.txt', pr), '--noise-history', tailed]);
  expect(heavy.cmp?.runs[0].betweenRun?.description).toMatch(
    /, with t3 tails \(main's runs now and then move/,
  );
  const dfs = new Set(heavy.cmp?.benchmarks.flatMap((b) => (b.change?.betweenRun ? [b.change.df] : [])));
  expect([...dfs]).toEqual([3]);
  // Three PR runs (their median against the level): no rerun asked for.
  const [, pr2] = suite(77, 5, { runSeeds: [0, 902] });
  const [, pr3] = suite(77, 5, { runSeeds: [0, 903] });
  const three = [file('pr-slow-a.txt', pr), file('pr-slow-b.txt', pr2), file('pr-slow-c.txt', pr3)].join(',');
  const replicated = await compare([base, three, '--noise-history', history]);
  expect(replicated.cmp?.runs[0].betweenRun?.description).toMatch(/the median of 3 candidate runs/);
  expect(replicated.code).toBe(1);
  expect(replicated.cmp?.reason).not.toMatch(/rerun/);
}, 60_000);
