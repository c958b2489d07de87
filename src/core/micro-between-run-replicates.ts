// Replicated runs per side: each row's change from the runs' centres, its between-run variance from their
// spread (interleaved runs: of the paired differences), shrunk towards the suite's typical spread.
import type { MicroChange } from './micro-model.js';
import { fitVariancePrior, moderateVariance } from './variance-prior.js';
import {
  DEFAULT_BETWEEN_RUN_PCT,
  DEFAULT_DF,
  rowKey,
  type BetweenRunInput,
  type BetweenRunNoise,
  type RowForNoise,
} from './micro-between-run-model.js';

/**
 * Replicated runs: each row's change is the difference of the mean run centres, its variance the spread of
 * those centres (interleaved runs: of the paired differences, which cancels drift shared by a pair), shrunk
 * towards the suite's typical spread (variance-prior.ts) so a row with 2–3 runs still gets a usable test.
 */
export function fromReplicates(
  rows: readonly RowForNoise[],
  rep: NonNullable<BetweenRunInput['replicates']>,
  byMetric: Map<string, number[]>,
  out: BetweenRunNoise,
) {
  for (const idx of byMetric.values()) {
    const est: number[] = [];
    const v: number[] = [];
    const dfs: number[] = [];
    const sizes: number[] = [];
    for (const i of idx) {
      const k = rowKey(rows[i].key, rows[i].metric);
      const s = replicateStats(rep.baseline.get(k), rep.candidate.get(k), rep.paired);
      est.push(s?.estimate ?? NaN);
      v.push(s?.variance ?? NaN);
      dfs.push(s?.df ?? 0);
      sizes.push(s?.sizeFactor ?? NaN);
    }
    const usable = v.map((x, j) => (Number.isFinite(x) && dfs[j] > 0 ? j : -1)).filter((j) => j >= 0);
    const prior = fitVariancePrior(
      usable.map((j) => Math.max(v[j], 1e-12)),
      usable.map((j) => dfs[j]),
    );
    const fallback = Math.log1p(DEFAULT_BETWEEN_RUN_PCT / 100) ** 2;
    idx.forEach((i, j) => {
      const w = (rows[i].change as MicroChange).se ** 2;
      if (!Number.isFinite(v[j]) || dfs[j] <= 0) {
        // A row in too few runs: the suite's typical spread, or the default.
        out.variance[i] = Math.max(w, prior ? prior.variance * 2 : fallback);
        out.df[i] = prior ? Math.min(prior.df, 1e6) : DEFAULT_DF;
        return;
      }
      out.estimate[i] = est[j];
      const m = prior ? moderateVariance(v[j], dfs[j], prior) : { variance: v[j], df: dfs[j] };
      out.variance[i] = Math.max(m.variance * sizes[j], 1e-16);
      out.df[i] = Math.min(m.df, 1e6);
    });
  }
  out.source = rep.paired ? 'interleaved' : 'replicates';
}

/** One row's replicate statistics: estimate, variance of one run centre (or paired difference), df, size factor. */
function replicateStats(
  b: Float64Array | undefined,
  c: Float64Array | undefined,
  paired: boolean,
): { estimate: number; variance: number; df: number; sizeFactor: number } | null {
  if (!b || !c) return null;
  if (paired && b.length === c.length) {
    const d: number[] = [];
    for (let r = 0; r < b.length; r++)
      if (Number.isFinite(b[r]) && Number.isFinite(c[r])) d.push(c[r] - b[r]);
    if (d.length < 2) return null;
    const { mean, ss } = moments(d);
    return { estimate: mean, variance: ss / (d.length - 1), df: d.length - 1, sizeFactor: 1 / d.length };
  }
  const bs = [...b].filter(Number.isFinite);
  const cs = [...c].filter(Number.isFinite);
  if (bs.length === 0 || cs.length === 0 || bs.length + cs.length < 3) return null;
  const mb = moments(bs);
  const mc = moments(cs);
  const df = bs.length - 1 + cs.length - 1;
  return {
    estimate: mc.mean - mb.mean,
    variance: (mb.ss + mc.ss) / df,
    df,
    sizeFactor: 1 / bs.length + 1 / cs.length,
  };
}

function moments(x: number[]): { mean: number; ss: number } {
  const mean = x.reduce((a, b) => a + b, 0) / x.length;
  return { mean, ss: x.reduce((a, b) => a + (b - mean) ** 2, 0) };
}
