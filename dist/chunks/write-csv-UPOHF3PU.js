import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  reportCsvChunks,
  writePairsCsv
} from "./chunk-SIYYTZMF.js";
import "./chunk-DXGORN25.js";
import "./chunk-2MLG42B3.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-GANRKYJD.js";
export {
  reportCsvChunks,
  writePairsCsv
};
