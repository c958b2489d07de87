import { UserError } from '../../../src/core/errors.js';
import type { ResultSet } from '../../../src/core/model.js';
import { detectMicroFormat, MICRO_FORMATS, readResultSet } from '../../../src/formats/micro/index.js';
import { readFileSync } from 'node:fs';
import { ALL_MICRO_FIXTURES } from './all-fixtures.js';

// Class 1 of issue 19 (no silent misread): every parser, fed every other format's fixtures, either refuses with
// a message or reads them as their own format does (the same keys, metrics and values).

const rows = (rs: ResultSet) => rs.measurements.map((m) => `${m.key} | ${m.metric} | ${m.value}`).sort();

/** The rows read with `--format format` (detected when ''), or the error. */
async function outcome(path: string, format: string): Promise<string[] | Error> {
  try {
    return rows(await readResultSet(path, format ? { format } : {}));
  } catch (error) {
    return error as Error;
  }
}

test('the fixtures cover every micro-benchmark format but the generic tables and chunked imports', () => {
  const covered = new Set(ALL_MICRO_FIXTURES.map((f) => f.format));
  const missing = Object.keys(MICRO_FORMATS).filter((f) => !covered.has(f));
  expect(missing.sort()).toEqual(['chunked', 'generic-csv', 'generic-json']);
  expect(ALL_MICRO_FIXTURES.length).toBeGreaterThanOrEqual(110);
});

describe.each(ALL_MICRO_FIXTURES)('$name', ({ path, format }) => {
  test('is read without --format as its own format, or refused with a message naming it', async () => {
    const head = readFileSync(path, 'utf8').slice(0, 65536);
    const detected = await outcome(path, '');
    const own = await outcome(path, format);
    if (own instanceof Error) {
      // A file its own format refuses (a summary version it does not read) is refused the same way when detected.
      expect(String(detected)).toBe(String(own));
    } else if (detected instanceof Error) {
      // Only the custom JSON pair may stay undecided (its units do not settle the direction): the message
      // names both candidates.
      expect(detected).toBeInstanceOf(UserError);
      expect(detected.message).toMatch(/customBiggerIsBetter.*customSmallerIsBetter/);
      expect(format).toMatch(/^custom-/);
    } else {
      expect(detectMicroFormat(head, false)?.format).toBe(format);
      expect(detected).toEqual(await outcome(path, format));
    }
  });

  test('every other parser refuses it with a message or reads it as its own format does', async () => {
    const own = await outcome(path, format);
    const misreads: string[] = [];
    for (const other of Object.keys(MICRO_FORMATS)) {
      if (other === format || other.startsWith('generic-')) continue;
      const got = await outcome(path, other);
      if (got instanceof Error) {
        if (!(got instanceof UserError) || got.message.length < 20) misreads.push(`${other}: ${String(got)}`);
      } else if (own instanceof Error || JSON.stringify(got) !== JSON.stringify(own)) {
        misreads.push(`${other}: ${got.length} rows, e.g. ${got.slice(0, 2).join('; ')}`);
      }
    }
    expect(misreads).toEqual([]);
  });
});
