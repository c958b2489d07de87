// The parts of a block report that come from every metric a line carries: "where the time went" (each phase's
// share of the total and its contribution to the total's Δ) and one row per metric. Shared by the text and
// Markdown renderers, which lay the cells out their own way.
import type { BlockComparison, MetricComparison, PhaseBreakdown } from '../core/model.js';
import { cutVerdictCell } from './block-summary.js';
import { formatCount, formatPctWithCi, formatShift, formatSignedMs, formatSignedPct } from './format.js';

const pp = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)} pp`;
const share = (x: number): string => `${x.toFixed(1)}%`;

/** One sentence naming the phase that moved the total most, with its interval. */
export function phaseHeadline(p: PhaseBreakdown): string {
  const top = p.rows[0];
  const own = top.shift ? `, itself ${formatShift(top.shift)}` : '';
  return (
    `Where the time went: ${top.label} moved the total most, ${pp(top.contributionPct)} ` +
    `[${pp(top.contributionCi.lowPct)}, ${pp(top.contributionCi.highPct)}] of the total's ` +
    `${formatSignedPct(p.totalDeltaPct)} over ${formatCount(p.blocks)} blocks (share ${share(top.baselineSharePct)} → ` +
    `${share(top.candidateSharePct)}${own}).`
  );
}

export const PHASE_HEADER = [
  'phase',
  'share (base → cand)',
  'Δ time',
  'of total Δ (95% CI)',
  'own shift (95% CI)',
];

export function phaseRows(p: PhaseBreakdown): string[][] {
  return p.rows.map((r) => [
    r.label,
    `${share(r.baselineSharePct)} → ${share(r.candidateSharePct)}`,
    formatSignedMs(r.deltaMs),
    `${pp(r.contributionPct)} [${pp(r.contributionCi.lowPct)}, ${pp(r.contributionCi.highPct)}]`,
    r.shift ? formatShift(r.shift) : '—',
  ]);
}

/** The legend under the phase table: how the rows add up, or that they do not. */
export function phaseLegend(p: PhaseBreakdown): string {
  const sum = p.rows.reduce((s, r) => s + r.contributionPct, 0);
  return (
    `Rows are ordered by their part of the total's Δ (percentage points of the baseline total; they add up to ` +
    `${formatSignedPct(sum)} = the total's ${formatSignedPct(p.totalDeltaPct)}); intervals include run-to-run ` +
    `noise on each phase's share. ` +
    (p.note ?? 'The phases add up to the total.')
  );
}

export const METRIC_HEADER = ['metric', 'unit', 'shift (95% CI)', 'P99 Δ (95% CI)', 'verdict'];

function quantile(m: MetricComparison, q: 'p99'): string {
  const x = m.cuts[0]?.quantiles.find((v) => v.q === q);
  return x ? formatPctWithCi(x.deltaPct, x.deltaCi, 1) : '—';
}

/** One row per metric (its `all` cut); the verdict metric is marked, counts read "context". */
export function metricRows(c: BlockComparison): string[][] {
  return (c.metrics ?? []).map((m) => {
    const all = m.cuts[0];
    return [
      `${m.id === c.metric?.id ? '▶ ' : ''}${m.label}`,
      `${m.unit} ${m.direction === 'bigger-is-better' ? '↑' : '↓'}`,
      all ? formatShift(all.shift) : '—',
      quantile(m, 'p99'),
      !m.judged
        ? 'context'
        : all
          ? cutVerdictCell({
              verdict: m.verdict === 'mixed' ? all.verdict : m.verdict,
              verdictBasis: all.verdictBasis,
            })
          : '—',
    ];
  });
}

export function metricLegend(c: BlockComparison): string {
  const m = c.metric;
  return (
    `Every metric the lines carry, over all blocks, with the cuts, intervals and verdicts of the time (JSON: ` +
    `"metrics"). ▶ marks the verdict metric (${m ? `${m.label}` : 'the time'}; --metric picks another); ` +
    `↓ smaller is better, ↑ bigger is better; counts are context, never a verdict.`
  );
}
