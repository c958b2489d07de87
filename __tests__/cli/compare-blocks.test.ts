// The CLI end to end on the shared synthetic log pairs: real parsers, real statistics, real files written.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli } from '../support/cli/run-cli.js';

const synthetic = path.resolve(import.meta.dirname, '../../__fixtures__/shared/fixtures/synthetic');
const oracleCsv = path.resolve(
  import.meta.dirname,
  '../../__fixtures__/shared/oracles/old-method/results.csv',
);
const fixture = (name: string) => path.join(synthetic, name);

function tmp(name: string): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'benchdelta-cli-')), name);
}

interface JsonCut {
  name: string;
  set: string | null;
  slowMs: number | null;
  compared: number;
  flagged: number;
  expectedFlagged: number;
  meanDeltaPct: number;
  medianDeltaPct: number;
  shift: {
    pct: number;
    ciLowPct: number;
    ciHighPct: number;
    withinRunCi: { lowPct: number; highPct: number };
  };
  pValue: number;
  quantiles: unknown[];
  totalDeltaPct: number;
  verdict: string;
}

describe('benchdelta compare on block logs', () => {
  test('long item-set labels keep the terminal report within 100 columns', async () => {
    const contract = fixture('besu-contract-0x2f848984.csv');
    const long = 'mct-xen-batch-minter-0x2f848984';
    const second = 'the-same-contract-under-a-second-name';
    const r = await cli([
      'compare',
      fixture('besu-control.log'),
      fixture('besu-test.log'),
      ...['--items', `${long}=${contract}`, '--items', `${second}=${contract}`],
    ]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.filter((line) => [...line].length > 100)).toEqual([]);
    // A cut name too long for the column stands on its own line; its values follow on the next, under the
    // same columns as every other row.
    const header = lines.findIndex((line) => line.startsWith('cut ') && line.includes('shift (95% CI)'));
    const own = lines.indexOf(`${long} × slow ≥ 1000 ms`, header);
    expect(own).toBeGreaterThan(header);
    const values = lines[own + 1];
    expect(values.startsWith(' ')).toBe(true);
    expect(values.trim().split(/\s{2,}/)).toHaveLength(6);
    expect([...values].length).toBe([...lines[header]].length);
    // The notable table's sets wrap under their column.
    const notable = lines.findIndex((line) => line.startsWith('block ') && line.endsWith('sets'));
    const setsAt = lines[notable].indexOf('sets');
    const wrapped = lines.findIndex((line, i) => i > notable && line.trim() === second);
    expect(wrapped).toBeGreaterThan(notable);
    expect(lines[wrapped].indexOf(second)).toBe(setsAt);
    expect(lines[wrapped - 1].endsWith(`${long},`)).toBe(true);
  });

  test('besu pair: the contract cut is a -38% improvement; JSON, CSV and Markdown are written', async () => {
    const json = tmp('out.json');
    const csv = tmp('out.csv');
    const md = tmp('out.md');
    const r = await cli([
      'compare',
      fixture('besu-control.log'),
      fixture('besu-test.log'),
      '--items',
      `xen=${fixture('besu-contract-0x2f848984.csv')}`,
      '--json',
      json,
      '--csv',
      csv,
      '--markdown',
      md,
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('IMPROVEMENT');
    expect(r.stdout.split('\n').every((line) => [...line].length <= 100)).toBe(true);

    const out = JSON.parse(readFileSync(json, 'utf8'));
    expect(out.schemaVersion).toBe(1);
    expect(out.verdict).toBe('improvement');
    const xen = out.cuts.find((c: JsonCut) => c.set === 'xen' && c.slowMs === null) as JsonCut;
    expect(xen.compared).toBe(313);
    expect(xen.verdict).toBe('improvement');
    expect(Math.abs(xen.shift.pct - -38)).toBeLessThan(2);
    // The blocks pin it within ±2 points; the interval users read adds the default run-to-run noise.
    expect(xen.shift.withinRunCi.lowPct).toBeGreaterThan(-40);
    expect(xen.shift.withinRunCi.highPct).toBeLessThan(-36);
    expect(xen.shift.ciLowPct).toBeLessThan(xen.shift.withinRunCi.lowPct);
    expect(out.runNoise).toEqual({
      sigmaPct: 1.5,
      source: 'default',
      runs: { baseline: 1, candidate: 1 },
      contrast: { source: 'default', statedPct: 1.5, cuts: {} },
    });
    expect(r.stdout).toContain('Assumes run-to-run noise of ±1.5% per run');
    for (const cut of out.cuts as JsonCut[]) {
      for (const field of [
        'compared',
        'flagged',
        'expectedFlagged',
        'meanDeltaPct',
        'medianDeltaPct',
        'pValue',
      ])
        expect(typeof (cut as unknown as Record<string, unknown>)[field]).toBe('number');
      expect(cut.quantiles).toHaveLength(3);
    }

    const rows = readFileSync(csv, 'utf8').trim().split('\n');
    expect(rows[0]).toBe('block,baseline_ms,candidate_ms,delta_ms,delta_pct,flagged,sets');
    expect(rows).toHaveLength(1 + out.match.paired);
    const first = rows[1].split(',');
    expect(first[0]).toBe('23640000');
    expect(Number(first[1])).toBe(134); // truth: control_ms of block 23640000
    expect(Number(first[2])).toBe(138);

    const markdown = readFileSync(md, 'utf8');
    expect(markdown).toContain('improvement');
    expect(markdown).toContain('```mermaid');
  });

  test('--select baseline reproduces the old method on the besu pairs (through the real parsers)', async () => {
    const oracle = readFileSync(oracleCsv, 'utf8').trim().split('\n').slice(1);
    const pairs = new Map<string, string[]>();
    for (const line of oracle) {
      const [pair] = line.split(',');
      pairs.set(pair, [...(pairs.get(pair) ?? []), line]);
    }
    for (const [pair, lines] of pairs) {
      const gz = pair.endsWith('18k') ? '.log.gz' : '.log';
      const json = tmp('old.json');
      const r = await cli([
        'compare',
        fixture(`${pair}-control${gz}`),
        fixture(`${pair}-test${gz}`),
        '--select',
        'baseline',
        '--items',
        `${pair}-contract-0x2f848984.csv=${fixture(`${pair}-contract-0x2f848984.csv`)}`,
        '--json',
        json,
        '--fail-on',
        'never',
      ]);
      expect(r.code).toBe(0);
      const cuts = JSON.parse(readFileSync(json, 'utf8')).cuts as JsonCut[];
      for (const line of lines) {
        const [, blocksCsv, minMs, compared, flagged, mean, median] = line.split(',');
        const cut = cuts.find(
          (c) => (c.set ?? '') === blocksCsv && (c.slowMs ?? 0) === Number(minMs),
        ) as JsonCut;
        expect({ pair, blocksCsv, minMs, compared: cut.compared, flagged: cut.flagged }).toEqual({
          pair,
          blocksCsv,
          minMs,
          compared: Number(compared),
          flagged: Number(flagged),
        });
        expect(cut.meanDeltaPct.toFixed(2)).toBe(Number(mean).toFixed(2));
        expect(cut.medianDeltaPct.toFixed(2)).toBe(Number(median).toFixed(2));
      }
    }
  });

  test('geth pair: a +5% regression exits 1, or 0 with --fail-on never', async () => {
    const json = tmp('geth.json');
    const r = await cli(['compare', fixture('geth-control.log'), fixture('geth-test.log'), '--json', json]);
    expect(r.code).toBe(1);
    const out = JSON.parse(readFileSync(json, 'utf8'));
    expect(out.verdict).toBe('regression');
    const all = out.cuts[0] as JsonCut;
    expect(all.name).toBe('all');
    expect(all.shift.ciLowPct).toBeLessThanOrEqual(5);
    expect(all.shift.ciHighPct).toBeGreaterThanOrEqual(5);
    const quiet = await cli([
      'compare',
      fixture('geth-control.log'),
      fixture('geth-test.log'),
      '--fail-on',
      'never',
      '--quiet',
    ]);
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).toBe('verdict: regression\n');
  });

  test('nethermind 18k A/A pair (.gz): no change, and no cut claims a change', async () => {
    const json = tmp('nm.json');
    const r = await cli([
      'compare',
      fixture('nethermind-18k-control.log.gz'),
      fixture('nethermind-18k-test.log.gz'),
      '--items',
      fixture('nethermind-18k-contract-0x2f848984.csv'),
      '--json',
      json,
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(readFileSync(json, 'utf8'));
    // One pair cannot rule out a 2% change under run-to-run noise: honestly inconclusive, never a change.
    expect(out.verdict).toBe('inconclusive');
    for (const cut of out.cuts as JsonCut[]) expect(['no-change', 'inconclusive']).toContain(cut.verdict);
  });

  test('two candidates give one report each and a combined JSON', async () => {
    const json = tmp('multi.json');
    const r = await cli([
      'compare',
      fixture('besu-control.log'),
      fixture('besu-test.log'),
      fixture('besu-control.log'),
      '--json',
      json,
      '--fail-on',
      'never',
    ]);
    expect(r.code).toBe(0);
    const out = JSON.parse(readFileSync(json, 'utf8'));
    expect(out.kind).toBe('blocks-multi');
    expect(out.comparisons).toHaveLength(2);
    // The baseline against itself: every block identical, nothing flagged.
    expect(out.comparisons[1].cuts[0].flagged).toBe(0);
    expect(out.comparisons[1].cuts[0].shift.pct).toBe(0);
  });
});

describe('benchdelta usage errors exit 2 with a message that says what to fix', () => {
  test.each([
    [['compare'], /needs a baseline and at least one candidate/],
    [['compare', 'a.log'], /needs a baseline and at least one candidate/],
    [['compare', 'missing-a.log', 'missing-b.log'], /cannot read "missing-a.log".*check the path/],
    [['compare', 'x', 'y', '--threshold', 'ten'], /--threshold "ten" is not valid/],
    [
      ['compare', 'x', 'y', '--select', 'candidate'],
      /--select "candidate" is not valid: use one of both, baseline/,
    ],
    [['compare', 'x', 'y', '--slow', '1000,abc'], /--slow "abc" is not valid/],
    [['compare', 'x', 'y', '--bogus'], /Unknown option '--bogus'/],
    [['frobnicate'], /unknown command "frobnicate"/],
  ])('%j', async (args, message) => {
    const r = await cli(args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message as RegExp);
  });

  test('an unknown --format lists the known ones', async () => {
    const r = await cli([
      'compare',
      fixture('besu-control.log'),
      fixture('besu-test.log'),
      '--format',
      'nope',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"nope" is not a known format: use one of .*besu.*geth/);
  });

  test('a file of no known format names the formats tried', async () => {
    const notes = tmp('notes.txt');
    writeFileSync(notes, 'Shopping list\n\neggs, flour and milk\nremember the keys\n');
    const r = await cli(['compare', notes, fixture('besu-test.log')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/could not recognise the format of .*notes.txt.*tried: .*besu/);
    expect(r.stderr).toMatch(/--format/);
  });

  test('a benchmark run that measured nothing says which tool and how to fix it, not "unknown format"', async () => {
    // cargo bench with a filter that matched nothing (Bencher's adapter test input rust/bench/zero.txt), and go test
    // without a matching -bench pattern: both exit 0 in CI and leave a file with no result in it.
    const libtest = tmp('cargo-bench.txt');
    writeFileSync(
      libtest,
      '\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n',
    );
    const go = tmp('go-bench.txt');
    writeFileSync(go, 'goos: linux\ngoarch: amd64\npkg: example.com/x\nPASS\nok  \texample.com/x\t0.004s\n');
    for (const [file, tool, fix] of [
      [
        libtest,
        /cargo bench \(libtest\) output that ran no benchmark/,
        /benchmark filter given to cargo bench/,
      ],
      [go, /go test output that ran no benchmark/, /-bench with a pattern that matches/],
    ] as const) {
      for (const args of [
        [file, file],
        [file, file, '--format', 'gobench'],
      ]) {
        const r = await cli(['compare', ...args]);
        expect(r.code).toBe(2);
        if (args.length === 2) {
          expect(r.stderr).toMatch(/holds no benchmark results: it is /);
          expect(r.stderr).toMatch(tool);
          expect(r.stderr).toMatch(fix);
        }
      }
    }
    // A text that is no tool's output still names the formats tried.
    const notes = tmp('pass-notes.txt');
    writeFileSync(notes, 'PASS\nall good\n');
    expect((await cli(['compare', notes, notes])).stderr).toMatch(/could not recognise the format/);
  });

  test('a text that only mentions a client line is not a log: no records is an error, not a silent "inconclusive"', async () => {
    const doc = tmp('doc.md');
    writeFileSync(doc, 'reth prints `Block added to canonical chain` for every block it imports.\n');
    const r = await cli(['compare', doc, fixture('besu-test.log')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no per-block timings found in .*doc.md \(read as a reth log\).*--format/);
  });

  test('an unwritable output path is a usage error, not a crash', async () => {
    const r = await cli([
      'compare',
      fixture('besu-control.log'),
      fixture('besu-test.log'),
      '--json',
      '/nonexistent-dir/x.json',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot write .*x.json/);
  });
});
