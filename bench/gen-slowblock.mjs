// Slow-block logs of each client (geth, Besu, Nethermind JSON; reth key=value) whose phases have known truths:
// every block has a true time per phase; a run multiplies all its times by one run factor (drift, σ per run,
// optionally a trend over the session) and each phase of each block by its own noise. An effect scales one
// phase's true times, and the total (and Mgas/s) follow from the phases, as in the clients.
//
//   import { writeSlowBlockRun } from './gen-slowblock.mjs'
//   writeSlowBlockRun(file, { client: 'nethermind', blocks: 2000, seed: 1, run: 0, effects: { state_root: 20 } })
import { writeFileSync } from 'node:fs';
import { mulberry32 as rng } from './changepoints-common.mjs';

function normal(rand) {
  const u = 1 - rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/**
 * Shares of the total per client (the phase that computes the state root is 15% of it, so +20% there is +3% on
 * the total). geth's total also holds validation (5%), in no phase, as in core/blockchain_stats.go.
 */
export const LAYOUTS = {
  besu: { execution: 0.8, state_hash: 0.15, commit: 0.05 },
  geth: { execution: 0.75, state_hash: 0.15, commit: 0.05, validation: 0.05 },
  nethermind: { execution: 0.8, storage_merkle: 0.04, state_root: 0.15, commit: 0.01 },
  reth: { execution: 0.72, state_read: 0.08, state_hash: 0.15, commit: 0.05 },
};

/** The phase that computes the state root in each client's layout. */
export const STATE_ROOT_PHASE = {
  besu: 'state_hash',
  geth: 'state_hash',
  nethermind: 'state_root',
  reth: 'state_hash',
};

export const DEFAULTS = {
  blocks: 2000,
  /** σ of a run's speed factor, in % (as genlogs' default drift). */
  driftPct: 1,
  /** Each run's factor also moves by this many % per run of the session (slow drift; for ABBA designs). */
  trendPct: 0,
  /** σ of each phase of each block between runs, in %. */
  blockNoisePct: 8,
};

const fmt = (x, d = 3) => Number(x.toFixed(d));

function blockTruth(client, i, seed) {
  const rand = rng(seed * 1_000_003 + i);
  const total = 150 * Math.exp(0.6 * normal(rand)); // ms, lognormal around 150 ms
  const gas = Math.round(15e6 + 15e6 * rand());
  const truth = {};
  for (const [phase, share] of Object.entries(LAYOUTS[client])) truth[phase] = total * share;
  const hit = (base) => Math.min(100, base + 10 * rand());
  return {
    truth,
    gas,
    txs: Math.round(50 + 200 * rand()),
    reads: {
      accounts: Math.round(500 + 500 * rand()),
      storage_slots: Math.round(1000 + 2000 * rand()),
      code: Math.round(100 * rand()),
    },
    writes: {
      accounts: Math.round(200 + 300 * rand()),
      storage_slots: Math.round(300 + 600 * rand()),
      code: Math.round(5 * rand()),
    },
    hits: { account: hit(85), storage: hit(75), code: hit(90) },
  };
}

/** One run's phases for block i: truth × effect × run factor × this block's noise. */
function observe(b, client, effects, runFactor, rand, noise) {
  const ms = {};
  for (const [phase, t] of Object.entries(b.truth)) {
    ms[phase] = t * (1 + (effects[phase] ?? 0) / 100) * runFactor * Math.exp(noise * normal(rand));
  }
  const sum = (names) => names.reduce((s, n) => s + (ms[n] ?? 0), 0);
  const timing = { ...ms };
  delete timing.validation;
  if (client === 'nethermind') {
    timing.evm_ms = ms.execution * 0.98;
    timing.state_hash = ms.storage_merkle + ms.state_root;
  }
  if (client === 'besu' || client === 'geth') timing.state_read = ms.execution * 0.3; // inside execution
  const total = sum(Object.keys(LAYOUTS[client]));
  return { timing, total };
}

function hitRates(b, rand) {
  const r = {};
  for (const [k, v] of Object.entries(b.hits)) r[k] = fmt(Math.min(100, v + 0.2 * normal(rand)), 2);
  return r;
}

const pad = (x, w = 2) => String(x).padStart(w, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Each client's line prefix time for `ms` (epoch, UTC); the fixed 2026-11-25 16:00 when no start time is given. */
function stamps(ms) {
  const d = new Date(ms ?? Date.UTC(2026, 10, 25, 16));
  const hms = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const milli = pad(d.getUTCMilliseconds(), 3);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return {
    geth: `[${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}|${hms}.${milli}]`,
    nethermind: `${pad(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${hms}`,
    besu: `${date} ${hms}.${milli}+0000`,
    reth: `${date}T${hms}.${milli}000Z`,
  };
}

function jsonLine(client, n, b, o, rates, at) {
  const t = {};
  for (const name of [
    'execution',
    'evm',
    'state_read',
    'blooms',
    'receipts_root',
    'commit',
    'storage_merkle',
    'state_root',
    'state_hash',
  ]) {
    const v = name === 'evm' ? o.timing.evm_ms : o.timing[name];
    if (v !== undefined) t[`${name}_ms`] = fmt(v);
  }
  t.total_ms = fmt(o.total);
  const cache = {};
  for (const [k, rate] of Object.entries(rates))
    cache[k] = { hits: Math.round(rate * 10), misses: Math.round((100 - rate) * 10), hit_rate: rate };
  const payload = {
    level: 'warn',
    msg: 'Slow block',
    block: { number: n, hash: '0x' + n.toString(16).padStart(64, '0'), gas_used: b.gas, tx_count: b.txs },
    timing: t,
    throughput: { mgas_per_sec: fmt(b.gas / 1e6 / (o.total / 1000), 2) },
    state_reads: { ...b.reads, code_bytes: b.reads.code * 1000 },
    state_writes: { ...b.writes, code_bytes: 0 },
    cache,
  };
  const json = JSON.stringify(payload);
  const ts = stamps(at);
  if (client === 'geth') return `WARN ${ts.geth} ${json}`;
  if (client === 'nethermind') return ` ${ts.nethermind} | ${json}`;
  return `${ts.besu} | vert.x-worker-thread-0 | WARN  | SlowBlock | ${json}`;
}

function rethLine(n, b, o, rates, at) {
  const kv = [
    `block.number=${n}`,
    `block.hash=0x${n.toString(16)}`,
    `block.gas_used=${b.gas}`,
    `block.tx_count=${b.txs}`,
  ];
  for (const name of ['execution', 'state_read', 'state_hash', 'commit'])
    kv.push(`timing.${name}_ms=${fmt(o.timing[name])}`);
  kv.push(
    `timing.total_ms=${fmt(o.total)}`,
    `throughput.mgas_per_sec="${fmt(b.gas / 1e6 / (o.total / 1000), 2)}"`,
  );
  for (const [k, v] of Object.entries(b.reads)) kv.push(`state_reads.${k}=${v}`);
  for (const [k, v] of Object.entries(b.writes)) kv.push(`state_writes.${k}=${v}`);
  for (const [k, rate] of Object.entries(rates))
    kv.push(`cache.${k}.hits=${Math.round(rate * 10)}`, `cache.${k}.misses=${Math.round((100 - rate) * 10)}`);
  return `${stamps(at).reth}  WARN reth::slow_block: Slow block ${kv.join(' ')}`;
}

/**
 * Writes one run of `client` over `blocks` blocks. `seed` fixes the blocks (same seed → same chain); `run`
 * (0, 1, …) draws this run's factor and noise; `effects` maps phase → % change of its true times. `trendPct` adds a
 * drift of that many % per run of the session (run r is (1 + r · trendPct/100) slower); `startMs` (epoch ms) stamps
 * the lines from that time on, one block every 12 s (for `--order time`).
 */
export function writeSlowBlockRun(file, opts) {
  const o = { ...DEFAULTS, effects: {}, ...opts };
  const runRand = rng(o.seed * 7919 + o.run * 104729 + 17);
  const runFactor = Math.exp((o.driftPct / 100) * normal(runRand)) * (1 + (o.trendPct / 100) * o.run);
  const noise = Math.log1p(o.blockNoisePct / 100);
  const lines = [];
  for (let i = 0; i < o.blocks; i++) {
    const b = blockTruth(o.client, i, o.seed);
    const obs = observe(b, o.client, o.effects, runFactor, runRand, noise);
    const rates = hitRates(b, runRand);
    // One block every 12 s from the run's start, when it has one; else every line at the same fixed time.
    const at = o.startMs === undefined ? undefined : o.startMs + i * 12_000;
    lines.push(
      o.client === 'reth'
        ? rethLine(1000 + i, b, obs, rates, at)
        : jsonLine(o.client, 1000 + i, b, obs, rates, at),
    );
  }
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}
