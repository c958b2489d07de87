import { JMH_MODE_BY_LABEL, jmhKey } from './jmh-names.js';
import { parseLocaleNumber } from './text.js';
import { WarningLog } from './warnings.js';

// The run blocks of JMH's text output, one per benchmark × params × mode:
//   # Benchmark: bench.Foo.bar / # Parameters: (num = 100) / # Benchmark mode: Throughput, ops/time
//   Iteration   1: 116132.635 ops/s   …   Result "bench.Foo.bar":  147105.545 ±(99.9%) 828188.602 ops/s [Average]

const ITERATION = /^Iteration\s+\d+:\s+(\S+)\s+(\S+)\s*$/;

export interface RunBlock {
  key: string;
  mode: string;
  params: Record<string, string>;
  samples: number[];
  /** From the block's `Result "…":` line, used when the summary table is missing (run cut short). */
  result?: { score: number; error?: number; unit: string };
}

const RESULT_SCORE = /^\s*(\S+)(?:\s+±\(\S+\)\s+(\S+))?\s+(\S+)\s+\[\w+\]\s*$/;

/** The per-run blocks above the table: iteration scores and the `Result` line, per `key|mode`. */
export function collectRunBlocks(lines: string[], warnings: WarningLog): Map<string, RunBlock> {
  const blocks = new Map<string, RunBlock>();
  let name: string | undefined;
  let params: Record<string, string> = {};
  let mode: string | undefined;
  const current = (): RunBlock | undefined => {
    if (!name || !mode) return undefined;
    const key = jmhKey(name, params);
    const id = `${key}|${mode}`;
    let block = blocks.get(id);
    if (!block) {
      block = { key, mode, params: { ...params }, samples: [] };
      blocks.set(id, block);
    }
    return block;
  };
  lines.forEach((line, i) => {
    let m: RegExpExecArray | null;
    if ((m = /^# Benchmark: (\S+)/.exec(line))) {
      name = m[1];
      params = {};
    } else if ((m = /^# Parameters: \((.*)\)\s*$/.exec(line))) {
      for (const pair of m[1].split(/,\s*/)) {
        const [k, v] = pair.split(/\s*=\s*/);
        if (k && v !== undefined) params[k.trim()] = v.trim();
      }
    } else if ((m = /^# Benchmark mode: ([^,]+)/.exec(line))) {
      mode = JMH_MODE_BY_LABEL[m[1].trim()];
    } else if (line.startsWith('Iteration ') && mode !== 'sample') {
      // Sample mode prints a summary per iteration (`n = …, mean = …`), not a score: nothing to read.
      const it = ITERATION.exec(line.trim());
      const value = it ? parseLocaleNumber(it[1]) : NaN;
      const block = current();
      if (!block || !Number.isFinite(value)) {
        warnings.add(
          'unparsed-iteration',
          'an iteration line could not be read; it is not a sample.',
          i + 1,
          line,
        );
        return;
      }
      block.samples.push(value);
    } else if (line.startsWith('Result "')) {
      const r = RESULT_SCORE.exec(lines[i + 1] ?? '');
      const block = current();
      const score = r ? parseLocaleNumber(r[1]) : NaN;
      if (block && r && Number.isFinite(score)) {
        const error = r[2] !== undefined ? parseLocaleNumber(r[2]) : NaN;
        block.result = { score, error: Number.isFinite(error) ? error : undefined, unit: r[3] };
      }
    }
  });
  return blocks;
}
