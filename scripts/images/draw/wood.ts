/** Wood figure (growth rings, fibres, pores, knots) and the plank and herringbone floors built from it. */
import type { SeedImageSpec } from '../../../src/server/db/seed/data/types';
import { rgb } from './colour';
import { type Kind, type Material, sampledMaterial } from './material';
import * as maths from './maths';
import * as noiseTextures from './noise-textures';

// bound once: see "Speed" in render.ts
const { clamp01, cover, frac, hash, pick, rng, seedInt, smooth } = maths;
const { fn, ft4, n1, n1s, Q4, QR, QX, QY, texBatch } = noiseTextures;

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
export function woodGrain(
  gx: number,
  gy: number,
  fw: number,
  G: GrainParams,
  pc: number,
  pD: number,
  pT: number,
  kx: number,
  ky: number,
  kr: number,
): number {
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

export function grainParams(kind: Kind, r: () => number): GrainParams {
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
function boardParams(
  h1: number,
  h2: number,
  h3: number,
  width: number,
  length: number,
  knotP: number,
  kmin: number,
  kmax: number,
  out: Float64Array,
) {
  out[0] = width * (-0.45 + 1.9 * h1); // pith offset across the board
  out[1] = 28 + 70 * h2; // pith depth
  out[2] = (h3 < 0.5 ? -1 : 1) * (0.008 + 0.024 * frac(h3 * 7.3)); // taper
  if (frac(h1 * 13.7 + h2 * 3.1) < knotP) {
    out[3] = length * (0.12 + 0.76 * frac(h2 * 17.3));
    out[4] = width * (0.2 + 0.6 * frac(h3 * 11.9));
    out[5] = kmin + (kmax - kmin) * frac(h1 * 5.7);
  } else out[5] = 0;
}

export function plankMaterial(spec: SeedImageSpec): Material {
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
  return sampledMaterial(wood ? 1300 : 1150, wood ? 0.12 : vinyl ? 0.2 : 0.26, sample);
}

/**
 * Herringbone: blocks n·w × w, lattice vectors (1,1) and (n,-n) in block units, rotated 45°.
 */
export function herringboneMaterial(spec: SeedImageSpec): Material {
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
  return sampledMaterial(1400, 0.14, sample);
}
