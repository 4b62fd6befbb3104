import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactTemplate } from '@/features/content/templates/contact-template';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { storeAddress } from '@/server/settings/store-address';
import { ClientMessages } from '@/i18n/client-messages';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

async function metadataOf({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('content.contact');
  return { title: t('title'), description: t('intro') };
}

export default async function ContactPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const settings = await getSettingsOrDefaults();
  const address = storeAddress(settings).full;
  return (
    <ClientMessages paths={['content.contact']}>
      <ContactTemplate
        address={address}
        mapsUrl={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
        phone={settings.phoneHeader || settings.phoneFooter}
        email={settings.email}
        hours={settings.openingHours}
      />
    </ClientMessages>
  );
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, () => '/contactus');
}
