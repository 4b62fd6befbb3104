import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { StockMovementKind } from '@/domain/catalogue/stock-movements';
import { LOT_REQUIRED } from '@/domain/catalogue/stock-locations';
import { moreThanHeld, recordStockSchema, stockAfterAt, UNLIMITED_STOCK, VARIANT_REQUIRED } from '@/domain/catalogue/stock-record';
import type { Tx } from '@/server/db';
import { idSchema } from '@/domain/ids';
import { ActionError, defineAction } from '@/server/action';
import { variantValuesText } from '@/server/catalogue/option-columns';
import * as t from '@/server/db/schema';
import { revalidateStock, type StockDirection, type StockTouched } from '@/server/orders/stock-change';
import { stockReason } from '@/server/stock/stock-reason';
import { heldAt, locationFor, locationsOf, lotByCode, recordedLot } from './stock-places';

/** How many of a product's latest movements its stock page lists. */
export const STOCK_MOVEMENTS_SHOWN = 200;

export interface StockMovementRow {
  id: string;
  createdAt: string;
  /** the variant's colour and option values; null for a simple product's own stock */
  variant: string | null;
  kind: StockMovementKind;
  quantity: number;
  /** the stock after the movement (-1: unlimited) */
  onHand: number;
  order: { id: string; number: string } | null;
  /** the supplier's delivery a receipt was a line of */
  delivery: { supplier: string; reference: string } | null;
  /** the account that made the change */
  by: string | null;
  note: string | null;
  /** where the units moved (null: before stock was kept per location) */
  location: string | null;
  /** the dye lot they belong to */
  lot: LotDto | null;
}

/** A dye lot as printed on the box. */
export interface LotDto {
  code: string;
  shade: string;
  caliber: string;
}

/** A recorded lot of the product or one of its variants ('' for the product's own), as the record form offers it. */
export interface LotChoice extends LotDto {
  id: string;
  variantId: string;
}

/** What the product or a variant holds at one location, of one lot (null: none recorded). */
export interface PlaceHolding {
  variantId: string;
  variant: string | null;
  locationId: string;
  location: string;
  lot: (LotDto & { id: string }) | null;
  quantity: number;
}

/** What a product holds now: its own stock (simple) or each variant's, as the record form offers them. */
export interface StockHolding {
  /** '' for a simple product's own stock */
  variantId: string;
  variant: string | null;
  /** -1: unlimited */
  onHand: number;
}

export interface ProductStockLedger {
  name: string;
  /** stock is held per dye lot (docs/requirements.md, "Locations and lots") */
  lotTracked: boolean;
  holdings: StockHolding[];
  /** what is held at each location, of each lot: variants in the holdings' order, then locations in theirs */
  places: PlaceHolding[];
  /** the locations in their order (the first is the default) */
  locations: { id: string; name: string }[];
  lots: LotChoice[];
  movements: StockMovementRow[];
}

const lotOf = (l: { id: string | null; code: string | null; shade: string | null; caliber: string | null }) =>
  l.id === null ? null : { id: l.id, code: l.code ?? '', shade: l.shade ?? '', caliber: l.caliber ?? '' };

/** A variant as staff read it: its colour and option values. */
export const variantLabel = (color: string | null, values: string | null) => [color, values].filter(Boolean).join(' / ') || null;

/** What each product holds: a simple product its own stock, a variable one each variant's (by colour, then age). */
export async function holdingsOf(
  tx: Tx,
  products: readonly { id: string; type: 'simple' | 'variable'; quantity: number }[],
): Promise<Map<string, StockHolding[]>> {
  const variable = products.filter((p) => p.type === 'variable').map((p) => p.id);
  const variants = variable.length
    ? await tx
        .select({
          id: t.variants.id,
          productId: t.variants.productId,
          color: t.colors.name,
          values: variantValuesText,
          onHand: t.variants.quantity,
        })
        .from(t.variants)
        .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
        .where(inArray(t.variants.productId, variable))
        .orderBy(asc(t.colors.name), asc(t.variants.createdAt), asc(t.variants.id))
    : [];
  return new Map(
    products.map((p) => [
      p.id,
      p.type === 'simple'
        ? [{ variantId: '', variant: null, onHand: p.quantity }]
        : variants
            .filter((v) => v.productId === p.id)
            .map((v) => ({ variantId: v.id, variant: variantLabel(v.color, v.values), onHand: v.onHand })),
    ]),
  );
}

