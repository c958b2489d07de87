import type { Measurement, ResultSet } from '../../core/model.js';
import { quantileOfSorted, sortedCopy } from '../../core/stats/stats.js';
import { toMeasurement } from './measurement.js';
import { extractParams } from './params.js';
import { cleanLines, parseLocaleNumber } from './text.js';
import type { MicroFormat } from './types.js';
import { WarningLog } from './warnings.js';

// JavaScript's `console.time(label)` / `console.timeEnd(label)` lines, as the runtimes print them:
//   Node.js   `label: 1.234ms`, `label: 1.206s`, `label: 1:01.002 (m:ss.mmm)`, `label: 1:00:01.002 (h:mm:ss.mmm)`
//   Chromium  `label: 0.304931640625 ms` (also inside its `--enable-logging` lines: `…:CONSOLE:7] "…", source: …`)
//   Firefox   `label: 7617ms - timer ended`
// One line is one timing; a label timed again gives samples. Only whole lines of that shape count, so a log
// with a few such lines among others is read for those lines alone, and detection stays shy of other formats.

interface Timing {
  label: string;
  ms: number;
}

const SHORT = /^(\d+(?:\.\d+)?) ?(ms|s)(?: - timer ended)?$/;
const MINUTES = /^(\d+):(\d{2}(?:\.\d+)?) \(m:ss\.mmm\)$/;
const HOURS = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?) \(h:mm:ss\.mmm\)$/;
const CHROMIUM_LOG = /^\[[^\]]*:CONSOLE(?::\d+|\(\d+\))\] "(.*)", source: /;

/** A timing line (`label: <time>`), the label being all before the last `: `; undefined for any other line. */
function timingOf(raw: string): Timing | undefined {
  const wrapped = raw.includes(':CONSOLE') ? CHROMIUM_LOG.exec(raw) : null;
  const line = wrapped ? wrapped[1] : raw.trim();
  const colon = line.lastIndexOf(': ');
  if (colon <= 0) return undefined;
  const label = line.slice(0, colon).trim();
  const time = line.slice(colon + 2);
  let ms: number;
  const s = SHORT.exec(time);
  const m = s ? null : MINUTES.exec(time);
  const h = s || m ? null : HOURS.exec(time);
  if (s) ms = parseLocaleNumber(s[1]) * (s[2] === 's' ? 1000 : 1);
  else if (m) ms = (Number(m[1]) * 60 + Number(m[2])) * 1000;
  else if (h) ms = (Number(h[1]) * 3600 + Number(h[2]) * 60 + Number(h[3])) * 1000;
  else return undefined;
  return label === '' || !Number.isFinite(ms) ? undefined : { label, ms };
}

export function detectConsoleTime(head: string): number {
  const lines = cleanLines(head).filter((l) => l.trim() !== '');
  const timings = lines.filter((l) => timingOf(l) !== undefined).length;
  if (timings === 0) return 0;
  // Mostly timing lines: a console.time log. A few among other output: possible, but any other format first.
  return timings * 2 >= lines.length ? 0.6 : timings >= 3 ? 0.3 : 0.1;
}

export function parseConsoleTime(text: string, source?: string): ResultSet {
  const warnings = new WarningLog();
  const byLabel = new Map<string, number[]>();
  cleanLines(text).forEach((line, i) => {
    const t = timingOf(line);
    if (!t) {
      if (line.trim() !== '')
        warnings.add(
          'other-lines',
          'lines that are not `label: <time>` timings (other output of the program) were skipped.',
          i + 1,
          line,
        );
      return;
    }
    const list = byLabel.get(t.label);
    if (list) list.push(t.ms);
    else byLabel.set(t.label, [t.ms]);
  });
  const measurements: Measurement[] = [...byLabel].map(([label, ms]) =>
    toMeasurement({
      key: label,
      value: ms.length === 1 ? ms[0] : quantileOfSorted(sortedCopy(ms), 0.5),
      unit: 'ms',
      samples: ms.length > 1 ? ms : undefined,
      params: extractParams(label),
    }),
  );
  return { format: 'console-time', tool: 'console.time', measurements, warnings: warnings.list(), source };
}

export const consoleTime: MicroFormat = {
  name: 'console-time',
  description: 'JavaScript console.time / timeEnd lines (`label: 1.234ms`; Node.js, Chromium, Firefox)',
  detect: detectConsoleTime,
  parse: parseConsoleTime,
};
