// Feeds the lines of decoded text that contain a needle to a LineParser, counting every line so records keep
// their line numbers. Other lines cost one `indexOf('\n')` each: no regex, no slicing.
import type { LineParser } from './format.js';
import { LineView } from './line-view.js';

/**
 * A line whose first non-blank character is `#`: no client writes one; people annotate pasted logs with them
 * (the real-log fixtures carry their provenance that way), so they are not block lines.
 */
function isComment(text: string, start: number, stop: number): boolean {
  let i = start;
  while (i < stop && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i < stop && text.charCodeAt(i) === 35;
}

/**
 * The most characters of a needle searched for at once. V8 searches a one-byte string for a pattern of up to six
 * characters by scanning for its first character (memchr); a longer one sets up a Boyer–Moore–Horspool search on
 * every call, which on a million-block Besu log (two absent needles searched through every 32 KB piece, one more
 * after each block line) took ~0.3 s of a ~1.2 s parse. A hit of the prefix is then checked for the whole needle.
 */
const SEARCH_PREFIX = 6;
/** Needles sharing this many first characters are searched together, by their common prefix. */
const SHARED_PREFIX = 4;

/**
 * The needles in groups searched together: each group's prefix (its needles' common first characters, at most
 * SEARCH_PREFIX) and its needles. Besu's `Imported #` and `Import reached block` are one search for `Import`.
 */
function needleGroups(needles: readonly string[]): { prefixes: string[]; members: string[][] } {
  const prefixes: string[] = [];
  const members: string[][] = [];
  for (const needle of needles) {
    const own = needle.slice(0, SEARCH_PREFIX);
    const g = prefixes.findIndex((p) => commonPrefix(p, own) >= SHARED_PREFIX);
    if (g === -1) {
      prefixes.push(own);
      members.push([needle]);
    } else {
      prefixes[g] = own.slice(0, commonPrefix(prefixes[g], own));
      members[g].push(needle);
    }
  }
  return { prefixes, members };
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

export class NeedleLineScanner {
  /** Lines seen so far (the number of the last line fed). */
  lineNo = 0;
  private readonly prefixes: readonly string[];
  private readonly members: readonly (readonly string[])[];
  private readonly view = new LineView();

  constructor(
    needles: readonly string[],
    private readonly parser: LineParser,
  ) {
    const { prefixes, members } = needleGroups(needles);
    this.prefixes = prefixes;
    this.members = members;
  }

  /** Where one of group g's needles first starts in `text` at or after `from`, or Infinity: `indexOf` of each, least. */
  private find(text: string, g: number, from: number): number {
    const prefix = this.prefixes[g];
    const needles = this.members[g];
    for (let h = text.indexOf(prefix, from); h !== -1; h = text.indexOf(prefix, h + 1)) {
      for (let m = 0; m < needles.length; m++) if (text.startsWith(needles[m], h)) return h;
    }
    return Infinity;
  }

  /**
   * Scans `text`, which must end at a line boundary (after a `\n`) or be the last piece of the input.
   * A trailing `\r` (CRLF files) is removed from the lines handed on.
   */
  feed(text: string): void {
    const n = text.length;
    if (n === 0) return;
    const k = this.prefixes.length;
    // One search for colour codes per piece instead of one per block line (most logs have none).
    this.view.noEscapes = text.indexOf('\x1b') === -1;
    // Where each group's next needle starts.
    const hits = new Array<number>(k);
    let next = Infinity;
    for (let g = 0; g < k; g++) {
      hits[g] = this.find(text, g, 0);
      if (hits[g] < next) next = hits[g];
    }
    let start = 0;
    let lineNo = this.lineNo;
    while (start < n) {
      if (next === Infinity) {
        // No needle in the rest of the text: only count its lines.
        let p = text.indexOf('\n', start);
        while (p !== -1) {
          lineNo++;
          start = p + 1;
          p = text.indexOf('\n', start);
        }
        if (start < n) lineNo++;
        break;
      }
      let end = text.indexOf('\n', start);
      if (end === -1) end = n;
      lineNo++;
      if (next < end) {
        const stop = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
        if (!isComment(text, start, stop))
          this.parser.line(this.view.set(text, start, stop, text.slice(start, stop), lineNo));
        next = Infinity;
        for (let g = 0; g < k; g++) {
          if (hits[g] <= end) hits[g] = this.find(text, g, end + 1);
          if (hits[g] < next) next = hits[g];
        }
      }
      start = end + 1;
    }
    this.lineNo = lineNo;
  }
}
