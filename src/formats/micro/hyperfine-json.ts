import type { Measurement, ResultSet } from '../../core/model.js';
import { finiteNumber, isRecord, parseJsonInput } from './json.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { WarningLog } from './warnings.js';

// hyperfine `--export-json`: `results[]` with `command`, `mean`, `stddev`, `median`, `min`, `max`, `user`,
// `system`, the per-run `times` (seconds) and, for parameter scans, `parameters`.

export function detectHyperfineJson(head: string): number {
  if (!/^\s*\{\s*"results"\s*:/.test(head) && !/"results"\s*:\s*\[\s*\{\s*"command"/.test(head)) return 0;
  return /"command"\s*:/.test(head) && /"mean"\s*:/.test(head) ? 0.95 : 0.5;
}

export function parseHyperfineJson(text: string, source?: string): ResultSet {
  const data = parseJsonInput(text, source, 'hyperfine `--export-json` output');
  const warnings = new WarningLog();
  const measurements: Measurement[] = [];
  const results = isRecord(data) && Array.isArray(data.results) ? data.results : [];
  if (results.length === 0)
    warnings.add('no-results', 'the JSON has no `results` entries; nothing was read.');
  results.forEach((r, index) => {
    const name = isRecord(r) && typeof r.command === 'string' ? r.command : `result #${index + 1}`;
    const mean = isRecord(r) ? finiteNumber(r.mean) : undefined;
    if (!isRecord(r) || typeof r.command !== 'string' || mean === undefined) {
      warnings.add(
        'bad-entry',
        `skipped ${name}: it has no \`command\` or numeric \`mean\`.`,
        undefined,
        name,
      );
      return;
    }
    const params = extractParams(r.command);
    if (isRecord(r.parameters)) for (const [k, v] of Object.entries(r.parameters)) params[k] = String(v);
    const times = Array.isArray(r.times)
      ? r.times.filter((t): t is number => finiteNumber(t) !== undefined)
      : [];
    const attrs: Record<string, number> = {};
    for (const field of ['median', 'min', 'max', 'user', 'system', 'stddev'] as const) {
      const v = finiteNumber(r[field]);
      if (v !== undefined) attrs[field] = v;
    }
    if (Array.isArray(r.exit_codes)) {
      const failed = r.exit_codes.filter((c) => c !== 0 && c !== null).length;
      if (failed > 0) attrs.failedRuns = failed;
    }
    measurements.push(
      toMeasurement({
        key: r.command,
        value: mean,
        center: 'mean',
        unit: 's',
        samples: times,
        error: finiteNumber(r.stddev),
        params,
        attrs,
      }),
    );
  });
  return { format: 'hyperfine', tool: 'hyperfine', measurements, warnings: warnings.list(), source };
}
