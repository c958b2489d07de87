// What a run says over all its rows: verdict counts, geometric means, totals, the multiple-comparison
// count and run-level notes.
import {
  addToGeomeanLists,
  geomeanRowOfLists,
  newGeomeanLists,
  type GeomeanLists,
} from '../benchstat/benchmath.js';
import { benjaminiHochbergCutoffSorted, isControlledTest } from './change.js';
import type {
  MicroChange,
  MicroCounts,
  MicroVerdict,
  MicroBenchmark,
  MicroGeomean,
  MicroTotal,
  MultipleComparisons,
} from './model.js';

/**
 * counts[v]++ for each verdict, with plain comparisons (a keyed increment per row was slow when cold), and the
 * suspect changes among them (`failsSanity[i]` 1: the row failed a sanity check).
 */
export function countVerdicts(
  verdicts: readonly MicroVerdict[],
  failsSanity: Uint8Array,
  counts: MicroCounts,
): void {
  let regression = 0;
  let improvement = 0;
  let noChange = 0;
  let inconclusive = 0;
  let suspect = 0;
  let suspectRegression = 0;
  for (let i = 0; i < verdicts.length; i++) {
    const v = verdicts[i];
    if (v === 'no-change') noChange++;
    else if (v === 'inconclusive') inconclusive++;
    else {
      if (v === 'regression') regression++;
      else improvement++;
      if (failsSanity[i] === 1) {
        suspect++;
        if (v === 'regression') suspectRegression++;
      }
    }
  }
  counts.regression += regression;
  counts.improvement += improvement;
  counts['no-change'] += noChange;
  counts.inconclusive += inconclusive;
  counts.suspect += suspect;
  counts.suspectRegression += suspectRegression;
}

export function emptyCounts(): MicroCounts {
  return { regression: 0, improvement: 0, 'no-change': 0, inconclusive: 0, suspect: 0, suspectRegression: 0 };
}

function pushUnique(list: string[], items: readonly string[]): void {
  for (const x of items) if (!list.includes(x)) list.push(x);
}

export function geomeans(benchmarks: MicroBenchmark[]): MicroGeomean[] {
  return geomeansOfCenters(benchmarks.length, {
    metric: (i) => benchmarks[i].metric,
    unit: (i) => benchmarks[i].unit,
    baseline: (i) => benchmarks[i].baseline?.median,
    candidate: (i) => benchmarks[i].candidate?.median,
  });
}

/** Each row's metric, unit and side medians (undefined: the side is missing), by row index. */
export interface RowCenters {
  metric(i: number): string;
  unit(i: number): string;
  baseline(i: number): number | undefined;
  candidate(i: number): number | undefined;
}

/** geomeans of `n` rows given by their medians only: a caller that needs no rows builds none. */
export function geomeansOfCenters(n: number, rows: RowCenters): MicroGeomean[] {
  const byMetric = new Map<string, { unit: string; lists: GeomeanLists }>();
  for (let i = 0; i < n; i++) {
    const metric = rows.metric(i);
    let entry = byMetric.get(metric);
    if (!entry) {
      entry = { unit: rows.unit(i), lists: newGeomeanLists() };
      byMetric.set(metric, entry);
    }
    addToGeomeanLists(entry.lists, rows.baseline(i), rows.candidate(i));
  }
  const out: MicroGeomean[] = [];
  for (const [metric, { unit, lists }] of byMetric) {
    const row = geomeanRowOfLists(lists);
    const warnings = row.baselineWarnings.slice();
    pushUnique(warnings, row.candidateWarnings);
    out.push({
      metric,
      unit,
      baseline: row.baseline,
      candidate: row.candidate,
      deltaPct: row.deltaPct,
      paired: row.paired,
      warnings,
      baselineWarnings: row.baselineWarnings,
      candidateWarnings: row.candidateWarnings,
    });
  }
  return out;
}

