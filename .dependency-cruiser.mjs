// The floors of src/ and which way imports may run: down only. `npm run deps` checks it (fails on a new
// upward arrow, warns on the known ones below); `npm run deps:graph` prints the arrows between floors.
// See CONTRIBUTING.md ("The import graph").

/** Lowest first. A module may import from its own floor or any floor below it, never above. */
const FLOORS = [
  { name: 'core', paths: ['core'] }, // pure: statistics, matching, judging, the report model
  { name: 'readers', paths: ['formats', 'io', 'github'] }, // input formats, streams, the GitHub API edge
  { name: 'report', paths: ['report'] }, // renderers: text, Markdown, CSV, JSON, HTML
  { name: 'pipeline', paths: ['pipeline'] }, // reads the inputs, picks the engine, builds the report model
  { name: 'faces', paths: ['service', 'cli', 'action'] }, // what users run; siblings, see SIBLINGS_ALLOWED
];

/** Arrows between the faces that are by design: `benchdelta serve` and `benchdelta token` start the service. */
const SIBLINGS_ALLOWED = { cli: ['service'] };

/**
 * Today's upward (or sideways) arrows, each to be removed by the renovation (issue #22): reported as warnings so
 * the check passes and shows them. Remove a line when its arrow is gone; never add one.
 */
const KNOWN_BACK_ARROWS = [
  // The service calls the pipeline through the CLI's argument parser.
  ['src/service/compare-stored.ts', 'src/cli/args.ts'],
  // The Action borrows the CLI's option parsers.
  ['src/action/inputs.ts', 'src/cli/args.ts'],
];

/** Today's import cycle in core/ (type-only cycles are harmless and not counted). */
const KNOWN_CORE_CYCLE = ['src/core/contrast.ts', 'src/core/contrast-noise.ts', 'src/core/run-noise.ts'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const folderPattern = (folders) => `^src/(${folders.join('|')})(/|\\.ts$)`;
const knownFrom = [...new Set(KNOWN_BACK_ARROWS.map(([from]) => from))];

const upwardRules = FLOORS.flatMap((floor, level) =>
  floor.paths.map((folder) => {
    const above = FLOORS.slice(level + 1).flatMap((f) => f.paths);
    // The faces do not import each other; the folders of a lower floor may.
    const siblings =
      floor.name === 'faces'
        ? floor.paths.filter((p) => p !== folder && !(SIBLINGS_ALLOWED[folder] ?? []).includes(p))
        : [];
    return { folder, forbidden: [...above, ...siblings] };
  }),
).filter((r) => r.forbidden.length > 0);

const rules = [
  ...upwardRules.map(({ folder, forbidden }) => ({
    name: `no-upward-from-${folder}`,
    comment: `src/${folder} may not import from ${forbidden.join(', ')} (a floor above it, or a sibling face)`,
    severity: 'error',
    from: { path: folderPattern([folder]), pathNot: knownFrom.map((f) => `^${escape(f)}$`) },
    to: { path: folderPattern(forbidden) },
  })),
  // A file with a known back-arrow is still held to the rule for every other import.
  ...knownFrom.map((file) => {
    const folder = /^src\/([^/.]+)/.exec(file)[1];
    const { forbidden } = upwardRules.find((r) => r.folder === folder);
    return {
      name: `no-upward-from-${folder}`,
      severity: 'error',
      from: { path: `^${escape(file)}$` },
      to: {
        path: folderPattern(forbidden),
        pathNot: KNOWN_BACK_ARROWS.filter(([from]) => from === file).map(([, to]) => `^${escape(to)}$`),
      },
    };
  }),
  ...KNOWN_BACK_ARROWS.map(([from, to]) => ({
    name: 'known-back-arrow',
    comment: 'an upward arrow that exists today (issue #22 removes it)',
    severity: 'warn',
    from: { path: `^${escape(from)}$` },
    to: { path: `^${escape(to)}$` },
  })),
  {
    name: 'no-cycles-in-core',
    comment: 'core/ has no import cycles at run time (besides the known one); keep it so',
    severity: 'error',
    from: { path: '^src/core/', pathNot: KNOWN_CORE_CYCLE.map((f) => `^${escape(f)}$`) },
    to: { path: '^src/core/', circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
  },
  {
    name: 'known-core-cycle',
    comment: 'contrast → run-noise → contrast-noise → contrast (issue #22 removes it)',
    severity: 'warn',
    from: { path: KNOWN_CORE_CYCLE.map((f) => `^${escape(f)}$`) },
    to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: rules,
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
  },
};
