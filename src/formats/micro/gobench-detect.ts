// Whether a file's head looks like `go test -bench` output (the registry asks every format; gobench.ts parses).
/** Confidence (0..1) that `head` (the first few KB of a file) is go test -bench output. */
export function detectGoBench(head: string): number {
  const lines = head.split('\n').slice(0, 200);
  let results = 0;
  let configs = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (/^Benchmark\S*\s+\d+\s+[+-]?[\d.]+(?:[eE][+-]?\d+)?\s+\S+/.test(line)) results++;
    else if (/^(goos|goarch|pkg|cpu):\s/.test(line)) configs++;
  }
  if (results > 0) return configs > 0 ? 0.98 : 0.9;
  return configs >= 2 ? 0.4 : 0;
}
