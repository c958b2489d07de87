// The service's noise answer (`GET …/noise?branch=main`, saved as the Action saves it for --noise-history) for
// runs of a go suite given as text, computed with the functions the route uses.
import {
  ownRunToRunNoise,
  runShifts,
  runSpeedSd,
  runToRunNoise,
  seriesLevel,
} from '../../../src/core/micro/between-run/series-noise.js';
import { parseGoBench } from '../../../src/formats/micro/gobench.js';
import { resultSetPoints } from '../../../src/service/series-points.js';

export function noiseAnswer(mainRuns: readonly string[]) {
  // Each run's points as the service stores them on upload (series-points.ts: the median of the samples).
  const medians = mainRuns.map(
    (t) => new Map(resultSetPoints(parseGoBench(t)).map((p) => [`${p.key}\0${p.metric}`, p])),
  );
  const keys = [...medians[0].keys()];
  const points = keys.map((k) => medians.map((m, run) => ({ run, value: m.get(k)!.value })));
  const shifts = runShifts(points);
  const series = keys.map((k, i) => {
    const values = points[i].map((p) => p.value);
    const level = seriesLevel(values)!;
    return {
      key: medians[0].get(k)!.key,
      metric: medians[0].get(k)!.metric,
      ...runToRunNoise(values)!,
      ownSd: ownRunToRunNoise(points[i], shifts)!.sd,
      level: level.level,
      levelRuns: level.runs,
    };
  });
  return { runSd: runSpeedSd(shifts), series };
}
