import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunks/chunk-HDV2GEZ3.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-B7TFDSMZ.js";
import "./chunks/chunk-5DCOBJ2M.js";
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
} from "./chunks/chunk-IJ44ER6R.js";
import {
  buildPairs
} from "./chunks/chunk-UJTM3FBM.js";
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-P443IDT2.js";
import "./chunks/chunk-Y6SAVCVB.js";
import {
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-CMRB42L5.js";
import "./chunks/chunk-SM3GI42A.js";
import "./chunks/chunk-MIIKHJVC.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-FTTO43PY.js";
import {
  readResultSet
} from "./chunks/chunk-G6PYYOVN.js";
import "./chunks/chunk-OUONTW3I.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-XMDJOYO7.js";
import "./chunks/chunk-EGL5Q5ES.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  DEFAULT_MICRO_OPTIONS,
  compareMicro
} from "./chunks/chunk-SIH2UWGH.js";
import "./chunks/chunk-F22XDAJT.js";
import "./chunks/chunk-Q7CJBJW7.js";
import "./chunks/chunk-WRMIHXSD.js";
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
