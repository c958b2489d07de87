// Entry of the `benchdelta` command (bundled to dist/cli.js).
import { statSync } from 'node:fs';
// A namespace import, so an older Node without the function still starts (and says it needs Node 24 if it must).
import * as nodeModule from 'node:module';
import * as v8 from 'node:v8';

/** Bytes on disk of the files named among `args` (comma lists split; options and names of no file count nothing). */
function namedFileBytes(args: readonly string[]): number {
  let total = 0;
  for (const arg of args) {
    if (arg.startsWith('-')) continue;
    for (const name of arg.split(',')) {
      try {
        const stats = statSync(name);
        if (stats.isFile()) total += stats.size;
      } catch {
        // Not a file (a glob, a typo): compareInputs says so.
      }
    }
  }
  return total;
}

// A `compare` of inputs this small is a batch job of about a second: V8's efficiency mode, which defers optimising
// compiles to far hotter code, costs an 18k-block Besu pair ~0.7 of the CPU and ~12 MB less peak memory (its
// TurboFan compiles cost more than they saved). Larger inputs keep the default: on a million-block pair (840 MB) the
// deferred compiles of the parse's and sorts' hot loops cost more than they saved (×1.07). Set at run time, as V8
// reads it when it decides; never for another command (`serve` runs for days). Node 24's V8 knows the flag.
const SMALL_INPUT_BYTES = 32 << 20;
if (
  process.argv[2] === 'compare' &&
  Number(process.versions.node.split('.')[0]) >= 24 &&
  namedFileBytes(process.argv.slice(3)) < SMALL_INPUT_BYTES
)
  v8.setFlagsFromString('--efficiency-mode');

// Node caches the compiled bundle on disk, which takes a third off every later start of a short comparison.
// It is loaded after this line on purpose, so the cache covers it.
nodeModule.enableCompileCache?.();
const { runCli, describeInternalError, EXIT_INTERNAL_ERROR } = await import('./run-cli.js');

// Whatever escapes runCli (an error thrown later from a stream or a timer) is ours too: exit 3, never 1, which
// would read as a failing verdict.
const internalError = (error: unknown): void => {
  process.stderr.write(describeInternalError(error, process.argv.includes('--debug')));
  process.exit(EXIT_INTERNAL_ERROR);
};
process.on('uncaughtException', internalError);
process.on('unhandledRejection', internalError);

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
