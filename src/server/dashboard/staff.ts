import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { passwordProblem } from '@/domain/account/password-rules';
import { staffCreateSchema, staffUpdateSchema, type StaffCreateInput } from '@/domain/staff/staff-schema';
import { listQuerySchema, pageOffset, pickSort, type ListResult } from '@/domain/dashboard/list-query';
import type { PermissionEntry } from '@/domain/permissions/permissions';
import { idListSchema, idSchema } from '@/domain/ids';
import { ActionError, defineAction } from '@/server/action';
import { hashPassword } from '@/server/auth/password';
import type { Tx } from '@/server/db';
import * as t from '@/server/db/schema';
import { containsPattern } from '@/server/db/like';

export interface StaffRowDto {
  id: string;
  name: string;
  email: string;
  active: boolean;
  /** areas with at least view */
  areas: string[];
  lastLoginAt: string | null;
  createdAt: string;
}

export interface StaffDetailDto {
  id: string;
  name: string;
  email: string;
  active: boolean;
  permissions: PermissionEntry[];
}

const SORTS = { name: t.users.name, email: t.users.email, createdAt: t.users.createdAt, active: t.users.staffStatus } as const;

export const listStaff = defineAction(
  'staff.list',
  listQuerySchema,
  'admin',
  async (q, { tx }): Promise<ListResult<StaffRowDto>> => {
    const conds = [eq(t.users.role, 'staff')];
    if (q.q) {
      const like = containsPattern(q.q);
      conds.push(or(ilike(t.users.name, like), ilike(t.users.email, like))!);
    }
    const where = and(...conds);
    const sortKey = pickSort(q.sort, Object.keys(SORTS) as (keyof typeof SORTS)[], 'createdAt');
    const [{ n }] = await tx.select({ n: count() }).from(t.users).where(where);
    const rows = await tx
      .select()
      .from(t.users)
      .where(where)
      .orderBy(q.dir === 'asc' ? asc(SORTS[sortKey]) : desc(SORTS[sortKey]), asc(t.users.id))
      .limit(q.pageSize)
      .offset(pageOffset(q));
    const perms = rows.length
      ? await tx
          .select()
          .from(t.staffPermissions)
          .where(
            and(
              inArray(
                t.staffPermissions.userId,
                rows.map((r) => r.id),
              ),
              eq(t.staffPermissions.view, true),
            ),
          )
      : [];
    return {
      rows: rows.map((u) => ({
        id: u.id,
        name: u.name,
        email: u.email,
        active: u.staffStatus === 'active',
        areas: perms
          .filter((p) => p.userId === u.id)
          .map((p) => p.name)
          .sort(),
        lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
        createdAt: u.createdAt.toISOString(),
      })),
      total: Number(n),
      page: q.page,
      pageSize: q.pageSize,
    };
    // a read: no activity row (admin actions count as writes unless told)
  },
  { audit: false },
);

async function loadStaff(tx: Tx, id: string): Promise<StaffDetailDto | null> {
  const [u] = await tx
    .select()
    .from(t.users)
    .where(and(eq(t.users.id, id), eq(t.users.role, 'staff')));
  if (!u) return null;
  const perms = await tx
    .select({
      name: t.staffPermissions.name,
      view: t.staffPermissions.view,
      edit: t.staffPermissions.edit,
      delete: t.staffPermissions.delete,
    })
    .from(t.staffPermissions)
    .where(eq(t.staffPermissions.userId, id))
    .orderBy(asc(t.staffPermissions.name));
  return { id: u.id, name: u.name, email: u.email, active: u.staffStatus === 'active', permissions: perms };
}

export const getStaff = defineAction(
  'staff.get',
  idSchema,
  'admin',
  async ({ id }, { tx }) => {
    const s = await loadStaff(tx, id);
    if (!s) throw new ActionError(404, 'notFound');
    return s;
  },
  { audit: false },
);

function checkPassword(input: Pick<StaffCreateInput, 'password' | 'email' | 'name'>): void {
  const problem = passwordProblem(input.password, { email: input.email, name: input.name });
  if (problem) throw new ActionError(400, 'invalid', undefined, { password: `dashStaff.validation.${problem}` });
}

async function emailTaken(tx: Tx, email: string, exceptId?: string): Promise<boolean> {
  const conds = [eq(sql`lower(${t.users.email})`, email.toLowerCase())];
  if (exceptId) conds.push(ne(t.users.id, exceptId));
  const [hit] = await tx
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(...conds));
  return !!hit;
}

async function writePermissions(tx: Tx, userId: string, rows: StaffCreateInput['permissions']): Promise<void> {
  await tx.delete(t.staffPermissions).where(eq(t.staffPermissions.userId, userId));
  const kept = rows.filter((r) => r.view || r.edit || r.delete);
  if (kept.length) await tx.insert(t.staffPermissions).values(kept.map((r) => ({ userId, ...r })));
}

export const createStaff = defineAction(
  'staff.create',
  staffCreateSchema,
  'admin',
  async (input, { tx, audit }) => {
    checkPassword(input);
    if (await emailTaken(tx, input.email)) throw new ActionError(409, 'conflict', undefined, { email: 'dashStaff.validation.emailTaken' });
    const [u] = await tx
      .insert(t.users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'staff',
        staffStatus: input.active ? 'active' : 'inactive',
      })
      .returning({ id: t.users.id });
    await writePermissions(tx, u.id, input.permissions);
    const after = await loadStaff(tx, u.id);
    await audit({ entity: 'staff', entityId: u.id, after });
    return { id: u.id };
  },
  { expires: 'nothing' },
);

export const updateStaff = defineAction(
  'staff.update',
  staffUpdateSchema,
  'admin',
  async (input, { tx, audit }) => {
    const before = await loadStaff(tx, input.id);
    if (!before) throw new ActionError(404, 'notFound');
    if (await emailTaken(tx, input.email, input.id))
      throw new ActionError(409, 'conflict', undefined, { email: 'dashStaff.validation.emailTaken' });
    const set: Partial<typeof t.users.$inferInsert> = {
      name: input.name,
      email: input.email,
      staffStatus: input.active ? 'active' : 'inactive',
      updatedAt: new Date(),
    };
    if (input.password) {
      checkPassword({ ...input, password: input.password });
      set.passwordHash = await hashPassword(input.password);
    }
    // a new password or a deactivation ends the member's sessions; rights are re-read on every request anyway
    if (input.password || (before.active && !input.active)) set.sessionVersion = sql`${t.users.sessionVersion} + 1` as unknown as number;
    await tx.update(t.users).set(set).where(eq(t.users.id, input.id));
    await writePermissions(tx, input.id, input.permissions);
    await audit({ entity: 'staff', entityId: input.id, before, after: await loadStaff(tx, input.id) });
    return { id: input.id };
  },
  { expires: 'nothing' },
);

export const deleteStaff = defineAction(
  'staff.delete',
  idListSchema(100),
  'admin',
  async ({ ids }, { tx, audit }) => {
    const gone = await tx
      .delete(t.users)
      .where(and(inArray(t.users.id, ids), eq(t.users.role, 'staff')))
      .returning({ id: t.users.id, email: t.users.email });
    for (const g of gone) await audit({ entity: 'staff', entityId: g.id, before: g });
    return { deleted: gone.length };
  },
  { expires: 'nothing' },
);

export const staffActions = { listStaff, getStaff, createStaff, updateStaff, deleteStaff };
