import { describe, expect, it } from 'vitest';
import { collectFormFields } from './collect-fields';

describe('collectFormFields (no files, no empty names, trimmed values)', () => {
  it('trims values', () => {
    expect(collectFormFields([{ type: 'text', name: 'city', value: '  Surrey \n' }])).toEqual({ city: 'Surrey' });
  });
  it('skips file fields', () => {
    expect(
      collectFormFields([
        { type: 'file', name: 'logo', value: 'C:\\fakepath\\a.png' },
        { type: 'email', name: 'email', value: 'a@b.c' },
      ]),
    ).toEqual({
      email: 'a@b.c',
    });
  });
  it('skips fields with an empty name', () => {
    expect(
      collectFormFields([
        { type: 'text', name: '', value: 'x' },
        { type: 'text', name: '   ', value: 'y' },
      ]),
    ).toEqual({});
  });
  it('keeps empty values of named fields', () => {
    expect(collectFormFields([{ type: 'text', name: 'note', value: '   ' }])).toEqual({ note: '' });
  });
});
