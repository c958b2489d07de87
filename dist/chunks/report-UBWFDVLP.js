import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunk-Z2I7YSQV.js";
import "./chunk-ICFMXWIB.js";
import "./chunk-44V4MN4I.js";
import "./chunk-NWD4RZ6G.js";
import "./chunk-XYX75D5V.js";
import "./chunk-YLXZLDEU.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-SM3GI42A.js";
import "./chunk-DAESKC7I.js";
import "./chunk-IULKNJPP.js";
import "./chunk-CAS7EU2N.js";
import "./chunk-GOQZR6PE.js";
import "./chunk-6NRQLXIC.js";
import "./chunk-LGHH7H2I.js";
import "./chunk-GANRKYJD.js";
export {
  REPORT_SCHEMA_VERSION,
  renderReportJson,
  renderReportMarkdown,
  renderReportText
};
