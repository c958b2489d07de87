import type { Direction } from '../../core/model.js';

// One name per Gungraun / iai-callgrind metric, shared by the console and JSON readers, so that a metric is
// called the same whatever the tool order in the output, and a console run pairs with a JSON summary.
// Names are the console labels (the runner's `Display` of each metric), lower-cased, prefixed by the tool
// for every tool but Callgrind (the default, printed with or without a `======= CALLGRIND ===` header).

/** JSON metric names whose console label differs (iai-callgrind-runner `api.rs`, `impl Display`). */
const LABEL_BY_JSON_NAME: Record<string, string> = {
  Ir: 'Instructions',
  L1hits: 'L1 Hits',
  LLhits: 'LL Hits',
  RamHits: 'RAM Hits',
  TotalRW: 'Total read+write',
  EstimatedCycles: 'Estimated Cycles',
  I1MissRate: 'I1 Miss Rate',
  D1MissRate: 'D1 Miss Rate',
  LLiMissRate: 'LLi Miss Rate',
  LLdMissRate: 'LLd Miss Rate',
  LLMissRate: 'LL Miss Rate',
  L1HitRate: 'L1 Hit Rate',
  LLHitRate: 'LL Hit Rate',
  RamHitRate: 'RAM Hit Rate',
  TotalUnits: 'Total units',
  TotalEvents: 'Total events',
  TotalBytes: 'Total bytes',
  TotalBlocks: 'Total blocks',
  AtTGmaxBytes: 'At t-gmax bytes',
  AtTGmaxBlocks: 'At t-gmax blocks',
  AtTEndBytes: 'At t-end bytes',
  AtTEndBlocks: 'At t-end blocks',
  ReadsBytes: 'Reads bytes',
  WritesBytes: 'Writes bytes',
  TotalLifetimes: 'Total lifetimes',
  MaximumBytes: 'Maximum bytes',
  MaximumBlocks: 'Maximum blocks',
  SuppressedErrors: 'Suppressed Errors',
  SuppressedContexts: 'Suppressed Contexts',
};

/** Console labels older runners printed for what is now another label (`L2 Hits` became `LL Hits`). */
const RENAMED: Record<string, string> = { 'l2 hits': 'll hits' };

export interface GungraunMetric {
  metric: string;
  unit: string;
  direction: Direction;
}

/**
 * The metric for a console label or JSON name under a tool (`''` when the console printed no section header,
 * `callgrind`, `DHAT`, `Memcheck`…): `instructions`, `dhat total bytes`, `memcheck errors`.
 */
export function gungraunMetric(tool: string, label: string): GungraunMetric {
  const lower = (LABEL_BY_JSON_NAME[label] ?? label).toLowerCase();
  const base = RENAMED[lower] ?? lower;
  const t = tool.toLowerCase();
  const metric = t === '' || t === 'callgrind' ? base : `${t} ${base}`;
  if (/hit rate$/.test(base)) return { metric, unit: '%', direction: 'bigger-is-better' };
  if (/rate$/.test(base)) return { metric, unit: '%', direction: 'smaller-is-better' };
  if (/bytes$/.test(base)) return { metric, unit: 'B', direction: 'smaller-is-better' };
  return { metric, unit: 'count', direction: 'smaller-is-better' };
}
