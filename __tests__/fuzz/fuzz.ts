// Property-based and mutation fuzzing of every parser (fast-check): random bytes, and the real fixtures with
// bytes flipped, cut short, lines repeated, long lines, NUL, invalid UTF-8, CRLF and hostile numbers put in.
// A case fails when a parser throws anything but a UserError or lets a non-finite number through.
// Used by the seeded Jest run (__tests__/fuzz/fuzz.test.ts) and by `npm run fuzz` (bench/fuzz.mjs).
import fc from 'fast-check';
import { BLOCK_LOG_FORMATS, blockLogFormatByName } from '../../src/formats/eth/registry.js';
import { MICRO_FORMATS } from '../../src/formats/micro/registry.js';
import { fixtureSeeds, LONG_LINE_UNITS, longLine, type Seed } from './seeds.js';
import { type FuzzTarget, fuzzTargets, runTarget } from './targets.js';

/** Numbers and bytes that once broke, or could break, a parser's arithmetic or decoding. */
export const HOSTILE_TOKENS = [
  '1e309', '-1e309', 'NaN', 'Infinity', '-Infinity', '-1', '-0', '0', '9007199254740993', '18446744073709551616',
  '1e-400', '.', '-', 'e', '..', '1,2,3', '0x', '\u0000', '\r\n', '\r', '\uFEFF', '\u202e', '\uFFFD', '"', '\\',
  '{', '}', '[', ']', ' ... ', 'ns', '±', 'µs', `0x${'f'.repeat(300)}`, '9'.repeat(400),
]; // prettier-ignore

const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc3],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
];

type Mutation =
  | { kind: 'flip'; at: number; byte: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'duplicate-line'; at: number; times: number }
  | { kind: 'token'; at: number; token: string }
  | { kind: 'number'; at: number; token: string }
  | { kind: 'invalid-utf8'; at: number; bytes: number[] }
  | { kind: 'crlf' }
  | { kind: 'long-line'; at: number; unit: string; bytes: number };

const encoder = new TextEncoder();
const MAX_INPUT_BYTES = 3 << 20;

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The start of the line that holds byte `at`. */
function lineStart(b: Uint8Array, at: number): number {
  const i = b.lastIndexOf(10, Math.max(0, at - 1));
  return i < 0 ? 0 : i + 1;
}

function lineEnd(b: Uint8Array, at: number): number {
  const i = b.indexOf(10, at);
  return i < 0 ? b.length : i + 1;
}

/** `at` in [0, 1): a position scaled to the input, so one mutation list fits inputs of any size. */
export function mutate(input: Uint8Array, mutations: Mutation[]): Uint8Array {
  let b = input;
  for (const m of mutations) {
    const pos = 'at' in m ? Math.floor(m.at * b.length) : 0;
    switch (m.kind) {
      case 'flip':
        if (b.length > 0) {
          b = b.slice();
          b[Math.min(pos, b.length - 1)] ^= m.byte || 1;
        }
        break;
      case 'truncate':
        b = b.subarray(0, pos);
        break;
      case 'duplicate-line': {
        const s = lineStart(b, pos);
        const line = b.subarray(s, lineEnd(b, pos));
        b = concat(b.subarray(0, s), ...new Array<Uint8Array>(m.times).fill(line), b.subarray(s));
        break;
      }
      case 'token': {
        b = concat(b.subarray(0, pos), encoder.encode(m.token), b.subarray(pos));
        break;
      }
      case 'number': {
        // The next number at or after the position, replaced whole (`1239` → `.`, `"value": 12` → `1e309`).
        let i = pos;
        while (i < b.length && (b[i] < 48 || b[i] > 57)) i++;
        if (i >= b.length) break;
        let j = i;
        while (j < b.length && /[0-9.,eE+-]/.test(String.fromCharCode(b[j]))) j++;
        b = concat(b.subarray(0, i), encoder.encode(m.token), b.subarray(j));
        break;
      }
      case 'invalid-utf8':
        b = concat(b.subarray(0, pos), Uint8Array.from(m.bytes), b.subarray(pos));
        break;
      case 'crlf':
        b = encoder.encode(new TextDecoder().decode(b).replace(/\r?\n/g, '\r\n'));
        break;
      case 'long-line': {
        const s = lineStart(b, pos);
        b = concat(b.subarray(0, s), encoder.encode(`${longLine(m.unit, m.bytes)}\n`), b.subarray(s));
        break;
      }
    }
  }
  return b;
}

