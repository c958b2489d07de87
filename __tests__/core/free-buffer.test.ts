// Large work arrays are freed at once where nothing else reads them (core/blocks/free-buffer.ts), not left to a GC that
// may come after the peak.
import { freeBuffer } from '../../src/core/blocks/free-buffer.js';

const canFree = 'transfer' in ArrayBuffer.prototype;

test('a plain buffer is freed: every view of it reads as empty; freeing it again does nothing', () => {
  const a = new Float64Array(1 << 10).fill(1);
  const view = a.subarray(4, 8);
  freeBuffer(view);
  if (!canFree) return;
  expect(a.length).toBe(0);
  expect(view.length).toBe(0);
  expect(a.buffer.byteLength).toBe(0);
  expect(() => freeBuffer(a)).not.toThrow();
});

test('a shared buffer is left alone', () => {
  const shared = new Float64Array(new SharedArrayBuffer(64)).fill(2);
  freeBuffer(shared);
  expect(shared.length).toBe(8);
  expect(shared[7]).toBe(2);
});
