import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-LXMOGHMW.js";
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
} from "./chunk-AJJ55XIJ.js";
import "./chunk-FPHSJJVO.js";
import "./chunk-7CV5ZPM6.js";
import "./chunk-DAESKC7I.js";
import "./chunk-4FZIUEWI.js";
import "./chunk-H5ZUUBHK.js";
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
