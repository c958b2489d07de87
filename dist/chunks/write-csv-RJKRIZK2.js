import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  reportCsvChunks,
  writePairsCsv
} from "./chunk-OL5OYO7K.js";
import "./chunk-SM3GI42A.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-GANRKYJD.js";
export {
  reportCsvChunks,
  writePairsCsv
};
