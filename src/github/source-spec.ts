// What one side of a comparison is read from, as the user wrote it in `baseline:` / `candidate:` or on the CLI.
import { UserError } from '../core/errors.js';

export type SourceSpec =
  /** A file, directory or glob in the workspace. */
  | { kind: 'path'; pattern: string }
  /** An artifact by name: for the candidate, of the current run; for the baseline, of the baseline run. */
  | { kind: 'artifact'; name: string }
  /** One named artifact of a given run (for workflow_dispatch comparisons of any two runs). */
  | { kind: 'run-artifact'; runId: number; name: string }
  /** Every artifact of a given run. */
  | { kind: 'run'; runId: number };

const EXAMPLES =
  'Use a workspace path or glob (results/*.json), artifact:NAME (artifact:bench), run:ID/NAME (run:123456789/bench), ' +
  'run:ID (every artifact of run 123456789), or path:… for a path that contains a colon.';

// Characters GitHub refuses in artifact names (upload-artifact's list).
const BAD_ARTIFACT_NAME = /["<>|*?\r\n\\/:]/;

function artifactName(name: string, spec: string): string {
  if (name.trim() === '') throw new UserError(`source '${spec}' names no artifact. ${EXAMPLES}`);
  if (BAD_ARTIFACT_NAME.test(name)) {
    throw new UserError(
      `source '${spec}': artifact name '${name}' contains a character GitHub does not allow in artifact names ` +
        `(" : < > | * ? \\ / or a line break). ${EXAMPLES}`,
    );
  }
  if (name.trim() === '.' || name.trim() === '..') {
    throw new UserError(
      `source '${spec}': '${name}' is not an artifact name (it names a folder). ${EXAMPLES}`,
    );
  }
  return name;
}

function runId(text: string, spec: string): number {
  if (!/^[1-9]\d{0,18}$/.test(text)) {
    throw new UserError(
      `source '${spec}': '${text}' is not a run id. A run id is the number in the run's URL ` +
        `(…/actions/runs/123456789). ${EXAMPLES}`,
    );
  }
  const id = Number(text);
  if (!Number.isSafeInteger(id))
    throw new UserError(`source '${spec}': run id ${text} is too large. ${EXAMPLES}`);
  return id;
}

export function parseSourceSpec(input: string): SourceSpec {
  const spec = input.trim();
  if (spec === '') throw new UserError(`a source is empty. ${EXAMPLES}`);
  if (spec.startsWith('path:')) {
    const pattern = spec.slice('path:'.length);
    if (pattern.trim() === '') throw new UserError(`source '${spec}' names no path. ${EXAMPLES}`);
    return { kind: 'path', pattern };
  }
  if (spec.startsWith('artifact:')) return { kind: 'artifact', name: artifactName(spec.slice(9), spec) };
  if (spec.startsWith('run:')) {
    const rest = spec.slice(4);
    const slash = rest.indexOf('/');
    if (slash < 0) return { kind: 'run', runId: runId(rest, spec) };
    return {
      kind: 'run-artifact',
      runId: runId(rest.slice(0, slash), spec),
      name: artifactName(rest.slice(slash + 1), spec),
    };
  }
  // `artefact:x` or `runs:1` is a typo, not a file name; single letters are Windows drives (C:\…).
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]+):/.exec(spec);
  if (scheme && !/^https?$/i.test(scheme[1])) {
    throw new UserError(`source '${spec}': unknown source kind '${scheme[1]}:'. ${EXAMPLES}`);
  }
  if (/^https?:/i.test(spec)) {
    throw new UserError(`source '${spec}': URLs are not sources; for a run, use run:ID. ${EXAMPLES}`);
  }
  return { kind: 'path', pattern: spec };
}

/** The spec written back in the form a user would type, for reports and logs. */
export function formatSourceSpec(spec: SourceSpec): string {
  switch (spec.kind) {
    case 'path':
      return spec.pattern.includes(':') ? `path:${spec.pattern}` : spec.pattern;
    case 'artifact':
      return `artifact:${spec.name}`;
    case 'run-artifact':
      return `run:${spec.runId}/${spec.name}`;
    case 'run':
      return `run:${spec.runId}`;
  }
}
