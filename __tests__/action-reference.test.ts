// action.yml (what GitHub shows in the marketplace and the workflow editor) and docs/action.md (the reference)
// describe the same inputs and outputs: the same names, the same defaults, and descriptions that name the same
// values and say which kind of input (block logs, micro-benchmarks) a rule is for. Issue 31 found the `verdict`
// output without `mixed` in action.yml, `flagged` described two ways and `run-noise`'s default given as 1.5 only.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const actionYml = readFileSync(path.join(repo, 'action.yml'), 'utf8');
const reference = readFileSync(path.join(repo, 'docs/action.md'), 'utf8');

interface Declared {
  description: string;
  default?: string;
  required: boolean;
}

/** The entries of a top-level `inputs:` or `outputs:` of action.yml (two-space keys, four-space fields). */
function declared(section: 'inputs' | 'outputs'): Map<string, Declared> {
  const lines = actionYml.split('\n');
  const from = lines.indexOf(`${section}:`);
  const entries = new Map<string, Declared>();
  let current: Declared | undefined;
  let folding = false;
  for (const line of lines.slice(from + 1)) {
    if (/^\S/.test(line)) break;
    const key = /^ {2}([a-z][a-z-]*):\s*$/.exec(line);
    const field = /^ {4}(description|default|required):\s*(.*)$/.exec(line);
    if (key) {
      current = { description: '', required: false };
      entries.set(key[1], current);
      folding = false;
    } else if (field && current) {
      const value = field[2].replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
      folding = field[1] === 'description' && value === '>-';
      if (field[1] === 'description' && !folding) current.description = value;
      if (field[1] === 'default') current.default = value;
      if (field[1] === 'required') current.required = value === 'true';
    } else if (folding && current && /^ {6}\S/.test(line)) {
      current.description = `${current.description} ${line.trim()}`.trim();
    }
  }
  return entries;
}

/** The rows of the table under `## heading` in docs/action.md: name → cells after the name. */
function documented(heading: 'Inputs' | 'Outputs'): Map<string, string[]> {
  const from = reference.indexOf(`\n## ${heading}\n`);
  const to = reference.indexOf('\n## ', from + 1);
  const rows = new Map<string, string[]>();
  for (const line of reference.slice(from, to).split('\n')) {
    const m = /^\| `([a-z][a-z-]*)` \| (.*) \|$/.exec(line);
    if (m) rows.set(m[1], m[2].split(/(?<!\\) \| /));
  }
  return rows;
}

/** Single-word code spans (`mixed`, `on-change`): the values a description names. */
const valueWords = (text: string) =>
  [...text.matchAll(/`([a-z][a-z0-9-]*)`/g)].map((m) => m[1]).filter((w) => !w.startsWith('-'));
const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^a-z0-9-])${word.replace(/-/g, '\\-')}([^a-z0-9-]|$)`, 'i').test(text);
/** Which kinds of input a description speaks of: a rule for one kind must say so in both places. */
const kinds = (text: string) =>
  [/micro-benchmark/i.test(text) && 'micro-benchmarks', /\bblock/i.test(text) && 'block logs'].filter(
    Boolean,
  );

/** The disagreements between action.yml and a docs row, as sentences (empty when they agree). */
function disagreements(name: string, yml: Declared, cells: string[], withDefault: boolean): string[] {
  const found: string[] = [];
  const meaning = cells[cells.length - 1];
  const docDefault = withDefault ? cells[0] : undefined;
  for (const word of valueWords(meaning)) {
    if (!hasWord(yml.description, word)) found.push(`${name}: docs name \`${word}\`, action.yml does not`);
  }
  for (const word of valueWords(yml.description)) {
    if (!hasWord(meaning, word) && !hasWord(docDefault ?? '', word)) {
      found.push(`${name}: action.yml names \`${word}\`, docs do not`);
    }
  }
  const [a, b] = [kinds(yml.description), kinds(`${docDefault ?? ''} ${meaning}`)];
  if (a.join() !== b.join()) found.push(`${name}: action.yml speaks of [${a.join()}], docs of [${b.join()}]`);
  if (docDefault === undefined) return found;
  if (yml.required !== (docDefault === 'required')) found.push(`${name}: required in one place only`);
  if (yml.default !== undefined && docDefault !== `\`${yml.default}\``) {
    found.push(`${name}: default '${yml.default}' in action.yml, ${docDefault} in docs`);
  }
  if (yml.default === undefined && !yml.required) {
    const ymlSaysDefault = /\bdefault\b/i.test(yml.description);
    if (ymlSaysDefault !== (docDefault !== '—')) found.push(`${name}: a default in one place only`);
    // Every default value action.yml states ("Block logs (default 1.5) … micro-benchmarks (default 10)").
    for (const m of yml.description.matchAll(/\bdefault:?\s+([0-9.]+[KMG]?)\b/gi)) {
      if (!docDefault.includes(m[1]))
        found.push(`${name}: action.yml's default ${m[1]} is not in the docs' default`);
    }
  }
  return found;
}

describe('action.yml and docs/action.md describe the same action', () => {
  test.each(['inputs', 'outputs'] as const)('the same %s, by name', (section) => {
    const yml = [...declared(section).keys()].sort();
    const docs = [...documented(section === 'inputs' ? 'Inputs' : 'Outputs').keys()].sort();
    expect(yml.length).toBeGreaterThan(section === 'inputs' ? 30 : 7);
    expect(docs).toEqual(yml);
  });

  test('each input: required, default and description agree', () => {
    const docs = documented('Inputs');
    const found = [...declared('inputs')].flatMap(([name, yml]) =>
      disagreements(name, yml, docs.get(name) ?? ['—', ''], true),
    );
    expect(found).toEqual([]);
  });

  test('each output: its description agrees', () => {
    const docs = documented('Outputs');
    const found = [...declared('outputs')].flatMap(([name, yml]) =>
      disagreements(name, yml, docs.get(name) ?? [''], false),
    );
    expect(found).toEqual([]);
  });

  test('the check finds the disagreements issue 31 reported', () => {
    const verdict = {
      description: 'regression, improvement, no-change, inconclusive, suspect, or no-baseline.',
      required: false,
    };
    expect(
      disagreements('verdict', verdict, ['`regression`, `mixed` (block logs: …), `no-change`'], false),
    ).toEqual(expect.arrayContaining(['verdict: docs name `mixed`, action.yml does not']));
    const flagged = { description: 'Number of items with |Δ%| at or above the threshold.', required: false };
    expect(
      disagreements(
        'flagged',
        flagged,
        ['number flagged (blocks; a significant change for micro-benchmarks)'],
        false,
      ),
    ).toEqual(['flagged: action.yml speaks of [], docs of [micro-benchmarks,block logs]']);
    const runNoise = {
      description: 'Block logs (default 1.5): … Micro-benchmarks (default 10): …',
      required: false,
    };
    expect(
      disagreements('run-noise', runNoise, ['`1.5`', 'block logs; micro-benchmarks (default 10)'], true),
    ).toEqual(["run-noise: action.yml's default 10 is not in the docs' default"]);
  });
});
