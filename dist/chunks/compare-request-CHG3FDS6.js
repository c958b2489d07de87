import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
} from "./chunk-DLGMQZH3.js";
import "./chunk-FKYJYPUN.js";
import "./chunk-GK3KDSJP.js";
import "./chunk-2MLG42B3.js";
import "./chunk-ABQLR2L4.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-2JGHOO6A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-MIV3YGMS.js";
import "./chunk-UHOUC44S.js";
import "./chunk-WTCBGJPN.js";
import "./chunk-IFZG4J7Q.js";
import "./chunk-GANRKYJD.js";
export {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
};
