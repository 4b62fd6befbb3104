/** RGB colour triples and the colour operations the drawings share. */
export type C3 = [number, number, number];

export function rgb(hex: string): C3 {
  let h = hex.trim().replace('#', '');
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const n = parseInt(h, 16) || 0;
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
export const luma = (c: C3) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
export const mix3 = (a: C3, b: C3, t: number): C3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const hex2 = (c: C3) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export function saturation(c: C3): number {
  const mx = Math.max(c[0], c[1], c[2]);
  const mn = Math.min(c[0], c[1], c[2]);
  return mx === 0 ? 0 : (mx - mn) / mx;
}

export const isWoodTone = (c: C3) => saturation(c) > 0.25 && luma(c) < 200;
