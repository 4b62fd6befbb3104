import type { Database } from '@/server/db';
import * as t from '@/server/db/schema';
import { uniqueTag } from './unique-tag';

type UserOverrides = Partial<typeof t.users.$inferInsert>;
export type Rights = { view?: boolean; edit?: boolean; delete?: boolean };

/** A customer account (no password) with a unique e-mail address. */
export async function createCustomer(db: Database, over: UserOverrides = {}) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(t.users)
    .values({ name: `Customer ${tag}`, email: `customer-${tag}@example.com`, ...over })
    .returning();
  return row;
}

/** An active staff account holding `rights` per permission area (e.g. `{ order: { view: true } }`), none elsewhere. */
export async function createStaff(db: Database, rights: Record<string, Rights> = {}, over: UserOverrides = {}) {
  const tag = uniqueTag();
  const [row] = await db
    .insert(t.users)
    .values({ name: `Staff ${tag}`, email: `staff-${tag}@staff.test`, role: 'staff', staffStatus: 'active', ...over })
    .returning();
  const grants = Object.entries(rights).map(([name, r]) => ({ userId: row.id, name, view: !!r.view, edit: !!r.edit, delete: !!r.delete }));
  if (grants.length) await db.insert(t.staffPermissions).values(grants);
  return row;
}
