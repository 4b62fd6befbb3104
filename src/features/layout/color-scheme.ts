import { COLOR_SCHEME_COOKIE } from '@/lib/inline-scripts.mjs';

/** (docs/requirements.md, "Colour palette"): the colour scheme is auto, dark or light; kept in a cookie that an inline script applies before the first paint. */
export const COLOR_SCHEMES = ['auto', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export { COLOR_SCHEME_COOKIE };

export function parseColorScheme(value: unknown): ColorScheme {
  return COLOR_SCHEMES.includes(value as ColorScheme) ? (value as ColorScheme) : 'auto';
}
