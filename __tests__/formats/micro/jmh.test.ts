import { UserError } from '../../../src/core/errors.js';
import { jmh } from '../../../src/formats/micro/jmh.js';
import { parseJmhJson } from '../../../src/formats/micro/jmh-json.js';
import { parseJmhText } from '../../../src/formats/micro/jmh-text.js';
import { byKey, fixtureJson, fixtureText, keysOf, medianRatio, valueRatio } from './fixture-support.js';

type JmhRun = {
  benchmark: string;
  mode: string;
  params: Record<string, string>;
  primaryMetric: { score: number; scoreError: number; scoreUnit: string; rawData: number[][] };
};

const NUMS = ['100', '1000', '10000', '100000'];
const KEYS = ['cancelInOrder', 'cancelInReverseOrder'].flatMap((m) =>
  NUMS.map((n) => `ScheduledTaskQueueCancelBenchmark.${m} num=${n}`),
);

describe('JMH JSON', () => {
  const runs = fixtureJson('jmh', 'baseline.json') as JmhRun[];
  const baseline = parseJmhJson(fixtureText('jmh', 'baseline.json'), 'jmh/baseline.json');
  const pr = parseJmhJson(fixtureText('jmh', 'pr.json'), 'jmh/pr.json');

  test('one throughput measurement per benchmark and param, keyed class.method + params', () => {
    expect(keysOf(baseline)).toEqual([...KEYS].sort());
    expect(baseline.tool).toBe('JMH 1.37');
    expect(baseline.warnings).toEqual([]);
    for (const m of baseline.measurements) {
      expect(m).toMatchObject({ metric: 'throughput', unit: 'ops/s', direction: 'bigger-is-better' });
      expect(m.params).toEqual({ num: m.key.split('num=')[1] });
    }
  });

  test('score, score error and raw iterations come from the file', () => {
    const run = runs.find((r) => r.benchmark.endsWith('.cancelInOrder') && r.params.num === '1000')!;
    const m = byKey(baseline, 'ScheduledTaskQueueCancelBenchmark.cancelInOrder num=1000');
    expect(m.value).toBe(run.primaryMetric.score);
    expect(m.value).toBeCloseTo(11638.36, 1);
    expect(m.error).toBe(run.primaryMetric.scoreError);
    expect(m.samples).toEqual(run.primaryMetric.rawData.flat());
    expect(m.samples).toHaveLength(3);
  });

  test('README: everything faster; reverse-order gains grow with num (~30x, ~200x, ~3800x)', () => {
    for (const key of KEYS) expect(valueRatio(baseline, pr, key)).toBeGreaterThan(1);
    const reverse = NUMS.map((n) =>
      valueRatio(baseline, pr, `ScheduledTaskQueueCancelBenchmark.cancelInReverseOrder num=${n}`),
    );
    expect(reverse[1]).toBeGreaterThan(20);
    expect(reverse[1]).toBeLessThan(50);
    expect(reverse[2]).toBeGreaterThan(150);
    expect(reverse[2]).toBeLessThan(300);
    expect(reverse[3]).toBeGreaterThan(2500);
    expect(reverse[3]).toBeLessThan(5000);
    expect(reverse[3]).toBeGreaterThan(reverse[2]);
    for (const n of NUMS) {
      const inOrder = medianRatio(baseline, pr, `ScheduledTaskQueueCancelBenchmark.cancelInOrder num=${n}`);
      expect(inOrder).toBeGreaterThan(1.3);
      expect(inOrder).toBeLessThan(3.5);
    }
  });

  test('time modes are smaller-is-better and normalised to seconds; ops/ms to ops/s', () => {
    const avgt = runs.map((r) => ({
      ...r,
      mode: 'avgt',
      primaryMetric: { ...r.primaryMetric, scoreUnit: 'us/op' },
    }));
    const thrptMs = runs.map((r) => ({ ...r, primaryMetric: { ...r.primaryMetric, scoreUnit: 'ops/ms' } }));
    const t = byKey(parseJmhJson(JSON.stringify(avgt)), KEYS[0]);
    expect(t).toMatchObject({ metric: 'time', unit: 's', direction: 'smaller-is-better' });
    expect(t.value).toBeCloseTo(runs[0].primaryMetric.score * 1e-6, 12);
    expect(t.samples![0]).toBeCloseTo(runs[0].primaryMetric.rawData[0][0] * 1e-6, 12);
    const ms = byKey(parseJmhJson(JSON.stringify(thrptMs)), KEYS[0]);
    expect(ms.value).toBeCloseTo(runs[0].primaryMetric.score * 1000, 6);
    expect(ms.unit).toBe('ops/s');
  });

  test('secondary metrics (gc profiler) become their own smaller-is-better metrics', () => {
    const withGc = runs.map((r) => ({
      ...r,
      secondaryMetrics: {
        '·gc.alloc.rate.norm': { score: 48.0, scoreError: 0.001, scoreUnit: 'B/op', rawData: [[48, 48, 48]] },
      },
    }));
    const rs = parseJmhJson(JSON.stringify(withGc));
    const gc = byKey(rs, KEYS[0], 'gc.alloc.rate.norm');
    expect(gc).toMatchObject({ value: 48, unit: 'B', direction: 'smaller-is-better' });
    expect(rs.measurements).toHaveLength(16);
  });

  test('entries without a score are counted, not dropped silently', () => {
    const broken = runs.map((r, i) =>
      i === 2 ? { ...r, primaryMetric: { ...r.primaryMetric, score: 'NaN' } } : r,
    );
    const rs = parseJmhJson(JSON.stringify(broken));
    expect(rs.measurements).toHaveLength(7);
    expect(rs.warnings).toEqual([expect.objectContaining({ code: 'bad-entry', count: 1 })]);
  });

  test('malformed JSON is a UserError naming the file', () => {
    const truncated = fixtureText('jmh', 'baseline.json').slice(0, 500);
    expect(() => jmh.parse(truncated, 'results/jmh.json')).toThrow(UserError);
    expect(() => jmh.parse(truncated, 'results/jmh.json')).toThrow(/'results\/jmh\.json' is not valid JSON/);
  });
});

