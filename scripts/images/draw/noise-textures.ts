/** Noise baked once per process into periodic textures, sampled cheaply per pixel by the materials. */
import { hash } from './maths';

// A periodic 512x512 fBm texture (6 octaves of value noise, features 128..4 texels),
// baked once per process; sampled bilinearly it is a cheap multi-octave noise.
const TN = 512;
const TM = TN - 1;
const FBM = (() => {
  const t = new Float32Array(TN * TN);
  let amp = 1;
  for (let o = 0; o < 6; o++) {
    const n = 4 << o; // lattice cells across the texture
    const lat = new Float32Array(n * n);
    for (let i = 0; i < n * n; i++) lat[i] = hash(i % n, (i / n) | 0, 0x51ed + o * 977) * 2 - 1;
    const k = n / TN;
    for (let y = 0; y < TN; y++) {
      const gy = y * k;
      const iy = Math.floor(gy);
      let ty = gy - iy;
      ty = ty * ty * (3 - 2 * ty);
      const r0 = (iy % n) * n;
      const r1 = ((iy + 1) % n) * n;
      for (let x = 0; x < TN; x++) {
        const gx = x * k;
        const ix = Math.floor(gx);
        let tx = gx - ix;
        tx = tx * tx * (3 - 2 * tx);
        const x0 = ix % n;
        const x1 = (ix + 1) % n;
        const a = lat[r0 + x0];
        const b = lat[r0 + x1];
        const c = lat[r1 + x0];
        const d = lat[r1 + x1];
        t[y * TN + x] += amp * (a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty);
      }
    }
    amp *= 0.5;
  }
  let s2 = 0;
  for (let i = 0; i < t.length; i++) s2 += t[i] * t[i];
  const k = 0.38 / Math.sqrt(s2 / t.length);
  for (let i = 0; i < t.length; i++) t[i] *= k;
  return t;
})();

/** fBm in roughly [-1,1] (std ~0.38); 1 unit = 1 texel, biggest features ~128 units */
export function ft(x: number, y: number): number {
  const fx = Math.floor(x);
  const fy = Math.floor(y);
  const tx = x - fx;
  const ty = y - fy;
  const x0 = fx & TM;
  const x1 = (x0 + 1) & TM;
  const r0 = (fy & TM) << 9;
  const r1 = ((fy + 1) & TM) << 9;
  const a = FBM[r0 + x0];
  const b = FBM[r0 + x1];
  const c = FBM[r1 + x0];
  const d = FBM[r1 + x1];
  return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
}

// White-noise texture (per-texel hash), smoothly interpolated: cheap fine-grain noise in [-1,1].
const WN = (() => {
  const t = new Float32Array(TN * TN);
  for (let i = 0; i < t.length; i++) t[i] = hash(i & TM, i >>> 9, 0x2f7a) * 2 - 1;
  return t;
})();

export function fn(x: number, y: number): number {
  const fx = Math.floor(x);
  const fy = Math.floor(y);
  let tx = x - fx;
  let ty = y - fy;
  tx = tx * tx * (3 - 2 * tx);
  ty = ty * ty * (3 - 2 * ty);
  const x0 = fx & TM;
  const x1 = (x0 + 1) & TM;
  const r0 = (fy & TM) << 9;
  const r1 = ((fy + 1) & TM) << 9;
  const a = WN[r0 + x0];
  const b = WN[r0 + x1];
  const c = WN[r1 + x0];
  const d = WN[r1 + x1];
  return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
}

