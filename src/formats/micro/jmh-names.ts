import type { Direction } from '../../core/model.js';
import { isPerCycleRate, normalizeUnit, type NormalizedUnit } from './units.js';

// Naming shared by the JMH JSON and text readers, so both give the same keys and metrics.

/** `bench.ScheduledTaskQueueCancelBenchmark.cancelInOrder num=1000` (params in the order JMH lists them). */
export function jmhKey(benchmark: string, params: Record<string, string>): string {
  const suffix = Object.entries(params).map(([k, v]) => ` ${k}=${v}`);
  return benchmark + suffix.join('');
}

/**
 * JMH's own dense names (`ClassUtils.denseClassNames`, which its text table prints): the leading package
 * segments that every benchmark shares are dropped, or cut to their initials when some benchmark leaves them
 * earlier (`org.a.Foo.bar`, `org.b.Foo.bar` → `o.a.Foo.bar`, `o.b.Foo.bar`); the rest is kept whole, so
 * benchmarks of different packages or classes never collapse into one key, and JSON and text keys agree.
 */
export function jmhDenseNames(names: Iterable<string>): Map<string, string> {
  const unique = [...new Set(names)];
  let prefix: string[] | undefined;
  let cut = false;
  for (const name of unique) {
    const parts = name.split('.');
    if (!prefix) {
      let c = 0;
      while (c < parts.length && parts[c].toLowerCase() === parts[c]) c++;
      prefix = parts.slice(0, c);
      continue;
    }
    let c = 0;
    while (c < Math.min(prefix.length, parts.length) && parts[c] === prefix[c]) c++;
    if (c !== prefix.length) cut = true;
    prefix = prefix.slice(0, c);
  }
  const dense = new Map<string, string>();
  for (const name of unique) {
    const parts = name.split('.');
    (prefix ?? []).forEach((p, i) => (parts[i] = cut ? p[0] : ''));
    dense.set(name, parts.filter((p) => p !== '').join('.'));
  }
  return dense;
}

/** The items with the benchmark name of each key (the part before the params) made dense as JMH does. */
export function withDenseNames<T extends { key: string }>(items: T[]): T[] {
  const nameOf = (key: string) => key.split(' ', 1)[0];
  const dense = jmhDenseNames(items.map((m) => nameOf(m.key)));
  for (const m of items) {
    const name = nameOf(m.key);
    m.key = (dense.get(name) ?? name) + m.key.slice(name.length);
  }
  return items;
}

interface ModeInfo {
  metric: string;
  direction: Direction;
}

const MODES: Record<string, ModeInfo> = {
  thrpt: { metric: 'throughput', direction: 'bigger-is-better' },
  avgt: { metric: 'time', direction: 'smaller-is-better' },
  sample: { metric: 'sample-time', direction: 'smaller-is-better' },
  ss: { metric: 'single-shot-time', direction: 'smaller-is-better' },
};

/** Long mode names as the text output's `# Benchmark mode:` header prints them. */
export const JMH_MODE_BY_LABEL: Record<string, string> = {
  Throughput: 'thrpt',
  'Average time': 'avgt',
  'Sampling time': 'sample',
  'Single shot invocation time': 'ss',
};

export function jmhMode(mode: string): ModeInfo | undefined {
  return MODES[mode];
}

/** The metric and direction of a primary score, and a warning's text when the mode and the unit disagree. */
export interface JmhPrimary extends ModeInfo {
  contradiction?: string;
}

/**
 * The direction of a primary score comes from its unit (`x/op` is a time, smaller is better; `ops/x` a
 * throughput, bigger is better), the metric name from the mode; when the two disagree (`thrpt` in `s/op`, a file
 * converted or edited by hand) the unit wins, the metric is named after it, and the caller warns.
 */
export function jmhPrimary(mode: ModeInfo, unit: string): JmhPrimary {
  const byUnit = normalizeUnit(unit);
  const known = byUnit.metric === 'time' || byUnit.metric === 'throughput';
  if (!known || byUnit.direction === mode.direction) return mode;
  return {
    metric: byUnit.metric,
    direction: byUnit.direction,
    contradiction:
      `the mode says ${mode.metric} (${mode.direction}) but the unit '${unit}' is a ${byUnit.metric}; ` +
      `read as ${byUnit.metric}, ${byUnit.direction}, as the unit says`,
  };
}

/**
 * Secondary metrics (`·gc.alloc.rate`, `·gc.count`, perf counters) come from profilers and measure
 * cost, so smaller is better — except perfnorm's IPC (`insns/clk`, labelled `·ipc` before JMH 1.36 and
 * `IPC` since), where more instructions per cycle is better; user counters (@AuxCounters, no `·`) and
 * JMH ≥ 1.36's unprefixed profiler metrics follow their unit.
 */
export function jmhSecondaryDirection(label: string, unit: NormalizedUnit): Direction {
  if (isPerCycleRate(unit.unit)) return 'bigger-is-better';
  return label.startsWith('·') || label.startsWith('gc.') ? 'smaller-is-better' : unit.direction;
}

/** `·gc.alloc.rate` → `gc.alloc.rate`. */
export function jmhSecondaryMetric(label: string): string {
  return label.replace(/^·/, '');
}
