// Entry of the `benchdelta` command (bundled to dist/cli.js).
// A namespace import, so an older Node without the function still starts (and says it needs Node 24 if it must).
import * as nodeModule from 'node:module';
import * as v8 from 'node:v8';

// `compare` is a batch job of a second or a few, with no latency to keep: V8's efficiency mode (optimising compiles
// deferred, fewer helper threads) costs it a quarter less CPU on an 18k-block Besu pair, a tenth on a million-block
// one (parse workers included: V8's flags are the process's), and ~12 MB less peak memory. Set at run time, as V8
// reads it when it decides; never for `serve`, a long-running process. Node 24's V8 knows the flag (an older one
// would print an error for it).
if (process.argv[2] === 'compare' && Number(process.versions.node.split('.')[0]) >= 24)
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
