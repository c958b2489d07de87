// The micro-benchmark gate over many generated go suites: a cheap version of bench/micro-calibration.mjs (20
// and 10 suites where the script runs 100). A calibration, so it runs in the e2e project (jest.config.js).
import { compareMicro } from '../../src/core/compare-micro.js';
import { parseGoBench } from '../../src/formats/micro/gobench.js';
import { poolMicroRuns } from '../../src/pipeline/micro-runs.js';

describe('the gate over many benchmarks (bench/micro-calibration.mjs, fewer suites)', () => {
  type Calibrate = (
    core: unknown,
    count: number,
    seed: number,
    outliers?: boolean,
    realistic?: boolean,
    runs?: number,
  ) => Record<string, number>;
  const load = async () =>
    ((await import('../../bench/micro-calibration.mjs' as string)) as { runCalibration: Calibrate })
      .runCalibration;

  test('20 generated A/A suites of 200 × 5 samples never fail; with 5 benchmarks 20% slower most suites fail', async () => {
    // One run per side: between-run noise is taken from the suite, with heavy tails (docs/micro-noise.md), so
    // power is below a within-run-only test's (100 suites: bench/micro-calibration.mjs 100 1).
    const r = (await load())({ compareMicro, parseGoBench }, 20, 1001);
    expect(r.aaFail).toBe(0);
    expect(r.slowFail).toBeGreaterThanOrEqual(14);
    expect(r.found).toBeGreaterThanOrEqual(55); // of 100 slowed benchmarks (59 measured)
    expect(r.falseInSlowed).toBeLessThanOrEqual(2);
  });

  test('suites run twice per side on a shared host (between-run noise, run factor, bimodal, stalls): A/A one run per side passes; 3 + 3 replicated runs find every slowed benchmark', async () => {
    const run = await load();
    const single = run({ compareMicro, parseGoBench }, 10, 2001, false, true, 1);
    expect(single.aaFail).toBe(0);
    const replicated = run({ compareMicro, parseGoBench, poolMicroRuns }, 10, 2001, false, true, 3);
    // 60 suites (bench/micro-calibration.mjs 60 3001 realistic 3): A/A 2 of 60, 98% of slowed found.
    expect(replicated.aaFail).toBeLessThanOrEqual(1);
    expect(replicated.slowFail).toBe(10);
    expect(replicated.found).toBeGreaterThanOrEqual(45);
    expect(replicated.falseInSlowed).toBeLessThanOrEqual(2);
  });
});
