import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/cli/command-line.ts
import { parseArgs } from "node:util";
function parseCommandLine(config, hint) {
  try {
    return parseArgs(config);
  } catch (err) {
    throw new UserError(`${err.message}
${hint}`);
  }
}

export {
  parseCommandLine
};
