import { parseCatch2Text, parseCatch2Xml } from '../../../src/formats/micro/catch2.js';
import { readResultSet } from '../../../src/formats/micro/index.js';
import { byKey, keysOf } from './fixture-support.js';
import { compareFiles, repoFixture, repoFixtureText } from './repo-fixtures.js';

// Keys are `<test case>: <benchmark>` since issue 19 (they were the benchmark names alone).
const OURS = [
  'Containers: sort 10000 ints',
  'Containers: string concat 1000',
  'Fibonacci: fib 20',
  'Fibonacci: fib 25',
];
const us = 1e-6;

describe('Catch2 console', () => {
  test('README truth (v2.13.10 run here): 4 benchmarks, mean with its bootstrap interval', () => {
    const rs = parseCatch2Text(repoFixtureText('catch2', 'baseline.txt'));
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual(OURS);
    const m = byKey(rs, 'Containers: sort 10000 ints');
    expect(m).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(m.value).toBeCloseTo(670.426 * us, 12);
    expect(m.error).toBeCloseTo(((906.552 - 541.061) / 2) * us, 12);
    expect(m.attrs).toMatchObject({ samples: 100, iterations: 1, ciLow: expect.closeTo(541.061 * us, 12) });
    expect(m.samples).toBeUndefined();
    expect(
      byKey(parseCatch2Text(repoFixtureText('catch2', 'candidate-slow.txt')), 'Containers: sort 10000 ints')
        .value,
    ).toBeCloseTo(3.30066e-3, 12);
  });

  test('published v2.11 output: names with symbols, ns and us units', () => {
    const rs = parseCatch2Text(repoFixtureText('catch2', 'published-v2.11.txt'));
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual([
      'Fibonacci: Fibonacci 10',
      'Fibonacci: Fibonacci 20',
      'More Fibonacci: Fibonacci-15_bench',
      'More Fibonacci: Fibonacci~ 5!',
    ]);
    expect(byKey(rs, 'Fibonacci: Fibonacci 20').value).toBeCloseTo(41.731 * us, 12);
    expect(byKey(rs, 'Fibonacci: Fibonacci 20').attrs).toMatchObject({ samples: 100, iterations: 2 });
    expect(byKey(rs, 'More Fibonacci: Fibonacci~ 5!').value).toBeCloseTo(36e-9, 15);
  });

  test('published v3 output (`est run time`): five test cases, seconds and minutes', () => {
    const rs = parseCatch2Text(repoFixtureText('catch2', 'published-v3.txt'));
    expect(rs.warnings).toEqual([]);
    expect(rs.measurements).toHaveLength(5);
    const k = byKey(rs, 'Denot benchmark GAP: k=50');
    expect(k.value).toBeCloseTo(1.3522, 9);
    expect(k.error).toBeCloseTo((1.35522 - 1.34968) / 2, 9);
    expect(k.params).toEqual({ k: '50' });
  });

  test('a row whose mean line is garbled is counted with its line number', () => {
    const text = repoFixtureText('catch2', 'baseline.txt').replace('670.426 us', '670.426 parsecs');
    const rs = parseCatch2Text(text);
    expect(keysOf(rs)).toEqual(['Containers: string concat 1000', 'Fibonacci: fib 20', 'Fibonacci: fib 25']);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'unparsed-row', count: 1, firstLine: 35 })]);
  });
});

describe('Catch2 --reporter xml', () => {
  test('README truth: ns values, the same four names', () => {
    const rs = parseCatch2Xml(repoFixtureText('catch2', 'baseline.xml'));
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual(OURS);
    const m = byKey(rs, 'Containers: sort 10000 ints');
    expect(m.value).toBeCloseTo(696308e-9, 12);
    expect(m.error).toBeCloseTo(((953557 - 559953) / 2) * 1e-9, 12);
    expect(
      byKey(parseCatch2Xml(repoFixtureText('catch2', 'candidate-slow.xml')), 'Containers: sort 10000 ints')
        .value,
    ).toBeCloseTo(4.79795e-3, 12);
  });

  test('entities in names are decoded; a result without <mean> is counted', () => {
    const xml = repoFixtureText('catch2', 'baseline.xml')
      .replace('name="fib 20"', 'name="fib &lt;20&gt; &amp; co"')
      .replace(/<mean value="[^"]*"/, (m) => m.replace('<mean', '<median'));
    const rs = parseCatch2Xml(xml);
    expect(keysOf(rs)).toEqual([
      'Containers: sort 10000 ints',
      'Containers: string concat 1000',
      'Fibonacci: fib 25',
    ]);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'bad-entry', count: 1 })]);
    const named = parseCatch2Xml(
      repoFixtureText('catch2', 'baseline.xml').replace('name="fib 20"', 'name="a &amp; b"'),
    );
    expect(keysOf(named)).toContain('Fibonacci: a & b');
  });
});

