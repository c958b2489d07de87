import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-G6PYYOVN.js";
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
} from "./chunk-XMDJOYO7.js";
import "./chunk-EGL5Q5ES.js";
import "./chunk-DAESKC7I.js";
import "./chunk-SIH2UWGH.js";
import "./chunk-F22XDAJT.js";
import "./chunk-Q7CJBJW7.js";
import "./chunk-WRMIHXSD.js";
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
