import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  attachMeasurementColumns,
  compareMicro,
  measurementCount
} from "./chunk-SANIAMYJ.js";
import "./chunk-IIJBCLXK.js";
import "./chunk-LPTSOGCD.js";
import "./chunk-NLVAO74K.js";
import "./chunk-3KUAYDSA.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunk-YQ4LVVUF.js";
import "./chunk-4LT4GYWH.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";
export {
  DEFAULT_MICRO_OPTIONS,
  attachMeasurementColumns,
  compareMicro,
  measurementCount
};
