'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, FormSection, Input } from '@/components/dashboard/field';
import { useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { fullMatrix, toggleRight } from '@/domain/staff/staff-schema';
import type { PermissionKey } from '@/domain/permissions/permissions';

type Row = { name: PermissionKey; view: boolean; edit: boolean; delete: boolean };
const RIGHTS = ['view', 'edit', 'delete'] as const;

export interface StaffFormValues {
  id?: string;
  name: string;
  email: string;
  active: boolean;
  permissions: { name: string; view: boolean; edit: boolean; delete: boolean }[];
}

/** Create or edit a staff member: details, password and the 14 × view/edit/delete matrix (edit and delete tick view). */
export function StaffForm({ initial }: { initial?: StaffFormValues }) {
  const t = useTranslations('dashStaff');
  const common = useTranslations('dashboard.common');
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const editing = !!initial?.id;
  const [name, setName] = useState(initial?.name ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [password, setPassword] = useState('');
  const [active, setActive] = useState(initial?.active ?? true);
  const [matrix, setMatrix] = useState<Row[]>(fullMatrix(initial?.permissions ?? []) as Row[]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty && !pending);

  const mark = () => setDirty(true);
  const message = (key: string | undefined) =>
    key?.startsWith('dashStaff.') ? t(key.slice('dashStaff.'.length) as 'validation.passwordCommon') : key;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = { ...(editing ? { id: initial!.id } : {}), name, email, password, active, permissions: matrix };
    const result = await submit(editing ? 'staff.update' : 'staff.create', input, {
      successMessage: editing ? undefined : t('staff.created'),
    });
    if (result.ok) {
      setDirty(false);
      setErrors({});
      router.push('/dashboard/staffs');
      router.refresh();
    } else setErrors(result.fieldErrors ?? {});
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      <FormSection>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('staff.name')} htmlFor="staff-name" error={errors.name} required>
            <Input
              id="staff-name"
              value={name}
              maxLength={80}
              invalid={!!errors.name}
              onChange={(e) => (setName(e.target.value), mark())}
              autoComplete="off"
            />
          </Field>
          <Field label={t('staff.email')} htmlFor="staff-email" error={message(errors.email)} required>
            <Input
              id="staff-email"
              type="email"
              value={email}
              invalid={!!errors.email}
              onChange={(e) => (setEmail(e.target.value), mark())}
              autoComplete="off"
            />
          </Field>
          <Field
            label={editing ? t('staff.newPassword') : t('staff.password')}
            htmlFor="staff-password"
            error={message(errors.password)}
            hint={editing ? t('staff.newPasswordHint') : t('staff.passwordHint')}
            required={!editing}
          >
            <Input
              id="staff-password"
              type="password"
              value={password}
              invalid={!!errors.password}
              onChange={(e) => (setPassword(e.target.value), mark())}
              autoComplete="new-password"
            />
          </Field>
          <div className="flex items-end pb-2">
            <Checkbox
              id="staff-active"
              label={t('staff.active')}
              checked={active}
              onChange={(e) => (setActive(e.target.checked), mark())}
            />
          </div>
        </div>
      </FormSection>

      <FormSection title={t('staff.permissions')} description={t('staff.permissionsHint')}>
        <div className="overflow-x-auto">
          <table className="w-full max-w-2xl text-sm">
            <thead className="border-b border-line text-xs text-fg-muted">
              <tr>
                <th className="py-2 text-start font-medium">{t('staff.area')}</th>
                {RIGHTS.map((r) => (
                  <th key={r} className="w-20 py-2 text-center font-medium">
                    {t(`staff.${r}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {matrix.map((row, n) => (
                <tr key={row.name}>
                  <th scope="row" className="py-2 text-start font-normal">
                    {t(`staff.areaNames.${row.name}`)}
                  </th>
                  {RIGHTS.map((r) => (
                    <td key={r} className="py-2 text-center">
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--secondary-strong)]"
                        aria-label={`${t(`staff.areaNames.${row.name}`)}: ${t(`staff.${r}`)}`}
                        checked={row[r]}
                        onChange={(e) => {
                          const next = [...matrix];
                          next[n] = toggleRight(row, r, e.target.checked) as Row;
                          setMatrix(next);
                          mark();
                        }}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </FormSection>

      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? common('saving') : common('save')}
        </Button>
        <Button variant="outline" onClick={() => router.push('/dashboard/staffs')}>
          {common('cancel')}
        </Button>
      </div>
    </form>
  );
}
