import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);

// src/service/tokens.ts
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
var TOKEN_PATTERN = /^bd_(\d{1,16})_([A-Za-z0-9_-]{43})$/;
function hashSecret(secret) {
  return createHash("sha256").update(secret).digest();
}
async function createToken(store, projectName, options = {}) {
  const project = await store.projects.ensure(projectName, options.private);
  const secret = randomBytes(32).toString("base64url");
  const id = await store.tokens.add(project.id, hashSecret(secret), options.label ?? null);
  return { id, token: `bd_${id}_${secret}`, project };
}
async function projectOfToken(store, token) {
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return null;
  const record = await store.tokens.find(Number(m[1]));
  const presented = hashSecret(m[2]);
  const expected = record?.hash.length === presented.length ? record.hash : Buffer.alloc(presented.length);
  const equal = timingSafeEqual(presented, expected);
  return record && equal && !record.revoked ? record.projectId : null;
}

export {
  createToken,
  projectOfToken
};
