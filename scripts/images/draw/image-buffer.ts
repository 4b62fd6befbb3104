/** Float RGB image buffers: to and from 8-bit bytes, SVG overlays through sharp, bilinear lookups. */
import sharp from 'sharp';

export interface Img {
  w: number;
  h: number;
  /** RGB floats, 0..255 nominal */
  d: Float32Array;
}
export const newImg = (w: number, h: number): Img => ({ w, h, d: new Float32Array(w * h * 3) });

/** soft shoulder so bright sunlit areas roll off instead of clipping */
function tone(v: number): number {
  if (v <= 228) return v < 0 ? 0 : v;
  return 228 + 27 * Math.tanh((v - 228) / 27);
}

// tone curve + quantisation as a lookup table over [0, 512) in quarter steps
const TONE_LUT = (() => {
  const t = new Uint8Array(2048);
  for (let i = 0; i < t.length; i++) t[i] = Math.max(0, Math.min(255, Math.floor(tone(i / 4) + 0.5)));
  return t;
})();

/** float image -> 8-bit RGB with a little dither (kills banding in gradients) */
export function toBytes(img: Img): Buffer {
  const n = img.w * img.h * 3;
  const out = Buffer.allocUnsafe(n);
  const d = img.d;
  let s = 0x2545f491;
  for (let i = 0; i < n; i += 3) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const dz = ((s >>> 0) / 4294967296 - 0.5) * 4.8;
    for (let c = 0; c < 3; c++) {
      let q = (d[i + c] * 4 + dz) | 0;
      if (q < 0) q = 0;
      else if (q > 2047) q = 2047;
      out[i + c] = TONE_LUT[q];
    }
  }
  return out;
}

export function fromBytes(buf: Buffer, w: number, h: number, ch: number): Img {
  const img = newImg(w, h);
  for (let i = 0, j = 0; i < w * h; i++, j += ch) {
    img.d[i * 3] = buf[j];
    img.d[i * 3 + 1] = buf[j + 1];
    img.d[i * 3 + 2] = buf[j + 2];
  }
  return img;
}

/** composite an SVG (same pixel size) over an image */
export async function overlaySvg(img: Img, svg: string): Promise<Img> {
  const { data, info } = await sharp(toBytes(img), { raw: { width: img.w, height: img.h, channels: 3 } })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return fromBytes(data, info.width, info.height, info.channels);
}

export function bilinear(img: Img, x: number, y: number, o: Float64Array) {
  const w = img.w;
  const h = img.h;
  x = Math.max(0, Math.min(w - 1.001, x));
  y = Math.max(0, Math.min(h - 1.001, y));
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const tx = x - ix;
  const ty = y - iy;
  const i00 = (iy * w + ix) * 3;
  const i10 = i00 + 3;
  const i01 = i00 + w * 3;
  const i11 = i01 + 3;
  const d = img.d;
  for (let c = 0; c < 3; c++) {
    const a = d[i00 + c];
    const b = d[i10 + c];
    const cc = d[i01 + c];
    const dd = d[i11 + c];
    o[c] = a + (b - a) * tx + (cc - a) * ty + (a - b - cc + dd) * tx * ty;
  }
}
