// Steps and drifts (analyseChanges): trends are one drift, seasons are no steps, steps are placed by a change
// of mean and variance, and each step says which independent tests agreed with E-divisive.
import { analyseChanges, detectChangePoints } from '../../../src/core/changepoints.js';
import { fitRamp, mannKendall, theilSenSlope } from '../../../src/core/changepoints/drift.js';
import { findPeriod, removeSeason } from '../../../src/core/changepoints/season.js';
import { UserError } from '../../../src/core/errors.js';
import { mulberry32 } from '../../../src/core/stats/random.js';
import { seriesValues } from './otava-oracle.js';
import { fixtureSeries, type Annotated, type RealWorld } from './fixtures.js';
import { accountBalance, autocorrelatedNoise, gaussian, randomWalk, stepSeries } from './synthetic.js';

const realWorld = fixtureSeries<RealWorld>('realworld.json');
const annotated = fixtureSeries<Annotated>('annotated.json');

describe('Mann–Kendall, Theil–Sen and the ramp', () => {
  test('S counts concordant less discordant pairs, ties counted as neither (checked by brute force)', () => {
    const rand = mulberry32(3);
    const values = Array.from({ length: 57 }, () => Math.round(rand() * 20));
    let s = 0;
    for (let i = 0; i < values.length; i++) {
      for (let j = i + 1; j < values.length; j++) s += Math.sign(values[j] - values[i]);
    }
    expect(mannKendall(values, 0, values.length).s).toBe(s);
    // 1 2 3 2: pairs (1,2)+ (1,3)+ (1,2)+ (2,3)+ (2,2)0 (3,2)− → S = 3.
    expect(mannKendall([1, 2, 3, 2], 0, 4).s).toBe(3);
  });

  test('Theil–Sen ignores an outlier that pulls least squares', () => {
    const values = Array.from({ length: 30 }, (_, i) => 2 * i + 5);
    values[29] = 1000;
    expect(theilSenSlope(values, 0, 30)).toBeCloseTo(2, 12);
  });

  test('the ramp fit finds where a drift starts and stops', () => {
    const values = Array.from({ length: 200 }, (_, i) => 100 + 0.5 * (Math.min(Math.max(i, 60), 140) - 60));
    expect(fitRamp(values, 0, 200, 20)).toMatchObject({ from: 60, to: 141 });
  });
});

describe('seasons', () => {
  test('the period of a cycle is found, and taking it out leaves the level', () => {
    const rand = mulberry32(9);
    const values = Array.from(
      { length: 240 },
      (_, i) => 100 + 5 * Math.sin((2 * Math.PI * i) / 12) + gaussian(rand),
    );
    expect(findPeriod(values)).toBe(12);
    const flat = removeSeason(values, 12);
    const spread = Math.max(...flat) - Math.min(...flat);
    expect(spread).toBeLessThan(8); // ± 3σ of the noise, where the cycle alone spans 10
  });

  test('an irregular weekly or monthly profile is its period, not a multiple of it', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const rand = mulberry32(300 + seed);
      const period = seed % 2 === 0 ? 12 : 7;
      const profile = Array.from({ length: period }, () => gaussian(rand));
      const values = Array.from({ length: 360 }, (_, i) =>
        Math.round(1000 * (1 + 0.002 * i) * (1 + 0.08 * profile[i % period]) * (1 + 0.01 * gaussian(rand))),
      );
      expect({ seed, period: findPeriod(values) }).toEqual({ seed, period });
    }
  });

  test('noise and steps have no period', () => {
    expect(findPeriod(stepSeries(4, 300, [{ at: 150, pct: 20 }]).values)).toBeUndefined();
    expect(findPeriod(seriesValues('no-change'))).toBeUndefined();
  });
});

