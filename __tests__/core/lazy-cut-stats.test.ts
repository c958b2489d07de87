// A metric other than the verdict's leaves its cuts' descriptive statistics (quantiles, mean and median Δ%,
// histogram) until a report reads them (core/blocks/cut-stats.ts): what it reads must be what an eager comparison gives.
import path from 'node:path';
import { compareBlockMetrics } from '../../src/core/compare-metrics.js';
import { DEFAULT_COMPARE_OPTIONS } from '../../src/core/compare-blocks.js';
import type { BlockLog, CutStats } from '../../src/core/model.js';
import type { ComparisonReport } from '../../src/core/report-model.js';
import { renderReportText } from '../../src/report/report.js';
import { readBlockLog } from '../../src/formats/eth/index.js';

const SYNTHETIC = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/synthetic');
const LAZY_KEYS = [
  'meanDeltaPct',
  'meanDeltaCi',
  'medianDeltaPct',
  'medianDeltaCi',
  'quantiles',
  'histogram',
];

let baseline: BlockLog;
let candidate: BlockLog;
beforeAll(async () => {
  [baseline, candidate] = await Promise.all(
    ['control', 'test'].map((side) => readBlockLog(path.join(SYNTHETIC, `besu-18k-${side}.log.gz`))),
  );
});

/** Mgas/s's cuts: compared lazily beside the time (the default), or eagerly as the verdict metric. */
const mgaspsCuts = (metric?: string): CutStats[] => {
  const { comparison } = compareBlockMetrics([baseline], [candidate], DEFAULT_COMPARE_OPTIONS, { metric });
  return comparison.metrics?.find((m) => m.id === 'mgasps')?.cuts ?? [];
};
const isAccessor = (cut: CutStats, key: string) =>
  Object.getOwnPropertyDescriptor(cut, key)?.get !== undefined;

test('a metric beside the verdict reads, key for key and in order, what the eager comparison gives', () => {
  const lazy = mgaspsCuts();
  const eager = mgaspsCuts('mgasps');
  expect(lazy).toHaveLength(3);
  for (const cut of lazy) for (const key of LAZY_KEYS) expect(isAccessor(cut, key)).toBe(true);
  for (const cut of eager) for (const key of LAZY_KEYS) expect(isAccessor(cut, key)).toBe(false);
  // JSON reads each field: the text is the eager comparison's byte for byte (field order included).
  expect(JSON.stringify(lazy)).toBe(JSON.stringify(eager));
  for (const cut of lazy) for (const key of LAZY_KEYS) expect(isAccessor(cut, key)).toBe(false);
  expect(lazy[0].quantiles.map((q) => q.q)).toEqual(['p50', 'p90', 'p99']);
});

test('reading the quantiles computes them alone, any other descriptive field the others; a field set first keeps what it was given', () => {
  const [all, slow] = mgaspsCuts();
  expect(Number.isFinite(all.quantiles[2].deltaPct)).toBe(true);
  // What the text and Markdown reports read of a metric beside the verdict: the mean, median and histogram wait.
  for (const key of LAZY_KEYS) expect(isAccessor(all, key)).toBe(key !== 'quantiles');
  expect(Number.isFinite(all.meanDeltaPct)).toBe(true);
  for (const key of LAZY_KEYS) expect(isAccessor(all, key)).toBe(false);
  slow.histogram = [];
  expect(slow.histogram).toEqual([]);
  expect(Number.isFinite(slow.medianDeltaPct)).toBe(true);
  expect(slow.histogram).toEqual([]);
  expect(isAccessor(slow, 'quantiles')).toBe(true);
  const eagerSlow = mgaspsCuts('mgasps')[1];
  expect(slow.medianDeltaPct).toBe(eagerSlow.medianDeltaPct);
  expect(slow.quantiles).toEqual(eagerSlow.quantiles);
});

test('the verdict metric and the time keep every statistic eager', () => {
  const { comparison } = compareBlockMetrics([baseline], [candidate], DEFAULT_COMPARE_OPTIONS);
  for (const cut of comparison.cuts) for (const key of LAZY_KEYS) expect(isAccessor(cut, key)).toBe(false);
});

test('a metric beside the verdict is compared only when a report first reads it, and reads as the eager one', () => {
  const entryOf = (metric?: string) =>
    compareBlockMetrics([baseline], [candidate], DEFAULT_COMPARE_OPTIONS, {
      metric,
    }).comparison.metrics?.find((m) => m.id === 'mgasps') as NonNullable<
      ReturnType<typeof compareBlockMetrics>['comparison']['metrics']
    >[number];
  const lazy = entryOf();
  const eager = entryOf('mgasps');
  // Until read, its verdict, reason, cuts and match are accessors: the verdict line alone never compares it.
  for (const key of ['verdict', 'reason', 'cuts', 'match']) expect(isAccessor(lazy as never, key)).toBe(true);
  expect(isAccessor(eager as never, 'cuts')).toBe(false);
  // One read settles them all, in their places; a reason the comparison lacks is left out, as eagerly.
  expect(JSON.stringify(lazy)).toBe(JSON.stringify(eager));
  expect(Object.keys(lazy)).toEqual(Object.keys(eager));
  for (const key of Object.keys(lazy)) expect(isAccessor(lazy as never, key)).toBe(false);
  expect(lazy.verdict).toBe(eager.verdict);
});

test("the text report computes of Mgas/s only what it shows: its comparison and its all cut's quantiles", () => {
  const { comparison } = compareBlockMetrics([baseline], [candidate], DEFAULT_COMPARE_OPTIONS);
  const report: ComparisonReport = {
    kind: 'blocks',
    baselineLabel: 'control',
    results: [{ candidateLabel: 'test', comparison, pairs: undefined as never }],
  };
  const text = renderReportText(report);
  const entry = comparison.metrics?.find((m) => m.id === 'mgasps');
  const cuts = entry?.cuts ?? [];
  expect(cuts).toHaveLength(3);
  for (const [i, cut] of cuts.entries())
    for (const key of LAZY_KEYS) expect(isAccessor(cut, key)).toBe(i > 0 || key !== 'quantiles');
  // The same text as when every statistic was computed first.
  JSON.stringify(comparison);
  expect(renderReportText(report)).toBe(text);
});
