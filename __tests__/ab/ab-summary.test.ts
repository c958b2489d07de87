// Why a kept run stopped, read from its rounds' own times as the live run decided: every benchmark decided, the
// next round would have ended past the budget, or neither (a kill, --max-rounds).
import type { AbManifest, RoundRecord } from '../../src/ab/ab-folder.js';
import { folderStop, stopText } from '../../src/ab/ab-summary.js';
import type { AbJudgement } from '../../src/ab/judge-rounds.js';

const start = Date.UTC(2026, 10, 29, 5, 0, 0);
const manifest = { budgetSeconds: 60, startedAt: new Date(start).toISOString() } as AbManifest;

/** `n` rounds of 10 s each (two 5 s sides one after the other), the first starting 1 s after the run. */
function rounds(n: number): RoundRecord[] {
  return Array.from({ length: n }, (_, i) => {
    const t = start + 1000 + i * 10_000;
    return {
      round: i + 1,
      sides: {
        base: { startedAt: new Date(t).toISOString(), seconds: 5 },
        candidate: { startedAt: new Date(t + 5000).toISOString(), seconds: 5 },
      },
    } as RoundRecord;
  });
}

const judgement = (decided: number) => ({ decided, benchmarks: [{}, {}] }) as AbJudgement;

test('a run whose next round would end past the budget stopped for the budget', () => {
  // 5 rounds end at 51 s; a sixth (10 s) would end at 61 s, past 60 s.
  expect(folderStop(manifest, rounds(5), judgement(1))).toEqual({
    elapsedSeconds: 51,
    stoppedBy: 'budget',
    secondsPerRound: 51 / 5,
  });
});

test('a run that stopped with budget left and benchmarks undecided ended early; one with all decided, decided', () => {
  expect(folderStop(manifest, rounds(3), judgement(1))).toEqual({
    elapsedSeconds: 31,
    stoppedBy: 'ended-early',
    secondsPerRound: 31 / 3,
  });
  expect(folderStop(manifest, rounds(3), judgement(2)).stoppedBy).toBe('decided');
  expect(folderStop(manifest, [], judgement(0))).toEqual({
    elapsedSeconds: 0,
    stoppedBy: 'ended-early',
    secondsPerRound: 0,
  });
});

test('the stop line is worded as a live run words it', () => {
  expect(stopText('decided', 72, 600)).toBe('stopped: every benchmark decided after 1m12s');
  expect(stopText('budget', 51, 60)).toBe('stopped: the budget (1m00s) ended after 51s');
});
