import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-DXPT47XW.js";
import {
  detectMicroFormat
} from "./chunk-ZA4RGL3I.js";
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
} from "./chunk-SQRAJIYD.js";
import "./chunk-THKJMROG.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-IVQBVPVX.js";
import "./chunk-JMXZTTQG.js";
import "./chunk-QLXJMHFA.js";
import "./chunk-VNFJV4JW.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-73XXKN3K.js";
import "./chunk-RH7FZQVX.js";
import "./chunk-QDQFNXFS.js";
import "./chunk-TTOKRHTR.js";
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
