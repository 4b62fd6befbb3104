import { z } from 'zod';
import { CANADIAN_PROVINCES, isCountryCode } from '@/domain/geo/countries';

/*
 * Tax rates with where they apply and from when (docs/requirements.md, "Taxes (GST and PST)"). A rate is never changed
 * in place: staff schedule a new one from a day, and the newest row of the same tax (name, country and provinces)
 * whose day has come is the one in force. Days are the shop's days (src/lib/shop-zone.ts), `yyyy-mm-dd`.
 */

/** One stored rate (a row of `tax_rates`). */
export interface TaxRateRecord {
  id: string;
  /** GST, PST, HST, QST... */
  name: string;
  /** percent, e.g. 5 for GST */
  rate: number;
  /** ISO two-letter country code */
  country: string;
  /** province or state codes it applies to; empty: the whole country */
  provinces: string[];
  /** the first shop day it is charged */
  effectiveFrom: string;
  /** when it was written (ISO): of two rows of a tax from the same day, the later written is in force */
  createdAt?: string;
}

/** The part of an address the rates depend on. */
export interface TaxAddress {
  country: string;
  state: string;
}

/** A tax charged on an order: what orderTotals() takes. */
export interface ChargedRate {
  name: string;
  rate: number;
}

const clean = (s: string) => s.trim().toUpperCase();

/** A province's code from the checkout's code or its name in any of the shop's languages ("British Columbia" → BC). */
export function provinceCode(country: string, state: string): string {
  const s = clean(state).replace(/\./g, '');
  if (clean(country) !== 'CA') return s;
  const hit = CANADIAN_PROVINCES.find((p) => p.code === s || Object.values(p.name).some((n) => n.toUpperCase() === s));
  return hit?.code ?? s;
}

/** The tax a row is a version of: rows with the same key replace each other over time. */
export function taxKey(r: Pick<TaxRateRecord, 'name' | 'country' | 'provinces'>): string {
  return [clean(r.name), clean(r.country), [...r.provinces].map(clean).sort().join(',')].join('|');
}

/** Compares rows for display: country-wide before province-specific, then by country, provinces and name. */
function byScope(a: TaxRateRecord, b: TaxRateRecord): number {
  return (
    Number(a.provinces.length > 0) - Number(b.provinces.length > 0) ||
    a.country.localeCompare(b.country) ||
    a.provinces.join(',').localeCompare(b.provinces.join(',')) ||
    a.name.localeCompare(b.name)
  );
}

/** Which of two rows of a tax comes later: the later day, else the later written (a same-day correction). */
const later = (a: TaxRateRecord, b: TaxRateRecord) =>
  a.effectiveFrom > b.effectiveFrom || (a.effectiveFrom === b.effectiveFrom && (a.createdAt ?? '') > (b.createdAt ?? ''));

/** The rows in force on a day: per tax, the newest whose day has come (a rate of 0 % is in force and charges nothing). */
export function ratesInForce(rates: readonly TaxRateRecord[], day: string): TaxRateRecord[] {
  const newest = new Map<string, TaxRateRecord>();
  for (const r of rates) {
    if (r.effectiveFrom > day) continue;
    const k = taxKey(r);
    const prev = newest.get(k);
    if (!prev || later(r, prev)) newest.set(k, r);
  }
  return [...newest.values()].sort(byScope);
}

/**
 * The taxes an order to this address is charged on this shop day: the rates in force whose country is the
 * address's and whose provinces include its province (or are all of them). Of two rates with the same name, the
 * province's own replaces the country-wide one. Rates of 0 % and an address outside every rate give no line.
 */
