// How an interval narrows with more replicated runs per side: a mean over each side's runs carries its between-run
// error as √(1/kb + 1/kc), so a half-width (log scale) measured at kb + kc runs becomes, at n + n, that times
// √((2/n) / (1/kb + 1/kc)). Its quantile is kept (see core/micro/settle.ts). Both engines advise a run count with it:
// the micro verdict (core/micro/settle.ts) and an inconclusive block cut (core/blocks/judge.ts).

/** The half-width (ln) an interval of `halfWidth` at `runs` per side would have with `n` runs per side. */
export function projectHalfWidth(halfWidth: number, runs: readonly [number, number], n: number): number {
  const [kb, kc] = runs;
  return halfWidth * Math.sqrt(2 / n / (1 / kb + 1 / kc));
}
