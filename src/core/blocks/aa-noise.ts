// Noise measured on an A/A pair (DESIGN §6): two runs of the same build over the same blocks flag items by
// noise alone, so the share of a cut's blocks they flag is what noise flags there — measured, not modelled.
// The spread-based estimate (cut-stats.ts) assumes log-normal noise around the cut's own median and is
// inflated when a cut mixes changed and unchanged blocks (a slow cut holding a contract that got faster);
// the A/A pair's rate does not depend on the comparison's own changes at all.
import { contrastsOfPairs } from './contrast-noise.js';
import { defineCuts } from './cuts.js';
import { UserError } from '../errors.js';
import { isFlagged, matchPairs } from './match.js';
import type { BlockLog, CompareOptions, CutStats } from '../model.js';
import { robustSigma, trimmedMeanSorted } from '../stats/stats.js';

const { expm1, log } = Math; // bound once (see match.ts)

/** Fewer A/A blocks in a cut than this give a rate too rough to print (±9 points at 30): the spread is used. */
export const MIN_AA_BLOCKS = 30;

export interface AaCutNoise {
  /** A/A blocks in the cut (selected by the same rule as the comparison's cut, on the A/A pair's own times). */
  compared: number;
  /** Of those, how many the A/A pair flags at the threshold. */
  flagged: number;
  /** Robust SD (1.4826 × MAD) of the A/A pair's log ratios in the cut. */
  sigma: number;
}

export interface AaNoise {
  /** How reports name the pair, e.g. `a.log vs b.log`. */
  label: string;
  /** Blocks the two A/A runs share. */
  paired: number;
  /** Per cut name (the comparison's cut names), what the A/A pair shows. */
  cuts: Map<string, AaCutNoise>;
  /** The A/A pair's shift over all its blocks, in %: one draw of the run-to-run noise (core/blocks/run-noise.ts). */
  shiftPct: number;
  /** Per cut name, the A/A pair's contrast (log units): one draw of its between-run noise (contrast-noise.ts). */
  contrasts: Map<string, number>;
}

/** Flags and spread of an A/A pair, per cut, with the comparison's own cut definitions and threshold. */
export function measureAaNoise(
  aaBaseline: BlockLog,
  aaCandidate: BlockLog,
  options: Pick<CompareOptions, 'duplicates' | 'thresholdPct' | 'itemSets' | 'slowMs' | 'selectOn'>,
  label: string,
): AaNoise {
  const { pairs, match } = matchPairs(aaBaseline, aaCandidate, options);
  if (match.paired === 0) {
    throw new UserError(
      `the A/A pair ${label} shares no block number: give two runs of the same build over the same blocks`,
    );
  }
  const { baselineMs, candidateMs } = pairs;
  const cuts = new Map<string, AaCutNoise>();
  let shiftPct = NaN;
  for (const cut of defineCuts(pairs, options)) {
    const logs = new Float64Array(cut.indices.length);
    let logCount = 0;
    let flagged = 0;
    for (const i of cut.indices) {
      const b = baselineMs[i];
      const c = candidateMs[i];
      if (isFlagged(((c - b) / b) * 100, options.thresholdPct)) flagged++;
      if (c > 0) logs[logCount++] = log(c / b);
    }
    const sorted = logs.subarray(0, logCount).sort();
    if (cut.set === null && cut.slowMs === null) shiftPct = expm1(trimmedMeanSorted(sorted)) * 100;
    cuts.set(cut.name, { compared: cut.indices.length, flagged, sigma: robustSigma(sorted) });
  }
  return { label, paired: match.paired, cuts, shiftPct, contrasts: contrastsOfPairs(pairs, options) };
}

/**
 * The cut with its expected flags taken from the A/A pair's rate in the same cut, where that cut holds at
 * least MIN_AA_BLOCKS blocks; otherwise the cut as it was (from the spread of its own log ratios).
 */
export function withAaNoise(cut: CutStats, noise: AaNoise): CutStats {
  const aa = noise.cuts.get(cut.name);
  if (!aa || aa.compared < MIN_AA_BLOCKS) return cut;
  return {
    ...cut,
    expectedFlagged: (cut.compared * aa.flagged) / aa.compared,
    noiseSigma: aa.sigma,
    expectedFlaggedFrom: 'aa-pair',
  };
}
