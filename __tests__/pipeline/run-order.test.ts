// Replicated runs in the order they ran (`--order ABBA`, `--order time`): a drift over the session is fitted over
// the run positions and taken out of the shift and of the run noise. Logs come from bench/gen-slowblock.mjs with a
// trend across runs (each run of the session `trend`% slower than the first, per position), on one build (A/A).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runOrderFromString } from '../../src/core/blocks/replicates-order.js';
import { firstTimestamp } from '../../src/pipeline/run-times.js';
import type { BlockComparison } from '../../src/core/model.js';
import { blockRequest, firstBlockComparison } from './support/block-request.js';
import { cli } from '../support/cli/run-cli.js';
import { writeSlowBlockRun } from '../support/slow-block-logs.js';

const realLogs = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/real-logs');
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-order-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TREND = 3;
const SESSION = Date.UTC(2026, 10, 25, 9);

/** Run `run` of a session of one build (A/A), `TREND`% slower per run, its lines stamped from hour `run` on. */
function run(client: string, pos: number): string {
  const file = path.join(dir, `${client}-${pos}.log`);
  return writeSlowBlockRun(file, {
    client,
    blocks: 500,
    seed: 21,
    run: pos,
    trendPct: TREND,
    startMs: SESSION + pos * 3_600_000,
  });
}

/** The baseline and candidate sides (comma-joined runs) of an order string over one session's runs. */
function sides(runs: string[], order: string): [string, string] {
  const pick = (l: string) => runs.filter((_, p) => order[p] === l).join(',');
  return [pick('A'), pick('B')];
}

const total = (c: BlockComparison) => c.metrics?.find((m) => m.id === 'total')?.cuts[0] ?? c.cuts[0];

