/** A floor material: a point sampler in millimetres, shared by swatches, rooms, boxes and the panoramas. */
import type { SeedImageSpec } from '../../../src/server/db/seed/data/types';

export type Kind = SeedImageSpec['kind'];

export interface Material {
  /** millimetres shown across an 800px swatch */
  extent: number;
  /** specular strength (room reflections, swatch highlight) */
  gloss: number;
  /** writes rgb (0..255) to o[0..2] and a specular mask to o[3]; fw = pixel footprint in mm */
  sample(x: number, y: number, fw: number, o: Float64Array): void;
  /** n samples along a line from (x0,y0) stepping (dx,dy); writes r,g,b,spec per sample into out */
  row(x0: number, y0: number, dx: number, dy: number, n: number, fw: number, out: Float32Array): void;
}

/** A material from its point sampler: row() samples it at n points along a line. */
export function sampledMaterial(extent: number, gloss: number, sample: Material['sample']): Material {
  const ro = new Float64Array(4);
  return {
    extent,
    gloss,
    sample,
    row(x0, y0, dx, dy, n, fw, out) {
      for (let i = 0, k = 0; i < n; i++, k += 4) {
        sample(x0 + i * dx, y0 + i * dy, fw, ro);
        out[k] = ro[0];
        out[k + 1] = ro[1];
        out[k + 2] = ro[2];
        out[k + 3] = ro[3];
      }
    },
  };
}
