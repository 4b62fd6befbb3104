import 'server-only';
import { z } from 'zod';
import { MAX_ACCESSORIES } from '@/domain/catalogue/accessories';
import { defineAction } from '@/server/action';
import { findProductChoices, orderProductSearchSchema, productChoicesOf } from '../orders/order-products';

/** `product.findProducts`: the product form's accessory picker searches the catalogue (published or not) by name or SKU. */
export const findProducts = defineAction(
  'product.findProducts',
  orderProductSearchSchema,
  { area: 'product', action: 'view' },
  async ({ q }, { tx }) => findProductChoices(tx, q),
  { audit: false },
);

/** `product.choices`: the products a form names already (its accessories), in the order given. */
export const productChoices = defineAction(
  'product.choices',
  z.object({ ids: z.array(z.uuid()).max(MAX_ACCESSORIES) }),
  { area: 'product', action: 'view' },
  async ({ ids }, { tx }) => productChoicesOf(tx, ids),
  { audit: false },
);
