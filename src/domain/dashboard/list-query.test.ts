import { describe, expect, it } from 'vitest';
import { listQuerySchema, pageOffset, pickSort, searchParamsObject } from './list-query';

describe('dashboard list query', () => {
  it('defaults an empty URL', () => {
    expect(listQuerySchema.parse({})).toEqual({ q: '', page: 1, pageSize: 20, dir: 'desc' });
  });
  it('reads numbers from strings and trims the search', () => {
    expect(listQuerySchema.parse({ q: '  oak ', page: '3', pageSize: '50', sort: 'name', dir: 'asc' })).toEqual({
      q: 'oak',
      page: 3,
      pageSize: 50,
      sort: 'name',
      dir: 'asc',
    });
  });
  it('falls back on nonsense instead of failing the page', () => {
    expect(listQuerySchema.parse({ page: '-4', pageSize: '7', sort: 'name;drop table', dir: 'sideways' })).toEqual({
      q: '',
      page: 1,
      pageSize: 20,
      sort: undefined,
      dir: 'desc',
    });
  });
  it('allows only listed sort columns', () => {
    expect(pickSort('price', ['name', 'price'] as const, 'name')).toBe('price');
    expect(pickSort('password', ['name', 'price'] as const, 'name')).toBe('name');
  });
  it('computes offsets and flattens search params', () => {
    expect(pageOffset({ page: 3, pageSize: 20 })).toBe(40);
    expect(searchParamsObject({ a: ['1', '2'], b: 'x', c: undefined })).toEqual({ a: '1', b: 'x' });
  });
});
