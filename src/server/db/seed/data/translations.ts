import 'server-only';
import type { ContentTranslations, TranslationLocale } from '@/domain/content/translations';
import { productTranslations, type ProductCopy, type ProductTranslations } from './product-text';
import { ACCESSORY_COPY } from './product-translations/accessories';
import { LAMINATE_COPY } from './product-translations/laminate';
import { CARVED_TILE_COPY } from './product-translations/tiles-carved';
import { PLAIN_TILE_COPY } from './product-translations/tiles-plain';
import { VINYL_COPY } from './product-translations/vinyl-plank';
import { FEATURE_WOOD_COPY } from './product-translations/wood-feature';
import { WHITE_WOOD_COPY } from './product-translations/wood-white';

/*
 * The seeded catalogue in Bengali, Arabic and French (docs/requirements.md, "Content in four languages"), kept apart
 * from the English data so that the English values stay exactly as written. Names of places and product lines stay as
 * they are; measurements are written the language's way (a decimal comma in French, Bengali digits).
 */

/** By category slug. */
export const CATEGORY_TRANSLATIONS: Record<string, ContentTranslations<'name' | 'description'>> = {
  laminate: {
    bn: { name: 'ল্যামিনেট', description: 'বাস্তবসম্মত কাঠের চেহারার মজবুত ল্যামিনেট প্ল্যাঙ্ক, ব্যস্ত বাড়ির জন্য AC-রেটেড।' },
    ar: { name: 'لامينيت', description: 'ألواح لامينيت متينة بمظهر خشب واقعي، مصنّفة AC للمنازل كثيرة الحركة.' },
    fr: { name: 'Stratifié', description: 'Lames stratifiées robustes au rendu bois réaliste, classées AC pour les foyers très fréquentés.' },
  },
  accessories: {
    bn: { name: 'আনুষঙ্গিক সামগ্রী', description: 'প্রতিটি ইনস্টলেশন নিখুঁতভাবে শেষ করতে ট্রিম, মোল্ডিং, আন্ডারলে ও টাইলের সরঞ্জাম।' },
    ar: { name: 'الإكسسوارات', description: 'حواف وقوالب زخرفية وطبقات عازلة وأدوات بلاط لإتمام كل تركيب.' },
    fr: { name: 'Accessoires', description: 'Profilés, moulures, sous-couches et outils pour carrelage, pour parfaire chaque pose.' },
  },
  tiles: {
    bn: { name: 'পোর্সেলিন টাইলস', description: 'মেঝে ও দেয়ালের জন্য গ্লসি, ম্যাট ও নকশা-খোদাই ফিনিশের পোর্সেলিন টাইলস।' },
    ar: { name: 'بلاط بورسلين', description: 'بلاط بورسلين بتشطيبات لامعة وغير لامعة ومحفورة زخرفيًا للأرضيات والجدران.' },
    fr: { name: 'Carrelage en grès cérame', description: 'Carreaux en grès cérame brillants, mats ou à relief décoratif, pour les sols et les murs.' },
  },
  'vinyl-plank': {
    bn: { name: 'ভিনাইল প্ল্যাঙ্ক', description: 'রান্নাঘর, বেসমেন্ট ও বাথরুমের জন্য ১০০% জলরোধী রিজিড-কোর ভিনাইল প্ল্যাঙ্ক।' },
    ar: { name: 'ألواح الفينيل', description: 'ألواح فينيل بقلب صلب مقاومة للماء بنسبة 100% للمطابخ والأقبية والحمّامات.' },
    fr: { name: 'Lames de vinyle', description: 'Lames de vinyle à âme rigide, 100 % étanches, pour les cuisines, les sous-sols et les salles de bains.' },
  },
  'engineered-wood': {
    bn: { name: 'ইঞ্জিনিয়ার্ড কাঠ', description: 'স্থিতিশীল বহুস্তর কোরের ওপর আসল শক্ত কাঠের উপরিস্তর, চওড়া প্ল্যাঙ্ক ও হেরিংবোন নকশায়।' },
    ar: { name: 'الخشب الهندسي', description: 'طبقة علوية من الخشب الصلب الحقيقي فوق قلب ثابت متعدد الطبقات، بألواح عريضة ونقشة عظم السمكة.' },
    fr: { name: 'Parquet contrecollé', description: 'Une couche d’usure en bois franc sur une âme multiplis stable, en larges lames et en point de Hongrie.' },
  },
};

const names = (bn: string, ar: string, fr: string): ContentTranslations<'name'> => ({ bn: { name: bn }, ar: { name: ar }, fr: { name: fr } });

