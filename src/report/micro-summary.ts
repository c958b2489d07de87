// Sentences, number formats and shared views used by the micro-benchmark renderers (text and Markdown).
import type { MicroBenchmark, MicroComparison, MicroRun, MicroSide } from '../core/compare-micro.js';
import type { ChunkSeries } from '../core/micro/chunk-series.js';
import type { CrossoverChange, FamilyChange, ScalingSide } from '../core/scaling/scaling.js';
import { formatCount } from './format.js';

// The overall verdict is a judgment, so it lives in the core; the renderers name it from here.
export { microVerdict, microVerdictNames, microVerdictReason } from '../core/micro/verdict.js';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `2 regressions (1 suspect), 9 improvements, 3 unchanged` (zero counts left out, except all-zero). */
export function runCountsText(r: MicroRun): string {
  const k = r.counts;
  const what = r.chunks ? ['metric', 'metrics'] : ['benchmark', 'benchmarks'];
  const parts: string[] = [];
  const suspectImprovements = k.suspect - k.suspectRegression;
  const ofWhich = (n: number) => (n > 0 ? ` (${n} suspect)` : '');
  if (k.regression)
    parts.push(plural(k.regression, 'regression', 'regressions') + ofWhich(k.suspectRegression));
  if (k.improvement)
    parts.push(plural(k.improvement, 'improvement', 'improvements') + ofWhich(suspectImprovements));
  if (k['no-change']) parts.push(`${k['no-change']} unchanged`);
  if (k.inconclusive) parts.push(`${k.inconclusive} inconclusive`);
  const total = k.regression + k.improvement + k['no-change'] + k.inconclusive;
  return `${parts.join(', ') || 'nothing compared'} (of ${plural(total, what[0], what[1])})`;
}

export function microVerdictCounts(c: MicroComparison): string {
  return c.runs.map((r) => (c.runs.length > 1 ? `${r.label}: ` : '') + runCountsText(r)).join(' · ');
}

export const TIME_STEPS: Array<[number, string]> = [
  [1, 's'],
  [1e-3, 'ms'],
  [1e-6, 'µs'],
  [1e-9, 'ns'],
  [1e-12, 'ps'],
];

/** A value in its canonical unit shown readably: seconds scaled to ms/µs/ns, bytes to KiB/MiB, k/M rates. */
export function formatMeasure(value: number, unit: string): string {
  if (!Number.isFinite(value)) return '—';
  const a = Math.abs(value);
  if (unit === 's') {
    if (a === 0) return '0 s';
    const [scale, name] = TIME_STEPS.find(([s]) => a >= s) ?? TIME_STEPS[TIME_STEPS.length - 1];
    return `${sig(value / scale)} ${name}`;
  }
  if (unit === 'B') {
    if (a >= 1 << 30) return `${sig(value / (1 << 30))} GiB`;
    if (a >= 1 << 20) return `${sig(value / (1 << 20))} MiB`;
    if (a >= 1 << 10) return `${sig(value / (1 << 10))} KiB`;
    return `${sig(value)} B`;
  }
  if (unit === 'count' || unit === '') return sig(value);
  if (a >= 1e6 && !unit.includes(' ')) return `${sig(value / 1e6)}M ${unit}`;
  return `${sig(value)} ${unit}`;
}

function sig(x: number): string {
  const a = Math.abs(x);
  if (a === 0) return '0';
  if (a >= 10000) return formatCount(x);
  return Number(x.toPrecision(4)).toString();
}

/** The half-width of a side's interval as `±x%` of its median (`±∞` without an interval). */
export function spreadText(s: MicroSide): string {
  if (s.basis === 'single-value') return '';
  if (!Number.isFinite(s.ciLow) || !Number.isFinite(s.ciHigh)) return '±∞';
  if (s.median === 0) return s.ciLow === 0 && s.ciHigh === 0 ? '±0%' : '';
  const r = Math.max(s.ciHigh / s.median - 1, 1 - s.ciLow / s.median) * 100;
  return `±${r >= 10 ? Math.round(r) : r >= 0.05 ? r.toFixed(1) : '0'}%`;
}

export function sideText(s: MicroSide | null, unit: string): string {
  if (!s) return '—';
  const spread = spreadText(s);
  return spread ? `${formatMeasure(s.median, unit)} ${spread}` : formatMeasure(s.median, unit);
}

export function samplesText(b: MicroBenchmark): string {
  const nb = b.baseline?.n;
  const nc = b.candidate?.n;
  if (nb === undefined || nc === undefined) return String(nb ?? nc ?? '');
  return nb === nc ? String(nb) : `${nb}+${nc}`;
}

/** The p of the test the verdict rests on (its change's), or benchstat's when there is no change. */
export function pText(b: MicroBenchmark): string {
  if (b.change) return formatPValue(b.change.p);
  return b.pValue === null ? '—' : formatPValue(b.pValue);
}

