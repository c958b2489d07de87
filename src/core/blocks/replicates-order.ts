// Replicated runs in the order they ran (`--order ABBA`, or the logs' timestamps): a slow drift over the session
// (a machine warming up, a disk filling, a neighbour starting) moves each run by its place in the session. Each
// run's shift against its side's pooled blocks is regressed on its position, one slope for both sides (the sides'
// own levels apart); the spread left around that line is the run noise, and the candidate's times are scaled back
// by the slope times the gap between the sides' mean positions. In a balanced order (ABBA, ABBAABBA) the gap is 0:
// the drift already cancels in the shift and the fit only takes it out of the noise.
import { UserError } from '../errors.js';
import type { RunDrift, RunNoise } from '../model.js';

const { expm1, sqrt } = Math;

/** Where each run of each side ran in the session, in the order the runs were given. */
export interface RunOrder {
  /** An A/B string such as `ABBA`, or `timestamps`. */
  label: string;
  unit: 'run' | 'hour';
  baseline: number[];
  candidate: number[];
}

/**
 * The order of `ABBA`-like strings: A is a baseline run, B a candidate run, each side's runs taken in the order
 * given. Spaces, dashes and case are ignored.
 */
export function runOrderFromString(spec: string, baselineRuns: number, candidateRuns: number): RunOrder {
  const letters = spec.toUpperCase().replace(/[\s,-]/g, '');
  if (!/^[AB]+$/.test(letters)) {
    throw new UserError(
      `--order "${spec}": write the runs in the order they ran as A (baseline) and B (candidate), such as ABBA or ABABAB`,
    );
  }
  const baseline: number[] = [];
  const candidate: number[] = [];
  [...letters].forEach((l, i) => (l === 'A' ? baseline : candidate).push(i));
  if (baseline.length !== baselineRuns || candidate.length !== candidateRuns) {
    throw new UserError(
      `--order "${spec}" has ${baseline.length} A and ${candidate.length} B runs, but ${baselineRuns} baseline and ` +
        `${candidateRuns} candidate run(s) were given: give one letter per run (a.log,b.log per side)`,
    );
  }
  return { label: letters, unit: 'run', baseline, candidate };
}

/** The order of runs started at the given times (ms since the epoch): positions in hours since the first. */
export function runOrderFromTimes(baselineMs: readonly number[], candidateMs: readonly number[]): RunOrder {
  const first = Math.min(...baselineMs, ...candidateMs);
  const hours = (t: number) => (t - first) / 3_600_000;
  return {
    label: 'timestamps',
    unit: 'hour',
    baseline: baselineMs.map(hours),
    candidate: candidateMs.map(hours),
  };
}

/** A side's mean and each point's deviation from it. */
function centred(x: readonly number[]): { mean: number; dev: number[] } {
  const mean = x.reduce((s, v) => s + v, 0) / x.length;
  return { mean, dev: x.map((v) => v - mean) };
}

export interface DriftFit {
  /** Log units per position unit. */
  slope: number;
  /** Mean candidate position − mean baseline position. */
  gap: number;
  /** Σ (position − its side's mean)² over both sides. */
  sxx: number;
  /** Σ of the runs' squared residuals around their side's level and the common slope. */
  residualSs: number;
  /** Runs − 3 (two side levels and the slope). */
  dof: number;
}

/**
 * The least-squares slope of the runs' shifts (log, each against its side's pooled blocks) on their positions,
 * with a level per side: the pooled within-side regression. Null when the positions within the sides do not vary.
 */
export function fitRunDrift(
  runShifts: { baseline: readonly number[]; candidate: readonly number[] },
  order: RunOrder,
): DriftFit | null {
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  const means: number[] = [];
  for (const [y, x] of [
    [runShifts.baseline, order.baseline],
    [runShifts.candidate, order.candidate],
  ] as const) {
    const px = centred(x);
    const py = centred(y);
    means.push(px.mean);
    for (let i = 0; i < x.length; i++) {
      sxx += px.dev[i] * px.dev[i];
      sxy += px.dev[i] * py.dev[i];
      syy += py.dev[i] * py.dev[i];
    }
  }
  if (!(sxx > 0)) return null;
  const slope = sxy / sxx;
  return {
    slope,
    gap: means[1] - means[0],
    sxx,
    residualSs: Math.max(0, syy - slope * sxy),
    dof: order.baseline.length + order.candidate.length - 3,
  };
}

/** Below this |gap| (in position units) an order is balanced: a linear drift cancels in the shift. */
const BALANCED = 1e-9;

/**
 * The run noise of replicated runs given in session order: with the drift fitted, σ is the runs' spread around the
 * fitted line (t with runs − 3 d.f.) and `adjust` (log) is what the candidate's times are scaled by. The slope is not
 * fitted (`measured` kept, the drift only described) when it cannot be, or in a balanced order with fewer than 5
 * runs: there the shift is already drift-free and the fit would leave a single degree of freedom.
 */
export function orderedRunNoise(
  measured: RunNoise,
  runShifts: { baseline: readonly number[]; candidate: readonly number[] },
  order: RunOrder,
): { runNoise: RunNoise; adjust: number } {
  const fit = fitRunDrift(runShifts, order);
  const describe = (fitted: boolean, reason?: string): RunDrift => ({
    order: order.label,
    fitted,
    ...(reason !== undefined && { reason }),
    slopePct: fit ? expm1(fit.slope) * 100 : 0,
    unit: order.unit,
    gap: fit?.gap ?? 0,
    adjustPct: fitted && fit ? expm1(-fit.slope * fit.gap) * 100 : 0,
    gapVariance: fitted && fit ? (fit.gap * fit.gap) / fit.sxx : 0,
  });
  if (!fit || fit.dof < 1 || measured.source !== 'replicates') {
    const why = 'too few runs at different places in the session to fit a drift';
    return { runNoise: { ...measured, drift: describe(false, why) }, adjust: 0 };
  }
  const balanced = Math.abs(fit.gap) < BALANCED;
  if (balanced && fit.dof < 2) {
    const why = 'balanced order: a linear drift cancels in the shift; fitting it needs at least 5 runs';
    return { runNoise: { ...measured, drift: describe(false, why) }, adjust: 0 };
  }
  const sigma = sqrt(fit.residualSs / fit.dof);
  return {
    runNoise: { ...measured, sigmaPct: expm1(sigma) * 100, dof: fit.dof, drift: describe(true) },
    adjust: balanced ? 0 : -fit.slope * fit.gap,
  };
}
