import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { effectiveQuantity } from '@/domain/catalogue/stock';
import { editAddressSchema, orderEditPreviewSchema, orderEditSchema } from '@/domain/orders/order-edit';
import { summaryRows, variantName } from '@/domain/orders/summary';
import { money } from '@/lib/money';
import { ActionError, defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { sendOrderUpdate } from '@/server/orders/send-order-update';
import { revalidateStock, type StockTouched } from '@/server/orders/stock-change';
import { getSettings } from '@/server/settings/get-settings';
import { giveBackStock, raiseLowStock, takeStock } from '@/server/orders/stock-moves';
import { auditLines, planEdit, refuse, storedTotals } from './plan-order-edit';

/*
 * Editing an order before it ships (docs/requirements.md, "Editing an order"). The rules are in
 * src/domain/orders/order-edit.ts; prices of new lines come from quoteCart (the checkout's pricing), totals from
 * orderTotals through editedTotals, stock moves through takeStock/giveBackStock (the checkout's and the cancel's).
 */

/**
 * `order.previewEdit`: what the edit would make of the order, without writing: the lines with their prices, the
 * summary rows of the new totals (the checkout's rules) and the lines the shelf cannot cover.
 */
export const previewOrderEdit = defineAction(
  'order.previewEdit',
  orderEditPreviewSchema,
  { area: 'order', action: 'edit' },
  async (input, { tx }) => {
    const plan = await planEdit(tx, input, false);
    const taking = plan.moves.filter((m) => m.diff > 0);
    const [products, variants] = await Promise.all([
      taking.some((m) => !m.variantId)
        ? tx
            .select({ id: t.products.id, quantity: t.products.quantity })
            .from(t.products)
            .where(
              inArray(
                t.products.id,
                taking.filter((m) => !m.variantId).map((m) => m.productId),
              ),
            )
        : [],
      taking.some((m) => m.variantId)
        ? tx
            .select({ id: t.variants.id, quantity: t.variants.quantity })
            .from(t.variants)
            .where(
              inArray(
                t.variants.id,
                taking.flatMap((m) => (m.variantId ? [m.variantId] : [])),
              ),
            )
        : [],
    ]);
    const shelf = new Map([...products, ...variants].map((r) => [r.id, r.quantity]));
    const short = taking
      .filter((m) => {
        const q = shelf.get(m.variantId ?? m.productId) ?? 0;
        return q !== -1 && effectiveQuantity(q) < m.diff;
      })
      .map((m) => ({ label: m.label, available: Math.max(0, shelf.get(m.variantId ?? m.productId) ?? 0), needed: m.diff }));
    return {
      lines: plan.lines.map((l) => ({
        itemId: l.itemId,
        productId: l.productId,
        variantId: l.variantId,
        name: l.name,
        variant: variantName(l),
        sku: l.sku,
        unitPrice: l.unitPrice,
        qty: l.qty,
        lineTotal: money(Number(l.unitPrice) * l.qty),
      })),
      rows: summaryRows({
        subtotal: plan.totals.subtotal,
        discount: plan.totals.discount,
        couponCode: plan.order.couponCode,
        shipping: plan.totals.shipping,
        taxes: plan.totals.taxes,
        total: plan.totals.total,
      }),
      total: money(plan.totals.total),
      short,
    };
  },
  { audit: false },
);

/**
 * `order.edit`: in one transaction, with the order row locked and its version checked, moves stock by the difference
 * per variant (refused, with nothing written, when the shelf cannot cover it), rewrites the lines, the delivery
 * address and the totals, and records a timeline entry and an audit row with the lines and totals before and after.
 */
export const editOrder = defineAction(
  'order.edit',
  orderEditSchema,
  { area: 'order', action: 'edit' },
  async (input, { tx, actor, audit }) => {
    const plan = await planEdit(tx, input, true);
    const { order, before, lines, totals, moves } = plan;
    // a delivery needs its full address; a showroom pickup its contact (docs/requirements.md, "Showroom pickup")
    const address = editAddressSchema(order.pickup).safeParse(input.shipping);
    if (!address.success)
      throw new ActionError(
        400,
        'invalid',
        undefined,
        Object.fromEntries(address.error.issues.map((i) => [`shipping.${i.path.join('.')}`, i.message])),
      );

    const { short, low } = await takeStock(
      tx,
      moves.filter((m) => m.diff > 0),
      (await getSettings(tx)).stock.lowStockThreshold,
      { kind: 'sold', orderId: order.id, userId: actor.id },
    );
    if (short.length) throw refuse('insufficientStock', { products: short.map((m) => m.label).join(', ') });
    await giveBackStock(
      tx,
      moves.filter((m) => m.diff < 0),
      { kind: 'returned', orderId: order.id, userId: actor.id },
    );
    await raiseLowStock(tx, low);

    const keptIds = new Set(lines.flatMap((l) => (l.itemId ? [l.itemId] : [])));
    const removed = before.filter((b) => !keptIds.has(b.id)).map((b) => b.id);
    if (removed.length) await tx.delete(t.orderItems).where(inArray(t.orderItems.id, removed));
    for (const l of lines) {
      const was = l.itemId ? before.find((b) => b.id === l.itemId) : null;
      if (was && was.quantity !== l.qty)
        await tx
          .update(t.orderItems)
          .set({ quantity: l.qty, lineTotal: money(Number(l.unitPrice) * l.qty) })
          .where(eq(t.orderItems.id, was.id));
    }
    const added = lines.filter((l) => !l.itemId);
    if (added.length)
      await tx.insert(t.orderItems).values(
        added.map((l) => ({
          orderId: order.id,
          productId: l.productId,
          variantId: l.variantId,
          name: l.name,
          localName: l.localName ?? null,
          localColorName: l.localColorName ?? null,
          localAttributeName: l.localAttributeName ?? null,
          slug: l.slug,
          image: l.image,
          sku: l.sku,
          colorName: l.colorName,
          attributeName: l.attributeName,
          unit: l.unit,
          unitValue: l.unitValue,
          unitPrice: l.unitPrice,
          quantity: l.qty,
          lineTotal: money(Number(l.unitPrice) * l.qty),
        })),
      );

    const stored = storedTotals(totals);
    const [row] = await tx
      .update(t.orders)
      .set({ ...stored, shipping: input.shipping, updatedAt: new Date() })
      .where(eq(t.orders.id, order.id))
      .returning({ updatedAt: t.orders.updatedAt });
    await tx.insert(t.orderStatusHistory).values({
      orderId: order.id,
      status: order.status,
      actorId: actor.id,
      event: { kind: 'edited', totalBefore: order.total, totalAfter: stored.total },
    });
    await audit({
      entity: 'order',
      entityId: order.id,
      before: {
        lines: auditLines(before.map((b) => ({ ...b, qty: b.quantity }))),
        totals: {
          subtotal: order.subtotal,
          discountTotal: order.discountTotal,
          shippingCost: order.shippingCost,
          taxTotal: order.taxTotal,
          taxLines: order.taxLines,
          total: order.total,
        },
        shipping: order.shipping,
      },
      after: {
        lines: auditLines(lines),
        totals: stored,
        shipping: input.shipping,
        stock: moves.map((m) => ({ line: m.label, diff: m.diff })),
      },
    });

    const movedIds = [...new Set(moves.map((m) => m.productId))];
    const slugOf = new Map(
      movedIds.length
        ? (await tx.select({ id: t.products.id, slug: t.products.slug }).from(t.products).where(inArray(t.products.id, movedIds))).map(
            (r) => [r.id, r.slug],
          )
        : [],
    );
    const restocked: StockTouched[] = movedIds.flatMap((id) =>
      slugOf.has(id)
        ? [{ id, slug: slugOf.get(id)!, qty: moves.filter((m) => m.productId === id).reduce((n, m) => n + Math.abs(m.diff), 0) }]
        : [],
    );
    return { id: order.id, total: stored.total, version: row.updatedAt.toISOString(), restocked, mailed: input.notify };
  },
  {
    // the product pages show the stock the edit took or gave back; the customer's mail goes after the commit
    after: async (data) => {
      await revalidateStock(data.restocked, 'edited');
      if (data.mailed) await sendOrderUpdate(data.id, { kind: 'edited' });
    },
  },
);

export const orderEditActions = { previewOrderEdit, editOrder };
