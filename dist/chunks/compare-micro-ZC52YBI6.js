import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-W7D3URBE.js";
import "./chunk-BHSUHYK3.js";
import "./chunk-NECGLD5P.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-FKL6ND2P.js";
import "./chunk-3OKL2UG7.js";
import "./chunk-HHZNDO3I.js";
import "./chunk-P4UXFNNR.js";
import "./chunk-GKMOA7KF.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
