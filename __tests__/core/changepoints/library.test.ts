// The library entry (src/index.ts, bundled as dist/lib.js) offers the CLI's default analysis: steps and
// drifts, with their types, as well as Otava's method.
import {
  analyseChanges,
  DEFAULT_CHANGE_OPTIONS,
  detectChangePoints,
  type ChangeAnalysis,
  type ChangeOptions,
  type Drift,
  type Step,
} from '../../../src/index.js';
import { fixtureSeries, type Annotated } from './fixtures.js';

const annotated = fixtureSeries<Annotated>('annotated.json');

describe('analyseChanges from the library entry', () => {
  test('finds the annotated steps and drifts of the committed set, with the stated defaults', () => {
    const withStep = annotated.find((s) => s.changePoints.length === 2)!;
    const options: ChangeOptions = { minMagnitude: DEFAULT_CHANGE_OPTIONS.minMagnitude };
    const r: ChangeAnalysis = analyseChanges(withStep.values, options);
    const steps: Step[] = r.steps;
    expect(steps.map((s) => s.index)).toHaveLength(2);
    steps.forEach((s, i) => expect(Math.abs(s.index - withStep.changePoints[i])).toBeLessThanOrEqual(5));
    expect(r.settings).toMatchObject({ minMagnitude: 0.02, minSegment: 5, window: 50, pValue: 0.001 });

    const drifting = annotated.find((s) => s.drifts.length === 1 && s.changePoints.length === 0)!;
    const drifts: Drift[] = analyseChanges(drifting.values).drifts;
    expect(drifts).toHaveLength(1);
    expect(Math.min(drifts[0].end, drifting.drifts[0][1])).toBeGreaterThan(
      Math.max(drifts[0].start, drifting.drifts[0][0]),
    );
    // Otava's method cuts the same drift into steps.
    expect(detectChangePoints(drifting.values, { reproduceOtava: true }).changePoints.length).toBeGreaterThan(
      1,
    );
  });
});
