import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/service/store/database.ts
var DatabaseUnavailableError = class extends Error {
};

export {
  DatabaseUnavailableError
};
