import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
} from "./chunk-Z7Y7SIBH.js";
import "./chunk-CBD2VUE5.js";
import "./chunk-ZDXFOMLQ.js";
import "./chunk-ZT4D563F.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-FKL6ND2P.js";
import "./chunk-3OKL2UG7.js";
import "./chunk-HHZNDO3I.js";
import "./chunk-P4UXFNNR.js";
import "./chunk-GKMOA7KF.js";
import "./chunk-GANRKYJD.js";
export {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
};
