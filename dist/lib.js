import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  DEFAULT_CHANGE_OPTIONS,
  analyseChanges,
  detectChangePoints,
  newChangePoints,
  updateChangePoints
} from "./chunks/chunk-TMWAVY7N.js";
import {
  compareBlockRuns,
  compareInputs,
  parseItemSet,
  poolRuns,
  readBlockLogsInParallel,
  readItemSet
} from "./chunks/chunk-3OCPU2R7.js";
import {
  renderReportHtml
} from "./chunks/chunk-HH6T7N5A.js";
import {
  renderReportJson,
  renderReportMarkdown,
  renderReportText
} from "./chunks/chunk-Z2I7YSQV.js";
import "./chunks/chunk-ICFMXWIB.js";
import {
  reportVerdict
} from "./chunks/chunk-44V4MN4I.js";
import "./chunks/chunk-NWD4RZ6G.js";
import "./chunks/chunk-XYX75D5V.js";
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
} from "./chunks/chunk-55OTLH3D.js";
import {
  readResultSet
} from "./chunks/chunk-BZER4FDZ.js";
import "./chunks/chunk-AWWZJAM4.js";
import {
  parseBlockLogText,
  readBlockLog
} from "./chunks/chunk-AI4XDJ4T.js";
import {
  compareRequest
} from "./chunks/chunk-GSS2UA3Q.js";
import {
  DEFAULT_COMPARE_OPTIONS,
  DEFAULT_RUN_NOISE_PCT,
  chooseRunNoise,
  compareBlocks
} from "./chunks/chunk-2PCCLINO.js";
import "./chunks/chunk-XQSZYULA.js";
import {
  measureAaNoise
} from "./chunks/chunk-YLXZLDEU.js";
import {
  buildPairs
} from "./chunks/chunk-3BOHPHZV.js";
import "./chunks/chunk-YYSZZTCJ.js";
import "./chunks/chunk-MIIKHJVC.js";
import "./chunks/chunk-SM3GI42A.js";
import {
  MICRO_FORMATS,
  detectMicroFormat
} from "./chunks/chunk-TDGFSA7G.js";
import "./chunks/chunk-THKJMROG.js";
import {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat
} from "./chunks/chunk-D37PC6S4.js";
import {
  UserError
} from "./chunks/chunk-DAESKC7I.js";
import {
  compareMicro
} from "./chunks/chunk-IEN7AHNY.js";
import "./chunks/chunk-HQQ2UGP5.js";
import "./chunks/chunk-IULKNJPP.js";
import "./chunks/chunk-CAS7EU2N.js";
import "./chunks/chunk-GOQZR6PE.js";
import {
  DEFAULT_MICRO_OPTIONS
} from "./chunks/chunk-5HWRJHTT.js";
import "./chunks/chunk-ZRMHXQ2V.js";
import "./chunks/chunk-6NRQLXIC.js";
import "./chunks/chunk-LGHH7H2I.js";
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
  firstUpperCrossing,
  judgeFolder,
  judgeRounds,
  lowerWealth,
  measureAaNoise,
  newChangePoints,
  parseBlockLogText,
  parseItemSet,
  poolRuns,
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
  signSequence,
  updateChangePoints,
  upperWealth
};
