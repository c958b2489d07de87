// Candidate steps that penalised segmentations propose beside E-divisive's: the AR(1) segmentation's
// (ar1-segmentation.ts) and the plateaus' (plateaus.ts). The analysis judges them by the same tests as
// E-divisive's, without the serial corrections (judge.ts); a step from them lists "segmentation".

import { ar1Cuts } from './ar1-segmentation.js';
import { clipToRunningMedian, silentMinSegment } from './long-run-pelt.js';
import { plateauCuts } from './plateaus.js';

export interface CandidateOptions {
  /** The analysis' least segment: a candidate this close to a known step or an earlier candidate is dropped. */
  minSegment: number;
  ar1?: boolean;
  ar1PenaltyPerLogN?: number;
  plateaus?: boolean;
  plateauPenaltyPerLogN?: number;
}

/**
 * The segmentations' cuts that are not already `known` (E-divisive's judged steps), sorted. `clean` has the
 * outliers replaced; `deseasoned` not: the plateaus' clip is their outlier rule, as the replacements (the
 * median of the points before) flatten a jump's first points, and then its innovations.
 */
export function segmentationCandidates(
  clean: ArrayLike<number>,
  deseasoned: ArrayLike<number>,
  known: readonly number[],
  options: CandidateOptions,
): number[] {
  const n = clean.length;
  const proposed = [
    ...(options.ar1 === false
      ? []
      : ar1Cuts(clipToRunningMedian(clean), {
          minSegment: silentMinSegment(n, options.minSegment),
          penaltyPerLogN: options.ar1PenaltyPerLogN,
        })),
    ...(options.plateaus === false
      ? []
      : plateauCuts(clipToRunningMedian(deseasoned), {
          minSegment: options.minSegment,
          penaltyPerLogN: options.plateauPenaltyPerLogN,
        })),
  ];
  const fresh: number[] = [];
  for (const t of proposed) {
    if ([...known, ...fresh].every((k) => Math.abs(k - t) >= options.minSegment)) fresh.push(t);
  }
  return fresh.sort((a, b) => a - b);
}
