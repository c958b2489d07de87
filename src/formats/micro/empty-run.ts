// Outputs of a harness that ran and measured nothing: the commonest reason a benchmark file holds no results in
// CI (a `-bench` pattern or a cargo bench filter that matched no benchmark). Said by name, with the fix, instead
// of "could not recognise the format".

interface EmptyRun {
  /** The format that reads this tool's results. */
  format: string;
  tool: string;
  /** True when the text is this tool's output with no benchmark in it. */
  test: (text: string) => boolean;
  fix: string;
}

const EMPTY_RUNS: EmptyRun[] = [
  {
    format: 'criterion',
    tool: 'cargo bench (libtest) output that ran no benchmark ("running 0 tests")',
    test: (t) => /^running 0 tests\s*$/m.test(t) && !/ bench: /.test(t),
    fix: 'check the benchmark filter given to cargo bench, and that the bench target has #[bench] functions',
  },
  {
    format: 'gobench',
    tool: 'go test output that ran no benchmark (no Benchmark lines)',
    test: (t) =>
      (/^ok\s+\S+\s+[\d.]+s\b/m.test(t) ||
        /^testing: warning: no tests to run\s*$/m.test(t) ||
        (/^PASS\s*$/m.test(t) && /^goos: /m.test(t))) &&
      !/^Benchmark/m.test(t),
    fix: "pass -bench with a pattern that matches (e.g. go test -run='^$' -bench=.)",
  },
];

/**
 * A sentence saying which tool's empty run this is and how to fix it, or null when it is none of them; with
 * `format` (the file was read as that format), only that format's tool (a Gungraun summary beside cargo's
 * `running 0 tests` is not libtest's empty run).
 */
export function emptyRunHint(text: string, format?: string): string | null {
  const head = text.slice(0, 64 << 10);
  const run = EMPTY_RUNS.find((r) => (format === undefined || r.format === format) && r.test(head));
  return run ? `it is ${run.tool}: ${run.fix}` : null;
}
