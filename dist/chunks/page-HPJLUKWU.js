import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunk-MRLAT5KR.js";
import "./chunk-M3ZKOPOP.js";
import "./chunk-R5266537.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-AYAK7F6Z.js";
import "./chunk-VLE5SNNV.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-2JGHOO6A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-LPTSOGCD.js";
import "./chunk-NLVAO74K.js";
import "./chunk-3KUAYDSA.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";
export {
  renderReportHtml
};
