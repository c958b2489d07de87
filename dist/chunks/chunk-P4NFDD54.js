import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  UserError
} from "./chunk-DAESKC7I.js";

// src/service/run-time.ts
var EARLIEST_RUN_MS = Date.UTC(2e3, 0, 1);
var FUTURE_SLACK_MS = 24 * 3600 * 1e3;
var ACCEPTED = "give epoch seconds (date +%s) or an ISO 8601 date (2026-01-31T12:00:00Z) between 2000-01-01 and tomorrow";
function parseRunTime(raw, now = Date.now()) {
  if (raw === void 0) return now;
  const digits = /^\d{1,20}$/.test(raw);
  const ms = digits ? Number(raw) * 1e3 : /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : NaN;
  if (!Number.isFinite(ms))
    throw new UserError(`time "${raw}" is not epoch seconds or an ISO 8601 date: ${ACCEPTED}`);
  if (ms > now + FUTURE_SLACK_MS) {
    const hint = digits && Number(raw) / 1e3 <= (now + FUTURE_SLACK_MS) / 1e3 ? " (it looks like milliseconds)" : "";
    throw new UserError(`time "${raw}" is in the future${hint}: ${ACCEPTED}`);
  }
  if (ms < EARLIEST_RUN_MS) throw new UserError(`time "${raw}" is before 2000: ${ACCEPTED}`);
  return ms;
}

// src/service/schemas.ts
var text = (max) => ({
  type: "string",
  minLength: 1,
  maxLength: max,
  pattern: "^[^\\u0000-\\u001f\\u007f]+$"
});
var PROJECT_NAME = { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$" };
var BRANCH = text(255);
var COMMIT = { type: "string", pattern: "^[A-Za-z0-9._-]{1,100}$" };
var RUN_KEY = { type: "string", pattern: "^[A-Za-z0-9._:/-]{1,200}$" };
var NAME = text(200);
var KEY = text(2e3);
var METRIC = text(200);
var MACHINE = { type: "string", maxLength: 200, pattern: "^[^\\u0000-\\u001f\\u007f]*$" };
var ID = { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER };
var PROJECT_PARAMS = {
  type: "object",
  properties: { project: PROJECT_NAME },
  required: ["project"]
};
var PROVENANCE = {
  id: { type: "integer" },
  name: { type: "string" },
  run: { type: "string" },
  branch: { type: "string" },
  commit: { type: "string" },
  machine: { type: "string" },
  workflow: { type: ["string", "null"] },
  format: { type: "string" },
  time: { type: ["string", "null"], format: "date-time" },
  createdAt: { type: "string", format: "date-time" }
};
var RUN_SCHEMA = {
  type: "object",
  properties: {
    ...PROVENANCE,
    kind: { type: "string", enum: ["blocks", "micro"] },
    verdict: { type: ["string", "null"] },
    shiftPct: { type: ["number", "null"] },
    comparedWith: { type: ["integer", "null"] }
  }
};
var AB_RUN_SCHEMA = {
  type: "object",
  properties: {
    ...PROVENANCE,
    baseCommit: { type: "string" },
    rounds: { type: "integer" },
    benchmarkCount: { type: "integer" },
    decided: { type: "integer" },
    verdict: { type: "string" },
    bytes: { type: "integer" }
  }
};
var UPLOAD_QUERY_FIELDS = {
  branch: BRANCH,
  commit: COMMIT,
  run: RUN_KEY,
  name: NAME,
  machine: MACHINE,
  workflow: NAME,
  time: { type: "string", maxLength: 40 }
};
var PROJECT_ID_PARAMS = {
  type: "object",
  properties: { project: PROJECT_NAME, id: ID },
  required: ["project", "id"]
};
var ALERT_SCHEMA = {
  type: "object",
  properties: {
    id: { type: "integer" },
    project: { type: "string" },
    key: { type: "string" },
    metric: { type: "string" },
    machine: { type: "string" },
    branch: { type: "string" },
    commit: { type: "string" },
    previousCommit: { type: "string" },
    direction: { type: "string", enum: ["regression", "improvement"] },
    magnitudePct: { type: "number" },
    pValue: { type: "number" },
    status: { type: "string", enum: ["untriaged", "acknowledged", "invalid", "fixed"] },
    createdAt: { type: "string", format: "date-time" },
    updatedAt: { type: "string", format: "date-time" },
    kind: { type: "string", enum: ["step", "drift"] },
    stage: { type: "string", enum: ["provisional", "confirmed", "withdrawn"] },
    history: {
      type: "array",
      items: {
        type: "object",
        properties: {
          stage: { type: "string", enum: ["provisional", "confirmed", "withdrawn"] },
          at: { type: "string", format: "date-time" },
          from: { type: "string" }
        }
      }
    }
  }
};
var iso = (ms) => ms === null || !Number.isFinite(ms) || Math.abs(ms) > 864e13 ? null : new Date(ms).toISOString();

// src/service/run-fields.ts
function check(field, value, rule) {
  const long = rule.maxLength !== void 0 && value.length > rule.maxLength;
  if (!long && new RegExp(rule.pattern).test(value)) return;
  const shown = JSON.stringify(value.slice(0, 60)) + (value.length > 60 ? "\u2026" : "");
  throw new UserError(
    `${field} ${shown} is not allowed: ` + (long ? `it is ${value.length} characters, over ${rule.maxLength}` : `it must match ${rule.pattern} (printable text, no control characters)`)
  );
}
function checkRunFields(f) {
  check("branch", f.branch, BRANCH);
  check("commit", f.commit, COMMIT);
  check("run", f.run, RUN_KEY);
  check("name", f.name, NAME);
  if (f.machine !== void 0) check("machine", f.machine, MACHINE);
  if (f.workflow !== void 0 && f.workflow !== null) check("workflow", f.workflow, NAME);
  if (f.time !== void 0) checkRunTimeMs(f.time);
}
function checkRunTimeMs(ms, now = Date.now()) {
  if (Number.isSafeInteger(ms) && ms >= EARLIEST_RUN_MS && ms <= now + FUTURE_SLACK_MS) return;
  throw new UserError(
    `time ${ms} (epoch ms) is outside 2000-01-01 \u2026 tomorrow: a run dated in the future would stay its branch's newest for ever`
  );
}

export {
  parseRunTime,
  PROJECT_NAME,
  BRANCH,
  COMMIT,
  NAME,
  KEY,
  METRIC,
  MACHINE,
  ID,
  PROJECT_PARAMS,
  RUN_SCHEMA,
  AB_RUN_SCHEMA,
  UPLOAD_QUERY_FIELDS,
  PROJECT_ID_PARAMS,
  ALERT_SCHEMA,
  iso,
  checkRunFields
};
