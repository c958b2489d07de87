import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunk-HH6T7N5A.js";
import "./chunk-ICFMXWIB.js";
import "./chunk-44V4MN4I.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-XQSZYULA.js";
import "./chunk-YLXZLDEU.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-DAESKC7I.js";
import "./chunk-IULKNJPP.js";
import "./chunk-CAS7EU2N.js";
import "./chunk-GOQZR6PE.js";
import "./chunk-6NRQLXIC.js";
import "./chunk-LGHH7H2I.js";
import "./chunk-GANRKYJD.js";
export {
  renderReportHtml
};
