import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixturePath } from './fixtureSupport.js';
import { compareFiles, repoFixture } from './repoFixtures.js';
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

  test("pytest-benchmark JSON: the tool's median", async () => {
    const { cmp } = await compareFiles(
      fixturePath('pytest-benchmark', 'baseline.json'),
      fixturePath('pytest-benchmark', 'pr.json'),
    );
    const centers = new Set(cmp.benchmarks.map((b) => `${b.baseline?.center} ${b.baseline?.centerFrom}`));
    expect([...centers].every((c) => c === 'median tool' || c === 'median samples')).toBe(true);
  });
});
