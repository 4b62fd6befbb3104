import { describe, expect, it } from 'vitest';
import { productServices } from './services';

const row = (id: string, categorySlug: string, samples: boolean, unit = 'sq ft') => ({ p: { id, samples, unit }, categorySlug });

describe('productServices', () => {
  const rows = [
    row('oak', 'laminate', true),
    row('tile', 'tiles', false),
    row('glue', 'accessories', true, 'piece'),
    row('trim', 'accessories', true),
    row('boxed-by-piece', 'vinyl-plank', true, 'piece'),
  ];

  it('offers samples of floors that allow them, never of accessories', () => {
    expect([...productServices(rows, 275).sampleable].sort()).toEqual(['boxed-by-piece', 'oak']);
  });

  it('offers installation of floors sold by area when a rate is set', () => {
    expect([...productServices(rows, 275).installable].sort()).toEqual(['oak', 'tile']);
  });

  it('offers no installation at a rate of 0', () => {
    expect(productServices(rows, 0).installable.size).toBe(0);
  });
});
