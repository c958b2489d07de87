import type { Measurement, ResultSet } from '../../core/model.js';
import { finiteNumber, isRecord, parseJsonInput } from './json.js';
import {
  jmhKey,
  jmhMode,
  jmhPrimary,
  jmhSecondaryDirection,
  jmhSecondaryMetric,
  withDenseNames,
} from './jmh-names.js';
import { toMeasurement } from './measurement.js';
import { normalizeUnit } from './units.js';
import { WarningLog } from './warnings.js';

/** JMH `-rf json`: an array of runs, each with `benchmark`, `mode`, `primaryMetric`. */
export function detectJmhJson(head: string): number {
  if (!/^\s*\[/.test(head)) return 0;
  if (/"jmhVersion"\s*:/.test(head)) return 0.95;
  return /"primaryMetric"\s*:/.test(head) && /"benchmark"\s*:/.test(head) ? 0.9 : 0;
}

interface JmhMetric {
  score: number;
  error?: number;
  unit: string;
  samples: number[];
  percentiles: Record<string, number>;
}

function readMetric(raw: unknown): JmhMetric | undefined {
  if (!isRecord(raw) || typeof raw.scoreUnit !== 'string') return undefined;
  const score = finiteNumber(raw.score);
  if (score === undefined) return undefined;
  // rawData is one array of iteration scores per fork; sample mode has rawDataHistogram instead.
  const samples = Array.isArray(raw.rawData)
    ? raw.rawData.flatMap((fork) =>
        Array.isArray(fork) ? fork.filter((v) => finiteNumber(v) !== undefined) : [],
      )
    : [];
  const percentiles: Record<string, number> = {};
  if (isRecord(raw.scorePercentiles)) {
    for (const [p, name] of [
      ['50.0', 'p50'],
      ['90.0', 'p90'],
      ['99.0', 'p99'],
    ] as const) {
      const v = finiteNumber(raw.scorePercentiles[p]);
      if (v !== undefined) percentiles[name] = v;
    }
  }
  return {
    score,
    error: finiteNumber(raw.scoreError),
    unit: raw.scoreUnit,
    samples: samples as number[],
    percentiles,
  };
}

export function parseJmhJson(text: string, source?: string): ResultSet {
  const data = parseJsonInput(text, source, "JMH's `-rf json` output (an array of benchmark runs)");
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  let version: string | undefined;
  if (!Array.isArray(data)) {
    warnings.add('not-an-array', 'JMH JSON must be an array of benchmark runs; nothing was read.');
    return { format: 'jmh', tool: 'JMH', measurements, warnings: warnings.list(), source };
  }

  data.forEach((run, index) => {
    const label = isRecord(run) && typeof run.benchmark === 'string' ? run.benchmark : `entry #${index + 1}`;
    if (!isRecord(run) || typeof run.benchmark !== 'string' || typeof run.mode !== 'string') {
      warnings.add(
        'bad-entry',
        `skipped ${label}: it has no \`benchmark\` name or \`mode\`.`,
        undefined,
        label,
      );
      return;
    }
    if (typeof run.jmhVersion === 'string') version ??= run.jmhVersion;
    const mode = jmhMode(run.mode);
    const primary = readMetric(run.primaryMetric);
    if (!mode || !primary) {
      const why = mode ? 'its primaryMetric has no numeric score' : `its mode '${run.mode}' is unknown`;
      warnings.add('bad-entry', `skipped ${label}: ${why}.`, undefined, label);
      return;
    }
    const params: Record<string, string> = {};
    if (isRecord(run.params)) for (const [k, v] of Object.entries(run.params)) params[k] = String(v);
    const key = jmhKey(run.benchmark, params);
    const factor = normalizeUnit(primary.unit).factor;
    const named = jmhPrimary(mode, primary.unit);
    if (named.contradiction)
      warnings.add('mode-unit-contradiction', `${key}: ${named.contradiction}.`, undefined, key);
    const attrs: Record<string, number> = {};
    if (run.mode === 'sample')
      for (const [p, v] of Object.entries(primary.percentiles)) attrs[p] = v * factor;
    const measurement = toMeasurement({
      key,
      value: primary.score,
      unit: primary.unit,
      metric: named.metric,
      direction: named.direction,
      samples: primary.samples,
      // JMH's score is the mean of the measurement iterations (rawData).
      center: 'mean',
      error: primary.error,
      params,
      attrs,
    });
    // JMH's score error: the half-width of its 99.9% Student-t interval over the measurement iterations.
    if (measurement.error !== undefined)
      measurement.errorKind = { confidence: 0.999, n: primary.samples.length || undefined };
    measurements.push(measurement);

    const secondary = isRecord(run.secondaryMetrics) ? run.secondaryMetrics : {};
    for (const [labelName, rawMetric] of Object.entries(secondary)) {
      // Profilers without a number (perfasm's `asm`, `jfr`) write score "NaN" in unit "---": nothing to compare.
      if (isRecord(rawMetric) && rawMetric.scoreUnit === '---') continue;
      const metric = readMetric(rawMetric);
      if (!metric) {
        warnings.add('bad-secondary', `skipped secondary metric ${labelName} of ${key}: no numeric score.`);
        continue;
      }
      measurements.push(
        toMeasurement({
          key,
          value: metric.score,
          unit: metric.unit,
          metric: jmhSecondaryMetric(labelName),
          direction: jmhSecondaryDirection(labelName, normalizeUnit(metric.unit)),
          samples: metric.samples,
          error: metric.error,
          params,
        }),
      );
    }
  });

  return {
    format: 'jmh',
    tool: version ? `JMH ${version}` : 'JMH',
    measurements: withDenseNames(measurements),
    warnings: warnings.list(),
    source,
  };
}
