// updateChangePoints re-analyses only the tail, and must give exactly what a full analysis gives.
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints,
  type ChangePointOptions,
  type SeriesAnalysis,
} from '../../../src/core/changepoints.js';
import { stepSeries } from './synthetic.js';

const withoutState = (r: SeriesAnalysis) => ({ ...r, state: undefined });

/** Grows the series from `from` points in chunks of `chunk`, checking every analysis against a full one. */
function growAndCompare(values: number[], from: number, chunk: number, options: ChangePointOptions = {}) {
  let previous = detectChangePoints(values.slice(0, from), options);
  let checked = 0;
  for (let n = from + chunk; n <= values.length; n += chunk) {
    const prefix = values.slice(0, n);
    const incremental = updateChangePoints(prefix, previous.state, options);
    const full = detectChangePoints(prefix, options);
    expect(withoutState(incremental)).toEqual(withoutState(full));
    expect(incremental.state).toEqual(full.state);
    previous = incremental;
    checked++;
  }
  return checked;
}

describe('updateChangePoints gives the change points of a full analysis', () => {
  // Steps, spikes and a step whose first points arrive one at a time (pending, then a change point).
  const series = stepSeries(
    11,
    400,
    [
      { at: 90, pct: 9 },
      { at: 200, pct: -7 },
      { at: 330, pct: 15 },
    ],
    [60, 150, 151, 260, 331],
  );

  test('one point at a time, through steps, spikes and pending points', () => {
    expect(growAndCompare(series.values, 20, 1)).toBe(380);
    const last = detectChangePoints(series.values);
    expect(last.changePoints.map((c) => c.index)).toEqual([90, 200, 330]);
  });

  test('in chunks of 7 and 50, at window 30 and with a magnitude floor', () => {
    growAndCompare(series.values, 3, 7, { window: 30 });
    growAndCompare(series.values, 100, 50, { minMagnitude: 0.08 });
  });

  test('reproducing Otava, one point at a time', () => {
    growAndCompare(series.values.slice(0, 250), 40, 1, { reproduceOtava: true });
  });

  test('a step of one point at the end is pending, then a change point once a second point agrees', () => {
    const { values } = stepSeries(12, 202, [{ at: 200, pct: 15 }]);
    const before = detectChangePoints(values.slice(0, 200));
    expect(before).toMatchObject({ changePoints: [], pending: [], outliers: [] });
    const first = updateChangePoints(values.slice(0, 201), before.state);
    expect(first).toMatchObject({ changePoints: [], pending: [200], outliers: [] });
    const second = updateChangePoints(values, first.state);
    expect(second.changePoints.map((c) => c.index)).toEqual([200]);
    expect(second).toMatchObject({ pending: [], outliers: [] });
  });

  test('only the tail is re-analysed: the split resumes past the settled windows', () => {
    const before = detectChangePoints(series.values.slice(0, 399));
    const state = before.state!;
    expect(state.splitStart).toBeGreaterThan(399 - 50 - 56 - 25);
    expect(state.settled).toBe(399 - 61);
    expect(state.weakPoints.length).toBeGreaterThanOrEqual(3);
  });

  test('a state that does not fit means a full analysis', () => {
    const values = series.values;
    const state = detectChangePoints(values.slice(0, 300)).state;
    const full = withoutState(detectChangePoints(values));
    // Other options, a changed early value, a shorter series, no state.
    expect(withoutState(updateChangePoints(values, state, { window: 40 }))).toEqual(
      withoutState(detectChangePoints(values, { window: 40 })),
    );
    const edited = [...values];
    edited[10] *= 1.5;
    expect(withoutState(updateChangePoints(edited, state))).toEqual(withoutState(detectChangePoints(edited)));
    expect(withoutState(updateChangePoints(values.slice(0, 200), state))).toEqual(
      withoutState(detectChangePoints(values.slice(0, 200))),
    );
    expect(withoutState(updateChangePoints(values, undefined))).toEqual(full);
  });
});

describe('newChangePoints: one alert per change point while a series grows', () => {
  test('a step announced once, though its index settles as points arrive; nothing else announced', () => {
    // Seed 4: the first step's index moves between 94 and 100 as points arrive (seeds 5, 23, 33, 59 too).
    const { values, steps } = stepSeries(
      4,
      320,
      [
        { at: 100, pct: 6 },
        { at: 210, pct: -8 },
      ],
      [150],
    );
    let previous = detectChangePoints(values.slice(0, 60));
    const alerts: number[] = [];
    const exactBirths: number[] = [];
    for (let n = 61; n <= values.length; n++) {
      const current = updateChangePoints(values.slice(0, n), previous.state);
      alerts.push(...newChangePoints(previous.changePoints, current.changePoints).map((c) => c.index));
      const before = new Set(previous.changePoints.map((c) => c.index));
      exactBirths.push(...current.changePoints.filter((c) => !before.has(c.index)).map((c) => c.index));
      previous = current;
    }
    expect(alerts).toHaveLength(2);
    alerts.forEach((a, i) => expect(Math.abs(a - steps[i])).toBeLessThanOrEqual(3));
    // Matching by exact index would have announced a step again when it moved.
    expect(exactBirths.length).toBeGreaterThan(10);
  });

  test('the same place in the other direction is a new change point', () => {
    const up = detectChangePoints(seriesUp()).changePoints;
    const down = up.map((c) => ({ ...c, forwardChangePct: -c.forwardChangePct }));
    expect(newChangePoints(up, up)).toEqual([]);
    expect(newChangePoints(up, down)).toEqual(down);
    expect(newChangePoints([], up)).toEqual(up);
  });
});

function seriesUp(): number[] {
  return stepSeries(3, 120, [{ at: 60, pct: 10 }]).values;
}
