import type { Measurement, ResultSet } from '../../core/model.js';
import type { MicroFormat } from './types.js';

// The statistics cannot take NaN or ±Infinity (a NaN sample stalls a rank test; an infinite value poisons
// every mean), and a hostile or damaged file can hold them (`1e309`, a time printed as `.`). Parsers skip such
// values where they read them; this guard, applied to every registered format, is the backstop.

function finiteOrUndefined(v: number | undefined): number | undefined {
  return v !== undefined && Number.isFinite(v) ? v : undefined;
}

/** The measurement with its non-finite parts removed, or undefined when its value is not finite. */
function finiteMeasurement(m: Measurement): { m?: Measurement; changed: boolean } {
  if (!Number.isFinite(m.value)) return { changed: true };
  let changed = false;
  let out = m;
  if (m.samples?.some((s) => !Number.isFinite(s))) {
    out = { ...out, samples: m.samples.filter((s) => Number.isFinite(s)) };
    if (out.samples?.length === 0) delete out.samples;
    changed = true;
  }
  if (m.error !== undefined && finiteOrUndefined(m.error) === undefined) {
    out = { ...out };
    delete out.error;
    changed = true;
  }
  if (m.attrs && Object.values(m.attrs).some((v) => !Number.isFinite(v))) {
    out = {
      ...out,
      attrs: Object.fromEntries(Object.entries(m.attrs).filter(([, v]) => Number.isFinite(v))),
    };
    changed = true;
  }
  return { m: out, changed };
}

/**
 * The result set without non-finite numbers: measurements whose value is not finite are dropped, non-finite
 * samples, errors and attrs removed, each counted in one warning. A result set whose measurements are built
 * lazily (go test -bench reads by columns) rejects non-finite numbers itself and is returned as it is.
 */
export function withFiniteNumbers(rs: ResultSet): ResultSet {
  if (Object.getOwnPropertyDescriptor(rs, 'measurements')?.get) return rs;
  let dropped = 0;
  let cleaned = 0;
  let sample: string | undefined;
  const measurements: Measurement[] = [];
  for (const m of rs.measurements) {
    const { m: kept, changed } = finiteMeasurement(m);
    if (!kept) dropped++;
    else {
      measurements.push(kept);
      if (changed) cleaned++;
    }
    if (changed) sample ??= m.key;
  }
  if (dropped === 0 && cleaned === 0) return rs;
  const warning = {
    code: 'non-finite-number',
    message:
      `${dropped} measurement(s) whose value is not a finite number were skipped` +
      (cleaned > 0 ? `, and ${cleaned} lost samples or fields that were not finite numbers` : '') +
      ' (NaN, Infinity or a number beyond ±1.8e308 in the input).',
    count: dropped + cleaned,
    ...(sample !== undefined ? { sample: sample.slice(0, 200) } : {}),
  };
  return { ...rs, measurements, warnings: [...rs.warnings, warning] };
}

/** The format with `withFiniteNumbers` applied to everything it parses. */
export function finiteFormat(format: MicroFormat): MicroFormat {
  const guarded: MicroFormat = {
    ...format,
    parse: (text, source, options) => withFiniteNumbers(format.parse(text, source, options)),
  };
  const parseBytes = format.parseBytes?.bind(format);
  if (parseBytes)
    guarded.parseBytes = (bytes, source, options) => withFiniteNumbers(parseBytes(bytes, source, options));
  return guarded;
}
