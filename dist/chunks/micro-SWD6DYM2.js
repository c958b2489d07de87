import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-HIOXIA2J.js";
import "./chunk-335VTVN3.js";
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
} from "./chunk-JJSDLJUC.js";
import "./chunk-EGL5Q5ES.js";
import "./chunk-DAESKC7I.js";
import "./chunk-W7D3URBE.js";
import "./chunk-BHSUHYK3.js";
import "./chunk-NECGLD5P.js";
import "./chunk-FKL6ND2P.js";
import "./chunk-3OKL2UG7.js";
import "./chunk-HHZNDO3I.js";
import "./chunk-P4UXFNNR.js";
import "./chunk-GKMOA7KF.js";
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
