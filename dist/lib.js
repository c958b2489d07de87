import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunks/chunk-UDLELRUI.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-ZGYYR62H.js";
import "./chunks/chunk-YIPKHBPD.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlockRuns,
  compareBlocks,
  compareInputs,
  measureAaNoise,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet,
  reportVerdict
} from "./chunks/chunk-S6JMD43R.js";
import {
  buildPairs
} from "./chunks/chunk-UJTM3FBM.js";
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-V4P6SG4Z.js";
import "./chunks/chunk-OYWBV3ED.js";
import {
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-Q2OXHHDA.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-MIIKHJVC.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-3PT7GTTP.js";
import {
  readResultSet
} from "./chunks/chunk-UDBINLES.js";
import "./chunks/chunk-OUONTW3I.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-VGVXYDRK.js";
import "./chunks/chunk-EGL5Q5ES.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  DEFAULT_MICRO_OPTIONS,
  compareMicro
} from "./chunks/chunk-6DO3QR3S.js";
import "./chunks/chunk-VD5O7PY6.js";
import "./chunks/chunk-PDSEJ7MV.js";
import "./chunks/chunk-RXW7R3UU.js";
import "./chunks/chunk-GANRKYJD.js";
export {
  BLOCK_LOG_FORMATS,
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_MICRO_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  MICRO_FORMATS,
  UserError,
  buildPairs,
  chooseRunNoise,
  compareBlockRuns,
  compareBlocks,
  compareInputs,
  compareMicro,
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
