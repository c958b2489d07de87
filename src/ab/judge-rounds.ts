// Turns the rounds of an A/B run into per-benchmark verdicts: each round gives every benchmark one paired log
// ratio (candidate / base, of each side's median sample in that round), and the sign sequence of those ratios
// decides it. Pure: the live runner and the re-judging of a folder call the same function on the same rounds,
// so they give the same verdict.
import { rowKey } from '../core/micro/between-run/between-run.js';
import type { Direction, Measurement, ResultSet } from '../core/model.js';
import { signSequence, type SignSequence } from './sign-sequence.js';

export interface RoundResults {
  base: ResultSet;
  candidate: ResultSet;
}

export interface AbSettings {
  /** Chance of any false claim across the suite, at any look (default 0.05). */
  alpha: number;
  /** Margin as a fraction (0.01 = 1%): changes inside ±margin count as no change. */
  minEffect: number;
}

export type AbDecision = 'regression' | 'improvement' | 'same' | 'undecided';

export interface AbBenchmark {
  key: string;
  metric: string;
  unit: string;
  direction: Direction;
  /** Log ratios per round, sign set so that positive is worse (slower, or fewer ops/s). */
  ratios: number[];
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
  const rows = new Map<string, { m: Measurement; ratios: number[] }>();
  if (rounds.length > 0) {
    const cand = byRow(rounds[0].candidate);
    for (const [k, m] of byRow(rounds[0].base)) if (cand.has(k)) rows.set(k, { m, ratios: [] });
  }
  for (const r of rounds) {
    const base = byRow(r.base);
    const cand = byRow(r.candidate);
    for (const [k, row] of rows) {
      const b = base.get(k);
      const c = cand.get(k);
      if (!b || !c) continue;
      const x = Math.log(centre(c) / centre(b));
      if (!Number.isFinite(x)) continue;
      row.ratios.push(row.m.direction === 'bigger-is-better' ? -x : x);
    }
  }
  const perBenchmarkAlpha = settings.alpha / Math.max(1, rows.size);
  const margin = Math.log1p(settings.minEffect);
  const benchmarks: AbBenchmark[] = [];
  for (const { m, ratios } of rows.values()) {
    const sequence = signSequence(ratios, perBenchmarkAlpha, margin);
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
  return { rounds: rounds.length, benchmarks, perBenchmarkAlpha, decided, verdict };
}