export function totals(benchmarks: MicroBenchmark[], run: string): MicroTotal[] {
  const byMetric = new Map<string, MicroTotal>();
  for (const bm of benchmarks) {
    if (!bm.baseline || !bm.candidate) continue;
    let t = byMetric.get(bm.metric);
    if (!t) {
      t = {
        metric: bm.metric,
        unit: bm.unit,
        run,
        baselineTotal: 0,
        candidateTotal: 0,
        deltaPct: null,
        paired: 0,
      };
      byMetric.set(bm.metric, t);
    }
    t.baselineTotal += bm.baseline.median;
    t.candidateTotal += bm.candidate.median;
    t.paired++;
  }
  for (const t of byMetric.values()) {
    t.deltaPct = t.baselineTotal !== 0 ? (t.candidateTotal / t.baselineTotal - 1) * 100 : null;
  }
  return [...byMetric.values()];
}

/** Holm's step-down: the number of tests rejected at family-wise level α. */
function holmCount(sorted: Float64Array, alpha: number): number {
  const m = sorted.length;
  let k = 0;
  while (k < m && sorted[k] <= alpha / (m - k)) k++;
  return k;
}

/**
 * The run's multiple-comparison control over its rows' changes (null: no test): Benjamini–Hochberg at α
 * decides which changes a verdict may claim; Holm's count is given beside it.
 */
export function multipleComparisons(
  changes: ReadonlyArray<MicroChange | null>,
  alpha: number,
): MultipleComparisons {
  const ps: number[] = [];
  let significant = 0;
  for (const ch of changes) {
    if (!ch || !isControlledTest(ch)) continue;
    ps.push(ch.p);
    if (ch.p <= alpha) significant++;
  }
  const compared = ps.length;
  const expectedByChance = alpha * compared;
  // Both controls step through the p-values in order: sorted once.
  const sorted = Float64Array.from(ps).sort();
  const holm = holmCount(sorted, alpha);
  const cutoff = benjaminiHochbergCutoffSorted(sorted, alpha);
  let bh = 0;
  for (const p of ps) if (cutoff > 0 && p <= cutoff) bh++;
  return {
    method: 'benjamini-hochberg',
    alpha,
    compared,
    significant,
    holmSignificant: holm,
    bhSignificant: bh,
    cutoff,
    expectedByChance,
    message:
      compared === 0
        ? 'no benchmark has a change that could be tested (samples or a reported error on both sides)'
        : `${significant} of ${compared} tested changes have p ≤ ${alpha} (about ${expectedByChance.toFixed(1)} ` +
          `would by chance alone); ${bh} survive Benjamini–Hochberg at ${alpha}, the control verdicts use ` +
          `(${holm} survive Holm's)`,
  };
}

/** Patterns over the whole run that no single benchmark shows. */
export function runNotes(benchmarks: MicroBenchmark[], chunked: boolean, betweenRun = false): string[] {
  const notes: string[] = [];
  let noisyBase = 0;
  let noisyCand = 0;
  let tested = 0;
  let smallSignificant = 0;
  for (const bm of benchmarks) {
    // Benchmarks whose samples vary at all (B/op and allocs/op are usually exact).
    if (Math.max(bm.baseline?.cvPct ?? 0, bm.candidate?.cvPct ?? 0) > 0) tested++;
    for (const s of bm.sanity) {
      if (s.code !== 'unequal-variation') continue;
      if (s.message.startsWith('the baseline')) noisyBase++;
      else noisyCand++;
    }
    if (
      (bm.verdict === 'regression' || bm.verdict === 'improvement') &&
      bm.deltaPct !== null &&
      Math.abs(bm.deltaPct) < 15
    )
      smallSignificant++;
  }
  for (const [side, count] of [
    ['baseline', noisyBase],
    ['candidate', noisyCand],
  ] as const) {
    if (count >= 2 && count * 4 >= tested) {
      notes.push(
        `the ${side} run was much noisier than the other in ${count} of ${tested} benchmarks: the host was ` +
          `probably busy during it, which inflates its times (${side === 'baseline' ? 'improvements' : 'regressions'} ` +
          'may be overstated); rerun both, interleaved, on a quiet host.',
      );
    }
  }
  if (smallSignificant > 0 && !chunked && !betweenRun) {
    notes.push(
      `${smallSignificant} change(s) under 15% rest on samples taken within one run per side: significance ` +
        'shows the two runs differ, not that the code does; between-run noise on shared hosts is often 5–15% ' +
        '(compare two baseline runs to see yours) before acting on them.',
    );
  }
  return notes;
}
