// bench/gen-slowblock.mjs's writer of generated slow-block logs, typed, called in the test's own process (a
// `node -e` child per log cost a Node start-up each).
// @ts-expect-error — the benchmark's plain-JS generator (no type declarations)
import { writeSlowBlockRun as write } from '../../bench/gen-slowblock.mjs';

export interface SlowBlockRunOptions {
  client: string;
  blocks: number;
  seed: number;
  run: number;
  /** Phase → % change of its true times. */
  effects?: Record<string, number>;
  trendPct?: number;
  startMs?: number;
}

/** Writes one run to `file` (see bench/gen-slowblock.mjs); returns `file`. */
export const writeSlowBlockRun = write as (file: string, opts: SlowBlockRunOptions) => string;
