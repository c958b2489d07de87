import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
} from "./chunk-G2POB5D2.js";
import "./chunk-CNVGBZJJ.js";
import "./chunk-DCFM6FVS.js";
import "./chunk-VVPPUO25.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-73XXKN3K.js";
import "./chunk-RH7FZQVX.js";
import "./chunk-QDQFNXFS.js";
import "./chunk-TTOKRHTR.js";
import "./chunk-GANRKYJD.js";
export {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
};
