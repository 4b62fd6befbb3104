import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed-storage';

describe('sealed storage', () => {
  it('round-trips a value and does not store it in clear text', async () => {
    // a long marker: a two-letter id can turn up in random base64 by chance
    const id = 'product-walnut-brown-base-shoe';
    const sealed = await seal({ items: [{ _id: id, qty: 2 }] });
    expect(sealed).not.toContain(id);
    expect(sealed).not.toContain(
      Buffer.from(JSON.stringify({ _id: id }))
        .toString('base64')
        .slice(0, 12),
    );
    expect(await unseal(sealed)).toEqual({ items: [{ _id: id, qty: 2 }] });
  });
  it('gives null for tampered or garbage input', async () => {
    const sealed = await seal({ a: 1 });
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await unseal(tampered)).toBeNull();
    expect(await unseal('not-base64')).toBeNull();
    expect(await unseal(null)).toBeNull();
  });
});
