/** Tile floors: marble, stone, porcelain (matt, gloss) and relief tiles (carving, sugar, punch), with grout. */
import type { SeedImageSpec } from '../../../src/server/db/seed/data/types';
import { mix3, rgb } from './colour';
import { type Material, sampledMaterial } from './material';
import * as maths from './maths';
import * as noiseTextures from './noise-textures';

// bound once: see "Speed" in render.ts
const { clamp01, cover, frac, hash, pick, rng, seedInt, smooth } = maths;
const { fn, ft, ft4, Q4 } = noiseTextures;

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
      return 0.5 + (0.5 * Math.sign(w) * aw) / (0.45 + 0.55 * aw);
    },
  ];
  const order = sugar ? [1, 2, 0, 3] : [0, 1, 2, 3];
  return motifs[order[Math.floor(r() * 4) % 4]];
}

export function tileMaterial(spec: SeedImageSpec): Material {
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
      let v =
        0.3 * m +
        0.25 * bed +
        0.22 * ft(x * 0.25 + 40, y * 0.25 + 9) +
        0.14 * fn(x * 0.7, y * 0.7) * fa +
        0.28 * ft(x * 0.9 + 3, y * 0.9 + 71);
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
  return sampledMaterial(extent, gloss, sample);
}
