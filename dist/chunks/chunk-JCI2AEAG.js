import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/service/store/point-batches.ts
function compareKeys(a, b) {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : 0;
}
function* pointBatches(points, size) {
  if (Array.isArray(points)) {
    const sorted = [...points].sort(compareKeys);
    for (let at = 0; at < sorted.length; at += size) yield sorted.slice(at, at + size);
    return;
  }
  const { keys, kinds, kindOf, values } = points;
  let from = 0;
  for (let at = 0; at < values.length; at += size) {
    const batch = [];
    for (let i = at; i < Math.min(at + size, values.length); i++) {
      const end = keys.indexOf("\0", from);
      const key = keys.slice(from, end < 0 ? keys.length : end);
      from = end + 1;
      batch.push({ key, ...kinds[kindOf[i]], value: values[i] });
    }
    yield batch;
  }
}

export {
  compareKeys,
  pointBatches
};
