// Every metric of slow-block logs, on generated logs whose phases have known truths (bench/gen-slowblock.mjs):
// +20% on the phase that computes the state root only, so +3% on the total (it is 15% of it).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareInputs } from '../../src/pipeline/compare-inputs.js';
import { blockRequest } from './support/block-request.js';
import { renderReportHtml } from '../../src/report/html/page.js';
import { renderReportText } from '../../src/report/report.js';
import type { BlockComparison } from '../../src/core/model.js';
import { writeSlowBlockRun } from '../support/slow-block-logs.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-phases-'));
const STATE_ROOT_PHASE: Record<string, string> = {
  besu: 'state_hash',
  geth: 'state_hash',
  nethermind: 'state_root',
  reth: 'state_hash',
};

/** Writes run `run` of `client` (seed 3) with `effects`, through the generator itself (in this process). */
function generate(client: string, run: number, effects: Record<string, number>): string {
  const file = path.join(dir, `${client}-${run}-${Object.keys(effects).join('')}.log`);
  return writeSlowBlockRun(file, { client, blocks: 800, seed: 3, run, effects });
}

async function compare(baseline: string, candidate: string, metric?: string) {
  const report = await compareInputs(blockRequest(baseline, [candidate], metric ? { metric } : {}));
  if (report.kind !== 'blocks') throw new Error('expected a block comparison');
  return { report, c: report.results[0].comparison };
}

const metricOf = (c: BlockComparison, id: string) => c.metrics?.find((m) => m.id === id);

describe.each(['geth', 'besu', 'nethermind', 'reth'])(
  '%s slow-block logs, +20%% on the state root',
  (client) => {
    const phase = STATE_ROOT_PHASE[client];
    let baseline: string;
    let candidate: string;
    beforeAll(() => {
      baseline = generate(client, 0, {});
      candidate = generate(client, 1, { [phase]: 20 });
    });

    test('the report opens on the state root; its Δ covers +20%; execution is not called a change', async () => {
      const { report, c } = await compare(baseline, candidate);
      const phases = c.phases;
      expect(phases).toBeDefined();
      expect(phases?.rows[0].id).toBe(phase);
      const shift = phases?.rows[0].shift;
      expect(shift?.ciLowPct).toBeLessThanOrEqual(20);
      expect(shift?.ciHighPct).toBeGreaterThanOrEqual(20);
      // The rows add up to the total's Δ (the `other` row holds what no phase does: geth's validation).
      const sum = phases?.rows.reduce((s, r) => s + r.contributionPct, 0) ?? NaN;
      expect(sum).toBeCloseTo(phases?.totalDeltaPct ?? NaN, 2); // phases printed to 0.001 ms
      expect(phases?.note !== undefined).toBe(client === 'geth');
      expect(['no-change', 'inconclusive']).toContain(metricOf(c, 'execution')?.verdict);
      expect(metricOf(c, phase)?.verdict).toBe('regression');
      // Counts are context; rates are bigger-is-better.
      expect(metricOf(c, 'reads.accounts')).toMatchObject({ judged: false, verdict: 'inconclusive' });
      expect(metricOf(c, 'mgasps')?.direction).toBe('bigger-is-better');
      const label = phase === 'state_root' ? 'state root' : 'state hash';
      expect(renderReportText(report).startsWith(`Where the time went: ${label} moved the total most`)).toBe(
        true,
      );
    });

    test('the verdict follows --metric: the total by default, the phase when named', async () => {
      const byDefault = (await compare(baseline, candidate)).c;
      expect(byDefault.metric?.id).toBe('total');
      expect(byDefault.verdict).toBe(metricOf(byDefault, 'total')?.verdict);
      const byPhase = (await compare(baseline, candidate, phase)).c;
      expect(byPhase.metric?.id).toBe(phase);
      expect(byPhase.verdict).toBe('regression');
      const byExecution = (await compare(baseline, candidate, 'execution')).c;
      expect(['no-change', 'inconclusive']).toContain(byExecution.verdict);
    });
  },
);

test('a metric the logs do not carry, or a count, is refused with the choices', async () => {
  const a = generate('besu', 0, {});
  const b = generate('besu', 1, {});
  await expect(compare(a, b, 'state_root')).rejects.toThrow(
    /not carried by these logs: use one of execution, total/,
  );
  await expect(compare(a, b, 'reads.accounts')).rejects.toThrow(/is a count/);
});

test('HTML: phase shares per cut for both runs, each phase Δ with its interval, a metric picker', async () => {
  const a = generate('nethermind', 0, {});
  const b = generate('nethermind', 1, { state_root: 20 });
  const { report, c } = await compare(a, b);
  const html = renderReportHtml(report);
  const phases = c.phases;
  if (!phases) throw new Error('expected phases');
  expect(html).toContain('<h2>Where the time went</h2>');
  // One segment per phase in each run's bar of each cut that holds blocks.
  const cutsWithBlocks = phases.cuts.filter((cut) => cut.blocks > 0).length;
  const segments = html.match(/% of the total<\/title><\/rect>/g) ?? [];
  expect(segments.length).toBe(cutsWithBlocks * 2 * phases.rows.length);
  // One dot with its interval per phase, the state root first.
  const dots = [...html.matchAll(/<title>([^<:]+): [^<]* of the total&#39;s Δ<\/title><\/circle>/g)];
  expect(dots.map((m) => m[1])).toEqual(phases.rows.map((r) => r.label));
  expect(dots[0][1]).toBe('state root');
  // The picker lists the judged metrics, the verdict metric first; only its charts are shown at load.
  const options = [...html.matchAll(/<option value="([^"]+)">/g)].map((m) => m[1]);
  expect(options[0]).toBe('total');
  expect(options).toEqual(expect.arrayContaining(['execution', 'state_root', 'mgasps', 'cache.account']));
  expect(options).not.toContain('reads.accounts');
  expect(html).toMatch(/data-metric="total">/);
  expect(html).toMatch(/data-metric="state_root" hidden>/);
});
