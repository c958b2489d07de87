// Draws the HTML report's charts with uPlot from the page's JSON data (see chart-spec.ts for its shape).
// Runs in the browser under a strict Content-Security-Policy: no eval, no inline handlers, no network; every
// name from an input reaches the page as textContent, never as markup. formatMs, formatSignedPct and
// groupThousands are the report's own formatters (format.ts), placed before this script by page.ts.
/* global uPlot, document, window, formatMs, formatSignedPct, groupThousands */
'use strict';
(function drawCharts() {
  const PALETTE = [
    '#4d4d4d',
    '#0072b2',
    '#e69f00',
    '#009e73',
    '#cc79a7',
    '#56b4e9',
    '#d55e00',
    '#8c6d31',
    '#7570b3',
    '#d62728',
    '#9467bd',
    '#17becf',
    '#bcbd22',
  ];
  const HEIGHT = 300;
  const colour = (i) => PALETTE[i % PALETTE.length];
  const faded = (hex, alpha) => {
    const n = parseInt(hex.slice(1), 16);
    return `rgba(${n >> 16},${(n >> 8) & 255},${n & 255},${alpha})`;
  };

  function format(v, axis) {
    if (v === null || v === undefined || !Number.isFinite(v)) return '—';
    switch (axis.format) {
      case 'ms':
        return formatMs(v);
      case 'pct':
        return formatSignedPct(v, 1);
      case 'count':
        return groupThousands(Math.round(v));
      default: {
        const text = Math.abs(v) >= 1e4 ? groupThousands(Math.round(v)) : String(Number(v.toPrecision(4)));
        return axis.unit ? `${text} ${axis.unit}` : text;
      }
    }
  }

  // Names of one family differ at their end (`cancelInOrder num=100`, `… num=1000`): keep both ends.
  const shortenMiddle = (s, n) => {
    if (s.length <= n) return s;
    const head = Math.ceil((n - 1) * 0.4);
    return `${s.slice(0, head)}…${s.slice(s.length - (n - 1 - head))}`;
  };

  function xValueText(spec, idx) {
    if (spec.itemNames) return spec.itemNames[idx];
    if (spec.xCategories) return spec.xCategories[idx];
    return format(spec.x[idx], spec.xAxis);
  }

  function seriesOptions(s, few) {
    const stroke = colour(s.color);
    const base = { label: s.label, stroke, width: 2, spanGaps: s.style === 'line' || s.style === 'dashed' };
    if (s.bandEdge) return { ...base, width: 1, stroke: faded(stroke, 0.5), points: { show: false } };
    switch (s.style) {
      case 'bars':
        return {
          ...base,
          fill: faded(stroke, 0.55),
          paths: uPlot.paths.bars({ size: [0.7, 80] }),
          points: { show: false },
        };
      case 'step':
        return {
          ...base,
          paths: uPlot.paths.stepped({ align: 1 }),
          points: { show: true, size: 5, fill: stroke },
        };
      case 'dashed':
        return { ...base, dash: [6, 4], points: { show: true, size: 5, fill: stroke } };
      case 'points':
        return {
          ...base,
          paths: () => null,
          // A few points (benchmarks) are drawn large enough to see; thousands (blocks) small.
          points: { show: true, size: few ? 7 : 4, stroke, fill: faded(stroke, 0.7), width: 1 },
        };
      default:
        return { ...base, points: { show: true, size: 5, fill: stroke } };
    }
  }

  const AXIS_FONT = '12px system-ui, -apple-system, sans-serif';
  const LABEL_FONT = (px) => `bold ${px}px system-ui, -apple-system, sans-serif`;
  const measurer = document.createElement('canvas').getContext('2d');
  const textWidth = (text, font) => {
    measurer.font = font;
    return measurer.measureText(text).width;
  };

  /**
   * Names that share a start (`chainbench.BenchmarkCalcDifficulty-2`, `chainbench.BenchmarkHashHeaders…`) are
   * told apart by the rest: the shared start, cut back to a separator, goes to the axis label once.
   */
  function sharedStart(names) {
    if (names.length < 2) return '';
    let start = names[0];
    for (const n of names) while (!n.startsWith(start)) start = start.slice(0, -1);
    // Back to a separator, so no name is cut inside a word (Go's "Benchmark" prefix counts as one).
    const kept = /^.*(?:[./:_ -]|Benchmark)/.exec(start)?.[0] ?? '';
    return names.every((n) => n.length > kept.length) ? kept : '';
  }

  /** A y axis wide enough for its widest tick label (uPlot's fixed size let long ones run under the label). */
  function fittedSize(self, values, axisIdx, cycleNum) {
    const axis = self.axes[axisIdx];
    if (cycleNum > 1) return axis._size;
    const widest = Math.max(0, ...(values ?? []).map((v) => textWidth(String(v ?? ''), AXIS_FONT)));
    return Math.ceil(widest + (axis.ticks?.size ?? 10) + (axis.gap ?? 5) + 4);
  }

  /** Height of one line of axis text: upright names need this much room each. */
  const LINE_PX = 13;

  function axisOptions(spec, width) {
    const x = { label: spec.xAxis.label, stroke: '#333', grid: { stroke: '#eee' }, font: AXIS_FONT };
    let xSize = 50;
    if (spec.xCategories) {
      const names = spec.xCategories;
      const start = sharedStart(names);
      const shown = names.map((n) => n.slice(start.length));
      if (start) x.label = `${spec.xAxis.label} (after “${start}”)`;
      const slanted = names.length > 6;
      // Past 24 names they stand upright, one line of text wide each; where even that does not fit, every k-th.
      const upright = names.length > 24;
      const slot = (width - 90) / Math.max(1, names.length);
      const every = upright ? Math.max(1, Math.ceil(LINE_PX / slot)) : 1;
      // As many characters as the space each name has (slanted names get more), and more while two would
      // read the same.
      let chars = Math.max(6, Math.floor((upright ? 170 : slanted ? 120 : slot - 8) / 7));
      const cut = () => shown.map((n) => shortenMiddle(n, chars));
      while (new Set(cut()).size < new Set(shown).size && chars < 40) chars += 2;
      const labels = cut();
      x.splits = () => names.map((_, i) => i);
      x.values = (_u, splits) => splits.map((i) => (i % every === 0 ? (labels[i] ?? '') : ''));
      // Many names side by side only fit slanted, with room below for the slant (sin 35° of their length).
      if (slanted) {
        const longest = Math.max(...labels.map((l) => textWidth(l, AXIS_FONT)));
        xSize = Math.ceil(longest * (upright ? 1 : 0.58) + 24);
        Object.assign(x, { rotate: upright ? 90 : 35, size: xSize });
      }
    } else {
      x.values = (_u, splits) => splits.map((v) => (v === null ? '' : format(v, spec.xAxis)));
      // Ticks at least a label's width apart (block numbers such as 23,640,000 ran into each other).
      const widest = Math.max(
        ...[spec.x[0], spec.x[spec.x.length - 1]].map((v) => format(v, spec.xAxis).length),
      );
      x.space = Math.max(50, widest * 7 + 20);
    }
    // The y label is centred on the plot's height: a long one gets a smaller font rather than being cut off.
    const room = HEIGHT - 50 - 30 - 24;
    let px = 12;
    while (px > 9 && textWidth(spec.yAxis.label, LABEL_FONT(px)) > room) px--;
    const y = {
      label: spec.yAxis.label,
      labelFont: LABEL_FONT(px),
      stroke: '#333',
      grid: { stroke: '#eee' },
      font: AXIS_FONT,
      size: fittedSize,
    };
    y.values = (_u, splits) => splits.map((v) => (v === null ? '' : format(v, spec.yAxis)));
    // uPlot's asinh ticks stray beyond the range (a -1% line under a chart of +50%…+400,000%): our own.
    if (spec.yAxis.symlog) Object.assign(y, { splits: symlogSplits, filter: (_u, splits) => splits });
    // A chart is taller by what its slanted names take beyond an axis of plain ones: the plot keeps its height.
    return { axes: [x, y], height: HEIGHT + xSize - 50 };
  }

  /**
   * Ticks of an asinh axis: 0, then ±10^k, ±5·10^k, ±2·10^k (larger first), each taken when it stands 24 px
   * from those taken; a narrow range gets evenly spaced round values instead.
   */
  function symlogSplits(u) {
    const { min, max } = u.scales.y;
    const candidates = [0];
    for (const m of [1, 5, 2]) for (let k = 9; k >= -2; k--) candidates.push(m * 10 ** k, -m * 10 ** k);
    const taken = [];
    const apart = (v) => taken.every((t) => Math.abs(u.valToPos(t, 'y') - u.valToPos(v, 'y')) >= 24);
    for (const v of candidates) if (v >= min && v <= max && apart(v)) taken.push(v);
    if (taken.length < 3) {
      const step = niceStep((max - min) / 4);
      const ticks = [];
      for (let v = Math.ceil(min / step) * step; v <= max; v += step) ticks.push(Number(v.toPrecision(12)));
      return ticks;
    }
    return taken.sort((a, b) => a - b);
  }

  /** 1, 2 or 5 × 10^k, the first at least `raw`. */
  function niceStep(raw) {
    const k = 10 ** Math.floor(Math.log10(raw));
    return [1, 2, 5, 10].map((m) => m * k).find((s) => s >= raw);
  }

  /**
   * A y range for data with (almost) one value, such as allocations that did not change (every Δ% 0): uPlot
   * would draw no ticks. Δ% axes span at least 2 points, others a little around the value.
   */
  function flatRange(spec) {
    const values = spec.series.flatMap((s) => s.values).filter((v) => v !== null && Number.isFinite(v));
    if (values.length === 0 || spec.yAxis.log) return null;
    const lo = Math.min(...values);
    const hi = Math.max(...values);
    const least = spec.yAxis.format === 'pct' ? 2 : Math.max(Math.abs(hi) * 0.2, 1e-6);
    if (hi - lo >= least) return null;
    const mid = (hi + lo) / 2;
    // Bounds at round values (halves of the least span), so the axis ends on a tick.
    const unit = least / 4;
    return [
      Math.floor(Math.min(lo, mid - least / 2) / unit) * unit,
      Math.ceil(Math.max(hi, mid + least / 2) / unit) * unit,
    ];
  }

  function tooltipPlugin(spec, tip) {
    return {
      hooks: {
        setCursor(u) {
          const idx = u.cursor.idx;
          if (idx === null || idx === undefined) {
            tip.hidden = true;
            return;
          }
          const lines = [xValueText(spec, idx)];
          if (spec.itemNames && !spec.xCategories && spec.xAxis.format !== 'count')
            lines.push(`${spec.xAxis.label}: ${format(spec.x[idx], spec.xAxis)}`);
          spec.series.forEach((s, k) => {
            const v = s.values[idx];
            if (v !== null && v !== undefined && u.series[k + 1].show)
              lines.push(`${s.label}: ${format(v, spec.yAxis)}`);
          });
          for (const extra of spec.extras ?? [])
            lines.push(`${extra.label}: ${format(extra.values[idx], extra)}`);
          tip.textContent = lines.join('\n');
          tip.hidden = false;
          const left = u.cursor.left ?? 0;
          const top = u.cursor.top ?? 0;
          tip.style.left = `${Math.min(left + 12, u.over.clientWidth - tip.offsetWidth)}px`;
          tip.style.top = `${top + 12}px`;
        },
      },
    };
  }

  function zeroLinePlugin() {
    return {
      hooks: {
        draw(u) {
          const y = u.valToPos(0, 'y', true);
          if (!(y >= u.bbox.top && y <= u.bbox.top + u.bbox.height)) return;
          const ctx = u.ctx;
          ctx.save();
          ctx.strokeStyle = '#888';
          ctx.lineWidth = 1;
          ctx.beginPath();
          ctx.moveTo(u.bbox.left, y);
          ctx.lineTo(u.bbox.left + u.bbox.width, y);
          ctx.stroke();
          ctx.restore();
        },
      },
    };
  }

  function widthOf(el) {
    return Math.max(320, Math.min(el.clientWidth || 800, 1100));
  }

  function draw(spec) {
    const host = document.getElementById(`chart-${spec.id}`);
    if (!host) return null;
    const tip = document.createElement('div');
    tip.className = 'tooltip';
    tip.hidden = true;
    tip.setAttribute('role', 'status');
    const distr = (axis) => (axis.log ? { distr: 3 } : axis.symlog ? { distr: 4, asinh: 1 } : { distr: 1 });
    const n = spec.x.length;
    const hasValues = spec.series.some((s) => s.values.some((v) => v !== null && Number.isFinite(v)));
    if (!hasValues) {
      // An empty frame reads as a broken chart: say there is nothing to draw.
      const empty = document.createElement('p');
      empty.className = 'note no-data';
      empty.textContent = 'No values to draw.';
      host.replaceChildren(empty);
      host.dataset.rendered = 'empty';
      return null;
    }
    const flat = flatRange(spec);
    const axes = axisOptions(spec, widthOf(host));
    const opts = {
      width: widthOf(host),
      height: axes.height,
      scales: {
        x: spec.xCategories
          ? { time: false, range: () => [-0.5, Math.max(0.5, n - 0.5)] }
          : { time: false, ...distr(spec.xAxis) },
        y: flat ? { ...distr(spec.yAxis), range: () => flat } : distr(spec.yAxis),
      },
      axes: axes.axes,
      series: [{ label: spec.xAxis.label }, ...spec.series.map((s) => seriesOptions(s, n <= 200))],
      bands: spec.series
        .filter((s) => s.band)
        .map((s) => ({ series: [s.band[1] + 1, s.band[0] + 1], fill: faded(colour(s.color), 0.15) })),
      legend: { live: false },
      cursor: { points: { size: 8 }, drag: { x: !spec.xCategories, y: false } },
      plugins: [tooltipPlugin(spec, tip), ...(spec.zeroLine ? [zeroLinePlugin()] : [])],
    };
    const columns = [spec.x, ...spec.series.map((s) => s.values)];
    const u = new uPlot(opts, columns, host);
    u.over.appendChild(tip);
    const canvas = u.root.querySelector('canvas');
    if (canvas) {
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', spec.title);
    }
    host.dataset.series = String(spec.series.length);
    host.dataset.rendered = 'true';
    return { id: spec.id, host, uplot: u, series: spec.series.length, height: axes.height };
  }

  const data = JSON.parse(document.getElementById('benchdelta-data').textContent);
  const charts = [];
  for (const section of data.sections) {
    for (const spec of section.charts) {
      const chart = draw(spec);
      if (chart) charts.push(chart);
    }
  }
  window.benchdeltaCharts = charts;

  const fit = (width) => {
    for (const c of charts) c.uplot.setSize({ width: width ?? widthOf(c.host), height: c.height });
  };
  let pending = 0;
  window.addEventListener('resize', () => {
    window.clearTimeout(pending);
    pending = window.setTimeout(() => fit(), 100);
  });
  // A section's metric picker shows the charts of the chosen metric (drawn hidden at load: sized again here).
  for (const select of document.querySelectorAll('select.metric-select')) {
    select.addEventListener('change', () => {
      const section = select.closest('section');
      for (const figure of section.querySelectorAll('figure[data-metric]')) {
        figure.hidden = figure.dataset.metric !== select.value;
      }
      fit();
    });
  }
  window.addEventListener('beforeprint', () => fit(680));
  window.addEventListener('afterprint', () => fit());
})();
