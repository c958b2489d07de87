import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
} from "./chunk-44YRBQVS.js";
import "./chunk-6PDQ4JI2.js";
import "./chunk-QTSNPKVE.js";
import "./chunk-Q7T4PXBI.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-F5JVSGFZ.js";
import "./chunk-AZJQ5UUE.js";
import "./chunk-LAC6AR2W.js";
import "./chunk-ZTKCQ7XT.js";
import "./chunk-GANRKYJD.js";
export {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
};
