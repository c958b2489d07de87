// The size caps: how a limit is written, and the line cap of the streaming decoder.
import path from 'node:path';
import { readResultSet } from '../../src/formats/micro/read.js';
import { parseByteSize } from '../../src/io/input-limits.js';
import { LineChunkDecoder } from '../../src/io/line-decoder.js';
import { cli } from '../support/cli/run-cli.js';

test.each([
  ['2G', 2 * 1024 ** 3],
  ['512MiB', 512 * 1024 ** 2],
  ['1.5k', 1536],
  ['1000000', 1_000_000],
  [' 64 M ', 64 * 1024 ** 2],
])('parseByteSize(%j) = %d', (raw, bytes) => expect(parseByteSize(raw)).toBe(bytes));

test.each(['', 'ten', '-1', '0', '1e9', '5X'])('parseByteSize(%j) is not a size', (raw) =>
  expect(parseByteSize(raw)).toBeNull(),
);

/** Everything the decoder hands out for `chunks`, fed through push (gunzip's way) or space/commit (a file's). */
function decode(chunks: string[], how: 'push' | 'read'): { text: string; longLines: number } {
  let text = '';
  const d = new LineChunkDecoder((t) => (text += t), 16, 8, 32);
  for (const chunk of chunks) {
    const bytes = Buffer.from(chunk, 'latin1');
    if (how === 'push') d.push(bytes);
    else {
      for (let off = 0; off < bytes.length;) {
        const room = d.space();
        const n = bytes.copy(room, 0, off);
        off += n;
        d.commit(n);
      }
    }
  }
  d.end();
  return { text, longLines: d.longLines };
}

describe.each(['push', 'read'] as const)('a line over the cap (%s)', (how) => {
  test('is dropped and counted; its newline stays, so later line numbers hold', () => {
    const long = 'z'.repeat(100);
    const out = decode(['first\n', long.slice(0, 40), long.slice(40), '\nlast\n'], how);
    expect(out).toEqual({ text: 'first\n\nlast\n', longLines: 1 });
  });

  test('at the end of the input, without a newline', () => {
    expect(decode(['ok\n', 'y'.repeat(70)], how)).toEqual({ text: 'ok\n', longLines: 1 });
  });

  test('lines under the cap pass whole, even when longer than the buffer', () => {
    const line = `${'w'.repeat(30)}\n`;
    expect(decode([line, line], how)).toEqual({ text: line + line, longLines: 0 });
  });
});

describe('results read whole stay under the cap', () => {
  const criterion = path.resolve(
    import.meta.dirname,
    '../../__fixtures__/shared/fixtures/criterion/criterion',
  );

  test('a criterion folder counts its files together', async () => {
    // The folder's JSON files are ~37 KB in all, each under 4 KB.
    await expect(readResultSet(criterion, { maxInputBytes: 20_000 })).rejects.toThrow(
      /criterion holds more than 19\.5 KiB, the input size limit for results read whole/,
    );
    const whole = await readResultSet(criterion, { maxInputBytes: 64_000 });
    expect(whole.measurements.length).toBeGreaterThan(0);
  });
});

test('--max-input-bytes takes sizes with suffixes and refuses anything else, naming the flag', async () => {
  const bad = await cli(['compare', 'a.log', 'b.log', '--max-input-bytes', 'ten']);
  expect(bad).toEqual({
    code: 2,
    stdout: '',
    stderr:
      'benchdelta: --max-input-bytes "ten" is not valid: give a size in bytes, or with a suffix, e.g. 4G or 512M\n',
  });
  const synthetic = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/synthetic');
  const small = path.join(synthetic, 'besu-25.5-vs-26-control.log');
  const capped = await cli(['compare', small, small, '--max-input-bytes', '512K']);
  expect(capped.code).toBe(2);
  expect(capped.stderr).toMatch(/is larger than 512 KiB, the input size limit; .*--max-input-bytes 1M/);
});
