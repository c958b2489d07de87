// Write tokens: `bd_<id>_<secret>`. Only a SHA-256 of the secret is stored; a presented token is looked up by
// its id and its secret's hash compared in constant time, so neither the database nor timing gives it away.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from './store/store.js';
import type { Project } from './store/types.js';

// Up to 16 digits: every id below 2^53 parses, so no id the store issues is one its tokens cannot carry.
const TOKEN_PATTERN = /^bd_(\d{1,16})_([A-Za-z0-9_-]{43})$/;

function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** Creates a token for `project` (creating the project if needed); the token text is shown once, never stored. */
export async function createToken(
  store: Store,
  projectName: string,
  options: { label?: string; private?: boolean } = {},
): Promise<{ id: number; token: string; project: Project }> {
  const project = await store.projects.ensure(projectName, options.private);
  const secret = randomBytes(32).toString('base64url');
  const id = await store.tokens.add(project.id, hashSecret(secret), options.label ?? null);
  return { id, token: `bd_${id}_${secret}`, project };
}

/** The project id a presented token writes to, or null when it is malformed, unknown, revoked or wrong. */
export async function projectOfToken(store: Store, token: string): Promise<number | null> {
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return null;
  const record = await store.tokens.find(Number(m[1]));
  const presented = hashSecret(m[2]);
  // Compare even when the id is unknown, so an unknown id takes as long as a wrong secret.
  const expected = record?.hash.length === presented.length ? record.hash : Buffer.alloc(presented.length);
  const equal = timingSafeEqual(presented, expected);
  return record && equal && !record.revoked ? record.projectId : null;
}
