// The time an upload places its run at (`time=`): epoch seconds or an ISO 8601 date, inside a window a CI run
// can have happened in. A run dated in the far future would stay its branch's newest for ever and be every
// pull request's baseline, so anything outside the window is refused with what is accepted.
import { UserError } from '../core/errors.js';

/** The earliest time accepted: 2000-01-01T00:00:00Z. */
export const EARLIEST_RUN_MS = Date.UTC(2000, 0, 1);
/** How far ahead of this server's clock a run may be dated (clock skew between CI and the service). */
export const FUTURE_SLACK_MS = 24 * 3600 * 1000;

const ACCEPTED =
  'give epoch seconds (date +%s) or an ISO 8601 date (2026-01-31T12:00:00Z) between 2000-01-01 and tomorrow';

/** Epoch ms of `time=` (now when absent); a UserError saying what was wrong otherwise. */
export function parseRunTime(raw: string | undefined, now = Date.now()): number {
  if (raw === undefined) return now;
  const digits = /^\d{1,20}$/.test(raw);
  const ms = digits ? Number(raw) * 1000 : /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : NaN;
  if (!Number.isFinite(ms))
    throw new UserError(`time "${raw}" is not epoch seconds or an ISO 8601 date: ${ACCEPTED}`);
  if (ms > now + FUTURE_SLACK_MS) {
    // 13 digits is what `date +%s%3N` and JavaScript's Date.now() print.
    const hint =
      digits && Number(raw) / 1000 <= (now + FUTURE_SLACK_MS) / 1000 ? ' (it looks like milliseconds)' : '';
    throw new UserError(`time "${raw}" is in the future${hint}: ${ACCEPTED}`);
  }
  if (ms < EARLIEST_RUN_MS) throw new UserError(`time "${raw}" is before 2000: ${ACCEPTED}`);
  return ms;
}
