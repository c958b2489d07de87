// Between-run noise of contrasts (issue 17). A contrast (a cut against the rest of its own run, contrast.ts)
// cancels a run's speed factor only if every block feels it alike; stalls add time (light blocks feel them most)
// and a cold cache or a compaction hits heavy blocks harder, so a slow cut moves against the rest from run to run
// even when nothing changed. Each contrast's interval therefore adds its own run-level term, per cut: measured on
// replicated runs (the spread of each run's contrast against its side's pooled runs) or an A/A pair (its contrast,
// one draw: it may widen the stated σ, never narrow it), else the stated default.
import { type ContrastTerm, MIN_CONTRAST_BLOCKS, sortedLogRatios } from './contrast.js';
import { defineCuts } from './cuts.js';
import { matchPairs } from './match.js';
import type { BlockLog, CompareOptions, ContrastRunNoise, PairColumns } from '../model.js';
import { studentTQuantile } from '../stats/student-t.js';
import { trimmedMeanSorted, Z_95 } from '../stats/stats.js';

const { abs, expm1, log1p, sqrt, SQRT2 } = Math;

/**
 * Per-run σ of a cut's contrast assumed when nothing measures it. On generated runs whose effects differ by block
 * weight (bench/block-run-effects.mjs `weighted`: per-run stalls of ~0.75 ms a block, a cold-cache slope of 0.5%
 * per e-fold of block weight, contract blocks ±0.5%) a slow cut's contrast moves by about 1% per run; 1% let 14 of
 * 100 tuning A/A pairs be called a change, 1.5% 6 (bench/block-aa-calibration.mjs on fresh seeds; docs/block-noise.md).
 */
export const DEFAULT_CONTRAST_NOISE_PCT = 1.5;

/** Options that define the cuts of a pair. */
type CutOptions = Pick<CompareOptions, 'duplicates' | 'thresholdPct' | 'itemSets' | 'slowMs' | 'selectOn'>;

/**
 * Each cut's contrast (log units: the cut's trimmed-mean log ratio less the rest's) on one pair of runs, with the
 * cuts defined on that pair's own times as the comparison defines them; cuts too small to contrast are left out.
 */
export function contrastsOfPair(
  baseline: BlockLog,
  candidate: BlockLog,
  options: CutOptions,
): Map<string, number> {
  return contrastsOfPairs(matchPairs(baseline, candidate, options).pairs, options);
}

/** contrastsOfPair for pairs already matched. */
export function contrastsOfPairs(
  pairs: PairColumns,
  options: Pick<CompareOptions, 'itemSets' | 'slowMs' | 'selectOn'>,
): Map<string, number> {
  const [all, ...others] = defineCuts(pairs, options);
  const out = new Map<string, number>();
  const inCut = new Uint8Array(pairs.length);
  for (const cut of others) {
    inCut.fill(0);
    for (const i of cut.indices) inCut[i] = 1;
    const rest = all.indices.filter((i) => inCut[i] === 0);
    const cutLogs = sortedLogRatios(pairs, cut.indices);
    const restLogs = sortedLogRatios(pairs, rest);
    if (cutLogs.length < MIN_CONTRAST_BLOCKS || restLogs.length < MIN_CONTRAST_BLOCKS) continue;
    out.set(cut.name, trimmedMeanSorted(cutLogs) - trimmedMeanSorted(restLogs));
  }
  return out;
}

/** The stated default, for every cut. */
export function statedContrastNoise(): ContrastRunNoise {
  return { source: 'default', statedPct: DEFAULT_CONTRAST_NOISE_PCT, cuts: {} };
}

/**
 * From an A/A pair's contrasts (contrastsOfPair): each is ONE draw of the difference of two runs' contrasts
 * (variance 2σ², 1 degree of freedom), and the A/B pair's runs draw their own run effects. One draw cannot show
 * the noise is small (a quiet pair is as likely as a lucky one), only that it is larger than assumed: per cut,
 * σ = max(stated, |a|/√2), so the pair widens the term and never narrows it. (Pooling the draw with the stated σ
 * narrowed it by up to 11%, and `--aa-pair` then called more A/A pairs a change than no A/A pair at all.)
 */
export function contrastNoiseFromAa(aaContrasts: ReadonlyMap<string, number>): ContrastRunNoise {
  const stated = log1p(DEFAULT_CONTRAST_NOISE_PCT / 100);
  const cuts: ContrastRunNoise['cuts'] = {};
  for (const [name, a] of aaContrasts) {
    cuts[name] = { sigmaPct: expm1(Math.max(stated, abs(a) / SQRT2)) * 100 };
  }
  return { source: 'aa-pair', statedPct: DEFAULT_CONTRAST_NOISE_PCT, cuts };
}

/**
 * From replicated runs: each run's contrasts against its own side's pooled runs (contrastsOfPair(pooled, run));
 * per cut, their spread around each side's mean, pooled over both sides (n_b + n_c − 2 degrees of freedom, at
 * least 2, else the cut keeps the stated σ). A run's contrast also carries its own blocks' sampling noise, so the
 * measure errs wide on small cuts. Null when no cut could be measured.
 */
export function contrastNoiseFromReplicates(runContrasts: {
  baseline: ReadonlyMap<string, number>[];
  candidate: ReadonlyMap<string, number>[];
}): ContrastRunNoise | null {
  const names = new Set([...runContrasts.baseline, ...runContrasts.candidate].flatMap((m) => [...m.keys()]));
  const cuts: ContrastRunNoise['cuts'] = {};
  for (const name of names) {
    let ss = 0;
    let dof = 0;
    for (const side of [runContrasts.baseline, runContrasts.candidate]) {
      const xs = side.map((m) => m.get(name)).filter((x): x is number => x !== undefined);
      if (xs.length < 2) continue;
      const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
      for (const x of xs) ss += (x - mean) * (x - mean);
      dof += xs.length - 1;
    }
    if (dof >= 2) cuts[name] = { sigmaPct: expm1(sqrt(ss / dof)) * 100, dof };
  }
  if (Object.keys(cuts).length === 0) return null;
  return { source: 'replicates', statedPct: DEFAULT_CONTRAST_NOISE_PCT, cuts };
}

/**
 * The term for cut `name`: its measured σ when the source measured this cut, else the stated one; q·σ·√(1/n_b +
 * 1/n_c), q Student's t for a replicate-measured σ and the normal quantile otherwise.
 */
export function contrastTerm(
  noise: ContrastRunNoise | undefined,
  name: string,
  runs: { baseline: number; candidate: number },
): ContrastTerm {
  const measured = noise?.cuts[name];
  const sigmaPct = measured?.sigmaPct ?? noise?.statedPct ?? DEFAULT_CONTRAST_NOISE_PCT;
  const source = measured && noise ? noise.source : 'default';
  const dof = measured?.dof;
  const q = dof === undefined ? Z_95 : studentTQuantile(0.975, dof);
  const halfWidth = q * log1p(sigmaPct / 100) * sqrt(1 / runs.baseline + 1 / runs.candidate);
  return { sigmaPct, source, ...(dof !== undefined && { dof }), halfWidth };
}
