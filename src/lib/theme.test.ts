import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, strongShade, themeCss } from './theme';

describe('themeCss', () => {
  it('writes palette keys as CSS variables', () => {
    expect(themeCss({ primary_hover: '#ffd763', body_gray: '#d9e0e5' })).toBe(
      ':root{--primary-hover:#ffd763;--body-gray:#d9e0e5;--primary-hover-fg:#000000;--body-gray-fg:#000000}',
    );
  });
  it('drops anything that is not a hex colour (no CSS injection)', () => {
    const css = themeCss({ primary: 'red;}</style><script>', secondary: '#EF4A23' });
    expect(css).not.toContain('script');
    expect(css).not.toContain('--primary:');
    expect(css).toContain('--secondary:#EF4A23');
  });
  it('adds readable text tokens: white on amber is replaced, white on dark blue is kept', () => {
    expect(themeCss({ primary: '#ffc107', primary_contrast: '#ffffff' })).toContain('--primary-fg:#000000');
    expect(themeCss({ primary: '#123456', primary_contrast: '#ffffff' })).toContain('--primary-fg:#ffffff');
  });
  it('derives a strong secondary that keeps 4.5:1 with its contrast colour', () => {
    const m = /--secondary-strong:(#[0-9a-f]{6})/.exec(themeCss({ secondary: '#EF4A23', secondary_contrast: '#ffffff' }));
    expect(m).not.toBeNull();
    expect(contrastRatio(m![1], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast helpers', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });
  it('readableOn keeps a readable preference and otherwise picks black or white', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#ffffff');
    expect(readableOn('#ffc107', '#ffffff')).toBe('#000000');
    expect(readableOn('#1a1a1a', '#222222')).toBe('#ffffff');
  });
  it('strongShade leaves an already dark colour alone and darkens a light one', () => {
    expect(strongShade('#123456')).toBe('#123456');
    const s = strongShade('#EF4A23');
    expect(s).not.toBe('#ef4a23');
    expect(contrastRatio(s, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
