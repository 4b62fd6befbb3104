import 'server-only';
import { eq } from 'drizzle-orm';
import { measureRequestSchema, type MeasureRequestInput } from '@/domain/measure/measure';
import { firstLocale, type Locale } from '@/i18n/locales';
import { shopDay } from '@/lib/shop-zone';
import { siteOrigin } from '@/lib/site-origin';
import { getDb, type DbOrTx } from '@/server/db';
import { measureRequests, notifications } from '@/server/db/schema';
import { currentMailShop, mailTranslator } from '@/server/mail/mail-context';
import { sendMail, type MailResult } from '@/server/mail/send-mail';
import { renderMeasureRequestMail, type MeasureMailKind } from '@/server/mail/templates/measure-request';
import { escapeHtml } from '@/lib/escape-html';

/** The request schema for today in the shop's zone (the dates a customer may choose move with the calendar). */
export const measureRequestSchemaNow = (now = new Date()) => measureRequestSchema(shopDay(now));

/**
 * Stores a valid free measure request (docs/requirements.md, "Measure requests") with the language of the page,
 * raises a staff notification (area `order`) in the same transaction, then mails the customer their confirmation.
 * The input has been parsed by `measureRequestSchemaNow()`; a failed mail is logged and the request stands.
 */
export async function submitMeasureRequest(input: MeasureRequestInput, locale: Locale, db?: DbOrTx): Promise<{ id: string }> {
  db ??= await getDb();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(measureRequests)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        street: input.street,
        city: input.city,
        postalCode: input.postalCode,
        preferredDates: input.dates,
        rooms: input.rooms.map((r) => (r.area === undefined ? { name: r.name } : { name: r.name, area: r.area })),
        notes: input.notes,
        locale,
      })
      .returning({ id: measureRequests.id });
    await tx.insert(notifications).values({
      message: `New measure request from <strong>${escapeHtml(input.name)}</strong>: ${escapeHtml(input.city)}`,
      link: '/dashboard/measure',
      area: 'order',
    });
    return inserted;
  });
  await sendMeasureMail(row.id, 'received', db);
  return row;
}

/**
 * Mails the customer about their request in the language stored with it: received, scheduled (with the visit's day
 * and time) or done. Returns null (and logs) on any failure: the write it follows stands.
 */
export async function sendMeasureMail(id: string, kind: MeasureMailKind, db?: DbOrTx): Promise<MailResult | null> {
  try {
    db ??= await getDb();
    const [r] = await db.select().from(measureRequests).where(eq(measureRequests.id, id));
    if (!r) return null;
    const locale: Locale = firstLocale(r.locale);
    const [t, shop] = await Promise.all([mailTranslator(locale, 'content.measureEmail'), currentMailShop(siteOrigin(), db)]);
    const mail = await renderMeasureRequestMail({ locale, shop, t, kind, request: r });
    return await sendMail({ to: r.email, ...mail });
  } catch (err) {
    console.error(`[measure] ${kind} e-mail for request ${id} failed:`, err);
    return null;
  }
}
