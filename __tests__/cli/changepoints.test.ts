// `benchdelta changepoints` run in-process on the Otava oracle's series files and on files written here.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyseChanges } from '../../src/core/changepoints.js';
import { cli } from '../support/cli/run-cli.js';
import { otavaJson, SERIES, seriesPath, seriesValues } from '../core/changepoints/otava-oracle.js';
import { gaussian, mulberry32 } from '../core/changepoints/synthetic.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'benchdelta-cp-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};
const readJson = (p: string) =>
  JSON.parse(readFileSync(p, 'utf8')) as {
    method: string;
    series: {
      name: string;
      points: number;
      changePoints: { index: number; key?: string; commit?: string }[];
      outliers: number[];
      pending: number[];
    }[];
  };

describe('benchdelta changepoints on the Otava series', () => {
  test.each(SERIES)('%s: the table and --json hold what detectChangePoints finds', async (name) => {
    const out = path.join(dir, `${name}.json`);
    const r = await cli(['changepoints', seriesPath(name), '--json', out]);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const expected = analyseChanges(seriesValues(name));
    const doc = readJson(out);
    expect(doc.method).toBe('benchdelta');
    expect(doc.series).toHaveLength(1);
    expect(doc.series[0]).toMatchObject({
      name: 'metric',
      points: 120,
      outliers: expected.outliers,
      pending: [],
    });
    expect(doc.series[0].changePoints.map((c) => c.index)).toEqual(expected.steps.map((c) => c.index));
    for (const c of doc.series[0].changePoints) {
      expect(c.commit).toBe(`c${String(c.index).padStart(4, '0')}`);
      expect(r.stdout).toMatch(new RegExp(`^ +${c.index}  ${c.key}  ${c.commit} `, 'm'));
    }
    expect(r.stdout).toContain(`metric: 120 points, ${expected.steps.length} change point`);
  });

  test('outlier-spike.csv: the spike is listed as an outlier, with its time', async () => {
    const r = await cli(['changepoints', seriesPath('outlier-spike')]);
    expect(r.stdout).toContain('metric: 120 points, 0 change points, 0 drifts');
    expect(r.stdout).toContain('outliers: 70 (2025-01-03T22:00:00Z)');
  });

  test('--otava and the options reproduce `otava analyze` (defaults, -M 0.10, --window 30)', async () => {
    for (const name of SERIES) {
      for (const [args, otavaFile] of [
        [[], 'json'],
        [['--min-magnitude', '0.10'], 'json_M0.10'],
        [['--window', '30'], 'json_window30'],
      ] as const) {
        const out = path.join(dir, `${name}-otava.json`);
        const r = await cli(['changepoints', seriesPath(name), '--otava', ...args, '--json', out]);
        expect(r.code).toBe(0);
        const doc = readJson(out);
        expect(doc.method).toBe('otava-0.8.0');
        expect(doc.series[0].changePoints.map((c) => c.index)).toEqual(
          otavaJson(name, otavaFile).map((c) => c.index),
        );
      }
    }
  });
});

