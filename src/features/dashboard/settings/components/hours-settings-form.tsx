'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormSection, Input } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { WEEKDAYS, weekdayName, type OpeningHours, weekHoursSchema } from '@/domain/settings/opening-hours';
import { errorAt, SettingsForm } from './settings-form';

/**
 * /dashboard/settings/hours: the showroom's opening hours, per weekday open and close or closed (docs/requirements.md,
 * "Showroom pickup"); shown on the contact page, at checkout for a pickup and in the ready-for-pickup mail.
 */
export function HoursSettingsForm({ values, canEdit }: { values: OpeningHours; canEdit: boolean }) {
  const t = useTranslations('dashSettings.hours');
  const locale = useLocale();
  const errorText = useDashboardErrorText();
  return (
    <SettingsForm<OpeningHours, 'settings.updateHours'>
      action="settings.updateHours"
      schema={weekHoursSchema}
      defaultValues={values}
      canEdit={canEdit}
    >
      {(form) => {
        const error = (name: string) => errorText.field(errorAt(form as unknown as UseFormReturn<FieldValues>, name));
        return (
          <FormSection>
            <p className="mb-3 text-sm text-fg-muted">{t('hint')}</p>
            <div className="-mx-1 overflow-x-auto px-1">
              <table className="w-full min-w-[20rem] text-sm" data-testid="hours-table">
                <thead>
                  <tr className="text-start text-fg-muted">
                    <th className="py-2 pe-2 text-start font-medium">{t('day')}</th>
                    <th className="py-2 pe-2 text-start font-medium">{t('closed')}</th>
                    <th className="py-2 pe-2 text-start font-medium">{t('opens')}</th>
                    <th className="py-2 text-start font-medium">{t('closes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {WEEKDAYS.map((d) => {
                    const closed = form.watch(`${d}.closed`);
                    const opensError = error(`${d}.opens`);
                    const closesError = error(`${d}.closes`);
                    return (
                      <tr key={d} className="border-t border-line align-top">
                        <th scope="row" className="py-2 pe-2 text-start font-medium">
                          {weekdayName(d, locale)}
                        </th>
                        <td className="py-2 pe-2">
                          <input
                            type="checkbox"
                            className="mt-2 size-4"
                            aria-label={t('closedOn', { day: weekdayName(d, locale) })}
                            {...form.register(`${d}.closed`)}
                          />
                        </td>
                        {(['opens', 'closes'] as const).map((f) => {
                          const message = f === 'opens' ? opensError : closesError;
                          return (
                            <td key={f} className="py-2 pe-2 last:pe-0">
                              <Input
                                id={`${d}-${f}`}
                                type="time"
                                dir="ltr"
                                disabled={closed}
                                invalid={!!message}
                                aria-label={t(f === 'opens' ? 'opensOn' : 'closesOn', { day: weekdayName(d, locale) })}
                                className="w-full max-w-36 min-w-0 px-2"
                                {...form.register(`${d}.${f}`)}
                              />
                              {message && (
                                <p id={`${d}-${f}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
                                  {message}
                                </p>
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </FormSection>
        );
      }}
    </SettingsForm>
  );
}
