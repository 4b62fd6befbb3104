import Link from 'next/link';
import { TriangleAlert } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { GATEWAY_DESCRIPTIONS } from '@/domain/payments/gateway-descriptions';
import { SOCIAL_NAMES, type SettingsProblem } from '@/domain/settings/settings-problems';

/** What is misconfigured in the settings, each with a link to the settings page that fixes it; nothing when all is well. */
export async function SettingsProblems({ problems }: { problems: SettingsProblem[] }) {
  if (!problems.length) return null;
  const t = await getTranslations('dashboard.home.problems');
  const text = (p: SettingsProblem) => {
    switch (p.code) {
      case 'noPaymentMethod':
        return t('noPaymentMethod');
      case 'gatewayNotConfigured':
        return t('gatewayNotConfigured', { name: GATEWAY_DESCRIPTIONS[p.gateway].name });
      case 'socialNotConfigured':
        return t('socialNotConfigured', { name: SOCIAL_NAMES[p.provider] });
      case 'noSmtp':
        return t('noSmtp');
    }
  };
  const linkText = (p: SettingsProblem) => (p.code === 'socialNotConfigured' ? t('openLogin') : t('openGateway'));
  return (
    <section
      aria-labelledby="settings-problems"
      data-testid="settings-problems"
      className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="settings-problems" className="flex items-center gap-2 text-base font-semibold">
        <TriangleAlert className="size-5 shrink-0" aria-hidden />
        {t('title')}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {problems.map((p) => (
          <li key={p.code === 'gatewayNotConfigured' ? p.gateway : p.code === 'socialNotConfigured' ? p.provider : p.code}>
            <span>{text(p)}</span>
            {p.href && (
              <>
                {' '}
                <Link href={p.href} className="font-medium whitespace-nowrap underline underline-offset-2 hover:no-underline">
                  {linkText(p)}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
