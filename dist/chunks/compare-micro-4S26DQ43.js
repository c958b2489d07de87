import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-LSB5QTMA.js";
import "./chunk-2WJNAPM6.js";
import "./chunk-YCEUYDF7.js";
import "./chunk-QI45WOKQ.js";
import "./chunk-RJKO5B5W.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
