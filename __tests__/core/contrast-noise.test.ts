// The contrasts' between-run term (issue 17): its arithmetic, and on logs made by shared/tools/genlogs.py, an A/A
// pair whose slow blocks ran 4% slower in one run (a cold cache hits heavy blocks harder), which a contrast with no
// such term calls "slower than the rest".
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { measureAaNoise } from '../../src/core/blocks/aa-noise.js';
import { compareBlocks, DEFAULT_COMPARE_OPTIONS } from '../../src/core/compare-blocks.js';
import {
  contrastNoiseFromAa,
  contrastNoiseFromReplicates,
  contrastsOfPair,
  contrastTerm,
  DEFAULT_CONTRAST_NOISE_PCT,
} from '../../src/core/blocks/contrast-noise.js';
import type { BlockLog, CompareOptions } from '../../src/core/model.js';
import { compareBlockRuns } from '../../src/core/compare-block-runs.js';
import { readBlockLog } from '../../src/io/block-log-reader.js';

const GENLOGS = path.resolve(import.meta.dirname, '../../__fixtures__/shared/tools/genlogs.py');
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-contrast-noise-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string) => path.join(dir, name);
const SLOW = 'slow ≥ 1000 ms';
const options: CompareOptions = { ...DEFAULT_COMPARE_OPTIONS, slowMs: [1000], bootstrapResamples: 200 };
const logs: Record<string, BlockLog> = {};

beforeAll(async () => {
  // One chain (seed 81, 8000 blocks), runs 811–814: each genlogs call writes a control and a test run.
  const common = ['--client', 'besu', '--noise-scale', '0', '--no-truth', '--no-csv', '--blocks', '8000'];
  const run = (runSeed: number, prefix: string, extra: string[] = []) =>
    promisify(execFile)('python3', [
      GENLOGS,
      ...common,
      ...['--seed', '81', '--run-seed', `${runSeed}`, '--prefix', prefix, '--out-dir', dir],
      ...extra,
    ]);
  await run(811, 'cold', ['--effect=+4%@slow:1000']);
  await run(812, 'aa');
  await run(813, 'r1');
  await run(814, 'r2');
  for (const name of ['cold', 'aa', 'r1', 'r2']) {
    for (const side of ['control', 'test']) {
      logs[`${name}-${side}`] = await readBlockLog(file(`${name}-${side}.log`), { attrs: false });
    }
  }
}, 60_000);

test('an A/A pair draw widens the stated σ, never narrows it; replicated runs give their spread', () => {
  // a = 0.03: |a| / √2 = 0.02121 (log) → 2.144% per run, above the stated 1.5%; a = −0.01: 0.707%, below it.
  const aa = contrastNoiseFromAa(
    new Map([
      ['x', 0.03],
      ['quiet', -0.01],
    ]),
  );
  expect(aa.source).toBe('aa-pair');
  expect(aa.cuts.x.sigmaPct).toBeCloseTo(Math.expm1(0.03 / Math.SQRT2) * 100, 10);
  expect(aa.cuts.x.sigmaPct).toBeCloseTo(2.144, 3);
  expect(aa.cuts.quiet.sigmaPct).toBeCloseTo(DEFAULT_CONTRAST_NOISE_PCT, 10);
  expect(DEFAULT_CONTRAST_NOISE_PCT).toBe(1.5);
  // Baseline 0.01, −0.01 (ss 0.0002), candidate 0.02, 0, −0.02 (ss 0.0008): σ = √(0.001 / 3) = 0.018257 (log).
  const m = (x: number) => new Map([['x', x]]);
  const rep = contrastNoiseFromReplicates({
    baseline: [m(0.01), m(-0.01)],
    candidate: [m(0.02), m(0), m(-0.02)],
  });
  expect(rep?.cuts.x).toEqual({ sigmaPct: Math.expm1(Math.sqrt(0.001 / 3)) * 100, dof: 3 });
  // One run a side measures nothing.
  expect(contrastNoiseFromReplicates({ baseline: [m(0.01)], candidate: [m(0.02)] })).toBeNull();
  // A cut the source did not measure keeps the stated σ, named as the default; 1 + 1 runs: 1.96 · ln(1.015) · √2.
  const term = contrastTerm(aa, 'other', { baseline: 1, candidate: 1 });
  expect(term).toMatchObject({ sigmaPct: 1.5, source: 'default' });
  expect(term.halfWidth).toBeCloseTo(1.959964 * Math.log(1.015) * Math.SQRT2, 6);
  // Replicates use Student's t: with 3 d.f., t = 3.182 over 2 + 3 runs.
  const measured = contrastTerm(rep ?? undefined, 'x', { baseline: 2, candidate: 3 });
  expect(measured.halfWidth).toBeCloseTo(3.182446 * Math.sqrt(0.001 / 3) * Math.sqrt(1 / 2 + 1 / 3), 5);
});

