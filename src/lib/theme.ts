/** Settings colour palette keys (docs/requirements.md, "Colour palette"). */
type Palette = Record<string, string>;

const HEX = /^#[0-9a-fA-F]{6}$/;

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The preferred text colour on `bg` when it is readable (4.5:1), otherwise black or white, whichever reads better. */
export function readableOn(bg: string, preferred: string): string {
  if (contrastRatio(bg, preferred) >= 4.5) return preferred;
  return contrastRatio(bg, '#000000') >= contrastRatio(bg, '#ffffff') ? '#000000' : '#ffffff';
}

/** `color` darkened step by step until `text` on it (and it on white) reaches 4.5:1; keeps the hue of the brand colour. */
export function strongShade(color: string, text = '#ffffff'): string {
  let rgb = channels(color);
  for (let i = 0; i < 40; i++) {
    const hex = toHex(rgb);
    if (contrastRatio(hex, text) >= 4.5 && contrastRatio(hex, '#ffffff') >= 4.5) return hex;
    rgb = rgb.map((c) => c * 0.95) as [number, number, number];
  }
  return toHex(rgb);
}

/**
 * CSS custom properties for the settings colour palette (values are validated #rrggbb), plus derived
 * accessible tokens: `--*-fg` (readable text on that colour) and `--secondary-strong` (the brand red
 * dark enough for white text and for red text on white).
 */
export function themeCss(color: Palette): string {
  const valid = Object.fromEntries(Object.entries(color).filter(([, v]) => HEX.test(v)));
  const vars = Object.entries(valid).map(([k, v]) => `--${k.replace(/_/g, '-')}:${v}`);
  const pairs: [string, string, string][] = [
    ['primary', 'primary_contrast', 'primary-fg'],
    ['primary_hover', 'primary_hover_contrast', 'primary-hover-fg'],
    ['secondary', 'secondary_contrast', 'secondary-fg'],
    ['body_gray', 'body_gray_contrast', 'body-gray-fg'],
  ];
  for (const [bg, fg, name] of pairs) {
    if (valid[bg]) vars.push(`--${name}:${readableOn(valid[bg], valid[fg] ?? '#000000')}`);
  }
  if (valid.secondary) vars.push(`--secondary-strong:${strongShade(valid.secondary, valid.secondary_contrast ?? '#ffffff')}`);
  return `:root{${vars.join(';')}}`;
}
