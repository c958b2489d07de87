// Reads the Apache Otava 0.8.0 oracle (__fixtures__/shared/oracles/otava): its series, the full-precision dump and
// the CLI's JSON outputs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ORACLE_DIR = path.resolve(import.meta.dirname, '../../../__fixtures__/shared/oracles/otava');
export const SERIES = ['step15', 'two-steps', 'no-change', 'outlier-spike', 'step5'] as const;
export type SeriesName = (typeof SERIES)[number];

export interface OtavaPoint {
  index: number;
  pvalue: number;
  mean_before: number;
  mean_after: number;
  std_before_ddof0: number;
  std_after_ddof0: number;
  forward_change_percent: number;
  magnitude: number;
}

interface PreciseSeries {
  n: number;
  whole_series_first_candidate: { index: number; qhat: number };
  first_window_0_50_candidate: { index: number; qhat: number; ttest_pvalue: number };
  'defaults_window50_p0.001_m0': { change_points: OtavaPoint[]; weak_change_points: OtavaPoint[] };
  'window50_p0.001_m0.05': { change_points: OtavaPoint[] };
}

export interface TinyCase {
  series: number[];
  index: number;
  qhat: number;
}

const precise = JSON.parse(readFileSync(path.join(ORACLE_DIR, 'precise.json'), 'utf8')) as Record<
  string,
  unknown
>;

export const preciseOf = (name: SeriesName) => precise[name] as PreciseSeries;
export const tinyCases = precise._tiny_qhat_cases as Record<string, TinyCase>;

export const seriesPath = (name: SeriesName) => path.join(ORACLE_DIR, 'series', `${name}.csv`);

/** The `metric` column of a series file. */
export function seriesValues(name: SeriesName): number[] {
  const lines = readFileSync(seriesPath(name), 'utf8').trim().split('\n').slice(1);
  return lines.map((line) => Number(line.split(',')[2]));
}

/** One change of `otava analyze --output json` (numbers printed with 6 decimals). */
export interface OtavaJsonChange {
  index: number;
  pvalue: number;
  mean_before: number;
  mean_after: number;
  stddev_before: number;
  stddev_after: number;
}

export function otavaJson(
  name: SeriesName,
  file: 'json' | 'json_M0.10' | 'json_window30',
): OtavaJsonChange[] {
  const text = readFileSync(path.join(ORACLE_DIR, 'out', name, `${file}.txt`), 'utf8');
  const groups = (JSON.parse(text) as Record<string, { changes: Record<string, string | number>[] }[]>)[name];
  return groups.map((g) => {
    const c = g.changes[0];
    return {
      index: Number(c.index),
      pvalue: Number(c.pvalue),
      mean_before: Number(c.mean_before),
      mean_after: Number(c.mean_after),
      stddev_before: Number(c.stddev_before),
      stddev_after: Number(c.stddev_after),
    };
  });
}

/** |actual − expected| within `rel` of |expected| (or exactly equal). */
export function expectRelClose(actual: number, expected: number, rel = 1e-9): void {
  const ok = actual === expected || Math.abs(actual - expected) <= rel * Math.abs(expected);
  if (!ok) throw new Error(`expected ${actual} to be within ${rel} (relative) of ${expected}`);
}
