import 'server-only';
import { asc } from 'drizzle-orm';
import { taxRatesFor, type ChargedRate, type TaxAddress, type TaxRateRecord } from '@/domain/settings/tax-rates';
import type { Settings } from '@/domain/settings/settings';
import { shopDay } from '@/lib/shop-zone';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';

/** Every stored tax rate, past, current and scheduled (docs/requirements.md, "Taxes (GST and PST)"). */
export async function listTaxRates(db?: DbOrTx): Promise<TaxRateRecord[]> {
  db ??= await getDb();
  const rows = await db.select().from(t.taxRates).orderBy(asc(t.taxRates.effectiveFrom), asc(t.taxRates.createdAt));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    rate: Number(r.rate),
    country: r.country,
    provinces: r.provinces,
    effectiveFrom: r.effectiveFrom,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The address whose rates the cart page shows as an estimate before the customer gives one: the shop's province. */
export const shopTaxAddress = (settings: Pick<Settings, 'homeProvince'>): TaxAddress => ({ country: 'CA', state: settings.homeProvince });

/** The taxes an order shipped to this address is charged today (the shop's day). */
export async function taxRatesForAddress(address: TaxAddress, db?: DbOrTx, now = new Date()): Promise<ChargedRate[]> {
  return taxRatesFor(await listTaxRates(db), address, shopDay(now));
}
