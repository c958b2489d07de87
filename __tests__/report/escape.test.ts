// One escaping function per output kind keeps names from the inputs inert (issue #12).
import {
  escapeCsvText,
  escapeMarkdown,
  escapeStrings,
  escapeTerminalText,
  escapeTextName,
} from '../../src/report/escape.js';
import { DEFERRED_FIELDS } from '../../src/core/model.js';

const ZWJ = '\u200d';

describe('escapeMarkdown', () => {
  test.each([
    ['@octocat', `@${ZWJ}octocat`],
    ['team@evil.example', `team@${ZWJ}evil.example`],
    ['www.evil.example', `www${ZWJ}.evil.example`],
    ['https://evil.example', `https&#58;${ZWJ}//evil.example`],
    ['$x^2$', '<span>$</span>x^2<span>$</span>'],
    ['#12', `\\#${ZWJ}12`],
    ['owner/repo#12', `owner/repo\\#${ZWJ}12`],
    ['GH-12', `GH${ZWJ}-12`],
    ['a\u202eb', 'a\ufffdb'],
    ['a\x1b[31mb', 'a \\[31mb'],
    ['a | b', 'a &#124; b'],
  ])('%j → %j', (raw, escaped) => expect(escapeMarkdown(raw)).toBe(escaped));

  test('ordinary names are left readable', () => {
    expect(escapeMarkdown('BenchmarkFoo/size=100-8')).toBe('BenchmarkFoo/size=100-8');
    expect(escapeMarkdown('slow ≥ 1000 ms')).toBe('slow ≥ 1000 ms');
  });
});

describe('terminal text', () => {
  test('a name shows its control and bidi characters as escapes', () => {
    expect(escapeTextName('a\nb\tc\x1b[0m\u202ed\x9b')).toBe('a\\nb\\tc\\x1b[0m<U+202E>d\\x9b');
  });

  test('no line of the output is a workflow command, in either syntax', () => {
    const out = escapeTerminalText('ok\n::error::x\n   ::add-mask::y\nname ##[set-output name=a]b\n');
    expect(out).toBe('ok\n\\::error::x\n   \\::add-mask::y\nname #\\#[set-output name=a]b\n');
    // Our own newlines and tabs are kept.
    expect(escapeTerminalText('a\tb\nc')).toBe('a\tb\nc');
  });

  test('escapeStrings copies only what changed and leaves typed arrays alone', () => {
    const blocks = new Float64Array([1, 2]);
    const clean = { name: 'fine', list: ['a'] };
    const report = { clean, dirty: { name: 'x\ny' }, blocks };
    const escaped = escapeStrings(report, escapeTextName);
    expect(escaped.clean).toBe(clean);
    expect(escaped.blocks).toBe(blocks);
    expect(escaped.dirty.name).toBe('x\\ny');
    expect(report.dirty.name).toBe('x\ny');
  });

  test('escapeStrings leaves fields computed on first read (DEFERRED_FIELDS) uncomputed until the copy is read', () => {
    let reads = 0;
    const lazy: Record<string, unknown> = { id: 'a\tb', n: 1 };
    Object.defineProperty(lazy, 'label', {
      enumerable: true,
      configurable: true,
      get: () => (reads++, 'c\nd'),
    });
    Object.defineProperty(lazy, 'gone', {
      enumerable: true,
      configurable: true,
      get: () => (delete lazy.gone, undefined),
    });
    lazy.last = ['e\rf'];
    Object.defineProperty(lazy, DEFERRED_FIELDS, { value: true });
    const escaped = escapeStrings({ list: [lazy] }, escapeTextName);
    const copy = escaped.list[0] as Record<string, unknown>;
    expect(reads).toBe(0);
    expect(Object.keys(copy)).toEqual(['id', 'n', 'label', 'gone', 'last']);
    expect(copy.id).toBe('a\\tb');
    expect(copy.last).toEqual(['e\\rf']);
    expect(copy.label).toBe('c\\nd');
    expect(copy.label).toBe('c\\nd');
    expect(reads).toBe(1);
    expect(lazy.label).toBe('c\nd');
    // A field the original drops when read is dropped from the copy too.
    expect(copy.gone).toBeUndefined();
    expect(Object.keys(copy)).toEqual(['id', 'n', 'label', 'last']);
    expect(JSON.stringify(copy)).toBe('{"id":"a\\\\tb","n":1,"label":"c\\\\nd","last":["e\\\\rf"]}');
  });
});

describe('escapeCsvText', () => {
  test.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['plain name', 'plain name'],
    ['a,b', '"a,b"'],
  ])('%j → %j', (raw, escaped) => expect(escapeCsvText(raw)).toBe(escaped));
});