describe('analyseChanges', () => {
  test('a slow drift is one drift, not a staircase of steps; the old method cut it into many', () => {
    const rand = mulberry32(21);
    const values = Array.from(
      { length: 300 },
      (_, i) => 100 * (1 + 0.002 * Math.max(0, i - 100)) * (1 + 0.003 * gaussian(rand)),
    );
    expect(detectChangePoints(values).changePoints.length).toBeGreaterThan(3);
    const r = analyseChanges(values);
    expect(r.steps).toEqual([]);
    expect(r.drifts).toHaveLength(1);
    const [d] = r.drifts;
    expect(Math.abs(d.start - 100)).toBeLessThanOrEqual(5);
    expect(d.end).toBe(300);
    expect(d.slopePctPerPoint).toBeCloseTo(0.2, 1);
    expect(d.totalPct).toBeGreaterThan(35);
    expect(d.totalPct).toBeLessThan(45);
  });

  test('a rising trend with a cycle of 24 is one drift, no steps; without the season taken out, steps', () => {
    const rand = mulberry32(5);
    const cycle = (i: number) => 1 + 0.06 * Math.sin((2 * Math.PI * i) / 24);
    const values = Array.from(
      { length: 240 },
      (_, i) => 100 * (1 + 0.003 * i) * cycle(i) * (1 + 0.01 * gaussian(rand)),
    );
    const r = analyseChanges(values);
    expect(r).toMatchObject({ steps: [], period: 24 });
    expect(r.drifts).toHaveLength(1);
    // Without the season taken out the cycle is not cut into steps either: what it leaves about the
    // segments' means hangs together (serial correlation), which independent noise does not.
    expect(analyseChanges(values, { season: false })).toMatchObject({ steps: [], period: null });
    expect(detectChangePoints(values).changePoints.length).toBeGreaterThan(5);
    // A step in the cycle is still a step.
    const flat = Array.from(
      { length: 240 },
      (_, i) => 100 * cycle(i) * (1 + 0.01 * gaussian(rand)) * (i >= 130 ? 1.15 : 1),
    );
    expect(analyseChanges(flat).steps.map((s) => s.index)).toEqual([130]);
  });

  test('a change of mean and variance (0 → 2, σ 1 → 2 at 179 of 300) is placed at it', () => {
    let near = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const rand = mulberry32(seed);
      const values = Array.from({ length: 300 }, (_, i) =>
        i < 179 ? gaussian(rand) : 2 + 2 * gaussian(rand),
      );
      const steps = analyseChanges(values).steps.map((s) => s.index);
      if (steps.length === 1 && Math.abs(steps[0] - 179) <= 3) near++;
    }
    expect(near).toBeGreaterThanOrEqual(16);
  });

  test('each step says which independent tests agreed with E-divisive', () => {
    const { values } = stepSeries(7, 200, [{ at: 120, pct: 12 }]);
    const [step] = analyseChanges(values).steps;
    expect(step.index).toBe(120);
    expect(step.agreedBy).toEqual(['rank test', 'likelihood ratio']);
    expect(step.tests.eDivisiveP).toBeLessThan(0.001);
    expect(step.forwardChangePct).toBeGreaterThan(9);
  });

  test('the magnitude threshold and the least segment length are stated and applied', () => {
    const { values } = stepSeries(2, 200, [{ at: 100, pct: 3 }], [], 0.003);
    expect(analyseChanges(values).steps.map((s) => s.index)).toEqual([100]);
    expect(analyseChanges(values, { minMagnitude: 0.05 }).steps).toEqual([]);
    expect(analyseChanges(values).settings).toMatchObject({ minMagnitude: 0.02, minSegment: 5, window: 50 });
  });

  test('the annotated set: steps where annotated (±5), drifts as one drift, nothing else', () => {
    for (const s of annotated) {
      const r = analyseChanges(s.values);
      const steps = r.steps.map((x) => x.index);
      expect({ name: s.name, count: steps.length }).toEqual({ name: s.name, count: s.changePoints.length });
      s.changePoints.forEach((t, i) => expect(Math.abs(steps[i] - t)).toBeLessThanOrEqual(5));
      expect({ name: s.name, drifts: r.drifts.length }).toEqual({ name: s.name, drifts: s.drifts.length });
    }
  });

  test('a random walk and autocorrelated noise wander: hardly any steps (the old method cut them into many)', () => {
    let old = 0;
    let cut = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const rand = mulberry32(100 + seed);
      const walk = randomWalk(rand);
      const ar = autocorrelatedNoise(rand);
      for (const values of [walk, ar]) {
        if (analyseChanges(values).steps.length > 0) cut++;
        old += detectChangePoints(values).changePoints.length;
      }
    }
    // None of these 40 series gets a step, nor of 100 with seeds 1–50.
    expect(cut).toBeLessThanOrEqual(1);
    expect(old).toBeGreaterThan(100);
  });

  test('an account balance of many small exactly flat moves has no step; one abrupt 40% fall in it is one', () => {
    let quiet = 0;
    let found = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const rand = mulberry32(400 + seed);
      const balance = (fall: number) => accountBalance(rand, fall);
      const fell = analyseChanges(balance(150)).steps.map((s) => s.index);
      if (fell.length === 1 && Math.abs(fell[0] - 150) <= 5) found++;
      if (analyseChanges(balance(-1)).steps.length === 0) quiet++;
    }
    expect({ quiet, found }).toEqual({ quiet: 10, found: 10 });
  });

  test('a crash in an exponential growth is one step of its size there, the growth no steps', () => {
    let found = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const rand = mulberry32(200 + seed);
      const values = Array.from({ length: 400 }, (_, i) =>
        Math.round(50 * Math.exp(0.01 * i) * (i >= 250 ? 0.7 : 1) * (1 + 0.02 * gaussian(rand))),
      );
      const steps = analyseChanges(values).steps;
      if (steps.length === 1 && Math.abs(steps[0].index - 250) <= 5) {
        found++;
        // Measured over the local line, not between the segments' means (the growth catches up).
        expect(steps[0].forwardChangePct).toBeGreaterThan(-40);
        expect(steps[0].forwardChangePct).toBeLessThan(-20);
      }
    }
    expect(found).toBeGreaterThanOrEqual(9);
  });

  test('the second annotated set (real-world shapes): no step where nothing happened, steps near events', () => {
    let quietCut = 0;
    let steps = 0;
    let near = 0;
    let events = 0;
    let found = 0;
    for (const s of realWorld) {
      const at = analyseChanges(s.values).steps.map((x) => x.index);
      if (s.events.length === 0 && at.length > 0) quietCut++;
      steps += at.length;
      near += at.filter((x) => s.events.some((e) => Math.abs(e - x) <= 5)).length;
      events += s.events.length;
      found += s.events.filter((e) => at.some((x) => Math.abs(e - x) <= 5)).length;
    }
    expect(realWorld.filter((s) => s.events.length === 0).length).toBe(19);
    expect(quietCut).toBeLessThanOrEqual(1);
    expect(near / steps).toBeGreaterThanOrEqual(0.9);
    expect(found / events).toBeGreaterThanOrEqual(0.65);
  });

  test('bad options are UserErrors that say what to give', () => {
    expect(() => analyseChanges([1, 2, 3], { minSegment: 1 })).toThrow(UserError);
    expect(() => analyseChanges([1, 2, 3], { minMagnitude: -0.1 })).toThrow(/fraction/);
    expect(() => analyseChanges([1, Infinity])).toThrow(/value #2/);
  });
});
