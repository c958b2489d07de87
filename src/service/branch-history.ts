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

export async function branchHistory(
  store: Store,
  projectId: number,
  scope: HistoryScope,
): Promise<BranchHistory> {
  const { branch, last } = scope;
  const rows = await store.series.branchPoints(projectId, scope);
  const keys: { key: string; metric: string; machine: string }[] = [];
  const points: RunPoint[][] = [];
  for (const r of rows) {
    const k = keys[keys.length - 1];
    if (!k || k.key !== r.key || k.metric !== r.metric || k.machine !== r.machine) {
      keys.push({ key: r.key, metric: r.metric, machine: r.machine });
      points.push([]);
    }
    points[points.length - 1].push({ run: r.resultSet, value: r.value });
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
