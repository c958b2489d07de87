// The charts of a block-log comparison: where in the Δ% distribution the change sits against what noise
// alone would give, whether the slow tail moved (shift plot), every block's Δ% against its time, and the
// accumulated time over the replay. One colour per run: the baseline is colour 0, candidate i colour i + 1.
import type { BlockResult } from '../../core/report-model.js';
import type { CutStats, PairColumns } from '../../core/model.js';
import {
  pairedQuantileRatioIntervals,
  quantileProbes,
  quantilesAtProbes,
} from '../../core/stats/quantile-ci.js';
import { normalCdf } from '../../core/stats/stats.js';
import { binLabel } from '../block-text.js';
import { formatCount } from '../format.js';
import type { ChartSection, ChartSpec, SeriesSpec } from './chart-spec.js';
import { curvePositions, ordinal, strided } from './sampling.js';

/** Points a scatter draws at most; past it the blocks are sampled (a million points would take seconds). */
export const MAX_SCATTER_POINTS = 20_000;
/** Points of an accumulated-time curve at most (a curve this fine is smooth at any screen width). */
export const MAX_CURVE_POINTS = 2_000;
/** Cuts charted as histograms at most (the rest are in the tables). */
const MAX_HISTOGRAM_CUTS = 8;

const SHIFT_PROBES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.99];
const probeName = (p: number) => `P${Math.round(p * 100)}`;

/** Blocks per Δ% bin that noise alone would give: log ratios ~ N(0, σ), as the "by noise" count assumes. */
export function expectedBinCounts(cut: CutStats): Array<number | null> {
  const sigma = cut.noiseSigma;
  if (!(sigma !== undefined && sigma > 0)) return cut.histogram.map(() => null);
  const cdf = (pct: number) => {
    if (pct === -Infinity || pct <= -100) return 0;
    if (pct === Infinity) return 1;
    return normalCdf(Math.log1p(pct / 100) / sigma);
  };
  return cut.histogram.map((b) => cut.compared * (cdf(b.toPct) - cdf(b.fromPct)));
}

type CutsOf = (r: BlockResult) => CutStats[];
const verdictCuts: CutsOf = (r) => r.comparison.cuts;

function histogramChart(results: BlockResult[], cutIndex: number, cutsOf: CutsOf = verdictCuts): ChartSpec {
  const cuts = results.map((r) => cutsOf(r)[cutIndex]);
  const first = cuts[0];
  const many = results.length > 1;
  const series: SeriesSpec[] = [];
  results.forEach((r, i) => {
    const cut = cuts[i];
    series.push({
      label: many ? `${r.candidateLabel}: blocks` : 'blocks',
      values: cut.histogram.map((b) => b.count),
      style: many ? 'step' : 'bars',
      color: i + 1,
    });
    series.push({
      label: many ? `${r.candidateLabel}: expected from noise` : 'expected from noise alone',
      values: expectedBinCounts(cut),
      style: 'dashed',
      color: many ? i + 1 : 0,
    });
  });
  const from = results[0].comparison.noise
    ? `the A/A pair's spread (σ of log ratios ${sigmaText(first)})`
    : `the cut's own spread (robust σ of log ratios ${sigmaText(first)})`;
  return {
    id: `hist-${cutIndex}`,
    title: `Δ% distribution, ${first.name}`,
    note: `Dashed: blocks per bin if the runs differed by noise alone, centred on 0, with ${from}.`,
    x: first.histogram.map((_, i) => i),
    xCategories: first.histogram.map((b) => binLabel(b.fromPct, b.toPct).replace(' … ', '…')),
    xAxis: { label: 'Δ% (candidate vs baseline)', format: 'number' },
    yAxis: { label: 'blocks', format: 'count' },
    series,
  };
}

function sigmaText(cut: CutStats): string {
  return cut.noiseSigma === undefined ? 'unknown' : cut.noiseSigma.toFixed(3);
}

/** Deciles and P99 of both runs over all paired blocks, with the 95% interval of their Δ%. */
function quantileShift(pairs: PairColumns) {
  const n = pairs.length;
  const probes = quantileProbes(n, SHIFT_PROBES);
  const baseline = quantilesAtProbes(pairs.baselineMs.slice(0, n), probes);
  const candidate = quantilesAtProbes(pairs.candidateMs.slice(0, n), probes);
  const all = new Uint32Array(n);
  for (let i = 0; i < n; i++) all[i] = i;
  const ci = pairedQuantileRatioIntervals(
    pairs.baselineMs,
    pairs.candidateMs,
    all,
    probes,
    baseline,
    candidate,
  );
  return probes.map((_, k) => ({
    baseline: baseline[k].at,
    candidate: candidate[k].at,
    deltaPct: (candidate[k].at / baseline[k].at - 1) * 100,
    low: ci[k].lowPct,
    high: ci[k].highPct,
  }));
}

