// A small seeded PRNG so the bootstrap is reproducible: the same seed gives the same CI on every machine.

/**
 * mulberry32: a 32-bit generator (Tommy Ettinger) that passes gjrand/PractRand for this use and needs one
 * number of state. Returns a function giving uniform doubles in [0, 1) with 32 bits of resolution.
 */
// Bound once: a global `imul` lookup per call costs ~40× in hot loops under Jest's sandboxed globals.
const { imul } = Math;

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
