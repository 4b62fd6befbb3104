/**
 * Procedural product imagery for the floorshop catalogue.
 *
 * Everything is computed here: a seeded PRNG, hash-based value noise and a
 * pre-baked periodic fBm texture drive the materials; each view is rendered
 * into a float RGB buffer which sharp encodes to WebP. Vector bits (tile tools,
 * box label text) are drawn as SVG and rasterised by sharp.
 */
import sharp from 'sharp';
import type { SeedImageSpec } from '../../src/server/db/seed/data/types';

type Kind = SeedImageSpec['kind'];
type C3 = [number, number, number];

// ---------------------------------------------------------------------------
// maths helpers

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const smooth = (e0: number, e1: number, v: number) => {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
const frac = (v: number) => v - Math.floor(v);
/** analytic coverage of a band of half-width w around an edge, given distance d and filter width fw */
const cover = (d: number, w: number, fw: number) => clamp01((w - d) / fw + 0.5);

function rng(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: () => number, xs: T[]): T => xs[Math.floor(r() * xs.length) % xs.length];

/** integer lattice hash -> [0,1) */
function hash(ix: number, iy: number, s: number): number {
  let h = (Math.imul(ix | 0, 0x27d4eb2d) ^ Math.imul(iy | 0, 0x165667b1) ^ s) | 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** smooth value noise in [0,1] */
function noise(x: number, y: number, s: number): number {
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
function ft(x: number, y: number): number {
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

function fn(x: number, y: number): number {
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
const Q4 = new Float64Array(4);
/** Q4[0..3] = the four fBm channels at (x, y) */
function ft4(x: number, y: number) {
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
const QX = new Float64Array(16);
const QY = new Float64Array(16);
const QR = new Float64Array(16);
function texBatch(nF: number, n: number, k0 = 0) {
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
function n1s(x: number): number {
  const f = Math.floor(x);
  const i = f & 1023;
  let t = x - f;
  t = t * t * (3 - 2 * t);
  return N1S[i] + (N1S[i + 1] - N1S[i]) * t;
}

function n1(x: number): number {
  const f = Math.floor(x);
  const i = f & 1023;
  const t = x - f;
  return N1[i] + (N1[i + 1] - N1[i]) * t;
}

// ---------------------------------------------------------------------------
// colour & image buffers

function rgb(hex: string): C3 {
  let h = hex.trim().replace('#', '');
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const n = parseInt(h, 16) || 0;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const luma = (c: C3) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
const mix3 = (a: C3, b: C3, t: number): C3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const hex2 = (c: C3) => '#' + c.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');
function saturation(c: C3): number {
  const mx = Math.max(c[0], c[1], c[2]);
  const mn = Math.min(c[0], c[1], c[2]);
  return mx === 0 ? 0 : (mx - mn) / mx;
}

interface Img {
  w: number;
  h: number;
  /** RGB floats, 0..255 nominal */
  d: Float32Array;
}
const newImg = (w: number, h: number): Img => ({ w, h, d: new Float32Array(w * h * 3) });

/** soft shoulder so bright sunlit areas roll off instead of clipping */
function tone(v: number): number {
  if (v <= 228) return v < 0 ? 0 : v;
  return 228 + 27 * Math.tanh((v - 228) / 27);
}

// tone curve + quantisation as a lookup table over [0, 512) in quarter steps
const TONE_LUT = (() => {
  const t = new Uint8Array(2048);
  for (let i = 0; i < t.length; i++) t[i] = Math.max(0, Math.min(255, Math.floor(tone(i / 4) + 0.5)));
  return t;
})();

/** float image -> 8-bit RGB with a little dither (kills banding in gradients) */
function toBytes(img: Img): Buffer {
  const n = img.w * img.h * 3;
  const out = Buffer.allocUnsafe(n);
  const d = img.d;
  let s = 0x2545f491;
  for (let i = 0; i < n; i += 3) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const dz = ((s >>> 0) / 4294967296 - 0.5) * 4.8;
    for (let c = 0; c < 3; c++) {
      let q = (d[i + c] * 4 + dz) | 0;
      if (q < 0) q = 0;
      else if (q > 2047) q = 2047;
      out[i + c] = TONE_LUT[q];
    }
  }
  return out;
}

function fromBytes(buf: Buffer, w: number, h: number, ch: number): Img {
  const img = newImg(w, h);
  for (let i = 0, j = 0; i < w * h; i++, j += ch) {
    img.d[i * 3] = buf[j];
    img.d[i * 3 + 1] = buf[j + 1];
    img.d[i * 3 + 2] = buf[j + 2];
  }
  return img;
}

/** composite an SVG (same pixel size) over an image */
async function overlaySvg(img: Img, svg: string): Promise<Img> {
  const { data, info } = await sharp(toBytes(img), { raw: { width: img.w, height: img.h, channels: 3 } })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return fromBytes(data, info.width, info.height, info.channels);
}

function bilinear(img: Img, x: number, y: number, o: Float64Array) {
  const w = img.w;
  const h = img.h;
  x = Math.max(0, Math.min(w - 1.001, x));
  y = Math.max(0, Math.min(h - 1.001, y));
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const tx = x - ix;
  const ty = y - iy;
  const i00 = (iy * w + ix) * 3;
  const i10 = i00 + 3;
  const i01 = i00 + w * 3;
  const i11 = i01 + 3;
  const d = img.d;
  for (let c = 0; c < 3; c++) {
    const a = d[i00 + c];
    const b = d[i10 + c];
    const cc = d[i01 + c];
    const dd = d[i11 + c];
    o[c] = a + (b - a) * tx + (cc - a) * ty + (a - b - cc + dd) * tx * ty;
  }
}

// ---------------------------------------------------------------------------
// materials: point samplers in millimetres

interface Material {
  /** millimetres shown across an 800px swatch */
  extent: number;
  /** specular strength (room reflections, swatch highlight) */
  gloss: number;
  /** writes rgb (0..255) to o[0..2] and a specular mask to o[3]; fw = pixel footprint in mm */
  sample(x: number, y: number, fw: number, o: Float64Array): void;
  /** n samples along a line from (x0,y0) stepping (dx,dy); writes r,g,b,spec per sample into out */
  row(x0: number, y0: number, dx: number, dy: number, n: number, fw: number, out: Float32Array): void;
}

const seedInt = (seed: number) => Math.imul((seed | 0) ^ 0x5bd1e995, 0x9e3779b1) | 0;

interface GrainParams {
  ringSp: number;
  figure: number;
  ringW: number;
  fibW: number;
  strW: number;
  poreW: number;
}

/**
 * Wood figure value (≈ -0.5 .. 1, 1 = dark accent) at grain coordinates gx (along) / gy (across), mm.
 * Growth rings are modelled physically: the board surface cuts a (wobbly, tapering) log whose pith
 * runs along gx at across-offset pc and depth D(gx) below the surface; ring index = distance from pith.
 * Near the pith line this gives flat-sawn "cathedral" arches, away from it straight rift grain.
 * (kx, ky, kr): optional knot in grain coordinates.
 */
function woodGrain(gx: number, gy: number, fw: number, G: GrainParams, pc: number, pD: number, pT: number, kx: number, ky: number, kr: number): number {
  ft4(gx * 0.0025 + 60, gy * 0.02 + 20);
  const wob1 = Q4[0];
  let ringAmp = 0.6 + 1.4 * Q4[1];
  const streak = Q4[2] + 0.6 * Q4[3];
  ft4(gx * 0.01 + 150, gy * 0.075 + 5);
  const jit = Q4[0];
  const wob2 = Q4[1];
  QX[1] = gx * 0.05 + 500;
  QY[1] = gy * 1.3 + 9;
  QX[2] = gx * 0.035 + 51;
  QY[2] = gy * 0.75;
  QX[3] = gx * 0.28 + 13;
  QY[3] = gy * 2.4 + 7;
  // fine detail fades out when a pixel covers several millimetres
  texBatch(2, fw < 3 ? 4 : 3, 1);
  const D = pD + pT * gx + G.figure * 0.6 * (n1s(gx * 0.0016 + pc * 0.37) + 0.35 * n1s(gx * 0.006 + pD));
  const dy = gy - pc + 9 * wob1 + 2.5 * wob2;
  let rad = Math.sqrt(dy * dy + D * D) + 0.001;
  let grad = Math.sqrt(dy * dy + D * D * (pT * pT + 0.0004)) / rad;
  let knot = 0;
  if (kr > 0) {
    const dx = gx - kx;
    const dk = gy - ky;
    const q = (dx * dx) / (kr * kr * 12) + (dk * dk) / (kr * kr * 3);
    if (q < 14) {
      const e = Math.exp(-q);
      rad += kr * 2.6 * e;
      grad += e * 1.5;
      const rr = Math.sqrt(dx * dx * 0.45 + dk * dk);
      knot = 1 - smooth(kr * 0.45, kr, rr);
      knot += 0.5 * Math.exp(-((rr - kr) * (rr - kr)) / (kr * kr * 0.05));
      knot *= 0.8 + 0.4 * fn(dx * 0.7, dk * 0.7);
    }
  }
  rad += G.ringSp * 0.7 * jit;
  if (ringAmp < 0.12) ringAmp = 0.12;
  const fa = clamp01(2 - fw * 0.6);
  const fib = QR[2] * fa;
  const fib2 = QR[1] * (0.4 + 0.6 * fa);
  const pore = QR[3];
  // irregular ring widths, consistent along each ring
  const t = frac(rad / G.ringSp + 2.4 * n1(rad * 0.35 + pD * 3));
  let ring = smooth(0.3, 0.82, t) * (1 - smooth(0.84, 1, t));
  const RM = 0.32;
  const ppx = G.ringSp / (Math.max(grad, 0.03) * fw);
  ring = RM + (ring - RM) * clamp01((ppx - 2) * 0.3);
  const rc = 0.3 + 0.5 * (1 - (grad > 1 ? 1 : grad));
  let v = G.ringW * rc * (ring - RM) * ringAmp + G.fibW * (0.35 * fib + 0.9 * fib2) + G.strW * streak;
  if (G.poreW > 0 && fw < 3 && pore > 0.5) v += G.poreW * (pore - 0.5) * 2 * (1 - fw / 3);
  return v + knot * 0.95;
}

function grainParams(kind: Kind, r: () => number): GrainParams {
  const wood = kind === 'wood' || kind === 'herringbone';
  const vinyl = kind === 'vinyl';
  return {
    ringSp: wood ? 5 + r() * 3 : 6 + r() * 3,
    figure: wood ? 15 + r() * 25 : 12 + r() * 20,
    ringW: wood ? 0.8 : vinyl ? 0.5 : 0.65,
    fibW: wood ? 0.45 : vinyl ? 0.25 : 0.38,
    strW: wood ? 0.75 : vinyl ? 0.45 : 0.6,
    poreW: wood ? 0.3 : vinyl ? 0.06 : 0.15,
  };
}

/** per-board log geometry & knot, from two hashes */
function boardParams(h1: number, h2: number, h3: number, width: number, length: number, knotP: number, kmin: number, kmax: number, out: Float64Array) {
  out[0] = width * (-0.45 + 1.9 * h1); // pith offset across the board
  out[1] = 28 + 70 * h2; // pith depth
  out[2] = (h3 < 0.5 ? -1 : 1) * (0.008 + 0.024 * frac(h3 * 7.3)); // taper
  if (frac(h1 * 13.7 + h2 * 3.1) < knotP) {
    out[3] = length * (0.12 + 0.76 * frac(h2 * 17.3));
    out[4] = width * (0.2 + 0.6 * frac(h3 * 11.9));
    out[5] = kmin + (kmax - kmin) * frac(h1 * 5.7);
  } else out[5] = 0;
}

function plankMaterial(spec: SeedImageSpec): Material {
  const r = rng(spec.seed);
  const S = seedInt(spec.seed);
  const kind = spec.kind;
  const wood = kind === 'wood';
  const vinyl = kind === 'vinyl';
  const base = rgb(spec.base);
  const acc = rgb(spec.accent);
  const W = wood ? pick(r, [178, 190, 203, 215, 228]) : vinyl ? 178 + Math.round(r() * 8) : 190 + Math.round(r() * 6);
  const Lb = wood ? 1900 : vinyl ? 1220 : 1380;
  const toneVar = wood ? 0.1 : vinyl ? 0.05 : 0.09;
  const G = grainParams(kind, r);
  const knotP = wood ? 0.4 : vinyl ? 0.12 : 0.22;
  const bevW = wood ? 1.8 : vinyl ? 1.1 : 1.5;
  const dr = acc[0] - base[0];
  const dg = acc[1] - base[1];
  const db = acc[2] - base[2];
  // per-row / per-board caches
  let cRow = 0x7fffffff;
  let cPi = 0x7fffffff;
  let Lr = Lb;
  let off = 0;
  let h1 = 0;
  let h2 = 0;
  let gox = 0;
  const bp = new Float64Array(6);
  const sample = (x: number, y: number, fw: number, o: Float64Array): void => {
    const row = Math.floor(y / W);
    const ly = y - row * W;
    if (row !== cRow) {
      cRow = row;
      cPi = 0x7fffffff;
      Lr = wood ? Lb * (0.45 + 0.75 * hash(row, 1, S)) : Lb;
      off = frac(row * 0.618 + hash(row, 2, S) * 0.2) * Lr;
    }
    const px = x + off;
    const pi = Math.floor(px / Lr);
    const lx = px - pi * Lr;
    if (pi !== cPi) {
      cPi = pi;
      h1 = hash(pi, row, S ^ 0x1234);
      h2 = hash(row, pi, S ^ 0x4321);
      const h3 = hash(pi * 3 + 1, row * 5 + 2, S);
      boardParams(h1, h2, h3, W, Lr, knotP, wood ? 5 : 3.5, wood ? 12 : 8, bp);
      gox = h1 * 9000;
    }
    const v = woodGrain(lx + gox, ly, fw, G, bp[0], bp[1], bp[2], bp[3] + gox, bp[4], bp[5]);
    const t = v + (h2 - 0.5) * toneVar * 1.2;
    const tn = 1 + (h1 - 0.5) * 2 * toneVar;
    // bevels & seams (light from the top-left)
    const fwc = fw > 0.3 ? fw : 0.3;
    const eY = ly < W - ly ? ly : W - ly;
    const eX = lx < Lr - lx ? lx : Lr - lx;
    const seamW = fw * 0.32 > 0.35 ? fw * 0.32 : 0.35;
    const sY = cover(eY, seamW, fwc);
    const sX = cover(eX, seamW, fwc);
    const seam = sY > sX ? sY : sX;
    const bY = cover(eY, bevW, fwc);
    const bX = cover(eX, bevW, fwc);
    const sh = (1 + (ly < W - ly ? 0.2 : -0.3) * bY) * (1 + (lx < Lr - lx ? 0.14 : -0.24) * bX) * tn * (1 - 0.72 * seam);
    o[0] = (base[0] + dr * t) * sh;
    o[1] = (base[1] + dg * t) * sh;
    o[2] = (base[2] + db * t) * sh;
    const bm = bY > bX ? bY : bX;
    o[3] = 1 - (seam > bm * 0.6 ? seam : bm * 0.6);
  };
  const ro = new Float64Array(4);
  return {
    extent: wood ? 1300 : 1150,
    gloss: wood ? 0.12 : vinyl ? 0.2 : 0.26,
    sample,
    row(x0, y0, dx, dy, n, fw, out) {
      for (let i = 0, k = 0; i < n; i++, k += 4) {
        sample(x0 + i * dx, y0 + i * dy, fw, ro);
        out[k] = ro[0];
        out[k + 1] = ro[1];
        out[k + 2] = ro[2];
        out[k + 3] = ro[3];
      }
    },
  };
}

/**
 * Herringbone: blocks n·w × w, lattice vectors (1,1) and (n,-n) in block units, rotated 45°.
 */
function herringboneMaterial(spec: SeedImageSpec): Material {
  const r = rng(spec.seed);
  const S = seedInt(spec.seed);
  const base = rgb(spec.base);
  const acc = rgb(spec.accent);
  const bw = pick(r, [90, 100, 120]);
  const n = pick(r, [5, 6]);
  const G = grainParams('herringbone', r);
  const dr = acc[0] - base[0];
  const dg = acc[1] - base[1];
  const db = acc[2] - base[2];
  const SQ = Math.SQRT1_2;
  const bevW = 1.4;
  const L = n * bw;
  const bp = new Float64Array(6);
  let cKey = NaN;
  let h1 = 0;
  let h2 = 0;
  const sample = (x: number, y: number, fw: number, o: Float64Array): void => {
    const X = ((x + y) * SQ) / bw;
    const Y = ((y - x) * SQ) / bw;
    const j0 = Math.floor((X - Y + 1) / (2 * n));
    let type = -1;
    let along = 0;
    let across = 0;
    let bi = 0;
    let bj = 0;
    for (let k = 0; k < 3; k++) {
      const j = j0 + (k === 0 ? 0 : k === 1 ? -1 : 1);
      let i = Math.floor(Y + j * n);
      const sx = X - i - j * n;
      if (sx >= 0 && sx < n) {
        type = 0;
        along = sx;
        across = Y - i + j * n;
        bi = i;
        bj = j;
        break;
      }
      i = Math.floor(X - n - j * n);
      const sy = Y - 1 + n - i + j * n;
      if (sy >= 0 && sy < n) {
        type = 1;
        along = sy;
        across = X - n - i - j * n;
        bi = i;
        bj = j;
        break;
      }
    }
    if (type < 0) {
      o[0] = base[0];
      o[1] = base[1];
      o[2] = base[2];
      o[3] = 1;
      return;
    }
    const key = bi * 100003 + bj * 2 + type;
    if (key !== cKey) {
      cKey = key;
      h1 = hash(bi, bj * 2 + type, S);
      h2 = hash(bj * 2 + type, bi, S + 9);
      boardParams(h1, h2, hash(bi + 5, bj, S + 3), bw, L, 0.15, 3, 6, bp);
    }
    const lx = along * bw;
    const ly = across * bw;
    const gox = h1 * 7000;
    const v = woodGrain(lx + gox, ly, fw, G, bp[0], bp[1], bp[2], bp[3] + gox, bp[4], bp[5]);
    const t = v + (h2 - 0.5) * 0.28;
    const tn = 1 + (h1 - 0.5) * 0.26;
    const fwc = fw > 0.3 ? fw : 0.3;
    const eA = ly < bw - ly ? ly : bw - ly;
    const eL = lx < L - lx ? lx : L - lx;
    const seamW = fw * 0.32 > 0.35 ? fw * 0.32 : 0.35;
    const sA = cover(eA, seamW, fwc);
    const sL = cover(eL, seamW, fwc);
    const seam = sA > sL ? sA : sL;
    const bA = cover(eA, bevW, fwc);
    const bL = cover(eL, bevW, fwc);
    // light from the top-left of the swatch; which bevel faces it depends on block orientation
    const lowSide = ly < bw - ly;
    const startSide = lx < L - lx;
    const litA = type === 0 ? (lowSide ? 0.2 : -0.28) : lowSide ? 0.12 : -0.2;
    const litL = type === 0 ? (startSide ? 0.12 : -0.2) : startSide ? 0.2 : -0.28;
    const sh = (1 + litA * bA) * (1 + litL * bL) * tn * (1 - 0.72 * seam);
    o[0] = (base[0] + dr * t) * sh;
    o[1] = (base[1] + dg * t) * sh;
    o[2] = (base[2] + db * t) * sh;
    const bm = bA > bL ? bA : bL;
    o[3] = 1 - (seam > bm * 0.6 ? seam : bm * 0.6);
  };
  const ro = new Float64Array(4);
  return {
    extent: 1400,
    gloss: 0.14,
    sample,
    row(x0, y0, dx, dy, n, fw, out) {
      for (let i = 0, k = 0; i < n; i++, k += 4) {
        sample(x0 + i * dx, y0 + i * dy, fw, ro);
        out[k] = ro[0];
        out[k + 1] = ro[1];
        out[k + 2] = ro[2];
        out[k + 3] = ro[3];
      }
    },
  };
}

// ---- tiles --------------------------------------------------------------

type Motif = (u: number, v: number) => number;

/** decorative relief motifs, u/v in tile-local [0,1], returns height 0..1 */
function pickMotif(r: () => number, sugar: boolean): Motif {
  const band = (d: number, w: number, soft: number) => 1 - smooth(w - soft, w + soft, Math.abs(d));
  const motifs: Motif[] = [
    // faceted pyramids with stepped terraces (2x2 per tile)
    (u, v) => {
      const cu = frac(u * 2) - 0.5;
      const cv = frac(v * 2) - 0.5;
      const d = Math.max(Math.abs(cu), Math.abs(cv)) * 2;
      const s = d * 4;
      const f = frac(s);
      const steps = 1 - (Math.floor(s) + smooth(0.8, 0.98, f)) / 4;
      return 0.55 * (1 - d) + 0.45 * steps;
    },
    // quatrefoil / moroccan lattice, 2x2 cells per tile
    (u, v) => {
      const cu = frac(u * 2) * 2 - 1;
      const cv = frac(v * 2) * 2 - 1;
      const r2 = cu * cu + cv * cv;
      const rr = Math.sqrt(r2);
      const c4 = r2 > 1e-9 ? 1 - (8 * cu * cu * cv * cv) / (r2 * r2) : 1; // cos(4θ)
      const rs = 0.58 + 0.16 * c4;
      let h = band(rr - rs, 0.055, 0.035);
      const du = Math.abs(cu) - 1;
      const dv = Math.abs(cv) - 1;
      const dc = Math.sqrt(du * du + dv * dv);
      h = Math.max(h, band(dc - 0.3, 0.045, 0.03));
      h = Math.max(h, 0.8 * (1 - smooth(0.1, 0.2, rr)));
      return h;
    },
    // star rosette with a raised frame
    (u, v) => {
      const cu = u * 2 - 1;
      const cv = v * 2 - 1;
      const r2 = cu * cu + cv * cv;
      const rr = Math.sqrt(r2);
      const c4 = r2 > 1e-9 ? 1 - (8 * cu * cu * cv * cv) / (r2 * r2) : 1; // cos(4θ)
      const star = 0.42 + 0.3 * c4 * c4 * Math.abs(c4);
      let h = 0.85 * (1 - smooth(star - 0.05, star + 0.02, rr));
      h = Math.max(h, band(rr - 0.8, 0.03, 0.025));
      const e = Math.max(Math.abs(cu), Math.abs(cv));
      h = Math.max(h, band(e - 0.93, 0.025, 0.02));
      h -= 0.35 * band(rr - star * 0.55, 0.02, 0.02) * (rr < star ? 1 : 0);
      return h;
    },
    // 3D waves: steep ridges that meander across the tile
    (u, v) => {
      const w = Math.sin((v * 4 + 0.1 * Math.sin(u * Math.PI * 2)) * Math.PI * 2);
      const aw = Math.abs(w);
      return 0.5 + 0.5 * Math.sign(w) * aw / (0.45 + 0.55 * aw);
    },
  ];
  const order = sugar ? [1, 2, 0, 3] : [0, 1, 2, 3];
  return motifs[order[Math.floor(r() * 4) % 4]];
}

function tileMaterial(spec: SeedImageSpec): Material {
  const r = rng(spec.seed);
  const S = seedInt(spec.seed);
  const kind = spec.kind;
  const base = rgb(spec.base);
  const acc = rgb(spec.accent);
  const marbleLike = kind === 'marble' || kind === 'tile-gloss';
  const relief = kind === 'tile-carving' || kind === 'tile-sugar';
  const punch = kind === 'tile-punch';
  let tw = 600;
  let th = 600;
  let g = 2;
  let stagger = 0;
  let groutMix = 0.55;
  let extent = 1300;
  let gloss = 0.05;
  if (kind === 'marble') {
    [tw, th] = pick(r, [
      [600, 600],
      [1200, 600],
    ]);
    g = 1.6;
    groutMix = 0.3;
    gloss = 0.85;
  } else if (kind === 'tile-gloss') {
    g = 2;
    groutMix = 0.35;
    gloss = 0.75;
    extent = 1250;
  } else if (kind === 'tile-matt') {
    [tw, th, stagger] = pick(r, [
      [600, 600, 0],
      [600, 300, 0.5],
      [1200, 600, 1 / 3],
    ]);
    g = 2.5;
    groutMix = 0.55;
  } else if (kind === 'stone') {
    [tw, th, stagger] = pick(r, [
      [400, 400, 0],
      [600, 400, 0.5],
    ]);
    g = 5;
    groutMix = 0.6;
    extent = 1100;
  } else if (relief) {
    tw = th = pick(r, [300, 300, 400]);
    g = 2.5;
    groutMix = 0.6;
    extent = tw === 300 ? 750 : 950;
    gloss = kind === 'tile-sugar' ? 0.15 : 0.06;
  } else if (punch) {
    tw = th = 300;
    g = 2.5;
    groutMix = 0.6;
    extent = 720;
    gloss = 0.04;
  }
  const grout = mix3(base, acc, groutMix);
  const motif = relief ? pickMotif(r, kind === 'tile-sugar') : null;
  const reliefDepth = relief ? 3 + r() * 2 : 0;
  const veinAng = r() * Math.PI;
  const ca = Math.cos(veinAng);
  const sa = Math.sin(veinAng);
  const veinAmp = kind === 'marble' ? 1 : 0.55;
  const veinFreq = 0.012 + r() * 0.01;
  const dotSp = 15 + Math.round(r() * 5);
  const punchBands = 3 + Math.floor(r() * 3);
  const punchRound = r() < 0.5;
  const dr = acc[0] - base[0];
  const dg = acc[1] - base[1];
  const db = acc[2] - base[2];
  const cw = tw + g;
  const ch = th + g;
  // light direction for relief (from top-left, fairly low so the relief reads)
  const Lx = -0.5;
  const Ly = -0.55;
  const Lz = 0.67;

  const surfaceValue = (x: number, y: number, fw: number, tid: number, tid2: number): number => {
    // returns mix amount towards accent (may be negative = lighter)
    if (marbleLike) {
      const px = (x + tid * 3000) * 0.22;
      const py = (y + tid2 * 3000) * 0.22;
      ft4(px * 0.25, py * 0.25);
      const qx = px + 45 * Q4[0];
      const qy = py + 45 * Q4[1];
      const wmod = Q4[2];
      const smod = Q4[3];
      ft4(qx * 0.25 + 100, qy * 0.25 + 50);
      // main veins: a warped directional sine, variable thickness, soft halo
      const vv = (qx * ca + qy * sa) * veinFreq + Q4[0];
      const m = 1 - Math.abs(Math.sin(vv * Math.PI));
      const wv = 0.015 + 0.07 * clamp01(wmod * 1.6 + 0.45);
      const core = smooth(1 - wv, 1 - wv * 0.25, m);
      let halo = m * m;
      halo *= halo;
      halo *= halo;
      // secondary hairline veins that come and go
      const vv2 = (qx * sa - qy * ca) * veinFreq * 2.3 + 1.6 * Q4[1];
      const m2 = 1 - Math.abs(Math.sin(vv2 * Math.PI));
      const sec = smooth(0.972, 0.996, m2) * clamp01(smod * 2.5 + 0.2);
      const cloud = ft(px * 0.2 + 400, py * 0.2 + 400) + 0.5 * Q4[2];
      const fine = fw < 2 ? fn(x * 0.9 + 17, y * 0.9) * 0.03 : 0;
      return veinAmp * (0.95 * core + 0.3 * halo + 0.45 * sec) + 0.2 * cloud + fine;
    }
    if (kind === 'stone') {
      const px = (x + tid * 2000) * 0.3;
      const py = (y + tid2 * 2000) * 0.3;
      const m = ft(px * 0.5, py * 0.5);
      const bed = ft(px * 0.12 + 90, py * 0.9 + 7);
      const fa = clamp01(2 - fw * 0.7);
      let v = 0.3 * m + 0.25 * bed + 0.22 * ft(x * 0.25 + 40, y * 0.25 + 9) + 0.14 * fn(x * 0.7, y * 0.7) * fa + 0.28 * ft(x * 0.9 + 3, y * 0.9 + 71);
      // sparse round pits (travertine / limestone)
      const cx = Math.floor(x / 9);
      const cy = Math.floor(y / 9);
      const hp = hash(cx, cy, S + 90);
      if (hp < 0.07) {
        const ox = (cx + 0.25 + 0.5 * frac(hp * 97.1)) * 9;
        const oy = (cy + 0.25 + 0.5 * frac(hp * 53.7)) * 9;
        const pr = 0.8 + 2.2 * frac(hp * 31.3);
        const dd = Math.sqrt((x - ox) * (x - ox) * 0.5 + (y - oy) * (y - oy));
        v += 0.55 * cover(dd, pr, Math.max(fw, 0.4));
      }
      return v;
    }
    // matt / punch / relief base: porcelain "cement" look
    const px = (x + tid * 2000) * 0.25;
    const py = (y + tid2 * 2000) * 0.25;
    const m = ft(px * 0.35, py * 0.35);
    const f = fn(x * 0.8 + 5, y * 0.8 + 9) * clamp01(2 - fw * 0.7);
    let v = 0.45 * m + 0.16 * f + 0.12 * ft(px * 1.5 + 60, py * 1.5 + 20);
    // sparse aggregate specks
    const cx = Math.floor(x / 4);
    const cy = Math.floor(y / 4);
    const hh = hash(cx, cy, S + 31);
    if (hh < 0.1) {
      const ox = cx * 4 + 1 + 2 * hash(cy, cx, S + 32);
      const oy = cy * 4 + 1 + 2 * hash(cx + 9, cy, S + 33);
      const dd = Math.sqrt((x - ox) ** 2 + (y - oy) ** 2);
      v += (hh < 0.05 ? 0.5 : -0.35) * cover(dd, 0.55, Math.max(fw, 0.4));
    }
    return v;
  };

  const height = (lx: number, ly: number): number => {
    if (motif) return motif(lx / tw, ly / th) * reliefDepth;
    if (punch) {
      // raised domes on a square grid, punched in concentric diamond / ring bands
      const ix = Math.floor(lx / dotSp);
      const iy = Math.floor(ly / dotSp);
      const cxd = (ix + 0.5) * dotSp;
      const cyd = (iy + 0.5) * dotSp;
      const u = cxd / tw - 0.5;
      const v = cyd / th - 0.5;
      const dm = punchRound ? Math.sqrt(u * u + v * v) * 1.42 : Math.abs(u) + Math.abs(v);
      if (frac(dm * punchBands + 0.25) > 0.55) return 0;
      const xx = lx - cxd;
      const yy = ly - cyd;
      const rr = Math.sqrt(xx * xx + yy * yy) / (dotSp * 0.3);
      return rr < 1 ? 1.4 * Math.sqrt(1 - rr * rr) : 0;
    }
    return 0;
  };

  // relief shading baked once per image into a tile-sized map: [lambert factor, normalised height]
  const RR = 384;
  const rStep = tw / RR;
  let reliefMap: Float32Array | null = null;
  if (motif || punch) {
    reliefMap = new Float32Array(RR * RR * 2);
    const eps = rStep;
    for (let j = 0; j < RR; j++) {
      for (let i = 0; i < RR; i++) {
        const lx = (i + 0.5) * rStep;
        const ly = (j + 0.5) * rStep;
        const h0 = height(lx, ly);
        const hx = (height(lx + eps, ly) - height(lx - eps, ly)) / (2 * eps);
        const hy = (height(lx, ly + eps) - height(lx, ly - eps)) / (2 * eps);
        const nl = (-hx * Lx - hy * Ly + Lz) / Math.sqrt(1 + hx * hx + hy * hy);
        const k = (j * RR + i) * 2;
        reliefMap[k] = 0.25 + 0.75 * (nl / Lz);
        reliefMap[k + 1] = punch ? 1 : h0 / reliefDepth;
      }
    }
  }
  const sample = (x: number, y: number, fw: number, o: Float64Array): void => {
    const iy = Math.floor(y / ch);
    const ly0 = y - iy * ch;
    const xx = x + (stagger ? frac(iy * stagger) * cw : 0);
    const ix = Math.floor(xx / cw);
    const lx = xx - ix * cw - g * 0.5;
    const ly = ly0 - g * 0.5;
    const fwc = Math.max(fw, 0.3);
    let ex = lx < tw - lx ? lx : tw - lx;
    let ey = ly < th - ly ? ly : th - ly;
    if (kind === 'stone') {
      // tumbled, slightly irregular edges
      ex -= 0.8 + 0.8 * ft(x * 0.15, y * 0.15);
      ey -= 0.8 + 0.8 * ft(x * 0.15 + 31, y * 0.15);
    }
    const e = ex < ey ? ex : ey;
    const tileCov = clamp01(e / fwc + 0.5);
    const tid = hash(ix, iy, S);
    const tid2 = hash(iy, ix, S + 1);
    // grout colour (sanded, a touch darker towards the tile edges)
    const gn = tileCov < 1 ? (0.92 + 0.04 * fn(x * 0.7 + 3, y * 0.7 + 1)) * 0.93 : 0;
    const gr = grout[0] * gn;
    const gg = grout[1] * gn;
    const gb = grout[2] * gn;
    if (tileCov <= 0) {
      o[0] = gr;
      o[1] = gg;
      o[2] = gb;
      o[3] = 0;
      return;
    }
    let t = surfaceValue(lx, ly, fw, tid, tid2);
    let sh = 1 + (tid - 0.5) * (kind === 'stone' ? 0.14 : marbleLike ? 0.03 : 0.05);
    if (reliefMap) {
      let u = lx / rStep - 0.5;
      let v = ly / rStep - 0.5;
      u = u < 0 ? 0 : u > RR - 1.001 ? RR - 1.001 : u;
      v = v < 0 ? 0 : v > RR - 1.001 ? RR - 1.001 : v;
      const iu = u | 0;
      const iv = v | 0;
      const fu = u - iu;
      const fv = v - iv;
      const k00 = (iv * RR + iu) * 2;
      const k10 = k00 + 2;
      const k01 = k00 + RR * 2;
      const k11 = k01 + 2;
      const M = reliefMap;
      const w00 = (1 - fu) * (1 - fv);
      const w10 = fu * (1 - fv);
      const w01 = (1 - fu) * fv;
      const w11 = fu * fv;
      sh *= M[k00] * w00 + M[k10] * w10 + M[k01] * w01 + M[k11] * w11;
      // recesses collect a little colour/dirt -> reads as depth
      const depthN = M[k00 + 1] * w00 + M[k10 + 1] * w10 + M[k01 + 1] * w01 + M[k11 + 1] * w11;
      t += (1 - depthN) * 0.22;
      if (kind === 'tile-sugar' && fw < 2) {
        // sugar finish: glittering grains
        const gx = Math.floor(x / 0.8);
        const gy = Math.floor(y / 0.8);
        const hh = hash(gx, gy, S + 60);
        if (hh > 0.93) sh *= 1 + (hh - 0.93) * 14 * (1 - fw / 2);
        t += (hash(gy, gx, S + 61) - 0.5) * 0.2;
      }
    }
    // cushioned / eased edge
    const eb = cover(e, 1.6, fwc);
    if (eb > 0) {
      const lit = (ex < ey ? lx < tw - lx : ly < th - ly) ? 0.1 : -0.18;
      sh *= 1 + lit * eb;
    }
    const tr = (base[0] + dr * t) * sh;
    const tg = (base[1] + dg * t) * sh;
    const tb = (base[2] + db * t) * sh;
    o[0] = gr + (tr - gr) * tileCov;
    o[1] = gg + (tg - gg) * tileCov;
    o[2] = gb + (tb - gb) * tileCov;
    o[3] = tileCov * (1 - eb * 0.8);
  };
  const ro = new Float64Array(4);
  return {
    extent,
    gloss,
    sample,
    row(x0, y0, dx, dy, n, fw, out) {
      for (let i = 0, k = 0; i < n; i++, k += 4) {
        sample(x0 + i * dx, y0 + i * dy, fw, ro);
        out[k] = ro[0];
        out[k + 1] = ro[1];
        out[k + 2] = ro[2];
        out[k + 3] = ro[3];
      }
    },
  };
}

/** foam underlay laid in 1 m strips with taped seams, film printed with a faint grid */
function underlayMaterial(spec: SeedImageSpec): Material {
  const base = rgb(spec.base);
  const acc = rgb(spec.accent);
  const stripW = 1000;
  const sample = (x: number, y: number, fw: number, o: Float64Array): void => {
    const sy = Math.floor(y / stripW);
    const ly = y - sy * stripW;
    const e = Math.min(ly, stripW - ly);
    const fwc = Math.max(fw, 0.3);
    // foam cells & film wrinkles
    const cell = fw < 2 ? fn(x * 0.7 + 11, y * 0.7 + 3) * 0.06 * (1 - fw / 2) : 0;
    const wr = ft(x * 0.05, y * 0.05 + sy * 70) * 0.08;
    const c = 1 + cell + wr;
    // printed grid lines every 100mm
    const gx = Math.abs(frac(x / 100 + 0.5) - 0.5) * 100;
    const gy = Math.abs(frac(ly / 100 + 0.5) - 0.5) * 100;
    const line = Math.max(cover(gx, 0.6, fwc), cover(gy, 0.6, fwc)) * 0.35;
    // 50mm tape over the seam
    const tape = cover(e, 25, fwc);
    let rr = base[0] * c;
    let gg = base[1] * c;
    let bb = base[2] * c;
    rr += (acc[0] - rr) * line;
    gg += (acc[1] - gg) * line;
    bb += (acc[2] - bb) * line;
    const tc = 0.8 + 0.03 * fn(x * 0.2 + 7, y * 0.2 + 5);
    rr += (acc[0] * tc * 1.15 - rr) * tape;
    gg += (acc[1] * tc * 1.15 - gg) * tape;
    bb += (acc[2] * tc * 1.15 - bb) * tape;
    const tapeEdge = cover(Math.abs(e - 25), 0.6, fwc) * 0.25;
    const sh = 1 - tapeEdge - 0.5 * cover(e, 0.4, fwc);
    o[0] = rr * sh;
    o[1] = gg * sh;
    o[2] = bb * sh;
    o[3] = 0.6 + 0.4 * tape;
  };
  const ro = new Float64Array(4);
  return {
    extent: 1400,
    gloss: 0.3,
    sample,
    row(x0, y0, dx, dy, n, fw, out) {
      for (let i = 0, k = 0; i < n; i++, k += 4) {
        sample(x0 + i * dx, y0 + i * dy, fw, ro);
        out[k] = ro[0];
        out[k + 1] = ro[1];
        out[k + 2] = ro[2];
        out[k + 3] = ro[3];
      }
    },
  };
}

function makeMaterial(spec: SeedImageSpec): Material {
  switch (spec.kind) {
    case 'laminate':
    case 'wood':
    case 'vinyl':
      return plankMaterial(spec);
    case 'herringbone':
      return herringboneMaterial(spec);
    case 'underlay':
      return underlayMaterial(spec);
    case 'trim':
    case 'base-shoe':
    case 'tile-accessory':
      // not floor materials; used when a neutral floor is needed
      return tileMaterial({ ...spec, kind: 'tile-matt' });
    default:
      return tileMaterial(spec);
  }
}

const isFlatMaterial = (k: Kind) => !(k === 'trim' || k === 'base-shoe' || k === 'underlay' || k === 'tile-accessory');

// ---------------------------------------------------------------------------
// swatch: flat, top-down material

function renderMaterialSwatch(spec: SeedImageSpec, w: number, h: number, extentScale = 1): Img {
  const mat = makeMaterial(spec);
  const img = newImg(w, h);
  const mmpp = (mat.extent * extentScale) / Math.max(w, h);
  const r = rng(spec.seed + 17);
  const ox = 5000 + r() * 4000;
  const oy = 5000 + r() * 4000;
  const d = img.d;
  const g = mat.gloss > 0.1 ? mat.gloss : 0;
  const diag = w + h;
  const buf = new Float32Array(w * 4);
  // broad soft reflection of a window across polished surfaces, as a function of x - 0.55·y
  const hlOff = Math.ceil(h * 0.55) + 1;
  const hl = new Float32Array(w + hlOff + 2);
  for (let i = 0; i < hl.length; i++) {
    const q = (i - hlOff - w * 0.22) / (w * 0.22);
    hl[i] = 38 * Math.exp(-q * q);
  }
  const lg = 1 - 0.05 * g;
  for (let y = 0; y < h; y++) {
    mat.row(ox + 0.5 * mmpp, oy + (y + 0.5) * mmpp, mmpp, 0, w, mmpp, buf);
    const yo = hlOff - Math.round(y * 0.55);
    for (let x = 0, k = 0, i = y * w * 3; x < w; x++, k += 4, i += 3) {
      // studio light: a gentle fall-off from the top-left
      const u = (x + y) / diag;
      const l = (1.06 - 0.12 * u) * lg;
      const add = g * buf[k + 3] * (hl[x + yo] + 14 * (1 - u));
      d[i] = buf[k] * l + add;
      d[i + 1] = buf[k + 1] * l + add;
      d[i + 2] = buf[k + 2] * l + add;
    }
  }
  return img;
}

// ---------------------------------------------------------------------------
// profile mouldings

type Profile = (t: number) => number;

/** height of a moulding profile (0..1 of its width) across t in [0,1] (0 = back/bottom edge, 1 = top/nose) */
function trimProfile(kind: Kind, r: () => number): { prof: Profile; depth: number } {
  if (kind === 'base-shoe') {
    // quarter round, a bit taller than deep
    return { prof: (t) => Math.sqrt(Math.max(0, 1 - t * t)), depth: 0.85 };
  }
  const v = Math.floor(r() * 3);
  if (v === 0) {
    // colonial: flat face, cove, bead and round-over at the top
    return {
      prof: (t) => {
        let h = 0.32;
        h -= 0.1 * smooth(0.55, 0.66, t);
        h += 0.14 * Math.exp(-(((t - 0.8) / 0.07) ** 2));
        h += 0.06 * smooth(0.66, 0.74, t);
        h *= 1 - smooth(0.88, 1.0, t) * 0.75;
        return h * (1 - 0.9 * smooth(0.985, 1, t));
      },
      depth: 0.22,
    };
  }
  if (v === 1) {
    // craftsman: flat with a chamfered top
    return {
      prof: (t) => 0.25 - 0.15 * smooth(0.82, 0.98, t) - 0.02 * Math.exp(-(((t - 0.7) / 0.02) ** 2)),
      depth: 0.18,
    };
  }
  // ogee casing
  return {
    prof: (t) => {
      const s = clamp01((t - 0.45) / 0.55);
      const og = 0.5 - 0.5 * Math.cos(s * Math.PI * 2);
      return 0.22 + 0.1 * smooth(0.05, 0.3, t) - 0.12 * og * (s < 0.5 ? 1 : -0.6) - 0.2 * smooth(0.92, 1, t);
    },
    depth: 0.24,
  };
}

const isWoodTone = (c: C3) => saturation(c) > 0.25 && luma(c) < 200;

/** long moulding pieces lying diagonally, their cut ends showing the profile */
function renderTrim(spec: SeedImageSpec, size: number): Img {
  const r = rng(spec.seed);
  const S = seedInt(spec.seed);
  const base = rgb(spec.base);
  const acc = rgb(spec.accent);
  const shoe = spec.kind === 'base-shoe';
  const { prof, depth } = trimProfile(spec.kind, r);
  const wooden = isWoodTone(base);
  const G = grainParams('laminate', r);
  const img = newImg(size, size);
  const sc = size / 800;
  const ang = (-24 - r() * 8) * (Math.PI / 180);
  const ca = Math.cos(ang);
  const sa = Math.sin(ang);
  const n = shoe ? 5 : 3;
  const pw = (shoe ? 62 : 132) * sc;
  const gap = (shoe ? 30 : 34) * sc;
  const hpx = pw * depth; // profile height scale, px
  const oa = 0.85; // oblique offset along the axis per unit height
  const total = n * pw + (n - 1) * gap;
  const pieces = Array.from({ length: n }, (_, i) => ({
    c0: -total / 2 + i * (pw + gap),
    a0: (-300 + i * 55 + r() * 40) * sc,
    tone: 1 + (r() - 0.5) * 0.06,
  }));
  // light (x right, y down, z towards viewer)
  const L = [-0.45, -0.55, 0.7];
  const ln = Math.hypot(L[0], L[1], L[2]);
  L[0] /= ln;
  L[1] /= ln;
  L[2] /= ln;
  const Hh = [L[0], L[1], L[2] + 1];
  const hn = Math.hypot(Hh[0], Hh[1], Hh[2]);
  // across-axis unit vector in screen space
  const ecx = -sa;
  const ecy = ca;
  const bg0 = [244, 243, 240];
  const bg1 = [226, 224, 220];
  const d = img.d;
  const cx0 = size / 2;
  const cy0 = size / 2;
  const shOff = hpx * 0.9;
  const blur = 14 * sc;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - cx0;
      const dy = y + 0.5 - cy0;
      const a = dx * ca + dy * sa; // along
      const c = -dx * sa + dy * ca; // across
      let cr = 0;
      let cg = 0;
      let cb = 0;
      let hit = false;
      let shadow = 0;
      for (let k = 0; k < n && !hit; k++) {
        const P = pieces[k];
        const lc = c - P.c0;
        // shadow (light from top-left -> shadow to the bottom-right, i.e. +c side mostly)
        const sc2 = lc - shOff * 0.8;
        const sa2 = a - P.a0 - shOff * 0.5;
        const inC = smooth(-blur, blur, sc2) * (1 - smooth(pw - blur, pw + blur, sc2));
        const inA = smooth(-blur, blur, sa2);
        shadow = Math.max(shadow, inC * inA);
        if (lc < 0 || lc >= pw) continue;
        const t = lc / pw;
        const hh = prof(t);
        const aTop = a - P.a0 - hh * hpx * oa;
        if (aTop >= 0) {
          // top surface: shading from the profile slope
          const e = 0.004;
          const slope = ((prof(Math.min(1, t + e)) - prof(Math.max(0, t - e))) / (2 * e)) * depth;
          let nx = -slope * ecx;
          let ny = -slope * ecy;
          let nz = 1;
          const nl = Math.sqrt(nx * nx + ny * ny + nz * nz);
          nx /= nl;
          ny /= nl;
          nz /= nl;
          const dif = Math.max(0, nx * L[0] + ny * L[1] + nz * L[2]);
          const nh = Math.max(0, (nx * Hh[0] + ny * Hh[1] + nz * Hh[2]) / hn);
          const spec2 = Math.pow(nh, wooden ? 30 : 60) * (wooden ? 0.18 : 0.28);
          let col: C3 = base;
          if (wooden) {
            const v = woodGrain(aTop + k * 3000, (lc / sc) * 0.8, 1.2, G, 40 + k * 37, 30 + k * 20, 0.015, 0, 0, 0);
            col = [base[0] + (acc[0] - base[0]) * v, base[1] + (acc[1] - base[1]) * v, base[2] + (acc[2] - base[2]) * v];
          } else {
            const pn = (noise(aTop * 0.6, lc * 0.6, S) - 0.5) * 0.03;
            col = [base[0] * (1 + pn), base[1] * (1 + pn), base[2] * (1 + pn)];
          }
          const l = (wooden ? 0.42 + 0.7 * dif : 0.5 + 0.62 * dif) * P.tone;
          // soft edge at the silhouette
          const edgeAA = clamp01(Math.min(lc, pw - lc) + 0.5);
          cr = col[0] * l + 255 * spec2;
          cg = col[1] * l + 255 * spec2;
          cb = col[2] * l + 255 * spec2;
          if (edgeAA < 1) {
            const bgv = 1 - 0.28 * shadow;
            cr = cr * edgeAA + bg0[0] * bgv * (1 - edgeAA);
            cg = cg * edgeAA + bg0[1] * bgv * (1 - edgeAA);
            cb = cb * edgeAA + bg0[2] * bgv * (1 - edgeAA);
          }
          // thin highlight along the cut edge
          if (aTop < 1.2) {
            const k2 = 1 - aTop / 1.2;
            cr += 40 * k2;
            cg += 40 * k2;
            cb += 40 * k2;
          }
          hit = true;
        } else if (a - P.a0 >= 0) {
          // cut end face, seen at an angle: shows the profile silhouette
          const endCol = wooden ? mix3(base, acc, 0.55) : mix3(base, [200, 185, 160], 0.35);
          const gnz = wooden ? (noise(lc * 0.5, (a - P.a0) * 2, S + 4) - 0.5) * 0.15 : (noise(lc * 1.5, (a - P.a0) * 1.5, S + 4) - 0.5) * 0.08;
          const l = 0.72 + gnz;
          cr = endCol[0] * l;
          cg = endCol[1] * l;
          cb = endCol[2] * l;
          hit = true;
        }
      }
      const i = (y * size + x) * 3;
      if (hit) {
        d[i] = cr;
        d[i + 1] = cg;
        d[i + 2] = cb;
      } else {
        const u = (x + y) / (2 * size);
        const vg = 1 - 0.3 * shadow;
        d[i] = (bg0[0] + (bg1[0] - bg0[0]) * u) * vg;
        d[i + 1] = (bg0[1] + (bg1[1] - bg0[1]) * u) * vg;
        d[i + 2] = (bg0[2] + (bg1[2] - bg0[2]) * u) * vg;
      }
    }
  }
  return img;
}

// ---------------------------------------------------------------------------
// underlay: partly unrolled foam roll

function renderUnderlay(spec: SeedImageSpec, size: number): Img {
  const r = rng(spec.seed);
  const mat = underlayMaterial(spec);
  const base = rgb(spec.base);
  const img = newImg(size, size);
  const sc = size / 800;
  const x0 = (150 + r() * 20) * sc; // left end of roll / sheet
  const x1 = (670 - r() * 20) * sc;
  const R = 112 * sc;
  const yc = 245 * sc;
  const capK = 0.28; // end-cap ellipse squash (we look slightly from the left)
  const sheetTop = yc + R * 0.3;
  const sheetBot = 712 * sc;
  const spread = 0.085; // perspective widening of the sheet towards the viewer
  const thick = 6 * sc;
  const mmpp = 1.6 / sc;
  const o = new Float64Array(4);
  const d = img.d;
  // light from the upper left, in front
  const Ly = -0.62;
  const Lz = 0.7;
  const hy = Ly;
  const hz = Lz + 1;
  const hl = Math.hypot(hy, hz);
  const bg0: C3 = [243, 242, 239];
  const bg1: C3 = [226, 224, 220];
  const layers = 16;
  const core = 0.2;
  const foam = mix3(base, [255, 255, 255], 0.12);
  const blur = 16 * sc;
  for (let y = 0; y < size; y++) {
    const py = y + 0.5;
    const v = (py - yc) / R;
    const inV = v > -1 && v < 1;
    const capHalf = inV ? capK * R * Math.sqrt(1 - v * v) : 0;
    const wid = spread * (py - sheetTop);
    const sl = x0 - wid;
    const sr = x1 + wid;
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const i = (y * size + x) * 3;
      let cr: number;
      let cg: number;
      let cb: number;
      const capDx = px - x0;
      if (inV && capDx >= -capHalf - 1 && capDx <= capHalf) {
        // end cap: tightly wound foam layers around a hollow core
        const ex = capDx / (capK * R);
        const rr = Math.sqrt(ex * ex + v * v);
        let l: number;
        if (rr < core) {
          l = 0.3 + 0.2 * (rr / core) * (v > 0 ? 1 : 0.6);
        } else {
          const sN = ((rr - core) / (1 - core)) * layers;
          const f = frac(sN);
          const gap = 1 - smooth(0.0, 0.16, f) * (1 - smooth(0.84, 1, f));
          l = 0.92 - 0.22 * gap + fn(px * 0.6, py * 0.6) * 0.05 - 0.1 * Math.max(0, v);
          // the film-covered outer wrap
          if (rr > 0.965) l *= 0.85;
        }
        cr = foam[0] * l;
        cg = foam[1] * l;
        cb = foam[2] * l;
        const aa = clamp01(Math.min(capHalf - Math.abs(capDx), (1 - Math.abs(v)) * R) + 0.5);
        if (aa < 1) {
          cr = cr * aa + bg0[0] * (1 - aa);
          cg = cg * aa + bg0[1] * (1 - aa);
          cb = cb * aa + bg0[2] * (1 - aa);
        }
      } else if (inV && capDx > 0 && px <= x1 + capHalf + 1) {
        // roll body
        const nz = Math.sqrt(1 - v * v);
        const dif = Math.max(0, Ly * v + Lz * nz);
        const spec2 = Math.pow(Math.max(0, (hy * v + hz * nz) / hl), 12) * 0.12;
        const theta = Math.asin(v);
        mat.sample(capDx * mmpp + 3000, theta * R * mmpp + 2500, mmpp, o);
        const l = 0.5 + 0.55 * dif;
        cr = o[0] * l + 255 * spec2;
        cg = o[1] * l + 255 * spec2;
        cb = o[2] * l + 255 * spec2;
        const aa = clamp01(Math.min(x1 + capHalf - px, (1 - Math.abs(v)) * R) + 0.5);
        if (aa < 1) {
          const bgc = py > sheetTop && px < sr ? mix3(base, [0, 0, 0], 0.4) : mix3(bg0, [0, 0, 0], v > -0.3 ? 0.3 : 0.05);
          cr = cr * aa + bgc[0] * (1 - aa);
          cg = cg * aa + bgc[1] * (1 - aa);
          cb = cb * aa + bgc[2] * (1 - aa);
        }
      } else {
        // soft shadow of the roll, falling to the lower right
        const rollSh =
          smooth(x0, x0 + 30 * sc, px) *
          (1 - smooth(x1 + 5 * sc, x1 + 60 * sc, px)) *
          smooth(yc - 0.4 * R, yc + 0.2 * R, py) *
          (1 - smooth(yc + R - 8 * sc, yc + R + 45 * sc, py));
        if (py >= sheetTop && py < sheetBot && px >= sl && px < sr) {
          const ty = (py - sheetTop) / (sheetBot - sheetTop);
          const sx = (px - sl) / (sr - sl);
          mat.sample(sx * (x1 - x0) * mmpp + 3000, ty * 640 + 2150, mmpp * (0.8 + 0.4 * ty), o);
          const l = (1.0 - 0.06 * ty) * (1 - 0.5 * rollSh);
          cr = o[0] * l;
          cg = o[1] * l;
          cb = o[2] * l;
          const aa = clamp01(Math.min(px - sl, sr - px) + 0.5);
          if (aa < 1) {
            cr = cr * aa + bg0[0] * 0.8 * (1 - aa);
            cg = cg * aa + bg0[1] * 0.8 * (1 - aa);
            cb = cb * aa + bg0[2] * 0.8 * (1 - aa);
          }
        } else if (py >= sheetBot && py < sheetBot + thick && px >= sl && px < sr) {
          // cut edge of the foam
          const l = 0.7 + fn(px * 0.9, py * 0.9) * 0.06;
          cr = foam[0] * l;
          cg = foam[1] * l;
          cb = foam[2] * l;
        } else {
          // floor with soft shadows of the sheet (offset to the lower right) and the roll
          const u = (px + py) / (2 * size);
          const sxp = px - 5 * sc;
          const syp = py - 6 * sc;
          const w2 = spread * (syp - sheetTop);
          const dist = Math.max(x0 - w2 - sxp, sxp - (x1 + w2), sheetTop - syp, syp - (sheetBot + thick));
          let sh = 0.3 * (1 - smooth(-blur * 0.3, blur, dist));
          sh = Math.max(sh, rollSh * 0.5);
          const vg = 1 - sh;
          cr = (bg0[0] + (bg1[0] - bg0[0]) * u) * vg;
          cg = (bg0[1] + (bg1[1] - bg0[1]) * u) * vg;
          cb = (bg0[2] + (bg1[2] - bg0[2]) * u) * vg;
        }
      }
      d[i] = cr;
      d[i + 1] = cg;
      d[i + 2] = cb;
    }
  }
  return img;
}

// ---------------------------------------------------------------------------
// tile accessories (vector, rasterised by sharp)

/**
 * A cheap soft shadow without SVG filters (librsvg blurs are slow): the shape drawn a few times,
 * shrunk/grown with translucent round-joined strokes so the edge falls off gradually.
 */
function softShadow(shapes: string, opacity: number, radius: number): string {
  const steps = 5;
  let out = '';
  for (let k = 0; k < steps; k++) {
    const w = (radius * 2 * (steps - k)) / steps;
    out += `<g fill="#000" fill-opacity="${(opacity / steps).toFixed(3)}" stroke="#000" stroke-opacity="${(opacity / steps).toFixed(3)}" stroke-width="${w.toFixed(1)}" stroke-linejoin="round">${shapes}</g>`;
  }
  return `<g>${out}<g fill="#000" fill-opacity="${(opacity * 0.35).toFixed(3)}">${shapes}</g></g>`;
}

function accessorySvg(spec: SeedImageSpec, w: number, h: number, opts: { squash?: number; scale?: number; cx?: number; cy?: number; vbW?: number; vbH?: number } = {}): string {
  const r = rng(spec.seed);
  const base = rgb(spec.base);
  const acc = rgb(spec.accent);
  // plastic spacers read better a little more saturated/brighter than the catalogue swatch
  const sp = hex2(mix3(base, [255, 255, 255], 0.08));
  const spD = hex2(mix3(base, [0, 0, 0], 0.35));
  const spL = hex2(mix3(base, [255, 255, 255], 0.45));
  const hd = hex2(acc);
  const hdD = hex2(mix3(acc, [0, 0, 0], 0.45));
  const hdL = hex2(mix3(acc, [255, 255, 255], 0.35));
  const wedge = hex2(mix3(acc, base, 0.35));
  const wedgeD = hex2(mix3(acc, [0, 0, 0], 0.3));
  const scale = opts.scale ?? 1;
  const squash = opts.squash ?? 1;
  const cx = opts.cx ?? 400;
  const cy = opts.cy ?? 400;
  const tAng = -16 - r() * 10;
  // notched trowel blade outline (local coords, centred)
  const bw = 500;
  const bh = 210;
  const notch = 15;
  let blade = `M ${-bw / 2} ${-bh / 2} L ${bw / 2} ${-bh / 2} `;
  // right edge notched
  for (let yy = -bh / 2; yy < bh / 2 - 1; yy += notch * 2) {
    blade += `L ${bw / 2} ${yy + notch} L ${bw / 2 - notch} ${yy + notch} L ${bw / 2 - notch} ${Math.min(bh / 2, yy + notch * 2)} L ${bw / 2} ${Math.min(bh / 2, yy + notch * 2)} `;
  }
  // bottom edge notched (right to left)
  for (let xx = bw / 2; xx > -bw / 2 + 1; xx -= notch * 2) {
    blade += `L ${xx - notch} ${bh / 2} L ${xx - notch} ${bh / 2 - notch} L ${Math.max(-bw / 2, xx - notch * 2)} ${bh / 2 - notch} L ${Math.max(-bw / 2, xx - notch * 2)} ${bh / 2} `;
  }
  blade += `L ${-bw / 2} ${bh / 2} Z`;
  const cross = (s: number) => {
    const a = 26 * s;
    const t = 5.5 * s;
    return `M ${-t} ${-a} H ${t} V ${-t} H ${a} V ${t} H ${t} V ${a} H ${-t} V ${t} H ${-a} V ${-t} H ${-t} Z`;
  };
  // scatter spacers & wedges in the free areas around the trowel
  // spacers in a loose pile bottom-left and a few strays, wedges and levelling clips on the right
  const items: [number, number, number][] = []; // x, y, type (0 spacer, 1 wedge, 2 clip)
  for (let k = 0; k < 11; k++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 95;
    items.push([175 + Math.cos(a) * d * 1.3, 640 + Math.sin(a) * d * 0.8, 0]);
  }
  items.push([120 + r() * 40, 140 + r() * 40, 0], [265 + r() * 30, 95 + r() * 30, 0], [700 + r() * 30, 700 + r() * 30, 0]);
  items.push([620 + r() * 20, 615 + r() * 20, 1], [705 + r() * 20, 560 + r() * 20, 1], [540 + r() * 20, 715 + r() * 20, 1]);
  items.push([640 + r() * 20, 120 + r() * 20, 2], [725 + r() * 20, 195 + r() * 20, 2]);
  let spacers = '';
  let spShadow = '';
  for (const [sx, sy, type] of items) {
    const rot = r() * 180;
    if (type === 1) {
      // levelling wedge with grip ridges
      const wp = `M -46 15 L 46 15 L 46 5 L -46 -11 Z`;
      spShadow += `<path d="${wp}" transform="translate(${sx + 6} ${sy + 8}) rotate(${rot})"/>`;
      spacers += `<path d="${wp}" transform="translate(${sx + 1.5} ${sy + 2.5}) rotate(${rot})" fill="${wedgeD}"/><g transform="translate(${sx} ${sy}) rotate(${rot})"><path d="${wp}" fill="url(#wedge)" stroke="${wedgeD}" stroke-width="1.2"/>`;
      for (let k = -32; k < 42; k += 9) spacers += `<line x1="${k}" y1="13" x2="${k}" y2="${(k / 46) * 8 - 1}" stroke="${wedgeD}" stroke-opacity="0.5" stroke-width="2.2"/>`;
      spacers += `</g>`;
    } else if (type === 2) {
      // levelling clip: translucent base plate with the breakaway strap
      spShadow += `<rect x="-30" y="-24" width="60" height="48" rx="6" transform="translate(${sx + 6} ${sy + 8}) rotate(${rot})"/>`;
      spacers += `<g transform="translate(${sx} ${sy}) rotate(${rot})"><rect x="-30" y="-24" width="60" height="48" rx="6" fill="${wedge}" fill-opacity="0.75" stroke="${wedgeD}" stroke-width="1.2"/><rect x="-6" y="-24" width="12" height="48" fill="${hex2(mix3(rgb(wedge), [255, 255, 255], 0.35))}" stroke="${wedgeD}" stroke-width="1"/><rect x="-3" y="-14" width="6" height="14" fill="${wedgeD}" fill-opacity="0.6"/></g>`;
    } else {
      const sz = 0.95 + r() * 0.25;
      spShadow += `<path d="${cross(sz)}" transform="translate(${sx + 5} ${sy + 7}) rotate(${rot})"/>`;
      spacers += `<path d="${cross(sz)}" transform="translate(${sx + 1.5} ${sy + 2.5}) rotate(${rot})" fill="${spD}"/><g transform="translate(${sx} ${sy}) rotate(${rot})"><path d="${cross(sz)}" fill="url(#plastic)" stroke="${spD}" stroke-width="1.3"/><path d="${cross(sz * 0.55)}" fill="none" stroke="${spL}" stroke-opacity="0.55" stroke-width="1.5"/></g>`;
    }
  }
  const handle = `<rect x="-150" y="-34" width="300" height="68" rx="34"/>`;
  let brushed = '';
  for (let k = 0; k < 60; k++) {
    const yy = -bh / 2 + r() * bh;
    brushed += `<line x1="${-bw / 2}" y1="${yy.toFixed(1)}" x2="${bw / 2}" y2="${(yy + (r() - 0.5) * 3).toFixed(1)}" stroke="${r() < 0.5 ? '#ffffff' : '#5d666d'}" stroke-opacity="${(0.06 + r() * 0.12).toFixed(2)}" stroke-width="${(0.6 + r()).toFixed(1)}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${opts.vbW ?? 800} ${opts.vbH ?? 800}">
<defs>
  <linearGradient id="steel" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#eef1f3"/><stop offset="0.35" stop-color="#b9c0c5"/>
    <stop offset="0.55" stop-color="#e3e7ea"/><stop offset="0.8" stop-color="#a4abb1"/><stop offset="1" stop-color="#cdd3d7"/>
  </linearGradient>
  <linearGradient id="hdl" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hdL}"/><stop offset="0.3" stop-color="${hd}"/><stop offset="1" stop-color="${hdD}"/>
  </linearGradient>
  <linearGradient id="plastic" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${spL}"/><stop offset="0.4" stop-color="${sp}"/><stop offset="1" stop-color="${spD}"/>
  </linearGradient>
  <linearGradient id="wedge" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hex2(mix3(rgb(wedge), [255, 255, 255], 0.3))}"/><stop offset="1" stop-color="${wedge}"/>
  </linearGradient>
</defs>
<g transform="translate(${cx} ${cy}) scale(${scale} ${scale * squash}) translate(-400 -400)">
  ${softShadow(spShadow, 0.22, 5)}
  <g transform="translate(455 390) rotate(${tAng})">
    <g transform="translate(5 8)">${softShadow(`<path d="${blade}"/>`, 0.22, 9)}</g>
    <g transform="translate(44 56)">${softShadow(handle, 0.22, 14)}</g>
    <path d="${blade}" transform="translate(0.8 1.6)" fill="#6f777d"/>
    <path d="${blade}" fill="url(#steel)" stroke="#7c858c" stroke-width="1.6"/>
    <clipPath id="bl"><path d="${blade}"/></clipPath>
    <g clip-path="url(#bl)">${brushed}</g>
    <path d="M ${-bw / 2 + 6} ${-bh / 2 + 4} L ${bw / 2 - 6} ${-bh / 2 + 4}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>
    <rect x="-120" y="-9" width="240" height="18" rx="6" fill="#8d959b" stroke="#6b7379"/>
    <rect x="-135" y="-16" width="28" height="32" rx="4" fill="#7b838a"/>
    <rect x="107" y="-16" width="28" height="32" rx="4" fill="#7b838a"/>
    <g transform="translate(0 -8)">
      <g fill="url(#hdl)" stroke="${hdD}" stroke-width="1.5">${handle}</g>
      <rect x="-136" y="-24" width="272" height="14" rx="7" fill="#ffffff" fill-opacity="0.35"/>
      <rect x="-120" y="-21" width="240" height="5" rx="2.5" fill="#ffffff" fill-opacity="0.35"/>
    </g>
  </g>
  <g>${spacers}</g>
</g>
</svg>`;
}

function lightBackdrop(w: number, h: number, seed: number): Img {
  const img = newImg(w, h);
  const S = seedInt(seed);
  const d = img.d;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = (x / w) * 0.4 + (y / h) * 0.6;
      const dx = x / w - 0.45;
      const dy = y / h - 0.45;
      const vig = 1 - 0.1 * (dx * dx + dy * dy) * 2;
      const n = (noise(x * 0.02, y * 0.02, S) - 0.5) * 2;
      const v = (245 - 16 * u) * vig + n;
      const i = (y * w + x) * 3;
      d[i] = v;
      d[i + 1] = v - 0.8;
      d[i + 2] = v - 2.5;
    }
  }
  return img;
}

// ---------------------------------------------------------------------------
// swatch dispatcher

async function renderSwatch(spec: SeedImageSpec, w: number, h: number): Promise<Img> {
  switch (spec.kind) {
    case 'trim':
    case 'base-shoe':
      return renderTrim(spec, w);
    case 'underlay':
      return renderUnderlay(spec, w);
    case 'tile-accessory':
      return overlaySvg(lightBackdrop(w, h, spec.seed), accessorySvg(spec, w, h));
    default:
      return renderMaterialSwatch(spec, w, h);
  }
}

// ---------------------------------------------------------------------------
// room view

const WALLS: C3[] = [
  [236, 232, 225], // warm white
  [222, 215, 204], // greige
  [211, 214, 203], // soft sage
  [216, 219, 220], // cool grey
  [228, 218, 206], // pale clay
];

async function renderRoom(spec: SeedImageSpec, size: number): Promise<Img> {
  const r = rng(spec.seed + 101);
  const kind = spec.kind;
  const W = Math.round(size * 1.5);
  const H = size;
  const s = size / 800;
  const img = newImg(W, H);
  const d = img.d;
  const trimKind = kind === 'trim' || kind === 'base-shoe';
  // floor material
  let floorSpec: SeedImageSpec = spec;
  if (trimKind) floorSpec = { kind: 'laminate', base: '#c6a37a', accent: '#93714c', seed: spec.seed + 5, view: 'room' };
  if (kind === 'tile-accessory') floorSpec = { kind: 'tile-matt', base: '#d6d3cd', accent: '#b3aea6', seed: spec.seed + 5, view: 'room' };
  const mat = makeMaterial(floorSpec);
  const floorBase = rgb(floorSpec.base);
  // camera
  const f = 1000 * s;
  const cx = W / 2 + (r() - 0.5) * 60 * s;
  // mouldings get a close, downward-looking detail shot (horizon above the frame)
  const hy = (trimKind ? (kind === 'base-shoe' ? -480 : -250) : 150) * s;
  const zw = trimKind ? (kind === 'base-shoe' ? 1000 : 1400) : 4200;
  let hc = trimKind ? 900 : 1100;
  const yWall = Math.round(hy + (f * hc) / zw);
  hc = ((yWall - hy) * zw) / f;
  // baseboard
  const bbMM = kind === 'trim' ? 150 : 100;
  const bbPx = Math.round((bbMM * f) / zw);
  const yBB = yWall - bbPx;
  const shoeMM = 19;
  const shoePx = kind === 'base-shoe' ? Math.round((shoeMM * f) / zw) : 0;
  const trimCol: C3 = kind === 'trim' ? rgb(spec.base) : [240, 238, 233];
  const trimAcc: C3 = kind === 'trim' ? rgb(spec.accent) : [200, 196, 188];
  const shoeCol = rgb(spec.base);
  const tp = trimKind ? trimProfile('trim', rng(spec.seed)) : { prof: (t: number) => 0.12 - 0.06 * smooth(0.85, 1, t) + 0.03 * Math.exp(-(((t - 0.8) / 0.05) ** 2)), depth: 0.15 };
  const trimWood = kind === 'trim' && isWoodTone(trimCol);
  const G = grainParams('laminate', r);
  // wall colour: contrast with the floor
  const fl = luma(floorBase);
  let wall = pick(r, WALLS);
  if (fl > 200) wall = pick(r, [WALLS[1], WALLS[2], WALLS[3]]);
  if (kind === 'trim' && luma(trimCol) > 200) wall = pick(r, [WALLS[1], WALLS[2], WALLS[4]]);
  // sunlight through a window on the (off-screen) left wall
  const Xw = 2300 + r() * 300;
  const kSun = 0.72 + r() * 0.1;
  const qSun = 0.3 + r() * 0.15;
  const sill = 950;
  const top = 1950;
  const zA = trimKind ? zw * 0.15 : 1700 + r() * 400;
  const zB = zA + (trimKind ? zw * 0.4 : 950);
  const zMid = (zA + zB) / 2;
  const hMid = (sill + top) / 2;
  const sunPatch = (X: number, Z: number): number => {
    const t = X + Xw;
    if (t <= 0) return 0;
    const hgt = t * kSun;
    const Zw = Z - t * qSun;
    const pen = 25 + 0.03 * t;
    const inH = smooth(sill - pen, sill + pen, hgt) * (1 - smooth(top - pen, top + pen, hgt));
    if (inH <= 0) return 0;
    const inZ = smooth(zA - pen, zA + pen, Zw) * (1 - smooth(zB - pen, zB + pen, Zw));
    const bar1 = 1 - (1 - smooth(25, 25 + pen, Math.abs(Zw - zMid)));
    const bar2 = 1 - (1 - smooth(22, 22 + pen, Math.abs(hgt - hMid)));
    return inH * inZ * bar1 * bar2;
  };
  const warm: C3 = [1.0, 0.93, 0.8];
  const sunK = 0.55;
  // wall radiance (smooth, also used for floor reflections)
  const WLX = new Float32Array(W + 1);
  for (let x = 0; x <= W; x++) {
    const u = x / W;
    const left = Math.exp(-((u + 0.15) * (u + 0.15)) / 0.35);
    WLX[x] = (0.8 + 0.22 * left) * (1 - 0.06 * Math.abs(u - 0.4));
  }
  const WLY = new Float32Array(yWall + 2);
  for (let y = 0; y <= yWall + 1; y++) {
    const v = Math.min(1, y / yWall);
    WLY[y] = 1 - 0.1 * (1 - v) * (1 - v);
  }
  const wallLight = (x: number, y: number): number => WLX[x | 0] * WLY[y | 0];
  const acc = new Float64Array(4);
  const gloss = mat.gloss;
  const swapAxes = floorSpec.kind === 'herringbone';
  const offZ = 3000 + r() * 5000;
  const offX = 3000 + r() * 5000;

  // ---- wall & baseboard
  for (let y = 0; y < yWall; y++) {
    const rowShadow = 1 - 0.18 * Math.exp(-(yBB - y) / (14 * s));
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      if (y < yBB) {
        // soft contact shadow above the baseboard
        const l = wallLight(x, y) * rowShadow;
        d[i] = wall[0] * l;
        d[i + 1] = wall[1] * l;
        d[i + 2] = wall[2] * l;
      } else {
        // baseboard: profile-shaded band
        const t = 1 - (y + 0.5 - yBB) / bbPx; // 0 at floor, 1 at top
        const e = 0.01;
        const slope = ((tp.prof(Math.min(1, t + e)) - tp.prof(Math.max(0, t - e))) / (2 * e)) * tp.depth;
        // normal (x right, y up, z out); surface recedes as t grows when slope < 0
        let ny = -slope;
        let nz = 1;
        const nl = Math.sqrt(ny * ny + nz * nz);
        ny /= nl;
        nz /= nl;
        const dif = Math.max(0, 0.75 * ny + 0.6 * nz);
        let col: C3 = trimCol;
        if (trimWood) {
          const v = woodGrain((x / s) * 1.2 + 500, t * bbMM, 1.2, G, bbMM * 0.7, 40, 0.012, 0, 0, 0);
          col = mix3(trimCol, trimAcc, v);
        }
        let l = (0.45 + 0.62 * dif) * wallLight(x, yWall * 0.9);
        if (t > 0.97) l *= 1.1;
        d[i] = col[0] * l;
        d[i + 1] = col[1] * l;
        d[i + 2] = col[2] * l;
        if (shoePx > 0 && y >= yWall - shoePx - 1) {
          const tt = clamp01((yWall - (y + 0.5)) / shoePx); // 0 bottom .. 1 top
          const nz2 = Math.sqrt(Math.max(0.02, 1 - tt * tt));
          const dif2 = Math.max(0, 0.78 * tt + 0.58 * nz2);
          let l2 = (0.42 + 0.62 * dif2) * wallLight(x, yWall * 0.9);
          if (y < yWall - shoePx) l2 *= 0.55; // crevice between shoe and baseboard
          d[i] = shoeCol[0] * l2;
          d[i + 1] = shoeCol[1] * l2;
          d[i + 2] = shoeCol[2] * l2;
        }
      }
    }
  }
  // dark hairline where the baseboard meets the wall / floor
  for (let x = 0; x < W; x++) {
    const i = ((yBB - 1) * W + x) * 3;
    d[i] *= 0.8;
    d[i + 1] *= 0.8;
    d[i + 2] *= 0.8;
  }

  // ---- floor
  const rowBuf = new Float32Array(W * 2 * 4);
  const accBuf = new Float32Array(W * 4);
  for (let y = yWall; y < H; y++) {
    const z = (f * hc) / (y + 0.5 - hy);
    const fw = z / f;
    // supersampling: 2x2 far away, 2x1 in the middle distance, 1 near the camera
    const ss = fw > 2.6 ? 2 : 1;
    const sRows = fw > 3.8 ? 2 : 1;
    accBuf.fill(0);
    for (let sy = 0; sy < sRows; sy++) {
      const yy = sRows === 1 ? y + 0.5 : y + 0.25 + sy * 0.5;
      const zz = (f * hc) / (yy - hy);
      const step = zz / f / ss;
      const X0 = ((ss === 1 ? 0.5 : 0.25) - cx) * (zz / f);
      const fws = (zz / f) * (ss === 1 ? 1 : 0.6);
      const n = W * ss;
      if (swapAxes) mat.row(X0 + offX, zz + offZ, step, 0, n, fws, rowBuf);
      else mat.row(zz + offZ, X0 + offX, 0, step, n, fws, rowBuf);
      if (ss === 1) accBuf.set(rowBuf.subarray(0, W * 4));
      else {
        for (let x = 0, k = 0, j = 0; x < W; x++, k += 4, j += 8) {
          accBuf[k] += rowBuf[j] + rowBuf[j + 4];
          accBuf[k + 1] += rowBuf[j + 1] + rowBuf[j + 5];
          accBuf[k + 2] += rowBuf[j + 2] + rowBuf[j + 6];
          accBuf[k + 3] += rowBuf[j + 3] + rowBuf[j + 7];
        }
      }
    }
    const inv = 1 / (ss * sRows);
    const rowAO = 1 - 0.3 * Math.exp(-(zw - z) / 140);
    const rowSun = sunK * (1 - Math.exp(-(zw - z) / 60));
    const rowVg = (0.12 * 4 * (y - yWall)) / (H - yWall) / (W * W);
    for (let x = 0; x < W; x++) {
      const ka = x * 4;
      acc[0] = accBuf[ka];
      acc[1] = accBuf[ka + 1];
      acc[2] = accBuf[ka + 2];
      acc[3] = accBuf[ka + 3];
      const X = ((x + 0.5 - cx) * z) / f;
      const ax = (X + 2200) / 2600;
      const amb = (0.8 + 0.2 / (1 + ax * ax + 0.5 * ax * ax * ax * ax)) * rowAO;
      const sun = sunPatch(X, z) * rowSun;
      let cr = acc[0] * inv * amb * (1 + sun * warm[0]);
      let cg = acc[1] * inv * amb * (1 + sun * warm[1]);
      let cb = acc[2] * inv * amb * (1 + sun * warm[2]);
      // glossy floors mirror the wall & baseboard (blurred, Fresnel-weighted)
      if (gloss > 0.05) {
        const cosT = hc / Math.sqrt(X * X + hc * hc + z * z);
        const m = 1 - cosT;
        const F = 0.04 + 0.96 * m * m * m * m * m;
        const k = gloss * F * acc[3] * inv * 1.6;
        const ym = 2 * yWall - (y + 0.5);
        let rr: number;
        let rg: number;
        let rb: number;
        if (ym >= yBB) {
          const ll = wallLight(x, yWall * 0.9) * 1.02;
          rr = trimCol[0] * ll;
          rg = trimCol[1] * ll;
          rb = trimCol[2] * ll;
        } else if (ym > 0) {
          const ll = wallLight(x, ym);
          rr = wall[0] * ll;
          rg = wall[1] * ll;
          rb = wall[2] * ll;
        } else {
          rr = wall[0] * 0.85;
          rg = wall[1] * 0.85;
          rb = wall[2] * 0.85;
        }
        // the reflection blurs with distance from the mirror line
        const blurT = clamp01((y - yWall) / (bbPx * 0.8 + 2));
        const kk = k * (1 - 0.25 * blurT);
        cr += (rr - cr) * kk;
        cg += (rg - cg) * kk;
        cb += (rb - cb) * kk;
        // specular bloom of the sun patch on polished surfaces
        cr += sun * gloss * 30 * acc[3] * inv;
        cg += sun * gloss * 28 * acc[3] * inv;
        cb += sun * gloss * 24 * acc[3] * inv;
      }
      const vg = 1 - rowVg * (x - W / 2) * (x - W / 2);
      const i = (y * W + x) * 3;
      d[i] = cr * vg;
      d[i + 1] = cg * vg;
      d[i + 2] = cb * vg;
    }
  }
  // contact line floor/baseboard
  for (let x = 0; x < W; x++) {
    const i = (yWall * W + x) * 3;
    d[i] *= 0.7;
    d[i + 1] *= 0.7;
    d[i + 2] *= 0.7;
  }
  if (kind === 'tile-accessory') {
    return overlaySvg(img, accessorySvg(spec, W, H, { scale: 0.62, squash: 0.62, cx: 600, cy: 640, vbW: 1200, vbH: 800 }));
  }
  return img;
}

// ---------------------------------------------------------------------------
// box view

const KIND_LABEL: Record<Kind, string> = {
  laminate: 'LAMINATE FLOORING',
  wood: 'ENGINEERED WOOD',
  herringbone: 'HERRINGBONE PARQUET',
  vinyl: 'RIGID CORE VINYL',
  marble: 'MARBLE-LOOK PORCELAIN',
  stone: 'NATURAL STONE',
  'tile-gloss': 'GLOSS PORCELAIN TILE',
  'tile-matt': 'MATT PORCELAIN TILE',
  'tile-carving': 'CARVING TILE',
  'tile-punch': 'PUNCH TILE',
  'tile-sugar': 'SUGAR CARVING TILE',
  trim: 'MOULDING & TRIM',
  'base-shoe': 'BASE SHOE',
  underlay: 'FOAM UNDERLAY',
  'tile-accessory': 'TILE ACCESSORIES',
};

async function renderBox(spec: SeedImageSpec, size: number): Promise<Img> {
  const r = rng(spec.seed + 303);
  const kind = spec.kind;
  const s = size / 800;
  // box proportions (front w x h, depth d)
  const flat = kind === 'laminate' || kind === 'wood' || kind === 'vinyl' || kind === 'herringbone';
  const bw = 1;
  const bh = flat ? 0.56 : 0.72;
  const bd = flat ? 0.2 : 0.26;
  // front texture: material print with a label band
  const TW = Math.round(560 * s);
  const TH = Math.round((TW * bh) / bw);
  let front: Img;
  if (isFlatMaterial(kind)) {
    front = renderMaterialSwatch(spec, TW, TH, 0.75);
  } else {
    const sq = await renderSwatch(spec, TW, TW);
    front = newImg(TW, TH);
    const off = Math.round((TW - TH) * 0.35);
    front.d.set(sq.d.subarray(off * TW * 3, (off + TH) * TW * 3));
  }
  const band = Math.round(TH * 0.3);
  const brand = '#2b3035';
  const stripe = '#c8602f';
  const fsz = (v: number) => (v * TW) / 560;
  const frontSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${TH}">
  <rect x="0" y="${TH - band}" width="${TW}" height="${band}" fill="#fbfaf8"/>
  <rect x="0" y="${TH - band - fsz(7)}" width="${TW}" height="${fsz(7)}" fill="${stripe}"/>
  <text x="${fsz(26)}" y="${TH - band + band * 0.46}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${fsz(38)}" fill="${brand}" letter-spacing="-0.5">floorshop</text>
  <text x="${fsz(28)}" y="${TH - band + band * 0.78}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${fsz(17)}" fill="#5b6167" letter-spacing="1.5">${KIND_LABEL[kind].replace('&', '&amp;')}</text>
  <rect x="${TW - fsz(120)}" y="${TH - band + band * 0.2}" width="${fsz(92)}" height="${band * 0.6}" rx="${fsz(4)}" fill="${spec.base}" stroke="#d4d0ca"/>
  <rect x="${TW - fsz(120)}" y="${TH - band + band * 0.2}" width="${fsz(92)}" height="${band * 0.18}" rx="${fsz(4)}" fill="#ffffff" fill-opacity="0.25"/>
</svg>`;
  front = await overlaySvg(front, frontSvg);
  // side texture
  const SW = Math.round((TW * bd) / bw);
  const sideSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SW}" height="${TH}">
  <rect width="${SW}" height="${TH}" fill="${brand}"/>
  <rect x="0" y="${TH - band - fsz(7)}" width="${SW}" height="${fsz(7)}" fill="${stripe}"/>
  <text transform="translate(${SW * 0.62} ${TH - band - fsz(24)}) rotate(-90)" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${fsz(30)}" fill="#f4f2ee">floorshop</text>
  <rect x="${SW * 0.25}" y="${TH - band + band * 0.25}" width="${SW * 0.5}" height="${band * 0.5}" fill="#ffffff" fill-opacity="0.9"/>
  ${Array.from({ length: 14 }, (_, k) => `<rect x="${SW * 0.29 + ((k * SW * 0.42) / 14)}" y="${TH - band + band * 0.3}" width="${k % 3 === 0 ? 2.2 * s : 1.2 * s}" height="${band * 0.4}" fill="#222"/>`).join('')}
</svg>`;
  const sideRaw = await sharp(Buffer.from(sideSvg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const side = fromBytes(sideRaw.data, sideRaw.info.width, sideRaw.info.height, sideRaw.info.channels);
  const topCol: C3 = [232, 229, 224];

  // camera
  const yaw = ((28 + r() * 10) * Math.PI) / 180;
  const pitch = ((20 + r() * 6) * Math.PI) / 180;
  const dist = 3.4;
  const target = [0, bh * 0.45, 0];
  const C = [target[0] + dist * Math.sin(yaw) * Math.cos(pitch), target[1] + dist * Math.sin(pitch), target[2] + dist * Math.cos(yaw) * Math.cos(pitch)];
  let F = [target[0] - C[0], target[1] - C[1], target[2] - C[2]];
  const fl = Math.hypot(F[0], F[1], F[2]);
  F = F.map((v) => v / fl);
  let Rt = [-F[2], 0, F[0]]; // cross(F, up)
  const rl = Math.hypot(Rt[0], Rt[2]);
  Rt = Rt.map((v) => v / rl);
  const Up = [Rt[1] * F[2] - Rt[2] * F[1], Rt[2] * F[0] - Rt[0] * F[2], Rt[0] * F[1] - Rt[1] * F[0]];
  // fit the box into the frame
  const corners: number[][] = [];
  for (const X of [-bw / 2, bw / 2]) for (const Y of [0, bh]) for (const Z of [-bd / 2, bd / 2]) corners.push([X, Y, Z]);
  let mnx = 1e9;
  let mxx = -1e9;
  let mny = 1e9;
  let mxy = -1e9;
  for (const p of corners) {
    const v = [p[0] - C[0], p[1] - C[1], p[2] - C[2]];
    const zc = v[0] * F[0] + v[1] * F[1] + v[2] * F[2];
    const xc = (v[0] * Rt[0] + v[1] * Rt[1] + v[2] * Rt[2]) / zc;
    const yc = -(v[0] * Up[0] + v[1] * Up[1] + v[2] * Up[2]) / zc;
    mnx = Math.min(mnx, xc);
    mxx = Math.max(mxx, xc);
    mny = Math.min(mny, yc);
    mxy = Math.max(mxy, yc);
  }
  const foc = (size * 0.74) / (mxx - mnx);
  const pcx = size / 2 - (foc * (mnx + mxx)) / 2;
  const pcy = size * 0.46 - (foc * (mny + mxy)) / 2;
  const img = newImg(size, size);
  const d = img.d;
  const o = new Float64Array(4);
  // returns face id (0 none/ground, 1 front, 2 side, 3 top) and writes colour
  const shade = (sx: number, sy: number, out: Float64Array): number => {
    const dx = (sx - pcx) / foc;
    const dy = (sy - pcy) / foc;
    const rx = F[0] + Rt[0] * dx - Up[0] * dy;
    const ry = F[1] + Rt[1] * dx - Up[1] * dy;
    const rz = F[2] + Rt[2] * dx - Up[2] * dy;
    // front z = bd/2
    let t = (bd / 2 - C[2]) / rz;
    if (t > 0) {
      const X = C[0] + rx * t;
      const Y = C[1] + ry * t;
      if (X >= -bw / 2 && X <= bw / 2 && Y >= 0 && Y <= bh) {
        const u = (X + bw / 2) / bw;
        const v = (bh - Y) / bh;
        bilinear(front, u * (front.w - 1), v * (front.h - 1), out);
        let l = 0.98 - 0.06 * v + 0.04 * (1 - u);
        if (v < 0.006 || u < 0.004) l *= 1.12;
        out[0] *= l;
        out[1] *= l;
        out[2] *= l;
        return 1;
      }
    }
    // side x = bw/2
    t = (bw / 2 - C[0]) / rx;
    if (t > 0) {
      const Z = C[2] + rz * t;
      const Y = C[1] + ry * t;
      if (Z >= -bd / 2 && Z <= bd / 2 && Y >= 0 && Y <= bh) {
        const u = (bd / 2 - Z) / bd;
        const v = (bh - Y) / bh;
        bilinear(side, u * (side.w - 1), v * (side.h - 1), out);
        let l = 0.8 - 0.08 * v;
        if (u < 0.02) l *= 1.25;
        out[0] *= l;
        out[1] *= l;
        out[2] *= l;
        return 2;
      }
    }
    // top y = bh
    t = (bh - C[1]) / ry;
    if (t > 0) {
      const X = C[0] + rx * t;
      const Z = C[2] + rz * t;
      if (X >= -bw / 2 && X <= bw / 2 && Z >= -bd / 2 && Z <= bd / 2) {
        const u = (X + bw / 2) / bw;
        const v = (Z + bd / 2) / bd;
        let l = 1.02 - 0.05 * (1 - v) + (noise(u * 300, v * 80, 7) - 0.5) * 0.02;
        if (v > 0.985 || u > 0.995) l *= 1.05;
        // a strip of packing tape along the top
        const tape = Math.abs(u - 0.5) < 0.07 ? 1 : 0;
        out[0] = (topCol[0] + (tape ? -8 : 0)) * l;
        out[1] = (topCol[1] + (tape ? -6 : 0)) * l;
        out[2] = (topCol[2] + (tape ? -2 : 0)) * l;
        return 3;
      }
    }
    // ground / backdrop with a soft contact shadow
    const vv = sy / size;
    let bgv = 250 - 20 * vv * vv;
    if (ry < 0) {
      const tg = -C[1] / ry;
      const X = C[0] + rx * tg;
      const Z = C[2] + rz * tg;
      const sxo = X - 0.06;
      const szo = Z + 0.05;
      const ddx = Math.max(Math.abs(sxo) - bw / 2, 0);
      const ddz = Math.max(Math.abs(szo) - bd / 2, 0);
      const dd = Math.sqrt(ddx * ddx + ddz * ddz);
      const ddx2 = Math.max(Math.abs(X) - bw / 2, 0);
      const ddz2 = Math.max(Math.abs(Z) - bd / 2, 0);
      const dd2 = Math.sqrt(ddx2 * ddx2 + ddz2 * ddz2);
      const sh = 0.16 * Math.exp(-dd / 0.12) + 0.35 * Math.exp(-dd2 / 0.018);
      bgv *= 1 - sh;
    }
    out[0] = bgv;
    out[1] = bgv;
    out[2] = bgv - 1.5;
    return 0;
  };
  const ids = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const id = shade(x + 0.5, y + 0.5, o);
      ids[y * size + x] = id;
      const i = (y * size + x) * 3;
      d[i] = o[0];
      d[i + 1] = o[1];
      d[i + 2] = o[2];
    }
  }
  // anti-alias face/silhouette edges with 4x4 supersampling
  for (let y = 1; y < size - 1; y++) {
    for (let x = 1; x < size - 1; x++) {
      const k = y * size + x;
      const id = ids[k];
      if (id === ids[k - 1] && id === ids[k + 1] && id === ids[k - size] && id === ids[k + size]) continue;
      let ar = 0;
      let ag = 0;
      let ab = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          shade(x + 0.125 + sx * 0.25, y + 0.125 + sy * 0.25, o);
          ar += o[0];
          ag += o[1];
          ab += o[2];
        }
      }
      const i = k * 3;
      d[i] = ar / 16;
      d[i + 1] = ag / 16;
      d[i + 2] = ab / 16;
    }
  }
  return img;
}

