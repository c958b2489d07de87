// How judge-rounds.ts reads rounds drawn as this project's 2-core VM gave them under --duet (2026-11-30):
// - in pairs (`pairs`): the sides swap places in each pair's second round, and the pair's mean ratio cancels what a
//   place gives its side (one vCPU ~1.75× slower than the other for an hour: rounds ±45–75% by the candidate's CPU);
// - by modes (`modes`): a row whose processes each run in one of two modes 30% apart (Google Benchmark's
//   `BM_Popcount`: ~7,000–7,600 or ~9,300–10,100 ns by the process, whichever side and CPU) counts only the rounds
//   whose two sides ran in the same mode.
import type { Measurement, ResultSet } from '../../src/core/model.js';
import { judgeRounds, type RoundResults } from '../../src/ab/judge-rounds.js';
import type { Side } from '../../src/ab/run-side.js';

function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const NAMES = Array.from({ length: 10 }, (_, k) => `B${k}`);

function side(times: number[]): ResultSet {
  const measurements: Measurement[] = NAMES.map((key, k) => ({
    key,
    metric: 'time',
    value: times[k],
    unit: 's',
    direction: 'smaller-is-better',
    samples: [times[k]],
  }));
  return { format: 'test', measurements, warnings: [] };
}

/**
 * `n` rounds drawn as the runner draws them: in pairs (the second round swaps the first's places) or each round
 * alone; the side in the first place runs `placeFactor` times as long, the candidate's rows `slow[k]` times.
 */
function drawRounds(
  seed: number,
  n: number,
  opts: { pairs: boolean; placeFactor: number; slow: number[]; noise: number; modeFactor?: number },
): RoundResults[] {
  const random = mulberry32(seed);
  const rounds: RoundResults[] = [];
  let previous: Side = 'base';
  for (let r = 0; r < n; r++) {
    const first: Side =
      opts.pairs && r % 2 === 1
        ? previous === 'base'
          ? 'candidate'
          : 'base'
        : random() < 0.5
          ? 'base'
          : 'candidate';
    previous = first;
    const times = (s: Side) =>
      NAMES.map(
        (_, k) =>
          1e-6 *
          (s === first ? opts.placeFactor : 1) *
          (s === 'candidate' ? (opts.slow[k] ?? 1) : 1) *
          (opts.modeFactor !== undefined && random() < 0.5 ? opts.modeFactor : 1) *
          Math.exp(opts.noise * normal(random)),
      );
    rounds.push({ base: side(times('base')), candidate: side(times('candidate')), first });
  }
  return rounds;
}

const settings = { alpha: 0.05, minEffect: 0.01 };
const named = (rounds: RoundResults[], pairs: boolean, modes = false) =>
  judgeRounds(rounds, { ...settings, pairs, modes })
    .benchmarks.filter((b) => b.decision === 'regression' || b.decision === 'improvement')
    .map((b) => b.key);

test('one CPU 1.75× slower: rounds judged alone name nothing; with pairs the three slowed rows and nothing else', () => {
  const slow = [1.05, 1.05, 1.05];
  let alone = 0;
  let pairs = 0;
  for (let seed = 1; seed <= 10; seed++) {
    const rounds = drawRounds(seed, 60, { pairs: true, placeFactor: 1.75, slow, noise: 0.01 });
    alone += named(rounds, false).length;
    const found = named(rounds, true);
    expect(found.every((k) => ['B0', 'B1', 'B2'].includes(k))).toBe(true);
    if (found.length === 3) pairs++;
  }
  expect(alone).toBe(0);
  expect(pairs).toBe(10);
  const j = judgeRounds(drawRounds(1, 60, { pairs: true, placeFactor: 1.75, slow, noise: 0.01 }), {
    ...settings,
    pairs: true,
  });
  expect(j.pairs).toBe(true);
  expect(j.benchmarks[0].sequence.rounds).toBe(60);
  expect(j.benchmarks[0].pairRatios).toHaveLength(30);
});

