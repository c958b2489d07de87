// benchstat's "need >= N samples …" warnings (core/benchstat/benchmath.ts), built once per level.
//
// Why: the same warning repeats on every row of a small-sample suite; one shared list per confidence level (or
// alpha) saves building a string and an array per row, and lets rows share it by identity.
// Why it is safe: the text is a pure function of the level; the lists are shared read-only (readers never
// modify warning lists).

const byKind = new Map<string, Map<number, unknown>>();

/** make(level), remembered per (kind, level): `kind` names the warning ("median-ci", "u-test"). */
export function warningTextMemo<T>(kind: string, level: number, make: (level: number) => T): T {
  let byLevel = byKind.get(kind);
  if (!byLevel) byKind.set(kind, (byLevel = new Map()));
  let value = byLevel.get(level) as T | undefined;
  if (value === undefined) byLevel.set(level, (value = make(level)));
  return value;
}
