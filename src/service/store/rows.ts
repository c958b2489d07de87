// Row conversions shared by the repositories: the drivers give BIGINT and BLOB columns in their own types.

export function toBuffer(v: unknown): Buffer {
  const u = v as Uint8Array;
  return Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength);
}

/** Rows with numeric columns made numbers (PostgreSQL gives BIGINT ids as numbers already; SQLite may not). */
export function numbers<T extends object>(row: T, ...keys: (keyof T)[]): T {
  for (const k of keys) if (row[k] !== null && row[k] !== undefined) row[k] = Number(row[k]) as T[keyof T];
  return row;
}