function mutationArb(longLineBytes: number): fc.Arbitrary<Mutation> {
  // Uniform positions: fast-check's doubles favour values near 0, which would put every mutation at the start.
  const at = fc.nat({ max: 999_999 }).map((n) => n / 1e6);
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('flip' as const), at, byte: fc.integer({ min: 1, max: 255 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicate-line' as const), at, times: fc.integer({ min: 1, max: 30 }) }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('token' as const), at, token: fc.constantFrom(...HOSTILE_TOKENS) }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('number' as const), at, token: fc.constantFrom(...HOSTILE_TOKENS) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('invalid-utf8' as const), at, bytes: fc.constantFrom(...INVALID_UTF8) }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'crlf' as const }) },
    {
      weight: longLineBytes > 0 ? 1 : 0,
      arbitrary: fc.record({
        kind: fc.constant('long-line' as const),
        at,
        unit: fc.constantFrom(...LONG_LINE_UNITS),
        bytes: fc.integer({ min: 1000, max: Math.max(1000, longLineBytes) }),
      }),
    },
  ); // prettier-ignore
}

/** Whether a seed is in the target's own format (those are mutated more often than the rest). */
function ownSeeds(target: FuzzTarget, seeds: Seed[]): Seed[] {
  const head = (s: Seed) => new TextDecoder().decode(s.bytes.subarray(0, 65536));
  let detect: ((h: string) => number) | undefined;
  if (target.name === 'itemset') return seeds.filter((s) => s.name.includes('etherscan'));
  if (target.name.startsWith('log:')) {
    const f = blockLogFormatByName(target.name.slice(4));
    detect = (h) => f.detect(h);
  } else {
    const f = MICRO_FORMATS[target.name.replace(/ \(bytes\)$/, '')];
    detect = f ? (h) => f.detect(h) : undefined;
  }
  return detect ? seeds.filter((s) => detect(head(s)) > 0) : [];
}

export interface FuzzOptions {
  cases: number;
  seed: number;
  /** Largest long line a mutation inserts (bytes); 0: none. */
  longLineBytes: number;
  /** Seeds larger than this are left out (they make every case slow). */
  maxSeedBytes?: number;
  repo?: string;
  onProgress?: (done: number) => void;
}

export interface FuzzCrash {
  target: string;
  bytes: number;
  head: string;
  error: string;
}

export interface FuzzSummary {
  cases: number;
  crashes: FuzzCrash[];
  crashCount: number;
  slowest: { ms: number; target: string; bytes: number; head: string };
  /** Among inputs of at least 100 KB: the slowest time per MB of input. */
  slowestPerMb: { msPerMb: number; target: string; bytes: number };
  peakRssMb: number;
  seconds: number;
}

/** Runs `cases` cases spread over every target (random bytes, and mutated fixtures). */
export function runFuzz(options: FuzzOptions): FuzzSummary {
  const started = performance.now();
  const targets = fuzzTargets();
  const seeds = fixtureSeeds(options.repo).filter(
    (s) => s.bytes.length <= (options.maxSeedBytes ?? 64 << 10),
  );
  const own = new Map(targets.map((t) => [t.name, ownSeeds(t, seeds)]));
  const summary: FuzzSummary = {
    cases: 0,
    crashes: [],
    crashCount: 0,
    slowest: { ms: 0, target: '', bytes: 0, head: '' },
    slowestPerMb: { msPerMb: 0, target: '', bytes: 0 },
    peakRssMb: 0,
    seconds: 0,
  };
  const targetArb = fc.integer({ min: 0, max: targets.length - 1 });
  const input = fc.oneof(
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 512 }).map((b) => ({ base: -1, b, muts: [] as Mutation[] })) },
    {
      weight: 1,
      arbitrary: fc.record({
        base: fc.nat(),
        b: fc.constant(new Uint8Array(0)),
        muts: fc.array(mutationArb(options.longLineBytes), { minLength: 1, maxLength: 6 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'binary', maxLength: 300 })
        .map((s) => ({ base: -1, b: encoder.encode(s), muts: [] as Mutation[] })),
    },
  ); // prettier-ignore

  fc.assert(
    fc.property(targetArb, fc.boolean(), input, (ti, preferOwn, { base, b, muts }) => {
      const target = targets[ti];
      let bytes: Uint8Array = b;
      if (base >= 0) {
        const pool = preferOwn && own.get(target.name)!.length > 0 ? own.get(target.name)! : seeds;
        bytes = mutate(pool[base % pool.length].bytes, muts);
        // Repeated long lines could grow an input without bound; a few MB is enough to see the growth rate.
        if (bytes.length > MAX_INPUT_BYTES) bytes = bytes.subarray(0, MAX_INPUT_BYTES);
      }
      const outcome = runTarget(target, bytes);
      summary.cases++;
      if (outcome.ms > summary.slowest.ms) {
        const head = new TextDecoder().decode(bytes.subarray(0, 200));
        summary.slowest = { ms: outcome.ms, target: target.name, bytes: bytes.length, head };
      }
      if (bytes.length >= 100_000) {
        const perMb = outcome.ms / (bytes.length / 1e6);
        if (perMb > summary.slowestPerMb.msPerMb)
          summary.slowestPerMb = { msPerMb: perMb, target: target.name, bytes: bytes.length };
      }
      if (!outcome.ok) {
        summary.crashCount++;
        if (summary.crashes.length < 20) {
          const error = outcome.error instanceof Error ? (outcome.error.stack ?? outcome.error.message) : String(outcome.error);
          const head = new TextDecoder().decode(bytes.subarray(0, 300));
          summary.crashes.push({ target: target.name, bytes: bytes.length, head, error: error.slice(0, 600) });
        }
      }
      if (summary.cases % 10_000 === 0) {
        summary.peakRssMb = Math.max(summary.peakRssMb, process.resourceUsage().maxRSS / 1024);
        options.onProgress?.(summary.cases);
      }
      return true;
    }),
    { numRuns: options.cases, seed: options.seed, endOnFailure: true },
  ); // prettier-ignore
  summary.peakRssMb = Math.max(summary.peakRssMb, process.resourceUsage().maxRSS / 1024);
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

export interface LongLineSummary {
  cases: number;
  crashCount: number;
  crashes: FuzzCrash[];
  slowest: { ms: number; target: string; unit: string; bytes: number };
}

/**
 * Every target × every long-line shape: one line of `bytes` bytes put into the target's own first seed (so the
 * parser is inside its table or block when it meets the line). The slowest time is what "linear" is judged on.
 */
export function runLongLines(bytes: number, repo?: string): LongLineSummary {
  const targets = fuzzTargets();
  const seeds = fixtureSeeds(repo).filter((s) => s.bytes.length <= 64 << 10);
  const out: LongLineSummary = {
    cases: 0,
    crashCount: 0,
    crashes: [],
    slowest: { ms: 0, target: '', unit: '', bytes: 0 },
  };
  for (const target of targets) {
    const seed = ownSeeds(target, seeds)[0] ?? seeds[0];
    for (const unit of LONG_LINE_UNITS) {
      const input = mutate(seed.bytes, [{ kind: 'long-line', at: 0.5, unit, bytes }]);
      const outcome = runTarget(target, input);
      out.cases++;
      if (outcome.ms > out.slowest.ms)
        out.slowest = { ms: outcome.ms, target: target.name, unit, bytes: input.length };
      if (!outcome.ok) {
        out.crashCount++;
        const error = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
        if (out.crashes.length < 20)
          out.crashes.push({
            target: target.name,
            bytes: input.length,
            head: unit,
            error: error.slice(0, 600),
          });
      }
    }
  }
  return out;
}

/** The summary lines `npm run fuzz` prints. */
export function summaryLines(s: FuzzSummary): string[] {
  return [
    `cases tried: ${s.cases}`,
    `crashes: ${s.crashCount}`,
    `slowest case: ${s.slowest.ms.toFixed(1)} ms CPU (${s.slowest.target}, ${s.slowest.bytes} bytes, starting ${JSON.stringify(s.slowest.head.slice(0, 60))})`,
    `slowest per MB (inputs ≥ 100 KB): ${s.slowestPerMb.msPerMb.toFixed(0)} ms CPU/MB (${s.slowestPerMb.target}, ${s.slowestPerMb.bytes} bytes)`,
    `peak memory (RSS): ${s.peakRssMb.toFixed(0)} MB`,
    `time: ${s.seconds.toFixed(1)} s`,
  ];
}

export { BLOCK_LOG_FORMATS };
