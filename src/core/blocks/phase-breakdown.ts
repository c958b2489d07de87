// "Where the time went": each phase's share of the total in both runs and its contribution to the total's Δ
// (Σ candidate − Σ baseline of the phase over the blocks both runs hold, in points of the baseline total), so the
// rows add up to the total's Δ%. Which phases add up to the total differs by client (see
// __fixtures__/slowblock/README.md); the decomposition that leaves least of the total unexplained is used, and
// what is left is shown as its own row and said.
import type { BlockMetric } from './block-metrics.js';
import type { CutDefinition } from './cuts.js';
import type { MetricComparison, PairColumns, PhaseBreakdown, PhaseShare, RunNoise } from '../model.js';
import { runNoiseHalfWidth } from './run-noise.js';

const { abs, sqrt, expm1 } = Math;

/** Above this share of the baseline total outside every phase, the report says the phases do not add up. */
const ADDS_UP_PCT = 1;
const Z95 = 1.959964;

/** Phases that may add up to the total, widest first; `state_hash` may split into its two parts (Nethermind). */
const DECOMPOSITIONS = [
  ['execution', 'state_hash', 'commit'],
  ['execution', 'state_read', 'state_hash', 'commit'],
  ['execution', 'storage_merkle', 'state_root', 'commit'],
  ['execution', 'state_read', 'storage_merkle', 'state_root', 'commit'],
  ['execution', 'state_root', 'commit'],
];

interface Aligned {
  b: Float64Array;
  c: Float64Array;
}

/** A metric's pairs laid over the total's (both ascend by block); 0 where the metric lacks a block. */
function align(total: PairColumns, pairs: PairColumns): Aligned {
  const b = new Float64Array(total.length);
  const c = new Float64Array(total.length);
  let j = 0;
  for (let i = 0; i < total.length; i++) {
    const blk = total.block[i];
    while (j < pairs.length && pairs.block[j] < blk) j++;
    if (j < pairs.length && pairs.block[j] === blk) {
      b[i] = pairs.baselineMs[j];
      c[i] = pairs.candidateMs[j];
    }
  }
  return { b, c };
}

const sum = (x: Float64Array): number => x.reduce((s, v) => s + v, 0);

/** Σ(c − b) and the 95% half-width of that sum over blocks (normal, paired). */
function deltaWithHalfWidth(b: Float64Array, c: Float64Array): { delta: number; half: number } {
  const n = b.length;
  let s = 0;
  for (let i = 0; i < n; i++) s += c[i] - b[i];
  const mean = s / n;
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (c[i] - b[i] - mean) ** 2;
  const sd = n > 1 ? sqrt(ss / (n - 1)) : NaN;
  return { delta: s, half: Z95 * sd * sqrt(n) };
}

export function phaseBreakdown(
  available: readonly BlockMetric[],
  pairsOf: (id: string) => PairColumns | undefined,
  metrics: readonly MetricComparison[],
  runNoise: RunNoise | undefined,
  totalCuts: readonly CutDefinition[],
): PhaseBreakdown | undefined {
  const total = pairsOf('total');
  if (!total || total.length === 0) return undefined;
  const ids = new Set(available.map((m) => m.id));
  const labels = new Map(available.map((m) => [m.id, m.label]));
  const options = DECOMPOSITIONS.filter((d) => d.every((id) => ids.has(id)));
  if (options.length === 0) return undefined;
  const aligned = new Map<string, Aligned>();
  const get = (id: string): Aligned => {
    let a = aligned.get(id);
    if (!a) aligned.set(id, (a = align(total, pairsOf(id) as PairColumns)));
    return a;
  };
  const bTotal = sum(total.baselineMs);
  const cTotal = sum(total.candidateMs);
  const residualOf = (d: string[]) => abs(bTotal - d.reduce((s, id) => s + sum(get(id).b), 0));
  // The decomposition that explains most of the total; ties (within 0.1% of it) go to the finer one.
  let chosen = options[0];
  for (const d of options.slice(1)) {
    if (residualOf(d) <= residualOf(chosen) + 0.001 * bTotal) chosen = d;
  }
  const runHalf = runNoise ? expm1(runNoiseHalfWidth(runNoise)) * 100 : 0;
  const row = (id: string, label: string, { b, c }: Aligned): PhaseShare => {
    const { delta, half } = deltaWithHalfWidth(b, c);
    const bShare = (sum(b) / bTotal) * 100;
    const contribution = (delta / bTotal) * 100;
    // Within-run spread of the sum, and run-to-run noise on the phase's share of the total.
    const h = sqrt(((half / bTotal) * 100) ** 2 + ((runHalf * bShare) / 100) ** 2);
    const shift = metrics.find((m) => m.id === id)?.cuts[0]?.shift;
    return {
      id,
      label,
      baselineSharePct: bShare,
      candidateSharePct: (sum(c) / cTotal) * 100,
      deltaMs: delta,
      contributionPct: contribution,
      contributionCi: { lowPct: contribution - h, highPct: contribution + h },
      ...(shift && { shift: { pct: shift.pct, ciLowPct: shift.ciLowPct, ciHighPct: shift.ciHighPct } }),
    };
  };
  const rows = chosen.map((id) => row(id, labels.get(id) ?? id, get(id)));
  const other: Aligned = { b: Float64Array.from(total.baselineMs), c: Float64Array.from(total.candidateMs) };
  for (const id of chosen) {
    const a = get(id);
    for (let i = 0; i < total.length; i++) {
      other.b[i] -= a.b[i];
      other.c[i] -= a.c[i];
    }
  }
  const unattributedPct = (sum(other.b) / bTotal) * 100;
  const addsUp = abs(unattributedPct) <= ADDS_UP_PCT;
  if (!addsUp) rows.push(row('other', 'other (total − phases)', other));
  rows.sort((x, y) => abs(y.contributionPct) - abs(x.contributionPct));
  const valuesOf = (id: string) => (id === 'other' ? other : get(id));
  const shareIn = (x: Float64Array, of: Float64Array, idx: Uint32Array) => {
    let a = 0;
    let t = 0;
    for (const i of idx) {
      a += x[i];
      t += of[i];
    }
    return t > 0 ? (a / t) * 100 : NaN;
  };
  const cuts = totalCuts.map((cut) => ({
    name: cut.name,
    blocks: cut.indices.length,
    baselineSharesPct: rows.map((r) => shareIn(valuesOf(r.id).b, total.baselineMs, cut.indices)),
    candidateSharesPct: rows.map((r) => shareIn(valuesOf(r.id).c, total.candidateMs, cut.indices)),
  }));
  return {
    total: 'total',
    blocks: total.length,
    baselineTotalMs: bTotal,
    candidateTotalMs: cTotal,
    totalDeltaPct: ((cTotal - bTotal) / bTotal) * 100,
    rows,
    unattributedPct,
    cuts,
    ...(!addsUp && {
      note:
        `The phases (${chosen.map((id) => labels.get(id) ?? id).join(' + ')}) do not add up to the total: ` +
        `${unattributedPct.toFixed(1)}% of the baseline total is in none of them (shown as "other").`,
    }),
  };
}
