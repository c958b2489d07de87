// Candidate steps from the AR(1) segmentation (src/core/changepoints/ar1-segmentation.ts): both errors for
// each K of its criterion n·log σ_e² + |cuts|·K·log n. Recall and precision on the real annotated set's
// fitting half (F1 and Cover as bench/changepoints-real.mjs computes them; TCPD's series apart); series
// without a change given a change point (bench/changepoints-silent.mjs's no-change series, and a straight
// trend in independent noise); the first annotated set's steps (each series' steps where annotated, ±3, none
// elsewhere: findings.test.ts); the 1,000 × 500 generated series of bench/changepoints-accuracy.mjs
// (precision and recall of steps and drift ends at ±3; its lines 0.95 and 0.99).
//
// The rule, written before the sweep: of K ∈ {2, 3, 4, 5, 6, 8, 10}, those that give no more series
// without a change a change point than the analysis without the pass, keep the first annotated set's steps
// as annotated, and keep precision ≥ 0.95 and recall ≥ 0.99 on the 1,000 × 500 series are eligible; of them
// the best fitting-half F1, ties within 0.001 to the larger K. The pass stays off unless it raises the
// fitting half. The held-out half only for the chosen K (--held-out), scored once.
// Usage: node bench/changepoints-ar1.mjs [--held-out] [K…]
import { candidateSweep, sweepInputs } from './changepoints-common.mjs';

const inputs = await sweepInputs();
candidateSweep(inputs, {
  off: { ar1Candidates: false },
  offLabel: 'no AR(1) candidates',
  switchesFor: (k) => ({ ar1PenaltyPerLogN: k }),
});
