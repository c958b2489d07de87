import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-IVQBVPVX.js";
import "./chunk-JMXZTTQG.js";
import "./chunk-QLXJMHFA.js";
import "./chunk-VNFJV4JW.js";
import "./chunk-3KUAYDSA.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-73XXKN3K.js";
import "./chunk-RH7FZQVX.js";
import "./chunk-QDQFNXFS.js";
import "./chunk-TTOKRHTR.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
