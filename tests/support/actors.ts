import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db';
import { staffPermissions, users } from '@/server/db/schema';

/**
 * The eight kinds of caller every dashboard action is tried with (docs/requirements.md, "Authorisation matrix"). Use together with
 * `vi.mock('@/server/auth/auth', () => import('../support/mock-auth'))` and `actAs(id)`.
 */
export const ACTOR_KINDS = [
  'guest',
  'customer',
  'staffWithout',
  'staffView',
  'staffEdit',
  'staffEditNoDelete',
  'inactiveStaff',
  'admin',
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];
export type Need = 'view' | 'edit' | 'delete' | 'admin';

/** Whether a caller of this kind may run an action that needs `need` on the area the actors were made for. */
export function allowed(kind: ActorKind, need: Need): boolean {
  if (kind === 'admin') return true;
  if (need === 'admin') return false;
  if (kind === 'staffEdit') return true;
  if (kind === 'staffEditNoDelete') return need !== 'delete';
  if (kind === 'staffView') return need === 'view';
  return false;
}

/**
 * Creates one account per kind, the staff ones with rights on `area` only (staffWithout has every other area
 * in full, so a wrong area check shows). Returns the user id per kind (null for the guest).
 */
export async function createActors(db: Database, area: string): Promise<Record<ActorKind, string | null>> {
  const tag = randomUUID().slice(0, 8);
  const make = async (
    kind: ActorKind,
    role: 'customer' | 'staff' | 'admin',
    status: 'active' | 'inactive' | null,
    rights: { view: boolean; edit: boolean; delete: boolean } | null,
    others = false,
  ) => {
    const [u] = await db
      .insert(users)
      .values({ name: `${kind} ${tag}`, email: `${kind}-${tag}@actors.test`, role, staffStatus: status })
      .returning({ id: users.id });
    if (rights) await db.insert(staffPermissions).values({ userId: u.id, name: area, ...rights });
    if (others) {
      const { STAFF_PERMISSION_KEYS } = await import('@/domain/permissions/permissions');
      const rows = STAFF_PERMISSION_KEYS.filter((k) => k !== area).map((name) => ({
        userId: u.id,
        name,
        view: true,
        edit: true,
        delete: true,
      }));
      if (rows.length) await db.insert(staffPermissions).values(rows);
    }
    return u.id;
  };
  const full = { view: true, edit: true, delete: true };
  return {
    guest: null,
    customer: await make('customer', 'customer', null, null),
    staffWithout: await make('staffWithout', 'staff', 'active', null, true),
    staffView: await make('staffView', 'staff', 'active', { view: true, edit: false, delete: false }),
    staffEdit: await make('staffEdit', 'staff', 'active', full),
    staffEditNoDelete: await make('staffEditNoDelete', 'staff', 'active', { view: true, edit: true, delete: false }),
    inactiveStaff: await make('inactiveStaff', 'staff', 'inactive', full),
    admin: await make('admin', 'admin', null, null),
  };
}
