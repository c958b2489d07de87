import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
} from "./chunk-DIAD2RDZ.js";
import "./chunk-G742676C.js";
import "./chunk-2RQPRQPG.js";
import "./chunk-VZI7JIER.js";
import "./chunk-ZAW5AYSJ.js";
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
