import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/cli/main.ts
import * as nodeModule from "node:module";
nodeModule.enableCompileCache?.();
var { runCli } = await import("./chunks/run-cli-2MXIDT7Y.js");
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text)
});
