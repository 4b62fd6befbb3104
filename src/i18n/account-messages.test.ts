import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '@/domain/account/auth-errors';

const load = (lang: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', lang, 'account.json'), 'utf8')) as Record<string, unknown>;
const flat = (o: Record<string, unknown>, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v ? Object.entries(flat(v as Record<string, unknown>, `${prefix}${k}.`)) : [[`${prefix}${k}`, String(v)]],
    ),
  );

describe('account translations', () => {
  const en = flat(load('en'));
  it('have a message for every auth error code', () => {
    for (const code of [...AUTH_ERROR_CODES, 'Default']) expect(en[`authErrors.${code}`], code).toBeTruthy();
  });
  it.each(['bn', 'ar', 'fr'])('%s has every key, translated, with the same placeholders', (lang) => {
    const other = flat(load(lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(en)) {
      expect(other[k].match(/\{\w+\}/g) ?? [], k).toEqual(v.match(/\{\w+\}/g) ?? []);
      if (v.length > 12 && !/^[A-Z_()\s.]+$/.test(v)) expect(other[k], `${lang} ${k}`).not.toBe(v);
    }
  });
});
