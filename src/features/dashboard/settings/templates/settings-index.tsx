import {
  Hammer,
  ChevronRight,
  CreditCard,
  ImageIcon,
  KeyRound,
  LayoutTemplate,
  type IconComponent,
  Code2,
  Search,
  ShieldCheck,
  PackageSearch,
  SwatchBook,
  Clock,
  Percent,
  Layers,
} from '@/components/ui/icons';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { SETTINGS_PAGES, type SettingsPageKey } from './settings-frame';

const ICONS: Record<SettingsPageKey, IconComponent> = {
  layout: LayoutTemplate,
  graphics: ImageIcon,
  seo: Search,
  script: Code2,
  gateway: CreditCard,
  login: KeyRound,
  security: ShieldCheck,
  stock: PackageSearch,
  samples: SwatchBook,
  installation: Hammer,
  accessories: Layers,
  hours: Clock,
  taxes: Percent,
};

/** /dashboard/settings: one card per settings page. */
export async function SettingsIndex() {
  const t = await getTranslations('dashSettings');
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('index.title')} description={t('index.description')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SETTINGS_PAGES.map((p) => {
          const Icon = ICONS[p];
          return (
            <li key={p}>
              <Link
                href={`/dashboard/settings/${p}`}
                className="group flex h-full items-start gap-3 rounded-lg border border-line bg-surface p-5 shadow-xs transition-colors hover:border-fg-muted"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-md bg-surface-muted text-fg">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-fg">{t(`pages.${p}.title`)}</span>
                  <span className="mt-0.5 block text-sm text-fg-muted">{t(`pages.${p}.description`)}</span>
                </span>
                <ChevronRight
                  className="mt-1 size-4 shrink-0 text-fg-muted transition-transform group-hover:translate-x-0.5 flip-rtl rtl:group-hover:-translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
