// The charts of a micro-benchmark comparison: Δ% of every benchmark, a family's cost against its size on
// log–log axes with the fitted exponents, and for chunked timings the accumulated time and the per-chunk
// series. One colour per run: the baseline is colour 0, run i colour i + 1.
import type { ChunkSeries } from '../../core/micro/chunk-series.js';
import type { MicroBenchmark, MicroComparison } from '../../core/compare-micro.js';
import type { FamilyFit } from '../../core/scaling/scaling.js';
import { formatCount } from '../format.js';
import {
  byMetric,
  crossoverSentence,
  metricTitle,
  shownCrossovers,
  shownDeltaPct,
  TIME_STEPS,
} from '../micro-summary.js';
import type { ChartSection, ChartSpec, SeriesSpec } from './chart-spec.js';
import { ordinal, strided } from './sampling.js';

/** Benchmarks on one Δ% chart at most; past it, every k-th in Δ% order (the tables list them all). */
export const MAX_BENCHMARK_POINTS = 5_000;

/** A readable unit for a chart's values in canonical `unit` (seconds → ms/µs/ns by the typical value). */
export function displayUnit(values: readonly number[], unit: string): { factor: number; unit: string } {
  if (unit !== 's') return { factor: 1, unit };
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)] ?? 1;
  const [scale, name] = TIME_STEPS.find(([s]) => typical >= s) ?? TIME_STEPS[TIME_STEPS.length - 1];
  return { factor: 1 / scale, unit: name };
}

function deltaCharts(c: MicroComparison): ChartSpec[] {
  const charts: ChartSpec[] = [];
  byMetric(c.runs[0].benchmarks).forEach((group, g) => {
    // The Δ the tables show (the change the verdict judges), so the chart and the table agree.
    const rows = group
      .filter((b) => Number.isFinite(shownDeltaPct(b)))
      .sort((a, b) => (shownDeltaPct(a) as number) - (shownDeltaPct(b) as number));
    if (rows.length === 0) return;
    const { picked, stride } = strided(rows, MAX_BENCHMARK_POINTS);
    const first = group[0];
    const byKey = c.runs.map((run) => {
      const m = new Map<string, MicroBenchmark>();
      for (const b of run.benchmarks) if (b.metric === first.metric) m.set(b.key, b);
      return m;
    });
    charts.push({
      id: `delta-${g}`,
      title: `Δ% per benchmark, ${metricTitle(first.metric, first.unit, first.direction)}`,
      note:
        `Benchmarks in order of ${c.runs.length > 1 ? `${c.runs[0].label}'s ` : ''}Δ% (the change the verdict judges, as in the table)` +
        (stride > 1 ? `; every ${ordinal(stride)} of ${formatCount(rows.length)} drawn.` : '.'),
      x: picked.map((_, i) => i),
      xCategories: picked.map((b) => b.key),
      xAxis: { label: 'benchmark', format: 'count' },
      yAxis: { label: 'Δ% vs baseline (asinh scale)', format: 'pct', symlog: true },
      series: c.runs.map((run, r) => ({
        label: run.label,
        values: picked.map((b) => {
          const row = byKey[r].get(b.key);
          return row ? shownDeltaPct(row) : null;
        }),
        style: 'points',
        color: r + 1,
      })),
      itemNames: picked.map((b) => b.key),
      zeroLine: true,
    });
  });
  return charts;
}

const familyId = (f: Pick<FamilyFit, 'label' | 'metric'>) => `${f.metric}\u0000${f.label}`;

/** Cost against size, log–log: the baseline's points and every run's, the fitted exponent in each legend. */
function familyChart(c: MicroComparison, fam: FamilyFit, index: number): ChartSpec {
  const sides = [c.baseline.scaling, ...c.runs.map((r) => r.scaling)].map((s) =>
    s.families.find((f) => familyId(f) === familyId(fam)),
  );
  const ns = [...new Set(sides.flatMap((f) => f?.points.map((p) => p.n) ?? []))].sort((a, b) => a - b);
  const shown = displayUnit(
    sides.flatMap((f) => f?.points.map((p) => p.cost) ?? []),
    fam.costUnit,
  );
  const labels = [`${c.baseline.label} (baseline)`, ...c.runs.map((r) => r.label)];
  const series: SeriesSpec[] = sides.map((f, s) => {
    const at = new Map(f?.points.map((p) => [p.n, p.cost * shown.factor]) ?? []);
    const exponent = f && Number.isFinite(f.growth.exponent) ? ` — n^${f.growth.exponent.toFixed(2)}` : '';
    return {
      label: `${labels[s]}${exponent}`,
      values: ns.map((n) => at.get(n) ?? null),
      style: 'line',
      color: s,
    };
  });
  return {
    id: `family-${index}`,
    title: `Cost against ${fam.param}, ${fam.label} (${fam.metric}${fam.inverted ? ', per op' : ''})`,
    note: "Log–log axes: a straight line of slope k is cost ∝ n^k; each legend entry gives its run's fitted exponent.",
    x: ns,
    xAxis: { label: `${fam.param} (log)`, log: true, format: 'number' },
    yAxis: { label: `cost (${shown.unit}, log)`, log: true, format: 'number', unit: shown.unit },
    series,
  };
}

