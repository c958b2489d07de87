import type { Direction } from '../../core/model.js';

// Unit normalisation for micro-benchmarks: time → seconds, throughput → ops/s, sizes → bytes,
// counts → count. Anything else is kept as the tool wrote it.

const SECONDS_PER: Record<string, number> = {
  ps: 1e-12,
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6, // micro sign U+00B5
  μs: 1e-6, // Greek mu U+03BC
  ms: 1e-3,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  min: 60,
  m: 60,
  h: 3600,
  hr: 3600,
};

const BYTES_PER: Record<string, number> = {
  B: 1,
  bytes: 1,
  byte: 1,
  KB: 1e3,
  kB: 1e3,
  MB: 1e6,
  GB: 1e9,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
};

/** What a raw unit means once normalised: the factor turns a raw value into the canonical unit. */
export interface NormalizedUnit {
  metric: string;
  unit: string;
  factor: number;
  direction: Direction;
}

/** Seconds per one of `unit` (`ns` → 1e-9), or undefined when it is not a time unit. */
export function secondsPer(unit: string): number | undefined {
  return SECONDS_PER[unit.trim()];
}

const PER_OP = /^(.+?)\s*\/\s*(op|ops|iter|iteration|call|invocation)$/i;
const OPS_PER = /^(ops?|iters?|iterations?|calls?|runs?|times?)\s*\/\s*(.+)$/i;

/**
 * Normalises a unit string: `ns/op` → seconds (time), `ops/ms` → ops/s (throughput), `B/op` → bytes
 * (alloc), `allocs/op` → count, `MB/s` → B/s. Unknown units keep their name, with bigger-is-better
 * only when they read as a rate (`…/s`, `…/sec`), since a rate of work is the one thing a bigger value
 * of means better without further knowledge.
 */
export function normalizeUnit(raw: string): NormalizedUnit {
  const unit = raw.trim();
  const time = secondsPer(unit);
  if (time !== undefined) return { metric: 'time', unit: 's', factor: time, direction: 'smaller-is-better' };

  const perOp = PER_OP.exec(unit);
  if (perOp) {
    const base = perOp[1];
    const t = secondsPer(base);
    if (t !== undefined) return { metric: 'time', unit: 's', factor: t, direction: 'smaller-is-better' };
    const b = BYTES_PER[base];
    if (b !== undefined) return { metric: 'alloc', unit: 'B', factor: b, direction: 'smaller-is-better' };
    if (/^allocs?$/i.test(base)) {
      return { metric: 'allocs', unit: 'count', factor: 1, direction: 'smaller-is-better' };
    }
  }

  if (/^(hz|ops\/s|op\/s|ops\/sec)$/i.test(unit)) {
    return { metric: 'throughput', unit: 'ops/s', factor: 1, direction: 'bigger-is-better' };
  }
  const opsPer = OPS_PER.exec(unit);
  if (opsPer) {
    const t = secondsPer(opsPer[2]);
    if (t !== undefined) {
      return { metric: 'throughput', unit: 'ops/s', factor: 1 / t, direction: 'bigger-is-better' };
    }
  }

  const rate = /^(.+?)\s*\/\s*(s|sec|second|ms|us|µs|ns|min)$/.exec(unit);
  if (rate) {
    const per = secondsPer(rate[2]) ?? 1;
    const b = BYTES_PER[rate[1]];
    if (b !== undefined)
      return { metric: 'throughput', unit: 'B/s', factor: b / per, direction: 'bigger-is-better' };
    return { metric: 'throughput', unit, factor: 1, direction: 'bigger-is-better' };
  }

  if (isPerCycleRate(unit)) return { metric: 'value', unit, factor: 1, direction: 'bigger-is-better' };

  const bytes = BYTES_PER[unit];
  if (bytes !== undefined)
    return { metric: 'bytes', unit: 'B', factor: bytes, direction: 'smaller-is-better' };
  if (/^(count|allocs?|items?)$/i.test(unit)) {
    return { metric: 'count', unit: 'count', factor: 1, direction: 'smaller-is-better' };
  }
  return { metric: 'value', unit, factor: 1, direction: 'smaller-is-better' };
}

/**
 * Instructions per clock (perf's IPC, JMH perfnorm's `insns/clk`): more work per cycle, so bigger is
 * better, unlike its inverse `clks/insn` (CPI).
 */
export function isPerCycleRate(unit: string): boolean {
  return /^(insns?|instructions?|uops?)\s*\/\s*(clks?|clocks?|cycles?)$/i.test(unit.trim());
}

/** True when a unit reads as "more per time" (ops/s, Mgas/s, items/sec…), i.e. bigger is better. */
export function isRateUnit(raw: string): boolean {
  return normalizeUnit(raw).direction === 'bigger-is-better';
}