test('A/A with a place 1.75× slower: pairs call a benchmark changed in at most 5% of 200 runs', () => {
  let falseRuns = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const rounds = drawRounds(seed, 40, { pairs: true, placeFactor: 1.75, slow: [], noise: 0.02 });
    if (named(rounds, true).length > 0) falseRuns++;
  }
  // Bonferroni over ten anytime-valid sequences at 5%: a handful at most.
  expect(falseRuns).toBeLessThanOrEqual(10);
});

test('without a place effect, rounds and pairs intersected name the same rows as rounds judged alone', () => {
  let alone = 0;
  let pairs = 0;
  for (let seed = 1; seed <= 10; seed++) {
    const rounds = drawRounds(seed, 40, {
      pairs: true,
      placeFactor: 1,
      slow: [1.05, 1.05, 1.05],
      noise: 0.01,
    });
    alone += named(rounds, false).length;
    pairs += named(rounds, true).length;
  }
  expect(alone).toBe(30);
  expect(pairs).toBe(30);
});

test('a pair cut short by the end of the run, or whose places did not swap, is left out', () => {
  const rounds = drawRounds(3, 5, { pairs: true, placeFactor: 1, slow: [], noise: 0.01 });
  expect(judgeRounds(rounds, { ...settings, pairs: true }).benchmarks[0].pairRatios).toHaveLength(2);
  const same = rounds.map((r) => ({ ...r, first: 'base' as Side }));
  expect(judgeRounds(same, { ...settings, pairs: true }).benchmarks[0].pairRatios).toHaveLength(0);
  // Every round still counts in the rounds' own sequence; folders written before pairs have no pairs' one.
  expect(judgeRounds(rounds, { ...settings, pairs: true }).benchmarks[0].ratios).toHaveLength(5);
  expect(judgeRounds(rounds, settings).benchmarks[0].pairRatios).toBeUndefined();
});

test('rows with two modes by the process: counting the rounds run in one mode names a +5% change sooner', () => {
  let all = 0;
  let sameMode = 0;
  for (let seed = 1; seed <= 10; seed++) {
    const rounds = drawRounds(seed, 40, {
      pairs: false,
      placeFactor: 1,
      slow: [1.05, 1.05, 1.05],
      noise: 0.01,
      modeFactor: 1.3,
    });
    all += named(rounds, false).length;
    const found = named(rounds, false, true);
    expect(found.every((k) => ['B0', 'B1', 'B2'].includes(k))).toBe(true);
    sameMode += found.length;
  }
  // 40 rounds: 18 of the 30 slowed rows named counting every round, 25 counting the same-mode rounds.
  expect(sameMode).toBeGreaterThanOrEqual(all + 5);
  expect(sameMode).toBeGreaterThanOrEqual(24);
});

test('A/A with two modes by the process: a benchmark called changed in at most 5% of 200 runs, in pairs or not', () => {
  let alone = 0;
  let pairs = 0;
  for (let seed = 1; seed <= 200; seed++) {
    const opts = { placeFactor: 1.3, slow: [], noise: 0.02, modeFactor: 1.3 };
    if (named(drawRounds(seed, 40, { ...opts, pairs: false }), false, true).length > 0) alone++;
    if (named(drawRounds(seed, 40, { ...opts, pairs: true }), true, true).length > 0) pairs++;
  }
  expect(alone).toBeLessThanOrEqual(10);
  expect(pairs).toBeLessThanOrEqual(10);
});

test('a change of the code is not taken for modes: a row 2× slower on a one-mode row is named', () => {
  const rounds = drawRounds(5, 30, { pairs: false, placeFactor: 1, slow: [2], noise: 0.01 });
  const j = judgeRounds(rounds, { ...settings, modes: true });
  expect(j.benchmarks[0].decision).toBe('regression');
  expect(j.benchmarks[0].ratios).toHaveLength(30);
});
