import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-BWKANZAZ.js";
import {
  detectMicroFormat
} from "./chunk-QEQEYKA3.js";
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
} from "./chunk-GYMNROJW.js";
import "./chunk-THKJMROG.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-VJK6SS2Y.js";
import "./chunk-TWVCCAK3.js";
import "./chunk-M7PASHWC.js";
import "./chunk-DQ7PFWVK.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-MIV3YGMS.js";
import "./chunk-UHOUC44S.js";
import "./chunk-WTCBGJPN.js";
import "./chunk-IFZG4J7Q.js";
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
