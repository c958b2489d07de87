import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-MBRJGW33.js";
import "./chunk-Y3DX6VBF.js";
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
} from "./chunk-UKDKW4YB.js";
import "./chunk-EGL5Q5ES.js";
import "./chunk-DAESKC7I.js";
import "./chunk-LR6IJSDX.js";
import "./chunk-UBG64IYL.js";
import "./chunk-AY4PNVTT.js";
import "./chunk-FKD6G3L7.js";
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
