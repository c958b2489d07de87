// Benchmarks that report both their wall and their CPU time (Google Benchmark's `real_time` and `cpu_time`):
// what the one says about the other's between-run noise (micro/between-run/sources.ts uses both).

/** Each benchmark's wall-time and CPU-time rows, as [wall, cpu] indices; none when no row is CPU time. */
function wallCpuPairs(keys: readonly string[], metricAt: (i: number) => string): [number, number][] {
  const cpuRow = new Map<string, number>();
  for (let i = 0; i < keys.length; i++) if (metricAt(i) === 'cpu-time') cpuRow.set(keys[i], i);
  const pairs: [number, number][] = [];
  if (cpuRow.size === 0) return pairs;
  for (let i = 0; i < keys.length; i++) {
    const j = cpuRow.get(keys[i]);
    if (j !== undefined && metricAt(i) === 'time') pairs.push([i, j]);
  }
  return pairs;
}

/**
 * For each benchmark that reports both its wall and its CPU time, both rows: how far the wall time moved between
 * the runs beyond its CPU time, Δ ln(wall / CPU) (positive: the candidate's run spent more of its time off the
 * CPU). Time off the CPU (preemption by other load, or waiting) is in the wall time and not in the work the code
 * did; a run that spent more or less of it is interference the rows' own between-run terms must carry.
 * Also, for each CPU-time row, the smaller of its wall-time row's two sample CVs (`wallCv`): a loaded run shows
 * in the wall time's samples and moves the CPU time between runs too (shared caches, steal), while the CPU
 * time's own samples stay calm (sources.ts fewRowsFloor).
 */
export function wallCpuEvidence(
  keys: readonly string[],
  metricAt: (i: number) => string,
  medians: Float64Array,
  sides: Uint8Array,
  minCv: Float64Array,
): { offCpu: Map<number, number>; wallCv: Map<number, number> } {
  const offCpu = new Map<number, number>();
  const wallCv = new Map<number, number>();
  const gap = (wall: number, cpu: number) => Math.log(wall) - Math.log(cpu);
  for (const [i, j] of wallCpuPairs(keys, metricAt)) {
    if (minCv[i] > 0) wallCv.set(j, minCv[i]);
    if (sides[i] !== 3 || sides[j] !== 3) continue;
    const before = gap(medians[2 * i], medians[2 * j]);
    const after = gap(medians[2 * i + 1], medians[2 * j + 1]);
    // Wall time below CPU time is several threads at work: the gap is parallelism, not time off the CPU
    // (1% below: timer granularity of one thread).
    if (!(before >= -0.01 && after >= -0.01)) continue;
    const move = after - before;
    // Contention that keeps a benchmark off the CPU also slows it on it (shared caches, a busy sibling
    // thread, the hypervisor's steal): its CPU time carries the same doubt.
    offCpu.set(i, move);
    offCpu.set(j, move);
  }
  return { offCpu, wallCv };
}
