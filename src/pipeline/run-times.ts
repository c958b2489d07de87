// When each replicated run started, from the first timestamp in its log (`--order time`): the clients' own line
// prefixes, ISO (Besu, reth, Nethermind's file logs), geth/Erigon `[11-25|16:00:00.000]` and Nethermind's console
// ` 25 Nov 16:00:00`. The last two print no year; runs of one session are ordered within a year, which is enough.
import { UserError } from '../core/errors.js';
import { readInputHead } from './input-head.js';

// The run start is on the first lines: a short head is plenty.
const HEAD = 64 << 10;
const NO_YEAR = 2000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ISO = /(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:[.,](\d{1,9}))?\s*(Z|[+-]\d{2}:?\d{2})?/;
const GETH = /\[(\d{2})-(\d{2})\|(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?\]/;
const NETHERMIND = new RegExp(
  `\\b(\\d{1,2}) (${MONTHS.join('|')}) (\\d{2}):(\\d{2}):(\\d{2})(?:\\.(\\d{1,9}))?`,
);

const fraction = (digits: string | undefined): number => (digits ? Number(`0.${digits}`) * 1000 : 0);

/** Minutes east of UTC of `+02:00`, `-0700` or `Z` (none: UTC). */
function offsetMinutes(zone: string | undefined): number {
  if (!zone || zone === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return zone[0] === '-' ? -minutes : minutes;
}

/** The time (ms since the epoch, UTC) of the first timestamp on a line of `text`, or null. */
export function firstTimestamp(text: string): number | null {
  for (const line of text.split('\n')) {
    let m = ISO.exec(line);
    if (m) {
      const [, y, mo, d, h, mi, s, f, zone] = m;
      const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) + fraction(f);
      return utc - offsetMinutes(zone) * 60_000;
    }
    m = GETH.exec(line);
    if (m) {
      const [, mo, d, h, mi, s, f] = m;
      return Date.UTC(NO_YEAR, +mo - 1, +d, +h, +mi, +s) + fraction(f);
    }
    m = NETHERMIND.exec(line);
    if (m) {
      const [, d, mon, h, mi, s, f] = m;
      return Date.UTC(NO_YEAR, MONTHS.indexOf(mon), +d, +h, +mi, +s) + fraction(f);
    }
  }
  return null;
}

/** When each file's run started (ms since the epoch); a file without a timestamp is an error naming the fix. */
export async function runStartTimes(files: readonly string[], names: readonly string[]): Promise<number[]> {
  const times = await Promise.all(
    files.map(async (f) => firstTimestamp((await readInputHead(f, HEAD)).head)),
  );
  const missing = times.findIndex((t) => t === null);
  if (missing >= 0) {
    throw new UserError(
      `--order time: no timestamp found on the first lines of ${names[missing]}: give the order the runs ran in ` +
        'as A/B letters instead, such as --order ABBA',
    );
  }
  const at = times as number[];
  if (new Set(at).size < at.length) {
    throw new UserError(
      '--order time: two runs start at the same time, so their logs cannot say which ran first: give the order ' +
        'as A/B letters instead, such as --order ABBA',
    );
  }
  return at;
}
