import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/cli/main.ts
import * as nodeModule from "node:module";
nodeModule.enableCompileCache?.();
var { runCli, describeInternalError, EXIT_INTERNAL_ERROR } = await import("./chunks/run-cli-ZOOF7RSX.js");
var internalError = (error) => {
  process.stderr.write(describeInternalError(error, process.argv.includes("--debug")));
  process.exit(EXIT_INTERNAL_ERROR);
};
process.on("uncaughtException", internalError);
process.on("unhandledRejection", internalError);
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text)
});
