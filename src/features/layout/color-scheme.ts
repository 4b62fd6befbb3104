/** Spec §4: the colour scheme is auto, dark or light; kept in a cookie so the server renders it without a flash. */
export const COLOR_SCHEMES = ['auto', 'light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const COLOR_SCHEME_COOKIE = 'COLOR_SCHEME';

export function parseColorScheme(value: unknown): ColorScheme {
  return COLOR_SCHEMES.includes(value as ColorScheme) ? (value as ColorScheme) : 'auto';
}
