import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-BZER4FDZ.js";
import "./chunk-AWWZJAM4.js";
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
} from "./chunk-TDGFSA7G.js";
import "./chunk-THKJMROG.js";
import "./chunk-DAESKC7I.js";
import "./chunk-IEN7AHNY.js";
import "./chunk-HQQ2UGP5.js";
import "./chunk-IULKNJPP.js";
import "./chunk-CAS7EU2N.js";
import "./chunk-GOQZR6PE.js";
import "./chunk-5HWRJHTT.js";
import "./chunk-ZRMHXQ2V.js";
import "./chunk-6NRQLXIC.js";
import "./chunk-LGHH7H2I.js";
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
