import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-KN7S4Z3U.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import {
  MICRO_FORMATS,
  MICRO_FORMAT_ALIASES,
  MICRO_HEAD_CHARS,
  detectMicroFormat,
  extractParams,
  microFormatByName,
  normalizeUnit,
  parseCriterionTree,
  parseGenericCsv,
  parseGenericJson
} from "./chunk-ZFSYMU3L.js";
import "./chunk-EGL5Q5ES.js";
import "./chunk-DAESKC7I.js";
import "./chunk-KCZLOSJ7.js";
import "./chunk-QZHA4KE5.js";
import "./chunk-A5FCR5CG.js";
import "./chunk-RXW7R3UU.js";
import "./chunk-GANRKYJD.js";
export {
  MICRO_FORMATS,
  MICRO_FORMAT_ALIASES,
  MICRO_HEAD_CHARS,
  detectMicroFormat,
  extractParams,
  microFormatByName,
  normalizeUnit,
  parseCriterionTree,
  parseGenericCsv,
  parseGenericJson,
  readResultSet
};
