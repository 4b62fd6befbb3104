/** Mouldings (trim, base shoe): their profiles, and long pieces lying diagonally with their cut ends showing. */
import type { SeedImageSpec } from '../../../src/server/db/seed/data/types';
import type { C3 } from './colour';
import * as colour from './colour';
import { type Img, newImg } from './image-buffer';
import type { Kind } from './material';
import * as maths from './maths';
import * as wood from './wood';

// bound once: see "Speed" in render.ts
const { isWoodTone, mix3, rgb } = colour;
const { clamp01, noise, rng, seedInt, smooth } = maths;
const { grainParams, woodGrain } = wood;

type Profile = (t: number) => number;

/** height of a moulding profile (0..1 of its width) across t in [0,1] (0 = back/bottom edge, 1 = top/nose) */
export function trimProfile(kind: Kind, r: () => number): { prof: Profile; depth: number } {
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

/** long moulding pieces lying diagonally, their cut ends showing the profile */
export function renderTrim(spec: SeedImageSpec, size: number): Img {
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
          const gnz = wooden
            ? (noise(lc * 0.5, (a - P.a0) * 2, S + 4) - 0.5) * 0.15
            : (noise(lc * 1.5, (a - P.a0) * 1.5, S + 4) - 0.5) * 0.08;
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
