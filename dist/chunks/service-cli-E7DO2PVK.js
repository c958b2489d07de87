import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-G2OUWGTE.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-GANRKYJD.js";

// src/cli/service-cli.ts
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { readFile, rename, rm } from "node:fs/promises";
import { buffer } from "node:stream/consumers";
import { finished } from "node:stream/promises";
var SERVICE_USAGE = `Usage:
  benchdelta service export [PROJECT\u2026] --db PATH|URL [--out FILE]
      writes the projects (all when none is named) as a zip: each run's file and A/B run as uploaded, and
      benchdelta-export.json with their provenance, alerts and triage, and tokens (hashes only);
      to stdout without --out
  benchdelta service import FILE|- --db PATH|URL [--no-tokens]
      stores an export in one transaction; refuses a damaged archive, or a project the store has,
      and writes nothing then. Tokens keep working unless --no-tokens. A move in one line:
        benchdelta service export --db old.sqlite | benchdelta service import - --db postgres://\u2026
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
var abRuns = (s) => s.abRuns ? `${s.abRuns} A/B runs, ` : "";
async function runService(argv, io) {
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        db: { type: "string" },
        out: { type: "string", short: "o" },
        "no-tokens": { type: "boolean", default: false },
        yes: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false }
      }
    },
    SERVICE_USAGE
  );
  const [action, ...args] = parsed.positionals;
  const v = parsed.values;
  if (v.help || !action) {
    io.stdout(SERVICE_USAGE);
    return v.help ? 0 : 2;
  }
  if (!["export", "import", "delete-run", "delete-project", "vacuum"].includes(action)) {
    throw new UserError(`unknown service action "${action}"
${SERVICE_USAGE}`);
  }
  const [{ openStore }, archive, operations] = await Promise.all([
    import("./open-K534U6NR.js"),
    import("./archive-LQ6UU4XE.js"),
    import("./operations-SAXTHAFY.js")
  ]);
  const importing = action === "import" ? await readArchive(args[0]) : void 0;
  const store = openStore(v.db);
  try {
    await store.migrate();
    if (action === "vacuum") {
      const started = Date.now();
      await store.db.compact(true);
      io.stderr(`vacuumed ${store.description} in ${((Date.now() - started) / 1e3).toFixed(1)} s
`);
      return 0;
    }
    if (action === "export") {
      if (v.out === "-") v.out = void 0;
      if (!v.out && process.stdout.isTTY) {
        throw new UserError(
          "the export is a zip: give --out FILE, or pipe it (\u2026 | benchdelta service import - \u2026)"
        );
      }
      const out = v.out ? createWriteStream(`${v.out}.partial`, { mode: 384 }) : process.stdout;
      if (v.out) await once(out, "open");
      try {
        const s = await archive.exportProjects(store, args, out);
        if (v.out) await finished(out.end());
        if (v.out) await rename(`${v.out}.partial`, v.out);
        io.stderr(
          `exported ${s.projects.length} project(s), ${s.runs} runs, ${abRuns(s)}${s.alerts} alerts, ${s.tokens} tokens
`
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
    if (action === "import") {
      const s = await archive.importProjects(store, importing, {
        label: args[0] === "-" ? "the archive on stdin" : `"${args[0]}"`,
        withTokens: !v["no-tokens"]
      });
      const dropped = s.alertsDropped ? ` (${s.alertsDropped} alerts whose point is no longer derived were left out)` : "";
      io.stderr(
        `imported ${s.projects.join(", ") || "nothing"}: ${s.runs} runs, ${abRuns(s)}${s.alerts} alerts, ${s.tokens} tokens${dropped}; a server on this store computes verdicts and change points on its next sweep
`
      );
      return 0;
    }
    const [name, idText] = args;
    if (!name) throw new UserError(`service ${action} needs a project name
${SERVICE_USAGE}`);
    const project = await store.projects.find(name);
    if (!project) throw new UserError(`no project "${name}" in ${store.description}`);
    if (action === "delete-run") {
      const id = Number(idText);
      const run = Number.isSafeInteger(id) && id > 0 ? await store.runs.get(project.id, id) : void 0;
      if (!run)
        throw new UserError(`no run "${idText ?? ""}" in project "${name}" (the id the runs list shows)`);
      const d2 = await operations.deleteResultSets(store.db, [id]);
      io.stderr(
        `deleted run ${id} of "${name}": ${d2.points} points, ${d2.alerts} alerts, ${d2.series} empty series
`
      );
      return 0;
    }
    if (!v.yes) {
      const [runs, alerts, tokens] = await Promise.all([
        operations.projectRuns(store.db, project.id),
        operations.projectAlerts(store.db, project.id),
        operations.projectTokens(store.db, project.id)
      ]);
      throw new UserError(
        `deleting project "${name}" removes its ${runs.length} runs, ${alerts.length} alerts and ${tokens.length} tokens: add --yes to do it`
      );
    }
    const d = await operations.deleteProject(store.db, project.id);
    io.stderr(`deleted project "${name}": ${d.runs} runs, ${d.points} points, ${d.alerts} alerts
`);
    return 0;
  } finally {
    await store.close();
  }
}
async function readArchive(file) {
  if (!file)
    throw new UserError(`service import needs the archive: a file, or - for stdin
${SERVICE_USAGE}`);
  if (file === "-") return buffer(process.stdin);
  return readFile(file).catch((e) => {
    throw new UserError(`cannot read "${file}": ${e.code ?? e.message}`);
  });
}
export {
  SERVICE_USAGE,
  runService
};
