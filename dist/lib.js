import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-DFZDZDIR.js";
import {
  renderReportHtml
} from "./chunks/chunk-BUUSWUC4.js";
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
} from "./chunks/chunk-SCR476YJ.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges
} from "./chunks/chunk-SYY7QGEF.js";
import {
  readResultSet
} from "./chunks/chunk-BWKANZAZ.js";
import {
  detectMicroFormat
} from "./chunks/chunk-QEQEYKA3.js";
import {
  MICRO_FORMATS
} from "./chunks/chunk-GYMNROJW.js";
import "./chunks/chunk-THKJMROG.js";
import {
  compareBlockRuns,
  compareInputs,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet
} from "./chunks/chunk-JMMR4GL7.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-BYOWXB3D.js";
import "./chunks/chunk-DXGORN25.js";
import "./chunks/chunk-6R7XGUT2.js";
import {
  reportVerdict
} from "./chunks/chunk-SF7TZJFR.js";
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
} from "./chunks/chunk-DLGMQZH3.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlocks
} from "./chunks/chunk-FKYJYPUN.js";
import "./chunks/chunk-GK3KDSJP.js";
import {
  DEFERRED_FIELDS
} from "./chunks/chunk-2MLG42B3.js";
import {
  measureAaNoise
} from "./chunks/chunk-ABQLR2L4.js";
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
} from "./chunks/chunk-VJK6SS2Y.js";
import "./chunks/chunk-TWVCCAK3.js";
import "./chunks/chunk-M7PASHWC.js";
import {
  medianHalfWidth,
  settleRuns
} from "./chunks/chunk-DQ7PFWVK.js";
import "./chunks/chunk-3KUAYDSA.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunks/chunk-MIV3YGMS.js";
import "./chunks/chunk-UHOUC44S.js";
import "./chunks/chunk-WTCBGJPN.js";
import {
  projectHalfWidth
} from "./chunks/chunk-IFZG4J7Q.js";
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
