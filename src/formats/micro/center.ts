import { sampleStandardDeviation } from 'simple-statistics';
import { UserError } from '../../core/errors.js';
import type { Measurement, ResultSet } from '../../core/model.js';
import { meanOf } from '../../core/stats/stats.js';

// `--center median|mean` (issue 19): which centre each benchmark is compared on. Without it a side is the median
// of its samples, else the tool's own value (its mean or median, as the file says). With it, every benchmark of a
// file must give that centre — from its samples, from the tool's value, or from the statistic the tool printed
// beside it — or the file is refused with what it can give: a centre silently swapped for another is a misread.

export type Center = 'median' | 'mean';

export const CENTERS: readonly Center[] = ['median', 'mean'];

/** The centres a measurement can give, in the words the refusal uses. */
function available(m: Measurement): string[] {
  const out: string[] = [];
  if (m.samples && m.samples.length >= 2) out.push(`the median and mean of its ${m.samples.length} samples`);
  if (m.center) out.push(`the tool's ${m.center}`);
  for (const c of CENTERS) {
    if (c !== m.center && m.attrs?.[c] !== undefined) out.push(`the tool's ${c}`);
  }
  return out;
}

function refusal(m: Measurement, center: Center, rs: ResultSet, source: string | undefined): UserError {
  const can = available(m);
  const other = CENTERS.find((c) => c !== center);
  const what = can.length
    ? `it gives ${can.join(' and ')}`
    : 'it holds one value per benchmark, and the tool does not say whether it is a mean or a median';
  const fix = can.length
    ? `use --center ${other}, or drop --center`
    : 'drop --center, or rerun with repetitions so that each benchmark has samples';
  return new UserError(
    `${source ? `'${source}'` : 'the input'} (${rs.tool ?? rs.format}) cannot give the ${center} of ` +
      `'${m.key}' (${m.metric}): ${what}. ${fix[0].toUpperCase()}${fix.slice(1)}.`,
  );
}

/** The mean of a measurement's samples, with their standard deviation as its error (a t interval follows). */
function meanOfSamples(m: Measurement, samples: number[]): Measurement {
  const mean = meanOf(Float64Array.from(samples));
  const out: Measurement = { ...m, value: mean, center: 'mean', centerFrom: 'samples' };
  delete out.samples;
  out.error = sampleStandardDeviation(samples);
  out.errorKind = { stddevOf: samples.length };
  return out;
}

/** One measurement on the chosen centre, or undefined when it cannot give it. */
function onCenter(m: Measurement, center: Center): Measurement | undefined {
  const samples = m.samples && m.samples.length >= 2 ? m.samples : undefined;
  if (center === 'median') {
    // The median of the samples is what the judge computes; else the tool's median.
    if (samples || m.center === 'median') return m;
    const median = m.attrs?.median;
    if (median === undefined || !Number.isFinite(median)) return undefined;
    // The tool's error belongs to its mean, not to this median.
    const out: Measurement = { ...m, value: median, center: 'median' };
    delete out.samples;
    delete out.error;
    delete out.errorKind;
    return out;
  }
  // The tool's own mean comes with the tool's interval (JMH's score and score error, criterion's estimate):
  // preferred to a mean recomputed from the samples, which the tool's already is.
  if (m.center === 'mean') {
    if (!samples) return m;
    const out: Measurement = { ...m };
    delete out.samples;
    return out;
  }
  if (samples) return meanOfSamples(m, samples);
  const mean = m.attrs?.mean;
  if (mean === undefined || !Number.isFinite(mean)) return undefined;
  // pytest-benchmark's stddev (its `error`, with errorKind stddevOf rounds) is the rounds' spread around it.
  const out: Measurement = { ...m, value: mean, center: 'mean' };
  delete out.samples;
  // tinybench's own 95% margin of its mean: its median's spread (the error compared on) is not the mean's.
  const moe = m.attrs?.meanMoe;
  if (moe !== undefined && Number.isFinite(moe)) {
    const n = m.attrs?.sampleCount;
    out.error = moe;
    out.errorKind = { confidence: 0.95, n: n !== undefined && n >= 2 ? n : undefined };
  }
  return out;
}

/** The result set with every measurement on `center`; a UserError naming what the file gives when one cannot. */
export function applyCenter(rs: ResultSet, center: Center, source?: string): ResultSet {
  const measurements = rs.measurements.map((m) => {
    const on = onCenter(m, center);
    if (!on) throw refusal(m, center, rs, source);
    return on;
  });
  return { ...rs, measurements };
}
