import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
} from "./chunk-B2VP6QZ5.js";
import "./chunk-OJIKEU24.js";
import "./chunk-ICEZ7SGW.js";
import "./chunk-QYBEZHT2.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-DAESKC7I.js";
import "./chunk-FPHGP3QH.js";
import "./chunk-HGZR4JP6.js";
import "./chunk-7K7AGFAG.js";
import "./chunk-GRD3XXTX.js";
import "./chunk-DL5ZFIB5.js";
import "./chunk-GANRKYJD.js";
export {
  COMPARE_DEFAULTS,
  DEFAULT_FAIL_ON,
  compareRequest,
  parseChoice,
  parseNumber,
  parseOption
};
