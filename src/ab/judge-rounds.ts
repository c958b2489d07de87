// Turns the rounds of an A/B run into per-benchmark verdicts: each round gives every benchmark one paired log
// ratio (candidate / base, of each side's median sample in that round), and the sign sequence of those ratios
// decides it. A run in pairs (`pairs`, --duet) swaps the sides' CPUs in the second round of each pair, and a second
// sequence reads each pair's mean ratio, in which whatever one CPU gives its side the other takes back (a VM whose
// second vCPU shares its core with another guest's work: ±45–75% a round, seen on this project's 2-core VM); the
// two sequences, each at half the level, are intersected, since on a host without such a gap the rounds alone
// decide sooner (a pair's mean is as wide as its wilder round). Pure: the live runner and the re-judging of a
// folder call the same function on the same rounds, so they give the same verdict.
import { rowKey } from '../core/micro/between-run/between-run.js';
import { countBelow } from '../core/stats/stats.js';
import type { Direction, Measurement, ResultSet } from '../core/model.js';
import type { Side } from './run-side.js';
import { intersectSequences, signSequence, type SignSequence } from './sign-sequence.js';

export interface RoundResults {
  base: ResultSet;
  candidate: ResultSet;
  /** The side that took the first place (under --duet the first CPU, else the first start). */
  first?: Side;
}

export interface AbSettings {
  /** Chance of any false claim across the suite, at any look (default 0.05). */
  alpha: number;
  /** Margin as a fraction (0.01 = 1%): changes inside ±margin count as no change. */
  minEffect: number;
  /**
   * Rounds run in pairs, the sides' places swapped in each pair's second round: each benchmark's rounds' sequence
   * is intersected with its pairs' (benchmarkSequence; absent in folders written before pairs: rounds alone).
   */
  pairs?: boolean;
  /**
   * A row whose processes each run in one of two modes (modeSplit) counts only rounds whose two sides ran in the
   * same mode (absent in folders written before: every round counts).
   */
  modes?: boolean;
}

export type AbDecision = 'regression' | 'improvement' | 'same' | 'undecided';

export interface AbBenchmark {
  key: string;
  metric: string;
  unit: string;
  direction: Direction;
  /** Log ratios per counted round, sign set so that positive is worse (slower, or fewer ops/s). */
  ratios: number[];
  /** In pairs: each whole pair's mean of its two rounds' ratios. */
  pairRatios?: number[];
  sequence: SignSequence;
  decision: AbDecision;
}

export interface AbJudgement {
  rounds: number;
  benchmarks: AbBenchmark[];
  /** Level each benchmark's sequence is taken at: alpha / number of benchmarks (Bonferroni). */
  perBenchmarkAlpha: number;
  decided: number;
  verdict: 'regression' | 'no regression' | 'undecided';
  /** Whether each benchmark's sequence is its rounds' and its pairs' intersected (`pairs`). */
  pairs: boolean;
}

function centre(m: Measurement): number {
  const s = m.samples && m.samples.length > 0 ? m.samples.slice().sort((a, b) => a - b) : [m.value];
  const h = s.length >> 1;
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
}

function byRow(rs: ResultSet): Map<string, Measurement> {
  const out = new Map<string, Measurement>();
  for (const m of rs.measurements) out.set(rowKey(m.key, m.metric), m);
  return out;
}

/**
 * Judges the rounds (warm-up rounds already left out). The benchmarks are those of the first round's both sides;
 * a round that lacks one gives it no ratio.
 */
export function judgeRounds(rounds: readonly RoundResults[], settings: AbSettings): AbJudgement {
  // Each row's ratio in every round (NaN where a round lacks it), so that a pair's two rounds line up; and each
  // side's log centre, for the modes.
  type Row = { m: Measurement; perRound: number[]; base: number[]; cand: number[] };
  const rows = new Map<string, Row>();
  if (rounds.length > 0) {
    const cand = byRow(rounds[0].candidate);
    for (const [k, m] of byRow(rounds[0].base))
      if (cand.has(k)) rows.set(k, { m, perRound: [], base: [], cand: [] });
  }
  for (const r of rounds) {
    const base = byRow(r.base);
    const cand = byRow(r.candidate);
    for (const [k, row] of rows) {
      const b = base.get(k);
      const c = cand.get(k);
      row.base.push(b ? Math.log(centre(b)) : NaN);
      row.cand.push(c ? Math.log(centre(c)) : NaN);
      const x = row.cand.at(-1)! - row.base.at(-1)!;
      row.perRound.push(row.m.direction === 'bigger-is-better' ? -x : x);
    }
  }
  if (settings.modes === true)
    for (const row of rows.values()) row.perRound = sameModeOnly(row.perRound, row.base, row.cand);
  const pairs = settings.pairs === true;
  const perBenchmarkAlpha = settings.alpha / Math.max(1, rows.size);
  const margin = Math.log1p(settings.minEffect);
  const benchmarks: AbBenchmark[] = [];
  for (const { m, perRound } of rows.values()) {
    const ratios = perRound.filter(Number.isFinite);
    const pairRatios = pairs ? pairMeans(perRound, rounds) : undefined;
    const sequence = benchmarkSequence({ ratios, pairRatios }, perBenchmarkAlpha, margin);
    const decision: AbDecision =
      sequence.decision === 'above'
        ? 'regression'
        : sequence.decision === 'below'
          ? 'improvement'
          : sequence.decision === 'within'
            ? 'same'
            : 'undecided';
    benchmarks.push({
      key: m.key,
      metric: m.metric,
      unit: m.unit,
      direction: m.direction,
      ratios,
      ...(pairRatios ? { pairRatios } : {}),
      sequence,
      decision,
    });
  }
  const decided = benchmarks.filter((b) => b.decision !== 'undecided').length;
  const verdict = benchmarks.some((b) => b.decision === 'regression')
    ? 'regression'
    : decided === benchmarks.length && benchmarks.length > 0
      ? 'no regression'
      : 'undecided';
  return {
    rounds: rounds.length,
    benchmarks,
    perBenchmarkAlpha,
    decided,
    verdict,
    pairs,
  };
}