const finiteOrNull = (x: number) => (Number.isFinite(x) ? x : null);

function shiftChart(results: BlockResult[]): ChartSpec {
  const series: SeriesSpec[] = [];
  const extras: NonNullable<ChartSpec['extras']> = [];
  results.forEach((r, i) => {
    const shift = quantileShift(r.pairs);
    const at = series.length;
    const prefix = results.length > 1 ? `${r.candidateLabel}: ` : '';
    series.push(
      {
        label: `${prefix}Δ% of the quantile`,
        values: shift.map((s) => finiteOrNull(s.deltaPct)),
        style: 'line',
        color: i + 1,
        band: [at + 1, at + 2],
      },
      {
        label: `${prefix}95% low`,
        values: shift.map((s) => finiteOrNull(s.low)),
        style: 'line',
        color: i + 1,
        bandEdge: true,
      },
      {
        label: `${prefix}95% high`,
        values: shift.map((s) => finiteOrNull(s.high)),
        style: 'line',
        color: i + 1,
        bandEdge: true,
      },
    );
    if (i === 0) extras.push({ label: 'baseline', format: 'ms', values: shift.map((s) => s.baseline) });
    extras.push({
      label: results.length > 1 ? r.candidateLabel : 'candidate',
      format: 'ms',
      values: shift.map((s) => s.candidate),
    });
  });
  return {
    id: 'shift',
    title: 'Shift plot: Δ% of each decile and of P99, all blocks',
    note:
      'Each point compares the same quantile of the two runs; the shaded band is its 95% interval (paired ' +
      'Bahadur, as the tail table), left open where the tail is too thin. A tail that moved rises or falls at the right.',
    x: SHIFT_PROBES.map((_, i) => i),
    xCategories: SHIFT_PROBES.map(probeName),
    xAxis: { label: 'quantile of block time', format: 'number' },
    yAxis: { label: 'Δ% (candidate vs baseline)', format: 'pct' },
    series,
    extras,
    zeroLine: true,
  };
}

/**
 * Δ% against baseline time (log x) for one candidate: every block, or past MAX_SCATTER_POINTS a sample that
 * keeps flagged and item-set blocks (up to half the points) and strides through the rest.
 */
function scatterChart(r: BlockResult, index: number): ChartSpec {
  const p = r.pairs;
  const delta = (i: number) => (p.candidateMs[i] / p.baselineMs[i] - 1) * 100;
  const special: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < p.length; i++) {
    if (!(p.baselineMs[i] > 0) || !Number.isFinite(delta(i))) continue;
    const inSet = p.inSet.some((s) => s[i] === 1);
    (Math.abs(delta(i)) >= p.thresholdPct || inSet ? special : plain).push(i);
  }
  const shown = special.length + plain.length;
  const keepSpecial = strided(special, MAX_SCATTER_POINTS / 2);
  const keepPlain = strided(plain, MAX_SCATTER_POINTS - keepSpecial.picked.length);
  const picked = [...keepSpecial.picked, ...keepPlain.picked].sort(
    (a, b) => p.baselineMs[a] - p.baselineMs[b],
  );
  const flagged = (i: number) => Math.abs(delta(i)) >= p.thresholdPct;
  const inAnySet = (i: number) => p.inSet.some((s) => s[i] === 1);
  const series: SeriesSpec[] = [
    {
      label: 'blocks',
      values: picked.map((i) => (flagged(i) || inAnySet(i) ? null : delta(i))),
      style: 'points',
      color: index + 1,
    },
    {
      label: `flagged (|Δ%| ≥ ${p.thresholdPct})`,
      values: picked.map((i) => (flagged(i) ? delta(i) : null)),
      style: 'points',
      color: 9,
    },
    ...p.setLabels.map((label, k): SeriesSpec => ({
      label: `in ${label}`,
      values: picked.map((i) => (p.inSet[k][i] === 1 ? delta(i) : null)),
      style: 'points',
      color: 10 + k,
    })),
  ];
  const sampled = picked.length < shown;
  return {
    id: `scatter-${index}`,
    title: `Δ% against baseline time, ${r.candidateLabel}`,
    note: sampled
      ? `Sampled: ${formatCount(picked.length)} of ${formatCount(shown)} blocks drawn (every ${keepSpecial.stride === 1 ? '' : `${ordinal(keepSpecial.stride)} `}flagged or item-set block, every ${ordinal(keepPlain.stride)} other block); the tables count them all.`
      : `All ${formatCount(shown)} blocks with a positive baseline time.`,
    x: picked.map((i) => p.baselineMs[i]),
    xAxis: { label: 'baseline time per block (log)', log: true, format: 'ms' },
    yAxis: { label: 'Δ% (candidate vs baseline)', format: 'pct' },
    series,
    itemNames: picked.map((i) => `block ${p.block[i]}`),
    extras: [{ label: 'candidate', format: 'ms', values: picked.map((i) => p.candidateMs[i]) }],
    zeroLine: true,
  };
}