/** By `category/subcategory` slug (a subcategory slug is unique within its category only). */
export const SUBCATEGORY_TRANSLATIONS: Record<string, ContentTranslations<'name'>> = {
  'laminate/123-mm': names('১২.৩ মিমি', '12.3 مم', '12,3 mm'),
  'laminate/123-mm-72-hours-water-proof': names('১২.৩ মিমি (৭২ ঘণ্টা জলরোধী)', '12.3 مم (مقاوم للماء 72 ساعة)', '12,3 mm (étanche 72 heures)'),
  'laminate/83-mm': names('৮.৩ মিমি', '8.3 مم', '8,3 mm'),
  'laminate/matt-tiles': names('ম্যাট টাইলস', 'بلاط غير لامع', 'Carreaux mats'),
  'accessories/base-shoe': names('বেস শু', 'قوالب ربع دائرية', 'Quarts-de-rond'),
  'accessories/molding-trims-base-board': names('মোল্ডিং, ট্রিম ও বেসবোর্ড', 'القوالب والحواف والوزرات', 'Moulures, profilés et plinthes'),
  'accessories/tile-accessories': names('টাইলের আনুষঙ্গিক', 'مستلزمات البلاط', 'Accessoires pour carrelage'),
  'accessories/underlay': names('আন্ডারলে', 'الطبقات العازلة', 'Sous-couches'),
  'tiles/gloss-tiles': names('গ্লসি টাইলস', 'بلاط لامع', 'Carreaux brillants'),
  'tiles/matt-tiles': names('ম্যাট টাইলস', 'بلاط غير لامع', 'Carreaux mats'),
  'tiles/highgloss-tiles': names('হাই গ্লস টাইলস', 'بلاط عالي اللمعان', 'Carreaux très brillants'),
  'tiles/carvings-tiles': names('খোদাই টাইলস', 'بلاط محفور', 'Carreaux sculptés'),
  'tiles/punch-tiles': names('পাঞ্চ টাইলস', 'بلاط بارز الملمس', 'Carreaux à relief'),
  'tiles/sugar-carving-tiles': names('সুগার কার্ভিং টাইলস', 'بلاط محفور بلمسة السكر', 'Carreaux sculptés effet sucre'),
  'vinyl-plank/4-mm': names('৪ মিমি', '4 مم', '4 mm'),
  'vinyl-plank/42-mm': names('৪.২ মিমি', '4.2 مم', '4,2 mm'),
  'vinyl-plank/55-mm': names('৫.৫ মিমি', '5.5 مم', '5,5 mm'),
  'vinyl-plank/7-mm': names('৭ মিমি', '7 مم', '7 mm'),
  'engineered-wood/white-oak-7': names('হোয়াইট ওক ৭"', 'بلوط أبيض 7 إنش', 'Chêne blanc 7 po'),
  'engineered-wood/white-oak-7-12': names('হোয়াইট ওক ৭ ১/২"', 'بلوط أبيض 7.5 إنش', 'Chêne blanc 7 1/2 po'),
  'engineered-wood/white-oak-8-35': names('হোয়াইট ওক ৮.৩৫"', 'بلوط أبيض 8.35 إنش', 'Chêne blanc 8,35 po'),
  'engineered-wood/white-ash': names('হোয়াইট অ্যাশ', 'الدردار الأبيض', 'Frêne blanc'),
  'engineered-wood/european-oak': names('ইউরোপীয় ওক', 'بلوط أوروبي', 'Chêne européen'),
  'engineered-wood/american-oak-herringbone': names('আমেরিকান ওক হেরিংবোন', 'بلوط أمريكي بنقشة عظم السمكة', 'Chêne américain en point de Hongrie'),
  'engineered-wood/american-black-walnut': names('আমেরিকান ব্ল্যাক ওয়ালনাট', 'الجوز الأسود الأمريكي', 'Noyer noir d’Amérique'),
  'engineered-wood/9-american-white-oak': names('৯" আমেরিকান হোয়াইট ওক', 'بلوط أبيض أمريكي 9 إنش', 'Chêne blanc d’Amérique 9 po'),
  'engineered-wood/7-12-american-white-oak': names('৭ ১/২" আমেরিকান হোয়াইট ওক', 'بلوط أبيض أمريكي 7.5 إنش', 'Chêne blanc d’Amérique 7 1/2 po'),
};

/** Every seeded product's name, summary and description, by slug; each part of the catalogue keeps its own file. */
export const PRODUCT_COPY: Record<string, Record<TranslationLocale, ProductCopy>> = {
  ...LAMINATE_COPY,
  ...VINYL_COPY,
  ...ACCESSORY_COPY,
  ...PLAIN_TILE_COPY,
  ...CARVED_TILE_COPY,
  ...WHITE_WOOD_COPY,
  ...FEATURE_WOOD_COPY,
};

/** By product slug, as stored. */
export const PRODUCT_TRANSLATIONS: Record<string, ProductTranslations> = Object.fromEntries(
  Object.entries(PRODUCT_COPY).map(([slug, copy]) => [slug, productTranslations(copy)]),
);
