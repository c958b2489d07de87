// The rules a run's provenance obeys, wherever it comes from: an upload's query (its route schema holds the same
// patterns) and an import's manifest go through checkRunFields, so an archive cannot store what an upload may not.
import { UserError } from '../core/errors.js';
import { EARLIEST_RUN_MS, FUTURE_SLACK_MS } from './run-time.js';
import { BRANCH, COMMIT, MACHINE, NAME, RUN_KEY } from './schemas.js';

export interface RunFields {
  branch: string;
  commit: string;
  run: string;
  name: string;
  machine?: string;
  workflow?: string | null;
  /** Epoch ms. */
  time?: number;
}

type Rule = { pattern: string; maxLength?: number; minLength?: number };

function check(field: string, value: string, rule: Rule): void {
  const long = rule.maxLength !== undefined && value.length > rule.maxLength;
  if (!long && new RegExp(rule.pattern).test(value)) return;
  const shown = JSON.stringify(value.slice(0, 60)) + (value.length > 60 ? '…' : '');
  throw new UserError(
    `${field} ${shown} is not allowed: ` +
      (long
        ? `it is ${value.length} characters, over ${rule.maxLength}`
        : `it must match ${rule.pattern} (printable text, no control characters)`),
  );
}

/** A UserError naming the first field that breaks the upload rules. */
export function checkRunFields(f: RunFields): void {
  check('branch', f.branch, BRANCH);
  check('commit', f.commit, COMMIT);
  check('run', f.run, RUN_KEY);
  check('name', f.name, NAME);
  if (f.machine !== undefined) check('machine', f.machine, MACHINE);
  if (f.workflow !== undefined && f.workflow !== null) check('workflow', f.workflow, NAME);
  if (f.time !== undefined) checkRunTimeMs(f.time);
}

/** A run time (epoch ms) inside the window an upload's `time=` accepts (run-time.ts). */
export function checkRunTimeMs(ms: number, now = Date.now()): void {
  if (Number.isSafeInteger(ms) && ms >= EARLIEST_RUN_MS && ms <= now + FUTURE_SLACK_MS) return;
  throw new UserError(
    `time ${ms} (epoch ms) is outside 2000-01-01 … tomorrow: a run dated in the future would stay its ` +
      "branch's newest for ever",
  );
}
