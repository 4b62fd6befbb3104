/** Scalar helpers shared by every drawing: easing, coverage, a seeded PRNG and hash-based value noise. */

export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
export const smooth = (e0: number, e1: number, v: number) => {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
export const frac = (v: number) => v - Math.floor(v);
/** analytic coverage of a band of half-width w around an edge, given distance d and filter width fw */
export const cover = (d: number, w: number, fw: number) => clamp01((w - d) / fw + 0.5);

export function rng(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(r: () => number, xs: T[]): T => xs[Math.floor(r() * xs.length) % xs.length];

/** integer lattice hash -> [0,1) */
export function hash(ix: number, iy: number, s: number): number {
  let h = (Math.imul(ix | 0, 0x27d4eb2d) ^ Math.imul(iy | 0, 0x165667b1) ^ s) | 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** smooth value noise in [0,1] */
export function noise(x: number, y: number, s: number): number {
  const fx = Math.floor(x);
  const fy = Math.floor(y);
  let tx = x - fx;
  let ty = y - fy;
  tx = tx * tx * (3 - 2 * tx);
  ty = ty * ty * (3 - 2 * ty);
  const a = hash(fx, fy, s);
  const b = hash(fx + 1, fy, s);
  const c = hash(fx, fy + 1, s);
  const d = hash(fx + 1, fy + 1, s);
  return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
}

export const seedInt = (seed: number) => Math.imul((seed | 0) ^ 0x5bd1e995, 0x9e3779b1) | 0;
