// A benchstat-style text report of a micro-benchmark comparison: one table per configuration (goos, pkg…)
// and unit, the baseline column then one column per candidate with `vs base`, `± x%` intervals, `~` for no
// significant change, a geomean row and footnoted warnings — laid out as benchstat lays it out.
import type { MicroBenchmark, MicroComparison, MicroSide } from '../core/compare-micro.js';
import { geomeanRow } from '../core/benchstat/benchmath.js';
import {
  commonScale,
  formatScaled,
  pctRangeString,
  scaleOne,
  signedPct,
  superscript,
  unitClassOf,
} from './benchstat-number.js';
import { TextTable } from './benchstat-texttab.js';

export interface BenchstatTextOptions {
  /** Column headers (benchstat uses the file names). Default: the comparison's labels. */
  baselineLabel?: string;
  candidateLabels?: string[];
}

/** benchstat's unit names for our canonical metrics (seconds per op are `sec/op`). */
const UNIT_LABELS: Record<string, string> = { time: 'sec/op', alloc: 'B/op', allocs: 'allocs/op' };

export function benchstatUnitLabel(bm: Pick<MicroBenchmark, 'metric' | 'unit'>): string {
  if (UNIT_LABELS[bm.metric]) return UNIT_LABELS[bm.metric];
  if (bm.metric === 'throughput' && bm.unit === 'B/s') return 'B/s';
  return bm.metric === bm.unit ? bm.unit : `${bm.metric} ${bm.unit}`;
}

/** The row label benchstat shows: the key without its package prefix and the `Benchmark` prefix. */
export function benchstatRowLabel(key: string, config?: Record<string, string>): string {
  let name = key;
  const pkg = config?.pkg;
  if (pkg) {
    const base = pkg.slice(pkg.lastIndexOf('/') + 1);
    if (name.startsWith(`${pkg}.`)) name = name.slice(pkg.length + 1);
    else if (name.startsWith(`${base}.`)) name = name.slice(base.length + 1);
  }
  return name.startsWith('Benchmark') ? name.slice('Benchmark'.length) : name;
}

interface Row {
  label: string;
  /** One entry per column: the side summary (baseline first) and, for candidates, the benchmark. */
  cells: Array<{ side: MicroSide; bm: MicroBenchmark } | null>;
}

interface Table {
  config: Record<string, string>;
  unit: string;
  rows: Row[];
  /** Which columns (baseline first) hold a result in this table: benchstat shows only those. */
  cols: boolean[];
}

function comparisonString(p: number, n1: number, n2: number): string {
  const s = p !== 0 ? `p=${p.toFixed(3)} ` : '';
  return n1 === n2 ? `${s}n=${n1}` : `${s}n=${n1}+${n2}`;
}

function formatDelta(bm: MicroBenchmark, alpha: number): string {
  const b = bm.baseline as MicroSide;
  const c = bm.candidate as MicroSide;
  if (bm.pValue !== null ? bm.pValue > alpha : !bm.significant) return '~';
  if (b.median === c.median) return '0.00%';
  if (b.median === 0) return '?';
  return signedPct((c.median / b.median - 1) * 100);
}

/**
 * benchstat's tables: one per configuration and unit, each side's result in the table of its own configuration
 * (two sides whose configuration lines differ never meet in a row), a table's columns only the sides it holds,
 * tables and rows in the order benchstat first reads them (the baseline file, then each candidate).
 */