/** Two modes lie at least this far apart (ln): the Google Benchmark rows seen at ~307 or ~530 ns by the process. */
const MODE_GAP = Math.log(1.1);
/** Each side must have run in each mode this many times in the rounds before for the modes to count. */
const MODE_RUNS = 3;

/**
 * Where the rounds so far split into two modes, or null: the widest gap between the sorted log centres of both
 * sides (`sorted`), when it is at least MODE_GAP and each side has run MODE_RUNS times on each side of it (a change
 * of the code moves a side's values as a whole and splits nothing within a side). `base` and `cand`: the rounds'
 * log centres, `upto` of them.
 */
export function modeSplit(
  sorted: Float64Array,
  base: readonly number[],
  cand: readonly number[],
  upto: number,
): number | null {
  let at = -1;
  for (let i = 1; i < sorted.length; i++) {
    const gap = sorted[i] - sorted[i - 1];
    if (gap >= MODE_GAP && (at < 0 || gap > sorted[at] - sorted[at - 1])) at = i;
  }
  if (at < 0) return null;
  const split = (sorted[at - 1] + sorted[at]) / 2;
  let baseLow = 0;
  let candLow = 0;
  let n = 0;
  for (let r = 0; r < upto; r++) {
    if (!(Number.isFinite(base[r]) && Number.isFinite(cand[r]))) continue;
    n++;
    if (base[r] < split) baseLow++;
    if (cand[r] < split) candLow++;
  }
  const bothModes = (low: number) => low >= MODE_RUNS && n - low >= MODE_RUNS;
  return bothModes(baseLow) && bothModes(candLow) ? split : null;
}

/**
 * A row whose processes each run in one of two modes (a table's alignment, a JIT tier: per process, not per round)
 * gives a round whose sides ran in different modes a ratio of the modes' gap, as likely either way: that round is
 * left out (NaN), the rounds whose sides ran in the same mode carry the change. The modes are read from the rounds
 * before each round only, and whether a round counts is the same whichever side is which, so under A/A the sign of
 * a counted round is still a fair coin given everything before it: the sequence stays valid.
 */
function sameModeOnly(perRound: number[], base: number[], cand: number[]): number[] {
  const buffer = new Float64Array(2 * perRound.length);
  let n = 0;
  const insert = (x: number) => {
    const at = countBelow(buffer.subarray(0, n), x);
    buffer.copyWithin(at + 1, at, n);
    buffer[at] = x;
    n++;
  };
  return perRound.map((x, r) => {
    const split = modeSplit(buffer.subarray(0, n), base, cand, r);
    if (Number.isFinite(base[r]) && Number.isFinite(cand[r])) {
      insert(base[r]);
      insert(cand[r]);
    }
    return split === null || (base[r] - split) * (cand[r] - split) > 0 ? x : NaN;
  });
}

/**
 * One benchmark's confidence sequence at `alpha`: its rounds', or in pairs its rounds' and its pairs' each at
 * alpha/2, intersected (a decision either reaches stands). The settle advice reads other margins through it.
 */
export function benchmarkSequence(
  b: Pick<AbBenchmark, 'ratios' | 'pairRatios'>,
  alpha: number,
  margin: number,
): SignSequence {
  if (!b.pairRatios) return signSequence(b.ratios, alpha, margin);
  return intersectSequences(
    signSequence(b.ratios, alpha / 2, margin),
    signSequence(b.pairRatios, alpha / 2, margin),
  );
}

/**
 * The mean ratio of each whole pair (rounds 1–2, 3–4, … of those counted) whose two rounds both have one and
 * swapped places. Under A/A a pair is as likely with its sides' places one way as the other (the runner draws the
 * first round's places, the second takes the others), so the mean's sign is a fair coin, as a round's is; a pair
 * cut short by the end of the run is left out.
 */
function pairMeans(perRound: readonly number[], rounds: readonly RoundResults[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < perRound.length; i += 2) {
    const [a, b] = [perRound[i], perRound[i + 1]];
    if (Number.isFinite(a) && Number.isFinite(b) && rounds[i].first !== rounds[i + 1].first)
      out.push((a + b) / 2);
  }
  return out;
}
