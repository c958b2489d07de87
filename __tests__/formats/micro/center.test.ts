import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UserError } from '../../../src/core/errors.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { fixtureJson, fixturePath } from './fixture-support.js';
import { compareFiles, repoFixture } from './repo-fixtures.js';
import { cli } from '../../support/cli/run-cli.js';

// Issue 19, class 6: every side says which centre it is (the median of its samples, or the tool's mean or
// median), in the JSON and in the text and Markdown reports.

describe('which centre', () => {
  test("JMH with raw iterations: the median of the samples, 3 per side; the score (JMH's mean) is not it", async () => {
    const { cmp } = await compareFiles(fixturePath('jmh', 'baseline.json'), fixturePath('jmh', 'pr.json'));
    for (const b of cmp.benchmarks) {
      expect(b.baseline).toMatchObject({ center: 'median', centerFrom: 'samples', n: 3 });
      expect(b.candidate).toMatchObject({ center: 'median', centerFrom: 'samples' });
    }
  });

  test("Catch2 (no samples): the tool's mean, said in the JSON and in every report", async () => {
    const base = repoFixture('catch2', 'baseline.txt');
    const cand = repoFixture('catch2', 'candidate-slow.txt');
    const { cmp } = await compareFiles(base, cand);
    expect(new Set(cmp.benchmarks.flatMap((b) => [b.baseline?.center, b.candidate?.center]))).toEqual(
      new Set(['mean']),
    );
    expect(cmp.benchmarks[0].baseline?.centerFrom).toBe('tool');
    const text = await cli(['compare', base, cand]);
    expect(text.stdout.replace(/\s+/g, ' ')).toContain("centre of each side: the tool's mean (8 sides)");
    const md = path.join(mkdtempSync(path.join(os.tmpdir(), 'benchdelta-center-')), 'report.md');
    await cli(['compare', base, cand, '--markdown', md]);
    // Markdown escapes `:` and the parentheses.
    expect(readFileSync(md, 'utf8')).toMatch(/centre of each side&#58; the tool's mean \\\(8 sides\\\)/);
  });

  test('the HTML report and the CSV say it too, with and without --center (JMH raw iterations)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-center-'));
    const base = fixturePath('jmh', 'baseline.json');
    const pr = fixturePath('jmh', 'pr.json');
    const html = path.join(dir, 'report.html');
    const csv = path.join(dir, 'report.csv');
    expect((await cli(['compare', base, pr, '--html', html, '--csv', csv])).code).toBeLessThan(2);
    // 8 benchmarks × 2 sides, each the median of its 3 iterations.
    expect(readFileSync(html, 'utf8')).toContain(
      '<p class="method">centre of each side: the median of its samples (16 sides)</p>',
    );
    const rows = readFileSync(csv, 'utf8').trim().split('\n');
    expect(rows[0].split(',').slice(-2)).toEqual(['baseline_center', 'candidate_center']);
    expect(rows.slice(1).map((r) => r.split(',').slice(-2).join(' '))).toEqual(
      Array(rows.length - 1).fill('median:samples median:samples'),
    );
    expect(
      (await cli(['compare', base, pr, '--center', 'mean', '--html', html, '--csv', csv])).code,
    ).toBeLessThan(2);
    // JMH's score is the tool's mean; the apostrophe is escaped in the page.
    expect(readFileSync(html, 'utf8')).toContain('centre of each side: the tool&#39;s mean (16 sides)');
    expect(readFileSync(csv, 'utf8')).toContain(',mean:tool,mean:tool\n');
  });

  test("pytest-benchmark JSON: the tool's median", async () => {
    const { cmp } = await compareFiles(
      fixturePath('pytest-benchmark', 'baseline.json'),
      fixturePath('pytest-benchmark', 'pr.json'),
    );
    const centers = new Set(cmp.benchmarks.map((b) => `${b.baseline?.center} ${b.baseline?.centerFrom}`));
    expect([...centers].every((c) => c === 'median tool' || c === 'median samples')).toBe(true);
  });
});

