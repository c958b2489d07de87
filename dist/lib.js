import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  readResultSet
} from "./chunks/chunk-HIOXIA2J.js";
import {
  compareBlockRuns,
  compareInputs,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet
} from "./chunks/chunk-TXIEFSQ4.js";
import "./chunks/chunk-335VTVN3.js";
import {
  renderReportHtml
} from "./chunks/chunk-UXT3QRSP.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-DBXFCNGJ.js";
import "./chunks/chunk-EH64PEFV.js";
import {
  reportVerdict
} from "./chunks/chunk-AQXV6SEC.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges,
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-X56XNPRK.js";
import "./chunks/chunk-OYWBV3ED.js";
import {
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-MI4DBTFZ.js";
import {
  compareRequest
} from "./chunks/chunk-Z7Y7SIBH.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlocks
} from "./chunks/chunk-CBD2VUE5.js";
import "./chunks/chunk-ZDXFOMLQ.js";
import {
  measureAaNoise
} from "./chunks/chunk-ZT4D563F.js";
import {
  buildPairs
} from "./chunks/chunk-3BOHPHZV.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-JJSDLJUC.js";
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
} from "./chunks/chunk-W7D3URBE.js";
import "./chunks/chunk-BHSUHYK3.js";
import "./chunks/chunk-NECGLD5P.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunks/chunk-FKL6ND2P.js";
import "./chunks/chunk-3OKL2UG7.js";
import "./chunks/chunk-HHZNDO3I.js";
import "./chunks/chunk-P4UXFNNR.js";
import "./chunks/chunk-GKMOA7KF.js";
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
