/**
 * mulberry32: a tiny seeded PRNG. The same seed gives the same sequence of values in [0, 1), so
 * what it drives (handwriting wobble, a fuzz run) repeats exactly.
 */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