// `--center median|mean`: every benchmark on the centre asked for, or the file refused with what it gives.
describe('--center', () => {
  const jmhBase = fixturePath('jmh', 'baseline.json');
  const jmhPr = fixturePath('jmh', 'pr.json');
  const KEY = 'ScheduledTaskQueueCancelBenchmark.cancelInOrder num=100';

  test("JMH raw iterations: median of the iterations by default, JMH's score with --center mean", async () => {
    const raw = fixtureJson('jmh', 'baseline.json') as {
      params: { num: string };
      primaryMetric: { score: number; rawData: number[][] };
    }[];
    const row = raw.find((b) => b.params.num === '100');
    if (!row) throw new Error('fixture changed');
    // The three iterations 116132.6, 125968.4, 199215.6 ops/s: median 125968.4; JMH's score is their mean 147105.5.
    const iterations = row.primaryMetric.rawData.flat().sort((a, b) => a - b);
    const byDefault = await compareFiles(jmhBase, jmhPr);
    const side = (c: typeof byDefault) => c.cmp.benchmarks.find((b) => b.key === KEY)?.baseline;
    expect(side(byDefault)).toMatchObject({ center: 'median', centerFrom: 'samples', median: iterations[1] });
    const mean = await compareFiles(jmhBase, jmhPr, ['--center', 'mean']);
    expect(side(mean)).toMatchObject({ center: 'mean', centerFrom: 'tool', basis: 'reported-error' });
    expect(side(mean)?.median).toBeCloseTo(row.primaryMetric.score, 6);
    expect(Math.abs(row.primaryMetric.score / iterations[1] - 1)).toBeGreaterThan(0.1);
    const median = await compareFiles(jmhBase, jmhPr, ['--center', 'median']);
    expect(side(median)).toEqual(side(byDefault));
  });

  test('Catch2 console: the mean is what it has; --center median is refused by name', async () => {
    const base = repoFixture('catch2', 'baseline.txt');
    const cand = repoFixture('catch2', 'candidate-slow.txt');
    const mean = await compareFiles(base, cand, ['--center', 'mean']);
    const byDefault = await compareFiles(base, cand);
    expect(mean.cmp.benchmarks).toEqual(byDefault.cmp.benchmarks);
    const error = await readResultSet(base, { center: 'median' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toMatch(
      /^'.*baseline\.txt' \(Catch2 \(console\)\) cannot give the median of 'Fibonacci: fib 20' \(time\): it gives the tool's mean\. Use --center mean, or drop --center\.$/,
    );
  });

  test("pytest-benchmark JSON: the tool's median by default, the mean of its timings with --center mean", async () => {
    const raw = fixtureJson('pytest-benchmark', 'baseline.json') as {
      benchmarks: { name: string; stats: { mean: number; median: number; data: number[] } }[];
    };
    const rs = await readResultSet(fixturePath('pytest-benchmark', 'baseline.json'), { center: 'mean' });
    for (const b of raw.benchmarks) {
      const m = rs.measurements.find((x) => x.key === b.name);
      // The mean of the timings is pytest-benchmark's own stats.mean.
      expect(m).toMatchObject({ center: 'mean', centerFrom: 'samples' });
      expect(m?.value).toBeCloseTo(b.stats.mean, 12);
      expect(m?.samples).toBeUndefined();
      expect(m?.errorKind).toEqual({ stddevOf: b.stats.data.length });
    }
    const { cmp } = await compareFiles(
      fixturePath('pytest-benchmark', 'baseline.json'),
      fixturePath('pytest-benchmark', 'pr.json'),
      ['--center', 'mean'],
    );
    expect(new Set(cmp.benchmarks.map((b) => `${b.baseline?.center} ${b.baseline?.centerFrom}`))).toEqual(
      new Set(['mean samples']),
    );
  });

  test('pytest-benchmark console: the Median column by default, the Mean column with --center mean', async () => {
    const file = fixturePath('pytest-benchmark', 'baseline.txt');
    const median = await readResultSet(file);
    const mean = await readResultSet(file, { center: 'mean' });
    expect(median.measurements.every((m) => m.center === 'median')).toBe(true);
    for (const [i, m] of mean.measurements.entries()) {
      expect(m.center).toBe('mean');
      expect(m.value).toBe(median.measurements[i].attrs?.mean);
      expect(m.value).not.toBe(median.measurements[i].value);
    }
  });

  test("criterion folder: the median of the per-iteration samples, or criterion's mean estimate", async () => {
    const folder = fixturePath('criterion', 'criterion');
    const mean = await readResultSet(folder, { center: 'mean' });
    const byDefault = await readResultSet(folder);
    for (const [i, m] of mean.measurements.entries()) {
      const d = byDefault.measurements[i];
      // criterion's estimates.json mean point estimate, with its 95% interval, and no samples left.
      expect(m).toMatchObject({ key: d.key, value: d.value, center: 'mean', error: d.error });
      expect(m.samples).toBeUndefined();
      expect(d.samples?.length).toBeGreaterThan(1);
    }
    const median = await readResultSet(folder, { center: 'median' });
    expect(median.measurements).toEqual(byDefault.measurements);
  });

  test('criterion console (its point estimate is neither named a mean nor a median): either centre is refused', async () => {
    for (const center of ['median', 'mean'] as const) {
      await expect(readResultSet(fixturePath('criterion', 'baseline.txt'), { center })).rejects.toThrow(
        /cannot give the (median|mean) of .*: it holds one value per benchmark, and the tool does not say whether it is a mean or a median\. Drop --center/,
      );
    }
  });

  test('a bad value is refused with the choices', async () => {
    const bad = await cli(['compare', jmhBase, jmhPr, '--center', 'average']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--center "average" is not valid: use one of median, mean');
  });
});
