import { describe, expect, it } from 'vitest';
import { capSrcSet } from './picture';

const set = [256, 384, 640, 750, 828, 1080, 1200, 1920].map((w) => `/_next/image?url=%2Fa.webp&w=${w}&q=75 ${w}w`).join(', ');

describe('capSrcSet (Picture maxWidth)', () => {
  it('keeps the candidates up to the cap and makes the widest kept the src', () => {
    const r = capSrcSet(set, '/_next/image?url=%2Fa.webp&w=1920&q=75', 828);
    expect(r.srcSet!.split(', ').map((c) => c.split(' ')[1])).toEqual(['256w', '384w', '640w', '750w', '828w']);
    expect(r.src).toBe('/_next/image?url=%2Fa.webp&w=828&q=75');
  });

  it('keeps the narrowest when the cap is below every width, and everything without a cap', () => {
    expect(capSrcSet(set, 'x', 100).srcSet).toBe('/_next/image?url=%2Fa.webp&w=256&q=75 256w');
    expect(capSrcSet(set, 'x', undefined)).toEqual({ srcSet: set, src: 'x' });
    expect(capSrcSet(undefined, '/logo.svg', 828)).toEqual({ srcSet: undefined, src: '/logo.svg' });
  });
});
