import { CANADIAN_PROVINCES } from '@/domain/geo/countries';
import { firstLocale } from '@/i18n/locales';

/** The province a quote's taxes were estimated for, named in the page's language (a code elsewhere than Canada). */
export function taxRegionName(region: { country: string; state: string }, locale: string): string {
  const province = region.country === 'CA' ? CANADIAN_PROVINCES.find((p) => p.code === region.state) : undefined;
  return province ? province.name[firstLocale(locale)] : region.state;
}
