import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
} from "./chunk-GSS2UA3Q.js";
import "./chunk-2PCCLINO.js";
import "./chunk-XQSZYULA.js";
import "./chunk-YLXZLDEU.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-5HWRJHTT.js";
import "./chunk-ZRMHXQ2V.js";
import "./chunk-6NRQLXIC.js";
import "./chunk-LGHH7H2I.js";
import "./chunk-GANRKYJD.js";
export {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
};
