import { UserError } from '../../core/errors.js';
import { asv } from './asv.js';
import { benchmarkDotNet } from './benchmarkDotNet.js';
import { benchmarkJs } from './benchmarkJs.js';
import { bmf } from './bmf.js';
import { catch2 } from './catch2.js';
import { chunked } from './chunked.js';
import { criterion } from './criterion.js';
import { customBiggerIsBetter, customSmallerIsBetter } from './customJson.js';
import { finiteFormat } from './finite.js';
import { genericCsv, genericJson } from './generic.js';
import { detectGoBench, parseGoBench, parseGoBenchBytes } from './gobench.js';
import { googleBenchmark } from './googleBenchmark.js';
import { hyperfine } from './hyperfine.js';
import { iaiCallgrind } from './iaiCallgrind.js';
import { jmh } from './jmh.js';
import { juliaBenchmarkTools } from './juliaBenchmarkTools.js';
import { luau } from './luau.js';
import { pytestBenchmark } from './pytestBenchmark.js';
import { tinybench } from './tinybench.js';
import { vitest } from './vitest.js';
import type { MicroFormat } from './types.js';

const gobench: MicroFormat = {
  name: 'gobench',
  description: '`go test -bench` output (-benchmem, -count repetitions as samples, -cpu suffixes)',
  detect: detectGoBench,
  parse: (text, source) => parseGoBench(text, source),
  parseBytes: (bytes, source) => parseGoBenchBytes(bytes, source),
};

/**
 * Every micro-benchmark format by name, in the order ties are broken (most specific first); none lets a NaN or
 * ±Infinity through (finiteFormat).
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
    chunked,
    genericCsv,
    genericJson,
  ].map((f) => [f.name, finiteFormat(f)]),
);

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
};

/** The format for a name or alias; an unknown name is a UserError that lists the known ones. */
export function microFormatByName(name: string): MicroFormat {
  const format = MICRO_FORMATS[name] ?? MICRO_FORMATS[MICRO_FORMAT_ALIASES[name] ?? ''];
  if (!format) {
    throw new UserError(
      `unknown --format '${name}' (micro-benchmark formats: ${Object.keys(MICRO_FORMATS).join(', ')}; ` +
        `also accepted: ${Object.keys(MICRO_FORMAT_ALIASES).join(', ')}).`,
    );
  }
  return format;
}
