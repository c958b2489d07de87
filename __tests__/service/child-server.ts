// The CLI bundled from the sources (dist/ may be stale) and `benchdelta serve` run as a child process, for
// tests that kill the server or measure its memory; and a raw HTTP client that can send what fetch will not
// (a body trickled slowly, a body the server answers before reading).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { TestDatabase } from './harness.js';

/** Bundles src/cli/main.ts into a temporary folder; returns the script and how to remove it. */
export async function bundleCli(): Promise<{ cli: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'benchdelta-service-bundle-'));
  const cli = path.join(dir, 'cli.mjs');
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../src/cli/main.ts')],
    outfile: cli,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return { cli, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface ChildServer {
  child: ChildProcess;
  url: string;
}

/** `benchdelta serve` on `db`, port 0; resolves once it prints where it listens. */
export function serveChild(cli: string, db: TestDatabase, args: string[] = []): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    [cli, 'serve', '--db', db.spec, '--port', '0', '--log-level', 'error', ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${out}`)));
  });
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const m = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

export interface RawAnswer {
  /** The status, or 0 when the connection ended without one. */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/**
 * POSTs `chunks` (written one after another, `gapMs` apart) and resolves with the answer, which may come
 * before the body is sent: the rest is then not sent. Never rejects.
 */
export function rawPost(
  url: string,
  headers: Record<string, string>,
  chunks: Iterable<Buffer>,
  gapMs = 0,
): Promise<RawAnswer> {
  const start = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (a: Omit<RawAnswer, 'ms'>) => {
      if (done) return;
      done = true;
      req.destroy();
      agent.destroy();
      resolve({ ...a, ms: performance.now() - start });
    };
    // A server that answers before the body is sent may close while we still write (EPIPE): the answer it
    // sent first still counts, so a write error waits a moment for it.
    let answer: Omit<RawAnswer, 'ms'> | null = null;
    // keep-alive: a client that asks for `Connection: close` has its unread body reset by the server.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const req = http.request(url, { method: 'POST', headers, agent }, (res) => {
      answer = { status: res.statusCode ?? 0, headers: res.headers, body: '' };
      res.setEncoding('utf8');
      res.on('data', (c: string) => ((answer as Omit<RawAnswer, 'ms'>).body += c));
      res.on('end', () => finish(answer as Omit<RawAnswer, 'ms'>));
      res.on('error', () => finish(answer as Omit<RawAnswer, 'ms'>));
    });
    req.on('error', () => setTimeout(() => finish(answer ?? { status: 0, headers: {}, body: '' }), 200));
    const it = chunks[Symbol.iterator]();
    const next = () => {
      if (done) return;
      const { value, done: end } = it.next();
      if (end) return void req.end();
      req.write(value, () => (gapMs > 0 ? setTimeout(next, gapMs) : setImmediate(next)));
    };
    next();
  });
}
