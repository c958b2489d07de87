// A generated `go test -bench` suite of N benchmarks × 5 samples per side, for the micro-benchmark benchmark.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateGoBenchSuite(dir, count) {
  const baseline = path.join(dir, 'old.txt');
  const candidate = path.join(dir, 'new.txt');
  if (existsSync(baseline) && existsSync(candidate)) return { baseline, candidate };
  mkdirSync(dir, { recursive: true });
  const rand = mulberry32(7);
  const header = 'goos: linux\ngoarch: amd64\npkg: example.com/suite\ncpu: Generic CPU\n';
  const sides = [[header], [header]];
  for (let i = 0; i < count; i++) {
    const ns = 50 + rand() * 1e6;
    const effect = i % 50 === 0 ? 1.1 : 1; // every 50th benchmark is 10% slower
    for (let s = 0; s < 5; s++) {
      for (const [side, mult] of [
        [0, 1],
        [1, effect],
      ]) {
        const v = ns * mult * (1 + (rand() - 0.5) * 0.02);
        sides[side].push(
          `BenchmarkCase${i}/size=${(i % 7) * 10 + 10}-8   \t 1000000\t${v.toFixed(1)} ns/op\t${64 * (i % 5)} B/op\t${i % 5} allocs/op\n`,
        );
      }
    }
  }
  writeFileSync(baseline, sides[0].join('') + 'PASS\nok  \texample.com/suite\t10.0s\n');
  writeFileSync(candidate, sides[1].join('') + 'PASS\nok  \texample.com/suite\t10.0s\n');
  return { baseline, candidate };
}
