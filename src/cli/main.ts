// Entry of the `benchdelta` command (bundled to dist/cli.js).
// A namespace import, so an older Node without the function still starts (and says it needs Node 24 if it must).
import * as nodeModule from 'node:module';

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
