// How the dashboard writes times, values, changes and its own addresses (#/p/<project>/b/<branch>/s/…).

export const enc = encodeURIComponent;

export const when = (iso) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC') : '—');

/** Seconds (the canonical time unit) read as s, ms, µs or ns by their size; other units as they are. */
const TIME_STEPS = [
  [1, 's'],
  [1e-3, 'ms'],
  [1e-6, 'µs'],
  [1e-9, 'ns'],
];

export const number = (v, unit) => {
  if (v === null || v === undefined) return '—';
  const [scale, name] =
    unit === 's' && v !== 0
      ? (TIME_STEPS.find(([step]) => Math.abs(v) >= step) ?? TIME_STEPS[TIME_STEPS.length - 1])
      : [1, unit ?? ''];
  return `${Number((v / scale).toPrecision(4))} ${name}`.trim();
};

export const pct = (v) => (v === null || v === undefined ? '—' : `${v > 0 ? '+' : ''}${v.toFixed(1)}%`);

/** The dashboard's own address of a view. */
export const hash = (...parts) => `#/${parts.map(enc).join('/')}`;
