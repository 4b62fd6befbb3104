/**
 * Procedural product imagery for the floorshop catalogue.
 *
 * Everything is computed in draw/: a seeded PRNG and hash-based value noise
 * (maths.ts) and pre-baked periodic fBm textures (noise-textures.ts) drive the
 * materials (wood.ts, tiles.ts, underlay.ts); each view (swatch.ts, room.ts,
 * box.ts) is rendered into a float RGB buffer which sharp encodes to WebP.
 * Vector bits (tile tools, box label text) are drawn as SVG and rasterised by sharp.
 *
 * Speed: tsx runs these files as CommonJS, where each use of a named import reads an
 * export getter. The draw/ modules whose per-pixel loops call into other modules
 * therefore copy those functions into module constants once (`const { smooth } = maths`);
 * with plain named imports the catalogue took about 1.8x the CPU time.
 */
import sharp from 'sharp';
import type { SeedImageSpec } from '../../src/server/db/seed/data/types';
import { renderBox } from './draw/box';
import { type Img, toBytes } from './draw/image-buffer';
import { makeMaterial } from './draw/make-material';
import { renderRoom } from './draw/room';
import { renderSwatch } from './draw/swatch';

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
  return sharp(data, { raw: { width, height, channels: 3 } })
    .webp({ quality: 80, effort: 3 })
    .toBuffer();
}

/** A floor material for other generators (the 360 panoramas): sample(x mm, y mm, pixel footprint mm, out) writes r,g,b (0..255) and a specular mask. */
export function floorMaterial(spec: SeedImageSpec): { gloss: number; sample: (x: number, y: number, fw: number, o: Float64Array) => void } {
  const m = makeMaterial(spec);
  return { gloss: m.gloss, sample: m.sample };
}
