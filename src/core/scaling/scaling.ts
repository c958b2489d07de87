// Scaling of benchmarks that differ only in one numeric parameter (`num=100…100000`, `BenchmarkJoin/n=10`):
// a growth exponent (log–log slope with a 95% CI), a fixed-plus-per-item cost model t = a + b·n, and the
// crossover n where two sibling variants' cost lines cross.
// This module fits each family (scaling-fits.ts) and compares the two sides; scaling-families.ts finds them.
import type { Measurement } from '../model.js';
import { findFamilies, findFamiliesOfSides, type Family } from './families.js';
import { crossoverN, fixedPlusPerItem, growthExponent, type CostModel, type GrowthExponent } from './fits.js';

export interface FamilyFit extends Family {
  /** Growth of the cost per op in n: cost ∝ n^exponent. */
  growth: GrowthExponent;
  /** Growth of the cost per item (cost / n): exponent − 1, e.g. 1 for O(n) work per item, ~0 for O(1). */
  perItemExponent: number;
  cost: CostModel;
  /** `flat` (exponent < 0.2), `grows` (> 0.5) or `unclear`. */
  shape: 'flat' | 'grows' | 'unclear';
}

export function fitFamily(fam: Family): FamilyFit {
  const ns = fam.points.map((p) => p.n);
  const cs = fam.points.map((p) => p.cost);
  const growth = growthExponent(ns, cs);
  const shape = !Number.isFinite(growth.exponent)
    ? 'unclear'
    : growth.exponent < 0.2
      ? 'flat'
      : growth.exponent > 0.5
        ? 'grows'
        : 'unclear';
  return { ...fam, growth, perItemExponent: growth.exponent - 1, cost: fixedPlusPerItem(ns, cs), shape };
}

export interface Crossover {
  a: string;
  b: string;
  metric: string;
  param: string;
  /** n where the two fitted cost lines cross (null: they do not cross for n > 0). */
  n: number | null;
  /** Which variant is cheaper below the crossover (or everywhere when n is null). */
  cheaperBelow: string;
  /** Both cost lines fit their points well (r² ≥ 0.9); otherwise the crossover says little. */
  linear: boolean;
  note?: string;
}

/** r² a fixed-plus-per-item fit needs before its fixed cost and crossovers are worth showing. */
export const LINEAR_FIT_R2 = 0.9;

/**
 * Whether cost = fixed + perItem·n describes the family: a good fit, a non-negative fixed cost, and no
 * faster-than-linear growth (a line through O(n²) points over three decades fits well by r² alone, with
 * a meaningless negative intercept).
 */
export function isLinearCost(f: Pick<FamilyFit, 'cost' | 'growth' | 'points'>): boolean {
  // A slightly negative intercept is noise around zero; a large one means the points curve upwards.
  const smallest = f.points[0]?.cost ?? 0;
  return (
    f.cost.r2 >= LINEAR_FIT_R2 &&
    f.cost.fixed >= -0.1 * smallest &&
    f.cost.perItem >= 0 &&
    f.growth.exponent <= 1.3
  );
}

export interface ScalingAnalysis {
  families: FamilyFit[];
  crossovers: Crossover[];
  notes: string[];
}

/**
 * Fits every family and compares sibling families (same metric and parameter, same n values, different
 * variant): where their cost lines cross, and whether one is flat in n while the other grows.
 */
export function analyzeScaling(
  measurements: readonly Measurement[],
  maxSiblingsPerGroup = 8,
): ScalingAnalysis {
  return analyzeFamilies(findFamilies(measurements), maxSiblingsPerGroup);
}

/** analyzeScaling for several result sets at once (baseline and candidates), sharing the label work. */
export function analyzeScalingOfSides(
  sides: ReadonlyArray<ReadonlyMap<string, readonly Measurement[]>>,
  maxSiblingsPerGroup = 8,
): ScalingAnalysis[] {
  return findFamiliesOfSides(sides).map((fams) => analyzeFamilies(fams, maxSiblingsPerGroup));
}

/** The analysis of a side without families (what analyzeScalingOfSides gives when none is found). */
export function noScaling(): ScalingAnalysis {
  return analyzeFamilies([], 8);
}

function analyzeFamilies(found: Family[], maxSiblingsPerGroup: number): ScalingAnalysis {
  const families = found
    .map(fitFamily)
    // Families with no positive cost (0 B/op everywhere) have nothing to fit.
    .filter((f) => Number.isFinite(f.growth.exponent));
  const bySet = new Map<string, FamilyFit[]>();
  for (const f of families) {
    const id = `${f.metric}\u0000${f.param}\u0000${f.points.map((p) => p.n).join(',')}`;
    const list = bySet.get(id) ?? [];
    list.push(f);
    bySet.set(id, list);
  }
  const crossovers: Crossover[] = [];
  const notes: string[] = [];
  for (const list of bySet.values()) {
    const sibs = list.slice(0, maxSiblingsPerGroup);
    for (let i = 0; i < sibs.length; i++) {
      for (let j = i + 1; j < sibs.length; j++) {
        const c = crossoverOf(sibs[i], sibs[j]);
        if (c.note) notes.push(c.note);
        crossovers.push(c);
      }
    }
  }
  return { families, crossovers, notes };
}

