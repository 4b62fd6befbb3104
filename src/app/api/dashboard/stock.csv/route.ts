import { csvDownload } from '@/server/http';
import { exportStock, handleStockImport } from '@/server/dashboard/products/stock-csv';

export const dynamic = 'force-dynamic';

/** Every holding as the stock CSV (docs/requirements.md, "Stock CSV"); needs `product` view, checked against the database. */
export async function GET() {
  return csvDownload('stock', await exportStock({}));
}

/** The stock CSV's import (the body: the file's text); needs `product` edit. See handleStockImport. */
export async function POST(req: Request) {
  return handleStockImport(req);
}
