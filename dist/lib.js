import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunks/chunk-R776SF2Q.js";
import {
  compareBlockRuns,
  compareInputs,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet
} from "./chunks/chunk-53DBZQCR.js";
import "./chunks/chunk-IVIQ7ZIO.js";
import {
  renderReportHtml
} from "./chunks/chunk-D4YFS3QN.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-CUWA33TX.js";
import "./chunks/chunk-LADPTWKY.js";
import {
  reportVerdict
} from "./chunks/chunk-HJSGCX5E.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges,
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-XGOFCSCL.js";
import "./chunks/chunk-OYWBV3ED.js";
import {
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-MI4DBTFZ.js";
import {
  compareRequest
} from "./chunks/chunk-B2VP6QZ5.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlocks
} from "./chunks/chunk-OJIKEU24.js";
import "./chunks/chunk-ICEZ7SGW.js";
import {
  measureAaNoise
} from "./chunks/chunk-QYBEZHT2.js";
import {
  buildPairs
} from "./chunks/chunk-3BOHPHZV.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-ZK6EMP26.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-EGL5Q5ES.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-D37PC6S4.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  compareMicro
} from "./chunks/chunk-XNUW2QAM.js";
import "./chunks/chunk-GQWKUIAF.js";
import "./chunks/chunk-AL5KVHWS.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunks/chunk-FPHGP3QH.js";
import "./chunks/chunk-HGZR4JP6.js";
import "./chunks/chunk-7K7AGFAG.js";
import "./chunks/chunk-GRD3XXTX.js";
import "./chunks/chunk-DL5ZFIB5.js";
import "./chunks/chunk-GANRKYJD.js";
export {
  BLOCK_LOG_FORMATS,
  DEFAULT_CHANGE_OPTIONS,
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_MICRO_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  MICRO_FORMATS,
  UserError,
  analyseChanges,
  buildPairs,
  chooseRunNoise,
  compareBlockRuns,
  compareBlocks,
  compareInputs,
  compareMicro,
  compareRequest,
  detectBlockLogFormat,
  detectChangePoints,
  detectMicroFormat,
  measureAaNoise,
  newChangePoints,
  parseBlockLogText,
  parseItemSet,
  poolRuns,
  readBlockLog,
  readBlockLogsInParallel,
  readItemSet,
  readResultSet,
  renderReportHtml,
  renderReportJson,
  renderReportMarkdown,
  renderReportText,
  reportVerdict,
  updateChangePoints
};
