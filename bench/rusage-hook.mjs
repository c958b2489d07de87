// Preloaded into benchmarked processes (node --import): reports the peak RSS and the CPU time of the whole
// process, worker threads included, to the file named by BENCH_RUSAGE_FILE when the process exits.
// The peak is VmHWM (this process image's high-water mark): getrusage's maxRSS keeps, across exec, the RSS of
// the parent that spawned it, so a child of a 780 MB Jest worker reports at least 780 MB.
// Worker threads load this hook too (they inherit --import) and wrote their own figures at their exit, which could
// land after the main thread's: only the main thread writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

function peakRssKb() {
  try {
    const m = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    // Not Linux: getrusage's figure.
  }
  return process.resourceUsage().maxRSS;
}

if (isMainThread)
  process.on('exit', () => {
    const file = process.env.BENCH_RUSAGE_FILE;
    if (!file) return;
    const u = process.resourceUsage();
    writeFileSync(file, JSON.stringify({ maxRssKb: peakRssKb(), cpuUs: u.userCPUTime + u.systemCPUTime }));
  });
