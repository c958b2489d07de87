import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-XNUW2QAM.js";
import "./chunk-GQWKUIAF.js";
import "./chunk-AL5KVHWS.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-FPHGP3QH.js";
import "./chunk-HGZR4JP6.js";
import "./chunk-7K7AGFAG.js";
import "./chunk-GRD3XXTX.js";
import "./chunk-DL5ZFIB5.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
