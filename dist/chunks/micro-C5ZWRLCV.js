import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunk-S5TKTDJ4.js";
import "./chunk-AWWZJAM4.js";
import "./chunk-YYSZZTCJ.js";
import {
  detectMicroFormat
} from "./chunk-KRC6CLEW.js";
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
} from "./chunk-7MPQMILE.js";
import "./chunk-THKJMROG.js";
import "./chunk-DAESKC7I.js";
import "./chunk-TP4AFAG4.js";
import "./chunk-GRB3SZ2T.js";
import "./chunk-NXUDEG7D.js";
import "./chunk-VNFJV4JW.js";
import "./chunk-R7ENJX5C.js";
import "./chunk-4Y6CZ4YJ.js";
import "./chunk-3RSDQWHW.js";
import "./chunk-WHXZLTEC.js";
import "./chunk-MDK6YAIL.js";
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
