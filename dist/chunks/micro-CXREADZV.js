import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-FUAZ3JO4.js";
import {
  detectMicroFormat
} from "./chunk-BKKUYHPT.js";
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
} from "./chunk-3PCVT5VS.js";
import "./chunk-THKJMROG.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-C7KZXBYW.js";
import "./chunk-PBW6WX7H.js";
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
