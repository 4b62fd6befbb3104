import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../account/password-rules';
import { STAFF_PERMISSION_KEYS } from '../permissions/permissions';

/** One area's rights; edit and delete both imply view (enforced: such a row is refused). */
export const permissionRowSchema = z
  .object({
    name: z.enum(STAFF_PERMISSION_KEYS),
    view: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
  })
  .refine((p) => p.view || (!p.edit && !p.delete), { message: 'invalid', path: ['view'] });

/** The matrix: at most one row per area; missing areas mean no rights. */
export const permissionMatrixSchema = z
  .array(permissionRowSchema)
  .max(STAFF_PERMISSION_KEYS.length)
  .refine((rows) => new Set(rows.map((r) => r.name)).size === rows.length, { message: 'invalid' });

const staffBase = {
  name: z.string().trim().min(1, 'required').max(80, 'tooLong'),
  email: z.string().trim().toLowerCase().max(254, 'tooLong').pipe(z.email('invalidEmail')),
  active: z.boolean(),
  permissions: permissionMatrixSchema,
};

export const staffCreateSchema = z.object({
  ...staffBase,
  password: z.string().min(1, 'required').max(PASSWORD_MAX_LENGTH, 'tooLong'),
});
export type StaffCreateInput = z.output<typeof staffCreateSchema>;

export const staffUpdateSchema = z.object({
  id: z.uuid(),
  ...staffBase,
  /** empty: keep the current password */
  password: z.string().max(PASSWORD_MAX_LENGTH, 'tooLong').optional().default(''),
});

/** A full matrix of every area (for the form), filled from stored rows. */
export function fullMatrix(rows: readonly { name: string; view: boolean; edit: boolean; delete: boolean }[]) {
  return STAFF_PERMISSION_KEYS.map((name) => {
    const r = rows.find((x) => x.name === name);
    return { name, view: !!r?.view, edit: !!r?.edit, delete: !!r?.delete };
  });
}

/** Ticking edit or delete ticks view; unticking view unticks edit and delete (the form keeps rows valid). */
export function toggleRight(
  row: { name: string; view: boolean; edit: boolean; delete: boolean },
  right: 'view' | 'edit' | 'delete',
  on: boolean,
) {
  if (right === 'view') return on ? { ...row, view: true } : { ...row, view: false, edit: false, delete: false };
  return { ...row, [right]: on, view: on ? true : row.view };
}
