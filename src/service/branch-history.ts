// Each series' run-to-run noise and level on a branch: what the noise route answers and what every comparison
// the service makes (the compare route, the runs list's verdicts, PR comments) judges a micro-benchmark run
// against, so the service's own verdicts use the service's history.
import {
  historyTailDf,
  ownSeriesNoise,
  runShifts,
  runSpeedSd,
  runToRunNoise,
  seriesLevel,
  type RunPoint,
} from '../core/micro/between-run/series-noise.js';
import type { Store } from './store/store.js';
import type { BranchPointColumns } from './store/types.js';

export interface BranchHistory {
  branch: string;
  last: number;
  runSd: number | null;
  tailDf: number | null;
  series: {
    key: string;
    metric: string;
    machine: string;
    sd: number;
    n: number;
    ownSd?: number;
    level?: number;
    levelRuns?: number;
  }[];
}

export interface HistoryScope {
  branch: string;
  machine?: string;
  /** Runs per series (the newest `last + 1` points give `last` ratios). */
  last: number;
  /** Only points up to this time (epoch ms), and never those of this result set: the history before a run. */
  until?: { time: number; exclude: number };
}

/**
 * The history of a branch from its points (store.series.branchPoints): pure arithmetic, run in a worker thread
 * by the service (offload/) and in the calling thread by the dashboard and `historyBefore` without a pool.
 */
export function historyOfPoints(columns: BranchPointColumns, branch: string, last: number): BranchHistory {
  const keys = columns.keys.map((key, i) => ({
    key,
    metric: columns.metrics[i],
    machine: columns.machines[i],
  }));
  const points: RunPoint[][] = [];
  let at = 0;
  for (const count of columns.counts) {
    const list: RunPoint[] = [];
    for (let j = at; j < at + count; j++) list.push({ run: columns.resultSets[j], value: columns.values[j] });
    points.push(list);
    at += count;
  }
  // Each run's common shift (its whole suite faster or slower), per machine: machines run apart.
  const shifts = new Map<string, Map<number, number>>();
  for (const machineName of new Set(keys.map((k) => k.machine)))
    shifts.set(machineName, runShifts(points.filter((_, i) => keys[i].machine === machineName)));
  // Each series' ratios apart from its machine's run shifts: its own noise, and (per machine) the tails.
  const own = keys.map((k, i) => ownSeriesNoise(points[i], shifts.get(k.machine) ?? new Map()));
  const series: BranchHistory['series'] = [];
  for (let i = 0; i < keys.length; i++) {
    const values = points[i].map((p) => p.value);
    const noise = runToRunNoise(values);
    if (!noise) continue;
    const ownNoise = own[i].noise;
    const level = seriesLevel(values);
    series.push({
      ...keys[i],
      ...noise,
      ...(ownNoise && level ? { ownSd: ownNoise.sd, level: level.level, levelRuns: level.runs } : {}),
    });
  }
  const speeds = [...shifts.values()].map(runSpeedSd).filter((x): x is number => x !== null);
  const runSd = speeds.length > 0 ? Math.max(...speeds) : null;
  // The heaviest tails any machine's runs show (machines run apart, as their shifts).
  const tails = [...shifts.keys()]
    .map((m) => historyTailDf(own.filter((_, i) => keys[i].machine === m)))
    .filter((x): x is number => x !== null);
  const tailDf = tails.length > 0 ? Math.min(...tails) : null;
  return { branch, last, runSd, tailDf, series };
}

/** A branch's history read from the store and computed in this thread. */
export async function branchHistory(
  store: Store,
  projectId: number,
  scope: HistoryScope,
): Promise<BranchHistory> {
  return historyOfPoints(await store.series.branchPoints(projectId, scope), scope.branch, scope.last);
}