describe('JMH text output', () => {
  const jsonBase = parseJmhJson(fixtureText('jmh', 'baseline.json'));
  const text = fixtureText('jmh', 'baseline.txt');
  const baseline = parseJmhText(text, 'jmh/baseline.txt');
  const pr = parseJmhText(fixtureText('jmh', 'pr.txt'));

  test('same keys, metrics and (rounded) scores as the JSON of the same run', () => {
    expect(keysOf(baseline)).toEqual(keysOf(jsonBase));
    expect(baseline.warnings).toEqual([]);
    for (const m of jsonBase.measurements) {
      const t = byKey(baseline, m.key);
      expect(t).toMatchObject({ metric: m.metric, unit: m.unit, direction: m.direction, params: m.params });
      expect(t.value).toBeCloseTo(m.value, 2);
      expect(t.error).toBeCloseTo(m.error!, 2);
    }
  });

  test('iteration lines of each run block become the samples', () => {
    const m = byKey(baseline, 'ScheduledTaskQueueCancelBenchmark.cancelInOrder num=100');
    expect(m.samples).toEqual([116132.635, 125968.389, 199215.61]);
    for (const x of baseline.measurements) expect(x.samples).toHaveLength(3);
    expect(
      valueRatio(baseline, pr, 'ScheduledTaskQueueCancelBenchmark.cancelInReverseOrder num=100000'),
    ).toBeGreaterThan(2500);
  });

  test('a broken table row is a counted warning with its line number', () => {
    const lines = text.split('\n');
    const row = lines.findIndex((l) =>
      l.startsWith('ScheduledTaskQueueCancelBenchmark.cancelInOrder           1000'),
    );
    lines[row] = lines[row].replace('11638.362', 'n/a');
    const rs = parseJmhText(lines.join('\n'));
    expect(rs.measurements).toHaveLength(7);
    expect(rs.warnings).toEqual([
      expect.objectContaining({ code: 'unparsed-row', count: 1, firstLine: row + 1 }),
    ]);
  });

  test('decimal commas (JMH under a German locale) read as decimals', () => {
    const lines = text.split('\n');
    const start = lines.findIndex((l) => l.startsWith('Benchmark '));
    const localized = lines.map((l, i) =>
      i > start && l.startsWith('Scheduled') ? l.replace(/(\d)\.(\d)/g, '$1,$2') : l,
    );
    const rs = parseJmhText(localized.join('\n'));
    expect(byKey(rs, 'ScheduledTaskQueueCancelBenchmark.cancelInOrder num=1000').value).toBeCloseTo(
      11638.362,
      3,
    );
  });

  test('a run cut short (no summary table) is read from the Result blocks, and says so', () => {
    // Cut inside the 6th benchmark's iterations: 5 finished benchmarks have their Result block.
    const blockStarts = [...text.matchAll(/^# JMH version/gm)].map((m) => m.index);
    const cut = text.slice(0, blockStarts[5] + text.slice(blockStarts[5]).indexOf('Iteration   2'));
    const rs = parseJmhText(cut);
    expect(rs.measurements).toHaveLength(5);
    expect(rs.warnings.map((w) => w.code)).toEqual(['no-summary-table']);
    const m = byKey(rs, 'ScheduledTaskQueueCancelBenchmark.cancelInOrder num=1000');
    expect(m.value).toBeCloseTo(11638.362, 3);
    expect(m.error).toBeCloseTo(24432.854, 3);
    expect(m.samples).toEqual([10555.213, 11224.072, 13135.8]);
  });
});