function buildTables(cmp: MicroComparison): Table[] {
  const tables = new Map<string, Table>();
  const rowIndex = new Map<string, Row>();
  const ncols = 1 + cmp.runs.length;
  const fieldOrder = new Map<string, Map<string, number>>();
  const unitOrder = new Map<string, number>();
  const seen = (order: Map<string, number>, v: string) => {
    if (!order.has(v)) order.set(v, order.size);
  };
  const place = (config: Record<string, string>, bm: MicroBenchmark, side: MicroSide, col: number): void => {
    for (const [k, v] of Object.entries(config)) {
      let values = fieldOrder.get(k);
      if (!values) fieldOrder.set(k, (values = new Map()));
      seen(values, v);
    }
    const unit = benchstatUnitLabel(bm);
    seen(unitOrder, unit);
    const configId = JSON.stringify(
      Object.entries(config)
        .filter(([, v]) => v !== '')
        .sort(),
    );
    const tableId = `${configId}\u0000${unit}`;
    let table = tables.get(tableId);
    if (!table) {
      table = { config, unit, rows: [], cols: new Array<boolean>(ncols).fill(false) };
      tables.set(tableId, table);
    }
    table.cols[col] = true;
    const rowId = `${tableId}\u0000${bm.key}`;
    let row = rowIndex.get(rowId);
    if (!row) {
      row = { label: benchstatRowLabel(bm.key, config), cells: new Array(ncols).fill(null) };
      rowIndex.set(rowId, row);
      table.rows.push(row);
    }
    if (!row.cells[col]) row.cells[col] = { side, bm };
  };
  for (const bm of cmp.runs[0]?.benchmarks ?? []) {
    if (bm.baseline) place(bm.config ?? {}, bm, bm.baseline, 0);
  }
  cmp.runs.forEach((run, r) => {
    for (const bm of run.benchmarks) {
      if (bm.candidate) place(bm.candidateConfig ?? bm.config ?? {}, bm, bm.candidate, r + 1);
    }
  });
  // benchstat sorts tables by the order it first saw each configuration value, field by field, then the unit.
  const rank = (t: Table) => [
    ...[...fieldOrder].map(([k, values]) => values.get(t.config[k] ?? '') ?? -1),
    unitOrder.get(t.unit) ?? 0,
  ];
  return [...tables.values()]
    .map((t) => ({ t, r: rank(t) }))
    .sort((a, b) => {
      for (let i = 0; i < a.r.length; i++) if (a.r[i] !== b.r[i]) return a.r[i] - b.r[i];
      return 0;
    })
    .map(({ t }) => t);
}

