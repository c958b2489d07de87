import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-CKWLWH2N.js";
import {
  detectMicroFormat
} from "./chunk-JRSSD3FE.js";
import {
  MICRO_FORMATS,
  MICRO_FORMAT_ALIASES,
  MICRO_HEAD_CHARS,
  extractParams,
  microFormatByName,
  normalizeUnit,
  parseCriterionTree,
  parseGenericCsv,
  parseGenericJson
} from "./chunk-KBMZZA4W.js";
import "./chunk-THKJMROG.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-DD2N3B4X.js";
import "./chunk-YEVOJDAR.js";
import "./chunk-6H7VS3MS.js";
import "./chunk-HRWTGBAP.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-HGIEDFUG.js";
import "./chunk-HI6KEJMM.js";
import "./chunk-6P4H3QZY.js";
import "./chunk-6V2TYQBO.js";
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
