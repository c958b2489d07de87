// A phase-only regression on main (Nethermind slow-block logs from bench/gen-slowblock.mjs: +20% on state_root_ms
// from commit c15 on, the other phases unchanged) raises an alert on the state-root series naming that commit;
// the execution series raise none. (Measured: state_root p50 +18.8% and p99 +20.2% at c15; state_hash, which
// holds the state root, and the total +3.5% and Mgas/s −2.6% also moved and alert.)
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSlowBlockRun } from '../support/slow-block-logs.js';
import { getJson, startService, upload } from './harness.js';

const RUNS = 30;
const STEP = 15;

/** Runs 0..RUNS-1 of one chain, the state root 20% slower from run STEP on. */
function generateRuns(): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-phase-alerts-'));
  for (let run = 0; run < RUNS; run++) {
    writeSlowBlockRun(dir + '/run-' + run + '.log', {
      client: 'nethermind',
      blocks: 300,
      seed: 5,
      run,
      effects: run >= STEP ? { state_root: 20 } : {},
    });
  }
  return Array.from({ length: RUNS }, (_, run) => readFileSync(path.join(dir, `run-${run}.log`), 'utf8'));
}

interface Alert {
  key: string;
  metric: string;
  commit: string;
  direction: string;
  magnitudePct: number;
}

test('a state-root-only regression raises an alert naming the phase and the commit', async () => {
  const runs = generateRuns();
  const service = await startService('sqlite');
  try {
    const token = await service.token('phases');
    for (let i = 0; i < RUNS; i++) {
      const res = await upload(service, 'phases', token, runs[i], {
        commit: `c${String(i).padStart(2, '0')}`,
        run: String(i),
        name: 'slowblock.log',
        time: new Date(Date.UTC(2026, 10, 1, i)).toISOString(),
      });
      expect([200, 201]).toContain(res.status);
    }
    service.app.benchdelta.background.kick();
    for (let round = 0; round < 3; round++) await service.app.benchdelta.background.idle();
    const { body } = await getJson<{ alerts: Alert[] }>(`${service.url}/api/v1/projects/phases/alerts`);
    const onAll = body.alerts.filter((a) => a.key === 'all');
    const stateRoot = onAll.filter((a) => a.metric === 'state_root p50');
    expect(stateRoot).toHaveLength(1);
    expect(stateRoot[0]).toMatchObject({ commit: `c${STEP}`, direction: 'regression' });
    expect(stateRoot[0].magnitudePct).toBeGreaterThan(15);
    expect(stateRoot[0].magnitudePct).toBeLessThan(25);
    expect(
      onAll.filter((a) => a.metric.startsWith('execution') || a.metric.startsWith('storage_merkle')),
    ).toEqual([]);
  } finally {
    await service.close();
  }
}, 240_000); // 30 ingests and change-point passes: ~45 s alone, longer on a shared machine
