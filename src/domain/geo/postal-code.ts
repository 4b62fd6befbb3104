import { z } from 'zod';
import { CANADIAN_PROVINCES } from './countries';
import { LOCALE_IDS } from '@/i18n/locales';

/**
 * Canadian postal codes (docs/requirements.md, "Addresses and postal codes"): letter digit letter, digit letter
 * digit ("V3T 1V8"), never D, F, I, O, Q or U, and never W or Z first; the first letter names the province.
 * One rule for every address the shop checks: checkout, the order editor, phone orders, the address book and
 * the measure request.
 */

/** The first letters of each province's and territory's postal codes. */
export const POSTAL_FIRST_LETTERS: Readonly<Record<string, string>> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};

const FORMAT = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** The code written as stored, "V3T 1V8", or null when it is not a Canadian postal code ("v3t1v8" and "V3T-1V8" are). */
export function normalisePostalCode(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  return FORMAT.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null;
}

/** What is wrong with a postal code for a province (a code such as "BC"): its form, or the province it belongs to. */
export type PostalCodeProblem = 'format' | 'province';

export function postalCodeProblem(text: string, province?: string | null): PostalCodeProblem | null {
  const code = normalisePostalCode(text);
  if (!code) return 'format';
  const letters = province ? POSTAL_FIRST_LETTERS[province] : undefined;
  return letters && !letters.includes(code[0]) ? 'province' : null;
}

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s.'’-]/g, '')
    .toLowerCase();

const PROVINCE_NAMES = new Map<string, string>(
  CANADIAN_PROVINCES.flatMap((p) => [[plain(p.code), p.code] as const, ...Object.values(p.name).map((n) => [plain(n), p.code] as const)]),
);

/** The province's code for a state typed or chosen as its code or its name in one of the shop's languages ("B.C." too). */
export function canadianProvince(state: string): string | null {
  return PROVINCE_NAMES.get(plain(state)) ?? null;
}

let canadaNames: Set<string> | undefined;

/** Is the country Canada, as its two-letter code or its name in a shop language? */
export function isCanada(country: string): boolean {
  canadaNames ??= new Set([
    'ca',
    ...LOCALE_IDS.map((l) => plain(new Intl.DisplayNames([l, 'en'], { type: 'region' }).of('CA') ?? 'Canada')),
  ]);
  return canadaNames.has(plain(country));
}

/** What an address in Canada gets wrong: the field and the problem (an address elsewhere: nothing). */
export function canadianAddressIssues(a: {
  country: string;
  state: string;
  zipCode: string;
}): { field: 'state' | 'zipCode'; problem: 'province' | 'postalCodeFormat' | 'postalCodeProvince' }[] {
  if (!isCanada(a.country)) return [];
  const province = canadianProvince(a.state);
  const issues: ReturnType<typeof canadianAddressIssues> = [];
  if (a.state.trim() && !province) issues.push({ field: 'state', problem: 'province' });
  const problem = postalCodeProblem(a.zipCode, province);
  if (problem) issues.push({ field: 'zipCode', problem: problem === 'format' ? 'postalCodeFormat' : 'postalCodeProvince' });
  return issues;
}

/**
 * A zod refinement of an address object: the Canadian rules above, each problem reported on its field with the
 * schema's own message key (a field its own check refused already is left alone).
 */
export function refineCanadianAddress(messages: Record<'province' | 'postalCodeFormat' | 'postalCodeProvince', string>) {
  return (a: { country: string; state: string; zipCode: string }, ctx: z.RefinementCtx) => {
    // a field already refused by its own check (empty, too long, stray characters) keeps that one message
    const refused = new Set(ctx.issues.map((i) => i.path?.[0]));
    for (const i of canadianAddressIssues(a))
      if (!refused.has(i.field)) ctx.addIssue({ code: 'custom', path: [i.field], message: messages[i.problem] });
  };
}

/** A postal code field that writes a Canadian code as stored ("v3t1v8" → "V3T 1V8") and leaves any other as typed. */
export function storedPostalCode(text: string): string {
  return normalisePostalCode(text) ?? text;
}

/** A field that takes only a postal code of one province (`message` for any other), stored as "V3T 1V8". */
export function provincePostalCode(province: string, message: string) {
  return z
    .string()
    .trim()
    .refine((v) => postalCodeProblem(v, province) === null, message)
    .transform((v) => normalisePostalCode(v)!);
}

/** At least two letters (any script): a full name, not an initial. */
export function hasTwoLetters(name: string): boolean {
  return (name.match(/\p{L}/gu)?.length ?? 0) >= 2;
}
