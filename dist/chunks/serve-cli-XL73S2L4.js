import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  parseCommandLine
} from "./chunk-G2OUWGTE.js";
import {
  parseNumber
} from "./chunk-7XZ5ZOCP.js";
import "./chunk-QYYAB7BL.js";
import "./chunk-AYAK7F6Z.js";
import "./chunk-2MLG42B3.js";
import "./chunk-VLE5SNNV.js";
import "./chunk-YV6TOOIJ.js";
import "./chunk-YYSZZTCJ.js";
import "./chunk-2JGHOO6A.js";
import {
  UserError
} from "./chunk-DAESKC7I.js";
import "./chunk-YQ4LVVUF.js";
import "./chunk-4LT4GYWH.js";
import "./chunk-XPGBNEZS.js";
import "./chunk-YPIYRYS5.js";
import "./chunk-GANRKYJD.js";

// src/cli/serve-cli.ts
var SERVE_USAGE = `Usage: benchdelta serve [options]

  --db PATH|URL       SQLite file (default: $DATABASE_URL, else .benchdelta/service.sqlite),
                      or postgres://user@host:5432/db for PostgreSQL
  --host HOST         address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --port N            port (default 8080; 0 = any free port)
  --log-level LEVEL   pino level: fatal, error, warn, info (default), debug, silent
  --webhook-secret S  enable POST /webhooks/github (default: $BENCHDELTA_WEBHOOK_SECRET)
  --trust-proxy       trust X-Forwarded-* headers from a load balancer
  --keep-runs N       retention: keep each branch's newest N runs, delete older ones (default: all)
  --keep-days D       retention: delete runs older than D days; a branch's newest run always stays
`;
async function runServe(argv, io) {
  const { values } = parseCommandLine(
    {
      args: argv,
      options: {
        db: { type: "string" },
        host: { type: "string", default: "127.0.0.1" },
        port: { type: "string", default: "8080" },
        "log-level": { type: "string", default: "info" },
        "webhook-secret": { type: "string" },
        "trust-proxy": { type: "boolean", default: false },
        "keep-runs": { type: "string" },
        "keep-days": { type: "string" },
        help: { type: "boolean", short: "h", default: false }
      }
    },
    SERVE_USAGE
  );
  if (values.help) {
    io.stdout(SERVE_USAGE);
    return 0;
  }
  const port = parseNumber(
    "--port",
    values.port,
    (n) => Number.isInteger(n) && n >= 0 && n < 65536,
    "a port 0\u201365535"
  );
  const positive = (flag, text, whole) => text === void 0 ? void 0 : parseNumber(
    flag,
    text,
    (n) => n > 0 && (!whole || Number.isInteger(n)),
    whole ? "a whole number above 0" : "a number above 0"
  );
  const retention = {
    keepRuns: positive("--keep-runs", values["keep-runs"], true),
    keepDays: positive("--keep-days", values["keep-days"], false)
  };
  const [{ buildServer }, { openStore }, { dashboardPlugin }, { tuneServingHeap }] = await Promise.all([
    import("./server-UMG4D72Z.js"),
    import("./open-K534U6NR.js"),
    import("./plugin-KYMKB7YO.js"),
    import("./main-heap-QJYLKEZ2.js")
  ]);
  const collect = tuneServingHeap();
  const store = openStore(values.db);
  const secret = values["webhook-secret"] ?? process.env.BENCHDELTA_WEBHOOK_SECRET;
  const app = await buildServer({
    store,
    logger: { level: values["log-level"] },
    webhook: secret ? { secret, githubToken: process.env.GITHUB_TOKEN, apiUrl: process.env.GITHUB_API_URL } : void 0,
    trustProxy: values["trust-proxy"],
    retention,
    workers: { beforeHeavy: collect },
    plugins: [dashboardPlugin]
  });
  const address = await app.listen({ host: values.host, port }).catch(async (e) => {
    await app.close();
    if (e.code !== "EADDRINUSE" && e.code !== "EACCES") throw e;
    const why = e.code === "EADDRINUSE" ? "is in use (another benchdelta serve?)" : "needs privileges";
    throw new UserError(
      `port ${port} on ${values.host} ${why}: stop what holds it, or give --port N (--port 0 takes any free port)`
    );
  });
  io.stdout(`listening on ${address.replace("[::1]", "localhost")}
`);
  app.log.info({ store: store.description }, "store ready");
  await new Promise((resolve) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      app.close().then(resolve, resolve);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
  return 0;
}
export {
  SERVE_USAGE,
  runServe
};
