import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns
} from "./chunk-53DBZQCR.js";
import "./chunk-IVIQ7ZIO.js";
import "./chunk-OYWBV3ED.js";
import "./chunk-MI4DBTFZ.js";
import "./chunk-OJIKEU24.js";
import "./chunk-ICEZ7SGW.js";
import "./chunk-QYBEZHT2.js";
import "./chunk-3BOHPHZV.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-MIIKHJVC.js";
import "./chunk-D37PC6S4.js";
import "./chunk-DAESKC7I.js";
import "./chunk-GQWKUIAF.js";
import "./chunk-HGZR4JP6.js";
import "./chunk-GRD3XXTX.js";
import "./chunk-DL5ZFIB5.js";
import "./chunk-GANRKYJD.js";
export {
  compareInputs,
  displayName,
  inputKind,
  replicatedRuns
};
