import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import { shopDay, shopHour } from '@/lib/shop-zone';
import { siteOrigin } from '@/lib/site-origin';
import { getDb, type DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { sendMail, type MailMessage } from '@/server/mail/send-mail';
import { mailShop } from '@/server/mail/templates/mail-layout';
import { renderLowStockSummaryMail } from '@/server/mail/templates/low-stock-summary';
import { getSettings } from '@/server/settings/get-settings';
import { lowStockItems } from './low-stock';

/** the summary goes out at the first check after this hour of the shop's morning */
export const SUMMARY_HOUR = 7;
/** items listed in one mail (the total says how many more there are) */
const LISTED = 100;
const JOB = 'low-stock-summary';

/** Who gets the summary: active admins and active staff who may view products, not blocked. */
async function recipients(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: t.users.email })
    .from(t.users)
    .leftJoin(t.staffPermissions, and(eq(t.staffPermissions.userId, t.users.id), eq(t.staffPermissions.name, 'product')))
    .where(
      and(
        eq(t.users.blocked, false),
        or(eq(t.users.role, 'admin'), and(eq(t.users.role, 'staff'), eq(t.users.staffStatus, 'active'), eq(t.staffPermissions.view, true))),
      ),
    );
  return rows.map((r) => r.email).sort();
}

export type SummaryOutcome = { ran: false; reason: 'off' | 'tooEarly' | 'alreadyRan' } | { ran: true; items: number; recipients: number };

/**
 * The daily low-stock summary (docs/requirements.md, "Low stock"): when switched on in settings, once per shop
 * day after SUMMARY_HOUR, one e-mail to each admin and product staff member listing everything at or below its
 * threshold. The day is claimed in `job_runs` first, so several instances send it once; nothing is sent when
 * nothing is low. A failed mail is logged, never retried the same day.
 */
export async function runLowStockSummary(
  now = new Date(),
  deps: { db?: DbOrTx; send?: (msg: MailMessage) => Promise<unknown> } = {},
): Promise<SummaryOutcome> {
  const db = deps.db ?? (await getDb());
  const send = deps.send ?? sendMail;
  const settings = await getSettings(db);
  if (!settings.stock.dailySummary) return { ran: false, reason: 'off' };
  const day = shopDay(now);
  if (shopHour(now) < SUMMARY_HOUR) return { ran: false, reason: 'tooEarly' };
  const claimed = await db.insert(t.jobRuns).values({ name: JOB, day }).onConflictDoNothing().returning({ day: t.jobRuns.day });
  if (!claimed.length) return { ran: false, reason: 'alreadyRan' };
  const low = await lowStockItems(db, settings.stock.lowStockThreshold, LISTED);
  if (low.total === 0) return { ran: true, items: 0, recipients: 0 };
  const to = await recipients(db);
  const origin = siteOrigin();
  const mail = await renderLowStockSummaryMail({
    shop: mailShop(settings, origin),
    day,
    items: low.items,
    total: low.total,
    link: `${origin}/dashboard`,
  });
  let sent = 0;
  for (const address of to) {
    try {
      await send({ to: address, ...mail });
      sent++;
    } catch (err) {
      console.error(`[stock] low-stock summary to ${address} failed:`, err);
    }
  }
  return { ran: true, items: low.total, recipients: sent };
}

const g = globalThis as typeof globalThis & { __floorshopStockSummaryTimer?: ReturnType<typeof setInterval> };

/** Checks every 15 minutes in this server process whether today's summary is due (started once from startServer). */
export function scheduleLowStockSummary(everyMs = 15 * 60_000): void {
  if (g.__floorshopStockSummaryTimer) return;
  const run = () =>
    runLowStockSummary()
      .then((r) => r.ran && r.items > 0 && console.log(`[stock] low-stock summary: ${r.items} item(s) to ${r.recipients} recipient(s)`))
      .catch((err) => console.error('[stock] low-stock summary failed', err));
  g.__floorshopStockSummaryTimer = setInterval(run, everyMs);
  g.__floorshopStockSummaryTimer.unref?.();
}
