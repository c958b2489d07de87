// Verdicts from confidence intervals against a minimum effect (DESIGN.md §6). Times: bigger = slower = regression.
import { probit } from 'simple-statistics';
import type { BlockVerdict, CompareOptions, CutStats, DecisionRule, Verdict } from '../model.js';
import { projectHalfWidth } from '../stats/runs-projection.js';

/** Below this many blocks a cut is reported but never judged: its CI would be too rough to trust. */
export const MIN_JUDGED_BLOCKS = 10;

/** The rule used when the options name none (bench/verdict-calibration.mjs measured both; README). */
export const DEFAULT_DECISION_RULE: DecisionRule = 'significant';

const pct = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}%`;
const pText = (p: number): string => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`);

interface Interval {
  pct: number;
  ciLowPct: number;
  ciHighPct: number;
}

/**
 * Which way an interval calls a change under the rule, or null:
 * - `significant`: the interval excludes 0 and the estimate lies beyond ±min (a change both real and large
 *   enough to matter);
 * - `beyond-min-effect`: the whole interval lies beyond ±min (stricter: with honest, run-noise-wide intervals it
 *   misses most changes near the minimum effect).
 */
export function changeDirection(x: Interval, min: number, rule: DecisionRule): 'up' | 'down' | null {
  if (rule === 'beyond-min-effect') {
    if (x.ciLowPct > min) return 'up';
    if (x.ciHighPct < -min) return 'down';
    return null;
  }
  if (x.ciLowPct > 0 && x.pct >= min) return 'up';
  if (x.ciHighPct < 0 && x.pct <= -min) return 'down';
  return null;
}

const ruleText = (rule: DecisionRule, up: boolean, min: number): string => {
  const sign = up ? '+' : '−';
  return rule === 'beyond-min-effect'
    ? `lies wholly beyond ${sign}${min}%`
    : `excludes 0 with the estimate beyond ${sign}${min}%`;
};

/**
 * The level each cut besides `all` is judged at. A comparison claims a change when any cut does, so cuts each
 * judged at α add up their false calls: on A/A pairs whose run effects differ by block weight, the five cuts
 * besides `all` of a contract item set, each at 5%, called 8% of pairs a change though each cut's own interval
 * was right (bench/block-aa-diagnose.mjs, docs/block-noise.md). The cuts besides `all` share α (weighted
 * Bonferroni): cut c of n_c blocks is judged at α · n_c / Σ n, over the cuts holding at least MIN_JUDGED_BLOCKS
 * blocks, so together they call at most α. Weights by size put the level where the evidence is: a large cut (the
 * item set itself) keeps most of α and its power, a 30-block sub-cut, whose estimate is the noisiest, is judged
 * strictly. `all` keeps α (it answers the comparison's first question: did the whole run change?).
 */
export function subCutAlpha(alpha: number, blocks: number, judgedBlocks: readonly number[]): number {
  const total = judgedBlocks.reduce((s, n) => s + n, 0);
  return judgedBlocks.length > 1 && total > 0 ? (alpha * blocks) / total : alpha;
}

/** An interval's ends moved away from its estimate by `factor` (log scale, where the intervals are built). */
function scaled<T extends Interval>(x: T, factor: number): T {
  if (factor === 1) return x;
  const est = Math.log1p(x.pct / 100);
  const end = (p: number) => Math.expm1(est + factor * (Math.log1p(p / 100) - est)) * 100;
  return { ...x, ciLowPct: end(x.ciLowPct), ciHighPct: end(x.ciHighPct) };
}

type CutJudgement = { verdict: Verdict; reason: string; verdictBasis: 'shift' | 'contrast' };

/**
 * A cut's verdict, what it rests on, and the one sentence that explains it:
 * - regression / improvement by the cut's shift (its interval includes run-to-run noise): the rule above holds
 *   AND the signed-rank test agrees at `alpha` (a disagreement means the shape, not the shift, changed);
 * - no-change: the interval lies wholly within ±minEffect (a change that large is ruled out);
 * - otherwise, regression / improvement by the contrast with the rest of the run, when the rule holds for the
 *   contrast, the rank-sum test of the cut against the rest agrees at `alpha`, and the rest's own interval holds
 *   0 (else the contrast could be the rest's change, mirrored);
 * - inconclusive: anything else, including cuts with fewer than MIN_JUDGED_BLOCKS blocks.
 */