describe('inputs', () => {
  const step = seriesValues('step15');
  const flat = seriesValues('no-change');

  test('--series-column makes one series per value, each analysed alone', async () => {
    const rows = [...step.map((v, i) => `${i},fast,${v}`), ...flat.map((v, i) => `${i},slow,${v}`)];
    const p = file('grouped.csv', `run,bench,ns\n${rows.join('\n')}\n`);
    const out = path.join(dir, 'grouped.json');
    const r = await cli([
      'changepoints',
      p,
      '--series-column',
      'bench',
      '--key-column',
      'run',
      '--json',
      out,
    ]);
    expect(r.code).toBe(0);
    const doc = readJson(out);
    expect(doc.series.map((s) => [s.name, s.points, s.changePoints.map((c) => c.index)])).toEqual([
      ['fast', 120, [60]],
      ['slow', 120, []],
    ]);
    expect(doc.series[0].changePoints[0].key).toBe('60');
    expect(r.stdout).toMatch(/^fast: 120 points, 1 change point, 0 drifts$/m);
  });

  test('JSON: an array of numbers, {name: [numbers]}, and rows with --key-column/--value-column', async () => {
    const out = path.join(dir, 'j.json');
    await cli(['changepoints', file('a.json', JSON.stringify(step)), '--json', out]);
    expect(readJson(out).series.map((s) => [s.name, s.changePoints.map((c) => c.index)])).toEqual([
      ['values', [60]],
    ]);
    await cli(['changepoints', file('o.json', JSON.stringify({ up: step, flat })), '--json', out]);
    expect(readJson(out).series.map((s) => [s.name, s.changePoints.map((c) => c.index)])).toEqual([
      ['up', [60]],
      ['flat', []],
    ]);
    const rows = step.map((v, i) => ({ sha: `s${i}`, ms: v }));
    await cli([
      'changepoints',
      file('r.json', JSON.stringify(rows)),
      '--key-column',
      'sha',
      '--value-column',
      'ms',
      '--json',
      out,
    ]);
    expect(readJson(out).series[0].changePoints).toMatchObject([{ index: 60, key: 's60' }]);
  });

  test('the value column is found when it is the only numeric one', async () => {
    const p = file('plain.csv', `commit,seconds\n${step.map((v, i) => `c${i},${v}`).join('\n')}\n`);
    const r = await cli(['changepoints', p]);
    expect(r.stdout).toMatch(/^seconds: 120 points, 1 change point/m);
    expect(r.stdout).toMatch(/^ +60 +c60 /m);
  });

  test('a last point off its level is shown as pending; lines keep within 100 columns', async () => {
    const spiky = step.map((v, i) => (i % 9 === 4 ? v * 1.5 : v));
    const p = file('pending.json', JSON.stringify({ 'a long series name': [...spiky, step[119] * 1.3] }));
    // A spike every 9 points is a cycle to the season finder: --no-season keeps them outliers.
    const r = await cli(['changepoints', p, '--no-season']);
    expect(r.stdout).toMatch(/^ {2}pending: +120, the last point, is off the level before it;/m);
    expect(r.stdout).toMatch(/^ {2}outliers: 4, 13, 22,/m);
    expect(r.stdout.split('\n').filter((l) => [...l].length > 100)).toEqual([]);
  });

  test('a silent series says the smallest step it would have seen, in text and JSON', async () => {
    // Uniform noise of ±5% (a fixed pseudo-random draw), no step: 60 points see only steps past the noise; 400
    // points of ±1.5% see down to the 2% a step must reach (--min-magnitude).
    let seed = 7;
    const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 10;
    const quiet = (n: number, scale = 1) => Array.from({ length: n }, () => 100 + scale * noise());
    const short = await cli(['changepoints', file('short.json', JSON.stringify({ s: quiet(60) }))]);
    expect(short.stdout).toMatch(
      /no change: +none found; a step in mid-series smaller than [\d.]+ \(([\d.]+)% of/,
    );
    expect(Number(/\(([\d.]+)% of the level\)/.exec(short.stdout)?.[1])).toBeGreaterThan(2);
    expect(short.stdout).toMatch(/more points, or less noise per point/);
    const out = path.join(dir, 'long.json');
    const long = await cli([
      'changepoints',
      file('long-in.json', JSON.stringify({ l: quiet(400, 0.3) })),
      '--json',
      out,
    ]);
    expect(long.code).toBe(0);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as { series: { detectable?: { stepPct: number } }[] };
    expect(doc.series[0].detectable?.stepPct).toBeCloseTo(2, 6);
    const text = await cli(['changepoints', path.join(dir, 'long-in.json')]);
    expect(text.stdout).toMatch(/that is the --min-magnitude a step must reach/);
  });

  test('a change of spread is its own line and JSON entry, and the series is not called silent', async () => {
    // 1% noise about 100 for 200 points, then 3% (a fixed seeded draw): no step, the spread ×3.
    const rand = mulberry32(901);
    const noisy = Array.from({ length: 400 }, (_, i) => 100 * (1 + (i < 200 ? 0.01 : 0.03) * gaussian(rand)));
    const out = path.join(dir, 'spread.json');
    const r = await cli(['changepoints', file('spread-in.json', JSON.stringify({ noisy })), '--json', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^noisy: 400 points, 0 change points, 0 drifts, 1 change of spread$/m);
    expect(r.stdout).toMatch(
      /^ {2}spread: +×[23]\.\d at (19\d|20\d): the noise about the level \(robust σ\) /m,
    );
    expect(r.stdout).not.toMatch(/no change:/);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as {
      series: { spreadChanges: { index: number; ratio: number }[]; changes: { kind: string }[] }[];
    };
    const [s] = doc.series;
    expect(s.spreadChanges).toEqual([
      expect.objectContaining({ index: expect.any(Number), ratio: expect.any(Number) }),
    ]);
    expect(Math.abs(s.spreadChanges[0].index - 200)).toBeLessThanOrEqual(5);
    expect(s.changes).toEqual([expect.objectContaining({ kind: 'spread', index: s.spreadChanges[0].index })]);
  });

  test('names from the file cannot put terminal escapes on the screen', async () => {
    const p = file('evil.json', JSON.stringify({ '\u001b[31mred\u001b]0;title\u0007': step }));
    const r = await cli(['changepoints', p]);
    expect(
      [...r.stdout].filter((ch) => ch !== '\n' && (ch < ' ' || (ch >= '\u007f' && ch <= '\u009f'))),
    ).toEqual([]);
    expect(r.stdout).toContain('?[31mred');
  });
});

describe('drifts, seasons and the stated settings', () => {
  // A slow leak: flat for 60 points, then +0.5% per point for 60 points (noise-free but for rounding).
  const leak = Array.from(
    { length: 120 },
    (_, i) => 100 * (1 + 0.005 * Math.max(0, i - 60)) + ((i * 7) % 5) * 0.01,
  );

  test('a slow leak is one drift line, with its rate, span and total; the JSON has it once', async () => {
    const out = path.join(dir, 'leak.json');
    const r = await cli(['changepoints', file('leak.json', JSON.stringify({ leak })), '--json', out]);
    expect(r.stdout).toMatch(/^leak: 120 points, 0 change points, 1 drift$/m);
    expect(r.stdout).toMatch(
      /^ {2}drift: +\+0\.50%\/point over 6\d points \(6\d to 119\), \+29\.\d% in all, p /m,
    );
    expect(r.stdout).toContain('Steps: E-divisive and a second test agree at p ≤ 0.001, ≥ 2.0% of the level');
    const doc = JSON.parse(readFileSync(out, 'utf8')) as {
      options: Record<string, unknown>;
      series: { drifts: { start: number; end: number; totalPct: number }[]; changePoints: unknown[] }[];
    };
    expect(doc.options).toMatchObject({
      minMagnitude: 0.02,
      minSegment: 5,
      season: true,
      minDriftLength: 20,
    });
    expect(doc.series[0].changePoints).toEqual([]);
    expect(doc.series[0].drifts).toHaveLength(1);
    expect(Math.abs(doc.series[0].drifts[0].start - 60)).toBeLessThanOrEqual(2);
    // The old method (as Otava) cut the leak into steps.
    const otava = await cli(['changepoints', file('leak2.json', JSON.stringify({ leak })), '--otava']);
    expect(otava.stdout).not.toMatch(/ 0 change points/);
  });

  test('--min-magnitude, --min-segment and --no-season are passed on and stated', async () => {
    const out = path.join(dir, 'opts.json');
    const r = await cli([
      'changepoints',
      seriesPath('step5'),
      '--min-magnitude',
      '0.08',
      '--min-segment',
      '8',
      '--no-season',
      '--json',
      out,
    ]);
    expect(r.stdout).toContain('metric: 120 points, 0 change points, 0 drifts');
    expect(r.stdout).toContain('≥ 8.0% of the level, ≥ 8 points a side');
    expect(r.stdout).not.toContain('Seasons');
    expect((JSON.parse(readFileSync(out, 'utf8')) as { options: unknown }).options).toMatchObject({
      minMagnitude: 0.08,
      minSegment: 8,
      season: false,
    });
  });
});

describe('errors say what was wrong and how to fix it (exit 2)', () => {
  const cases: [string, string[], RegExp][] = [
    [
      'a missing column',
      ['--value-column', 'nope'],
      /--value-column 'nope' is not a column of .*columns: time, commit, metric/,
    ],
    ['a missing series column', ['--series-column', 'bench'], /--series-column 'bench' is not a column/],
    ['a bad window', ['--window', '1'], /--window "1" is not valid: give a whole number ≥ 2/],
    ['a bad p-value', ['--p-value', '2'], /--p-value "2" is not valid/],
    [
      'a bad minimum segment',
      ['--min-segment', '1'],
      /--min-segment "1" is not valid: give a whole number ≥ 2/,
    ],
  ];
  test.each(cases)('%s', async (_what, args, message) => {
    const r = await cli(['changepoints', seriesPath('step15'), ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
  });

  test('a value that is not a number names its line', async () => {
    const p = file('bad.csv', 'time,metric\nt0,1.5\nt1,2.5\nt2,fast\n');
    const r = await cli(['changepoints', p]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /bad\.csv' line 4: the metric value is "fast", not a number; fix or remove that row/,
    );
  });

  test('empty inputs and series', async () => {
    expect((await cli(['changepoints', file('empty.csv', '')])).stderr).toMatch(
      /is empty: expected a CSV header/,
    );
    expect((await cli(['changepoints', file('header.csv', 'time,metric\n')])).stderr).toMatch(
      /has no rows of values/,
    );
    expect((await cli(['changepoints', file('e.json', '{"a": []}')])).stderr).toMatch(/series "a" is empty/);
    expect((await cli(['changepoints', file('n.json', '[1, "x"]')])).stderr).toMatch(
      /entry #2 is "x", not a number/,
    );
    expect((await cli(['changepoints', file('t.json', '{"a": [1,')])).stderr).toMatch(/is not valid JSON/);
  });

  test('a missing file, no file, and --help', async () => {
    expect((await cli(['changepoints', path.join(dir, 'nope.csv')])).stderr).toMatch(
      /cannot read .*ENOENT \(check the path\)/,
    );
    expect((await cli(['changepoints'])).stderr).toMatch(/changepoints needs one file/);
    const help = await cli(['changepoints', '--help']);
    expect(help).toMatchObject({ code: 0 });
    expect(help.stdout).toContain('--series-column NAME');
    expect((await cli(['--help'])).stdout).toContain('benchdelta changepoints <series file>');
  });
});

test('the agreed column names each second opinion: a step the AR(1) segmentation proposed says "seg"', async () => {
  // TCPD's well_log (fitting half of the real annotated set): its plateaus after 179 come from the segmentation.
  const real = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../__fixtures__/changepoints/real/real.json'), 'utf8'),
  ) as { series: { name: string; values: number[] }[] };
  const well = real.series.find((s) => s.name === 'well_log')!;
  const file = path.join(dir, 'well_log.csv');
  writeFileSync(file, `metric\n${well.values.join('\n')}\n`);
  const r = await cli(['changepoints', file]);
  expect(r.code).toBe(0);
  const agreed = analyseChanges(well.values).steps.find((s) => s.agreedBy.includes('segmentation'))!;
  const row = r.stdout.split('\n').find((l) => new RegExp(`^\\s+${agreed.index}\\s`).test(l))!;
  // It was printed as "LR" (the likelihood ratio) before the column knew the third opinion.
  expect(row).toMatch(/\bseg\b/);
});
