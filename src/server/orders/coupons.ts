import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  checkCoupon,
  chooseCoupon,
  normaliseCouponCode,
  type AppliedCoupon,
  type CouponCheck,
  type CouponLine,
  type CouponRecord,
} from '@/domain/orders/coupon';
import { emailKey } from '@/domain/orders/email-key';
import type { DbOrTx, Tx } from '@/server/db';
import * as t from '@/server/db/schema';

/** Whose uses per customer count: the account (absent: a guest), and the e-mail the order is placed with. */
export interface CouponBuyer {
  userId?: string | null;
  email?: string | null;
}

const record = (c: t.Coupon): CouponRecord => ({ ...c, categoryIds: c.categoryIds ?? [], productIds: c.productIds ?? [] });

/** emailKey() (src/domain/orders/email-key.ts) of a stored address, in SQL: case, `+tag` and dots folded. */
export function emailKeySql(column: SQL | typeof t.orders.email): SQL {
  const address = sql`lower(btrim(${column}))`;
  const domain = sql`split_part(${address}, '@', 2)`;
  return sql`(regexp_replace(split_part(${address}, '@', 1), '[+].*$|[.]', '', 'g') || '@' || case when ${domain} = 'googlemail.com' then 'gmail.com' else ${domain} end)`;
}

/**
 * The orders that count as this buyer's uses (docs/requirements.md, "Coupons"): those the account placed itself, and
 * those placed with the same mailbox (emailKey) that prove it: paid (at checkout or recorded by staff), or placed from
 * an account whose address is verified. A guest buyer proves nothing either, so for a guest every order of the
 * mailbox counts: a guest cannot use a coupon again by ordering again, and nobody can use up an account holder's
 * coupon by ordering with their address.
 */
function buyerOrders(who: CouponBuyer): SQL | null {
  const parts: SQL[] = [];
  if (who.userId) parts.push(sql`(${t.orders.userId} = ${who.userId} and not ${t.orders.linkedByEmail})`);
  if (who.email) {
    const mailbox = sql`${emailKeySql(t.orders.email)} = ${emailKey(who.email)}`;
    const proven = sql`(${t.orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded') or (not ${t.orders.linkedByEmail} and exists (select 1 from ${t.users} where ${t.users.id} = ${t.orders.userId} and ${t.users.emailVerifiedAt} is not null)))`;
    parts.push(who.userId ? sql`(${mailbox} and ${proven})` : mailbox);
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/** Orders this buyer placed with the coupon (every status: a cancelled order does not give its use back). */
export async function customerUses(db: DbOrTx, code: string, who: CouponBuyer): Promise<number> {
  const mine = buyerOrders(who);
  if (!mine) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.orders)
    .where(and(sql`upper(${t.orders.couponCode}) = ${normaliseCouponCode(code)}`, mine));
  return Number(row?.n ?? 0);
}

export interface ResolvedCoupon {
  /** the coupon the order gets (typed or automatic), or none */
  coupon: AppliedCoupon | null;
  /** why the typed code does not apply (its check, or `notBetter` when an automatic discount saves as much) */
  refusal: Extract<CouponCheck, { ok: false }> | null;
}

/**
 * The coupon a cart gets (docs/requirements.md, "Coupons" and "Automatic discounts"): the typed code checked by the
 * domain's one eligibility rule, every automatic coupon that is eligible, and the best of them by chooseCoupon().
 */
export async function resolveCoupon(
  db: DbOrTx,
  input: { code?: string | null; lines: readonly CouponLine[]; shipping: number; buyer: CouponBuyer; now?: Date },
): Promise<ResolvedCoupon> {
  const now = input.now ?? new Date();
  const check = async (row: t.Coupon | undefined) =>
    checkCoupon(row ? record(row) : null, {
      lines: input.lines,
      now,
      customerUses: row && row.perCustomerLimit !== null ? await customerUses(db, row.code, input.buyer) : 0,
    });
  let typed: CouponCheck | null = null;
  if (input.code) {
    const [row] = await db
      .select()
      .from(t.coupons)
      .where(sql`upper(${t.coupons.code}) = ${normaliseCouponCode(input.code)}`);
    typed = await check(row);
  }
  const autoRows = await db
    .select()
    .from(t.coupons)
    .where(and(eq(t.coupons.automatic, true), eq(t.coupons.active, true)));
  const automatic: AppliedCoupon[] = [];
  for (const row of autoRows) {
    const c = await check(row);
    if (c.ok) automatic.push(c.coupon);
  }
  const chosen = chooseCoupon(typed, automatic, input.lines, input.shipping);
  const refusal = chosen.typedRefusal && !chosen.typedRefusal.ok ? chosen.typedRefusal : null;
  return { coupon: chosen.coupon, refusal };
}

/**
 * Uses the coupon inside the order's transaction, without a race: the conditional UPDATE takes the coupon's row lock
 * and re-checks the total limit; the uses per customer are counted after it (a second order of the same customer
 * waits for the first to commit, then sees it). Returns the refusal, or null when the use was recorded.
 */
export async function takeCouponUse(tx: Tx, coupon: AppliedCoupon, buyer: CouponBuyer): Promise<'usedUp' | 'alreadyUsed' | null> {
  const [used] = await tx
    .update(t.coupons)
    .set({ usedCount: sql`${t.coupons.usedCount} + 1` })
    .where(
      and(
        sql`upper(${t.coupons.code}) = ${normaliseCouponCode(coupon.code)}`,
        sql`(${t.coupons.usageLimit} is null or ${t.coupons.usedCount} < ${t.coupons.usageLimit})`,
      ),
    )
    .returning({ perCustomerLimit: t.coupons.perCustomerLimit });
  if (!used) return 'usedUp';
  if (used.perCustomerLimit !== null && (await customerUses(tx, coupon.code, buyer)) >= used.perCustomerLimit) return 'alreadyUsed';
  return null;
}
