// The tables of the micro-benchmark Markdown report (see micro-markdown.ts): one per metric of the
// benchmarks shown, the scaling families' growth, the chunk series; and the verdict cell they share.
import type { MicroBenchmark, MicroRun } from '../core/compare-micro.js';
import type { ChunkSeries } from '../core/micro/chunk-series.js';
import { VERDICT_ICON } from './block-markdown.js';
import { escapeMarkdown as cell } from './escape.js';
import {
  byMetric,
  commonKeyPrefix,
  costModelText,
  crossoverSentence,
  shownCrossovers,
  curveSamples,
  deltaText,
  exponentText,
  familyChangeSentence,
  formatMeasure,
  metricTitle,
  intervalText,
  perItemExponentText,
  pText,
  samplesText,
  sideText,
  signedPct,
} from './micro-summary.js';
import type { Footnotes } from './micro-footnotes.js';

export const LABEL: Record<string, string> = {
  regression: 'regression',
  improvement: 'improvement',
  'no-change': 'no change',
  inconclusive: 'inconclusive',
  suspect: 'suspect',
};

export const ICON: Record<string, string> = { ...VERDICT_ICON, suspect: '⚠️' };

/** A row's verdict with its icon; a suspect change keeps its verdict and gets the warning sign beside it. */
export function verdictCell(b: Pick<MicroBenchmark, 'verdict' | 'suspect'>): string {
  const v = `${ICON[b.verdict] ?? ''} ${LABEL[b.verdict] ?? b.verdict}`;
  return b.suspect ? `${v} ${ICON.suspect} suspect` : v;
}

export function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function benchmarkTables(rows: MicroBenchmark[], notes: Footnotes): string[] {
  const out: string[] = [];
  for (const group of byMetric(rows)) {
    const first = group[0];
    const prefix = commonKeyPrefix(group.map((b) => b.key));
    out.push('');
    out.push(
      `**${cell(metricTitle(first.metric, first.unit, first.direction))}**${prefix ? ` — ${cell(prefix)}…` : ''}`,
    );
    out.push('');
    out.push(row(['benchmark', 'baseline', 'candidate', 'Δ', 'Δ 95%', 'p', 'n', 'verdict']));
    out.push(row([':--', '--:', '--:', '--:', '--:', '--:', '--:', ':--']));
    for (const b of group) {
      const marks = notes.marks(b, b.key.slice(prefix.length));
      out.push(
        row([
          cell(b.key.slice(prefix.length)),
          cell(sideText(b.baseline, b.unit)),
          cell(sideText(b.candidate, b.unit)),
          cell(deltaText(b)),
          cell(intervalText(b)),
          cell(pText(b)),
          samplesText(b),
          `${verdictCell(b)}${marks ? ` <sup>${marks}</sup>` : ''}`,
        ]),
      );
    }
  }
  return out;
}
export function scalingSection(run: MicroRun, rows: number): string[] {
  const fams = run.scalingChanges.families;
  if (fams.length === 0) return [];
  const prefix = commonKeyPrefix(fams.map((f) => f.label));
  const label = (s: string) => cell(s.slice(prefix.length));
  const out: string[] = [''];
  const changed = fams.filter((f) => f.changed && f.baseline && f.candidate);
  for (const f of changed)
    out.push(`- **Growth changed** — ${cell(familyChangeSentence(f, f.label.slice(prefix.length)))}`);
  out.push('');
  out.push(
    `<details${changed.length ? ' open' : ''}><summary>Scaling, baseline → candidate: growth exponent k of the cost per op (cost ∝ n^k)${prefix ? ` — ${cell(prefix)}…` : ''}</summary>`,
  );
  out.push('');
  out.push(row(['family', 'metric', 'exponent k', 'per item (k − 1)', 'cost model (fixed + per item · n)']));
  out.push(row([':--', ':--', '--:', '--:', ':--']));
  for (const f of fams.slice(0, rows)) {
    out.push(
      row([
        `${label(f.label)}${f.changed ? ' ◀' : ''}`,
        cell(f.metric),
        exponentText(f),
        perItemExponentText(f),
        cell(costModelText(f)),
      ]),
    );
  }
  const xs = shownCrossovers(run.scalingChanges.crossovers);
  if (xs.length > 0) out.push('');
  for (const x of xs.slice(0, rows))
    out.push(`- Crossover: ${cell(crossoverSentence(x, (s) => s.slice(prefix.length)))}`);
  for (const n of run.scaling.notes.slice(0, rows)) out.push(`- ${cell(n)}`);
  out.push('');
  out.push('</details>');
  return out;
}

export function chunkSection(series: ChunkSeries[]): string[] {
  const out: string[] = [''];
  out.push('**Chunk series** (one value per chunk; judged over all chunks with a Wilcoxon signed-rank test)');
  out.push('');
  out.push(
    row([
      'metric',
      'chunks',
      'baseline total',
      'candidate total',
      'Δ total',
      'typical chunk',
      'p',
      'verdict',
    ]),
  );
  out.push(row([':--', '--:', '--:', '--:', '--:', '--:', '--:', ':--']));
  for (const s of series) {
    out.push(
      row([
        cell(s.metric),
        String(s.chunks.length),
        cell(formatMeasure(s.baselineTotal, s.unit)),
        cell(formatMeasure(s.candidateTotal, s.unit)),
        s.totalDeltaPct === null ? '—' : signedPct(s.totalDeltaPct),
        s.medianDeltaPct === null ? '—' : signedPct(s.medianDeltaPct),
        s.pValue < 0.001 ? '<0.001' : s.pValue.toFixed(3),
        `${ICON[s.verdict] ?? ''} ${LABEL[s.verdict] ?? s.verdict}`,
      ]),
    );
  }
  for (const s of series) {
    const at = curveSamples(s);
    if (at.length === 0) continue;
    out.push('');
    out.push(`Accumulated ${cell(s.metric)}:`);
    out.push('');
    out.push(row(['chunk', ...at.map((i) => cell(s.chunks[i]))]));
    out.push(row(['--:', ...at.map(() => '--:')]));
    out.push(row(['baseline', ...at.map((i) => cell(formatMeasure(s.baselineCumulative[i], s.unit)))]));
    out.push(row(['candidate', ...at.map((i) => cell(formatMeasure(s.candidateCumulative[i], s.unit)))]));
  }
  return out;
}
