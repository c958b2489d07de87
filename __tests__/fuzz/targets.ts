// Every parser the fuzzer drives, enumerated from the registries so a format added there is fuzzed too.
import { UserError } from '../../src/core/errors.js';
import type { BlockLog, ResultSet } from '../../src/core/model.js';
import { parseBlockLogText } from '../../src/formats/eth/parse-text.js';
import { BLOCK_LOG_FORMATS } from '../../src/formats/eth/registry.js';
import { parseItemSet } from '../../src/formats/itemsets.js';
import { MICRO_FORMATS } from '../../src/formats/micro/registry.js';

export interface FuzzTarget {
  name: string;
  /** Parses the input; returns what the invariants are checked on. */
  run(bytes: Uint8Array): ResultSet | BlockLog | { blocks: Set<number> };
}

const decoder = new TextDecoder();

/** The micro formats (text and, where present, bytes), the block-log formats and the item-set reader. */
export function fuzzTargets(): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const format of Object.values(MICRO_FORMATS)) {
    // generic CSV/JSON need their columns named; fuzz them as a user of them would call them.
    const options = { keyColumn: 'name', valueColumn: 'value' };
    targets.push({ name: format.name, run: (b) => format.parse(decoder.decode(b), 'fuzz', options) });
    const parseBytes = format.parseBytes?.bind(format);
    if (parseBytes)
      targets.push({ name: `${format.name} (bytes)`, run: (b) => parseBytes(b, 'fuzz', options) });
  }
  for (const name of BLOCK_LOG_FORMATS) {
    targets.push({ name: `log:${name}`, run: (b) => parseBlockLogText(decoder.decode(b), { format: name }) });
  }
  targets.push({ name: 'itemset', run: (b) => parseItemSet(decoder.decode(b), 'fuzz') });
  return targets;
}

/** Non-finite numbers where the statistics would read them; empty when all is well. */
export function nonFinite(result: ReturnType<FuzzTarget['run']>): string[] {
  const bad: string[] = [];
  if ('measurements' in result) {
    for (const m of result.measurements) {
      if (!Number.isFinite(m.value)) bad.push(`${m.key} ${m.metric}: value ${m.value}`);
      if (m.error !== undefined && !Number.isFinite(m.error)) bad.push(`${m.key}: error ${m.error}`);
      if (m.samples?.some((s) => !Number.isFinite(s)))
        bad.push(`${m.key} ${m.metric}: a sample is not finite`);
    }
  } else if ('ms' in result) {
    for (let i = 0; i < result.ms.length; i++) {
      if (!Number.isFinite(result.ms[i]) || !Number.isFinite(result.blocks[i])) {
        bad.push(`record ${i}: block ${result.blocks[i]} ms ${result.ms[i]}`);
        break;
      }
    }
  } else {
    for (const b of result.blocks) {
      if (!Number.isFinite(b)) bad.push(`item-set block ${b}`);
    }
  }
  return bad;
}

export type Outcome = { ok: true; ms: number } | { ok: false; ms: number; error: unknown };

// CPU milliseconds (user + system), not wall-clock: on a shared host at load 20 the item-set reader's 1 MB line
// (0.1–0.2 s of CPU, linear: 1, 2, 4 MB take 86, 163, 338 ms) took 3.7 s of wall time; limits judge the work.
const cpuMsSince = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/** Runs a target: a UserError is an allowed outcome, any other throw or a non-finite number is not. */
export function runTarget(target: FuzzTarget, bytes: Uint8Array): Outcome {
  const start = process.cpuUsage();
  try {
    const result = target.run(bytes);
    const bad = nonFinite(result);
    const ms = cpuMsSince(start);
    return bad.length === 0
      ? { ok: true, ms }
      : { ok: false, ms, error: new Error(bad.slice(0, 3).join('; ')) };
  } catch (error) {
    const ms = cpuMsSince(start);
    return error instanceof UserError ? { ok: true, ms } : { ok: false, ms, error };
  }
}
