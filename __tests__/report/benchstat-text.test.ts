// The benchstat-like text table must read exactly like benchstat's own output on the oracle cases.
import fs from 'node:fs';
import path from 'node:path';
import { parseGoBench } from '../../src/formats/micro/gobench.js';
import { compareMicro } from '../../src/core/compare-micro.js';
import { renderBenchstatText } from '../../src/report/benchstat-text.js';
import { ORACLE_CASES, readCase } from '../core/benchstat/oracle-helpers.js';

describe.each(ORACLE_CASES)('benchstat text for %s', (name) => {
  it('matches benchstat.txt exactly', () => {
    const cmp = compareMicro(
      parseGoBench(readCase(name, 'old.txt'), 'old.txt'),
      parseGoBench(readCase(name, 'new.txt'), 'new.txt'),
    );
    expect(renderBenchstatText(cmp)).toBe(readCase(name, 'benchstat.txt'));
  });
});

// benchstat's own test data (golang.org/x/perf cmd/benchstat/testdata, see __fixtures__/benchstat/README.md).
const goldenDir = path.resolve(import.meta.dirname, '../../__fixtures__/benchstat');
const golden = (file: string) => fs.readFileSync(path.join(goldenDir, file), 'utf8');

describe('benchstat text on benchstat golden outputs', () => {
  it('splits sides whose configuration lines differ into tables of their own, each under its note (crcOldNew)', () => {
    const cmp = compareMicro(
      parseGoBench(golden('crc-old.txt'), 'crc-old.txt'),
      parseGoBench(golden('crc-new.txt'), 'crc-new.txt'),
    );
    const row = cmp.benchmarks.find(
      (b) => b.key.endsWith('poly=IEEE/size=15/align=0-8') && b.metric === 'time',
    );
    expect(row?.config?.note).toBe('hw acceleration disabled');
    expect(row?.candidateConfig?.note).toBe('hw acceleration enabled');
    expect(renderBenchstatText(cmp)).toBe(golden('crcOldNew.stdout'));
  });

  /** issue19565.txt's two `note:` sections compared as two files, with or without their `note:` lines. */
  const issue19565 = (keepNotes: boolean) => {
    const text = golden('issue19565.txt');
    const at = text.indexOf('note: after');
    const half = (s: string) => (keepNotes ? s : s.replace(/^note: .*\n/m, ''));
    return compareMicro(
      parseGoBench(half(text.slice(0, at)), 'before'),
      parseGoBench(half(text.slice(at)), 'after'),
    );
  };

  it('puts a candidate-only benchmark in the same table as the others, baseline cell empty (issue19565)', () => {
    // `benchstat -col note issue19565.txt` makes each note a column: as two files, each half without its note.
    expect(renderBenchstatText(issue19565(false))).toBe(golden('issue19565.stdout'));
  });

  it('keeps a candidate-only benchmark with the candidate results of its configuration when the notes differ', () => {
    const [before, after] = renderBenchstatText(issue19565(true)).split('\nnote: after\n');
    expect(before).toMatch(/^note: before\n/);
    expect(before).not.toMatch(/^C /m);
    expect(after).toMatch(/^A +100\.0n ± 0%$/m);
    expect(after).toMatch(/^C +10\.00µ ± 0%$/m);
    expect(after).not.toContain('before');
  });
});
