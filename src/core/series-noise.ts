// How much a series moves between consecutive runs of its branch when nothing changed: the run-to-run noise a
// single PR comparison cannot measure (DESIGN §9), served by the service's noise route and used as the
// between-run term of micro-benchmark verdicts (micro-between-run.ts, source `history`).
import { quantileOfSorted, sortedCopy } from './stats.js';

const median = (values: readonly number[]) => quantileOfSorted(sortedCopy(values), 0.5);

/** Fewest consecutive ratios a series needs before its noise is given. */
export const MIN_RATIOS = 4;

/**
 * The spread of ln(value / previous value) over the last values of a series: 1.4826 × their MAD around the
 * median ratio (a real step on main is one ratio among many and moves it little), and how many ratios it rests
 * on. Null with fewer than MIN_RATIOS positive consecutive pairs.
 */
export function runToRunNoise(values: readonly number[]): { sd: number; n: number } | null {
  const ratios: number[] = [];
  for (let i = 1; i < values.length; i++) {
    const a = values[i - 1];
    const b = values[i];
    if (a > 0 && b > 0 && Number.isFinite(a) && Number.isFinite(b)) ratios.push(Math.log(b / a));
  }
  if (ratios.length < MIN_RATIOS) return null;
  const med = median(ratios);
  let sd = 1.4826 * median(ratios.map((r) => Math.abs(r - med)));
  // Over half the ratios equal (quantised values): the plain standard deviation instead.
  if (sd === 0) sd = Math.sqrt(ratios.reduce((a, r) => a + (r - med) ** 2, 0) / (ratios.length - 1));
  return { sd, n: ratios.length };
}
