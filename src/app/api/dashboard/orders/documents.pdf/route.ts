import { orderPdfResponse } from '@/features/dashboard/orders/pdf/order-pdf-response';
import { getOrders } from '@/server/dashboard/orders';

export const dynamic = 'force-dynamic';

/**
 * The invoices or packing slips of a selection of orders in one PDF, each order on pages of its own
 * (`?kind=invoice|packingSlip&ids=a,b,…`, up to 100); needs `order` view, checked against the database.
 */
export async function GET(req: Request) {
  const params = new URL(req.url).searchParams;
  const kind = params.get('kind') === 'invoice' ? 'invoice' : 'packingSlip';
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean);
  return orderPdfResponse(kind, await getOrders({ ids }));
}