export function taxRatesFor(rates: readonly TaxRateRecord[], address: TaxAddress, day: string): ChargedRate[] {
  const country = clean(address.country);
  const province = provinceCode(country, address.state);
  const matching = ratesInForce(rates, day).filter(
    (r) => clean(r.country) === country && (r.provinces.length === 0 || r.provinces.some((p) => clean(p) === province)),
  );
  const byName = new Map<string, TaxRateRecord>();
  for (const r of matching) {
    const prev = byName.get(clean(r.name));
    if (!prev || (prev.provinces.length === 0 && r.provinces.length > 0)) byName.set(clean(r.name), r);
  }
  return [...byName.values()]
    .sort(byScope)
    .filter((r) => r.rate > 0)
    .map((r) => ({ name: r.name, rate: r.rate }));
}

/** A rate as the dashboard lists it, with the day a later rate of the same tax replaced it (history only). */
export interface TaxRateEntry extends TaxRateRecord {
  /** the first day it was no longer charged (the next rate's first day); null while in force or upcoming */
  until: string | null;
}

/** The dashboard's three lists: in force today, scheduled for a later day (soonest first), and the past (newest first). */
export function taxRateTimeline(
  rates: readonly TaxRateRecord[],
  today: string,
): { current: TaxRateEntry[]; upcoming: TaxRateEntry[]; history: TaxRateEntry[] } {
  const current = ratesInForce(rates, today);
  const inForce = new Set(current.map((r) => r.id));
  const upcoming = rates
    .filter((r) => r.effectiveFrom > today)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom) || byScope(a, b));
  const history = rates
    .filter((r) => r.effectiveFrom <= today && !inForce.has(r.id))
    .map((r) => {
      const next = rates
        .filter((x) => taxKey(x) === taxKey(r) && later(x, r) && x.effectiveFrom <= today)
        .sort((a, b) => (later(a, b) ? 1 : -1))[0];
      return { ...r, until: next?.effectiveFrom ?? null };
    })
    .sort((a, b) => (later(a, b) ? -1 : later(b, a) ? 1 : byScope(a, b)));
  return {
    current: current.map((r) => ({ ...r, until: null })),
    upcoming: upcoming.map((r) => ({ ...r, until: null })),
    history,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) =>
  DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * "Schedule a change" (Settings › Taxes). Messages are keys of `dashboard.validation` or of
 * `dashSettings.taxes.errors`. The day must be today or later: the server checks that against the shop's day.
 */
export const scheduleTaxRateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'required')
      .max(20, 'tooLong')
      .regex(/^[\p{L}\p{N} .&-]+$/u, 'invalid')
      .transform((v) => v.toUpperCase()),
    rate: z.number({ error: 'invalid' }).min(0, 'notNegative').max(50, 'rateRange').multipleOf(0.001, 'invalid'),
    country: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine(isCountryCode, 'invalid'),
    /** empty: the whole country */
    provinces: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{1,3}$/, 'invalid')
          .transform((v) => v.toUpperCase()),
      )
      .max(20, 'invalid'),
    effectiveFrom: z.string().trim().refine(isDay, 'invalidDate'),
  })
  .superRefine((v, ctx) => {
    if (v.country === 'CA')
      v.provinces.forEach((p, i) => {
        if (!CANADIAN_PROVINCES.some((c) => c.code === p)) ctx.addIssue({ code: 'custom', path: ['provinces', i], message: 'invalid' });
      });
  })
  .transform((v) => ({ ...v, provinces: [...new Set(v.provinces)].sort() }));

/**
 * A Canadian business number's GST/HST account: 9 digits, RT, 4 digits ("123456789 RT0001"), spaces optional; empty when
 * the shop has none. Kept as `123456789 RT0001`.
 */
export const gstNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v === '' || /^\d{9}RT\d{4}$/.test(v), 'invalidGstNumber')
  .transform((v) => (v ? `${v.slice(0, 9)} ${v.slice(9)}` : ''));

/** The Taxes page's shop fields: the GST number on invoices, and the province whose rates the cart estimates. */
export const taxSettingsSchema = z.object({
  gstNumber: gstNumberSchema,
  homeProvince: z.enum(CANADIAN_PROVINCES.map((p) => p.code) as [string, ...string[]], { error: 'invalid' }),
});
