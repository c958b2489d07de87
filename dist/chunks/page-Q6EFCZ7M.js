import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunk-UXT3QRSP.js";
import "./chunk-EH64PEFV.js";
import "./chunk-AQXV6SEC.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-ZDXFOMLQ.js";
import "./chunk-ZT4D563F.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-DAESKC7I.js";
import "./chunk-NECGLD5P.js";
import "./chunk-GKMOA7KF.js";
import "./chunk-GANRKYJD.js";
export {
  renderReportHtml
};
