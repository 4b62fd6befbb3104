import { orderPdfResponse } from '@/features/dashboard/orders/pdf/order-pdf-response';
import { getOrder } from '@/server/dashboard/orders';

export const dynamic = 'force-dynamic';

/** Packing slip of an order (no prices) (A4, vector text); needs `order` view, checked against the database. */
export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  return orderPdfResponse('packingSlip', await getOrder({ id }));
}
