// Widening an interval by an independent source of error (run noise, a contrast's between-run term). Its own
// module: the shift's intervals (cut-stats.ts) and the contrasts' (contrast.ts) both use it, and run-noise.ts,
// which chooses the noise, depends on contrast-noise.ts, which depends on contrast.ts: no cycle through here.

/**
 * A within-run interval (log units, possibly asymmetric: the bootstrap's) widened by run noise: each side's
 * half-width and the run-noise half-width add in quadrature, the two sources being independent.
 */
export function widenInterval(
  estimate: number,
  low: number,
  high: number,
  runHalfWidth: number,
): { low: number; high: number } {
  const r2 = runHalfWidth * runHalfWidth;
  return {
    low: estimate - Math.sqrt((estimate - low) ** 2 + r2),
    high: estimate + Math.sqrt((high - estimate) ** 2 + r2),
  };
}
