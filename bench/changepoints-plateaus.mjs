// Candidate steps between plateaus (src/core/changepoints/plateaus.ts): a long-run-penalised segmentation
// read from below, kept when it pays under the AR(1) model, its cuts judged as the AR(1) segmentation's
// candidates are (candidates.ts, judge.ts). Both errors for each K of its
// penalty β = K · log n · σ²(1 + ρ)/(1 − ρ): the real annotated set's fitting half (F1 and Cover as
// bench/changepoints-real.mjs computes them; TCPD's series apart); series without a change given a change
// point (bench/changepoints-silent.mjs's no-change series, a straight trend in independent noise, and
// random walks, AR(1) and independent noise of 10–80 points as bench/changepoints-short.mjs draws them);
// the first annotated set's steps (each series' steps where annotated, ±3, none elsewhere:
// findings.test.ts); the 1,000 × 500 generated series of bench/changepoints-accuracy.mjs (precision and
// recall of steps and drift ends at ±3; its lines 0.95 and 0.99).
//
// The rule, written before the sweep: of K ∈ {2, 3, 4, 5, 6, 8, 10}, those that give no more series
// without a change a change point than the analysis without the pass, keep the first annotated set's steps
// as annotated, and keep precision ≥ 0.95 and recall ≥ 0.99 on the 1,000 × 500 series are eligible; of them
// the best fitting-half F1, ties within 0.001 to the larger K. The pass stays off unless it raises the
// fitting half. The guard's K is the AR(1) candidates' (AR1_PENALTY_PER_LOG_N, chosen before), not swept.
// The held-out half only for the chosen K (--held-out), scored once.
// Usage: node bench/changepoints-plateaus.mjs [--held-out] [K…]
import { candidateSweep, shortNoChangeSeries, sweepInputs } from './changepoints-common.mjs';

const inputs = await sweepInputs();
candidateSweep(inputs, {
  moreNulls: shortNoChangeSeries(inputs.lib),
  off: { plateaus: false },
  offLabel: 'no plateau cuts',
  switchesFor: (k) => ({ plateauPenaltyPerLogN: k }),
});
