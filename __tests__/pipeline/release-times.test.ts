// When no output reads the compared pairs (`compare` without --csv and --html), the block times are released once
// every candidate is compared (pipeline/release-times.ts): the reports must be what they were, metrics compared
// only when a report reads them (Mgas/s) included, and the results hold no pairs.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComparisonReport } from '../../src/core/report-model.js';
import { compareInputs } from '../../src/pipeline/compare-inputs.js';
import type { CompareRequest } from '../../src/pipeline/compare-request.js';
import { releaseTimes } from '../../src/pipeline/release-times.js';
import { columnDoubles, SCALED_NONE } from '../../src/core/blocks/scaled-column.js';
import { renderReportJson, renderReportMarkdown, renderReportText } from '../../src/report/report.js';
import { writeSlowBlockRun } from '../support/slow-block-logs.js';
import { blockRequest } from './support/block-request.js';

const synthetic = path.resolve('__fixtures__/shared/fixtures/synthetic');
const pair = (name: string) => ['control', 'test'].map((side) => path.join(synthetic, `${name}-${side}.log`));
const [besuControl, besuTest] = pair('besu');
const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-release-times-'));

/** Every report a reader of the comparison may write but the CSV and HTML, rendered after the comparison. */
const reports = (report: ComparisonReport) => ({
  text: renderReportText(report),
  markdown: renderReportMarkdown(report, {}),
  json: renderReportJson(report),
});

const slowBlock = (run: number) =>
  writeSlowBlockRun(path.join(dir, `besu-${run}.log`), {
    client: 'besu',
    blocks: 600,
    seed: 9,
    run,
    effects: run === 1 ? { state_hash: 20 } : {},
  });

test.each<[string, () => [string, string[], Partial<CompareRequest>?]]>([
  [
    'Besu 25.5 vs 26, re-imported blocks (dropped in place)',
    () => [pair('besu-25.5-vs-26')[0], [pair('besu-25.5-vs-26')[1]]],
  ],
  ['reth, fork-chain imports', () => [pair('reth')[0], [pair('reth')[1]]]],
  ['geth', () => [pair('geth')[0], [pair('geth')[1]]]],
  ['nethermind', () => [pair('nethermind')[0], [pair('nethermind')[1]]]],
  ['the verdict on Mgas/s', () => [besuControl, [besuTest], { metric: 'mgasps' }]],
  ['two candidates sharing the baseline', () => [besuControl, [besuTest, besuControl]]],
  ['replicated runs', () => [`${besuControl},${besuTest}`, [`${besuTest},${besuControl}`]]],
  ['an A/A pair', () => [besuControl, [besuTest], { aaPair: [besuControl, besuTest] }]],
  [
    'slow-block logs: the total, its phases and rates, every one compared at once',
    () => [slowBlock(0), [slowBlock(1)]],
  ],
])('%s: the same reports with the times released, and no pairs held', async (_, inputs) => {
  const [baseline, candidates, extra] = inputs();
  const req = blockRequest(baseline, candidates, extra);
  const kept = await compareInputs(req);
  const released = await compareInputs({ ...req, readsNoPairs: true });
  expect(reports(released)).toEqual(reports(kept));
  if (kept.kind !== 'blocks' || released.kind !== 'blocks') throw new Error('expected block comparisons');
  expect(kept.results.every((r) => r.pairs.length > 0)).toBe(true);
  expect(released.results.map((r) => r.pairs.length)).toEqual(candidates.map(() => 0));
});

test('gas/s is derived from the times: logs carrying gas keep them', () => {
  // The comparison drops gas (pipeline/compare-inputs.ts), so the gas/s metric is never compared there: a log that
  // carries it reaches releaseTimes only from a caller that keeps it, and is left as it is.
  const ms = Float64Array.of(5, 6);
  const log = {
    format: 'besu',
    blocks: Float64Array.of(1, 2),
    ms,
    lines: new Uint32Array(0),
    attrs: { gasUsed: Float64Array.of(10, 20) },
    warnings: [],
    blocksWithoutTiming: 0,
  };
  const results = releaseTimes([log], [], [ms]);
  expect(results).toEqual([]);
  expect(Array.from(log.ms)).toEqual([5, 6]);
});

test('the times are freed, the blocks, attributes and pairs blocks kept; the results hold no pairs', () => {
  const log = {
    format: 'besu',
    blocks: Float64Array.of(1, 2),
    ms: Float64Array.of(5, 6),
    lines: new Uint32Array(0),
    attrs: { mgasps: Float64Array.of(10, 20) },
    warnings: [],
    blocksWithoutTiming: 0,
  };
  // The pairs in place: the log's own columns (core/blocks/match.ts pairsInPlace), and a copy of the times.
  const copy = log.ms.slice();
  const pairs = {
    length: 2,
    block: log.blocks,
    baselineMs: log.ms,
    candidateMs: copy,
    thresholdPct: 10,
    setLabels: [],
    inSet: [],
  };
  const result = { candidateLabel: 'test', comparison: {} as never, pairs };
  const [released] = releaseTimes([log], [result], [log.ms]);
  expect(log.ms).toHaveLength(0);
  expect(copy).toHaveLength(0);
  expect(Array.from(log.blocks)).toEqual([1, 2]);
  expect(Array.from(log.attrs.mgasps)).toEqual([10, 20]);
  expect(released.pairs).toMatchObject({ length: 0, thresholdPct: 10 });
  expect(released.pairs.block).toHaveLength(0);
});

test('an attribute column still scaled is widened into the released times, its integers freed', () => {
  // A million-block log's Mgas/s is held as scaled integers (core/blocks/scaled-column.ts) until a report reads it:
  // its doubles then go where the times were (pages already written), not into fresh pages of its own buffer.
  const ms = Float64Array.of(5, 6, 7);
  const integers = Int32Array.of(7809, SCALED_NONE, 12);
  const mgasps = { scaled: integers, decimals: 2 };
  const log = {
    format: 'besu',
    blocks: Float64Array.of(1, 2, 3),
    ms,
    lines: new Uint32Array(0),
    attrs: { mgasps },
    warnings: [],
    blocksWithoutTiming: 0,
  };
  const pairs = {
    length: 3,
    block: log.blocks,
    baselineMs: ms,
    candidateMs: ms.slice(),
    thresholdPct: 10,
    setLabels: [],
    inSet: [],
  };
  releaseTimes([log], [{ candidateLabel: 'test', comparison: {} as never, pairs }], [ms]);
  expect(log.ms).toHaveLength(0);
  expect(integers).toHaveLength(0);
  expect(Array.from(columnDoubles(mgasps))).toEqual([78.09, NaN, 0.12]);
  expect(columnDoubles(mgasps).buffer).toBe(ms.buffer);
  expect(Array.from(log.blocks)).toEqual([1, 2, 3]);
});
