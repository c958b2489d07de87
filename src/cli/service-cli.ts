// `benchdelta service export|import|delete-run|delete-project`: what an operator does to a store, on the store
// directly (like `benchdelta token`): whoever can open the database is the administrator.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';
import { UserError } from '../core/errors.js';
import { parseCommandLine } from './command-line.js';
import type { CliIo } from './cli-io.js';

export const SERVICE_USAGE = `Usage:
  benchdelta service export [PROJECT…] --db PATH|URL [--out FILE]
      writes the projects (all when none is named) as a zip: each run's file and A/B run as uploaded, and
      benchdelta-export.json with their provenance, alerts and triage, and tokens (hashes only);
      to stdout without --out
  benchdelta service import FILE|- --db PATH|URL [--no-tokens]
      stores an export in one transaction; refuses a damaged archive, or a project the store has,
      and writes nothing then. Tokens keep working unless --no-tokens. A move in one line:
        benchdelta service export --db old.sqlite | benchdelta service import - --db postgres://…
  benchdelta service delete-run PROJECT RUN_ID --db PATH|URL
      deletes one run (uploaded file) with its series points and the alerts it caused; a running
      server recomputes change points and verdicts without it
  benchdelta service delete-project PROJECT --db PATH|URL --yes
      deletes the project: runs, A/B runs, series, alerts, tokens
  benchdelta service vacuum --db PATH|URL
      rebuilds the store so the space deleted runs held goes back to the disk (SQLite: VACUUM, and
      a store made before auto-vacuum gets it; PostgreSQL: VACUUM FULL). Writers wait meanwhile

  --db defaults to $DATABASE_URL, else .benchdelta/service.sqlite (as benchdelta serve).
`;

/** "N A/B runs, " for a summary that has any. */
const abRuns = (s: { abRuns?: number }) => (s.abRuns ? `${s.abRuns} A/B runs, ` : '');

export async function runService(argv: string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        db: { type: 'string' },
        out: { type: 'string', short: 'o' },
        'no-tokens': { type: 'boolean', default: false },
        yes: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    },
    SERVICE_USAGE,
  );
  const [action, ...args] = parsed.positionals;
  const v = parsed.values;
  if (v.help || !action) {
    io.stdout(SERVICE_USAGE);
    return v.help ? 0 : 2;
  }
  if (!['export', 'import', 'delete-run', 'delete-project', 'vacuum'].includes(action)) {
    throw new UserError(`unknown service action "${action}"\n${SERVICE_USAGE}`);
  }
  const [{ openStore }, archive, operations] = await Promise.all([
    import('../service/store/open.js'),
    import('../service/archive.js'),
    import('../service/store/operations.js'),
  ]);
  // An import reads its archive before it opens the store: a missing file is said before anything else.
  const importing = action === 'import' ? await readArchive(args[0]) : undefined;
  const store = openStore(v.db);
  try {
    await store.migrate();
    if (action === 'vacuum') {
      const started = Date.now();
      await store.db.compact(true);
      io.stderr(`vacuumed ${store.description} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      return 0;
    }
    if (action === 'export') {
      // `--out -` is standard output, as with no --out.
      if (v.out === '-') v.out = undefined;
      if (!v.out && process.stdout.isTTY) {
        throw new UserError(
          'the export is a zip: give --out FILE, or pipe it (… | benchdelta service import - …)',
        );
      }
      const out = v.out ? createWriteStream(`${v.out}.partial`, { mode: 0o600 }) : process.stdout;
      // The file exists before anything can fail, so the cleanup below never races its creation.
      if (v.out) await once(out, 'open');
      try {
        const s = await archive.exportProjects(store, args, out);
        if (v.out) await finished(out.end());
        // Written whole, then renamed: a failed export never leaves a file that looks complete.
        if (v.out) await rename(`${v.out}.partial`, v.out);
        io.stderr(
          `exported ${s.projects.length} project(s), ${s.runs} runs, ${abRuns(s)}${s.alerts} alerts, ` +
            `${s.tokens} tokens\n`,
        );
      } catch (e) {
        if (v.out) {
          out.destroy();
          await rm(`${v.out}.partial`, { force: true });
        }
        throw e;
      }
      return 0;
    }
    if (action === 'import') {
      const s = await archive.importProjects(store, importing as Uint8Array, {
        label: args[0] === '-' ? 'the archive on stdin' : `"${args[0]}"`,
        withTokens: !v['no-tokens'],
      });
      const dropped = s.alertsDropped
        ? ` (${s.alertsDropped} alerts whose point is no longer derived were left out)`
        : '';
      io.stderr(
        `imported ${s.projects.join(', ') || 'nothing'}: ${s.runs} runs, ${abRuns(s)}${s.alerts} alerts, ` +
          `${s.tokens} tokens` +
          `${dropped}; a server on this store computes verdicts and change points on its next sweep\n`,
      );
      return 0;
    }
    const [name, idText] = args;
    if (!name) throw new UserError(`service ${action} needs a project name\n${SERVICE_USAGE}`);
    const project = await store.projects.find(name);
    if (!project) throw new UserError(`no project "${name}" in ${store.description}`);
    if (action === 'delete-run') {
      const id = Number(idText);
      const run = Number.isSafeInteger(id) && id > 0 ? await store.runs.get(project.id, id) : undefined;
      if (!run)
        throw new UserError(`no run "${idText ?? ''}" in project "${name}" (the id the runs list shows)`);
      const d = await operations.deleteResultSets(store.db, [id]);
      io.stderr(
        `deleted run ${id} of "${name}": ${d.points} points, ${d.alerts} alerts, ${d.series} empty series\n`,
      );
      return 0;
    }
    if (!v.yes) {
      const [runs, alerts, tokens] = await Promise.all([
        operations.projectRuns(store.db, project.id),
        operations.projectAlerts(store.db, project.id),
        operations.projectTokens(store.db, project.id),
      ]);
      throw new UserError(
        `deleting project "${name}" removes its ${runs.length} runs, ${alerts.length} alerts and ` +
          `${tokens.length} tokens: add --yes to do it`,
      );
    }
    const d = await operations.deleteProject(store.db, project.id);
    io.stderr(`deleted project "${name}": ${d.runs} runs, ${d.points} points, ${d.alerts} alerts\n`);
    return 0;
  } finally {
    await store.close();
  }
}

async function readArchive(file: string | undefined): Promise<Uint8Array> {
  if (!file)
    throw new UserError(`service import needs the archive: a file, or - for stdin\n${SERVICE_USAGE}`);
  if (file === '-') return buffer(process.stdin);
  return readFile(file).catch((e: NodeJS.ErrnoException) => {
    throw new UserError(`cannot read "${file}": ${e.code ?? e.message}`);
  });
}
