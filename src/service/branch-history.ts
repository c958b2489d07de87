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
  type OwnNoise,
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
 * by the service (offload/) and in the calling thread by the dashboard and `historyBefore` without a pool. Each
 * series' points are made objects only while it is read, and its shift-free ratios kept only when they have a
 * noise (what historyTailDf reads): 200,000 series never hold 200,000 lists at once.
 */
export function historyOfPoints(columns: BranchPointColumns, branch: string, last: number): BranchHistory {
  const { keys, metrics, machines } = columns;
  const starts = new Uint32Array(columns.counts.length + 1);
  for (let i = 0; i < columns.counts.length; i++) starts[i + 1] = starts[i] + columns.counts[i];
  const pointsOf = (i: number): RunPoint[] => {
    const list: RunPoint[] = [];
    for (let j = starts[i]; j < starts[i + 1]; j++)
      list.push({ run: columns.resultSets[j], value: columns.values[j] });
    return list;
  };
  function* seriesOn(machine: string): Generator<RunPoint[]> {
    for (let i = 0; i < keys.length; i++) if (machines[i] === machine) yield pointsOf(i);
  }
  // Each run's common shift (its whole suite faster or slower), per machine: machines run apart.
  const shifts = new Map<string, Map<number, number>>();
  for (const machineName of new Set(machines)) shifts.set(machineName, runShifts(seriesOn(machineName)));
  // Each series' ratios apart from its machine's run shifts: its own noise, and (per machine) the tails.
  const own = new Map<string, OwnNoise[]>([...shifts.keys()].map((m) => [m, []]));
  const series: BranchHistory['series'] = [];
  for (let i = 0; i < keys.length; i++) {
    const points = pointsOf(i);
    const ownNoise = ownSeriesNoise(points, shifts.get(machines[i]) ?? new Map());
    if (ownNoise.noise) own.get(machines[i])?.push(ownNoise);
    const values = points.map((p) => p.value);
    const noise = runToRunNoise(values);
    if (!noise) continue;
    const level = seriesLevel(values);
    series.push({
      key: keys[i],
      metric: metrics[i],
      machine: machines[i],
      ...noise,
      ...(ownNoise.noise && level
        ? { ownSd: ownNoise.noise.sd, level: level.level, levelRuns: level.runs }
        : {}),
    });
  }
  const speeds = [...shifts.values()].map(runSpeedSd).filter((x): x is number => x !== null);
  const runSd = speeds.length > 0 ? Math.max(...speeds) : null;
  // The heaviest tails any machine's runs show (machines run apart, as their shifts); historyTailDf reads only
  // the series that have a noise.
  const tails = [...own.values()].map(historyTailDf).filter((x): x is number => x !== null);
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
