// A comparison whose verdict alone is read (`compare --quiet` without output files) or compared (`--metrics verdict`)
// parses only the columns a verdict may rest on: the same verdict, without the other metrics' columns.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BlockComparison } from '../../src/core/model.js';
import type { CompareRequest } from '../../src/pipeline/compare-request.js';
import { writeSlowBlockRun } from '../support/slow-block-logs.js';
import { blockRequest, firstBlockComparison } from './support/block-request.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-verdict-columns-'));
const synthetic = path.resolve('__fixtures__/shared/fixtures/synthetic');
const besu = ['besu-control.log', 'besu-test.log'].map((f) => path.join(synthetic, f));

const compare = (files: string[], extra: Partial<CompareRequest> = {}) =>
  firstBlockComparison(blockRequest(files[0], [files[1]], extra));

/** What decides the exit code: the verdict, its metric, and the all-blocks cut it rests on. */
const verdictOf = (c: BlockComparison) => ({
  verdict: c.verdict,
  metric: c.metric?.id,
  reason: c.reason,
  all: c.cuts[0].shift,
});

test('a Besu pair read for its verdict alone: the same verdict, no Mgas/s column parsed', async () => {
  const full = await compare(besu);
  expect(full.metrics?.map((m) => m.id)).toEqual(['time', 'mgasps']);
  const quiet = await compare(besu, { readsOnlyVerdict: true });
  expect(quiet.metrics).toBeUndefined();
  expect(verdictOf(quiet)).toEqual({ ...verdictOf(full), metric: undefined });
  // `--metrics verdict` gives what it gave when it parsed every column.
  expect(await compare(besu, { metrics: 'verdict' })).toEqual(quiet);
});

test('a named metric other than the time is read as before', async () => {
  const c = await compare(besu, { readsOnlyVerdict: true, metric: 'mgasps' });
  expect(c.metric?.id).toBe('mgasps');
  await expect(compare(besu, { readsOnlyVerdict: true, metric: 'total' })).rejects.toThrow(
    'use one of time, mgasps',
  );
});

describe.each(['geth', 'besu', 'nethermind', 'reth'])('%s slow-block logs', (client) => {
  test('read for the verdict alone: the total is kept, the phases, rates and counts are not', async () => {
    const files = [0, 1].map((run) =>
      writeSlowBlockRun(path.join(dir, `${client}-${run}.log`), {
        client,
        blocks: 600,
        seed: 5,
        run,
        effects: run === 1 ? { [client === 'nethermind' ? 'state_root' : 'state_hash']: 20 } : {},
      }),
    );
    const full = await compare(files);
    expect(full.metrics?.length).toBeGreaterThan(4);
    for (const extra of [{ readsOnlyVerdict: true }, { metrics: 'verdict' as const }]) {
      const c = await compare(files, extra);
      expect(c.metrics?.map((m) => m.id)).toEqual(['execution', 'total']);
      expect(verdictOf(c)).toEqual(verdictOf(full));
    }
    const time = await compare(files, { readsOnlyVerdict: true, metric: 'time' });
    expect(time.metrics).toBeUndefined();
    expect(time.metric).toBeUndefined();
  });
});
