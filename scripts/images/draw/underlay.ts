/** Foam underlay: its material and the picture of a partly unrolled roll. */
import type { SeedImageSpec } from '../../../src/server/db/seed/data/types';
import type { C3 } from './colour';
import * as colour from './colour';
import { type Img, newImg } from './image-buffer';
import { type Material, sampledMaterial } from './material';
import * as maths from './maths';
import * as noiseTextures from './noise-textures';

// bound once: see "Speed" in render.ts
const { mix3, rgb } = colour;
const { clamp01, cover, frac, rng, smooth } = maths;
const { fn, ft } = noiseTextures;

/** foam underlay laid in 1 m strips with taped seams, film printed with a faint grid */
export function underlayMaterial(spec: SeedImageSpec): Material {
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
  return sampledMaterial(1400, 0.3, sample);
}

export function renderUnderlay(spec: SeedImageSpec, size: number): Img {
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
