// A small RFC 4180 CSV reader (quoted fields, doubled quotes, CRLF), with the delimiter guessed from
// the header line (comma, semicolon or tab), as spreadsheets export all three.

export interface CsvRow {
  /** 1-based line number where the row starts. */
  line: number;
  cells: string[];
}

export function guessDelimiter(headerLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, headerLine.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ',';
}

export function readCsvRows(text: string): CsvRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const delimiter = guessDelimiter(body.split(/\r?\n/, 1)[0] ?? '');
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  // Plain characters since `run` not yet in `cell`: appended as one slice, not one by one (a 1 MB cell).
  let run = -1;
  const flush = (i: number) => {
    if (run >= 0) cell += body.slice(run, i);
    run = -1;
  };
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        flush(i);
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        if (run < 0) run = i;
      }
    } else if (ch === '"' && cell === '' && run < 0) quoted = true;
    else if (ch === delimiter) {
      flush(i);
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      flush(i);
      if (ch === '\r' && body[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowStart, cells });
      cells = [];
      cell = '';
      line++;
      rowStart = line;
    } else if (run < 0) run = i;
  }
  flush(body.length);
  cells.push(cell);
  if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowStart, cells });
  return rows;
}
