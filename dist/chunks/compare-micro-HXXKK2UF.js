import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-C4ZC3WAD.js";
import "./chunk-SGQZUZPL.js";
import "./chunk-SQXQONQX.js";
import "./chunk-VNFJV4JW.js";
import "./chunk-3KUAYDSA.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-F5JVSGFZ.js";
import "./chunk-AZJQ5UUE.js";
import "./chunk-LAC6AR2W.js";
import "./chunk-ZTKCQ7XT.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
