import { csvDownload } from '@/server/http';
import { exportProducts } from '@/server/dashboard/products/export-products';

export const dynamic = 'force-dynamic';

/** Every product as the catalogue CSV (the import's format); needs `product` view, checked against the database. */
export async function GET() {
  return csvDownload('products', await exportProducts({}));
}
