// Change-point detection over one series (E-divisive means with Student's t-test significance, as Apache
// Otava does). Pure: the `benchdelta changepoints` command and the service call the same function.
// PLACEHOLDER INTERFACE: the implementation lands on the changepoints branch; the signature is the contract.

export interface ChangePointOptions {
  /** Otava's window (points per split window); default 50. */
  window?: number;
  /** Largest p-value a change point may have; default 0.001. */
  pValue?: number;
  /** Smallest |forward change| as a fraction (0.05 = 5%) a change point must have; default 0. */
  minMagnitude?: number;
}

export interface ChangePoint {
  /** Position of the first point of the new segment (Otava's convention). */
  index: number;
  pValue: number;
  meanBefore: number;
  meanAfter: number;
  stdBefore: number;
  stdAfter: number;
  /** (meanAfter − meanBefore) / meanBefore × 100. */
  forwardChangePct: number;
}

export interface SeriesAnalysis {
  changePoints: ChangePoint[];
  /** Positions of single points judged outliers (a one-point spike), not change points. */
  outliers: number[];
}

export function detectChangePoints(
  values: readonly number[],
  options: ChangePointOptions = {},
): SeriesAnalysis {
  void values;
  void options;
  return { changePoints: [], outliers: [] };
}
