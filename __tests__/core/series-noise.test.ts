// The service history's arithmetic (issue #17): a series' level since its last step, each run's common shift
// across the suite, a series' own run-to-run noise apart from it, and the sd of a whole run's speed.
import {
  ownRunToRunNoise,
  runShifts,
  runSpeedSd,
  runToRunNoise,
  seriesLevel,
} from '../../src/core/micro/between-run/series-noise.js';

/** Run i's deviation in [−1, 1): a fixed pseudo-random sequence. */
const jitter = (i: number) => (((i * 2654435761) >>> 0) % 1000) / 500 - 1;

test('the level is the median of the runs since the last step', () => {
  // 12 runs near 100, then a real step to 130 held for 10 runs: the level is the new one, over those 10.
  const values = [
    ...Array.from({ length: 12 }, (_, i) => 100 * (1 + 0.01 * jitter(i))),
    ...Array.from({ length: 10 }, (_, i) => 130 * (1 + 0.01 * jitter(i + 50))),
  ];
  const level = seriesLevel(values);
  expect(level?.runs).toBe(10);
  expect(level?.level).toBeGreaterThan(128.5);
  expect(level?.level).toBeLessThan(131.5);
  // No step: every run counts; one slow run moves a median little.
  const flat = seriesLevel([100, 101, 99, 100, 160, 100, 101, 99, 100, 100, 101, 99]);
  expect(flat).toEqual({ level: 100, runs: 12 });
  expect(seriesLevel([])).toBeNull();
});

test("each run's common shift is taken out of a series' own noise", () => {
  // 8 series × 12 runs: each run's whole suite is faster or slower by up to ±5%, each series moves ±0.5% of
  // its own. With the shift in, a series' sd is the run's; taken out, its own.
  const speed = (r: number) => 1 + 0.05 * jitter(r + 300);
  const series = Array.from({ length: 8 }, (_, s) =>
    Array.from({ length: 12 }, (_, r) => ({
      run: 1000 + r,
      value: 50 * (s + 1) * speed(r) * (1 + 0.005 * jitter(r * 8 + s)),
    })),
  );
  const shifts = runShifts(series);
  expect(shifts.size).toBe(11);
  // The shift at run r is ln(speed(r) / speed(r − 1)), within the series' own noise.
  for (const [run, shift] of shifts) {
    const r = run - 1000;
    expect(Math.abs(shift - Math.log(speed(r) / speed(r - 1)))).toBeLessThan(0.01);
  }
  const raw = runToRunNoise(series[0].map((p) => p.value))!;
  const own = ownRunToRunNoise(series[0], shifts)!;
  expect(raw.sd).toBeGreaterThan(0.02);
  expect(own.sd).toBeLessThan(0.01);
  expect(own.n).toBe(11);
  // A whole run's speed: the shifts' robust sd over √2 (each is a difference of two runs), about 2.9% here
  // (uniform ±5%: sd 5/√3).
  const sd = runSpeedSd(shifts)!;
  expect(sd).toBeGreaterThan(0.015);
  expect(sd).toBeLessThan(0.05);
  // Fewer than 5 series share a run: no shift is estimated, and the own noise is the plain one.
  expect(runShifts(series.slice(0, 4)).size).toBe(0);
  expect(runSpeedSd(new Map())).toBeNull();
});