export function judgeCut(
  stats: Pick<CutStats, 'compared' | 'shift' | 'pValue' | 'contrast'>,
  options: Pick<CompareOptions, 'minEffectPct' | 'alpha' | 'decisionRule'> & { cutAlpha?: number },
  runs?: RunsPerSide,
): CutJudgement {
  const { compared, shift: shown, pValue, contrast: contrastShown } = stats;
  // Judged at cutAlpha (subCutAlpha): the 95% intervals, as reports show them, widened to that level to decide.
  const alpha = Math.min(options.alpha, options.cutAlpha ?? options.alpha);
  const factor = alpha < options.alpha ? probit(1 - alpha / 2) / probit(1 - options.alpha / 2) : 1;
  const shift = scaled(shown, factor);
  const contrast = contrastShown && scaled(contrastShown, factor);
  const level =
    factor === 1
      ? ''
      : `, widened ×${factor.toFixed(2)} to the ${Number((100 * (1 - alpha)).toPrecision(3))}% level each cut besides all is judged at,`;
  const min = options.minEffectPct;
  const rule = options.decisionRule ?? DEFAULT_DECISION_RULE;
  const byShift = (verdict: Verdict, reason: string): CutJudgement => ({
    verdict,
    reason,
    verdictBasis: 'shift',
  });
  if (compared < MIN_JUDGED_BLOCKS) {
    return byShift(
      'inconclusive',
      `Only ${compared} block${compared === 1 ? '' : 's'} in this cut, too few to judge (at least ${MIN_JUDGED_BLOCKS} needed).`,
    );
  }
  if (!Number.isFinite(shift.ciLowPct) || !Number.isFinite(shift.ciHighPct)) {
    return byShift('inconclusive', 'The shift has no confidence interval (no usable log ratios).');
  }
  const ci = `shift ${pct(shown.pct)} (95% CI ${pct(shown.ciLowPct)} to ${pct(shown.ciHighPct)})`;
  const direction = changeDirection(shift, min, rule);
  if (direction !== null) {
    const up = direction === 'up';
    if (pValue < alpha) {
      return byShift(
        up ? 'regression' : 'improvement',
        `The candidate is ${up ? 'slower' : 'faster'}: the ${ci}${level} ${ruleText(rule, up, min)} and the signed-rank test agrees (${pText(pValue)}).`,
      );
    }
    return byShift(
      'inconclusive',
      `The ${ci}${level} ${ruleText(rule, up, min)} but the signed-rank test does not confirm a shift (${pText(pValue)}).`,
    );
  }
  if (shown.ciLowPct >= -min && shown.ciHighPct <= min) {
    return byShift('no-change', `No change of ${min}% or more: ${ci} lies within ±${min}%.`);
  }
  const byContrast = contrast && changeDirection(contrast, min, rule);
  const restStill = contrast && contrast.rest.ciLowPct <= 0 && contrast.rest.ciHighPct >= 0;
  if (contrast && contrastShown && byContrast && restStill && contrast.pValue < alpha) {
    const up = byContrast === 'up';
    return {
      verdict: up ? 'regression' : 'improvement',
      verdictBasis: 'contrast',
      reason:
        `The ${ci} is within run-to-run noise, but against the rest of the same run (drift cancels) the cut is ` +
        `${pct(contrastShown.pct)} (95% CI ${pct(contrastShown.ciLowPct)} to ${pct(contrastShown.ciHighPct)}), which${level.replace(/,$/, '')} ${ruleText(rule, up, min)}, ` +
        `the rank-sum test agrees (${pText(contrast.pValue)}), and the rest's own shift ${pct(contrast.rest.pct)} holds 0.`,
    };
  }
  return byShift(
    'inconclusive',
    `The ${ci}${level} reaches past ±${min}%, so a change of that size can be neither confirmed nor ruled out.` +
      settleText(shift, shown, min, rule, runs),
  );
}

type RunsPerSide = { baseline: number; candidate: number };
/** The most runs per side an inconclusive cut's advice names: past it, more runs are no practical answer. */
const MAX_ADVISED_RUNS = 20;

/**
 * What would settle an inconclusive cut (DESIGN §6: an "inconclusive" says what would): replicated runs per side
 * narrow its interval as √(1/n_b + 1/n_c) (stats/runs-projection.ts, as the micro verdict's advice), both its run-to-run part and its blocks' part (pooled runs average each
 * block's own noise; a change that differs from block to block keeps some spread, so the count is a floor). The
 * fewest runs per side whose interval, around the same estimate, would confirm the change or rule out ±min.
 */
