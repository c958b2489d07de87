import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunk-BUUSWUC4.js";
import "./chunk-6R7XGUT2.js";
import "./chunk-SF7TZJFR.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-GK3KDSJP.js";
import "./chunk-ABQLR2L4.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-2JGHOO6A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-M7PASHWC.js";
import "./chunk-DQ7PFWVK.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-WTCBGJPN.js";
import "./chunk-IFZG4J7Q.js";
import "./chunk-GANRKYJD.js";
export {
  renderReportHtml
};