describe('Catch2 v3.7.1 (built here)', () => {
  test('README truth: console and XML, the same four names', () => {
    const text = parseCatch2Text(repoFixtureText('catch2', 'baseline-v3.txt'));
    expect(text.warnings).toEqual([]);
    expect(keysOf(text)).toEqual(OURS);
    expect(byKey(text, 'Containers: sort 10000 ints').value).toBeCloseTo(1.21987e-3, 12);
    expect(byKey(text, 'Containers: sort 10000 ints').error).toBeCloseTo(
      ((1.95989 - 0.848788) / 2) * 1e-3,
      12,
    );
    const xml = parseCatch2Xml(repoFixtureText('catch2', 'candidate-slow-v3.xml'));
    expect(keysOf(xml)).toEqual(OURS);
    expect(byKey(xml, 'Containers: sort 10000 ints').value).toBeCloseTo(1.277e-2, 12);
  });

  test('--benchmark-no-analysis: one line per benchmark, no interval, no error', () => {
    const text = parseCatch2Text(repoFixtureText('catch2', 'no-analysis-v3.txt'));
    expect(text.warnings).toEqual([]);
    expect(keysOf(text)).toEqual(OURS);
    const sort = byKey(text, 'Containers: sort 10000 ints');
    expect(sort.value).toBeCloseTo(494.562 * us, 12);
    expect(sort.error).toBeUndefined();
    expect(sort.attrs).toEqual({ samples: 5, iterations: 1 });
    const xml = byKey(
      parseCatch2Xml(repoFixtureText('catch2', 'no-analysis-v3.xml')),
      'Containers: sort 10000 ints',
    );
    expect(xml.value).toBeCloseTo(1.64254e-3, 12);
    expect(xml.error).toBeUndefined();
    expect(xml.attrs).toEqual({ samples: 5, iterations: 1 });
  });
});

describe('Catch2 through the reader and the CLI', () => {
  test.each([
    'baseline.txt',
    'baseline.xml',
    'published-v2.11.txt',
    'published-v3.txt',
    'baseline-v3.txt',
    'baseline-v3.xml',
    'no-analysis-v3.txt',
    'no-analysis-v3.xml',
  ])('%s is detected', async (f) => {
    expect((await readResultSet(repoFixture('catch2', f))).format).toBe('catch2');
  });

  test.each([
    ['baseline.txt', 'candidate-slow.txt'],
    ['baseline.xml', 'candidate-slow.xml'],
    ['baseline-v3.txt', 'candidate-slow-v3.txt'],
    ['baseline-v3.xml', 'candidate-slow-v3.xml'],
  ])('%s → %s: the slowed sort is a regression, string concat unchanged', async (b, c) => {
    const { code, verdicts } = await compareFiles(repoFixture('catch2', b), repoFixture('catch2', c));
    expect(code).toBe(1);
    expect(verdicts['Containers: sort 10000 ints time']).toBe('regression');
    // Unchanged (+1.1%), but Catch2's own interval (−2.4% to +4.7%) cannot rule out ±2%: not a change either way.
    expect(['no-change', 'inconclusive']).toContain(verdicts['Containers: string concat 1000 time']);
  });

  test('baseline → candidate (same code): no regression', async () => {
    const { code, cmp } = await compareFiles(
      repoFixture('catch2', 'baseline.txt'),
      repoFixture('catch2', 'candidate.txt'),
    );
    expect(code).toBe(0);
    expect(cmp.counts).toMatchObject({ regression: 0, improvement: 0 });
  });
});

// Issue 19, class 4: keys that never collide (`<test case>: <section…>: <benchmark>`), wrapped names joined.
describe('Catch2 sections and wrapped names', () => {
  test("Bencher's issue_351 input: two `Fibonacci 20` in different sections, a wrapped name joined", () => {
    const rs = parseCatch2Text(repoFixtureText('catch2', 'bencher', 'issue_351.txt'));
    expect(rs.warnings).toEqual([]);
    expect(keysOf(rs)).toEqual([
      'Even More Fibonacci: With a long name: Fibonacci 10 with a long name',
      'Even More Fibonacci: With a long name: Fibonacci 20',
      'More Fibonacci: Fibonacci-15_bench',
      'More Fibonacci: Fibonacci~ 5!',
      'Unit_assignment: Construction: Fibonacci 10',
      'Unit_assignment: Construction: Fibonacci 20',
    ]);
    // Bencher's truth for the wrapped row: the mean 344 ns on the line that carries `a long name`.
    expect(
      byKey(rs, 'Even More Fibonacci: With a long name: Fibonacci 10 with a long name').value,
    ).toBeCloseTo(344e-9, 15);
  });

  test('XML: <Section> names go into the key between the test case and the benchmark', () => {
    // baseline.xml with its first benchmark wrapped in a section, as Catch2 writes one.
    const xml = repoFixtureText('catch2', 'baseline.xml')
      .replace(
        '<BenchmarkResults name="fib 20"',
        '<Section name="small" filename="bench.cpp" line="16">\n<BenchmarkResults name="fib 20"',
      )
      .replace(
        /(<BenchmarkResults name="fib 20"[\s\S]*?<\/BenchmarkResults>)/,
        '$1\n<OverallResults successes="0"/>\n</Section>',
      );
    expect(keysOf(parseCatch2Xml(xml))).toEqual([
      'Containers: sort 10000 ints',
      'Containers: string concat 1000',
      'Fibonacci: fib 25',
      'Fibonacci: small: fib 20',
    ]);
  });
});
