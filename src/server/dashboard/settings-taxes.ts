import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { scheduleTaxRateSchema, taxKey, taxRateTimeline, taxSettingsSchema, type TaxRateEntry } from '@/domain/settings/tax-rates';
import { shopDay } from '@/lib/shop-zone';
import { ActionError, defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { getSettings } from '@/server/settings/get-settings';
import { updateSettingsDocument } from '@/server/settings/private-settings';
import { revalidateSettings } from '@/server/settings/revalidate-settings';
import { listTaxRates } from '@/server/settings/tax-rates';

/*
 * Settings › Taxes (docs/dashboard.md, "Settings"; the rules in docs/requirements.md, "Taxes (GST and PST)"): the rates in
 * force, scheduled and past; scheduling a rate from a day (today or later); cancelling one whose day has not come; the
 * GST number and the shop's province. No storefront page shows a rate (the cart and checkout price uncached), so a
 * rate change invalidates no cache tag; the GST number and province are part of the settings document (its tag).
 */

const VIEW = { area: 'settings', action: 'view' } as const;
const EDIT = { area: 'settings', action: 'edit' } as const;
const DELETE = { area: 'settings', action: 'delete' } as const;

export interface TaxesView {
  /** the shop's day the lists were made for */
  today: string;
  current: TaxRateEntry[];
  upcoming: TaxRateEntry[];
  history: TaxRateEntry[];
  gstNumber: string;
  homeProvince: string;
}

const auditRate = (r: { name: string; rate: number | string; country: string; provinces: string[]; effectiveFrom: string }) => ({
  name: r.name,
  rate: Number(r.rate),
  country: r.country,
  provinces: r.provinces,
  effectiveFrom: r.effectiveFrom,
});

const getTaxes = defineAction('settings.taxes', z.object({}), VIEW, async (_input, { tx }): Promise<TaxesView> => {
  const today = shopDay(new Date());
  const [rates, settings] = await Promise.all([listTaxRates(tx), getSettings(tx)]);
  return { today, ...taxRateTimeline(rates, today), gstNumber: settings.gstNumber, homeProvince: settings.homeProvince };
});

/**
 * A new rate of a tax from a day: today or later in the shop's zone. A second change of a tax on a day still to come
 * is refused (cancel the first); from today it corrects the rate at once (the later written is in force).
 */
const scheduleTaxRate = defineAction(
  'settings.scheduleTaxRate',
  scheduleTaxRateSchema,
  EDIT,
  async (input, { tx, audit }) => {
    const today = shopDay(new Date());
    if (input.effectiveFrom < today) throw new ActionError(400, 'invalid', undefined, { effectiveFrom: 'pastDate' });
    if (input.effectiveFrom > today) {
      const sameDay = (await listTaxRates(tx)).some((r) => r.effectiveFrom === input.effectiveFrom && taxKey(r) === taxKey(input));
      if (sameDay) throw new ActionError(409, 'taxAlreadyScheduled', { messageKey: 'dashSettings.taxes.errors.alreadyScheduled' });
    }
    const [row] = await tx
      .insert(t.taxRates)
      .values({ ...input, rate: String(input.rate) })
      .returning({ id: t.taxRates.id });
    await audit({ entity: 'taxRate', entityId: row.id, after: auditRate(input) });
    return { id: row.id };
  },
  { expires: 'nothing' },
);

/** Cancels a scheduled rate whose day has not come; a rate already charged stays in the history for good. */
const cancelTaxRate = defineAction(
  'settings.cancelTaxRate',
  z.object({ id: z.uuid() }),
  DELETE,
  async ({ id }, { tx, audit }) => {
    const [gone] = await tx
      .delete(t.taxRates)
      .where(and(eq(t.taxRates.id, id), gt(t.taxRates.effectiveFrom, shopDay(new Date()))))
      .returning();
    if (!gone) {
      const [exists] = await tx.select({ id: t.taxRates.id }).from(t.taxRates).where(eq(t.taxRates.id, id));
      if (!exists) throw new ActionError(404, 'notFound');
      throw new ActionError(409, 'taxAlreadyStarted', { messageKey: 'dashSettings.taxes.errors.alreadyStarted' });
    }
    await audit({ entity: 'taxRate', entityId: id, before: auditRate(gone) });
    return { cancelled: true as const };
  },
  { expires: 'nothing' },
);

/** The GST number printed on invoices and mails, and the province whose rates the cart estimates. */
const updateTaxSettings = defineAction(
  'settings.updateTaxes',
  taxSettingsSchema,
  EDIT,
  async (input, { tx, audit }) => {
    const { before, after } = await updateSettingsDocument(tx, input);
    await audit({
      entity: 'settings',
      entityId: '1',
      before: { gstNumber: before.gstNumber, homeProvince: before.homeProvince },
      after: { gstNumber: after.gstNumber, homeProvince: after.homeProvince },
    });
    return { saved: true as const };
  },
  { after: () => revalidateSettings() },
);

export const settingsTaxActions = { getTaxes, scheduleTaxRate, cancelTaxRate, updateTaxSettings };