// Four independent fBm channels in one periodic 256x256 texture: one lookup yields four
// uncorrelated values (features 64..4 texels) for the same coordinates.
const T4N = 256;
const T4M = T4N - 1;
const FBM4 = (() => {
  const t = new Float32Array(T4N * T4N * 4);
  for (let ch = 0; ch < 4; ch++) {
    let amp = 1;
    for (let o = 0; o < 5; o++) {
      const n = 4 << o;
      const lat = new Float32Array(n * n);
      for (let i = 0; i < n * n; i++) lat[i] = hash(i % n, (i / n) | 0, 0x7a3 + o * 977 + ch * 7919) * 2 - 1;
      const k = n / T4N;
      for (let y = 0; y < T4N; y++) {
        const gy = y * k;
        const iy = Math.floor(gy);
        let ty = gy - iy;
        ty = ty * ty * (3 - 2 * ty);
        const r0 = (iy % n) * n;
        const r1 = ((iy + 1) % n) * n;
        for (let x = 0; x < T4N; x++) {
          const gx = x * k;
          const ix = Math.floor(gx);
          let tx = gx - ix;
          tx = tx * tx * (3 - 2 * tx);
          const a = lat[r0 + (ix % n)];
          const b = lat[r0 + ((ix + 1) % n)];
          const c = lat[r1 + (ix % n)];
          const d = lat[r1 + ((ix + 1) % n)];
          t[(y * T4N + x) * 4 + ch] += amp * (a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty);
        }
      }
      amp *= 0.5;
    }
    let s2 = 0;
    for (let i = ch; i < t.length; i += 4) s2 += t[i] * t[i];
    const kk = 0.38 / Math.sqrt(s2 / (T4N * T4N));
    for (let i = ch; i < t.length; i += 4) t[i] *= kk;
  }
  return t;
})();
export const Q4 = new Float64Array(4);
/** Q4[0..3] = the four fBm channels at (x, y) */
export function ft4(x: number, y: number) {
  const fx = Math.floor(x);
  const fy = Math.floor(y);
  let tx = x - fx;
  let ty = y - fy;
  tx = tx * tx * (3 - 2 * tx);
  ty = ty * ty * (3 - 2 * ty);
  const x0 = fx & T4M;
  const x1 = (x0 + 1) & T4M;
  const r0 = (fy & T4M) << 8;
  const r1 = ((fy + 1) & T4M) << 8;
  const ia = (r0 + x0) << 2;
  const ib = (r0 + x1) << 2;
  const ic = (r1 + x0) << 2;
  const id = (r1 + x1) << 2;
  const w00 = (1 - tx) * (1 - ty);
  const w10 = tx * (1 - ty);
  const w01 = (1 - tx) * ty;
  const w11 = tx * ty;
  const T = FBM4;
  Q4[0] = T[ia] * w00 + T[ib] * w10 + T[ic] * w01 + T[id] * w11;
  Q4[1] = T[ia + 1] * w00 + T[ib + 1] * w10 + T[ic + 1] * w01 + T[id + 1] * w11;
  Q4[2] = T[ia + 2] * w00 + T[ib + 2] * w10 + T[ic + 2] * w01 + T[id + 2] * w11;
  Q4[3] = T[ia + 3] * w00 + T[ib + 3] * w10 + T[ic + 3] * w01 + T[id + 3] * w11;
}

// Batched texture lookups: QR[k] = tex(QX[k], QY[k]) with smooth interpolation, FBM for k < nF,
// white noise for nF <= k < n. One call per pixel instead of many keeps V8 from boxing every result.
export const QX = new Float64Array(16);
export const QY = new Float64Array(16);
export const QR = new Float64Array(16);
export function texBatch(nF: number, n: number, k0 = 0) {
  for (let k = k0; k < n; k++) {
    const T = k < nF ? FBM : WN;
    const x = QX[k];
    const y = QY[k];
    const fx = Math.floor(x);
    const fy = Math.floor(y);
    let tx = x - fx;
    let ty = y - fy;
    tx = tx * tx * (3 - 2 * tx);
    ty = ty * ty * (3 - 2 * ty);
    const x0 = fx & TM;
    const x1 = (x0 + 1) & TM;
    const r0 = (fy & TM) << 9;
    const r1 = ((fy + 1) & TM) << 9;
    const a = T[r0 + x0];
    const b = T[r0 + x1];
    const c = T[r1 + x0];
    const d = T[r1 + x1];
    QR[k] = a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
  }
}

// 1D smooth noise table (period 1024) for cheap per-ring variation
const N1 = (() => {
  const t = new Float32Array(1025);
  let a = 0;
  for (let i = 0; i < 1024; i++) {
    // sum of a few incommensurate sines + hashed jitter, smoothed
    a = 0.6 * a + 0.4 * (hash(i, 3, 0x1d) * 2 - 1);
    t[i] = a;
  }
  t[1024] = t[0];
  return t;
})();
// smooth 1D value noise (period 1024), for slowly varying per-board quantities
const N1S = (() => {
  const t = new Float32Array(1025);
  for (let i = 0; i < 1024; i++) t[i] = hash(i, 11, 0x3c1) * 2 - 1;
  t[1024] = t[0];
  return t;
})();
export function n1s(x: number): number {
  const f = Math.floor(x);
  const i = f & 1023;
  let t = x - f;
  t = t * t * (3 - 2 * t);
  return N1S[i] + (N1S[i + 1] - N1S[i]) * t;
}

export function n1(x: number): number {
  const f = Math.floor(x);
  const i = f & 1023;
  const t = x - f;
  return N1[i] + (N1[i + 1] - N1[i]) * t;
}
