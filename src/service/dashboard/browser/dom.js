// The dashboard's building blocks of the page: elements, tables, lists a page at a time.
/* global document */

/** Rows a list shows at once (and runs the runs section asks the API for at once). */
export const PAGE = 50;

/** An element with attributes, text (`text`), listeners (`on`) and children. */
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (k === 'text') node.textContent = v;
    else if (k === 'on') for (const [type, fn] of Object.entries(v)) node.addEventListener(type, fn);
    else if (v !== undefined && v !== null && v !== false) node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) node.append(c);
  return node;
}

export const link = (href, text) => el('a', { href, text });

export function table(caption, header, rows, numeric = []) {
  return el(
    'table',
    {},
    el('caption', { text: caption }),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        header.map((h, i) => el('th', { scope: 'col', class: numeric.includes(i) ? 'num' : null, text: h })),
      ),
    ),
    el(
      'tbody',
      {},
      rows.map((r) =>
        el(
          'tr',
          {},
          r.map((c, i) =>
            el(
              'td',
              { class: numeric.includes(i) ? 'num' : null },
              typeof c === 'string' ? document.createTextNode(c) : c,
            ),
          ),
        ),
      ),
    ),
  );
}

/** A list shown PAGE rows at a time with previous/next buttons. */
export function paged(caption, header, rows, numeric) {
  const box = el('div', { class: 'paged' });
  let page = 0;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const show = () => {
    const nav =
      pages > 1
        ? el(
            'p',
            { class: 'pager' },
            el('button', {
              type: 'button',
              disabled: page === 0,
              on: { click: () => ((page -= 1), show()) },
              text: '← previous',
            }),
            el('span', { text: ` page ${page + 1} of ${pages} (${rows.length} rows) ` }),
            el('button', {
              type: 'button',
              disabled: page >= pages - 1,
              on: { click: () => ((page += 1), show()) },
              text: 'next →',
            }),
          )
        : null;
    box.replaceChildren(
      table(caption, header, rows.slice(page * PAGE, (page + 1) * PAGE), numeric),
      nav ?? '',
    );
  };
  show();
  return box;
}
