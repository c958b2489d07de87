// The coverage of the paired quantile intervals at the size of a real block-log pair (18,000 blocks, 80 simulated
// pairs): a calibration, so it runs in the e2e project (jest.config.js); 300 and 1,000 items are in quantile-ci.test.ts.
import { expectCoverageWithoutChange } from './support/quantile-intervals.js';

test('paired quantile intervals hold the true Δ (none) about 95% of the time with 18,000 items', () =>
  expectCoverageWithoutChange(18_000));
