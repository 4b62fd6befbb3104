/** Box view: the product's carton in perspective, its front printed with the material and a label. */
import sharp from 'sharp';
import type { SeedImageSpec } from '../../../src/server/db/seed/data/types';
import type { C3 } from './colour';
import type { Img } from './image-buffer';
import * as imageBuffer from './image-buffer';
import { isFlatMaterial } from './make-material';
import type { Kind } from './material';
import * as maths from './maths';
import { renderMaterialSwatch, renderSwatch } from './swatch';

// bound once: see "Speed" in render.ts
const { bilinear, fromBytes, newImg, overlaySvg } = imageBuffer;
const { noise, rng } = maths;

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

export async function renderBox(spec: SeedImageSpec, size: number): Promise<Img> {
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
  ${Array.from({ length: 14 }, (_, k) => `<rect x="${SW * 0.29 + (k * SW * 0.42) / 14}" y="${TH - band + band * 0.3}" width="${k % 3 === 0 ? 2.2 * s : 1.2 * s}" height="${band * 0.4}" fill="#222"/>`).join('')}
</svg>`;
  const sideRaw = await sharp(Buffer.from(sideSvg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const side = fromBytes(sideRaw.data, sideRaw.info.width, sideRaw.info.height, sideRaw.info.channels);
  const topCol: C3 = [232, 229, 224];

  // camera
  const yaw = ((28 + r() * 10) * Math.PI) / 180;
  const pitch = ((20 + r() * 6) * Math.PI) / 180;
  const dist = 3.4;
  const target = [0, bh * 0.45, 0];
  const C = [
    target[0] + dist * Math.sin(yaw) * Math.cos(pitch),
    target[1] + dist * Math.sin(pitch),
    target[2] + dist * Math.cos(yaw) * Math.cos(pitch),
  ];
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
