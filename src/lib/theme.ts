/** CSS custom properties for the settings colour palette (values are validated #rrggbb). */
export function themeCss(color: Record<string, string>): string {
  const vars = Object.entries(color)
    .filter(([, v]) => /^#[0-9a-fA-F]{6}$/.test(v))
    .map(([k, v]) => `--${k.replace(/_/g, '-')}:${v}`)
    .join(';');
  return `:root{${vars}}`;
}