function settleText(
  decided: Interval,
  shown: Interval,
  min: number,
  rule: DecisionRule,
  runs: RunsPerSide | undefined,
): string {
  if (!runs) return '';
  const est = Math.log1p(decided.pct / 100);
  const halfOf = (x: Interval) =>
    Math.max(est - Math.log1p(x.ciLowPct / 100), Math.log1p(x.ciHighPct / 100) - est);
  const half = halfOf(decided);
  if (!Number.isFinite(half) || !(half > 0)) return '';
  const shownHalf = halfOf(shown);
  const bound = Math.log1p(min / 100);
  const confirm = Math.abs(decided.pct) >= min;
  const now = [runs.baseline, runs.candidate] as const;
  for (let k = Math.max(...now) + 1; k <= MAX_ADVISED_RUNS; k++) {
    const shownAtK = projectHalfWidth(shownHalf, now, k);
    // Ruled out at the 95% level the reports show (judgeCut's no-change); confirmed at the level it decides at.
    const settles = confirm
      ? projectHalfWidth(half, now, k) < Math.abs(est) - (rule === 'beyond-min-effect' ? bound : 0)
      : Math.abs(est) + shownAtK <= bound;
    if (settles)
      return ` About ${k} runs per side would narrow it to ±${pctOf(shownAtK)} and settle it, if the estimate holds.`;
  }
  return confirm
    ? ` Settling it would take more than ${MAX_ADVISED_RUNS} runs per side at this noise, or more blocks in this cut.`
    : ` Ruling out ±${min}% would take more than ${MAX_ADVISED_RUNS} runs per side at this noise.`;
}

const pctOf = (logHalfWidth: number): string => `${(Math.expm1(logHalfWidth) * 100).toFixed(1)}%`;

/**
 * The comparison's verdict from its cuts (`all` first):
 * - a cut whose own shift (with run noise) is a regression → regression: a slowdown confined to a subset is
 *   what a team must hear about, even when faster blocks elsewhere offset it in the average;
 * - a cut slower only against the rest of its run (a contrast) while another cut got faster → mixed: the
 *   contrast may be the other cut's speed-up seen from the rest, so both are named and neither wins;
 * - else a contrast regression → regression; else any improvement → improvement;
 * - else the `all` cut's verdict (no-change or inconclusive). Smaller cuts being inconclusive does not undo a
 *   no-change on all blocks: they hold less data, so their wider CIs are expected, not evidence of a change.
 */
export function judgeComparison(
  cuts: readonly (Pick<CutStats, 'name' | 'verdict'> & Partial<Pick<CutStats, 'verdictBasis'>>)[],
): { verdict: BlockVerdict; reason: string } {
  const named = (v: Verdict, basis?: 'shift' | 'contrast') =>
    cuts
      .filter((c) => c.verdict === v && (basis === undefined || (c.verdictBasis ?? 'shift') === basis))
      .map((c) => c.name);
  const byShift = named('regression', 'shift');
  const byContrast = named('regression', 'contrast');
  const improvements = named('improvement');
  const also = improvements.length > 0 ? `; improved: ${improvements.join(', ')}` : '';
  if (byShift.length > 0) {
    const relative = byContrast.length > 0 ? `; slower relative to the rest: ${byContrast.join(', ')}` : '';
    return { verdict: 'regression', reason: `Slower in: ${byShift.join(', ')}${relative}${also}.` };
  }
  if (byContrast.length > 0 && improvements.length > 0) {
    return {
      verdict: 'mixed',
      reason: `Slower relative to the rest of the run in: ${byContrast.join(', ')}; faster in: ${improvements.join(', ')}.`,
    };
  }
  if (byContrast.length > 0) {
    return {
      verdict: 'regression',
      reason: `Slower relative to the rest of the run in: ${byContrast.join(', ')}; no cut is faster.`,
    };
  }
  if (improvements.length > 0) {
    return { verdict: 'improvement', reason: `Faster in: ${improvements.join(', ')}; no cut is slower.` };
  }
  const all = cuts[0];
  if (all === undefined) return { verdict: 'inconclusive', reason: 'No blocks were compared.' };
  return all.verdict === 'no-change'
    ? { verdict: 'no-change', reason: `No change over ${all.name} blocks and no cut shows one.` }
    : {
        verdict: 'inconclusive',
        reason: `The ${all.name}-blocks cut is inconclusive and no cut shows a change.`,
      };
}
