import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-KCZLOSJ7.js";
import "./chunk-QZHA4KE5.js";
import "./chunk-A5FCR5CG.js";
import "./chunk-RXW7R3UU.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
