/**
 * Seeded numbers in [0, 1) (mulberry32: small and fast), for generated test and benchmark data, so
 * a failing random case can be run again with its seed.
 * @example const random = seededRandom(1); random() // 0.6270739405881613, every time
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
