import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
} from "./chunk-VLVIAQ2K.js";
import "./chunk-HBQSZ73D.js";
import "./chunk-OKNUPBOA.js";
import "./chunk-XNEND4S4.js";
import "./chunk-ZAW5AYSJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-4Y6CZ4YJ.js";
import "./chunk-3RSDQWHW.js";
import "./chunk-WHXZLTEC.js";
import "./chunk-MDK6YAIL.js";
import "./chunk-GANRKYJD.js";
export {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
};
