import { UserError } from '../../core/errors.js';
import { asv } from './asv.js';
import { benchmarkDotNet } from './benchmarkdotnet.js';
import { benchmarkIps } from './benchmark-ips.js';
import { benchmarkJs } from './benchmark-js.js';
import { bmf } from './bmf.js';
import { catch2 } from './catch2.js';
import { chunked } from './chunked.js';
import { consoleTime } from './console-time.js';
import { criterion } from './criterion.js';
import { customBiggerIsBetter, customSmallerIsBetter } from './custom-json.js';
import { dartBenchmarkHarness } from './dart-benchmark-harness.js';
import { finiteFormat } from './finite.js';
import { genericCsv, genericJson } from './generic.js';
import { detectGoBench } from './gobench-detect.js';
import { parseGoBench, parseGoBenchBytes } from './gobench.js';
import { googleBenchmark } from './google-benchmark.js';
import { hyperfine } from './hyperfine.js';
import { iaiCallgrind } from './iai-callgrind.js';
import { jmh } from './jmh.js';
import { juliaBenchmarkTools } from './julia-benchmark-tools.js';
import { luau } from './luau.js';
import { pytestBenchmark } from './pytest-benchmark.js';
import { rubyBenchmark } from './ruby-benchmark.js';
import { tinybench } from './tinybench.js';
import { vitest } from './vitest.js';
import type { MicroFormat } from './types.js';

/** How much text detection looks at: the readers pass the first 64 KB. */
export const MICRO_HEAD_CHARS = 65536;

const gobench: MicroFormat = {
  name: 'gobench',
  description: '`go test -bench` output (-benchmem, -count repetitions as samples, -cpu suffixes)',
  detect: detectGoBench,
  parse: (text, source) => parseGoBench(text, source),
  parseBytes: (bytes, source) => parseGoBenchBytes(bytes, source),
};

/**
 * Every micro-benchmark format by name, in the order ties are broken (most specific first); none lets a NaN or
 * ±Infinity through (finiteFormat), and none reads a text of another layout (ownLayoutOnly).
 */
export const MICRO_FORMATS: Record<string, MicroFormat> = Object.fromEntries(
  [
    jmh,
    criterion,
    gobench,
    pytestBenchmark,
    googleBenchmark,
    hyperfine,
    benchmarkJs,
    tinybench,
    customSmallerIsBetter,
    customBiggerIsBetter,
    vitest,
    catch2,
    bmf,
    benchmarkDotNet,
    iaiCallgrind,
    juliaBenchmarkTools,
    luau,
    asv,
    dartBenchmarkHarness,
    rubyBenchmark,
    benchmarkIps,
    consoleTime,
    chunked,
    genericCsv,
    genericJson,
  ].map((f) => [f.name, ownLayoutOnly(finiteFormat(f))]),
);

/** The formats other than `name` whose layout `head` has, most confident first (for the refusal's hint). */
function otherLayouts(head: string, name: string): string[] {
  return Object.values(MICRO_FORMATS)
    .filter((f) => f.name !== name && !f.name.startsWith('generic-'))
    .map((f) => ({ name: f.name, confidence: f.detect(head) }))
    .filter((c) => c.confidence > 0)
    .sort((a, b) => b.confidence - a.confidence)
    .map((c) => c.name);
}

/**
 * The first MICRO_HEAD_CHARS of the text with each line cut to 1,000 characters, so that a layout still shows
 * when a (hostile or machine-made) line longer than the head hides it.
 */
function clippedHead(text: string): string {
  let out = '';
  for (let start = 0; start < text.length && out.length < MICRO_HEAD_CHARS;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    out += text.slice(start, Math.min(end, start + 1000)) + '\n';
    start = end + 1;
  }
  return out;
}

/**
 * The format, refusing with a UserError any text that has not its layout: a parser reading only the lines it
 * recognises would otherwise turn another tool's output (or a JSON document) into rows, silently.
 */
function ownLayoutOnly(format: MicroFormat): MicroFormat {
  const accepts = (head: string) => (format.layout ? format.layout(head) : format.detect(head) > 0);
  const refuse = (head: string, source: string | undefined): never => {
    const others = otherLayouts(head, format.name);
    throw new UserError(
      `${source ? `'${source}'` : 'the input'} is not ${format.name} output (${format.description}): none of ` +
        `its lines has that layout, so it was not read. ` +
        (others.length > 0
          ? `It looks like ${others.join(' or ')}: use --format ${others[0]}, or drop --format to detect it.`
          : "Check that the file is the tool's output, or drop --format to detect the format."),
    );
  };
  const guarded: MicroFormat = {
    ...format,
    parse: (text, source, options) => {
      const head = text.slice(0, MICRO_HEAD_CHARS);
      const ok = accepts(head) || (text.length > MICRO_HEAD_CHARS && accepts(clippedHead(text)));
      return ok ? format.parse(text, source, options) : refuse(head, source);
    },
  };
  const parseBytes = format.parseBytes?.bind(format);
  if (parseBytes) {
    guarded.parseBytes = (bytes, source, options) => {
      const head = new TextDecoder()
        .decode(bytes.subarray(0, 3 * MICRO_HEAD_CHARS))
        .slice(0, MICRO_HEAD_CHARS);
      const ok =
        accepts(head) ||
        (bytes.length > MICRO_HEAD_CHARS && accepts(clippedHead(new TextDecoder().decode(bytes))));
      return ok ? parseBytes(bytes, source, options) : refuse(head, source);
    };
  }
  return guarded;
}

/** Other names users know these formats by (github-action-benchmark's `tool` values, camelCase spellings). */
export const MICRO_FORMAT_ALIASES: Record<string, string> = {
  go: 'gobench',
  cargo: 'criterion',
  pytest: 'pytest-benchmark',
  googlecpp: 'google-benchmark',
  'benchmark.js': 'benchmarkjs',
  customSmallerIsBetter: 'custom-smaller-is-better',
  customBiggerIsBetter: 'custom-bigger-is-better',
  csv: 'generic-csv',
  json: 'generic-json',
  dart: 'dart-benchmark-harness',
  'ruby-ips': 'benchmark-ips',
  'console.time': 'console-time',
};

/** The format for a name or alias; an unknown name is a UserError that lists the known ones. */
export function microFormatByName(name: string): MicroFormat {
  // Own keys only: `constructor` or `toString` must not find Object.prototype's members.
  const own = (table: Record<string, unknown>, key: string) => (Object.hasOwn(table, key) ? key : undefined);
  const key =
    own(MICRO_FORMATS, name) ??
    own(MICRO_FORMATS, own(MICRO_FORMAT_ALIASES, name) ? MICRO_FORMAT_ALIASES[name] : '');
  const format = key === undefined ? undefined : MICRO_FORMATS[key];
  if (!format) {
    throw new UserError(
      `unknown --format '${name}' (micro-benchmark formats: ${Object.keys(MICRO_FORMATS).join(', ')}; ` +
        `also accepted: ${Object.keys(MICRO_FORMAT_ALIASES).join(', ')}).`,
    );
  }
  return format;
}
