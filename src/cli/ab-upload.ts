// `benchdelta ab … --upload URL`: the run's folder, zipped, stored in a benchdelta service as an A/B run (both
// commits, every round) with the project's token from BENCHDELTA_TOKEN: never a flag (a command line is seen by
// every process on the host and kept in shell history), never printed, not even to be masked.
import { UserError } from '../core/errors.js';
import { zipFolder } from '../ab/ab-zip.js';
import { uploadAbRunToService } from '../github/service-client.js';
import type { CliIo } from './cli-io.js';

export const AB_UPLOAD_OPTIONS = {
  upload: { type: 'string' },
  project: { type: 'string' },
  branch: { type: 'string' },
  commit: { type: 'string' },
  'base-commit': { type: 'string' },
  run: { type: 'string' },
  name: { type: 'string', default: 'ab' },
} as const;

export const AB_UPLOAD_USAGE = `Storing the run in a benchdelta service (the token in BENCHDELTA_TOKEN):
  --upload URL           the service (https://bench.example.org): uploads the folder after the verdict
  --project NAME         the service's project
  --branch B, --commit SHA, --base-commit SHA
                         the candidate's branch and commit, and the base's commit
  --run ID               this CI run's id (the same id again stores nothing new)
  --name NAME            the A/B run's name within the CI run (default ab)
`;

export interface AbUploadValues {
  upload?: string;
  project?: string;
  branch?: string;
  commit?: string;
  'base-commit'?: string;
  run?: string;
  name?: string;
}

/** The upload's settings, checked before the run starts (a missing flag must not cost a 10-minute run). */
export function checkAbUpload(v: AbUploadValues, env: NodeJS.ProcessEnv = process.env): void {
  if (v.upload === undefined) return;
  if (!/^https?:\/\/[^/]/i.test(v.upload)) {
    throw new UserError(
      `--upload "${v.upload}" is not an http(s) URL: give the service's, e.g. https://bench.example.org`,
    );
  }
  const missing = (['project', 'branch', 'commit', 'base-commit', 'run'] as const).filter((k) => !v[k]);
  if (missing.length > 0) {
    throw new UserError(
      `--upload needs ${missing.map((k) => `--${k}`).join(', ')} (where the A/B run is stored)`,
    );
  }
  if (!env.BENCHDELTA_TOKEN) {
    throw new UserError(
      '--upload needs the project token in the BENCHDELTA_TOKEN environment variable ' +
        '(in a workflow: env: { BENCHDELTA_TOKEN: ${{ secrets.BENCHDELTA_TOKEN }} })',
    );
  }
}

/** Zips `dir` and stores it; says where on stderr. */
export async function uploadAbFolder(
  dir: string,
  v: AbUploadValues,
  io: CliIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  checkAbUpload(v, env);
  const token = env.BENCHDELTA_TOKEN as string;
  // Not even `::add-mask::`: stdout may be redirected into a file that is kept. A workflow's secret is masked
  // by the runner already.
  const { zip, files, skipped } = zipFolder(dir);
  if (skipped.length > 0) io.stderr(`upload: left out ${skipped.join(', ')} (not files an A/B run writes)\n`);
  const stored = await uploadAbRunToService(
    { url: v.upload as string, project: v.project as string, token },
    zip,
    {
      branch: v.branch as string,
      commit: v.commit as string,
      baseCommit: v['base-commit'] as string,
      run: v.run as string,
      name: v.name,
    },
  );
  io.stderr(
    `${stored.created ? 'stored' : 'already stored'} as A/B run ${stored.id} (${files} files, verdict: ` +
      `${stored.verdict}): ${stored.url}\n`,
  );
}
