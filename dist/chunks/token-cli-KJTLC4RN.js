import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-G2OUWGTE.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-GANRKYJD.js";

// src/cli/token-cli.ts
var TOKEN_USAGE = `Usage:
  benchdelta token create PROJECT [--db PATH|URL] [--label TEXT] [--private | --public]
                          [--repository OWNER/NAME [--installation ID]]
      creates the project if needed and prints a new write token (shown once; only its hash is kept);
      --repository binds the project to the GitHub repository (and App installation) whose webhooks it takes
  benchdelta token revoke TOKEN_ID [--db PATH|URL]
  benchdelta token list PROJECT [--db PATH|URL]
`;
async function runToken(argv, io) {
  const parsed = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      options: {
        db: { type: "string" },
        label: { type: "string" },
        private: { type: "boolean" },
        public: { type: "boolean" },
        repository: { type: "string" },
        installation: { type: "string" },
        help: { type: "boolean", short: "h", default: false }
      }
    },
    TOKEN_USAGE
  );
  const [action, subject] = parsed.positionals;
  const v = parsed.values;
  if (v.help || !action) {
    io.stdout(TOKEN_USAGE);
    return v.help ? 0 : 2;
  }
  if (!subject) throw new UserError(`token ${action} needs an argument
${TOKEN_USAGE}`);
  const { openStore } = await import("./open-K534U6NR.js");
  const store = openStore(v.db);
  try {
    await store.migrate();
    if (action === "create") {
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(subject)) {
        throw new UserError(`project name "${subject}" must be letters, digits, ".", "_" or "-" (up to 100)`);
      }
      const repository = v.repository;
      if (repository !== void 0 && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository)) {
        throw new UserError(`--repository "${repository}" must be OWNER/NAME, as in github.com/OWNER/NAME`);
      }
      const installation = v.installation === void 0 ? null : Number(v.installation);
      if (installation !== null && !(Number.isSafeInteger(installation) && installation > 0)) {
        throw new UserError(`--installation "${v.installation}" must be the App installation's numeric id`);
      }
      if (installation !== null && repository === void 0) {
        throw new UserError("--installation needs --repository OWNER/NAME");
      }
      const { createToken } = await import("./tokens-UCW2H3DU.js");
      const visibility = v.private ? true : v.public ? false : void 0;
      const { id, token, project } = await createToken(store, subject, {
        label: v.label,
        private: visibility
      });
      if (repository !== void 0)
        await store.projects.bindRepository(project.name, repository, installation);
      io.stdout(`${token}
`);
      io.stderr(
        `token ${id} for ${project.private ? "private" : "public"} project "${project.name}" (shown once)
`
      );
      return 0;
    }
    if (action === "revoke") {
      const id = Number(subject.replace(/^bd_(\d+)_.*$/, "$1"));
      if (!Number.isSafeInteger(id)) throw new UserError(`"${subject}" is not a token id`);
      const revoked = await store.tokens.revoke(id);
      io.stdout(revoked ? `token ${id} revoked
` : `token ${id} was not active
`);
      return revoked ? 0 : 1;
    }
    if (action === "list") {
      const project = await store.projects.find(subject);
      if (!project) throw new UserError(`no project "${subject}"`);
      for (const t of await store.tokens.list(project.id)) {
        io.stdout(
          `${t.id}	${new Date(t.createdAt).toISOString()}	${t.revoked ? "revoked" : "active"}	${t.label ?? ""}
`
        );
      }
      return 0;
    }
    throw new UserError(`unknown token action "${action}"
${TOKEN_USAGE}`);
  } finally {
    await store.close();
  }
}
export {
  TOKEN_USAGE,
  runToken
};
