// "By noise" measured on an A/A pair (--aa-pair). The generator draws the same chain and the same noise for a
// seed whatever the effect, so the besu pair's seed without its effect is the pair's own counterfactual: the
// same control log and the test run as it would have been without the change. Its flags are exactly what
// noise flags in the besu comparison, block by block — the ground truth the measured counts are checked on.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cli } from '../support/cli/run-cli.js';
import { compareBlocks, DEFAULT_COMPARE_OPTIONS } from '../../src/core/compare-blocks.js';
import { MIN_AA_BLOCKS } from '../../src/core/blocks/aa-noise.js';
import type { BlockComparison, CompareOptions, CutStats } from '../../src/core/model.js';
import { readBlockLogsInParallel } from '../../src/formats/eth/index.js';
import { readItemSet } from '../../src/formats/itemsets.js';
import type { CompareRequest } from '../../src/pipeline/compare-request.js';
import { blockRequest, firstBlockComparison } from './support/block-request.js';

const shared = path.resolve(import.meta.dirname, '../../__fixtures__/shared');
const synthetic = path.join(shared, 'fixtures/synthetic');
const GENLOGS = path.join(shared, 'tools/genlogs.py');
const control = path.join(synthetic, 'besu-control.log');
const test_ = path.join(synthetic, 'besu-test.log');
const contract = path.join(synthetic, 'besu-contract-0x2f848984.csv');

const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-aa-noise-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const aaControl = path.join(dir, 'aa-control.log');
const aaTest = path.join(dir, 'aa-test.log');

const request = (extra: Partial<CompareRequest> = {}): CompareRequest =>
  blockRequest(control, [test_], { items: [`xen=${contract}`], ...extra });
const blocks = firstBlockComparison;

const cut = (c: BlockComparison, name: string): CutStats => {
  const found = c.cuts.find((x) => x.name === name);
  if (!found) throw new Error(`no cut ${name}`);
  return found;
};

let withAa: BlockComparison;
let withoutAa: BlockComparison;
let aaItself: BlockComparison;

beforeAll(async () => {
  // besu pair's command (shared/fixtures/synthetic/README.md) without its effect.
  await promisify(execFile)('python3', [
    GENLOGS,
    ...['--client', 'besu', '--blocks', '10000', '--seed', '42'],
    ...['--out-dir', dir, '--prefix', 'aa', '--no-csv', '--no-truth'],
  ]);
  withAa = await blocks(request({ aaPair: [aaControl, aaTest] }));
  withoutAa = await blocks(request());
  const itemSets = [await readItemSet(`xen=${contract}`)];
  const [a, b] = await readBlockLogsInParallel([aaControl, aaTest], { attrs: false });
  const options: CompareOptions = { ...DEFAULT_COMPARE_OPTIONS, itemSets };
  aaItself = compareBlocks(a, b, options);
}, 60_000);

test('the counterfactual A/A pair shares the control log byte for byte', () => {
  expect(readFileSync(aaControl)).toEqual(readFileSync(control));
});

test('cuts that hold the same blocks expect exactly the A/A pair’s own flags', () => {
  for (const name of ['all', 'xen']) {
    const c = cut(withAa, name);
    expect(c.expectedFlaggedFrom).toBe('aa-pair');
    expect(c.compared).toBe(cut(aaItself, name).compared);
    expect(c.expectedFlagged).toBe(cut(aaItself, name).flagged);
    expect(c.noiseSigma).toBe(cut(aaItself, name).noiseSigma);
  }
  // What is flagged beyond noise is the change: the 313 contract blocks, all flagged, of which noise alone
  // would have flagged about half.
  const all = cut(withAa, 'all');
  const xen = cut(withAa, 'xen');
  expect(xen.flagged).toBe(313);
  expect(all.flagged - all.expectedFlagged).toBe(xen.flagged - xen.expectedFlagged);
});

