// "Where the time went" in the HTML report: per cut, both runs' phase shares as stacked bars, and each phase's
// part of the total's Δ with its 95% interval. Plain SVG drawn here (no script: the page's CSP allows SVG
// presentation attributes, and the figure then prints and reads without JavaScript).
import type { PhaseBreakdown } from '../../core/model.js';
import { PHASE_HEADER, phaseHeadline, phaseLegend, phaseRows } from '../block-metrics.js';
import { escapeHtml as e, htmlTable } from './html-text.js';

/** One colour per phase row (Okabe–Ito, as the charts' palette); `other` is grey. */
const COLOURS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#8c6d31', '#7570b3'];
const colourOf = (p: PhaseBreakdown, i: number) =>
  p.rows[i].id === 'other' ? '#999999' : COLOURS[i % COLOURS.length];

const LABEL_W = 190;
const BAR_W = 520;
const ROW_H = 18;
const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '—');

/** Stacked bars: two per cut (baseline, candidate), each phase a segment as wide as its share of the total. */
function sharesSvg(p: PhaseBreakdown): string {
  const bars: string[] = [];
  let y = 0;
  const bar = (label: string, shares: number[]) => {
    let x = LABEL_W;
    bars.push(`<text x="${LABEL_W - 6}" y="${y + 13}" text-anchor="end" font-size="12">${e(label)}</text>`);
    shares.forEach((s, i) => {
      const w = Number.isFinite(s) ? (Math.max(0, s) / 100) * BAR_W : 0;
      bars.push(
        `<rect x="${x.toFixed(1)}" y="${y + 2}" width="${w.toFixed(1)}" height="${ROW_H - 4}" fill="${colourOf(p, i)}">` +
          `<title>${e(`${p.rows[i].label}: ${fmt(s)}% of the total`)}</title></rect>`,
      );
      x += w;
    });
    y += ROW_H;
  };
  for (const cut of p.cuts) {
    if (cut.blocks === 0) continue;
    bar(`${cut.name}: baseline`, cut.baselineSharesPct);
    bar(`${cut.name}: candidate`, cut.candidateSharesPct);
    y += 6;
  }
  const legend = p.rows
    .map((r, i) => {
      const x = LABEL_W + (i % 4) * 130;
      const ly = y + 8 + Math.floor(i / 4) * 16;
      return `<rect x="${x}" y="${ly}" width="10" height="10" fill="${colourOf(p, i)}"/><text x="${x + 14}" y="${ly + 9}" font-size="12">${e(r.label)}</text>`;
    })
    .join('');
  const height = y + 12 + Math.ceil(p.rows.length / 4) * 16;
  return (
    `<svg role="img" aria-label="Phase shares of the total time per cut, baseline and candidate" ` +
    `viewBox="0 0 ${LABEL_W + BAR_W + 10} ${height}" width="100%">${bars.join('')}${legend}</svg>`
  );
}

/** Each phase's part of the total's Δ (points of the baseline total) as a dot with its 95% interval. */
function contributionsSvg(p: PhaseBreakdown): string {
  const ends = p.rows
    .flatMap((r) => [r.contributionCi.lowPct, r.contributionCi.highPct, 0])
    .filter(Number.isFinite);
  const span = Math.max(0.5, ...ends.map(Math.abs));
  const x = (v: number) => LABEL_W + ((v + span) / (2 * span)) * BAR_W;
  const parts = p.rows.map((r, i) => {
    const y = i * ROW_H + ROW_H / 2;
    const lo = Number.isFinite(r.contributionCi.lowPct) ? r.contributionCi.lowPct : r.contributionPct;
    const hi = Number.isFinite(r.contributionCi.highPct) ? r.contributionCi.highPct : r.contributionPct;
    return (
      `<text x="${LABEL_W - 6}" y="${y + 4}" text-anchor="end" font-size="12">${e(r.label)}</text>` +
      `<line x1="${x(lo).toFixed(1)}" x2="${x(hi).toFixed(1)}" y1="${y}" y2="${y}" stroke="${colourOf(p, i)}" stroke-width="2"/>` +
      `<circle cx="${x(r.contributionPct).toFixed(1)}" cy="${y}" r="4" fill="${colourOf(p, i)}">` +
      `<title>${e(`${r.label}: ${fmt(r.contributionPct)} pp [${fmt(lo)}, ${fmt(hi)}] of the total's Δ`)}</title></circle>`
    );
  });
  const height = p.rows.length * ROW_H + 20;
  const axis =
    `<line x1="${x(0)}" x2="${x(0)}" y1="0" y2="${height - 18}" stroke="#888" stroke-dasharray="3 3"/>` +
    `<text x="${x(-span)}" y="${height - 4}" font-size="11">${fmt(-span)} pp</text>` +
    `<text x="${x(span)}" y="${height - 4}" font-size="11" text-anchor="end">+${fmt(span)} pp</text>`;
  return (
    `<svg role="img" aria-label="Each phase's part of the total's change, with 95% intervals" ` +
    `viewBox="0 0 ${LABEL_W + BAR_W + 10} ${height}" width="100%">${parts.join('')}${axis}</svg>`
  );
}

export function phaseSectionHtml(p: PhaseBreakdown): string {
  return (
    `<section><h2>Where the time went</h2><p class="lead">${e(phaseHeadline(p))}</p>` +
    `<figure><figcaption>Share of the total per phase, per cut (baseline above candidate)</figcaption>${sharesSvg(p)}</figure>` +
    `<figure><figcaption>Each phase's part of the total's Δ (95% interval)</figcaption>${contributionsSvg(p)}</figure>` +
    htmlTable(
      'Phases, by their part of the total’s Δ',
      PHASE_HEADER.map(e),
      phaseRows(p).map((r) => r.map(e)),
    ) +
    `<p class="note">${e(phaseLegend(p))}</p></section>`
  );
}
