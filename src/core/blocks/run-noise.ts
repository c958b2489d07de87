// Run-to-run noise (DESIGN §6, "Two kinds of noise"): a whole run is faster or slower by one factor (CPU
// frequency, page cache, compactions), shared by all its blocks, so no number of blocks averages it away. A
// cut's shift between two sides carries it once per side; its interval must too, or two runs of the same build
// are "significantly" different most of the time (issue 11: 15% of generated A/A pairs were called a change).
import { contrastNoiseFromAa, contrastNoiseFromReplicates, statedContrastNoise } from './contrast-noise.js';
import type { RunNoise } from '../model.js';
import { studentTQuantile } from '../stats/student-t.js';
import { Z_95 } from '../stats/stats.js';

const { log1p, sqrt } = Math;

/**
 * The per-run σ assumed when nothing measures it. genlogs' default drift is σ = 1% per run, so an A/A pair's
 * shift has SD ≈ 1.4%; with 1.5% the overall verdict calls 3.0% of 300 single A/A pairs a change (11% with 1%:
 * a stated σ must also cover the slow cuts' own sampling error) while a uniform +10% is a regression in all 40
 * pairs (bench/verdict-calibration.mjs; figures in the README).
 */
export const DEFAULT_RUN_NOISE_PCT = 1.5;

export type { RunNoise };

/** A stated σ: the default, or the user's `--run-noise`. */
export function statedRunNoise(sigmaPct: number | undefined): RunNoise {
  return sigmaPct === undefined
    ? { sigmaPct: DEFAULT_RUN_NOISE_PCT, source: 'default', runs: { baseline: 1, candidate: 1 } }
    : { sigmaPct, source: 'user', runs: { baseline: 1, candidate: 1 } };
}

/**
 * An A/A pair's `all` shift is ONE draw of the difference of two runs' factors (variance 2σ², 1 degree of
 * freedom): it can show the run noise is larger than stated, never that it is smaller (a quiet pair is as likely
 * as a lucky one). σ = max(stated, |a|/√2): the pair widens the interval, never narrows it.
 */
export function runNoiseFromAaShift(aaShiftPct: number, prior: RunNoise): RunNoise {
  const drawn = Math.abs(log1p(aaShiftPct / 100)) / Math.SQRT2;
  const sigma = Math.max(log1p(prior.sigmaPct / 100), drawn);
  return { sigmaPct: expm1Pct(sigma), source: 'aa-pair', runs: { baseline: 1, candidate: 1 } };
}

/**
 * σ from replicated runs: each run's shift (log) against its own side's pooled blocks; their spread around the
 * side's mean, pooled over both sides (n_b + n_c − 2 degrees of freedom). Null with fewer than 4 runs
 * in all (with 1 degree of freedom t is 12.7: an interval of no use).
 */
export function runNoiseFromReplicates(runShifts: {
  baseline: number[];
  candidate: number[];
}): RunNoise | null {
  const dof = runShifts.baseline.length + runShifts.candidate.length - 2;
  if (dof < 2) return null;
  let ss = 0;
  for (const side of [runShifts.baseline, runShifts.candidate]) {
    const mean = side.reduce((s, x) => s + x, 0) / side.length;
    for (const x of side) ss += (x - mean) * (x - mean);
  }
  return {
    sigmaPct: expm1Pct(sqrt(ss / dof)),
    source: 'replicates',
    runs: { baseline: runShifts.baseline.length, candidate: runShifts.candidate.length },
    dof,
  };
}

const expm1Pct = (x: number): number => Math.expm1(x) * 100;

/**
 * Half-width (log units) that run noise adds to a 95% interval of a shift between the two sides' means:
 * q · σ · √(1/n_b + 1/n_c [+ gap²/Sxx for a fitted drift]), q the normal quantile for a stated σ and Student's t
 * for an estimated one.
 */
export function runNoiseHalfWidth(noise: RunNoise): number {
  const q = noise.dof === undefined ? Z_95 : studentTQuantile(0.975, noise.dof);
  // A drift fitted over the session order (core/compare-block-runs.ts) adds its slope's error, carried over the gap.
  const drift = noise.drift?.fitted ? noise.drift.gapVariance : 0;
  return q * log1p(noise.sigmaPct / 100) * sqrt(1 / noise.runs.baseline + 1 / noise.runs.candidate + drift);
}

/**
 * The run noise a comparison uses, from what the user gave: replicated runs (measured, when both sides together
 * hold at least 4 runs) > an A/A pair's shift (widening the stated σ) > `--run-noise` > the default.
 */
export function chooseRunNoise(given: {
  statedPct?: number;
  aaShiftPct?: number;
  runShifts?: { baseline: number[]; candidate: number[] };
  aaContrasts?: ReadonlyMap<string, number>;
  runContrasts?: { baseline: ReadonlyMap<string, number>[]; candidate: ReadonlyMap<string, number>[] };
}): RunNoise {
  // The contrasts' own term, from the same sources in the same order (contrast-noise.ts).
  const contrast =
    (given.runContrasts && contrastNoiseFromReplicates(given.runContrasts)) ??
    (given.aaContrasts ? contrastNoiseFromAa(given.aaContrasts) : statedContrastNoise());
  const measured = given.runShifts && runNoiseFromReplicates(given.runShifts);
  if (measured) return { ...measured, contrast };
  const stated = statedRunNoise(given.statedPct);
  if (given.aaShiftPct !== undefined && Number.isFinite(given.aaShiftPct)) {
    return { ...runNoiseFromAaShift(given.aaShiftPct, stated), contrast };
  }
  return { ...stated, contrast };
}