/** `product.stockMovements`: a product's stock ledger, latest first (docs/requirements.md, "Stock ledger"). */
export const productStockMovements = defineAction(
  'product.stockMovements',
  idSchema,
  { area: 'product', action: 'view' },
  async ({ id }, { tx }): Promise<ProductStockLedger> => {
    const [product] = await tx
      .select({ name: t.products.name, type: t.products.type, quantity: t.products.quantity, lotTracked: t.products.lotTracked })
      .from(t.products)
      .where(eq(t.products.id, id));
    if (!product) throw new ActionError(404, 'notFound');
    const holdings = (await holdingsOf(tx, [{ id, ...product }])).get(id) ?? [];
    const locations = await locationsOf(tx);
    const held = await tx
      .select({
        variantId: t.stockHoldings.variantId,
        locationId: t.stockHoldings.locationId,
        lotId: t.stockLots.id,
        code: t.stockLots.code,
        shade: t.stockLots.shade,
        caliber: t.stockLots.caliber,
        quantity: t.stockHoldings.quantity,
      })
      .from(t.stockHoldings)
      .leftJoin(t.stockLots, eq(t.stockLots.id, t.stockHoldings.lotId))
      .where(eq(t.stockHoldings.productId, id))
      .orderBy(asc(t.stockLots.code));
    const variantOrder = new Map(holdings.map((h, i) => [h.variantId, i]));
    const locationOrder = new Map(locations.map((l, i) => [l.id, i]));
    const places: PlaceHolding[] = held
      .map((h) => ({
        variantId: h.variantId ?? '',
        variant: holdings.find((v) => v.variantId === (h.variantId ?? ''))?.variant ?? null,
        locationId: h.locationId,
        location: locations[locationOrder.get(h.locationId) ?? 0]?.name ?? '',
        lot: lotOf({ id: h.lotId, code: h.code, shade: h.shade, caliber: h.caliber }),
        quantity: h.quantity,
      }))
      .sort(
        (a, b) =>
          (variantOrder.get(a.variantId) ?? 0) - (variantOrder.get(b.variantId) ?? 0) ||
          (locationOrder.get(a.locationId) ?? 0) - (locationOrder.get(b.locationId) ?? 0),
      );
    const lots = await tx
      .select({
        id: t.stockLots.id,
        variantId: t.stockLots.variantId,
        code: t.stockLots.code,
        shade: t.stockLots.shade,
        caliber: t.stockLots.caliber,
      })
      .from(t.stockLots)
      .where(eq(t.stockLots.productId, id))
      .orderBy(asc(t.stockLots.code), asc(t.stockLots.id));
    const rows = await tx
      .select({
        id: t.stockMovements.id,
        createdAt: t.stockMovements.createdAt,
        variantId: t.stockMovements.variantId,
        color: t.colors.name,
        values: variantValuesText,
        kind: t.stockMovements.kind,
        quantity: t.stockMovements.quantity,
        onHand: t.stockMovements.onHand,
        orderId: t.orders.id,
        orderNumber: t.orders.number,
        supplier: t.stockDeliveries.supplier,
        reference: t.stockDeliveries.reference,
        by: t.users.name,
        note: t.stockMovements.note,
        location: t.stockLocations.name,
        lotId: t.stockLots.id,
        lotCode: t.stockLots.code,
        shade: t.stockLots.shade,
        caliber: t.stockLots.caliber,
      })
      .from(t.stockMovements)
      .leftJoin(t.stockLocations, eq(t.stockLocations.id, t.stockMovements.locationId))
      .leftJoin(t.stockLots, eq(t.stockLots.id, t.stockMovements.lotId))
      .leftJoin(t.variants, eq(t.variants.id, t.stockMovements.variantId))
      .leftJoin(t.colors, eq(t.colors.id, t.variants.colorId))
      .leftJoin(t.orders, eq(t.orders.id, t.stockMovements.orderId))
      .leftJoin(t.stockDeliveries, eq(t.stockDeliveries.id, t.stockMovements.deliveryId))
      .leftJoin(t.users, eq(t.users.id, t.stockMovements.userId))
      .where(eq(t.stockMovements.productId, id))
      .orderBy(desc(t.stockMovements.createdAt), desc(t.stockMovements.id))
      .limit(STOCK_MOVEMENTS_SHOWN);
    return {
      name: product.name,
      lotTracked: product.lotTracked,
      holdings,
      places,
      locations,
      lots: lots.map((l) => ({ ...l, variantId: l.variantId ?? '' })),
      movements: rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        variant: r.variantId ? variantLabel(r.color, r.values) : null,
        kind: r.kind,
        quantity: r.quantity,
        onHand: r.onHand,
        order: r.orderId && r.orderNumber ? { id: r.orderId, number: r.orderNumber } : null,
        delivery: r.supplier === null ? null : { supplier: r.supplier, reference: r.reference ?? '' },
        by: r.by,
        note: r.note,
        location: r.location,
        lot: r.lotId === null ? null : { code: r.lotCode ?? '', shade: r.shade ?? '', caliber: r.caliber ?? '' },
      })),
    };
  },
);

const DIRECTION: Record<'received' | 'damaged' | 'counted', StockDirection> = { received: 'returned', damaged: 'taken', counted: 'edited' };

