// `benchdelta serve`: the service on SQLite (default) or PostgreSQL (--db postgres://… or DATABASE_URL).
import { UserError } from '../core/errors.js';
import { parseCommandLine } from './command-line.js';
import { parseNumber } from '../pipeline/compare-request.js';
import type { CliIo } from './cli-io.js';

export const SERVE_USAGE = `Usage: benchdelta serve [options]

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

export async function runServe(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandLine(
    {
      args: argv,
      options: {
        db: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '8080' },
        'log-level': { type: 'string', default: 'info' },
        'webhook-secret': { type: 'string' },
        'trust-proxy': { type: 'boolean', default: false },
        'keep-runs': { type: 'string' },
        'keep-days': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    },
    SERVE_USAGE,
  );
  if (values.help) {
    io.stdout(SERVE_USAGE);
    return 0;
  }
  const port = parseNumber(
    '--port',
    values.port,
    (n) => Number.isInteger(n) && n >= 0 && n < 65536,
    'a port 0–65535',
  );
  const positive = (flag: string, text: string | undefined, whole: boolean) =>
    text === undefined
      ? undefined
      : parseNumber(
          flag,
          text,
          (n) => n > 0 && (!whole || Number.isInteger(n)),
          whole ? 'a whole number above 0' : 'a number above 0',
        );
  const retention = {
    keepRuns: positive('--keep-runs', values['keep-runs'], true),
    keepDays: positive('--keep-days', values['keep-days'], false),
  };
  const [{ buildServer }, { openStore }, { dashboardPlugin }, { tuneServingHeap }] = await Promise.all([
    import('../service/server.js'),
    import('../service/store/open.js'),
    import('../service/dashboard/plugin.js'),
    import('../service/offload/main-heap.js'),
  ]);
  const collect = tuneServingHeap();
  const store = openStore(values.db);
  const secret = values['webhook-secret'] ?? process.env.BENCHDELTA_WEBHOOK_SECRET;
  const app = await buildServer({
    store,
    logger: { level: values['log-level'] },
    webhook: secret
      ? { secret, githubToken: process.env.GITHUB_TOKEN, apiUrl: process.env.GITHUB_API_URL }
      : undefined,
    trustProxy: values['trust-proxy'],
    retention,
    workers: { beforeHeavy: collect },
    plugins: [dashboardPlugin],
  });
  const address = await app.listen({ host: values.host, port }).catch(async (e: NodeJS.ErrnoException) => {
    await app.close();
    if (e.code !== 'EADDRINUSE' && e.code !== 'EACCES') throw e;
    const why = e.code === 'EADDRINUSE' ? 'is in use (another benchdelta serve?)' : 'needs privileges';
    throw new UserError(
      `port ${port} on ${values.host} ${why}: stop what holds it, or give --port N (--port 0 takes any free port)`,
    );
  });
  io.stdout(`listening on ${address.replace('[::1]', 'localhost')}\n`);
  app.log.info({ store: store.description }, 'store ready');
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      app.close().then(resolve, resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}
