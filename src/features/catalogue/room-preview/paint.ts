/**
 * Lays a floor product on a picture's floor, pixel by pixel, in the browser (docs/requirements.md, "Room preview").
 * Works on plain RGBA rasters (a canvas's ImageData), so it runs the same in a test.
 */
import { type Homography, pieceAt, project, type Surface } from '@/domain/catalogue/room-preview';

export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** The product picture the pieces are cut from, and where a plank's strip may start without crossing a seam. */
export interface Texture extends Raster {
  strip: number;
  starts: number[];
}

/** How many mm one pixel of a product picture shows: the shop's product pictures show about 1.3 m across 800 px. */
const MM_PER_PICTURE_PX = 1.6;

const luminance = (d: Uint8ClampedArray, i: number) => 0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2];

/**
 * Reads a product picture as a texture. A plank takes a thin strip of the picture along its grain; strips avoid the
 * picture's own dark joints (rows much darker than the rest), which would draw a second seam inside a plank.
 */
export function prepareTexture(r: Raster): Texture {
  const strip = Math.max(4, Math.min(40, Math.floor(r.height / 8)));
  const rows = new Float64Array(r.height);
  for (let y = 0; y < r.height; y++) {
    let sum = 0;
    for (let x = 0; x < r.width; x++) sum += luminance(r.data, (y * r.width + x) * 4);
    rows[y] = sum / r.width;
  }
  const mean = rows.reduce((a, b) => a + b, 0) / r.height;
  const sd = Math.sqrt(rows.reduce((a, b) => a + (b - mean) ** 2, 0) / r.height);
  const dark = Array.from(rows, (v) => v < mean - 1.2 * sd);
  const starts: number[] = [];
  for (let y = 0; y + strip < r.height; y++) if (!dark.slice(y, y + strip).some(Boolean)) starts.push(y);
  if (!starts.length) for (let y = 0; y + strip < r.height; y++) starts.push(y);
  // named one by one: a canvas ImageData keeps them on its prototype, where a spread would not see them
  return { width: r.width, height: r.height, data: r.data, strip, starts };
}

/** A steady pseudo-random number (0..1) for a piece: which part of the picture it shows, how light it is. */
const rand = (id: number, salt: number) => {
  let h = (id ^ (salt * 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
};

export interface FloorPaint {
  /** from the picture (px) to the floor (mm) */
  map: Homography;
  /** whether a picture pixel shows floor */
  isFloor: (x: number, y: number) => boolean;
  surface: Surface;
  texture: Texture;
  /** the light on the floor at a pixel of the picture (1: as the product picture), read before it is painted over */
  light: (r: number, g: number, b: number) => number;
}

/** Paints the floor pixels of `picture` in place; returns how many it painted. */
export function paintFloor(picture: Raster, { map, isFloor, surface, texture, light }: FloorPaint): number {
  const { width: W, height: H, data } = picture;
  const t = texture;
  const spanU = Math.min(t.width - 1, surface.lengthMm / MM_PER_PICTURE_PX);
  const spanV = surface.kind === 'tile' ? Math.min(t.height - 1, surface.widthMm / MM_PER_PICTURE_PX) : t.strip;
  const tile = surface.kind === 'tile';
  let painted = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (!isFloor(x, y)) continue;
      const floor = project(map, { x: x + 0.5, y: y + 0.5 });
      if (!Number.isFinite(floor.x) || !Number.isFinite(floor.y)) continue;
      const piece = pieceAt(surface, floor.x, floor.y);
      const ox = Math.floor(rand(piece.id, 1) * Math.max(1, t.width - spanU));
      const oy = tile
        ? Math.floor(rand(piece.id, 2) * Math.max(1, t.height - spanV))
        : t.starts[Math.floor(rand(piece.id, 2) * t.starts.length)];
      const tx = Math.min(t.width - 1, Math.floor(ox + piece.u * spanU));
      const ty = Math.min(t.height - 1, Math.floor(oy + piece.v * spanV));
      const ti = (ty * t.width + tx) * 4;
      const i = (y * W + x) * 4;
      // each piece a touch lighter or darker than the next, as real boards and tiles are
      let k = light(data[i], data[i + 1], data[i + 2]) * (0.94 + 0.12 * rand(piece.id, 3));
      if (piece.joint) k *= tile ? 0.8 : 0.55;
      data[i] = t.data[ti] * k;
      data[i + 1] = t.data[ti + 1] * k;
      data[i + 2] = t.data[ti + 2] * k;
      data[i + 3] = 255;
      painted++;
    }
  }
  return painted;
}

/** The light of a shop room's floor: its grey (drawn at 180 where the light is plain) against that plain grey. */
export const roomLight = (r: number, g: number, b: number) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 180;

/** The light of a customer's photo: mostly even, keeping a little of the photo's own shade (shadows under furniture). */
export function photoLight(mean: number) {
  return (r: number, g: number, b: number) => 0.7 + 0.3 * Math.min(1.6, (0.2126 * r + 0.7152 * g + 0.0722 * b) / Math.max(1, mean));
}
