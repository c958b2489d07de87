// Numeric parameters inside benchmark names, so a scaling analysis can group a family
// (`cancelInOrder num=100 … num=100000`, `BM_Join/16 … /4096`, `parallel/10_txs … /100_txs`).

const NUMBER = '-?\\d+(?:\\.\\d+)?';
// `num=1000`, `size:64`, `[n=10]`, `n=16-2` (Go's -procs suffix is not part of the value).
// Names start where a word starts: tried inside a long word, `[\w.]*` would rescan it from every position.
const NAMED = new RegExp(`(?<![\\w.])([A-Za-z_][\\w.]*)\\s*[=:]\\s*(${NUMBER})(?![\\w.])`, 'g');
const BARE_NUMBER = new RegExp(`^${NUMBER}$`);
const MAX_NAME = 2000;
// `10_txs`, `100 pairs`: a count followed by what is counted.
const COUNT_OF = new RegExp(`^(${NUMBER})[_ ]([A-Za-z][A-Za-z_]*)$`);

/**
 * Parameters found in a benchmark name. Named ones keep their name (`num=1000` → num: '1000');
 * `10_txs` → txs: '10'; bare numeric path segments (`BM_Join/16`) and `#100` / `[100]` become
 * positional `arg0`, `arg1`… in order of appearance.
 */
export function extractParams(fullName: string): Record<string, string> {
  const params: Record<string, string> = {};
  // NAMED rescans a word from each of its letters, so a hostile megabyte-long name would cost n²: parameters
  // are looked for in the first MAX_NAME characters only (real names are far shorter).
  const name = fullName.length > MAX_NAME ? fullName.slice(0, MAX_NAME) : fullName;
  for (const m of name.matchAll(NAMED)) params[m[1]] ??= m[2];
  let position = 0;
  const positional = (value: string) => {
    while (params[`arg${position}`] !== undefined) position += 1;
    params[`arg${position}`] = value;
  };
  for (const segment of name.split(/[/#[\]]/).slice(1)) {
    const s = segment.trim();
    if (BARE_NUMBER.test(s)) positional(s);
    const countOf = COUNT_OF.exec(s);
    if (countOf) params[countOf[2]] ??= countOf[1];
  }
  return params;
}
