import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/core/model.ts
var DEFERRED_FIELDS = /* @__PURE__ */ Symbol.for("benchdelta.deferredFields");

export {
  DEFERRED_FIELDS
};
