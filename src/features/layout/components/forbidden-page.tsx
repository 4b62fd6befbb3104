import { getTranslations } from 'next-intl/server';
import { StatusPage } from './status-page';

/** 403 page (docs/requirements.md, "Error pages"): 'access forbidden', the explanation, and a link to the homepage. Other areas render it too. */
export async function ForbiddenPage() {
  const t = await getTranslations('common.errors');
  return <StatusPage code="403" title={t('forbiddenTitle')} text={t('forbiddenText')} homeLabel={t('backHome')} />;
}
