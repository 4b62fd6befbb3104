import { describe, expect, it } from 'vitest';
import { themeCss } from './theme';

describe('themeCss', () => {
  it('writes palette keys as CSS variables', () => {
    expect(themeCss({ primary: '#ffc107', body_gray: '#d9e0e5' })).toBe(':root{--primary:#ffc107;--body-gray:#d9e0e5}');
  });
  it('drops anything that is not a hex colour (no CSS injection)', () => {
    expect(themeCss({ primary: 'red;}</style><script>', secondary: '#EF4A23' })).toBe(':root{--secondary:#EF4A23}');
  });
});
