import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-TP4AFAG4.js";
import "./chunk-GRB3SZ2T.js";
import "./chunk-NXUDEG7D.js";
import "./chunk-VNFJV4JW.js";
import "./chunk-R7ENJX5C.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-4Y6CZ4YJ.js";
import "./chunk-3RSDQWHW.js";
import "./chunk-WHXZLTEC.js";
import "./chunk-MDK6YAIL.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
