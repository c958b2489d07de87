import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-P7ITUQ2V.js";
import "./chunk-ZXQYKUQO.js";
import "./chunk-JHXHA32T.js";
import "./chunk-6T5JWDUR.js";
import "./chunk-3KUAYDSA.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-HGIEDFUG.js";
import "./chunk-HI6KEJMM.js";
import "./chunk-6P4H3QZY.js";
import "./chunk-6V2TYQBO.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
