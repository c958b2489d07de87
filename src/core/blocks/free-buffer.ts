// Frees a large typed array's memory at once, where nothing else is to read it: a million-value work array left
// to the garbage collector stays resident until a collection that may come only after the peak (V8 counts such
// buffers as external memory and collects for them only past a threshold of tens of MB).

/**
 * Detaches and frees `array`'s buffer (Node 21+ `ArrayBuffer.prototype.transfer(0)`; older versions leave it to the
 * GC). Every view of that buffer then reads as empty: only for buffers no one else holds. A shared buffer, or one
 * made in another realm as a non-plain ArrayBuffer, is left alone.
 */
export function freeBuffer(array: ArrayBufferView): void {
  const buffer = array.buffer;
  // Not `instanceof`: a buffer made in another realm (a worker's, a test sandbox's) is an ArrayBuffer too.
  if (Object.prototype.toString.call(buffer) !== '[object ArrayBuffer]') return;
  const transfer = (buffer as { transfer?: (length: number) => ArrayBuffer }).transfer;
  if (typeof transfer === 'function' && !(buffer as { detached?: boolean }).detached)
    transfer.call(buffer, 0);
}
