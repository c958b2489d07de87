// The committed annotated sets in __fixtures__/changepoints/ (bench/changepoints-annotated.mjs and
// bench/changepoints-realworld.mjs write them).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The first set: benchmark histories, one annotation each. */
export interface Annotated {
  name: string;
  kind: string;
  values: number[];
  changePoints: number[];
  drifts: [number, number][];
  period?: number;
}

/** The second set: real-world shapes, the generator's events and 3–5 annotators' change points. */
export interface RealWorld {
  name: string;
  kind: string;
  values: number[];
  events: number[];
  annotations: number[][];
}

/** The real annotated set (real/real.json: TCPD and TSSB series, halves fixed by a hash of the name). */
export interface Real {
  name: string;
  source: string;
  half: 'fit' | 'held-out';
  cite: string;
  values: number[];
  annotations: number[][];
}

/** The series of a committed annotated set. */
export function fixtureSeries<T>(file: string): T[] {
  const text = readFileSync(
    path.resolve(import.meta.dirname, '../../../__fixtures__/changepoints', file),
    'utf8',
  );
  return (JSON.parse(text) as { series: T[] }).series;
}