/** The change's interval, `[+15.2%, +25.3%]` (`—` without one; past +1000% as a ratio, `×47.1`). */
export function intervalText(b: MicroBenchmark): string {
  const ch = b.change;
  if (!ch || !Number.isFinite(ch.ciLowPct) || !Number.isFinite(ch.ciHighPct)) return '—';
  const short = (x: number) =>
    x >= 1000 ? `×${(1 + x / 100).toPrecision(3)}` : signedPct(x, Math.abs(x) >= 100 ? 0 : 1);
  return `[${short(ch.ciLowPct)}, ${short(ch.ciHighPct)}]`;
}

/** A row's verdict in words, `REGRESSION (suspect)` for a change that failed a sanity check. */
export function verdictText(b: Pick<MicroBenchmark, 'verdict' | 'suspect'>): string {
  const v = VERDICT_TEXT[b.verdict] ?? b.verdict;
  return b.suspect ? `${v} (suspect)` : v;
}

function formatPValue(p: number): string {
  if (!Number.isFinite(p)) return '—';
  return p < 0.001 ? '<0.001' : p.toFixed(3);
}

/**
 * The Δ% every view shows: the change the verdict judges (its interval's centre, the ratio of geometric means
 * or of the tool's centres), else the ratio of medians when no change could be estimated. benchstat's ratio of
 * medians stays in its own table (benchstat-text.ts) and in the JSON's `deltaPct`.
 */
export function shownDeltaPct(b: Pick<MicroBenchmark, 'change' | 'deltaPct'>): number | null {
  return b.change && Number.isFinite(b.change.pct) ? b.change.pct : b.deltaPct;
}

/** Δ% with benchstat's `~` when the change is not significant (or not judged). */
export function deltaText(b: MicroBenchmark): string {
  const d = shownDeltaPct(b);
  const shown = d === null ? '?' : signedPct(d);
  const judged = b.verdict === 'regression' || b.verdict === 'improvement';
  return judged ? shown : `~ ${shown}`;
}

export function signedPct(x: number, digits = 1): string {
  if (!Number.isFinite(x)) return x > 0 ? '+∞%' : '−∞%';
  const s = Math.abs(x).toFixed(digits);
  if (Number(s) === 0) return `${(0).toFixed(digits)}%`;
  return `${x > 0 ? '+' : '-'}${s}%`;
}

/** What the micro tables' signs and columns mean (text and Markdown share it). */
export function microLegend(c: Pick<MicroComparison, 'options'>): string {
  const { alpha, minEffectPct } = c.options;
  return (
    `~ not a change by the verdict · ± interval of the median (or the tool's error); ±∞: too few samples for ` +
    `one (benchstat needs 6) · Δ and Δ 95%: the change the verdict judges, the ratio of geometric means with ` +
    `its interval (Welch's t on log values, or the tool's own error on a side with fewer than 4 samples; p in ` +
    `the JSON and Markdown) · verdict: the column that decides; a change is a regression or improvement only ` +
    `when it survives Benjamini–Hochberg at α=${alpha} over the run's tests and its interval lies beyond ` +
    `±${minEffectPct}%; unchanged when the interval lies within ±${minEffectPct}%; else inconclusive · ` +
    `suspect: the change failed a sanity check (see its note)`
  );
}

const CENTER_TEXT: Record<string, string> = {
  'median samples': 'the median of its samples',
  'mean samples': 'the mean of its samples',
  'mean tool': "the tool's mean",
  'median tool': "the tool's median",
  'value tool': "the tool's single value",
};

/**
 * Which centre the tables' values are (issue 19): `centres: the median of its samples (12 sides); the tool's
 * mean (4 sides)`, counted over every side of every benchmark, so a reader never takes a mean for a median.
 */
