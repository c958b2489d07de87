import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-MEUVSRB2.js";
import "./chunk-VACBK5ME.js";
import "./chunk-XJ4T3FOM.js";
import "./chunk-VNFJV4JW.js";
import "./chunk-R7ENJX5C.js";
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
