// Chunked import timings (validation / write per chunk, as in header-import studies): each metric is a
// series over chunks. One chunk is one value, so a chunk alone proves nothing; the series does. Per metric:
// totals, per-chunk deltas, the accumulated curves, and a Wilcoxon signed-rank test on the per-chunk log
// ratios (is the typical chunk faster or slower?), judged with the metric's direction and a minimum effect.
import type { Direction, Measurement, ResultSet } from '../model.js';
import { wilcoxonSignedRank } from '../stats/wilcoxon.js';

/** Fewest paired chunks for a judgement (the signed-rank test cannot reach α = 0.05 below 6). */
export const MIN_JUDGED_CHUNKS = 6;

export type ChunkVerdict = 'regression' | 'improvement' | 'no-change' | 'inconclusive';

export interface ChunkSeries {
  metric: string;
  unit: string;
  direction: Direction;
  /** Chunk ids present on both sides, in baseline order. */
  chunks: string[];
  baseline: number[];
  candidate: number[];
  /** Per-chunk Δ% (null when the baseline chunk is 0). */
  deltaPct: Array<number | null>;
  /** Running sums over `chunks`: the accumulated time curves. */
  baselineCumulative: number[];
  candidateCumulative: number[];
  baselineTotal: number;
  candidateTotal: number;
  totalDeltaPct: number | null;
  /** Median of the per-chunk ratios as a % change. */
  medianDeltaPct: number | null;
  /** Wilcoxon signed-rank test on log(candidate/baseline) over chunks with both values > 0. */
  pValue: number;
  onlyInBaseline: number;
  onlyInCandidate: number;
  verdict: ChunkVerdict;
  reason: string;
}

export interface ChunkSeriesOptions {
  alpha: number;
  minEffectPct: number;
}

/** The chunk id of a chunked-format key (`chunk 12` → `12`), or null for other keys. */
export function chunkId(key: string): string | null {
  return key.startsWith('chunk ') ? key.slice(6) : null;
}

function byMetric(rs: ResultSet): Map<string, Map<string, Measurement>> {
  const out = new Map<string, Map<string, Measurement>>();
  for (const m of rs.measurements) {
    const id = chunkId(m.key);
    if (id === null) continue;
    let series = out.get(m.metric);
    if (!series) {
      series = new Map();
      out.set(m.metric, series);
    }
    series.set(id, m);
  }
  return out;
}

function pct(ratio: number): number {
  return (ratio - 1) * 100;
}

function medianOf(values: number[]): number {
  const s = Float64Array.from(values).sort();
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

function judge(s: ChunkSeries, logRatios: number[], opts: ChunkSeriesOptions): void {
  if (logRatios.length < MIN_JUDGED_CHUNKS) {
    s.verdict = 'inconclusive';
    s.reason = `only ${logRatios.length} paired chunks with positive times; need ≥ ${MIN_JUDGED_CHUNKS} to judge`;
    return;
  }
  const total = s.totalDeltaPct ?? 0;
  if (s.pValue > opts.alpha) {
    s.verdict = 'no-change';
    s.reason = `per-chunk changes are centred on zero (Wilcoxon p=${s.pValue.toFixed(3)} > α=${opts.alpha})`;
    return;
  }
  const median = s.medianDeltaPct ?? 0;
  if (Math.abs(total) < opts.minEffectPct || Math.sign(total) !== Math.sign(median)) {
    s.verdict = 'no-change';
    s.reason =
      Math.abs(total) < opts.minEffectPct
        ? `total Δ ${total.toFixed(2)}% is below the minimum effect of ${opts.minEffectPct}%`
        : `the typical chunk (${median.toFixed(2)}%) and the total (${total.toFixed(2)}%) move in opposite directions`;
    return;
  }
  const worse = s.direction === 'smaller-is-better' ? total > 0 : total < 0;
  s.verdict = worse ? 'regression' : 'improvement';
  s.reason = `total ${total >= 0 ? '+' : ''}${total.toFixed(2)}%, typical chunk ${median >= 0 ? '+' : ''}${median.toFixed(2)}% (Wilcoxon p=${s.pValue.toFixed(3)} over ${logRatios.length} chunks)`;
}

/** One series per metric present in the baseline, over the chunks both sides have. */
export function compareChunkSeries(
  baseline: ResultSet,
  candidate: ResultSet,
  opts: ChunkSeriesOptions,
): ChunkSeries[] {
  const base = byMetric(baseline);
  const cand = byMetric(candidate);
  const out: ChunkSeries[] = [];
  for (const [metric, bSeries] of base) {
    const cSeries = cand.get(metric) ?? new Map<string, Measurement>();
    const first = bSeries.values().next().value as Measurement;
    const s: ChunkSeries = {
      metric,
      unit: first.unit,
      direction: first.direction,
      chunks: [],
      baseline: [],
      candidate: [],
      deltaPct: [],
      baselineCumulative: [],
      candidateCumulative: [],
      baselineTotal: 0,
      candidateTotal: 0,
      totalDeltaPct: null,
      medianDeltaPct: null,
      pValue: 1,
      onlyInBaseline: 0,
      onlyInCandidate: 0,
      verdict: 'inconclusive',
      reason: '',
    };
    const logRatios: number[] = [];
    const ratios: number[] = [];
    for (const [id, b] of bSeries) {
      const c = cSeries.get(id);
      if (!c) {
        s.onlyInBaseline++;
        continue;
      }
      s.chunks.push(id);
      s.baseline.push(b.value);
      s.candidate.push(c.value);
      s.deltaPct.push(b.value !== 0 ? pct(c.value / b.value) : null);
      s.baselineTotal += b.value;
      s.candidateTotal += c.value;
      s.baselineCumulative.push(s.baselineTotal);
      s.candidateCumulative.push(s.candidateTotal);
      if (b.value > 0 && c.value > 0) {
        ratios.push(c.value / b.value);
        logRatios.push(Math.log(c.value / b.value));
      }
    }
    for (const id of cSeries.keys()) if (!bSeries.has(id)) s.onlyInCandidate++;
    s.totalDeltaPct = s.baselineTotal !== 0 ? pct(s.candidateTotal / s.baselineTotal) : null;
    if (ratios.length > 0) s.medianDeltaPct = pct(medianOf(ratios));
    if (logRatios.length > 0) s.pValue = wilcoxonSignedRank(logRatios).pValue;
    judge(s, logRatios, opts);
    out.push(s);
  }
  return out;
}
