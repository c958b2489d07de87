import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-IEN7AHNY.js";
import "./chunk-HQQ2UGP5.js";
import "./chunk-IULKNJPP.js";
import "./chunk-CAS7EU2N.js";
import "./chunk-GOQZR6PE.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-5HWRJHTT.js";
import "./chunk-ZRMHXQ2V.js";
import "./chunk-6NRQLXIC.js";
import "./chunk-LGHH7H2I.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
