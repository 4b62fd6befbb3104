/** Room view: the floor in perspective up to a wall and baseboard, lit by sun through an off-screen window. */
import type { SeedImageSpec } from '../../../src/server/db/seed/data/types';
import { accessorySvg } from './accessories';
import type { C3 } from './colour';
import * as colour from './colour';
import { type Img, newImg, overlaySvg } from './image-buffer';
import { makeMaterial } from './make-material';
import * as maths from './maths';
import { trimProfile } from './trim';
import * as wood from './wood';

// bound once: see "Speed" in render.ts
const { isWoodTone, luma, mix3, rgb } = colour;
const { clamp01, pick, rng, smooth } = maths;
const { grainParams, woodGrain } = wood;

const WALLS: C3[] = [
  [236, 232, 225], // warm white
  [222, 215, 204], // greige
  [211, 214, 203], // soft sage
  [216, 219, 220], // cool grey
  [228, 218, 206], // pale clay
];

export async function renderRoom(spec: SeedImageSpec, size: number): Promise<Img> {
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
  const tp = trimKind
    ? trimProfile('trim', rng(spec.seed))
    : { prof: (t: number) => 0.12 - 0.06 * smooth(0.85, 1, t) + 0.03 * Math.exp(-(((t - 0.8) / 0.05) ** 2)), depth: 0.15 };
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
