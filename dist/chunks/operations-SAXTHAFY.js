import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  backlog,
  deleteProject,
  deleteResultSet,
  deleteResultSets,
  insertExportedAlert,
  insertProject,
  insertTokens,
  projectAlerts,
  projectNames,
  projectRuns,
  projectTokens,
  retentionCandidates,
  takenTokenIds
} from "./chunk-AJMQMSPO.js";
import "./chunk-WCSNIZNZ.js";
import "./chunk-GANRKYJD.js";
export {
  backlog,
  deleteProject,
  deleteResultSet,
  deleteResultSets,
  insertExportedAlert,
  insertProject,
  insertTokens,
  projectAlerts,
  projectNames,
  projectRuns,
  projectTokens,
  retentionCandidates,
  takenTokenIds
};
