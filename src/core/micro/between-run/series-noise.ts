// How much a series moves between consecutive runs of its branch when nothing changed: the run-to-run noise a
// single PR comparison cannot measure (DESIGN §9), served by the service's noise route and used as the
// between-run term of micro-benchmark verdicts (micro-between-run.ts, source `history`).
import { analyseChanges } from '../../changepoints/findings.js';
import { ROW_PRIOR_DF, tailDfOf } from './model.js';
import { quantileOfSorted, robustSigma, sortedCopy } from '../../stats/stats.js';

const median = (values: readonly number[]) => quantileOfSorted(sortedCopy(values), 0.5);

/** Fewest consecutive ratios a series needs before its noise is given. */
export const MIN_RATIOS = 4;

/**
 * The spread of ln(value / previous value) over the last values of a series: 1.4826 × their MAD around the
 * median ratio (a real step on main is one ratio among many and moves it little), and how many ratios it rests
 * on. Null with fewer than MIN_RATIOS positive consecutive pairs.
 */
export function runToRunNoise(values: readonly number[]): { sd: number; n: number } | null {
  return ratioNoise(logRatios(values));
}

/** ln(value / previous value) of each consecutive pair of positive, finite values. */
function logRatios(values: readonly number[]): number[] {
  const ratios: number[] = [];
  for (let i = 1; i < values.length; i++) {
    const a = values[i - 1];
    const b = values[i];
    if (a > 0 && b > 0 && Number.isFinite(a) && Number.isFinite(b)) ratios.push(Math.log(b / a));
  }
  return ratios;
}

/** runToRunNoise of ratios already taken. */
function ratioNoise(ratios: readonly number[]): { sd: number; n: number } | null {
  if (ratios.length < MIN_RATIOS) return null;
  let sd = robustSigma(Float64Array.from(ratios));
  // Over half the ratios equal (quantised values): the plain standard deviation instead.
  if (sd === 0) {
    const med = median(ratios);
    sd = Math.sqrt(ratios.reduce((a, r) => a + (r - med) ** 2, 0) / (ratios.length - 1));
  }
  return { sd, n: ratios.length };
}

/**
 * A series' level: the median of its values since its last step (change-point analysis, as the service's
 * alerts find them; a step needs 5 points a side, so one in the last four runs still leans on the older
 * level), and how many runs it rests on. A PR judged against it carries one run's noise, not two as against
 * main's newest run. Null without a positive value.
 */
export function seriesLevel(values: readonly number[]): { level: number; runs: number } | null {
  const finite = values.filter((v) => v > 0 && Number.isFinite(v));
  if (finite.length === 0) return null;
  const steps = finite.length >= 10 ? analyseChanges(finite, { season: false }).steps : [];
  const since = finite.slice(steps.length > 0 ? steps[steps.length - 1].index : 0);
  return { level: median(since), runs: since.length };
}

/** A series' points as the run-factor estimate needs them: each value with the run (result set) it came from. */
export interface RunPoint {
  run: number;
  value: number;
}

/** Fewest series sharing a run before its common shift is estimated. */
const MIN_SHIFT_SERIES = 5;

/**
 * Each run's common shift: the median over series of ln(value / previous value) at that run (most benchmarks
 * do not change between two commits of main, so the median is the whole run's speed change). Runs shared by
 * fewer than MIN_SHIFT_SERIES series have none.
 */
export function runShifts(series: Iterable<readonly RunPoint[]>): Map<number, number> {
  const byRun = new Map<number, number[]>();
  for (const points of series)
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1].value;
      const b = points[i].value;
      if (!(a > 0 && b > 0 && Number.isFinite(a) && Number.isFinite(b))) continue;
      let list = byRun.get(points[i].run);
      if (!list) byRun.set(points[i].run, (list = []));
      list.push(Math.log(b / a));
    }
  const out = new Map<number, number>();
  for (const [run, ratios] of byRun) if (ratios.length >= MIN_SHIFT_SERIES) out.set(run, median(ratios));
  return out;
}

/** A series' log ratios with each run's common shift taken out, and runToRunNoise of them. */
export interface OwnNoise {
  ratios: number[];
  noise: { sd: number; n: number } | null;
}

/**
 * A series' own run-to-run noise, apart from its runs' common shifts: the ratios with each run's shift taken out
 * (a whole run 3% slower is the run's, not the benchmark's) and their spread. What a verdict that judges each row
 * against its suite's common shift needs (the noise null as runToRunNoise's), and what historyTailDf reads.
 */
export function ownSeriesNoise(points: readonly RunPoint[], shifts: ReadonlyMap<number, number>): OwnNoise {
  // Dividing each value by its run's cumulative shift makes consecutive ratios the shift-free ones.
  let factor = 0;
  const ratios = logRatios(
    points.map((p, i) => {
      if (i > 0) factor += shifts.get(p.run) ?? 0;
      return p.value / Math.exp(factor);
    }),
  );
  return { ratios, noise: ratioNoise(ratios) };
}

/** ownSeriesNoise's spread alone. */
export function ownRunToRunNoise(
  points: readonly RunPoint[],
  shifts: ReadonlyMap<number, number>,
): { sd: number; n: number } | null {
  return ownSeriesNoise(points, shifts).noise;
}

/**
 * The t tails main's own runs show (df), from each series' ownSeriesNoise: its shift-free log ratios around their
 * median, in units of its noise as the verdict weighs it (its own spread shrunk towards the suite's typical one
 * with ROW_PRIOR_DF), pooled over the suite and read by tailDfOf (heavier than t8 only on clear evidence). On
 * real runs one run now and then moves a handful of benchmarks 5–10 of their robust spreads at once
 * (bench/service-real-corpus.mjs: its A/A PRs fitted t3); a history that holds such runs says so before a PR is
 * judged by it. Unshrunk, a MAD of nine ratios alone made normal noise read as t3 in a quarter of 10-run
 * histories; shrunk, in under a tenth. Null without a series that has a noise.
 */
export function historyTailDf(series: readonly OwnNoise[]): number | null {
  const own = series.flatMap(({ ratios, noise }) => (noise && noise.sd > 0 ? [{ ratios, noise }] : []));
  if (own.length === 0) return null;
  const typical = median(own.map((o) => o.noise.sd * o.noise.sd));
  const z: number[] = [];
  for (const { ratios, noise } of own) {
    const df = noise.n - 1;
    const sd = Math.sqrt((df * noise.sd * noise.sd + ROW_PRIOR_DF * typical) / (df + ROW_PRIOR_DF));
    const mid = median(ratios);
    for (const r of ratios) z.push((r - mid) / sd);
  }
  return tailDfOf(z);
}

/** The sd of a whole run's speed: 1.4826 × MAD of the runs' common shifts over √2 (each is two runs' difference). */
export function runSpeedSd(shifts: ReadonlyMap<number, number>): number | null {
  const values = [...shifts.values()];
  if (values.length < MIN_RATIOS) return null;
  return robustSigma(Float64Array.from(values)) / Math.SQRT2;
}
