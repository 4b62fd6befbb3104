import { describe, expect, it } from 'vitest';
import { activityJson, activityQuerySchema, CHANGE_VALUE_LIMIT, entityHref, fieldChanges, HIDDEN_VALUE } from './activity';

describe('fieldChanges', () => {
  it('lists only the fields whose value differs, set and removed ones included', () => {
    expect(fieldChanges({ status: 'pending', note: 'a', total: '10.00' }, { status: 'shipped', note: 'a', carrier: 'ups' })).toEqual([
      { field: 'status', before: 'pending', after: 'shipped' },
      { field: 'total', before: '10.00', after: null },
      { field: 'carrier', before: null, after: 'ups' },
    ]);
  });

  it('treats a field that is null on one side and absent on the other as unchanged', () => {
    expect(fieldChanges(null, { startsAt: null, name: 'Oak' })).toEqual([{ field: 'name', before: null, after: 'Oak' }]);
  });

  it('leaves out the row id and timestamps', () => {
    expect(fieldChanges({ id: 'a', updatedAt: '1', name: 'Oak' }, { id: 'a', updatedAt: '2', createdAt: '0', name: 'Ash' })).toEqual([
      { field: 'name', before: 'Oak', after: 'Ash' },
    ]);
  });

  it('shows a creation (no before) and a deletion (no after) field by field', () => {
    expect(fieldChanges(null, { name: 'Oak' })).toEqual([{ field: 'name', before: null, after: 'Oak' }]);
    expect(fieldChanges({ name: 'Oak' }, null)).toEqual([{ field: 'name', before: 'Oak', after: null }]);
  });

  it('compares lists by content and shows them as text, not JSON', () => {
    expect(fieldChanges({ tags: ['a', 'b'] }, { tags: ['a', 'b'] })).toEqual([]);
    expect(fieldChanges({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([{ field: 'tags', before: 'a', after: 'a, b' }]);
  });

  it('shows a nested record field by field', () => {
    expect(fieldChanges({ seo: { title: 'Oak', keywords: 'floor' } }, { seo: { title: 'Oak plank', keywords: 'floor' } })).toEqual([
      { field: 'seo.title', before: 'Oak', after: 'Oak plank' },
    ]);
  });

  it("shows a product's variants item by item, named by their code: a price changed, one added, one removed", () => {
    const v = (sku: string, price: string, quantity = 10) => ({
      colorId: `c-${sku}`,
      attributeValueIds: [],
      sku,
      price,
      discount: '',
      quantity,
      image: '',
    });
    const changes = fieldChanges(
      { name: 'Oak', variants: [v('OAK-1', '30.00'), v('OAK-2', '32.00'), v('OAK-3', '34.00')] },
      { name: 'Oak', variants: [v('OAK-1', '28.00'), v('OAK-2', '32.00'), v('OAK-4', '36.00', 0)] },
    );
    expect(changes).toEqual([
      { field: 'variants[OAK-1].price', before: '30.00', after: '28.00' },
      { field: 'variants[OAK-4]', before: null, after: 'colorId: c-OAK-4, sku: OAK-4, price: 36.00, quantity: 0' },
      { field: 'variants[OAK-3]', before: 'colorId: c-OAK-3, sku: OAK-3, price: 34.00, quantity: 10', after: null },
    ]);
    expect(changes.every((c) => !/[{}"]/.test(`${c.before}${c.after}`))).toBe(true);
  });

  it('tells items without a code apart by the ids they join, and says when only the order changed', () => {
    const row = (colorId: string, quantity: number, values = ['v1']) => ({ colorId, attributeValueIds: values, sku: '', quantity });
    expect(fieldChanges({ variants: [row('red', 1), row('blue', 2)] }, { variants: [row('red', 1), row('blue', 5)] })).toEqual([
      { field: 'variants[2].quantity', before: '2', after: '5' },
    ]);
    // one colour in two thicknesses: told apart by their option values
    const twoThicknesses = (q: number) => [row('red', 1, ['8mm', 'wide']), row('red', q, ['12mm', 'wide'])];
    expect(fieldChanges({ variants: twoThicknesses(2) }, { variants: twoThicknesses(6) })).toEqual([
      { field: 'variants[2].quantity', before: '2', after: '6' },
    ]);
    const img = (url: string) => ({ url, alt: '' });
    expect(fieldChanges({ images: [img('/a.webp'), img('/b.webp')] }, { images: [img('/b.webp'), img('/a.webp')] })).toEqual([
      { field: 'images', before: '/a.webp, /b.webp', after: '/b.webp, /a.webp' },
    ]);
  });

  it('treats a value that is not an object as the field "value"', () => {
    expect(fieldChanges('old', 'new')).toEqual([{ field: 'value', before: 'old', after: 'new' }]);
  });

  it('cuts long values with an ellipsis', () => {
    const [change] = fieldChanges({}, { body: 'x'.repeat(500) });
    expect(change.after).toHaveLength(CHANGE_VALUE_LIMIT);
    expect(change.after!.endsWith('…')).toBe(true);
  });
});

describe('activityJson', () => {
  it('hides passwords, secrets and tokens at any depth and keeps the rest', () => {
    expect(
      activityJson({ name: 'Ann', password: 'Parquet-42', stripe: { secretKey: 'sk_live_1', publishableKey: 'pk_1' }, resetToken: 't' }),
    ).toEqual({
      name: 'Ann',
      password: HIDDEN_VALUE,
      stripe: { secretKey: HIDDEN_VALUE, publishableKey: 'pk_1' },
      resetToken: HIDDEN_VALUE,
    });
  });

  it('keeps an empty secret field empty (nothing was set) and turns dates into text', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(activityJson({ password: '', at })).toEqual({ password: '', at: '2026-11-26T10:00:00.000Z' });
    expect(activityJson(undefined)).toBeNull();
  });
});

describe('entityHref', () => {
  const id = '0b6f3a52-6f7e-4f62-9d2c-5d0b8f1e2a3c';
  it('links the entities that have a dashboard page', () => {
    expect(entityHref('order', id)).toBe(`/dashboard/orders/${id}`);
    expect(entityHref('subcategory', id)).toBe(`/dashboard/categories/subcategories/${id}`);
  });
  it('gives null for unknown entities and ids that are not uuids', () => {
    expect(entityHref('settings', '1')).toBeNull();
    expect(entityHref('order', '../../etc')).toBeNull();
    expect(entityHref('order', null)).toBeNull();
  });
});

describe('activityQuerySchema', () => {
  it('keeps valid filters and drops bad ones', () => {
    const q = activityQuerySchema.parse({ area: 'order', actor: 'nope', from: '2026-02-31', to: '2026-11-26' });
    expect(q).toMatchObject({ area: 'order', actor: undefined, from: undefined, to: '2026-11-26', page: 1 });
    expect(activityQuerySchema.parse({ area: 'staff' }).area).toBe('staff');
    expect(activityQuerySchema.parse({ area: 'root' }).area).toBeUndefined();
  });
});
