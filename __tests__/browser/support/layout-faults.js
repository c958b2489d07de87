// Run in a comparison view (page.evaluate): what a reader would notice, measured. A number in a table cell
// broken over two lines ("<0.00" over "1"), a chart drawn without a y axis (every value the same), benchmark
// names that all read alike on the x axis ("chainbench.Be…"), and a y label longer than the plot it stands
// beside (cut off at the top). Returns one line per fault.
/* global document, NodeFilter, devicePixelRatio */
globalThis.layoutFaults = () => {
  const faults = [];
  for (const cell of document.querySelectorAll('td.num, th.num')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.textContent.matchAll(/[<>~±+-]?\d[\d.,]*%?/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) faults.push(`"${m[0]}" broken over ${lines.size} lines in "${cell.textContent}"`);
      }
    }
  }
  const ctx = document.createElement('canvas').getContext('2d');
  for (const { id, uplot } of globalThis.benchdeltaCharts) {
    const [x, y] = uplot.axes;
    const ticks = (y._values ?? []).filter((v) => v);
    if (ticks.length < 2) faults.push(`${id}: ${ticks.length} y tick labels`);
    const names = (x._values ?? []).filter((v) => v);
    if (new Set(names).size < names.length) faults.push(`${id}: x labels alike: ${names.join(' | ')}`);
    // labelFont is [font at the device's pixel ratio, its px, its CSS px].
    ctx.font = y.labelFont[0].replace(/\d+px/, `${y.labelFont[2]}px`);
    const width = ctx.measureText(y.label ?? '').width;
    const room = uplot.bbox.height / devicePixelRatio;
    if (width > room)
      faults.push(`${id}: y label "${y.label}" is ${Math.round(width)} px, the plot ${room} px`);
  }
  return faults;
};
