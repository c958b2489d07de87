// Untrusted names (benchmark keys, item-set labels, file names) meet HTML in two places: as text in the page,
// escaped here, and as data for the charts, which travels as JSON in a non-executed script element that no
// name can close (every `<` is written `\u003c`) and is read back with JSON.parse, never evaluated.

const HTML_SPECIAL: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe as element content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_SPECIAL[ch]);
}

/**
 * JSON for a `<script type="application/json">` element: `<`, `>` and `&` as \u escapes (no `</script>` or
 * `<!--` can form), and the line separators that older parsers took for line ends. Non-finite numbers become null.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v))
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A table of already-escaped cells: the first column left-aligned, the rest right (numbers). */
export function htmlTable(caption: string, header: string[], rows: string[][], leftColumns = [0]): string {
  const align = (i: number) => (leftColumns.includes(i) ? '' : ' class="num"');
  const line = (cells: string[], tag: string) =>
    `<tr>${cells.map((c, i) => `<${tag}${tag === 'th' ? ' scope="col"' : ''}${align(i)}>${c}</${tag}>`).join('')}</tr>`;
  return (
    `<table><caption>${caption}</caption><thead>${line(header, 'th')}</thead>` +
    `<tbody>${rows.map((r) => line(r, 'td')).join('')}</tbody></table>`
  );
}
