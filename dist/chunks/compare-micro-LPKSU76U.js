import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-VJK6SS2Y.js";
import "./chunk-TWVCCAK3.js";
import "./chunk-M7PASHWC.js";
import "./chunk-DQ7PFWVK.js";
import "./chunk-3KUAYDSA.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-MIV3YGMS.js";
import "./chunk-UHOUC44S.js";
import "./chunk-WTCBGJPN.js";
import "./chunk-IFZG4J7Q.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