export function centerNote(c: Pick<MicroComparison, 'benchmarks'>): string {
  const counts = new Map<string, number>();
  for (const b of c.benchmarks)
    for (const s of [b.baseline, b.candidate]) {
      if (!s) continue;
      const k = `${s.center} ${s.centerFrom}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  const parts = [...counts].map(([k, n]) => `${CENTER_TEXT[k] ?? k} (${n} side${n === 1 ? '' : 's'})`);
  return parts.length === 0 ? '' : `centre of each side: ${parts.join('; ')}`;
}

export const VERDICT_TEXT: Record<string, string> = {
  regression: 'REGRESSION',
  suspect: 'SUSPECT',
  improvement: 'improvement',
  'no-change': 'unchanged',
  inconclusive: 'inconclusive',
};

/** What one metric is, for a table title: `time per op (smaller is better)`. */
export function metricTitle(metric: string, unit: string, direction: string): string {
  const names: Record<string, string> = {
    time: 'time per op',
    alloc: 'bytes allocated per op',
    allocs: 'allocations per op',
    throughput: 'throughput',
  };
  const name = names[metric] ?? (metric === unit ? metric : `${metric} (${unit})`);
  return `${name} (${direction === 'bigger-is-better' ? 'bigger' : 'smaller'} is better)`;
}

/**
 * The longest prefix (ending at `.` or `/`, and go's `Benchmark` after it) that every key shares, so tables show `cancelInOrder num=100`
 * instead of repeating `ScheduledTaskQueueCancelBenchmark.` on every row. Empty when it would leave a
 * key empty or there is only one key.
 */
export function commonKeyPrefix(keys: readonly string[]): string {
  if (keys.length < 2) return '';
  let prefix = keys[0];
  for (const k of keys) {
    let i = 0;
    const n = Math.min(prefix.length, k.length);
    while (i < n && prefix.charCodeAt(i) === k.charCodeAt(i)) i++;
    prefix = prefix.slice(0, i);
    if (prefix === '') return '';
  }
  const cut = Math.max(prefix.lastIndexOf('.'), prefix.lastIndexOf('/'));
  prefix = cut <= 0 ? '' : prefix.slice(0, cut + 1);
  if (keys.some((k) => k.length === prefix.length)) return '';
  // Go's `Benchmark` on every name says nothing either (benchstat drops it too); the rows then fit one line.
  const go = `${prefix}Benchmark`;
  return keys.every((k) => k.startsWith(go) && k.length > go.length) ? go : prefix;
}

/**
 * Rows whose keys differ only in their numbers (`parallel/10_txs`, `parallel/100_txs`) in natural order
 * (10, 50, 100), each such group where its first row stood; other rows keep their order.
 */
export function naturalOrder(rows: readonly MicroBenchmark[]): MicroBenchmark[] {
  const groups = new Map<string, MicroBenchmark[]>();
  for (const b of rows) {
    const shape = b.key.replace(/\d+(?:\.\d+)?/g, '#');
    const g = groups.get(shape);
    if (g) g.push(b);
    else groups.set(shape, [b]);
  }
  // Made here, not when the module loads: the first collator of a process loads ICU's collation data (~20 ms of
  // CPU), which every CLI run that loads the report renderers paid, block comparisons included; later ones ~40 µs.
  let natural: Intl.Collator | undefined;
  return [...groups.values()].flatMap((g) => {
    if (g.length < 2) return g;
    natural ??= new Intl.Collator('en', { numeric: true });
    const collator = natural;
    return g.sort((a, b) => collator.compare(a.key, b.key));
  });
}

/** Groups a run's benchmarks by metric, keeping first-appearance order, each in the one row order. */
export function byMetric(benchmarks: readonly MicroBenchmark[]): MicroBenchmark[][] {
  const groups = new Map<string, MicroBenchmark[]>();
  for (const b of benchmarks) {
    let g = groups.get(b.metric);
    if (!g) {
      g = [];
      groups.set(b.metric, g);
    }
    g.push(b);
  }
  return [...groups.values()].map(rowOrder);
}

/**
 * Importance for "what changed" lists: suspect regressions (what to check first), regressions, suspect
 * improvements, improvements, the rest; bigger |Δ| first.
 */
export function byImportance(a: MicroBenchmark, b: MicroBenchmark): number {
  return rank(a) - rank(b) || Math.abs(shownDeltaPct(b) ?? 0) - Math.abs(shownDeltaPct(a) ?? 0);
}

const rank = (x: MicroBenchmark) =>
  x.verdict === 'regression' ? (x.suspect ? 0 : 1) : x.verdict === 'improvement' ? (x.suspect ? 2 : 3) : 4;

/**
 * The one row order of every view (terminal, Markdown, HTML): changes first (suspect regressions, regressions,
 * suspect improvements, improvements, each largest |Δ| first), then the rest in the file's order, families by n.
 */
export function rowOrder(rows: readonly MicroBenchmark[]): MicroBenchmark[] {
  const changes = rows.filter((b) => rank(b) < 4).sort(byImportance);
  return [...changes, ...naturalOrder(rows.filter((b) => rank(b) === 4))];
}

// ── Scaling ──────────────────────────────────────────────────────────────────────────────────────────

function exp(x: number | undefined): string {
  if (x === undefined || !Number.isFinite(x)) return '—';
  const t = x.toFixed(2);
  return t === '-0.00' ? '0.00' : t;
}

function both(b: ScalingSide | null, c: ScalingSide | null, pick: (s: ScalingSide) => number): string {
  return `${exp(b ? pick(b) : undefined)} → ${exp(c ? pick(c) : undefined)}`;
}

export function exponentText(f: FamilyChange): string {
  return both(f.baseline, f.candidate, (s) => s.exponent);
}

export function perItemExponentText(f: FamilyChange): string {
  return both(f.baseline, f.candidate, (s) => s.perItemExponent);
}

function costText(s: ScalingSide | null, v: number | undefined, unit: string): string {
  if (!s || v === undefined) return '—';
  // A line through strongly curved points (O(n²) over 3 decades) has a meaningless, often negative, intercept.
  if (!s.costLinear) return 'not linear';
  return v < 0 ? '≈0' : formatMeasure(v, unit);
}

/** `fixed 310 µs → 12.6 µs, per txs 5.8 µs → 5.3 µs` (the fitted cost = fixed + per-item · n). */
export function costModelText(f: FamilyChange): string {
  const u = f.costUnit;
  const b = f.baseline;
  const c = f.candidate;
  if (!b?.costLinear && !c?.costLinear) return `not linear in ${f.param}`;
  return (
    `fixed ${costText(b, b?.fixed, u)} → ${costText(c, c?.fixed, u)}, ` +
    `per ${f.param} ${costText(b, b?.perItem, u)} → ${costText(c, c?.perItem, u)}`
  );
}

/** What the growth means, in words: `O(n^1.97) → O(n^0.91) per op`. */
function complexity(e: number): string {
  if (Math.abs(e) < 0.15) return 'constant';
  if (Math.abs(e - 1) < 0.15) return `linear in`;
  return `∝ n^${e.toFixed(1)} in`;
}

/** The sentence that names a family whose growth changed (text and Markdown share it). */
export function familyChangeSentence(f: FamilyChange, label: string): string {
  const b = f.baseline as ScalingSide;
  const c = f.candidate as ScalingSide;
  const per = (e: number) => (complexity(e) === 'constant' ? 'constant' : `${complexity(e)} ${f.param}`);
  return (
    `${label}: exponent ${exp(b.perItemExponent)} → ${exp(c.perItemExponent)} per ${f.param} item ` +
    `(${exp(b.exponent)} → ${exp(c.exponent)} per op): the cost per item went from ${per(b.perItemExponent)} ` +
    `to ${per(c.perItemExponent)}`
  );
}

function nText(n: number | null): string {
  if (n === null) return 'none';
  return n >= 100 ? formatCount(n) : Number(n.toPrecision(2)).toString();
}

/** Crossovers worth a sentence: at least one side has two linear cost lines. */
export function shownCrossovers(xs: readonly CrossoverChange[]): CrossoverChange[] {
  return xs.filter((x) => x.baselineLinear || x.candidateLinear);
}

/** `parallel/*_txs vs sequential/*_txs: cross at txs ≈ 78 → 2.5; cheaper below: sequential → parallel`. */
export function crossoverSentence(x: CrossoverChange, label: (s: string) => string): string {
  const n = (v: number | null, linear: boolean) => (linear ? nText(v) : 'n/a (not linear)');
  const other = (s: string) => (s === x.a ? x.b : x.a);
  const side = (below: string | null, at: number | null, linear: boolean) => {
    if (below === null || !linear) return null;
    return at === null
      ? `${label(below)} cheaper for every ${x.param}`
      : `${label(below)} cheaper below, ${label(other(below))} above`;
  };
  const b = side(x.baselineCheaperBelow, x.baselineN, x.baselineLinear);
  const c = side(x.candidateCheaperBelow, x.candidateN, x.candidateLinear);
  const which = b === c || !b || !c ? (c ?? b ?? '') : `baseline: ${b}; candidate: ${c}`;
  return (
    `${label(x.a)} vs ${label(x.b)}: cost lines cross at ${x.param} ≈ ${n(x.baselineN, x.baselineLinear)} → ` +
    `${n(x.candidateN, x.candidateLinear)}${which ? ` (${which})` : ''}`
  );
}

// ── Chunks ───────────────────────────────────────────────────────────────────────────────────────────

/** Accumulated curve at ~`points` evenly spaced chunks (and always the last one). */
export function curveSamples(s: ChunkSeries, points = 5): number[] {
  const n = s.chunks.length;
  if (n === 0) return [];
  const out = new Set<number>();
  for (let i = 1; i <= points; i++) out.add(Math.max(0, Math.round((n * i) / points) - 1));
  return [...out].sort((a, b) => a - b);
}

/** The chunks with the largest |Δ| (by absolute time change), at most `count`. */
export function largestChunkChanges(s: ChunkSeries, count = 5): number[] {
  const idx = s.chunks.map((_, i) => i);
  idx.sort((a, b) => Math.abs(s.candidate[b] - s.baseline[b]) - Math.abs(s.candidate[a] - s.baseline[a]));
  return idx.slice(0, count);
}