/** A product's or variant's stock, locked for the rest of the transaction, and how to write it. */
export interface LockedHolding {
  product: { id: string; slug: string };
  held: number;
  /** the product keeps its stock per dye lot */
  lotTracked: boolean;
  write(quantity: number): Promise<void>;
}

/**
 * Locks the stock a record or a delivery line changes: a simple product's own, or its variant's (a variable product
 * needs one of its own variants). Refusals name the field at `at` (`variantId`, `lines.2.variantId`).
 */
export async function lockHolding(tx: Tx, productId: string, variantId: string, at = ''): Promise<LockedHolding> {
  const [product] = await tx
    .select({
      id: t.products.id,
      slug: t.products.slug,
      type: t.products.type,
      quantity: t.products.quantity,
      lotTracked: t.products.lotTracked,
    })
    .from(t.products)
    .where(eq(t.products.id, productId))
    .for('update');
  if (!product) {
    if (!at) throw new ActionError(404, 'notFound');
    throw new ActionError(400, 'invalid', undefined, { [`${at}productId`]: 'invalid' });
  }
  const ref = { id: product.id, slug: product.slug };
  if (product.type === 'simple') {
    if (variantId) throw new ActionError(400, 'invalid', undefined, { [`${at}variantId`]: 'invalid' });
    return {
      product: ref,
      held: product.quantity,
      lotTracked: product.lotTracked,
      write: async (quantity) => void (await tx.update(t.products).set({ quantity }).where(eq(t.products.id, product.id))),
    };
  }
  if (!variantId) throw new ActionError(400, 'invalid', undefined, { [`${at}variantId`]: VARIANT_REQUIRED });
  const [variant] = await tx
    .select({ quantity: t.variants.quantity })
    .from(t.variants)
    .where(and(eq(t.variants.id, variantId), eq(t.variants.productId, product.id)))
    .for('update');
  if (!variant) throw new ActionError(400, 'invalid', undefined, { [`${at}variantId`]: 'invalid' });
  return {
    product: ref,
    held: variant.quantity,
    lotTracked: product.lotTracked,
    write: async (quantity) => void (await tx.update(t.variants).set({ quantity }).where(eq(t.variants.id, variantId))),
  };
}

/**
 * `product.recordStock`: boxes received from a supplier, boxes written off, or a count (docs/requirements.md, "Stock
 * ledger"; "Locations and lots"), each a movement by the staff member with their note, at a location (the first when
 * none is named) and of a lot (a receipt of a lot-tracked product names one, recorded or new). A count sets what is
 * held there (of that lot; of every lot when the product does not track lots) to the number counted, the difference
 * one movement. Unlimited stock is not counted this way (the product form sets a count first); no more can be written
 * off than is held there. The row is locked, so two records at once both count.
 */
export const recordStock = defineAction(
  'product.recordStock',
  recordStockSchema,
  { area: 'product', action: 'edit' },
  async (input, { tx, actor, audit }): Promise<{ onHand: number; touched: StockTouched | null; direction: StockDirection }> => {
    const { product, held, lotTracked, write } = await lockHolding(tx, input.productId, input.variantId);
    if (held === -1) throw new ActionError(409, 'unlimitedStock', { messageKey: UNLIMITED_STOCK });
    const item = { productId: input.productId, variantId: input.variantId, lotTracked };
    const locationId = await locationFor(tx, input.locationId, 'locationId');
    const lotId = input.lotCode
      ? await lotByCode(tx, item, input, 'lotCode')
      : await recordedLot(tx, input.productId, input.variantId, input.lotId, 'lotId');
    if (lotTracked && input.kind === 'received' && !lotId) throw new ActionError(400, 'invalid', undefined, { lotId: LOT_REQUIRED });
    const here = await heldAt(tx, item, locationId, lotId, !lotTracked && !lotId);
    const after = stockAfterAt(input.kind, held, here, input.quantity);
    if (after === null) throw new ActionError(400, 'invalid', undefined, { quantity: moreThanHeld(here) });
    const direction = DIRECTION[input.kind];
    if (after === held) return { onHand: held, touched: null, direction };
    await stockReason(tx, { kind: input.kind, userId: actor.id, note: input.note || null, locationId, lotId });
    await write(after);
    await audit({
      entity: 'product',
      entityId: product.id,
      before: { variantId: input.variantId || null, quantity: held, locationId, lotId, here },
      after: { variantId: input.variantId || null, quantity: after, kind: input.kind, note: input.note, locationId, lotId },
    });
    return { onHand: after, touched: { ...product, qty: Math.abs(after - held) }, direction };
  },
  // the product's page shows the new stock; the lists only when it went out of stock or came back
  { after: (result) => (result.touched ? revalidateStock([result.touched], result.direction) : undefined) },
);
