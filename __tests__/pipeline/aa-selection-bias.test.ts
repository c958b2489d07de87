// Slow cuts selected on both sides carry no selection bias: over many generated A/A pairs (no change between
// the runs) their shift agrees with the `all` cut's on average, while the old method's baseline selection reads
// the slow blocks as much faster. One pair cannot show this within 1 point: a slow cut of ~100–300 blocks with a
// log-ratio spread of ~0.13 has a standard error of 0.8–1.3 points, so a single pair's gap is mostly the
// sampling noise of those blocks; the mean over independent pairs is the selection's own bias.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { compareBlocks, DEFAULT_COMPARE_OPTIONS } from '../../src/core/compare-blocks.js';
import type { BlockComparison, CompareOptions } from '../../src/core/model.js';
import { readBlockLogsInParallel } from '../../src/formats/eth/index.js';

const GENLOGS = path.resolve(import.meta.dirname, '../../__fixtures__/shared/tools/genlogs.py');
const SEEDS = Array.from({ length: 12 }, (_, i) => 100 + i);
const BLOCKS = 18_000;

const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-aa-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Generates the A/A pair of `seed` (no effect; the generator's default noise, drift and stalls). */
async function generate(seed: number): Promise<[string, string]> {
  const prefix = `aa-${seed}`;
  await promisify(execFile)('python3', [
    GENLOGS,
    ...['--client', 'besu', '--blocks', String(BLOCKS), '--seed', String(seed)],
    ...['--out-dir', dir, '--prefix', prefix, '--no-csv', '--no-truth', '--noise-scale', '0'],
  ]);
  return [path.join(dir, `${prefix}-control.log`), path.join(dir, `${prefix}-test.log`)];
}

interface PairGaps {
  /** Slow cut shift − `all` shift, in points, per slow threshold (default selection on both sides). */
  bothSides: number[];
  /** The same with the old method's selection on the baseline. */
  onBaseline: number[];
  /** Whether each slow cut's CI holds the `all` shift. */
  covered: boolean[];
}

function gaps(c: BlockComparison): { gaps: number[]; covered: boolean[] } {
  const all = c.cuts.find((x) => x.set === null && x.slowMs === null);
  if (!all) throw new Error('no all cut');
  const slow = c.cuts.filter((x) => x.set === null && x.slowMs !== null);
  return {
    gaps: slow.map((x) => x.shift.pct - all.shift.pct),
    covered: slow.map((x) => x.shift.ciLowPct <= all.shift.pct && all.shift.pct <= x.shift.ciHighPct),
  };
}

let results: PairGaps[] = [];

beforeAll(async () => {
  // Two generators at a time (each is one Python process).
  const pairs: [string, string][] = [];
  for (let i = 0; i < SEEDS.length; i += 2)
    pairs.push(...(await Promise.all(SEEDS.slice(i, i + 2).map(generate))));
  results = [];
  for (const files of pairs) {
    const [baseline, candidate] = await readBlockLogsInParallel(files, { attrs: false });
    const run = (o: Partial<CompareOptions>) =>
      compareBlocks(baseline, candidate, { ...DEFAULT_COMPARE_OPTIONS, ...o });
    const both = gaps(run({}));
    results.push({
      bothSides: both.gaps,
      onBaseline: gaps(run({ selectOn: 'baseline' })).gaps,
      covered: both.covered,
    });
  }
}, 240_000);

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('A/A pairs: the default slow cuts are unbiased', () => {
  test('over 12 generated 18,000-block pairs, each default slow cut reads within 1 point of `all` on average', () => {
    expect(DEFAULT_COMPARE_OPTIONS.slowMs).toEqual([1000, 2000]);
    DEFAULT_COMPARE_OPTIONS.slowMs.forEach((slowMs, k) => {
      const bothSides = results.map((r) => r.bothSides[k]);
      const onBaseline = results.map((r) => r.onBaseline[k]);
      expect(Math.abs(mean(bothSides))).toBeLessThan(1);
      // Single pairs scatter both ways around it: sampling noise, not a lean.
      expect(bothSides.some((g) => g > 0) && bothSides.some((g) => g < 0)).toBe(true);
      // The selection the old method used is biased by regression to the mean: the slow blocks read faster,
      // by several points at 1000 ms (on every pair) and still by more than a point in the far tail.
      expect(mean(onBaseline)).toBeLessThan(mean(bothSides) - 1.5);
      if (slowMs === 1000) {
        expect(mean(onBaseline)).toBeLessThan(-5);
        expect(onBaseline.every((g) => g < 0)).toBe(true);
      }
    });
  });

  test("each slow cut's 95% CI holds the `all` shift on (nearly) every pair", () => {
    const covered = results.flatMap((r) => r.covered);
    // 24 intervals at 95%: about one miss is expected; three or more would mean the CIs are too narrow.
    expect(covered.filter((c) => !c).length).toBeLessThanOrEqual(2);
  });
});
