// Runs of one chain with run effects that differ by block weight (issue 17), for bench/block-aa-calibration.mjs.
// genlogs (shared/tools) multiplies every block of a run by one drift factor, which a contrast (a cut against the
// rest of its own run) cancels exactly. Real runs are not so kind: a stall adds time rather than multiplying it
// (light blocks feel it most), and a cold cache or a compaction hits heavy blocks harder. This module makes a
// chain's true block times with genlogs' own model (makeChain, or reads them from a genlogs truth CSV) and draws
// runs of it, in memory, with those effects.
import { readFileSync } from 'node:fs';
import { mulberry32 } from './changepoints-common.mjs';

/**
 * The run effects of the `weighted` scenario, per run (each run draws its own):
 * - `drift`: SD of the run's log speed factor (genlogs' default, 1%);
 * - `blockNoise`: SD of each block's own log noise (genlogs' default);
 * - `stallMs`: mean of the run's additive stall per block, ms (exponential; 0.75 ms is 0.5% of a median block and
 *   0.075% of a 1 s block);
 * - `cachePerEfold`: scale of the run's cold-cache slope (half-normal): a block w ms long is multiplied by
 *   exp(κ · ln(w / medianMs)) when heavier than the median, so a run with κ = 0.5% is ~1.2% slower on 10× blocks;
 * - `setSigma`: SD of a run's own log factor on item-set (contract) blocks: their storage is cold or warm per
 *   run, a contrast-level term that no weight explains;
 * - `hiccupProb`: chance a block gets a stall of 150–1500 ms (genlogs' GC/compaction hiccups), drawn per run
 *   between 0 and twice this.
 */
export const SCENARIOS = {
  /** genlogs' own model: only multiplicative drift, which contrasts cancel. */
  multiplicative: {
    drift: 0.01,
    blockNoise: 0.095,
    stallMs: 0,
    cachePerEfold: 0,
    setSigma: 0,
    hiccupProb: 0.002,
  },
  /** genlogs' drift plus additive stalls alone (light blocks feel them most), nothing weight-multiplied. */
  stalls: {
    drift: 0.01,
    blockNoise: 0.095,
    stallMs: 1,
    cachePerEfold: 0,
    setSigma: 0,
    hiccupProb: 0.002,
  },
  weighted: {
    drift: 0.01,
    blockNoise: 0.095,
    stallMs: 0.75,
    cachePerEfold: 0.005,
    setSigma: 0.005,
    hiccupProb: 0.002,
  },
  /** Twice the drift and the weight-dependent effects: a noisier host, beyond what the default covers. */
  heavy: {
    drift: 0.02,
    blockNoise: 0.095,
    stallMs: 1.5,
    cachePerEfold: 0.01,
    setSigma: 0.01,
    hiccupProb: 0.004,
  },
};

/** A chain: canonical blocks of a genlogs truth CSV (orphans dropped), true ms and contract tx counts. */
export function readChain(truthCsv) {
  const lines = readFileSync(truthCsv, 'utf8').split('\n');
  const head = lines[0].split(',');
  const col = (name) => head.indexOf(name);
  const [iBlock, iOrphan, iContract, iTrue] = ['block', 'orphan', 'contract_txs', 'true_ms'].map(col);
  const blocks = [];
  const trueMs = [];
  const contract = [];
  for (let k = 1; k < lines.length; k++) {
    if (lines[k] === '') continue;
    const f = lines[k].split(',');
    if (f[iOrphan] === '1') continue;
    blocks.push(Number(f[iBlock]));
    trueMs.push(Number(f[iTrue]));
    contract.push(Number(f[iContract]) > 0);
  }
  const sorted = [...trueMs].sort((a, b) => a - b);
  return {
    blocks: Float64Array.from(blocks),
    trueMs: Float64Array.from(trueMs),
    contract: Uint8Array.from(contract, Number),
    medianMs: sorted[sorted.length >> 1],
  };
}

const GAS_LIMIT = 45e6;

