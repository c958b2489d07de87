import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-FPHSJJVO.js";
import "./chunk-7CV5ZPM6.js";
import "./chunk-4FZIUEWI.js";
import "./chunk-H5ZUUBHK.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
