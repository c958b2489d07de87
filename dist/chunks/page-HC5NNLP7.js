import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunk-HDV2GEZ3.js";
import "./chunk-5DCOBJ2M.js";
import "./chunk-IJ44ER6R.js";
import "./chunk-UJTM3FBM.js";
import "./chunk-Y6SAVCVB.js";
import "./chunk-CMRB42L5.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-FTTO43PY.js";
import "./chunk-OUONTW3I.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-Q7CJBJW7.js";
import "./chunk-WRMIHXSD.js";
import "./chunk-GANRKYJD.js";
export {
  renderReportHtml
};
