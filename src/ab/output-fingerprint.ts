// What a harness's own output says about the machine and toolchain it ran on. Both sides of an A/B run must
// say the same: a base measured on another CPU, Python or library build is not the candidate's twin.
import { UserError } from '../core/errors.js';

export type Fingerprint = Record<string, string>;

/** JSON paths read from a harness's JSON output, when present (Google Benchmark's context, pytest-benchmark). */
const JSON_FIELDS: readonly (readonly string[])[] = [
  ['context', 'host_name'],
  ['context', 'num_cpus'],
  ['context', 'mhz_per_cpu'],
  ['context', 'library_build_type'],
  ['machine_info', 'cpu', 'brand_raw'],
  ['machine_info', 'cpu', 'brand'],
  ['machine_info', 'python_implementation'],
  ['machine_info', 'python_version'],
  ['machine_info', 'release'],
  ['version'],
];

/** Header lines of go test -bench (and benchstat-style files). */
const TEXT_FIELD = /^(goos|goarch|cpu):\s*(.+)$/gm;

function pick(doc: unknown, path: readonly string[]): unknown {
  let v: unknown = doc;
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[p];
  }
  return v;
}

/** The fingerprint fields an output carries (none for outputs that carry none, such as hyperfine's). */
export function outputFingerprint(text: string): Fingerprint {
  const out: Fingerprint = {};
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      const doc: unknown = JSON.parse(trimmed);
      for (const path of JSON_FIELDS) {
        const v = pick(doc, path);
        if (typeof v === 'string' || typeof v === 'number') out[path.join('.')] = String(v);
      }
      return out;
    } catch {
      // Not one JSON document (JSON lines, a log): read it as text.
    }
  }
  for (const m of text.slice(0, 1 << 16).matchAll(TEXT_FIELD)) out[m[1]] ??= m[2].trim();
  return out;
}

/** The fields both fingerprints give whose values differ, as `field: a ≠ b`. */
export function fingerprintDifferences(a: Fingerprint, b: Fingerprint): string[] {
  const out: string[] = [];
  for (const k of Object.keys(a)) if (k in b && a[k] !== b[k]) out.push(`${k}: ${a[k]} ≠ ${b[k]}`);
  return out;
}

/** Refuses two sides (or two rounds) whose fingerprints differ, naming the fields. */
export function requireSameFingerprint(a: Fingerprint, b: Fingerprint, what: string): void {
  const diff = fingerprintDifferences(a, b);
  if (diff.length > 0)
    throw new UserError(
      `${what} ran in different environments (${diff.join('; ')}): an A/B comparison needs both on the same ` +
        'machine and toolchain; run both builds in one job with the same interpreter and libraries',
    );
}