// ---------------------------------------------------------------------------
// public API

/** pixel dimensions of the image renderImage produces for this spec */
export function imageSize(spec: SeedImageSpec, size = 800): { width: number; height: number } {
  return spec.view === 'room' ? { width: Math.round(size * 1.5), height: size } : { width: size, height: size };
}

/** render to an 8-bit RGB buffer (exposed for previews/tests) */
export async function renderRaw(spec: SeedImageSpec, size = 800): Promise<{ data: Buffer; width: number; height: number }> {
  let img: Img;
  if (spec.view === 'room') img = await renderRoom(spec, size);
  else if (spec.view === 'box') img = await renderBox(spec, size);
  else img = await renderSwatch(spec, size, size);
  return { data: toBytes(img), width: img.w, height: img.h };
}

/** render a catalogue image as WebP (swatch/box: size x size, room: 1.5·size x size) */
export async function renderImage(spec: SeedImageSpec, size = 800): Promise<Buffer> {
  const { data, width, height } = await renderRaw(spec, size);
  return sharp(data, { raw: { width, height, channels: 3 } }).webp({ quality: 80, effort: 3 }).toBuffer();
}

/** A floor material for other generators (the 360 panoramas): sample(x mm, y mm, pixel footprint mm, out) writes r,g,b (0..255) and a specular mask. */
export function floorMaterial(spec: SeedImageSpec): { gloss: number; sample: (x: number, y: number, fw: number, o: Float64Array) => void } {
  const m = makeMaterial(spec);
  return { gloss: m.gloss, sample: m.sample };
}
