import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  renderReportHtml
} from "./chunks/chunk-PRTQPW4Q.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-EFEVK2KU.js";
import "./chunks/chunk-HSY4W3TZ.js";
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
} from "./chunks/chunk-OOXTL5DA.js";
import {
  buildPairs
} from "./chunks/chunk-UJTM3FBM.js";
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-P443IDT2.js";
import "./chunks/chunk-OYWBV3ED.js";
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
} from "./chunks/chunk-VQTRQQZH.js";
import "./chunks/chunk-OUONTW3I.js";
import "./chunks/chunk-YYSZZTCJ.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-MLV35PCM.js";
import "./chunks/chunk-EGL5Q5ES.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  DEFAULT_MICRO_OPTIONS,
  compareMicro
} from "./chunks/chunk-HD2CXG7D.js";
import "./chunks/chunk-I3DFCNVV.js";
import "./chunks/chunk-2EH7IAS3.js";
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
