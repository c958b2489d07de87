import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-UI6TM76Y.js";
import {
  detectMicroFormat
} from "./chunk-KIUWQT7Y.js";
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
} from "./chunk-75BBWTFG.js";
import "./chunk-THKJMROG.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-BLVT7F57.js";
import "./chunk-I6IR7UHT.js";
import "./chunk-JB6SFHJS.js";
import "./chunk-VNFJV4JW.js";
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
