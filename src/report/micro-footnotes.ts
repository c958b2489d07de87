// The footnotes of the micro-benchmark tables (text, Markdown, HTML): one per reason, listing the rows that
// share it, so an A/A pair of 32 rows prints two notes rather than 32 that differ only in the row's numbers
// (those numbers stand in the row's own Δ and interval columns). Hints name the harness that wrote the file.
import { pct } from '../core/micro/judge.js';
import type { MicroBenchmark } from '../core/compare-micro.js';
import type { SanityNote } from '../core/sanity.js';

/** The generic "rerun with more repetitions" hint of the too-few-samples sanity note (core/sanity.ts). */
const GENERIC_RERUN = /\(go test -count=10, JMH -i 10\)/;

/** How each harness is told to take more samples, by the tool name its reader gives (formats/micro). */
const RERUN_OPTION: Array<[RegExp, string]> = [
  [/^go test/, 'go test -bench . -count=10'],
  [/^JMH/, 'JMH -i 10 (measurement iterations) or -f 3 (forks)'],
  [/^Google Benchmark/, '--benchmark_repetitions=10'],
  [/^pytest-benchmark/, 'pytest --benchmark-min-rounds=10'],
  [/^tinybench/, "tinybench's new Bench({ iterations: 100 }), or a longer time"],
  [/^vitest bench/, 'vitest bench with { iterations: 100 } on the bench'],
  [/^benchmark\.js/, "benchmark.js's minSamples option"],
  [/^hyperfine/, 'hyperfine --runs 10'],
  [/^criterion/, "criterion's sample_size (at least 10)"],
  [/^Catch2/, 'Catch2 --benchmark-samples 100'],
  [/^BenchmarkDotNet/, "BenchmarkDotNet's [SimpleJob(iterationCount: 10)]"],
  [/^Julia BenchmarkTools/, 'BenchmarkTools samples=10'],
  [/^asv/, 'asv run -a repeat=10'],
  [/^Ruby benchmark-ips/, 'benchmark-ips x.config(time: 10)'],
  [/^Dart benchmark_harness/, 'more exercise runs of the benchmark_harness'],
];

/** The option that makes `tool` take more samples, or null when we do not know the harness. */
export function rerunOption(tool: string | undefined): string | null {
  if (!tool) return null;
  for (const [re, option] of RERUN_OPTION) if (re.test(tool)) return option;
  return null;
}

/** A sanity note's message with its rerun hint naming the harness in hand (not every harness's option). */
export function sanityText(s: SanityNote, tool: string | undefined): string {
  if (s.code !== 'too-few-samples') return s.message;
  const option = rerunOption(tool);
  return s.message.replace(GENERIC_RERUN, option ? `(${option})` : 'of each benchmark');
}

/**
 * A row note without the row's own numbers where the row shows them: `inconclusive: the change −2.89%
 * [−14.49%, +10.28%] (95%) neither…` is the Δ and interval beside it, so it reads `the change's 95% interval
 * neither…` and every row with that reason shares one footnote.
 */
export function reasonOf(b: Pick<MicroBenchmark, 'change'>, note: string): string {
  const ch = b.change;
  if (!ch) return note;
  const conf = Math.round(ch.confidence * 100);
  const own = `the change ${pct(ch.pct)} [${pct(ch.ciLowPct)}, ${pct(ch.ciHighPct)}] (${conf}%)`;
  return note.includes(own) ? note.replace(own, `the change's ${conf}% interval`) : note;
}

/** Row names a merged footnote lists before "and N more". */
const NAMED_ROWS = 4;

/** Footnotes numbered once per distinct reason, each listing the rows it applies to. */
export class Footnotes {
  private readonly texts: string[] = [];
  private readonly rows: string[][] = [];
  private readonly index = new Map<string, number>();
  private marked = 0;

  /** `tool`: the harness that wrote the inputs, so a hint names its option. */
  constructor(private readonly tool?: string) {}

  get count(): number {
    return this.texts.length;
  }

  /** The numbers of a benchmark's sanity notes and notes, e.g. `[1,3]` ('' when none); `name` as shown. */
  marks(b: MicroBenchmark, name: string = b.key): string {
    this.marked++;
    const nums: number[] = [];
    const add = (msg: string) => {
      let i = this.index.get(msg);
      if (i === undefined) {
        i = this.texts.length + 1;
        this.index.set(msg, i);
        this.texts.push(msg);
        this.rows.push([]);
      }
      if (!nums.includes(i)) {
        nums.push(i);
        this.rows[i - 1].push(name);
      }
    };
    const few = b.sanity.some((s) => s.code === 'too-few-samples');
    for (const s of b.sanity) add(sanityText(s, this.tool));
    // benchstat's own "need >= N samples" lines repeat what the too-few-samples note says.
    for (const n of b.notes) if (!(few && n.startsWith('need >= '))) add(reasonOf(b, n));
    // A space after each comma lets a long list wrap within the report's width.
    return nums.length ? `[${nums.sort((a, b) => a - b).join(', ')}]` : '';
  }

  /** Each footnote's text with the rows it covers: `(every row)`, or `(5 rows: a, b, c, d and 1 more)`. */
  list(): string[] {
    return this.texts.map((text, i) => {
      const rows = this.rows[i];
      if (rows.length < 2) return text;
      if (rows.length === this.marked) return `${text} (every row above, ${rows.length})`;
      const named = rows.length > NAMED_ROWS + 1 ? rows.slice(0, NAMED_ROWS) : rows;
      const more = rows.length - named.length;
      return `${text} (${rows.length} rows: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''})`;
    });
  }
}
