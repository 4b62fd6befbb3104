import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { tourShopLink, tourUrl } from '@/domain/content/tours';
import { localize, type ContentTranslations, type FallbackLang } from '@/domain/content/translations';
import { getDb, type DbOrTx } from '@/server/db';
import { virtualTours } from '@/server/db/schema';

/** Each entry with id, name, link, image (docs/requirements.md, "Virtual tours"). */
export interface TourDto {
  id: string;
  name: string;
  title: string;
  /** the title in Bengali, Arabic and French until a page picks its own (localizeTour); then `lang` marks an English stand-in */
  translations?: ContentTranslations<'title'>;
  lang?: FallbackLang<'title'>;
  link: string;
  image: string;
  panorama: string;
  shopLink: string;
}

type Row = typeof virtualTours.$inferSelect;
const toDto = (r: Row): TourDto => ({
  id: r.id,
  name: r.name,
  title: r.title,
  translations: r.translations,
  link: tourUrl(r.name),
  image: r.image,
  panorama: r.panorama,
  shopLink: tourShopLink(r.name),
});

export async function listTours(db?: DbOrTx): Promise<TourDto[]> {
  db ??= await getDb();
  const rows = await db
    .select()
    .from(virtualTours)
    .where(eq(virtualTours.published, true))
    .orderBy(asc(virtualTours.position), asc(virtualTours.name));
  return rows.map(toDto);
}

export async function getTour(name: string, db?: DbOrTx): Promise<TourDto | null> {
  db ??= await getDb();
  const [r] = await db
    .select()
    .from(virtualTours)
    .where(and(eq(virtualTours.name, name), eq(virtualTours.published, true)));
  return r ? toDto(r) : null;
}

/** A tour as a page in `locale` shows it (docs/requirements.md, "Content in four languages"). */
export function localizeTour(tour: TourDto, locale: string): TourDto {
  return localize(tour, ['title'], locale);
}
