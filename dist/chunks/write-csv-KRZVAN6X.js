import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  writePairsCsv
} from "./chunk-456QESZB.js";
import "./chunk-IXH2OGHI.js";
import "./chunk-SM3GI42A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-GANRKYJD.js";
export {
  writePairsCsv
};
