// The library face of benchdelta: the pure core and the readers, for people who build their own reports.
export * from './core/model.js';
export { UserError } from './core/errors.js';
export { compareBlocks, buildPairs, DEFAULT_COMPARE_OPTIONS } from './core/compare-blocks.js';
export { measureAaNoise, type AaNoise, type AaCutNoise } from './core/blocks/aa-noise.js';
export { columnDoubles } from './core/blocks/scaled-column.js';
export { compareBlockRuns, poolRuns, type PooledRuns } from './core/compare-block-runs.js';
export { chooseRunNoise, DEFAULT_RUN_NOISE_PCT } from './core/blocks/run-noise.js';
export { compareMicro, DEFAULT_MICRO_OPTIONS, type MicroComparison } from './core/compare-micro.js';
export { medianHalfWidth, projectHalfWidth, settleRuns, type Settle } from './core/micro/settle.js';
export {
  BLOCK_LOG_FORMATS,
  detectBlockLogFormat,
  parseBlockLogText,
  readBlockLog,
  readBlockLogsInParallel,
} from './formats/eth/index.js';
export { parseItemSet, readItemSet } from './formats/itemsets.js';
export { detectMicroFormat, MICRO_FORMATS, readResultSet } from './formats/micro/index.js';
export { compareInputs } from './pipeline/compare-inputs.js';
export { compareRequest, type CompareRequest } from './pipeline/compare-request.js';
export { reportVerdict, type ComparisonReport, type ReportVerdict } from './core/report-model.js';
export { renderReportJson, renderReportMarkdown, renderReportText } from './report/report.js';
export {
  analyseChanges,
  DEFAULT_CHANGE_OPTIONS,
  detectChangePoints,
  newChangePoints,
  updateChangePoints,
  type ChangeAnalysis,
  type ChangeOptions,
  type ChangePoint,
  type ChangePointOptions,
  type ChangePointState,
  type Drift,
  type SeriesAnalysis,
  type SpreadChange,
  type Step,
} from './core/changepoints.js';
export { renderReportHtml, type HtmlReportOptions } from './report/html/page.js';
export {
  firstUpperCrossing,
  lowerWealth,
  signSequence,
  upperWealth,
  type SignSequence,
} from './ab/sign-sequence.js';
export { judgeRounds, type AbJudgement, type RoundResults } from './ab/judge-rounds.js';
export { judgeFolder, readManifest, readRoundRecords, readRoundResults } from './ab/ab-folder.js';
export { settleAdvice, type SettleAdvice } from './ab/settle-advice.js';
