import { readFileSync } from 'node:fs';
import path from 'node:path';
import { median } from 'simple-statistics';
import type { Measurement, ResultSet } from '../../../src/core/model.js';

// Helpers shared by the micro-benchmark format tests: fixture paths and lookups by key.

export const FIXTURES = path.resolve(import.meta.dirname, '../../../__fixtures__/shared/fixtures');

export function fixturePath(...parts: string[]): string {
  return path.join(FIXTURES, ...parts);
}

export function fixtureText(...parts: string[]): string {
  return readFileSync(fixturePath(...parts), 'utf8');
}

export function fixtureJson(...parts: string[]): unknown {
  return JSON.parse(fixtureText(...parts));
}

/** The one measurement with this key (and metric); fails the test when missing or duplicated. */
export function byKey(rs: ResultSet, key: string, metric?: string): Measurement {
  const found = rs.measurements.filter((m) => m.key === key && (metric === undefined || m.metric === metric));
  if (found.length !== 1) {
    throw new Error(
      `expected one '${key}' (${metric ?? 'any metric'}), found ${found.length} in ${rs.source}`,
    );
  }
  return found[0];
}

/** candidate / baseline of the reported values. */
export function valueRatio(baseline: ResultSet, candidate: ResultSet, key: string, metric?: string): number {
  return byKey(candidate, key, metric).value / byKey(baseline, key, metric).value;
}

/** candidate / baseline of the sample medians (what a samples-based comparison starts from). */
export function medianRatio(baseline: ResultSet, candidate: ResultSet, key: string, metric?: string): number {
  const b = byKey(baseline, key, metric).samples;
  const c = byKey(candidate, key, metric).samples;
  if (!b?.length || !c?.length) throw new Error(`'${key}' has no samples`);
  return median(c) / median(b);
}

export function keysOf(rs: ResultSet, metric?: string): string[] {
  return rs.measurements
    .filter((m) => metric === undefined || m.metric === metric)
    .map((m) => m.key)
    .sort();
}
