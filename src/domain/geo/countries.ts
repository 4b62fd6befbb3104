import { LOCALE_IDS, type Locale } from '@/i18n/locales';
/**
 * Countries for addresses (name and two-letter code, about 240, legacy entries such as Netherlands Antilles kept).
 * Names come from the runtime's CLDR data (Intl.DisplayNames) in each language; the legacy
 * codes that CLDR maps to their successors carry their own names here.
 */
export const COUNTRY_CODES = (
  'AF AX AL DZ AS AD AO AI AQ AG AR AM AW AU AT AZ BS BH BD BB BY BE BZ BJ BM BT BO BQ BA BW BV BR IO BN BG BF BI CV KH CM CA ' +
  'KY CF TD CL CN CX CC CO KM CG CD CK CR CI HR CU CW CY CZ DK DJ DM DO EC EG SV GQ ER EE SZ ET FK FO FJ FI FR GF PF TF GA GM ' +
  'GE DE GH GI GR GL GD GP GU GT GG GN GW GY HT HM VA HN HK HU IS IN ID IR IQ IE IM IL IT JM JP JE JO KZ KE KI KP KR KW KG LA ' +
  'LV LB LS LR LY LI LT LU MO MG MW MY MV ML MT MH MQ MR MU YT MX FM MD MC MN ME MS MA MZ MM NA NR NP NL NC NZ NI NE NG NU NF ' +
  'MK MP NO OM PK PW PS PA PG PY PE PH PN PL PT PR QA RE RO RU RW BL SH KN LC MF PM VC WS SM ST SA SN RS SC SL SG SX SK SI SB ' +
  'SO ZA GS SS ES LK SD SR SJ SE CH SY TW TJ TZ TH TL TG TK TO TT TN TR TM TC TV UG UA AE GB US UM UY UZ VU VE VN VG VI WF EH ' +
  'YE ZM ZW XK AN CS'
).split(' ');

type Lang = Locale;

const LEGACY: Record<string, Record<Lang, string>> = {
  AN: { en: 'Netherlands Antilles', fr: 'Antilles néerlandaises', ar: 'جزر الأنتيل الهولندية', bn: 'নেদারল্যান্ডস অ্যান্টিলিস' },
  CS: { en: 'Serbia and Montenegro', fr: 'Serbie-et-Monténégro', ar: 'صربيا والجبل الأسود', bn: 'সার্বিয়া ও মন্টিনিগ্রো' },
};

export interface Country {
  code: string;
  name: string;
}

const cache = new Map<Lang, Country[]>();

/** Canada first (the shop is in BC), then every other country sorted by name in that language. */
export function countries(lang: Lang): Country[] {
  const hit = cache.get(lang);
  if (hit) return hit;
  const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
  const all = COUNTRY_CODES.map((code) => ({ code, name: LEGACY[code]?.[lang] ?? names.of(code) ?? code }));
  const collator = new Intl.Collator(lang);
  const list = [all.find((c) => c.code === 'CA')!, ...all.filter((c) => c.code !== 'CA').sort((a, b) => collator.compare(a.name, b.name))];
  cache.set(lang, list);
  return list;
}

export const isCountryCode = (code: string) => COUNTRY_CODES.includes(code);

const fold = (s: string) => s.trim().toLowerCase();

/** A country as its two-letter code: a code, or a country's name in any shop language ("Canada", "كندا"); else ''. */
export function countryCode(value: string): string {
  const v = fold(value);
  if (!v) return '';
  if (COUNTRY_CODES.includes(v.toUpperCase())) return v.toUpperCase();
  for (const lang of LOCALE_IDS) {
    const hit = countries(lang).find((c) => fold(c.name) === v);
    if (hit) return hit.code;
  }
  return '';
}

/** Canadian provinces and territories, British Columbia first. */
export const CANADIAN_PROVINCES: { code: string; name: Record<Lang, string> }[] = [
  { code: 'BC', name: { en: 'British Columbia', fr: 'Colombie-Britannique', ar: 'كولومبيا البريطانية', bn: 'ব্রিটিশ কলাম্বিয়া' } },
  { code: 'AB', name: { en: 'Alberta', fr: 'Alberta', ar: 'ألبرتا', bn: 'আলবার্টা' } },
  { code: 'SK', name: { en: 'Saskatchewan', fr: 'Saskatchewan', ar: 'ساسكاتشوان', bn: 'সাসকাচুয়ান' } },
  { code: 'MB', name: { en: 'Manitoba', fr: 'Manitoba', ar: 'مانيتوبا', bn: 'ম্যানিটোবা' } },
  { code: 'ON', name: { en: 'Ontario', fr: 'Ontario', ar: 'أونتاريو', bn: 'অন্টারিও' } },
  { code: 'QC', name: { en: 'Quebec', fr: 'Québec', ar: 'كيبك', bn: 'কুইবেক' } },
  { code: 'NB', name: { en: 'New Brunswick', fr: 'Nouveau-Brunswick', ar: 'نيو برونزويك', bn: 'নিউ ব্রান্সউইক' } },
  { code: 'NS', name: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse', ar: 'نوفا سكوشا', bn: 'নোভা স্কোশিয়া' } },
  { code: 'PE', name: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard', ar: 'جزيرة الأمير إدوارد', bn: 'প্রিন্স এডওয়ার্ড আইল্যান্ড' } },
  {
    code: 'NL',
    name: {
      en: 'Newfoundland and Labrador',
      fr: 'Terre-Neuve-et-Labrador',
      ar: 'نيوفاوندلاند واللابرادور',
      bn: 'নিউফাউন্ডল্যান্ড ও ল্যাব্রাডর',
    },
  },
  { code: 'YT', name: { en: 'Yukon', fr: 'Yukon', ar: 'يوكون', bn: 'ইউকন' } },
  {
    code: 'NT',
    name: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest', ar: 'الأقاليم الشمالية الغربية', bn: 'নর্থওয়েস্ট টেরিটরিজ' },
  },
  { code: 'NU', name: { en: 'Nunavut', fr: 'Nunavut', ar: 'نونافوت', bn: 'নুনাভুট' } },
];

/** The provinces and territories with their names in one language (the address editors' list), BC first. */
export const provinces = (lang: Lang): Country[] => CANADIAN_PROVINCES.map((p) => ({ code: p.code, name: p.name[lang] }));
