import { describe, expect, it } from 'vitest';
import { orderViewSchema, viewQuery } from './order-views';

describe('saved views of the orders list', () => {
  it('keep the same filters as the same text: known parameters only, in the list order, without paging', () => {
    const a = viewQuery({ tag: 'Saturday Van', status: 'confirmed', page: '3', bogus: 'x' });
    const b = viewQuery({ status: 'confirmed', tag: 'saturday van', pageSize: '50' });
    expect(a).toBe(b);
    expect(new URLSearchParams(a).get('tag')).toBe('saturday van');
    expect(a).not.toMatch(/page|bogus/);
    // a value the list refuses is dropped as the list drops it
    expect(viewQuery({ status: 'lost' })).toBe(viewQuery({}));
  });

  it('need a name and at least one filter or a search', () => {
    expect(orderViewSchema.parse({ name: ' Today ', query: 'status=confirmed&page=2' })).toEqual({
      name: 'Today',
      query: viewQuery({ status: 'confirmed' }),
    });
    const issues = (input: object) => orderViewSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ name: '', query: 'status=confirmed' })).toEqual([['name', 'required']]);
    expect(issues({ name: 'All', query: 'page=2' })).toEqual([['query', 'dashOrders.views.noFilters']]);
    expect(issues({ name: 'x'.repeat(41), query: 'q=oak' })).toEqual([['name', 'maxChars:40']]);
  });
});
