// A series drawn with uPlot (loaded before this module by the page): its points, the change points as dashed
// red lines, and a tooltip naming the run under the cursor.
/* global uPlot, window */
import { el } from './dom.js';
import { number, pct, when } from './format.js';

/** Vertical lines where the series changes, drawn under the points. */
function changePointPlugin(indices) {
  return {
    hooks: {
      drawAxes(u) {
        const ctx = u.ctx;
        ctx.save();
        ctx.strokeStyle = '#d62728';
        ctx.setLineDash([5, 4]);
        ctx.lineWidth = 2;
        for (const i of indices) {
          const x = u.valToPos(i + 1, 'x', true);
          ctx.beginPath();
          ctx.moveTo(x, u.bbox.top);
          ctx.lineTo(x, u.bbox.top + u.bbox.height);
          ctx.stroke();
        }
        ctx.restore();
      },
    },
  };
}

/**
 * The chart's figure, and `draw` to call once the figure is in the page (so it knows its width); `pageWidth`
 * reads the width of the page's main box.
 */
export function seriesChart(s, pageWidth) {
  const host = el('div', { class: 'chart', id: 'series-chart' });
  const tip = el('div', { class: 'tooltip', role: 'status', hidden: true });
  const xs = s.points.map((_, i) => i + 1);
  const ys = s.points.map((p) => p.value);
  const cps = s.changePoints.map((c) => c.index);
  const opts = {
    width: Math.max(320, Math.min(pageWidth() || 900, 1100)),
    height: 320,
    scales: { x: { time: false } },
    axes: [
      { label: 'run (oldest first)', stroke: '#333', grid: { stroke: '#eee' } },
      {
        label: s.metric,
        stroke: '#333',
        grid: { stroke: '#eee' },
        size: 80,
        values: (_u, splits) => splits.map((v) => number(v, s.unit)),
      },
    ],
    series: [
      { label: 'run' },
      {
        label: `${s.key} · ${s.metric}`,
        stroke: '#0072b2',
        width: 2,
        points: { show: s.points.length <= 200, size: 4, fill: '#0072b2' },
      },
    ],
    legend: { live: false },
    cursor: { points: { size: 8 } },
    plugins: [
      changePointPlugin(cps),
      {
        hooks: {
          setCursor(u) {
            const i = u.cursor.idx;
            if (i === null || i === undefined) {
              tip.hidden = true;
              return;
            }
            const p = s.points[i];
            const cp = s.changePoints.find((c) => c.index === i);
            tip.textContent = [
              `commit ${p.commit.slice(0, 12)}`,
              when(p.time),
              number(p.value, s.unit),
              cp ? `change point: ${pct(cp.forwardChangePct)}` : '',
            ]
              .filter(Boolean)
              .join('\n');
            tip.hidden = false;
            tip.style.left = `${Math.min((u.cursor.left ?? 0) + 12, u.over.clientWidth - tip.offsetWidth)}px`;
            tip.style.top = `${(u.cursor.top ?? 0) + 12}px`;
          },
        },
      },
    ],
  };
  const figure = el(
    'figure',
    { 'aria-labelledby': 'series-title' },
    el('figcaption', { id: 'series-title', text: `${s.key} · ${s.metric} on ${s.branch}` }),
    host,
  );
  const draw = () => {
    const u = new uPlot(opts, [xs, ys], host);
    u.over.append(tip);
    u.root.querySelector('canvas')?.setAttribute('role', 'img');
    u.root
      .querySelector('canvas')
      ?.setAttribute(
        'aria-label',
        `${s.key} · ${s.metric}, ${s.points.length} runs, ${cps.length} change points`,
      );
    host.dataset.points = String(s.points.length);
    host.dataset.changePoints = String(cps.length);
    window.benchdeltaSeriesChart = u;
  };
  return { figure, draw };
}
