/**
 * 360° panoramas of a furnished-looking box room floored with a seeded design, rendered by ray casting
 * every pixel of an equirectangular (2:1) image: longitude -180..180° across, latitude 90..-90° down,
 * so a 360 viewer (Photo Sphere Viewer) shows straight walls and a flat floor. Procedural: nothing is
 * downloaded. The floor comes from the catalogue renderer's materials (./render.ts).
 */
import sharp from 'sharp';
import type { SeedImageSpec } from '../../src/server/db/seed/data/types';
import { floorMaterial } from './render';

type C3 = [number, number, number];

export interface PanoramaSpec {
  floor: SeedImageSpec;
  /** wall colour #rrggbb */
  wall: string;
}

const rgb = (hex: string): C3 => [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16)];
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const smooth = (e0: number, e1: number, v: number) => {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
function hash(ix: number, iy: number): number {
  let h = (Math.imul(ix | 0, 0x27d4eb2d) ^ Math.imul(iy | 0, 0x165667b1)) | 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
function noise(x: number, y: number): number {
  const fx = Math.floor(x);
  const fy = Math.floor(y);
  let tx = x - fx;
  let ty = y - fy;
  tx = tx * tx * (3 - 2 * tx);
  ty = ty * ty * (3 - 2 * ty);
  const a = hash(fx, fy);
  const b = hash(fx + 1, fy);
  const c = hash(fx, fy + 1);
  const d = hash(fx + 1, fy + 1);
  return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
}

// Room in metres: x across (-X0..X1), y up (0..H), z forward (-Z0..Z1). The window is on the front wall (z = Z1),
// which is the centre of the panorama (longitude 0); a door is on the back wall.
const X0 = 2.6;
const X1 = 2.6;
const Z0 = 3.0;
const Z1 = 3.4;
const H = 2.7;
const CAM: C3 = [0.25, 1.55, 0.1];
const WIN = { x0: -1.45, x1: 1.45, y0: 0.6, y1: 2.35 };
const DOOR = { x0: 0.6, x1: 1.5, y0: 0, y1: 2.05 };
const BASEBOARD = 0.1;
// light from the window: direction of the sun (pointing into the room)
const SUN = (() => {
  const v: C3 = [-0.35, -0.62, -1];
  const l = Math.hypot(...v);
  return v.map((c) => c / l) as C3;
})();

enum Surf {
  Floor,
  Ceiling,
  Wall,
  Window,
  Frame,
  Baseboard,
  Door,
  Lamp,
}

export function createPanoramaShader(spec: PanoramaSpec) {
  const mat = floorMaterial(spec.floor);
  const wall = rgb(spec.wall);
  const gloss = mat.gloss;
  const o = new Float64Array(4);

  /** sunlight reaching floor point (x, z): 0..1, soft-edged window shape projected along SUN */
  const sunOnFloor = (x: number, z: number): number => {
    const t = (Z1 - z) / -SUN[2];
    if (t <= 0) return 0;
    const wx = x - SUN[0] * t;
    const wy = -SUN[1] * t;
    const e = 0.04 + t * 0.02;
    return (
      smooth(WIN.x0 - e, WIN.x0 + e, wx) *
      (1 - smooth(WIN.x1 - e, WIN.x1 + e, wx)) *
      smooth(WIN.y0 - e, WIN.y0 + e, wy) *
      (1 - smooth(WIN.y1 - e, WIN.y1 + e, wy))
    );
  };
  /** darkening towards the room's edges and corners */
  const ao = (dists: number[]) => dists.reduce((a, d) => a * (1 - 0.28 * Math.exp(-d / 0.25)), 1);
  const sky = (d: C3, out: C3) => {
    const up = clamp01(d[1] * 1.6 + 0.2);
    // distant trees and hills seen through the glass
    const az = Math.atan2(d[0], d[2]);
    const hill = -0.12 + 0.08 * noise(az * 6, 3.1) + 0.05 * noise(az * 19, 7.7);
    if (d[1] < hill) {
      const n = 0.6 * noise(az * 40, d[1] * 40) + 0.4 * noise(az * 110, d[1] * 110);
      const haze = clamp01((d[1] - hill + 0.25) / 0.25) * 0.35;
      out[0] = (84 + 40 * n) * (1 - haze) + 200 * haze;
      out[1] = (118 + 44 * n) * (1 - haze) + 215 * haze;
      out[2] = (74 + 24 * n) * (1 - haze) + 225 * haze;
      return;
    }
    out[0] = 232 - 90 * up;
    out[1] = 240 - 60 * up;
    out[2] = 250 - 12 * up;
  };
  const col: C3 = [0, 0, 0];

  /** colour seen along unit direction d from the camera; px = angular size of one pixel (radians) */
  function shade(d: C3, px: number, out: Float64Array): Surf {
    const [cx, cy, cz] = CAM;
    const tx = d[0] > 0 ? (X1 - cx) / d[0] : d[0] < 0 ? (-X0 - cx) / d[0] : Infinity;
    const ty = d[1] > 0 ? (H - cy) / d[1] : d[1] < 0 ? -cy / d[1] : Infinity;
    const tz = d[2] > 0 ? (Z1 - cz) / d[2] : d[2] < 0 ? (-Z0 - cz) / d[2] : Infinity;
    const t = Math.min(tx, ty, tz);
    const x = cx + d[0] * t;
    const y = cy + d[1] * t;
    const z = cz + d[2] * t;
    const dWalls = [x + X0, X1 - x, z + Z0, Z1 - z];
    if (t === ty && d[1] < 0) {
      // floor
      const fw = Math.min(40, (t * px * 1000) / Math.max(0.05, -d[1]));
      mat.sample(x * 1000 + 7000, z * 1000 + 9000, fw, o);
      const sun = sunOnFloor(x, z);
      const light = (0.8 + 0.1 * clamp01((z + Z0) / (Z0 + Z1))) * ao(dWalls) + 0.38 * sun;
      let r = o[0] * light;
      let g = o[1] * light;
      let b = o[2] * (light - 0.04 * sun);
      if (gloss > 0.05) {
        // mirror image of the window in a polished floor
        const rd: C3 = [d[0], -d[1], d[2]];
        if (rd[2] > 0) {
          const tt = (Z1 - z) / rd[2];
          const wx = x + rd[0] * tt;
          const wy = rd[1] * tt;
          const e = 0.05 + tt * 0.03;
          const inWin =
            smooth(WIN.x0 - e, WIN.x0 + e, wx) *
            (1 - smooth(WIN.x1 - e, WIN.x1 + e, wx)) *
            smooth(WIN.y0 - e, WIN.y0 + e, wy) *
            (1 - smooth(WIN.y1 - e, WIN.y1 + e, wy));
          const fres = 0.25 + 0.75 * Math.pow(1 + d[1], 5);
          const add = gloss * o[3] * inWin * 120 * fres;
          r += add;
          g += add;
          b += add;
        }
        // soft sheen of the ceiling light
        const lx = x;
        const lz = z - 0.2;
        const sheen = gloss * o[3] * 26 * Math.exp(-(lx * lx + lz * lz) / 0.5);
        r += sheen;
        g += sheen;
        b += sheen * 0.9;
      }
      out[0] = r;
      out[1] = g;
      out[2] = b;
      return Surf.Floor;
    }
    if (t === ty) {
      // ceiling with a round flush light in the middle
      const rr = Math.hypot(x, z - 0.2);
      if (rr < 0.22) {
        const v = rr > 0.2 ? 225 : 252;
        out[0] = v;
        out[1] = v;
        out[2] = v - 6;
        return Surf.Lamp;
      }
      const glow = 18 * Math.exp(-(rr * rr) / 0.6);
      const a = ao(dWalls);
      out[0] = (238 * 0.93 + glow) * a;
      out[1] = (236 * 0.93 + glow) * a;
      out[2] = (231 * 0.93 + glow) * a;
      return Surf.Ceiling;
    }
    // walls: which one, and the 2-d coordinate along it
    const front = t === tz && d[2] > 0;
    const back = t === tz && d[2] < 0;
    const u = t === tx ? z : x;
    if (front && x > WIN.x0 - 0.07 && x < WIN.x1 + 0.07 && y > WIN.y0 - 0.07 && y < WIN.y1 + 0.07) {
      const inGlass = x > WIN.x0 && x < WIN.x1 && y > WIN.y0 && y < WIN.y1;
      const mullion = Math.abs(x - (WIN.x0 + WIN.x1) / 2) < 0.025 || Math.abs(y - 1.75) < 0.02;
      if (inGlass && !mullion) {
        sky(d, col);
        out[0] = col[0];
        out[1] = col[1];
        out[2] = col[2];
        return Surf.Window;
      }
      const edge = y < WIN.y0 ? 0.86 : 0.97; // sill in shadow below
      out[0] = 244 * edge;
      out[1] = 243 * edge;
      out[2] = 239 * edge;
      return Surf.Frame;
    }
    if (back && x > DOOR.x0 && x < DOOR.x1 && y < DOOR.y1) {
      const inset = x > DOOR.x0 + 0.06 && x < DOOR.x1 - 0.06 && y < DOOR.y1 - 0.06;
      const panel = inset && ((y > 0.25 && y < 0.95) || (y > 1.1 && y < 1.85)) && x > DOOR.x0 + 0.16 && x < DOOR.x1 - 0.16;
      const handle = Math.hypot(x - (DOOR.x0 + 0.1), y - 1.0) < 0.03;
      const v = handle ? 150 : inset ? (panel ? 236 : 246) : 232;
      out[0] = v;
      out[1] = v - 1;
      out[2] = v - 4;
      return Surf.Door;
    }
    const lightSide = t === tx ? 0.86 + 0.12 * clamp01((z + Z0) / (Z0 + Z1)) : front ? 0.86 : 0.99;
    const a = ao([y, H - y, ...(t === tx ? [z + Z0, Z1 - z] : [x + X0, X1 - x])]);
    if (y < BASEBOARD) {
      const lip = y > BASEBOARD - 0.012 ? 0.9 : 1;
      const v = 243 * lightSide * a * lip;
      out[0] = v;
      out[1] = v;
      out[2] = v - 4;
      return Surf.Baseboard;
    }
    const n = 1 + 0.012 * (noise(u * 40, y * 40) - 0.5);
    const shadowAboveBase = 1 - 0.12 * Math.exp(-(y - BASEBOARD) / 0.015);
    const f = lightSide * a * n * shadowAboveBase;
    out[0] = wall[0] * f;
    out[1] = wall[1] * f;
    out[2] = wall[2] * f;
    return Surf.Wall;
  }
  return shade;
}

function toBuffer(d: Float32Array): Buffer {
  const out = Buffer.alloc(d.length);
  for (let i = 0; i < d.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(d[i])));
  return out;
}

/** Equirectangular panorama (width = 2 × height) as raw RGB. */
export function renderPanoramaRaw(spec: PanoramaSpec, width = 4096): { data: Buffer; width: number; height: number } {
  const W = width;
  const Hh = width / 2;
  const shade = createPanoramaShader(spec);
  const px = Math.PI / Hh;
  const d = new Float32Array(W * Hh * 3);
  const ids = new Uint8Array(W * Hh);
  const o = new Float64Array(4);
  const dir: C3 = [0, 0, 0];
  const at = (fx: number, fy: number) => {
    const lon = (fx / W) * 2 * Math.PI - Math.PI;
    const lat = Math.PI / 2 - (fy / Hh) * Math.PI;
    const cl = Math.cos(lat);
    dir[0] = cl * Math.sin(lon);
    dir[1] = Math.sin(lat);
    dir[2] = cl * Math.cos(lon);
    // the floor footprint grows with 1/cos(lat) horizontally: use the larger side of the pixel
    return shade(dir, px / Math.max(0.15, cl), o);
  };
  for (let y = 0; y < Hh; y++) {
    for (let x = 0; x < W; x++) {
      const k = y * W + x;
      ids[k] = at(x + 0.5, y + 0.5);
      d[k * 3] = o[0];
      d[k * 3 + 1] = o[1];
      d[k * 3 + 2] = o[2];
    }
  }
  // anti-alias the edges between surfaces (window frame, baseboard, corners) with 3x3 supersampling
  for (let y = 1; y < Hh - 1; y++) {
    for (let x = 0; x < W; x++) {
      const k = y * W + x;
      const id = ids[k];
      const l = y * W + ((x + W - 1) % W);
      const r = y * W + ((x + 1) % W);
      if (id === ids[l] && id === ids[r] && id === ids[k - W] && id === ids[k + W]) continue;
      let ar = 0;
      let ag = 0;
      let ab = 0;
      for (let sy = 0; sy < 3; sy++) {
        for (let sx = 0; sx < 3; sx++) {
          at(x + (sx + 0.5) / 3, y + (sy + 0.5) / 3);
          ar += o[0];
          ag += o[1];
          ab += o[2];
        }
      }
      d[k * 3] = ar / 9;
      d[k * 3 + 1] = ag / 9;
      d[k * 3 + 2] = ab / 9;
    }
  }
  return { data: toBuffer(d), width: W, height: Hh };
}

/** A normal (rectilinear) photo of the same room for the tour's cover picture. */
export function renderCoverRaw(spec: PanoramaSpec, width = 1200, height = 800): { data: Buffer; width: number; height: number } {
  const shade = createPanoramaShader(spec);
  const d = new Float32Array(width * height * 3);
  const o = new Float64Array(4);
  const fov = (80 * Math.PI) / 180;
  const f = width / 2 / Math.tan(fov / 2);
  const pitch = (-27 * Math.PI) / 180;
  const yaw = (-24 * Math.PI) / 180;
  const dir: C3 = [0, 0, 0];
  const ss = 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let ar = 0;
      let ag = 0;
      let ab = 0;
      for (let s = 0; s < ss * ss; s++) {
        const vx = x + ((s % ss) + 0.5) / ss - width / 2;
        const vy = height / 2 - (y + (Math.floor(s / ss) + 0.5) / ss);
        // camera space -> pitch about x -> yaw about y
        const y1 = vy * Math.cos(pitch) + f * Math.sin(pitch);
        const z1 = -vy * Math.sin(pitch) + f * Math.cos(pitch);
        const x2 = vx * Math.cos(yaw) + z1 * Math.sin(yaw);
        const z2 = -vx * Math.sin(yaw) + z1 * Math.cos(yaw);
        const l = Math.hypot(x2, y1, z2);
        dir[0] = x2 / l;
        dir[1] = y1 / l;
        dir[2] = z2 / l;
        shade(dir, 1 / f, o);
        ar += o[0];
        ag += o[1];
        ab += o[2];
      }
      const i = (y * width + x) * 3;
      d[i] = ar / (ss * ss);
      d[i + 1] = ag / (ss * ss);
      d[i + 2] = ab / (ss * ss);
    }
  }
  return { data: toBuffer(d), width, height };
}

export async function renderPanorama(spec: PanoramaSpec, width = 4096): Promise<Buffer> {
  const { data, width: w, height: h } = renderPanoramaRaw(spec, width);
  return sharp(data, { raw: { width: w, height: h, channels: 3 } })
    .webp({ quality: 82, effort: 3 })
    .toBuffer();
}

export async function renderTourCover(spec: PanoramaSpec): Promise<Buffer> {
  const { data, width, height } = renderCoverRaw(spec);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .webp({ quality: 80, effort: 3 })
    .toBuffer();
}
