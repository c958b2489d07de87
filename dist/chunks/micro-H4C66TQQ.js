import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-QB3U3CRS.js";
import {
  detectMicroFormat
} from "./chunk-BTRGDYTC.js";
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
} from "./chunk-PJYS5Z2A.js";
import "./chunk-THKJMROG.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-MEUVSRB2.js";
import "./chunk-VACBK5ME.js";
import "./chunk-XJ4T3FOM.js";
import "./chunk-VNFJV4JW.js";
import "./chunk-R7ENJX5C.js";
import "./chunk-F5JVSGFZ.js";
import "./chunk-AZJQ5UUE.js";
import "./chunk-LAC6AR2W.js";
import "./chunk-ZTKCQ7XT.js";
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
