// The service's history with levels: the PR judged against main's level of each series (the median of its runs
// since its last step), not against main's newest run. Against one main run a change carries the between-run
// noise of two runs; against a level of N runs, of one run and a median of N. Each row is judged apart from the
// suite's common shift (most benchmarks do not change in one PR), so the per-series noise is the history's own
// noise with each run's common shift taken out, and the shift itself is judged against the history's run speed.
import type { MicroChange } from '../model.js';
import { medianVarianceFactor, moments } from './replicates.js';
import {
  DEFAULT_DF,
  median,
  MIN_PRIOR_SERIES,
  MIN_SUITE_ROWS,
  ROW_PRIOR_DF,
  rowKey,
  TAIL_DF,
  type BetweenRunInput,
  type BetweenRunNoise,
  type HistoryLevelSummary,
  type RowForNoise,
} from './model.js';
import { offCpuFloor, raiseToFloor, shiftChange } from './sources.js';

/**
 * Rows with a level and a candidate centre: estimate ln(candidate's median run centre) − ln(level), variance one
 * run's own noise (ownSd² / 2, shrunk towards the suite's typical one) × (median factor of the candidate's runs
 * + the level's), the candidate's share never below its own within-run variance; offset the suite's common shift. Rows
 * without a level keep the pair's estimate and are filled by the caller's fallback. Returns the indices done.
 */
export function fromHistoryLevels(
  rows: readonly RowForNoise[],
  byMetric: Map<string, number[]>,
  out: BetweenRunNoise,
  input: Required<Pick<BetweenRunInput, 'history' | 'historyCandidate'>>,
  drift: number,
): { done: Set<number>; summary: HistoryLevelSummary | null } {
  const done = new Set<number>();
  const { history, historyCandidate: cand } = input;
  const levelRuns: number[] = [];
  let runSd: number | null = null;
  let tailDf: number = TAIL_DF;
  for (const [metric, idx] of byMetric) {
    const rowsOf: {
      i: number;
      level: number;
      centres: ArrayLike<number>;
      d: number;
      v1: number;
      df: number;
      k: number;
      fK: number;
      fN: number;
      runs: number;
    }[] = [];
    for (const i of idx) {
      const k = rowKey(rows[i].key, rows[i].metric);
      const level = history.get(k)?.level;
      const centres = cand.centres.get(k);
      if (!level || !centres || !(history.get(k)!.n >= 2)) continue;
      const finite = [...centres].filter(Number.isFinite);
      if (finite.length === 0) continue;
      rowsOf.push({
        i,
        level: level.ln,
        centres,
        d: median(finite) - level.ln,
        v1: (level.ownSd * level.ownSd) / 2,
        df: history.get(k)!.n - 1,
        k: finite.length,
        fK: medianVarianceFactor(finite.length),
        fN: medianVarianceFactor(level.runs),
        runs: level.runs,
      });
      if (level.runSd !== null) runSd = level.runSd;
      if (level.tailDf !== null && level.tailDf < tailDf) tailDf = level.tailDf;
    }
    // Too few rows to tell the suite's common shift: the plain history's terms stay.
    if (rowsOf.length < MIN_SUITE_ROWS) continue;
    for (const r of rowsOf) levelRuns.push(r.runs);
    // One run's variance shrunk towards the suite's typical one, as an A/A pair's or the plain history's rows.
    const typical = rowsOf.length >= MIN_PRIOR_SERIES ? median(rowsOf.map((r) => r.v1)) : NaN;
    const variances = rowsOf.map((r) => {
      const v1 = Number.isFinite(typical)
        ? (r.df * r.v1 + ROW_PRIOR_DF * typical) / (r.df + ROW_PRIOR_DF)
        : r.v1;
      // The candidate's own within-run noise as a floor of its share: of the pair's within-run variance, K runs
      // pooled against one baseline run of as many samples each hold 1 / (1 + K).
      const w = (rows[r.i].change as MicroChange).se ** 2;
      return Math.max(v1 * r.fK, w / (1 + r.k)) + v1 * r.fN;
    });
    const shift = median(rowsOf.map((r) => r.d));
    // The median of m changes, plus the candidate run's speed against the level's (measured, else stated) — or
    // the candidate's own runs' speeds, when they differ among themselves more than main's did (a PR run on a
    // busier host: one of three loaded go runs 2× slower as a whole is not the code).
    const ownSpeed = candidateRunSpeedSd(rowsOf);
    const speed = Math.max(runSd ?? drift, ownSpeed);
    const shiftVar =
      ((Math.PI / 2) * median(variances)) / rowsOf.length +
      speed * speed * median(rowsOf.map((r) => r.fK + r.fN));
    const shiftTest = shiftChange(shift, shiftVar);
    out.shifts.push({ metric, change: shiftTest });
    rowsOf.forEach((r, j) => {
      out.estimate[r.i] = r.d;
      out.variance[r.i] = variances[j];
      // The PR's runs against main's newest: time off the CPU that moved the way the row did (sources.ts).
      raiseToFloor(out, r.i, offCpuFloor(rows[r.i], r.d));
      out.df[r.i] = Math.min(
        tailDf,
        r.df > 0 ? r.df + (Number.isFinite(typical) ? ROW_PRIOR_DF : 0) : DEFAULT_DF,
      );
      out.offset[r.i] = shift;
      out.offsetVariance[r.i] = shiftVar;
      out.shiftOf[r.i] = shiftTest;
      done.add(r.i);
    });
  }
  if (done.size === 0) return { done, summary: null };
  return {
    done,
    summary: {
      levelRuns: median(levelRuns),
      candidateRuns: cand.runs,
      rows: done.size,
      runSdPct: Math.expm1(runSd ?? drift) * 100,
      measuredRunSd: runSd !== null,
      tailDf,
    },
  };
}

/**
 * The sd of the candidate's runs' speeds (ln): each run's speed the median over rows of its centre against the
 * row's level (rows the run lacks left out); 0 with fewer than two runs (nothing to compare).
 */
function candidateRunSpeedSd(rows: readonly { level: number; centres: ArrayLike<number> }[]): number {
  const runs = rows.length === 0 ? 0 : Math.max(...rows.map((r) => r.centres.length));
  const speeds: number[] = [];
  for (let j = 0; j < runs; j++) {
    const moves = rows.map((r) => r.centres[j] - r.level).filter(Number.isFinite);
    if (moves.length > 0) speeds.push(median(moves));
  }
  return speeds.length < 2 ? 0 : Math.sqrt(moments(speeds).ss / (speeds.length - 1));
}