test('slow blocks 4% slower in one run of an A/A pair: within the contrast term, not "slower than the rest"', () => {
  const c = compareBlocks(logs['cold-control'], logs['cold-test'], options);
  const slow = c.cuts.find((x) => x.name === SLOW);
  if (!slow?.contrast?.withinRunCi) throw new Error('no widened contrast on the slow cut');
  // The blocks alone would call it: their interval lies above 0 …
  expect(slow.contrast.withinRunCi.lowPct).toBeGreaterThan(0);
  expect(slow.contrast.pct).toBeGreaterThan(2);
  // … but the default between-run term (1.5% per run) holds it, and the report names its source.
  expect(slow.contrast.runNoise).toEqual({ sigmaPct: 1.5, source: 'default' });
  expect(slow.contrast.ciLowPct).toBeLessThan(0);
  expect(slow.verdict).not.toBe('regression');
  expect(c.verdict).not.toBe('regression');
  // Nothing measured the contrasts: the comparison says the stated default was used for every cut.
  expect(c.runNoise?.contrast).toEqual({ source: 'default', statedPct: 1.5, cuts: {} });
});

test('the contrasts an A/A pair or replicated runs give are measured per cut and named by source', () => {
  const plain = compareBlocks(logs['r1-control'], logs['r1-test'], options);
  const slowPlain = plain.cuts.find((x) => x.name === SLOW);
  // contrastsOfPair is the comparison's own estimator (before any interval): the same number.
  const own = contrastsOfPair(logs['r1-control'], logs['r1-test'], options).get(SLOW) as number;
  expect(Math.expm1(own) * 100).toBeCloseTo(slowPlain?.contrast?.pct as number, 9);

  const aa = measureAaNoise(logs['aa-control'], logs['aa-test'], options, 'aa');
  expect([...aa.contrasts.keys()]).toEqual([SLOW]);
  const withAa = compareBlocks(logs['r1-control'], logs['r1-test'], options, aa);
  const fromAa = withAa.cuts.find((x) => x.name === SLOW)?.contrast?.runNoise;
  expect(fromAa?.source).toBe('aa-pair');
  expect(fromAa?.sigmaPct).toBeCloseTo(contrastNoiseFromAa(aa.contrasts).cuts[SLOW].sigmaPct, 9);
  // The pair is one draw of each run effect: it may widen the intervals, never narrow them (genlogs' runs differ
  // by one factor, so this pair's own contrast is small: pooled with the default it used to narrow the term).
  expect(Math.abs(aa.contrasts.get(SLOW) as number)).toBeLessThan(
    Math.log1p(DEFAULT_CONTRAST_NOISE_PCT / 100),
  );
  const width = (x: { ciLowPct: number; ciHighPct: number } | undefined) =>
    x ? x.ciHighPct - x.ciLowPct : Number.NaN;
  plain.cuts.forEach((cut, i) => {
    expect(width(withAa.cuts[i].shift)).toBeGreaterThanOrEqual(width(cut.shift) - 1e-9);
    if (cut.contrast)
      expect(width(withAa.cuts[i].contrast)).toBeGreaterThanOrEqual(width(cut.contrast) - 1e-9);
  });
  expect(fromAa?.sigmaPct).toBeGreaterThanOrEqual(DEFAULT_CONTRAST_NOISE_PCT);

  const runs = compareBlockRuns(
    [logs['r1-control'], logs['r2-control']],
    [logs['r1-test'], logs['r2-test']],
    options,
  ).comparison;
  expect(runs.cuts.find((x) => x.name === SLOW)?.contrast?.runNoise).toMatchObject({
    source: 'replicates',
    dof: 2,
  });
});
