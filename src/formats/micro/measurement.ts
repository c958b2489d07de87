import type { Direction, Measurement } from '../../core/model.js';
import { normalizeUnit } from './units.js';

export interface RawMeasurement {
  key: string;
  /** Value in `unit` as the tool printed it. */
  value: number;
  unit: string;
  /** Overrides the metric implied by the unit (e.g. `sample-time` for JMH's sample mode). */
  metric?: string;
  /** Overrides the direction implied by the unit (the format knows better, e.g. customBiggerIsBetter). */
  direction?: Direction;
  samples?: number[];
  /** Whether `value` is the tool's mean or median (see Measurement.center). */
  center?: 'mean' | 'median';
  error?: number;
  params?: Record<string, string>;
  /** Extra numbers, already in canonical units (the caller converts them). */
  attrs?: Record<string, number>;
}

/** Builds a Measurement in the canonical unit from a value, samples and error in the tool's unit. */
export function toMeasurement(raw: RawMeasurement): Measurement {
  const norm = normalizeUnit(raw.unit);
  const m: Measurement = {
    key: raw.key,
    metric: raw.metric ?? norm.metric,
    value: raw.value * norm.factor,
    unit: norm.unit,
    direction: raw.direction ?? norm.direction,
    params: raw.params ?? {},
  };
  if (raw.center) m.center = raw.center;
  if (raw.samples && raw.samples.length > 0) m.samples = raw.samples.map((s) => s * norm.factor);
  if (raw.error !== undefined && Number.isFinite(raw.error)) m.error = Math.abs(raw.error * norm.factor);
  if (raw.attrs && Object.keys(raw.attrs).length > 0) m.attrs = raw.attrs;
  return m;
}

/** The finite numbers of a record, each times `factor` (e.g. a tool's stats in ms → seconds). */
export function numericAttrs(values: Record<string, number | undefined>, factor = 1): Record<string, number> {
  const attrs: Record<string, number> = {};
  for (const [name, v] of Object.entries(values)) {
    if (v !== undefined && Number.isFinite(v)) attrs[name] = v * factor;
  }
  return attrs;
}
