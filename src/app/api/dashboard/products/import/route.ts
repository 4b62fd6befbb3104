import { handleProductImport } from '@/server/dashboard/products/import-products';

/** The catalogue import (multipart `file`, optional `pictures` zip, `mode`); see handleProductImport. */
export async function POST(req: Request) {
  return handleProductImport(req);
}
