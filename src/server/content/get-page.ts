import 'server-only';
import { eq } from 'drizzle-orm';
import { homeContentSchema, type HomeContent } from '@/domain/content/pages';
import { getDb, type DbOrTx } from '@/server/db';
import { pages } from '@/server/db/schema';

/** The home page content, or null when it is missing or does not match its schema. */
export async function getHomeContent(db?: DbOrTx): Promise<HomeContent | null> {
  db ??= await getDb();
  const [row] = await db.select({ content: pages.content }).from(pages).where(eq(pages.key, 'home'));
  const parsed = homeContentSchema.safeParse(row?.content);
  return parsed.success ? parsed.data : null;
}
