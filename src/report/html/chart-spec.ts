// The contract between the report's chart builders (Node) and the page's drawing script (browser/charts.js):
// plain JSON, so the page holds data, never code made from an input.

/** How a value reads in the tooltip and on the axis. */
export type ValueFormat = 'ms' | 'pct' | 'count' | 'number';

export type SeriesStyle = 'bars' | 'line' | 'dashed' | 'points' | 'step';

export interface SeriesSpec {
  label: string;
  /** One value per x position; null where this series has no point. */
  values: Array<number | null>;
  style: SeriesStyle;
  /** Index into the page's palette (one colour per run). */
  color: number;
  /** Indices of two other series whose area between is shaded in this series' colour (an interval). */
  band?: [number, number];
  /** Drawn for the band only: no line, no legend entry of its own. */
  bandEdge?: boolean;
}

export interface AxisSpec {
  label: string;
  log?: boolean;
  /** An asinh scale: linear near 0, logarithmic far out (Δ% from −50% to +300,000% on one axis). */
  symlog?: boolean;
  format: ValueFormat;
  /** Unit written after a `number` value (`ms`, `ns`); the values are already in it. */
  unit?: string;
}

export interface ChartSpec {
  id: string;
  /** The chart's accessible name and heading. */
  title: string;
  /** What a reader should know: sampling, binning, where the noise line comes from. */
  note?: string;
  /** x positions, ascending. */
  x: number[];
  xAxis: AxisSpec;
  /** Names of category positions (x is then 0..n-1): histogram bins, quantiles, benchmarks. */
  xCategories?: string[];
  yAxis: AxisSpec;
  series: SeriesSpec[];
  /** Per x position, the item's name shown first in the tooltip (block number, benchmark key). */
  itemNames?: string[];
  /** Further values per x position shown only in the tooltip (e.g. the candidate's time on a Δ% scatter). */
  extras?: Array<{ label: string; format: ValueFormat; values: Array<number | null> }>;
  /** A horizontal reference line (0 on a Δ% axis). */
  zeroLine?: boolean;
  /** The block metric this chart shows, in a section whose metric is chosen on the page (`metricChoice`). */
  metric?: string;
}

export interface ChartSection {
  heading: string;
  charts: ChartSpec[];
  /** Charts side by side (two to a row on a wide screen): small multiples such as one histogram per cut. */
  grid?: boolean;
  /** Sentences shown under the section's charts (fitted exponents, crossovers). */
  notes?: string[];
  /** Block metrics the reader picks from: only the charts of the chosen one are shown (the first at load). */
  metricChoice?: Array<{ id: string; label: string }>;
}
