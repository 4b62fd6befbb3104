import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactTemplate } from '@/features/content/templates/contact-template';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { storeAddress } from '@/server/settings/store-address';
import { ClientMessages } from '@/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.contact');
  return { title: t('title'), description: t('intro') };
}

export default async function ContactPage() {
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