/**
 * A chain of `blocks` blocks by genlogs' model of true block times (Chain.block in shared/tools/genlogs.py, its
 * defaults): a log-normal body (median 150 ms, σ 0.6) scaled by gas used, 2% heavy-tail blocks (×7), 0.4% empty
 * blocks, 3% of blocks calling the contract (1–5 calls, each making the block slower). No orphans.
 */
export function makeChain(seed, blocks = 18000, start = 23640000) {
  const uniform = mulberry32(seed * 2246822519);
  const normal = normalFrom(uniform);
  const trueMs = new Float64Array(blocks);
  const contract = new Uint8Array(blocks);
  for (let i = 0; i < blocks; i++) {
    if (uniform() < 0.004) {
      trueMs[i] = 1.5 + 10.5 * uniform();
      continue;
    }
    const k = uniform() < 0.03 ? 1 + Math.min(4, Math.floor(-Math.log(1 - uniform()) / 1.2)) : 0;
    let gas = Math.min(1, Math.max(0.02, 0.48 + 0.2 * normal())) * GAS_LIMIT;
    for (let j = 0; j < k; j++) gas = Math.min(GAS_LIMIT, gas + 6.8e6 + 8.6e6 * uniform());
    let ms = Math.exp(Math.log(150) + 0.6 * normal()) * (Math.max(gas, 2e5) / (0.48 * GAS_LIMIT)) ** 0.45;
    if (uniform() < 0.02) ms *= Math.exp(Math.log(7) + 0.45 * normal());
    if (k > 0) ms *= (1.6 + 1.1 * k) * Math.exp(0.3 * normal());
    trueMs[i] = ms;
    contract[i] = k > 0 ? 1 : 0;
  }
  const sorted = Float64Array.from(trueMs).sort();
  return {
    blocks: Float64Array.from({ length: blocks }, (_, i) => start + i),
    trueMs,
    contract,
    medianMs: sorted[blocks >> 1],
  };
}

/** The item set of the chain's contract blocks, as core's ItemSet. */
export const contractItemSet = (chain, label = 'xen') => ({
  label,
  blocks: new Set(Array.from(chain.blocks).filter((_, i) => chain.contract[i] === 1)),
});

function normalFrom(uniform) {
  return () => {
    const u = 1 - uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
}

/**
 * One run of the chain as a core BlockLog, under `effects` (a SCENARIOS entry), with `seed` its run seed.
 * `effect(i)` is the real change's factor on block i (1 for an A/A run). Also returns the run's drawn effects.
 */
export function drawRun(chain, effects, seed, effect = () => 1) {
  const uniform = mulberry32(seed * 2654435761);
  const normal = normalFrom(uniform);
  const drift = Math.exp(effects.drift * normal());
  const stallMs = effects.stallMs > 0 ? -effects.stallMs * Math.log(1 - uniform()) : 0;
  const kappa = Math.abs(effects.cachePerEfold * normal());
  const setFactor = Math.exp(effects.setSigma * normal());
  const hiccupProb = 2 * effects.hiccupProb * uniform();
  const n = chain.blocks.length;
  const ms = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const w = chain.trueMs[i];
    const cold = w > chain.medianMs ? Math.exp(kappa * Math.log(w / chain.medianMs)) : 1;
    const set = chain.contract[i] === 1 ? setFactor : 1;
    let t = w * effect(i) * drift * Math.exp(effects.blockNoise * normal()) * cold * set + stallMs;
    if (uniform() < hiccupProb) t += 150 + 1350 * uniform();
    ms[i] = Math.round(t * 10) / 10; // Besu prints 0.1 ms
  }
  const log = {
    format: 'besu',
    blocks: chain.blocks,
    ms,
    lines: new Uint32Array(n),
    attrs: {},
    warnings: [],
    blocksWithoutTiming: 0,
    source: `run ${seed}`,
  };
  return { log, drawn: { drift, stallMs, kappa, setFactor, hiccupProb } };
}
