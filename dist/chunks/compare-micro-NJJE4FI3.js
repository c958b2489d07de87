import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-SIH2UWGH.js";
import "./chunk-F22XDAJT.js";
import "./chunk-Q7CJBJW7.js";
import "./chunk-WRMIHXSD.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
