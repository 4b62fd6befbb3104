/** Swatch view: the material flat and top-down, or the moulding, roll or tools the product is. */
import type { SeedImageSpec } from '../../../src/server/db/seed/data/types';
import { accessorySvg, lightBackdrop } from './accessories';
import { type Img, newImg, overlaySvg } from './image-buffer';
import { makeMaterial } from './make-material';
import { rng } from './maths';
import { renderTrim } from './trim';
import { renderUnderlay } from './underlay';

export function renderMaterialSwatch(spec: SeedImageSpec, w: number, h: number, extentScale = 1): Img {
  const mat = makeMaterial(spec);
  const img = newImg(w, h);
  const mmpp = (mat.extent * extentScale) / Math.max(w, h);
  const r = rng(spec.seed + 17);
  const ox = 5000 + r() * 4000;
  const oy = 5000 + r() * 4000;
  const d = img.d;
  const g = mat.gloss > 0.1 ? mat.gloss : 0;
  const diag = w + h;
  const buf = new Float32Array(w * 4);
  // broad soft reflection of a window across polished surfaces, as a function of x - 0.55·y
  const hlOff = Math.ceil(h * 0.55) + 1;
  const hl = new Float32Array(w + hlOff + 2);
  for (let i = 0; i < hl.length; i++) {
    const q = (i - hlOff - w * 0.22) / (w * 0.22);
    hl[i] = 38 * Math.exp(-q * q);
  }
  const lg = 1 - 0.05 * g;
  for (let y = 0; y < h; y++) {
    mat.row(ox + 0.5 * mmpp, oy + (y + 0.5) * mmpp, mmpp, 0, w, mmpp, buf);
    const yo = hlOff - Math.round(y * 0.55);
    for (let x = 0, k = 0, i = y * w * 3; x < w; x++, k += 4, i += 3) {
      // studio light: a gentle fall-off from the top-left
      const u = (x + y) / diag;
      const l = (1.06 - 0.12 * u) * lg;
      const add = g * buf[k + 3] * (hl[x + yo] + 14 * (1 - u));
      d[i] = buf[k] * l + add;
      d[i + 1] = buf[k + 1] * l + add;
      d[i + 2] = buf[k + 2] * l + add;
    }
  }
  return img;
}

export async function renderSwatch(spec: SeedImageSpec, w: number, h: number): Promise<Img> {
  switch (spec.kind) {
    case 'trim':
    case 'base-shoe':
      return renderTrim(spec, w);
    case 'underlay':
      return renderUnderlay(spec, w);
    case 'tile-accessory':
      return overlaySvg(lightBackdrop(w, h, spec.seed), accessorySvg(spec, w, h));
    default:
      return renderMaterialSwatch(spec, w, h);
  }
}
