import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-MPSGW2C2.js";
import {
  renderReportHtml
} from "./chunks/chunk-MRLAT5KR.js";
import {
  firstUpperCrossing,
  judgeFolder,
  judgeRounds,
  lowerWealth,
  readManifest,
  readRoundRecords,
  readRoundResults,
  settleAdvice,
  signSequence,
  upperWealth
} from "./chunks/chunk-YMZRNFDT.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges
} from "./chunks/chunk-NUEA54XF.js";
import {
  readResultSet
} from "./chunks/chunk-HY5B2DD4.js";
import {
  detectMicroFormat
} from "./chunks/chunk-T6JIL3MT.js";
import {
  MICRO_FORMATS
} from "./chunks/chunk-YXSPZM5K.js";
import "./chunks/chunk-THKJMROG.js";
import {
  compareBlockRuns,
  compareInputs,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet
} from "./chunks/chunk-PQXFELGQ.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import "./chunks/chunk-OOKGBTG6.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-Y54AQHT5.js";
import "./chunks/chunk-DXGORN25.js";
import "./chunks/chunk-M3ZKOPOP.js";
import {
  reportVerdict
} from "./chunks/chunk-R5266537.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
import {
  columnDoubles,
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-DEYM2HIL.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-72H3INOR.js";
import {
  compareRequest
} from "./chunks/chunk-7XZ5ZOCP.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlocks
} from "./chunks/chunk-QYYAB7BL.js";
import "./chunks/chunk-AYAK7F6Z.js";
import {
  DEFERRED_FIELDS
} from "./chunks/chunk-2MLG42B3.js";
import {
  measureAaNoise
} from "./chunks/chunk-VLE5SNNV.js";
import {
  buildPairs
} from "./chunks/chunk-YV6TOOIJ.js";
import "./chunks/chunk-YYSZZTCJ.js";
import "./chunks/chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  compareMicro
} from "./chunks/chunk-SANIAMYJ.js";
import "./chunks/chunk-IIJBCLXK.js";
import "./chunks/chunk-LPTSOGCD.js";
import {
  medianHalfWidth,
  settleRuns
} from "./chunks/chunk-NLVAO74K.js";
import "./chunks/chunk-3KUAYDSA.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunks/chunk-YQ4LVVUF.js";
import "./chunks/chunk-4LT4GYWH.js";
import "./chunks/chunk-XPGBNEZS.js";
import {
  projectHalfWidth
} from "./chunks/chunk-YPIYRYS5.js";
import "./chunks/chunk-GANRKYJD.js";
export {
  BLOCK_LOG_FORMATS,
  DEFAULT_CHANGE_OPTIONS,
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_MICRO_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  DEFERRED_FIELDS,
  MICRO_FORMATS,
  UserError,
  analyseChanges,
  buildPairs,
  chooseRunNoise,
  columnDoubles,
  compareBlockRuns,
  compareBlocks,
  compareInputs,
  compareMicro,
  compareRequest,
  detectBlockLogFormat,
  detectChangePoints,
  detectMicroFormat,
  firstUpperCrossing,
  judgeFolder,
  judgeRounds,
  lowerWealth,
  measureAaNoise,
  medianHalfWidth,
  newChangePoints,
  parseBlockLogText,
  parseItemSet,
  poolRuns,
  projectHalfWidth,
  readBlockLog,
  readBlockLogsInParallel,
  readItemSet,
  readManifest,
  readResultSet,
  readRoundRecords,
  readRoundResults,
  renderReportHtml,
  renderReportJson,
  renderReportMarkdown,
  renderReportText,
  reportVerdict,
  settleAdvice,
  settleRuns,
  signSequence,
  updateChangePoints,
  upperWealth
};
