import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-ZVN2N3ZU.js";
import {
  renderReportHtml
} from "./chunks/chunk-2QKDKFC7.js";
import {
  firstUpperCrossing,
  judgeFolder,
  judgeRounds,
  lowerWealth,
  readManifest,
  readRoundRecords,
  readRoundResults,
  signSequence,
  upperWealth
} from "./chunks/chunk-PT2EO2EO.js";
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges
} from "./chunks/chunk-3MER6DK5.js";
import {
  readResultSet
} from "./chunks/chunk-HOFFWWRF.js";
import {
  detectMicroFormat
} from "./chunks/chunk-3HN3TIYZ.js";
import {
  MICRO_FORMATS
} from "./chunks/chunk-OWPM65GR.js";
import "./chunks/chunk-THKJMROG.js";
import {
  compareBlockRuns,
  compareInputs,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet
} from "./chunks/chunk-P5YFVPOH.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-AWWZJAM4.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-LAKBY5R7.js";
import "./chunks/chunk-DXGORN25.js";
import "./chunks/chunk-MHT5AJCN.js";
import {
  reportVerdict
} from "./chunks/chunk-GEJO5QFF.js";
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
} from "./chunks/chunk-ZDWPWQRM.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlocks
} from "./chunks/chunk-EOHCQN2G.js";
import "./chunks/chunk-NSEEBYTG.js";
import {
  DEFERRED_FIELDS
} from "./chunks/chunk-2MLG42B3.js";
import {
  measureAaNoise
} from "./chunks/chunk-4VAIORU3.js";
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
} from "./chunks/chunk-P7ITUQ2V.js";
import "./chunks/chunk-ZXQYKUQO.js";
import "./chunks/chunk-JHXHA32T.js";
import {
  medianHalfWidth,
  projectHalfWidth,
  settleRuns
} from "./chunks/chunk-6T5JWDUR.js";
import "./chunks/chunk-3KUAYDSA.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunks/chunk-HGIEDFUG.js";
import "./chunks/chunk-HI6KEJMM.js";
import "./chunks/chunk-6P4H3QZY.js";
import "./chunks/chunk-6V2TYQBO.js";
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
  settleRuns,
  signSequence,
  updateChangePoints,
  upperWealth
};
