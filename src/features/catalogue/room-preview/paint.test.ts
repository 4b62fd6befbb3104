import { describe, expect, it } from 'vitest';
import { homography, surfaceOf } from '@/domain/catalogue/room-preview';
import { paintFloor, prepareTexture, roomLight, type Raster } from './paint';

function raster(width: number, height: number, rgb: (x: number, y: number) => [number, number, number]): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgb(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return { width, height, data };
}

const at = (r: Raster, x: number, y: number) => Array.from(r.data.slice((y * r.width + x) * 4, (y * r.width + x) * 4 + 3));

describe('paintFloor', () => {
  // a 100 x 100 picture looking straight down on a 1 m square floor in its lower half (1 px = 10 mm across, 20 mm deep)
  const map = homography(
    [
      { x: 0, y: 50 },
      { x: 100, y: 50 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ],
    [
      { x: 0, y: 1000 },
      { x: 1000, y: 1000 },
      { x: 1000, y: 0 },
      { x: 0, y: 0 },
    ],
  )!;
  const oak = prepareTexture(raster(400, 400, () => [180, 120, 60]));

  it('paints the floor in the product and leaves the wall alone, keeping the floor light', () => {
    const picture = raster(100, 100, (_x, y) => (y < 50 ? [230, 225, 215] : [180, 180, 180]));
    const n = paintFloor(picture, {
      map,
      isFloor: (_x, y) => y >= 50,
      surface: surfaceOf([{ name: 'Plank Size', value: '(200 x 1200 mm)' }]),
      texture: oak,
      light: roomLight,
    });
    expect(n).toBe(100 * 50);
    expect(at(picture, 10, 10)).toEqual([230, 225, 215]);
    const [r, g, b] = at(picture, 15, 70);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(r).toBeGreaterThan(160);
  });

  it('draws the joints between planks darker, one every plank width', () => {
    const picture = raster(100, 100, () => [180, 180, 180]);
    paintFloor(picture, {
      map,
      isFloor: (_x, y) => y >= 50,
      surface: { kind: 'plank', widthMm: 200, lengthMm: 5000, jointMm: 12 },
      texture: oak,
      light: roomLight,
    });
    // x = 20 px is 200 mm: a joint; x = 10 px is the middle of a plank
    const row = 75;
    expect(at(picture, 20, row)[0]).toBeLessThan(at(picture, 10, row)[0] * 0.8);
    expect(at(picture, 40, row)[0]).toBeLessThan(at(picture, 30, row)[0] * 0.8);
  });

  it('keeps a plank strip clear of the picture’s own dark seams', () => {
    // a picture of planks 50 px wide with a 2 px dark joint between them
    const t = prepareTexture(raster(200, 200, (_x, y) => (y % 50 < 2 ? [40, 30, 20] : [190, 140, 90])));
    expect(t.starts.length).toBeGreaterThan(0);
    for (const s of t.starts) for (let y = s; y < s + t.strip; y++) expect(y % 50).toBeGreaterThanOrEqual(2);
  });
});