test('a slow cut mixing changed and unchanged blocks: the A/A count is near the truth, the spread overstates it', () => {
  // Ground truth: how many of this cut's blocks the counterfactual run flags (the same blocks, no change).
  const slow = cut(withAa, 'slow ≥ 1000 ms');
  const [base, cand, aa] = [control, test_, aaTest].map((f) => readFileSync(f, 'latin1'));
  const times = (text: string) => {
    const m = new Map<number, number>();
    for (const [, block, value, unit] of text.matchAll(/Imported #([\d,]+) .*?\| ([\d.]+)(ms|s) exec/g))
      m.set(Number(block.replace(/,/g, '')), Number(value) * (unit === 's' ? 1000 : 1));
    return m;
  };
  const [b, c, a] = [base, cand, aa].map(times);
  let inCut = 0;
  let noiseFlags = 0;
  for (const [block, bMs] of b) {
    if (Math.sqrt(bMs * (c.get(block) as number)) < 1000) continue;
    inCut++;
    if (Math.abs((a.get(block) as number) / bMs - 1) >= 0.1) noiseFlags++;
  }
  expect(inCut).toBe(slow.compared);
  expect(noiseFlags).toBe(79); // of 153 blocks: 95 flagged with the change
  const spread = cut(withoutAa, 'slow ≥ 1000 ms');
  expect(spread.expectedFlaggedFrom).toBe('spread');
  expect(Math.abs(slow.expectedFlagged - noiseFlags)).toBeLessThan(
    Math.abs(spread.expectedFlagged - noiseFlags),
  );
  // The spread reads more noise flags than were flagged at all, though a quarter of the cut really changed (40 contract blocks of 153).
  expect(spread.expectedFlagged).toBeGreaterThan(slow.flagged);
  expect(slow.expectedFlagged).toBeLessThan(slow.flagged);
});

test('a cut the A/A pair holds too few blocks of keeps the spread, and reports mark it', async () => {
  const small = cut(withAa, 'xen × slow ≥ 2000 ms');
  expect(cut(aaItself, 'xen × slow ≥ 2000 ms').compared).toBeLessThan(MIN_AA_BLOCKS);
  expect(small.expectedFlaggedFrom).toBe('spread');
  expect(small.expectedFlagged).toBe(cut(withoutAa, 'xen × slow ≥ 2000 ms').expectedFlagged);
  // Besides the expected flags (and their σ), only the run-to-run noise changes: the A/A pair's shift is one draw
  // of it, pooled with the default. The shifts themselves and their within-run intervals are the same.
  withAa.cuts.forEach((x, i) => {
    expect(x.shift.pct).toBe(withoutAa.cuts[i].shift.pct);
    expect(x.shift.withinRunCi).toEqual(withoutAa.cuts[i].shift.withinRunCi);
  });
  expect(withAa.runNoise?.source).toBe('aa-pair');
  expect(withoutAa.runNoise?.source).toBe('default');
  expect(withAa.noise).toEqual({ source: 'aa-pair', label: expect.stringContaining(' vs '), paired: 10_000 });
  expect(withoutAa.noise).toBeUndefined();
});

test('the CLI says where "by noise" came from, in the terminal, the Markdown and the JSON', async () => {
  const json = path.join(dir, 'out.json');
  const md = path.join(dir, 'out.md');
  const r = await cli([
    'compare',
    control,
    test_,
    ...[
      '--items',
      `xen=${contract}`,
      '--aa-pair',
      `${aaControl},${aaTest}`,
      '--json',
      json,
      '--markdown',
      md,
    ],
  ]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const text = r.stdout.replace(/\s+/g, ' ');
  expect(text).toContain('by noise: as often as the A/A pair');
  expect(text).toContain('(10,000 blocks) flags the same cut');
  // The name stands above its values when the table would be wider than 100 columns.
  expect(r.stdout).toMatch(/^xen × slow ≥ 2000 ms\s.*≈\d+† /m);
  expect(r.stdout).not.toMatch(/^all .*†/m);
  expect(r.stdout.split('\n').filter((line) => [...line].length > 100)).toEqual([]);
  const out = JSON.parse(readFileSync(json, 'utf8')) as BlockComparison;
  expect(out.noise?.source).toBe('aa-pair');
  expect(out.cuts.map((x) => x.expectedFlaggedFrom)).toEqual([
    'aa-pair',
    'aa-pair',
    'aa-pair',
    'aa-pair',
    'aa-pair',
    'spread',
  ]);
  expect(readFileSync(md, 'utf8')).toMatch(/\| xen × slow ≥ 2000 ms \| 6 \| 6 \(≈\d+†\) \|/);
});

test('mistakes with --aa-pair are usage errors that say what to give', async () => {
  const one = await cli(['compare', control, test_, '--aa-pair', aaControl]);
  expect(one.code).toBe(2);
  expect(one.stderr).toContain('--aa-pair');
  expect(one.stderr).toContain('separated by a comma');

  const missing = await cli(['compare', control, test_, '--aa-pair', `${aaControl},${dir}/nope.log`]);
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain('nope.log');

  // An A/A pair whose two logs cover different blocks (the second renumbered a million blocks on).
  const shifted = path.join(dir, 'shifted.log');
  writeFileSync(
    shifted,
    readFileSync(aaTest, 'latin1').replace(/Imported #23,6(\d\d)/g, 'Imported #24,6$1'),
    'latin1',
  );
  const apart = await cli(['compare', control, test_, '--aa-pair', `${aaControl},${shifted}`]);
  expect(apart.code).toBe(2);
  expect(apart.stderr).toContain('shares no block number');

  const gobench = path.join(shared, 'fixtures/gobench');
  const micro = await cli([
    'compare',
    path.join(gobench, 'baseline.txt'),
    path.join(gobench, 'pr.txt'),
    '--aa-pair',
    `${aaControl},${aaTest}`,
  ]);
  // Block logs as the A/A pair of micro-benchmark results: refused, saying the pair's format is unknown.
  expect(micro.code).toBe(2);
  expect(micro.stderr).toContain('aa-control.log');
});
