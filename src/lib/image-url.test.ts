import { describe, expect, it } from 'vitest';
import { optimizedImage, responsiveImage } from './image-url';

describe('optimizedImage (thumbnails of client components)', () => {
  it('asks the optimiser for allowed widths, 1x and 2x', () => {
    expect(optimizedImage('/images/catalog/p-oak-1.webp', 48)).toEqual({
      src: '/_next/image?url=%2Fimages%2Fcatalog%2Fp-oak-1.webp&w=96&q=75',
      srcSet:
        '/_next/image?url=%2Fimages%2Fcatalog%2Fp-oak-1.webp&w=48&q=75 1x, /_next/image?url=%2Fimages%2Fcatalog%2Fp-oak-1.webp&w=96&q=75 2x',
    });
    // 240 px: 256 for 1x, 640 for 2x (480 is no allowed width)
    expect(optimizedImage('/uploads/product/a b.webp', 240).srcSet).toBe(
      '/_next/image?url=%2Fuploads%2Fproduct%2Fa%20b.webp&w=256&q=75 1x, /_next/image?url=%2Fuploads%2Fproduct%2Fa%20b.webp&w=640&q=75 2x',
    );
  });

  it('leaves other sites, protocol-relative addresses and SVG alone', () => {
    expect(optimizedImage('https://cdn.example.com/a.webp', 48)).toEqual({ src: 'https://cdn.example.com/a.webp' });
    expect(optimizedImage('//cdn.example.com/a.webp', 48)).toEqual({ src: '//cdn.example.com/a.webp' });
    expect(optimizedImage('/brand/logo.svg', 150)).toEqual({ src: '/brand/logo.svg' });
  });

  it('caps at the largest width', () => {
    expect(optimizedImage('/a.webp', 5000).src).toBe('/_next/image?url=%2Fa.webp&w=1920&q=75');
  });
});

describe('responsiveImage (pictures that follow the viewport)', () => {
  it('offers the optimiser widths by w-descriptor with the sizes given', () => {
    const r = responsiveImage('/images/catalog/p-oak-1.webp', '(min-width:1024px) 600px, 100vw');
    expect(r.sizes).toBe('(min-width:1024px) 600px, 100vw');
    const widths = r.srcSet!.split(', ').map((c) => c.split(' ')[1]);
    expect(widths).toEqual(['256w', '384w', '640w', '750w', '828w', '1080w', '1200w', '1920w']);
    expect(r.srcSet).toContain('/_next/image?url=%2Fimages%2Fcatalog%2Fp-oak-1.webp&w=640&q=75 640w');
    expect(r.src).toBe('/_next/image?url=%2Fimages%2Fcatalog%2Fp-oak-1.webp&w=1920&q=75');
  });

  it('leaves other sites and SVG alone', () => {
    expect(responsiveImage('https://cdn.example.com/a.webp', '100vw')).toEqual({ src: 'https://cdn.example.com/a.webp' });
    expect(responsiveImage('/a.svg', '100vw')).toEqual({ src: '/a.svg' });
  });
});
