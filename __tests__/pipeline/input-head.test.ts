// The head of an input, read to recognise its format: plain or gzip (by its bytes), short or whole, truncated.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HEAD_BYTES, readInputHead } from '../../src/pipeline/input-head.js';

const SYNTHETIC = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/synthetic');
const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-head-'));
const tmp = (name: string, content: string | Buffer) => {
  const p = path.join(tmpDir, name);
  writeFileSync(p, content);
  return p;
};

describe('readInputHead', () => {
  const plainFile = path.join(SYNTHETIC, 'besu-control.log');
  const text = readFileSync(plainFile, 'utf8');
  const bytes = readFileSync(plainFile);

  test('a plain file: its first bytes, or all of it', async () => {
    expect(bytes.length).toBeGreaterThan(HEAD_BYTES);
    const full = await readInputHead(plainFile);
    expect(full.head).toBe(bytes.subarray(0, HEAD_BYTES).toString('utf8'));
    expect(full.complete).toBe(false);
    const short = await readInputHead(plainFile, 100_000);
    expect(short.head).toBe(bytes.subarray(0, 100_000).toString('utf8'));
    const small = tmp('small.log', 'one\ntwo\n');
    expect(await readInputHead(small)).toEqual({
      path: small,
      isDirectory: false,
      head: 'one\ntwo\n',
      complete: true,
    });
  });

  test.each([1000, 128 << 10, HEAD_BYTES])(
    'a gzip file (any name) gives the same head as the plain file (%i bytes)',
    async (n) => {
      const gz = tmp(`besu-${n}.txt`, gzipSync(bytes));
      const head = await readInputHead(gz, n);
      expect(head.head).toBe(bytes.subarray(0, n).toString('utf8'));
      expect(head.complete).toBe(false);
      const whole = await readInputHead(tmp(`small-${n}.gz`, gzipSync('a\nb\n')), n);
      expect(whole).toMatchObject({ head: 'a\nb\n', complete: true });
    },
  );

  test('a truncated gzip still gives what it holds; a broken one is an error', async () => {
    const compressed = gzipSync(bytes);
    const truncated = await readInputHead(tmp('cut.gz', compressed.subarray(0, 40_000)));
    expect(truncated.head.length).toBeGreaterThan(100_000);
    expect(truncated.head.length).toBeLessThan(HEAD_BYTES);
    expect(text.startsWith(truncated.head)).toBe(true);
    await expect(
      readInputHead(tmp('broken.gz', Buffer.from([0x1f, 0x8b, 1, 2, 3, 4, 5, 6, 7, 8]))),
    ).rejects.toThrow();
  });

  test('a directory gives its file list; a missing path is a UserError', async () => {
    const dir = mkdtempSync(path.join(tmpDir, 'd-'));
    writeFileSync(path.join(dir, 'b.json'), '{}');
    writeFileSync(path.join(dir, 'a.json'), '{}');
    expect(await readInputHead(dir)).toMatchObject({
      isDirectory: true,
      head: 'a.json\nb.json',
      complete: true,
    });
    await expect(readInputHead(path.join(tmpDir, 'missing'))).rejects.toThrow('no such file');
  });
});