function sameBlocks(a: PairColumns, b: PairColumns): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a.block[i] !== b.block[i]) return false;
  return true;
}

function cumulative(values: Float64Array, n: number, picked: number[]): number[] {
  const out: number[] = [];
  let sum = 0;
  let k = 0;
  for (let i = 0; i < n && k < picked.length; i++) {
    sum += values[i];
    if (i === picked[k]) {
      out.push(sum);
      k++;
    }
  }
  return out;
}

/** Accumulated time over the blocks in block order: the baseline and every candidate that paired the same blocks. */
function accumulatedCharts(results: BlockResult[], baselineLabel: string): ChartSpec[] {
  const groups: BlockResult[][] = [];
  for (const r of results) {
    const g = groups.find((x) => sameBlocks(x[0].pairs, r.pairs));
    if (g) g.push(r);
    else groups.push([r]);
  }
  return groups.map((group, g) => {
    const p = group[0].pairs;
    const { picked, stride } = curvePositions(p.length, MAX_CURVE_POINTS);
    return {
      id: `accumulated-${g}`,
      title: `Accumulated time over the blocks${groups.length > 1 ? `, ${group[0].candidateLabel}` : ''}`,
      note:
        `Running sum of the time per block over the ${formatCount(p.length)} paired blocks, in block order` +
        (stride > 1 ? `; drawn at every ${ordinal(stride)} block.` : '.'),
      x: picked.map((i) => p.block[i]),
      xAxis: { label: 'block', format: 'count' },
      yAxis: { label: 'accumulated time', format: 'ms' },
      series: [
        {
          label: `${baselineLabel} (baseline)`,
          values: cumulative(p.baselineMs, p.length, picked),
          style: 'line',
          color: 0,
        },
        ...group.map((r): SeriesSpec => ({
          label: r.candidateLabel,
          values: cumulative(r.pairs.candidateMs, r.pairs.length, picked),
          style: 'line',
          color: results.indexOf(r) + 1,
        })),
      ],
    };
  });
}

/** One histogram per cut (up to MAX_HISTOGRAM_CUTS) of the cuts `cutsOf` gives, tagged with `metric` if any. */
function histogramCharts(withPairs: BlockResult[], cutsOf: CutsOf, metric?: string): ChartSpec[] {
  const cutCount = Math.min(MAX_HISTOGRAM_CUTS, ...withPairs.map((r) => cutsOf(r).length));
  const charts: ChartSpec[] = [];
  for (let k = 0; k < cutCount; k++) {
    if (withPairs.some((r) => cutsOf(r)[k].name !== cutsOf(withPairs[0])[k].name)) break;
    if (cutsOf(withPairs[0])[k].compared === 0) continue;
    const chart = histogramChart(withPairs, k, cutsOf);
    charts.push(metric === undefined ? chart : { ...chart, id: `${chart.id}-${metric}`, metric });
  }
  return charts;
}

/**
 * The histograms of every judged metric the runs carry (the verdict metric first, shown at load), for the
 * page's metric picker; without metrics, the verdict metric's alone.
 */
function metricHistograms(withPairs: BlockResult[]): ChartSection {
  const heading = 'Δ% distribution per cut, against noise';
  const first = withPairs[0].comparison;
  const chosen = first.metric?.id;
  const metrics = (first.metrics ?? []).filter(
    (m) => m.judged && withPairs.every((r) => r.comparison.metrics?.some((x) => x.id === m.id)),
  );
  if (chosen === undefined || metrics.length === 0) {
    return { heading, charts: histogramCharts(withPairs, verdictCuts), grid: true };
  }
  const ordered = [...metrics.filter((m) => m.id === chosen), ...metrics.filter((m) => m.id !== chosen)];
  const charts = ordered.flatMap((m, i) =>
    histogramCharts(withPairs, (r) => r.comparison.metrics?.find((x) => x.id === m.id)?.cuts ?? [], m.id).map(
      (c) => ({ ...c, id: `${c.id}-${i}`, title: `${m.label}: ${c.title}` }),
    ),
  );
  return {
    heading,
    charts,
    grid: true,
    metricChoice: ordered.map((m) => ({ id: m.id, label: `${m.label} (${m.unit})` })),
  };
}

export function blockChartSections(results: BlockResult[], baselineLabel: string): ChartSection[] {
  const withPairs = results.filter((r) => r.pairs.length > 0);
  if (withPairs.length === 0) return [];
  return [
    metricHistograms(withPairs),
    { heading: 'Did the slow tail move?', charts: [shiftChart(withPairs)] },
    { heading: 'Per block', charts: withPairs.map((r) => scatterChart(r, results.indexOf(r))) },
    { heading: 'Accumulated time', charts: accumulatedCharts(withPairs, baselineLabel) },
  ];
}
