// Preloaded into benchmarked processes (node --import): reports the peak RSS and the CPU time of the whole
// process, worker threads included, to the file named by BENCH_RUSAGE_FILE when the process exits.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  const file = process.env.BENCH_RUSAGE_FILE;
  if (!file) return;
  const u = process.resourceUsage();
  writeFileSync(file, JSON.stringify({ maxRssKb: u.maxRSS, cpuUs: u.userCPUTime + u.systemCPUTime }));
});
