// JSON schemas shared by the routes: names and identifiers a request may carry, and the shapes replies take.

/** Printable text without control characters (names come back in reports and logs). */
const text = (max: number) => ({
  type: 'string',
  minLength: 1,
  maxLength: max,
  pattern: '^[^\\u0000-\\u001f\\u007f]+$',
});

export const PROJECT_NAME = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$' } as const;
export const BRANCH = text(255);
export const COMMIT = { type: 'string', pattern: '^[A-Za-z0-9._-]{1,100}$' } as const;
export const RUN_KEY = { type: 'string', pattern: '^[A-Za-z0-9._:/-]{1,200}$' } as const;
export const NAME = text(200);
export const KEY = text(2000);
export const METRIC = text(200);
export const MACHINE = { type: 'string', maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$' } as const;
export const ID = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export const PROJECT_PARAMS = {
  type: 'object',
  properties: { project: PROJECT_NAME },
  required: ['project'],
} as const;

/** Where a run came from, as the runs and A/B runs lists show it. */
const PROVENANCE = {
  id: { type: 'integer' },
  name: { type: 'string' },
  run: { type: 'string' },
  branch: { type: 'string' },
  commit: { type: 'string' },
  machine: { type: 'string' },
  workflow: { type: ['string', 'null'] },
  format: { type: 'string' },
  time: { type: ['string', 'null'], format: 'date-time' },
  createdAt: { type: 'string', format: 'date-time' },
} as const;

export const RUN_SCHEMA = {
  type: 'object',
  properties: {
    ...PROVENANCE,
    kind: { type: 'string', enum: ['blocks', 'micro'] },
    verdict: { type: ['string', 'null'] },
    shiftPct: { type: ['number', 'null'] },
    comparedWith: { type: ['integer', 'null'] },
  },
} as const;

/** An A/B run as listed: both sides' commits and the verdict found when it was stored. */
export const AB_RUN_SCHEMA = {
  type: 'object',
  properties: {
    ...PROVENANCE,
    baseCommit: { type: 'string' },
    rounds: { type: 'integer' },
    benchmarkCount: { type: 'integer' },
    decided: { type: 'integer' },
    verdict: { type: 'string' },
    bytes: { type: 'integer' },
  },
} as const;

/** An upload's query: where the run came from (run-fields.ts checks the same rules for an import). */
export const UPLOAD_QUERY_FIELDS = {
  branch: BRANCH,
  commit: COMMIT,
  run: RUN_KEY,
  name: NAME,
  machine: MACHINE,
  workflow: NAME,
  time: { type: 'string', maxLength: 40 },
} as const;

/** A project and an id in it: every id lookup is scoped by the project in the URL. */
export const PROJECT_ID_PARAMS = {
  type: 'object',
  properties: { project: PROJECT_NAME, id: ID },
  required: ['project', 'id'],
} as const;

export const ALERT_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    project: { type: 'string' },
    key: { type: 'string' },
    metric: { type: 'string' },
    machine: { type: 'string' },
    branch: { type: 'string' },
    commit: { type: 'string' },
    previousCommit: { type: 'string' },
    direction: { type: 'string', enum: ['regression', 'improvement'] },
    magnitudePct: { type: 'number' },
    pValue: { type: 'number' },
    status: { type: 'string', enum: ['untriaged', 'acknowledged', 'invalid', 'fixed'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    kind: { type: 'string', enum: ['step', 'drift'] },
    stage: { type: 'string', enum: ['provisional', 'confirmed', 'withdrawn'] },
    history: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          stage: { type: 'string', enum: ['provisional', 'confirmed', 'withdrawn'] },
          at: { type: 'string', format: 'date-time' },
          from: { type: 'string' },
        },
      },
    },
  },
} as const;

/** ISO 8601 of epoch ms; null for none, and for a time no Date can hold (a row stored before times were checked). */
export const iso = (ms: number | null): string | null =>
  ms === null || !Number.isFinite(ms) || Math.abs(ms) > 8.64e15 ? null : new Date(ms).toISOString();
