// The floors of src/ and which way imports may run: down only. `npm run deps` checks it (fails on any upward
// arrow, and on an import cycle in core/); `npm run deps:graph` prints the arrows between floors.
// See CONTRIBUTING.md ("The import graph").

/** Lowest first. A module may import from its own floor or any floor below it, never above. */
const FLOORS = [
  // Below core: the speed tricks that need state (memos of pure functions, scratch buffers), each in its own
  // small module saying why, so that core/ stays plain data in, data out (issue #22). Imports nothing from src/.
  { name: 'internal', paths: ['internal'] },
  { name: 'core', paths: ['core'] }, // pure: statistics, matching, judging, the report model
  { name: 'readers', paths: ['formats', 'io', 'github'] }, // input formats, streams, the GitHub API edge
  { name: 'report', paths: ['report'] }, // renderers: text, Markdown, CSV, JSON, HTML
  { name: 'pipeline', paths: ['pipeline', 'ab'] }, // reads the inputs, picks the engine, builds the report model; ab: A/B rounds
  { name: 'faces', paths: ['service', 'cli', 'action'] }, // what users run; siblings, see SIBLINGS_ALLOWED
];

/** Arrows between the faces that are by design: `benchdelta serve` and `benchdelta token` start the service. */
const SIBLINGS_ALLOWED = { cli: ['service'] };

const folderPattern = (folders) => `^src/(${folders.join('|')})(/|\\.ts$)`;

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

/**
 * core/'s folders (one concern each, src/core/README.md) and which of the others each may import; its own folder
 * and the shared top-level modules (model, errors, sanity, number-text) always. Nothing in a folder imports the
 * entry points above them (compare-*, changepoints.ts, report-model.ts).
 */
const CORE_FOLDERS = {
  stats: [],
  benchstat: ['stats'],
  blocks: ['stats', 'benchstat'],
  scaling: ['stats'],
  changepoints: ['stats', 'benchstat'],
  micro: ['stats', 'benchstat', 'scaling', 'changepoints'],
};
const CORE_SHARED = '^src/core/(model|errors|sanity|number-text)\\.ts$';
const CORE_ENTRIES =
  '^src/core/(compare-blocks|compare-block-runs|compare-metrics|compare-micro|changepoints|report-model)\\.ts$';

const coreFolderRules = Object.entries(CORE_FOLDERS).flatMap(([folder, allowed]) => {
  const others = Object.keys(CORE_FOLDERS).filter((f) => f !== folder && !allowed.includes(f));
  return [
    ...(others.length > 0
      ? [
          {
            name: `core-${folder}-imports-only-${allowed.join('-') || 'itself'}`,
            comment: `src/core/${folder}/ may import core's ${allowed.join(', ') || 'no other folder'} (and the shared top-level modules)`,
            severity: 'error',
            from: { path: `^src/core/${folder}/` },
            to: { path: `^src/core/(${others.join('|')})/` },
          },
        ]
      : []),
    {
      name: `core-${folder}-not-entries`,
      comment: `src/core/${folder}/ does not import core's entry points`,
      severity: 'error',
      from: { path: `^src/core/${folder}/` },
      to: { path: CORE_ENTRIES },
    },
  ];
});

const rules = [
  ...coreFolderRules,
  {
    name: 'core-shared-imports-no-folder',
    comment: "core's shared top-level modules import none of its folders",
    severity: 'error',
    from: { path: CORE_SHARED },
    to: { path: '^src/core/[^/]+/' },
  },
  ...upwardRules.map(({ folder, forbidden }) => ({
    name: `no-upward-from-${folder}`,
    comment: `src/${folder} may not import from ${forbidden.join(', ')} (a floor above it, or a sibling face)`,
    severity: 'error',
    from: { path: folderPattern([folder]) },
    to: { path: folderPattern(forbidden) },
  })),
  {
    name: 'no-cycles',
    comment:
      'src/ has no import cycles, type-only imports included: a circle means two modules are one concern',
    severity: 'error',
    from: {},
    to: { circular: true },
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