function crossoverOf(a: FamilyFit, b: FamilyFit): Crossover {
  const n = crossoverN(a.cost, b.cost);
  const at = (f: FamilyFit, x: number) => f.cost.fixed + f.cost.perItem * x;
  const probe = n === null ? a.points[0].n : n / 2;
  const c: Crossover = {
    a: a.label,
    b: b.label,
    metric: a.metric,
    param: a.param,
    n,
    cheaperBelow: at(a, probe) <= at(b, probe) ? a.label : b.label,
    linear: isLinearCost(a) && isLinearCost(b),
  };
  if ((a.shape === 'flat' && b.shape === 'grows') || (a.shape === 'grows' && b.shape === 'flat')) {
    const [flat, grows] = a.shape === 'flat' ? [a, b] : [b, a];
    c.note =
      `suspect: ${flat.label} is flat in ${a.param} (exponent ${flat.growth.exponent.toFixed(2)}) while ` +
      `${grows.label} grows (exponent ${grows.growth.exponent.toFixed(2)}); check that the flat variant ` +
      `really does work proportional to ${a.param} (dead-code elimination, cached or skipped work).`;
  }
  return c;
}

/** One side of a family as the reports show it. */
export interface ScalingSide {
  exponent: number;
  ciLow: number;
  ciHigh: number;
  perItemExponent: number;
  /** Fitted cost = fixed + perItem·n, in the family's cost unit. */
  fixed: number;
  perItem: number;
  /** r² of the fixed + per-item fit. */
  costR2: number;
  /** The fixed + per-item model describes the points (see isLinearCost); else `fixed` means little. */
  costLinear: boolean;
  shape: FamilyFit['shape'];
  points: number;
}

/** A family fitted on both sides: how its growth and its cost model changed. */
export interface FamilyChange {
  label: string;
  metric: string;
  param: string;
  costUnit: string;
  inverted: boolean;
  baseline: ScalingSide | null;
  candidate: ScalingSide | null;
  /** candidate − baseline growth exponent (null when one side is missing). */
  exponentChange: number | null;
  /** |exponentChange| ≥ 0.3: the complexity in n changed, not only a constant factor. */
  changed: boolean;
}

/** Where two sibling variants' cost lines cross, on each side. */
export interface CrossoverChange {
  a: string;
  b: string;
  metric: string;
  param: string;
  baselineN: number | null;
  candidateN: number | null;
  baselineCheaperBelow: string | null;
  candidateCheaperBelow: string | null;
  /** Whether each side's two cost lines are linear enough for the crossover to mean something. */
  baselineLinear: boolean;
  candidateLinear: boolean;
}

export interface ScalingComparison {
  families: FamilyChange[];
  crossovers: CrossoverChange[];
}

/** Exponent change that counts as a change of complexity (O(n) → O(log n) is ~1; noise is ~0.1). */
export const EXPONENT_CHANGE = 0.3;

function sideOf(f: FamilyFit | undefined): ScalingSide | null {
  if (!f) return null;
  return {
    exponent: f.growth.exponent,
    ciLow: f.growth.ciLow,
    ciHigh: f.growth.ciHigh,
    perItemExponent: f.perItemExponent,
    fixed: f.cost.fixed,
    perItem: f.cost.perItem,
    costR2: f.cost.r2,
    costLinear: isLinearCost(f),
    shape: f.shape,
    points: f.points.length,
  };
}

/** Pairs the families and crossovers of the two sides (baseline order, then candidate-only ones). */
export function compareScaling(baseline: ScalingAnalysis, candidate: ScalingAnalysis): ScalingComparison {
  const id = (f: Pick<FamilyFit, 'metric' | 'param' | 'label'>) =>
    `${f.metric}\u0000${f.param}\u0000${f.label}`;
  const base = new Map(baseline.families.map((f) => [id(f), f]));
  const cand = new Map(candidate.families.map((f) => [id(f), f]));
  const families: FamilyChange[] = [];
  const seen = new Set<string>();
  for (const f of [...baseline.families, ...candidate.families]) {
    const k = id(f);
    if (seen.has(k)) continue;
    seen.add(k);
    const b = base.get(k);
    const c = cand.get(k);
    const change = b && c ? c.growth.exponent - b.growth.exponent : null;
    families.push({
      label: f.label,
      metric: f.metric,
      param: f.param,
      costUnit: f.costUnit,
      inverted: f.inverted,
      baseline: sideOf(b),
      candidate: sideOf(c),
      exponentChange: change,
      changed: change !== null && Math.abs(change) >= EXPONENT_CHANGE,
    });
  }
  const cid = (x: Crossover) => `${x.metric}\u0000${x.param}\u0000${x.a}\u0000${x.b}`;
  const baseX = new Map(baseline.crossovers.map((x) => [cid(x), x]));
  const candX = new Map(candidate.crossovers.map((x) => [cid(x), x]));
  const crossovers: CrossoverChange[] = [];
  const seenX = new Set<string>();
  for (const x of [...baseline.crossovers, ...candidate.crossovers]) {
    const k = cid(x);
    if (seenX.has(k)) continue;
    seenX.add(k);
    const b = baseX.get(k);
    const c = candX.get(k);
    crossovers.push({
      a: x.a,
      b: x.b,
      metric: x.metric,
      param: x.param,
      baselineN: b?.n ?? null,
      candidateN: c?.n ?? null,
      baselineCheaperBelow: b?.cheaperBelow ?? null,
      candidateCheaperBelow: c?.cheaperBelow ?? null,
      baselineLinear: b?.linear ?? false,
      candidateLinear: c?.linear ?? false,
    });
  }
  return { families, crossovers };
}
