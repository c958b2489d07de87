import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
} from "./chunk-7XZ5ZOCP.js";
import "./chunk-QYYAB7BL.js";
import "./chunk-AYAK7F6Z.js";
import "./chunk-2MLG42B3.js";
import "./chunk-VLE5SNNV.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-2JGHOO6A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-YQ4LVVUF.js";
import "./chunk-4LT4GYWH.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";
export {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
};