function renderTable(table: Table, allLabels: string[], alpha: number): string {
  const o = new TextTable();
  // The columns this table holds (positions below count these); the first is its base.
  const shown = table.cols.flatMap((has, i) => (has ? [i] : []));
  const labels = shown.map((i) => allLabels[i]);
  const base = shown[0];
  const labelCols = 1;
  const centerCols = 3;
  const deltaCols = 3;
  const startCol = (exp: number) =>
    exp === 0 ? labelCols : labelCols + centerCols + (exp - 1) * (centerCols + deltaCols);
  const warningList: string[] = [];
  const warningSet = new Map<string, number>();
  const warn = (...lists: string[][]) => {
    const notes: string[] = [];
    for (const list of lists) {
      for (const msg of list) {
        let i = warningSet.get(msg);
        if (i === undefined) {
          i = warningList.length;
          warningSet.set(msg, i);
          warningList.push(msg);
        }
        notes.push(superscript(i + 1));
      }
    }
    o.cell(notes.join(' '));
  };

  const rEdge = startCol(labels.length + 1);
  o.row();
  labels.forEach((label, i) => {
    o.col(startCol(i)).span(startCol(i + 1) - startCol(i), label, { align: 'center', leftMargin: ' │ ' });
  });
  o.col(rEdge).cell('', { leftMargin: ' │' });

  o.row();
  labels.forEach((_label, i) => {
    const l = startCol(i);
    o.col(l);
    o.span(centerCols, table.unit, { align: 'center', leftMargin: ' │ ' });
    if (i > 0) o.span(deltaCols, 'vs base', { align: 'left', leftMargin: '  ' });
    for (let j = l + 1; j < o.currentCol(); j++) o.setShrink(j, true);
  });
  o.col(rEdge).cell('', { leftMargin: ' │' });

  const cls = unitClassOf(table.unit);
  for (const row of table.rows) {
    o.row();
    o.cell(row.label);
    const scaler = commonScale(
      row.cells.filter((c) => c !== null).map((c) => c.side.median),
      cls,
    );
    shown.forEach((exp, pos) => {
      const cell = row.cells[exp];
      if (!cell) return;
      o.col(startCol(pos));
      o.cell(formatScaled(cell.side.median, scaler), { align: 'right' });
      o.cell(pctRangeString(cell.side.median, cell.side.ciLow, cell.side.ciHigh), {
        align: 'right',
        leftMargin: ' ± ',
      });
      warn(cell.side.warnings);
      // Deltas are against the baseline: a table without one (its base a candidate) shows none.
      if (exp > 0 && row.cells[0] && cell.bm.baseline) {
        const bm = cell.bm;
        o.cell(formatDelta(bm, alpha), { align: 'right' });
        const n1 = bm.test?.n1 ?? bm.baseline?.n ?? 0;
        const n2 = bm.test?.n2 ?? bm.candidate?.n ?? 0;
        o.cell(bm.pValue !== null ? `(${comparisonString(bm.pValue, n1, n2)})` : '(no samples)');
        warn(bm.test?.warnings ?? []);
      }
    });
  }

  if (table.rows.length > 1) {
    o.row();
    o.cell('geomean');
    const baseCenters = table.rows.map((r) => r.cells[base]?.side.median);
    shown.forEach((exp, pos) => {
      if (pos === 0) {
        const g = geomeanRow(baseCenters.map((b) => ({ baseline: b })));
        if (g.baseline !== null) o.col(startCol(0)).cell(scaleOne(g.baseline, cls), { align: 'right' });
        o.col(startCol(1) - 1);
        warn(g.baselineWarnings);
        return;
      }
      const g = geomeanRow(
        table.rows.map((r, i) => ({
          baseline: r.cells[exp] ? baseCenters[i] : undefined,
          candidate: r.cells[exp]?.side.median,
        })),
      );
      // The ratio row compares rows present in both; the set warning counts all baseline rows.
      const nBase = baseCenters.filter((b) => b !== undefined).length;
      const warnings = g.candidateWarnings.filter((w) => !w.startsWith('benchmark set differs'));
      if (nBase !== g.paired)
        warnings.unshift('benchmark set differs from baseline; geomeans may not be comparable');
      if (g.candidate !== null) o.col(startCol(pos)).cell(scaleOne(g.candidate, cls), { align: 'right' });
      o.col(startCol(pos) + centerCols);
      if (g.ratio !== null) o.cell(signedPct((g.ratio - 1) * 100), { align: 'right' });
      else o.cell('?');
      o.col(startCol(pos + 1) - 1);
      warn(warnings);
    });
  }

  let out = o.format();
  warningList.forEach((msg, i) => {
    out += `${superscript(i + 1)} ${msg}\n`;
  });
  return out;
}

/** Renders the comparison as benchstat's text output. */
export function renderBenchstatText(cmp: MicroComparison, options: BenchstatTextOptions = {}): string {
  const labels = [
    options.baselineLabel ?? cmp.baseline.label,
    ...cmp.runs.map((r, i) => options.candidateLabels?.[i] ?? r.label),
  ];
  const alpha = cmp.options.alpha;
  const tables = buildTables(cmp);
  const fields: string[] = [];
  for (const t of tables) for (const k of Object.keys(t.config)) if (!fields.includes(k)) fields.push(k);
  let out = '';
  let prev: Record<string, string> | null = null;
  tables.forEach((t, i) => {
    if (i > 0) out += '\n';
    for (const f of fields) {
      const v = t.config[f] ?? '';
      if (prev === null || v !== (prev[f] ?? '')) out += `${f}: ${v}\n`;
    }
    prev = t.config;
    out += renderTable(t, labels, alpha);
  });
  return out;
}
