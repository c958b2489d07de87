import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunk-2ALUJ5MQ.js";
import "./chunk-NAIISI7X.js";
import "./chunk-GEJO5QFF.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-NSEEBYTG.js";
import "./chunk-H5YY5M73.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-JHXHA32T.js";
import "./chunk-6T5JWDUR.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-6P4H3QZY.js";
import "./chunk-6V2TYQBO.js";
import "./chunk-GANRKYJD.js";
export {
  renderReportHtml
};
