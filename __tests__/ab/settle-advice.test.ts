// What would settle an undecided A/B run (src/ab/settle-advice.ts), on rounds drawn with known noise: the margin
// it proposes decides every benchmark with the rounds run (and one grid step less does not), and the rounds it
// says are still needed do decide them in most runs that go on that long.
import { settleAdvice, settleText } from '../../src/ab/settle-advice.js';
import { signSequence } from '../../src/ab/sign-sequence.js';
import type { AbBenchmark, AbDecision, AbJudgement } from '../../src/ab/judge-rounds.js';
import { mulberry32 } from '../../src/core/stats/random.js';

const ALPHA = 0.05;

function gaussian(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

/** Rounds of K benchmarks: log ratios with the given shifts and per-round noise (a fraction). */
function draw(seed: number, rounds: number, shifts: number[], noise: number): number[][] {
  const rand = mulberry32(seed);
  return shifts.map((s) => Array.from({ length: rounds }, () => Math.log1p(s) + noise * gaussian(rand)));
}

function judge(ratios: number[][], minEffect: number): AbJudgement {
  const perBenchmarkAlpha = ALPHA / ratios.length;
  const benchmarks = ratios.map((r, k): AbBenchmark => {
    const sequence = signSequence(r, perBenchmarkAlpha, Math.log1p(minEffect));
    const decision: AbDecision = {
      above: 'regression',
      below: 'improvement',
      within: 'same',
      undecided: 'undecided',
    }[sequence.decision] as AbDecision;
    return {
      key: `b${k}`,
      metric: 'time',
      unit: 'ns',
      direction: 'smaller-is-better',
      ratios: r,
      sequence,
      decision,
    };
  });
  const decided = benchmarks.filter((b) => b.decision !== 'undecided').length;
  const verdict = benchmarks.some((b) => b.decision === 'regression')
    ? 'regression'
    : decided === benchmarks.length
      ? 'no regression'
      : 'undecided';
  return { rounds: ratios[0].length, benchmarks, perBenchmarkAlpha, decided, verdict, pairs: false };
}

const fmt = (s: number) => `${Math.round(s)}s`;

test('the proposed margin decides every benchmark with the rounds run; one step less does not', () => {
  let proposed = 0;
  for (let seed = 1; seed <= 20; seed++) {
    // Ten unchanged benchmarks moving 3% a round, judged at ±1% after 40 rounds: undecided.
    const j = judge(draw(seed, 40, Array(10).fill(0), 0.03), 0.01);
    expect(j.verdict).toBe('undecided');
    const advice = settleAdvice(j, 0.01)!;
    expect(advice.undecided).toBe(10 - j.decided);
    if (advice.margin === null) continue;
    proposed++;
    const at = judge(
      j.benchmarks.map((b) => b.ratios),
      advice.margin,
    );
    expect(at.decided).toBe(10);
    const less = judge(
      j.benchmarks.map((b) => b.ratios),
      advice.margin - 0.001,
    );
    expect(less.decided).toBeLessThan(10);
  }
  expect(proposed).toBeGreaterThanOrEqual(18);
});

test('the rounds still needed decide the undecided benchmarks in most runs that go on as long', () => {
  let settled = 0;
  let advised = 0;
  for (let seed = 1; seed <= 40; seed++) {
    // Five benchmarks: three unchanged, two 4% slower, 3% noise a round; 30 rounds judged at ±1%.
    const all = draw(100 + seed, 2000, [0, 0, 0, 0.04, 0.04], 0.03);
    const j = judge(
      all.map((r) => r.slice(0, 30)),
      0.01,
    );
    const advice = settleAdvice(j, 0.01);
    if (!advice || !Number.isFinite(advice.rounds)) continue;
    advised++;
    const later = judge(
      all.map((r) => r.slice(0, 30 + Math.ceil(advice.rounds))),
      0.01,
    );
    if (later.decided === later.benchmarks.length) settled++;
  }
  expect(advised).toBeGreaterThanOrEqual(30);
  expect(settled / advised).toBeGreaterThanOrEqual(0.5);
});

test('in words: the margin with its re-judge command, the rounds with their time; or why neither', () => {
  const j = judge(draw(3, 40, Array(10).fill(0), 0.03), 0.01);
  const advice = settleAdvice(j, 0.01)!;
  const text = settleText(advice, 0.01, 6, 'ab-run', fmt);
  expect(text).toMatch(
    /^to settle: \d+ benchmarks? undecided; with the rounds run, a margin of ±[\d.]+% decides every benchmark \(benchdelta ab --judge ab-run --min-effect [\d.]+\); at ±1%, /,
  );
  expect(
    settleText({ undecided: 2, margin: null, unbounded: 2, rounds: 12.2 }, 0.01, 5, undefined, fmt),
  ).toBe(
    'to settle: 2 benchmarks undecided; 2 of them have no interval bounded on both sides yet: no margin decides them before more rounds; at ±1%, about 13 more rounds (~65s at this pace) would decide them, if the rounds keep falling as they have.',
  );
  expect(settleText({ undecided: 3, margin: 0.113, unbounded: 0, rounds: 69953 }, 0.01, 2, 'd', fmt)).toMatch(
    /a margin of ±11\.3% decides every benchmark .*; at ±1%, about 69953 more rounds \(~38\.9 h at this pace\)/,
  );
  expect(settleText({ undecided: 1, margin: 0.034, unbounded: 0, rounds: Infinity }, 0.01, 5, 'd', fmt)).toBe(
    'to settle: 1 benchmark undecided; with the rounds run, a margin of ±3.4% decides every benchmark (benchdelta ab --judge d --min-effect 3.4); at ±1%, more rounds may not decide it: its rounds fall as often above the margin as below it.',
  );
});