function familySection(c: MicroComparison): ChartSection | null {
  const seen = new Map<string, FamilyFit>();
  for (const s of [c.baseline.scaling, ...c.runs.map((r) => r.scaling)])
    for (const f of s.families) if (!seen.has(familyId(f))) seen.set(familyId(f), f);
  if (seen.size === 0) return null;
  const notes = c.runs.flatMap((run) =>
    shownCrossovers(run.scalingChanges.crossovers).map(
      (x) => (c.runs.length > 1 ? `${run.label}: ` : '') + crossoverSentence(x, (s) => s),
    ),
  );
  return {
    heading: 'Cost against size',
    grid: true,
    charts: [...seen.values()].map((f, i) => familyChart(c, f, i)),
    notes,
  };
}

/** Accumulated and per-chunk charts of one metric: the baseline and every run over the first run's chunks. */
function chunkCharts(c: MicroComparison, first: ChunkSeries, index: number): ChartSpec[] {
  const perRun = c.runs.map((run) => {
    const s = run.chunks?.find((x) => x.metric === first.metric);
    const at = new Map(s?.chunks.map((id, i) => [id, i]) ?? []);
    return first.chunks.map((id) => {
      const i = at.get(id);
      return i === undefined || !s ? null : { value: s.candidate[i], total: s.candidateCumulative[i] };
    });
  });
  const shown = displayUnit(first.baseline, first.unit);
  const scaled = (v: number | null | undefined) => (v === null || v === undefined ? null : v * shown.factor);
  const x = first.chunks.map((_, i) => i + 1);
  const itemNames = first.chunks.map((id) => `chunk ${id}`);
  const yAxis = { label: `${first.metric} (${shown.unit})`, format: 'number' as const, unit: shown.unit };
  // The baseline's values, then each run's (`pick` chooses the per-chunk value or the running sum).
  const series = (baseline: number[], pick: 'value' | 'total'): SeriesSpec[] => [
    { label: `${c.baseline.label} (baseline)`, values: baseline.map(scaled), style: 'line', color: 0 },
    ...c.runs.map((run, r): SeriesSpec => ({
      label: run.label,
      values: perRun[r].map((v) => scaled(v?.[pick])),
      style: 'line',
      color: r + 1,
    })),
  ];
  return [
    {
      id: `chunks-acc-${index}`,
      title: `Accumulated ${first.metric} over the chunks`,
      note: `Running sum over the ${formatCount(first.chunks.length)} chunks both runs have, in the baseline's order.`,
      x,
      xAxis: { label: 'chunk', format: 'count' },
      yAxis: { ...yAxis, label: `accumulated ${yAxis.label}` },
      series: series(first.baselineCumulative, 'total'),
      itemNames,
    },
    {
      id: `chunks-${index}`,
      title: `${first.metric} per chunk`,
      x,
      xAxis: { label: 'chunk', format: 'count' },
      yAxis,
      series: series(first.baseline, 'value'),
      itemNames,
    },
  ];
}

export function microChartSections(c: MicroComparison): ChartSection[] {
  const sections: ChartSection[] = [];
  const chunks = c.runs[0]?.chunks;
  if (chunks && chunks.length > 0) {
    sections.push({
      heading: 'Chunked timings',
      charts: chunks.flatMap((s, i) => chunkCharts(c, s, i)),
    });
  } else if (c.runs.length > 0) {
    const delta = deltaCharts(c);
    if (delta.length > 0) sections.push({ heading: 'Δ% per benchmark', charts: delta });
  }
  const families = familySection(c);
  if (families) sections.push(families);
  return sections;
}
