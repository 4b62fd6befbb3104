import { listCategories } from '@/server/catalogue/list-categories';
import { apiRead } from '@/server/http';

export async function GET() {
  return apiRead('categories', async () => ({ categories: await listCategories() }));
}
