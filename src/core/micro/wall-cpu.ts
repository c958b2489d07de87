// Benchmarks that report both their wall and their CPU time (Google Benchmark's `real_time` and `cpu_time`):
// what the one says about the other's between-run noise (micro/between-run/sources.ts uses both).

/**
 * For each benchmark that reports both its wall and its CPU time (Google Benchmark's `real_time` and
 * `cpu_time`), both rows: how far the wall time moved between the runs beyond its CPU time, Δ ln(wall / CPU)
 * (positive: the candidate's run spent more of its time off the CPU).
 * Time off the CPU (preemption by other load, or waiting) is in the wall time and not in the work the code did;
 * a run that spent more or less of it is interference the rows' own between-run terms must carry (sources.ts).
 */
export function offCpuMoves(
  keys: readonly string[],
  metricAt: (i: number) => string,
  medians: Float64Array,
  sides: Uint8Array,
): Map<number, number> {
  const cpuRow = new Map<string, number>();
  for (let i = 0; i < keys.length; i++)
    if (metricAt(i) === 'cpu-time' && sides[i] === 3) cpuRow.set(keys[i], i);
  const moves = new Map<number, number>();
  if (cpuRow.size === 0) return moves;
  const gap = (wall: number, cpu: number) => Math.log(wall) - Math.log(cpu);
  for (let i = 0; i < keys.length; i++) {
    const j = cpuRow.get(keys[i]);
    if (j === undefined || metricAt(i) !== 'time' || sides[i] !== 3) continue;
    const before = gap(medians[2 * i], medians[2 * j]);
    const after = gap(medians[2 * i + 1], medians[2 * j + 1]);
    // Wall time below CPU time is several threads at work: the gap is parallelism, not time off the CPU
    // (1% below: timer granularity of one thread).
    if (!(before >= -0.01 && after >= -0.01)) continue;
    const move = after - before;
    // Contention that keeps a benchmark off the CPU also slows it on it (shared caches, a busy sibling
    // thread, the hypervisor's steal): its CPU time carries the same doubt.
    moves.set(i, move);
    moves.set(j, move);
  }
  return moves;
}

/**
 * For each CPU-time row whose benchmark also reports its wall time: the smaller of the wall-time row's two sample
 * CVs. A loaded run shows in the wall time's samples and moves the CPU time between runs too (shared caches,
 * steal), while the CPU time's own samples stay calm (sources.ts fewRowsFloor).
 */
export function wallSpreads(
  keys: readonly string[],
  metricAt: (i: number) => string,
  minCv: Float64Array,
): Map<number, number> {
  const wall = new Map<string, number>();
  for (let i = 0; i < keys.length; i++)
    if (metricAt(i) === 'time' && minCv[i] > 0) wall.set(keys[i], minCv[i]);
  const out = new Map<number, number>();
  if (wall.size === 0) return out;
  for (let i = 0; i < keys.length; i++) {
    const cv = metricAt(i) === 'cpu-time' ? wall.get(keys[i]) : undefined;
    if (cv !== undefined) out.set(i, cv);
  }
  return out;
}