describe('an A/A session of 6 runs drifting +3% per run', () => {
  const runs: string[] = [];
  beforeAll(() => {
    for (let p = 0; p < 6; p++) runs.push(run('besu', p));
  });

  test('back to back (AAABBB), pooled without the order, the drift reads as a regression of about +9%', async () => {
    const [a, b] = sides(runs, 'AAABBB');
    const c = await firstBlockComparison(blockRequest(a, [b], { metrics: 'verdict' }));
    expect(total(c).shift.pct).toBeGreaterThan(6);
    expect(c.verdict).toBe('regression');
    expect(c.runNoise?.drift).toBeUndefined();
  });

  test('--order AAABBB fits the drift (+3% per run), takes it out, and the shift covers 0', async () => {
    const [a, b] = sides(runs, 'AAABBB');
    const c = await firstBlockComparison(blockRequest(a, [b], { metrics: 'verdict', order: 'AAABBB' }));
    const drift = c.runNoise?.drift;
    expect(drift).toMatchObject({ order: 'AAABBB', fitted: true, unit: 'run', gap: 3 });
    expect(drift?.slopePct).toBeGreaterThan(2);
    expect(drift?.slopePct).toBeLessThan(4);
    expect(drift?.adjustPct).toBeLessThan(-5);
    expect(c.runNoise?.dof).toBe(3);
    const shift = total(c).shift;
    expect(shift.ciLowPct).toBeLessThan(0);
    expect(shift.ciHighPct).toBeGreaterThan(0);
    expect(c.verdict).not.toBe('regression');
  });

  test('interleaved (ABBAAB): the fit narrows the interval the trend widened', async () => {
    const [a, b] = sides(runs, 'ABBAAB');
    const pooled = await firstBlockComparison(blockRequest(a, [b], { metrics: 'verdict' }));
    const ordered = await firstBlockComparison(blockRequest(a, [b], { metrics: 'verdict', order: 'ABBAAB' }));
    const width = (c: BlockComparison) => total(c).shift.ciHighPct - total(c).shift.ciLowPct;
    expect(ordered.runNoise?.drift?.fitted).toBe(true);
    expect(ordered.runNoise?.sigmaPct).toBeLessThan(pooled.runNoise?.sigmaPct ?? 0);
    expect(width(ordered)).toBeLessThan(width(pooled));
    const shift = total(ordered).shift;
    expect(shift.ciLowPct).toBeLessThan(0);
    expect(shift.ciHighPct).toBeGreaterThan(0);
  });

  test('--order time reads the same order from the logs’ timestamps, one run an hour', async () => {
    const [a, b] = sides(runs, 'ABBAAB');
    const byTime = await firstBlockComparison(blockRequest(a, [b], { metrics: 'verdict', order: 'time' }));
    const byLetters = await firstBlockComparison(
      blockRequest(a, [b], { metrics: 'verdict', order: 'ABBAAB' }),
    );
    expect(byTime.runNoise?.drift).toMatchObject({ order: 'timestamps', unit: 'hour', fitted: true });
    expect(byTime.runNoise?.drift?.slopePct).toBeCloseTo(byLetters.runNoise?.drift?.slopePct ?? NaN, 9);
    expect(total(byTime).shift.pct).toBeCloseTo(total(byLetters).shift.pct, 9);
  });

  test('--interleaved on block logs is the order ABAB…, the runs of each side taken as given', async () => {
    const [a, b] = sides(runs.slice(0, 4), 'ABAB');
    const c = await firstBlockComparison(blockRequest(a, [b], { metrics: 'verdict', interleaved: true }));
    // B runs sit one place after the A runs on average: the order is unbalanced, so the drift is fitted.
    expect(c.runNoise?.drift).toMatchObject({ order: 'ABAB', fitted: true, gap: 1 });
    expect(c.runNoise?.dof).toBe(1);
  });

  test('the reports say which drift was fitted over which order', async () => {
    const [a, b] = sides(runs, 'AAABBB');
    const r = await cli([
      'compare',
      a,
      b,
      '--order',
      'aaa-bbb',
      '--metrics',
      'verdict',
      '--fail-on',
      'never',
    ]);
    expect(r.code).toBe(0);
    const text = r.stdout.replace(/\s+/g, ' '); // the text report wraps its sentences
    expect(text).toMatch(/around a drift of \+\d(\.\d+)?% per run fitted over the run order AAABBB/);
    expect(text).toMatch(/the candidate's times scaled by -\d/);
  });
});

describe('mistakes are refused with the fix', () => {
  const runs: string[] = [];
  beforeAll(() => {
    for (let p = 0; p < 2; p++) runs.push(run('geth', p));
  });

  test('letters other than A and B, or one letter too many or too few', () => {
    expect(() => runOrderFromString('ABCA', 2, 2)).toThrow(
      /A \(baseline\) and B \(candidate\), such as ABBA/,
    );
    expect(() => runOrderFromString('ABB', 2, 2)).toThrow(
      /has 1 A and 2 B runs, but 2 baseline and 2 candidate/,
    );
    expect(runOrderFromString('a b b a', 2, 2)).toEqual({
      label: 'ABBA',
      unit: 'run',
      baseline: [0, 3],
      candidate: [1, 2],
    });
  });

  test('--order with one run per side, and --order on micro-benchmark results', async () => {
    const r = await cli(['compare', runs[0], runs[1], '--order', 'AB']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--order AB needs replicated runs \(a\.log,b\.log on each side\)/);
    const go = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/gobench');
    const micro = await cli(['compare', '--order', 'ABBA', `${go}/baseline.txt`, `${go}/pr.txt`]);
    expect(micro.code).toBe(2);
    expect(micro.stderr).toMatch(/--order applies to block logs; .* use --interleaved/);
  });
});

test('the clients’ own timestamps are read from real log lines (shared/fixtures/real-logs)', () => {
  const lineOf = (file: string, re: RegExp) =>
    readFileSync(path.join(realLogs, file), 'utf8')
      .split('\n')
      .find((l) => re.test(l)) ?? '';
  // Besu with a zone offset, Nethermind's file log, reth (ISO, Z), geth and Nethermind's console (no year).
  expect(firstTimestamp(lineOf('besu.log', /^2020-11-02 12:58:51/))).toBe(
    Date.UTC(2020, 10, 2, 19, 58, 51, 231),
  );
  // Date.UTC drops fractions of a millisecond; the logs' own digits keep them.
  expect(firstTimestamp(lineOf('nethermind.log', /^2022-11-01 14:09:22/))).toBeCloseTo(
    Date.UTC(2022, 10, 1, 14, 9, 22) + 457.8,
    6,
  );
  expect(firstTimestamp(lineOf('reth.log', /^2026-03-10T10:29:20/))).toBeCloseTo(
    Date.UTC(2026, 2, 10, 10, 29, 20) + 98.444,
    6,
  );
  expect(firstTimestamp(lineOf('slowblock.log', /^WARN \[02-02/))).toBe(Date.UTC(2000, 1, 2, 15, 3, 22, 121));
  expect(firstTimestamp(lineOf('slowblock.log', /^ 20 Mar 18:44:40/))).toBe(
    Date.UTC(2000, 2, 20, 18, 44, 40),
  );
  expect(firstTimestamp('no time here\nnor here')).toBeNull();
});
