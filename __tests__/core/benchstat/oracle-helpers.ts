// Reads the benchstat oracle cases (shared/oracles/benchstat) and maps our measurements to benchstat's
// row names (`Join/n=10-2`) and tidied units (`sec/op`).
import fs from 'node:fs';
import path from 'node:path';
import type { Measurement } from '../../../src/core/model.js';

export const ORACLE_DIR = path.resolve(import.meta.dirname, '../../../__fixtures__/shared/oracles/benchstat');
export const ORACLE_CASES = [
  'gobench-join',
  'identical',
  'slower5pct',
  'faster10pct',
  'noisy',
  'small-n',
  'unequal-n-ties',
  'large-n',
  'mixed-units-missing',
];

export interface PreciseSide {
  n: number;
  values_sorted: number[];
  median: number;
  mean: number;
  ci_lo: number | null;
  ci_hi: number | null;
  ci_lo_order_1based: number;
  ci_hi_order_1based: number;
  ci_confidence_actual: number;
}

export interface PreciseRow {
  name: string;
  unit: string;
  old?: PreciseSide | null;
  new?: PreciseSide | null;
  mann_whitney_U_old?: number;
  p_two_sided?: number;
  p_error?: string;
  delta_pct_of_medians?: number;
  significant_alpha_0_05?: boolean;
}

export interface Precise {
  rows: PreciseRow[];
  geomean_ratio_delta_pct_by_unit: Record<string, number | null>;
}

export function readCase(name: string, file: string): string {
  return fs.readFileSync(path.join(ORACLE_DIR, name, file), 'utf8');
}

export function readPrecise(name: string): Precise {
  return JSON.parse(readCase(name, 'precise.json')) as Precise;
}

const UNIT_LABELS: Record<string, string> = {
  time: 'sec/op',
  alloc: 'B/op',
  allocs: 'allocs/op',
  throughput: 'B/s',
};

/** benchstat's row id for one of our measurements: `<name without pkg. and Benchmark>|<tidied unit>`. */
export function benchstatId(m: Pick<Measurement, 'key' | 'metric'>): string {
  const i = m.key.indexOf('.Benchmark');
  const name = m.key.slice(i + '.Benchmark'.length);
  return `${name}|${UNIT_LABELS[m.metric] ?? m.metric}`;
}

/** Relative closeness check that treats exact zeros sensibly. */
export function expectClose(actual: number, expected: number, rel = 1e-9): void {
  const scale = Math.max(Math.abs(expected), 1e-300);
  if (Math.abs(actual - expected) > rel * scale) {
    throw new Error(
      `expected ${expected}, got ${actual} (relative error ${Math.abs(actual - expected) / scale})`,
    );
  }
}
