import 'server-only';
import { asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { revalidateStore } from '@/server/cache/revalidate-store';
import { z } from 'zod';
import { listQuerySchema, pageOffset, pickSort, type ListResult } from '@/domain/dashboard/list-query';
import { tourFormSchema, type TourForm } from '@/domain/content/tour-forms';
import { idListSchema } from '@/domain/ids';
import { ActionError, defineAction } from '@/server/action';
import { contactMessages, virtualTours } from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';
import { compactTranslations } from '@/domain/content/translations';

/* /dashboard/virtualtour and /dashboard/messages, both under the pageSettings permission key (docs/requirements.md, "Dashboard menu"). */

const VIEW = { area: 'pageSettings', action: 'view' } as const;
const EDIT = { area: 'pageSettings', action: 'edit' } as const;
const DELETE = { area: 'pageSettings', action: 'delete' } as const;

export interface MessageRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
}

const MESSAGE_SORTS = ['createdAt', 'name', 'email', 'subject'] as const;

/** Contact messages sent through /contactus (read-only). */
const listMessages = defineAction(
  'pageSettings.messageList',
  listQuerySchema,
  VIEW,
  async (query, { tx }): Promise<ListResult<MessageRow>> => {
    const m = contactMessages;
    const where = query.q
      ? or(
          ilike(m.name, containsPattern(query.q)),
          ilike(m.email, containsPattern(query.q)),
          ilike(m.subject, containsPattern(query.q)),
          ilike(m.message, containsPattern(query.q)),
        )
      : undefined;
    const sortKey = pickSort(query.sort, MESSAGE_SORTS, 'createdAt');
    const column = { createdAt: m.createdAt, name: m.name, email: m.email, subject: m.subject }[sortKey];
    const [rows, [{ n }]] = await Promise.all([
      tx
        .select({ id: m.id, name: m.name, email: m.email, phone: m.phone, subject: m.subject, message: m.message, createdAt: m.createdAt })
        .from(m)
        .where(where)
        .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(m.id))
        .limit(query.pageSize)
        .offset(pageOffset(query)),
      tx.select({ n: count() }).from(m).where(where),
    ]);
    return {
      rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      total: Number(n),
      page: query.page,
      pageSize: query.pageSize,
    };
  },
);

export type TourRow = TourForm & { id: string };

/** Every tour, published or not, in their order. */
const listTours = defineAction('pageSettings.tourList', z.object({}), VIEW, async (_i, { tx }): Promise<TourRow[]> =>
  tx
    .select({
      id: virtualTours.id,
      name: virtualTours.name,
      title: virtualTours.title,
      translations: virtualTours.translations,
      image: virtualTours.image,
      panorama: virtualTours.panorama,
      position: virtualTours.position,
      published: virtualTours.published,
    })
    .from(virtualTours)
    .orderBy(asc(virtualTours.position), asc(virtualTours.name)),
);

const saveTour = defineAction(
  'pageSettings.tourSave',
  tourFormSchema,
  EDIT,
  async ({ id, translations, ...fields }, { tx, audit }) => {
    // absent: the stored translations stay; blank texts are no translation
    const values = { ...fields, ...(translations ? { translations: compactTranslations(translations, (_f, text) => text.trim()) } : {}) };
    if (id) {
      const [before] = await tx.select().from(virtualTours).where(eq(virtualTours.id, id));
      if (!before) throw new ActionError(404, 'notFound');
      const [row] = await tx
        .update(virtualTours)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(virtualTours.id, id))
        .returning();
      await audit({ entity: 'virtualTour', entityId: id, before, after: row });
      return { id, names: [before.name, row.name] };
    }
    const [row] = await tx.insert(virtualTours).values(values).returning();
    await audit({ entity: 'virtualTour', entityId: row.id, after: row });
    return { id: row.id, names: [row.name] };
  },
  {
    after: () => void revalidateStore({ tours: true }),
  },
);

const deleteTours = defineAction(
  'pageSettings.tourDelete',
  idListSchema(100),
  DELETE,
  async ({ ids }, { tx, audit }) => {
    const removed = await tx.delete(virtualTours).where(inArray(virtualTours.id, ids)).returning();
    for (const r of removed) await audit({ entity: 'virtualTour', entityId: r.id, before: r });
    return { deleted: removed.length };
  },
  { after: () => void revalidateStore({ tours: true }) },
);

export const tourMessageActions = { listMessages, listTours, saveTour, deleteTours };
