import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-UDBINLES.js";
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
} from "./chunk-VGVXYDRK.js";
import "./chunk-EGL5Q5ES.js";
import "./chunk-DAESKC7I.js";
import "./chunk-6DO3QR3S.js";
import "./chunk-VD5O7PY6.js";
import "./chunk-PDSEJ7MV.js";
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
