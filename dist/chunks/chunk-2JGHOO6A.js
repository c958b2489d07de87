import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/core/blocks/free-buffer.ts
function freeBuffer(array) {
  const buffer = array.buffer;
  if (Object.prototype.toString.call(buffer) !== "[object ArrayBuffer]") return;
  const transfer = buffer.transfer;
  if (typeof transfer === "function" && !buffer.detached)
    transfer.call(buffer, 0);
}

export {
  freeBuffer
};
