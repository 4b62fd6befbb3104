import 'server-only';
import type { ContentTranslations } from '@/domain/content/translations';
import type { SpecificationRow } from '@/domain/catalogue/specifications';

/*
 * The catalogue's terms in Bengali, Arabic and French (docs/requirements.md, "Content in four languages"): colours,
 * attributes and their values, specification names and the worded specification values, tour titles. Kept apart from
 * the English data so that the English values stay exactly as written.
 *
 * Brand names are trade names: a shop writes them as the maker does, in Latin letters, in every language, so the
 * seeded brands carry no translations (their name is shown marked lang="en"). Measurements follow the catalogue's
 * subcategories: Bengali digits in Bengali, a decimal comma and "po" (pouce) in French, "مم" and "إنش" in Arabic.
 */

type Three = [bn: string, ar: string, fr: string];
const by = <F extends string>(field: F, [bn, ar, fr]: Three): ContentTranslations<F> =>
  ({ bn: { [field]: bn }, ar: { [field]: ar }, fr: { [field]: fr } }) as ContentTranslations<F>;
const table = <F extends string>(field: F, rows: Record<string, Three>): Record<string, ContentTranslations<F>> =>
  Object.fromEntries(Object.entries(rows).map(([english, three]) => [english, by(field, three)]));

/** By English colour name. */
export const COLOR_TRANSLATIONS = table('name', {
  'Natural Oak': ['প্রাকৃতিক ওক', 'بلوط طبيعي', 'Chêne naturel'],
  'Honey Oak': ['হানি ওক', 'بلوط عسلي', 'Chêne miel'],
  'Coastal Blonde': ['কোস্টাল ব্লন্ড', 'أشقر ساحلي', 'Blond côtier'],
  'Ash Blonde': ['অ্যাশ ব্লন্ড', 'أشقر رمادي', 'Blond cendré'],
  'Driftwood Grey': ['ড্রিফটউড ধূসর', 'رمادي خشب الشاطئ', 'Gris bois flotté'],
  'Smoked Grey': ['ধোঁয়াটে ধূসর', 'رمادي مدخّن', 'Gris fumé'],
  'Warm Chestnut': ['উষ্ণ চেস্টনাট', 'كستنائي دافئ', 'Châtaigne chaude'],
  Cognac: ['কনিয়াক', 'كونياك', 'Cognac'],
  'Rustic Brown': ['রাস্টিক বাদামি', 'بني ريفي', 'Brun rustique'],
  'Walnut Brown': ['আখরোট বাদামি', 'بني جوزي', 'Brun noyer'],
  Espresso: ['এসপ্রেসো', 'إسبريسو', 'Espresso'],
  'Sandstone Beige': ['বেলেপাথর বেইজ', 'بيج الحجر الرملي', 'Beige grès'],
  Almond: ['আমন্ড', 'لوزي', 'Amande'],
  'Light Greige': ['হালকা গ্রেইজ', 'رمادي بيج فاتح', 'Grège clair'],
  Taupe: ['ধূসর-বাদামি', 'بني رمادي', 'Taupe'],
  'Carrara White': ['কারারা সাদা', 'أبيض كرارا', 'Blanc de Carrare'],
  'Calacatta Gold': ['ক্যালাকাটা গোল্ড', 'كالاكاتا ذهبي', 'Calacatta or'],
  'Bright White': ['উজ্জ্বল সাদা', 'أبيض ناصع', 'Blanc éclatant'],
  Ivory: ['আইভরি', 'عاجي', 'Ivoire'],
  Silver: ['রুপালি', 'فضي', 'Argent'],
  'Concrete Grey': ['কংক্রিট ধূসর', 'رمادي خرساني', 'Gris béton'],
  Pewter: ['পিউটার', 'رمادي قصديري', 'Étain'],
  Charcoal: ['চারকোল', 'فحمي', 'Anthracite'],
  Black: ['কালো', 'أسود', 'Noir'],
});

/** By English attribute name. */
export const ATTRIBUTE_TRANSLATIONS = table('name', {
  Thickness: ['পুরুত্ব', 'السماكة', 'Épaisseur'],
  'Plank Width': ['প্ল্যাঙ্কের প্রস্থ', 'عرض اللوح', 'Largeur de lame'],
  'Tile Size': ['টাইলের মাপ', 'مقاس البلاط', 'Format de carreau'],
  Length: ['দৈর্ঘ্য', 'الطول', 'Longueur'],
  Profile: ['প্রোফাইল', 'المقطع', 'Profilé'],
  'Spacer Size': ['স্পেসারের মাপ', 'مقاس الفواصل', 'Taille des croisillons'],
  'Roll Size': ['রোলের মাপ', 'مقاس اللفة', 'Taille du rouleau'],
});

/** By `attribute/value` in English. */
export const ATTRIBUTE_VALUE_TRANSLATIONS = table('value', {
  'Thickness/4 mm': ['৪ মিমি', '4 مم', '4 mm'],
  'Thickness/4.2 mm': ['৪.২ মিমি', '4.2 مم', '4,2 mm'],
  'Thickness/5.5 mm': ['৫.৫ মিমি', '5.5 مم', '5,5 mm'],
  'Thickness/7 mm': ['৭ মিমি', '7 مم', '7 mm'],
  'Thickness/8.3 mm': ['৮.৩ মিমি', '8.3 مم', '8,3 mm'],
  'Thickness/12.3 mm': ['১২.৩ মিমি', '12.3 مم', '12,3 mm'],
  'Thickness/14 mm': ['১৪ মিমি', '14 مم', '14 mm'],
  'Thickness/15 mm': ['১৫ মিমি', '15 مم', '15 mm'],
  'Thickness/19 mm': ['১৯ মিমি', '19 مم', '19 mm'],
  'Plank Width/5"': ['৫"', '5 إنش', '5 po'],
  'Plank Width/6 1/2"': ['৬ ১/২"', '6.5 إنش', '6 1/2 po'],
  'Plank Width/7"': ['৭"', '7 إنش', '7 po'],
  'Plank Width/7 1/2"': ['৭ ১/২"', '7.5 إنش', '7 1/2 po'],
  'Plank Width/8.35"': ['৮.৩৫"', '8.35 إنش', '8,35 po'],
  'Plank Width/9"': ['৯"', '9 إنش', '9 po'],
  'Tile Size/12x24': ['১২x২৪', '12x24', '12x24'],
  'Tile Size/24x24': ['২৪x২৪', '24x24', '24x24'],
  'Tile Size/24x48': ['২৪x৪৮', '24x48', '24x48'],
  'Tile Size/32x32': ['৩২x৩২', '32x32', '32x32'],
  'Tile Size/32x64': ['৩২x৬৪', '32x64', '32x64'],
  'Length/8 ft': ['৮ ফুট', '8 أقدام', '8 pi'],
  'Length/12 ft': ['১২ ফুট', '12 قدمًا', '12 pi'],
  'Length/16 ft': ['১৬ ফুট', '16 قدمًا', '16 pi'],
  'Profile/T-Molding': ['টি-মোল্ডিং', 'قالب على شكل T', 'Moulure en T'],
  'Profile/Reducer': ['রিডিউসার', 'قالب انتقالي', 'Réducteur'],
  'Profile/Stair Nose': ['সিঁড়ির নোজিং', 'حافة الدرج', 'Nez de marche'],
  'Profile/End Cap': ['এন্ড ক্যাপ', 'قالب نهاية', 'Profilé de finition'],
  'Profile/Quarter Round': ['কোয়ার্টার রাউন্ড', 'قالب ربع دائري', 'Quart-de-rond'],
  'Spacer Size/1/16"': ['১/১৬"', '1/16 إنش', '1/16 po'],
  'Spacer Size/1/8"': ['১/৮"', '1/8 إنش', '1/8 po'],
  'Spacer Size/3/16"': ['৩/১৬"', '3/16 إنش', '3/16 po'],
  'Spacer Size/1/4"': ['১/৪"', '1/4 إنش', '1/4 po'],
  'Roll Size/100 sq ft': ['১০০ বর্গফুট', '100 قدم مربع', '100 pi²'],
  'Roll Size/200 sq ft': ['২০০ বর্গফুট', '200 قدم مربع', '200 pi²'],
});

/** Specification names, by the English name. */
export const SPEC_NAME_TRANSLATIONS = table('name', {
  Thickness: ['পুরুত্ব', 'السماكة', 'Épaisseur'],
  'AC Rating': ['এসি রেটিং', 'تصنيف AC', 'Classe AC'],
  Finish: ['ফিনিশ', 'التشطيب', 'Finition'],
  'Plank Size': ['প্ল্যাঙ্কের মাপ', 'مقاس اللوح', 'Dimensions des lames'],
  'Pieces per Box': ['প্রতি বাক্সে টুকরা', 'عدد القطع في العلبة', 'Pièces par boîte'],
  'Coverage per Box': ['প্রতি বাক্সে কভারেজ', 'التغطية لكل علبة', 'Surface par boîte'],
  Edge: ['কিনারা', 'الحافة', 'Bords'],
  Installation: ['ইনস্টলেশন', 'طريقة التركيب', 'Pose'],
  'Water Resistance': ['জল প্রতিরোধ', 'مقاومة الماء', 'Résistance à l’eau'],
  Warranty: ['ওয়ারেন্টি', 'الضمان', 'Garantie'],
  'Tile Size': ['টাইলের মাপ', 'مقاس البلاط', 'Format des carreaux'],
  Material: ['উপাদান', 'المادة', 'Matériau'],
  Profile: ['প্রোফাইল', 'المقطع', 'Profil'],
  Dimensions: ['মাপ', 'الأبعاد', 'Dimensions'],
  Length: ['দৈর্ঘ্য', 'الطول', 'Longueur'],
  Profiles: ['প্রোফাইলসমূহ', 'المقاطع', 'Profilés'],
  'Compatible With': ['যার সঙ্গে মানানসই', 'متوافق مع', 'Compatible avec'],
  'Moisture Rating': ['আর্দ্রতা রেটিং', 'تصنيف الرطوبة', 'Résistance à l’humidité'],
  Type: ['ধরন', 'النوع', 'Type'],
  'Joint Width': ['জয়েন্টের প্রস্থ', 'عرض الفاصل', 'Largeur de joint'],
  'Bag Weight': ['ব্যাগের ওজন', 'وزن الكيس', 'Poids du sac'],
  'Approximate Coverage': ['আনুমানিক কভারেজ', 'التغطية التقريبية', 'Rendement approximatif'],
  'Cure Time': ['শুকানোর সময়', 'وقت الجفاف', 'Temps de séchage'],
  Application: ['ব্যবহারের স্থান', 'الاستخدام', 'Usage'],
  Shape: ['আকৃতি', 'الشكل', 'Forme'],
  Sizes: ['মাপসমূহ', 'المقاسات', 'Tailles'],
  'Pieces per Bag': ['প্রতি ব্যাগে টুকরা', 'عدد القطع في الكيس', 'Pièces par sac'],
  Reusable: ['পুনর্ব্যবহারযোগ্য', 'قابل لإعادة الاستخدام', 'Réutilisable'],
  Colour: ['রং', 'اللون', 'Couleur'],
  'Suitable For': ['উপযোগী', 'مناسب لـ', 'Convient pour'],
  'Open Time': ['কাজের সময়সীমা', 'زمن العمل المفتوح', 'Temps ouvert'],
  Height: ['উচ্চতা', 'الارتفاع', 'Hauteur'],
  Size: ['মাপ', 'الحجم', 'Format'],
  'Roll Coverage': ['রোলের কভারেজ', 'تغطية اللفة', 'Surface par rouleau'],
  'Roll Size': ['রোলের মাপ', 'مقاس اللفة', 'Dimensions du rouleau'],
  'Vapour Barrier': ['বাষ্প-প্রতিরোধী স্তর', 'حاجز البخار', 'Pare-vapeur'],
  'Sound Rating': ['শব্দ রেটিং', 'تصنيف العزل الصوتي', 'Indice acoustique'],
  'Compression Strength': ['চাপ সহনশীলতা', 'مقاومة الضغط', 'Résistance à la compression'],
  'Thermal Insulation': ['তাপ নিরোধ', 'العزل الحراري', 'Isolation thermique'],
  Look: ['চেহারা', 'المظهر', 'Aspect'],
  'PEI Rating': ['পিইআই রেটিং', 'تصنيف PEI', 'Classe PEI'],
  'Slip Resistance': ['পিছলানো প্রতিরোধ', 'مقاومة الانزلاق', 'Résistance au glissement'],
  'Wear Layer': ['ওয়্যার লেয়ার', 'طبقة التآكل', 'Couche d’usure'],
  Core: ['কোর', 'القلب', 'Âme'],
  'Attached Underlay': ['সংযুক্ত আন্ডারলে', 'طبقة عازلة مدمجة', 'Sous-couche intégrée'],
  Species: ['কাঠের প্রজাতি', 'نوع الخشب', 'Essence'],
  Grade: ['গ্রেড', 'الدرجة', 'Choix'],
  'Slat Size': ['স্ল্যাটের মাপ', 'مقاس الشرائح', 'Dimensions des lames'],
});

/**
 * Worded specification values, by the English value. Measurements ("12.3 mm", '24" x 48" (600 x 1200 mm)'), ratings
 * ("AC4") and the many finish and look descriptions stay English for now, shown marked lang="en".
 */
export const SPEC_VALUE_TRANSLATIONS = table('value', {
  '24-hour surface spill protection': ['২৪ ঘণ্টা উপরিভাগে তরল ছিটকে পড়া থেকে সুরক্ষা', 'حماية السطح من الانسكاب لمدة 24 ساعة', 'Protection de surface contre les déversements, 24 heures'],
  '72-hour topical water resistance': ['৭২ ঘণ্টা উপরিভাগে জল প্রতিরোধ', 'مقاومة سطحية للماء لمدة 72 ساعة', 'Résistance à l’eau en surface, 72 heures'],
  'Spill resistant (wipe up promptly)': ['তরল ছিটকে পড়া প্রতিরোধী (সঙ্গে সঙ্গে মুছে ফেলুন)', 'مقاوم للانسكاب (يُمسح فورًا)', 'Résiste aux déversements (essuyer rapidement)'],
  'Waterproof, will not swell or rot': ['জলরোধী, ফুলে ওঠে না বা পচে না', 'مقاوم للماء، لا ينتفخ ولا يتعفن', 'Étanche, ne gonfle pas et ne pourrit pas'],
  '100% waterproof core': ['১০০% জলরোধী কোর', 'قلب مقاوم للماء بنسبة 100%', 'Âme 100 % étanche'],
  '30-year residential, 10-year light commercial': ['৩০ বছর আবাসিক, ১০ বছর হালকা বাণিজ্যিক', '30 سنة للاستخدام السكني، و10 سنوات للاستخدام التجاري الخفيف', '30 ans en résidentiel, 10 ans en commercial léger'],
  '30-year residential': ['৩০ বছর আবাসিক', '30 سنة للاستخدام السكني', '30 ans en résidentiel'],
  'Lifetime residential, 15-year commercial': ['আবাসিকে আজীবন, ১৫ বছর বাণিজ্যিক', 'مدى الحياة للاستخدام السكني، و15 سنة للاستخدام التجاري', 'À vie en résidentiel, 15 ans en commercial'],
  'Lifetime residential': ['আবাসিকে আজীবন', 'مدى الحياة للاستخدام السكني', 'À vie en résidentiel'],
  '20-year residential': ['২০ বছর আবাসিক', '20 سنة للاستخدام السكني', '20 ans en résidentiel'],
  '25-year residential': ['২৫ বছর আবাসিক', '25 سنة للاستخدام السكني', '25 ans en résidentiel'],
  'Lifetime residential, 10-year commercial': ['আবাসিকে আজীবন, ১০ বছর বাণিজ্যিক', 'مدى الحياة للاستخدام السكني، و10 سنوات للاستخدام التجاري', 'À vie en résidentiel, 10 ans en commercial'],
  '25-year residential finish': ['ফিনিশে ২৫ বছর আবাসিক', 'ضمان التشطيب 25 سنة للاستخدام السكني', 'Finition garantie 25 ans en résidentiel'],
  '30-year residential finish': ['ফিনিশে ৩০ বছর আবাসিক', 'ضمان التشطيب 30 سنة للاستخدام السكني', 'Finition garantie 30 ans en résidentiel'],
  '35-year residential finish': ['ফিনিশে ৩৫ বছর আবাসিক', 'ضمان التشطيب 35 سنة للاستخدام السكني', 'Finition garantie 35 ans en résidentiel'],
  'White oak': ['হোয়াইট ওক', 'بلوط أبيض', 'Chêne blanc'],
  'White ash': ['হোয়াইট অ্যাশ', 'دردار أبيض', 'Frêne blanc'],
  'European oak': ['ইউরোপীয় ওক', 'بلوط أوروبي', 'Chêne européen'],
  'American white oak': ['আমেরিকান হোয়াইট ওক', 'بلوط أبيض أمريكي', 'Chêne blanc d’Amérique'],
  'American black walnut': ['আমেরিকান ব্ল্যাক ওয়ালনাট', 'جوز أسود أمريكي', 'Noyer noir d’Amérique'],
  'Floating, angle-angle click lock': ['ফ্লোটিং, অ্যাঙ্গেল-অ্যাঙ্গেল ক্লিক লক', 'تركيب عائم بنظام التعشيق بالزاوية', 'Pose flottante, clic angle-angle'],
  'Brad-nail to baseboard, not to the floor': ['ব্র্যাড পেরেক দিয়ে বেসবোর্ডে লাগান, মেঝেতে নয়', 'يُثبَّت بمسامير رفيعة في الوزرة لا في الأرضية', 'Clouer à la plinthe avec des clous de finition, pas au sol'],
  'Brad nail or construction adhesive': ['ব্র্যাড পেরেক বা কনস্ট্রাকশন আঠা', 'مسامير رفيعة أو لاصق إنشائي', 'Clous de finition ou colle de construction'],
  'Brad-nail to baseboard': ['ব্র্যাড পেরেক দিয়ে বেসবোর্ডে লাগান', 'يُثبَّت بمسامير رفيعة في الوزرة', 'Clouer à la plinthe avec des clous de finition'],
  'Snaps into aluminium track (included)': ['অ্যালুমিনিয়াম ট্র্যাকে আটকে যায় (সঙ্গে দেওয়া)', 'يُثبَّت بالكبس في مسار من الألومنيوم (مرفق)', 'S’emboîte dans un rail en aluminium (inclus)'],
  'Floating click lock, no acclimation needed': ['ফ্লোটিং ক্লিক লক, ঘরের আবহাওয়ায় রেখে দিতে হয় না', 'تركيب عائم بالتعشيق، دون حاجة إلى التأقلم', 'Pose flottante à clic, sans acclimatation'],
  'Glue-down, nail-down or floating': ['আঠা দিয়ে, পেরেক দিয়ে বা ফ্লোটিং', 'بالغراء أو بالمسامير أو عائم', 'Collée, clouée ou flottante'],
  'Glue-down or nail-down (not floating)': ['আঠা বা পেরেক দিয়ে (ফ্লোটিং নয়)', 'بالغراء أو بالمسامير (ليس عائمًا)', 'Collée ou clouée (pas flottante)'],
  Yes: ['হ্যাঁ', 'نعم', 'Oui'],
  'Yes, with overlap and adhesive strip': ['হ্যাঁ, ওভারল্যাপ ও আঠালো স্ট্রিপসহ', 'نعم، مع حافة متداخلة وشريط لاصق', 'Oui, avec rabat et bande adhésive'],
  Grey: ['ধূসর', 'رمادي', 'Gris'],
  White: ['সাদা', 'أبيض', 'Blanc'],
  'Standard interior': ['সাধারণ অভ্যন্তরীণ', 'داخلي قياسي', 'Intérieur standard'],
  'Rigid SPC (stone polymer composite)': ['রিজিড এসপিসি (পাথর-পলিমার কম্পোজিট)', 'SPC صلب (مركّب من الحجر والبوليمر)', 'SPC rigide (composite pierre-polymère)'],
  'Multi-ply birch plywood': ['বহুস্তর বার্চ প্লাইউড', 'خشب رقائقي متعدد الطبقات من البتولا', 'Contreplaqué de bouleau multiplis'],
  'None (use 1 mm IXPE underlay)': ['নেই (১ মিমি IXPE আন্ডারলে ব্যবহার করুন)', 'لا توجد (استخدم طبقة IXPE بسماكة 1 مم)', 'Aucune (utiliser une sous-couche IXPE de 1 mm)'],
  '1 mm IXPE': ['১ মিমি IXPE', 'IXPE بسماكة 1 مم', 'IXPE 1 mm'],
  '1.5 mm IXPE acoustic': ['১.৫ মিমি IXPE অ্যাকুস্টিক', 'IXPE صوتية بسماكة 1.5 مم', 'IXPE acoustique 1,5 mm'],
  '4-sided painted micro-bevel': ['চার পাশে রং করা মাইক্রো-বেভেল', 'حواف مشطوفة دقيقة مطلية من الجوانب الأربعة', 'Micro-chanfrein peint sur 4 côtés'],
  'Pillowed hand-scraped edge': ['গোলাকার, হাতে চাঁছা কিনারা', 'حافة مستديرة مكشوطة يدويًا', 'Bords arrondis raclés à la main'],
  '4-sided painted bevel': ['চার পাশে রং করা বেভেল', 'حواف مشطوفة مطلية من الجوانب الأربعة', 'Chanfrein peint sur 4 côtés'],
  'Square edge': ['সোজা কিনারা', 'حواف مستقيمة', 'Bords droits'],
  'Painted grout-line bevel': ['গ্রাউট-লাইনের মতো রং করা বেভেল', 'حواف مشطوفة مطلية بمظهر خطوط الترويب', 'Chanfrein peint façon joint'],
  'Micro-bevel': ['মাইক্রো-বেভেল', 'حواف مشطوفة دقيقة', 'Micro-chanfrein'],
  Rectified: ['রেক্টিফায়েড', 'حواف مُعدَّلة', 'Rectifié'],
  'Primed MDF': ['প্রাইমার দেওয়া এমডিএফ', 'MDF مطلي بطبقة أساس', 'MDF apprêté'],
  'MDF core with printed wood-grain wrap': ['কাঠের আঁশ ছাপা মোড়কসহ এমডিএফ কোর', 'قلب MDF بغلاف مطبوع بعروق الخشب', 'Âme en MDF, revêtement imprimé veinage bois'],
  'Solid white oak': ['নিরেট হোয়াইট ওক', 'بلوط أبيض صلب', 'Chêne blanc massif'],
  'Cellular PVC': ['সেলুলার পিভিসি', 'PVC خلوي', 'PVC cellulaire'],
  'HDF core with laminate wear layer': ['ল্যামিনেট ওয়্যার লেয়ারসহ এইচডিএফ কোর', 'قلب HDF بطبقة تآكل من اللامينيت', 'Âme en HDF, couche d’usure stratifiée'],
  'Flexible polypropylene': ['নমনীয় পলিপ্রোপিলিন', 'بولي بروبيلين مرن', 'Polypropylène souple'],
  'Anodized aluminium': ['অ্যানোডাইজড অ্যালুমিনিয়াম', 'ألومنيوم مؤكسد', 'Aluminium anodisé'],
  'Polyethylene foam with film vapour barrier': ['বাষ্প-প্রতিরোধী ফিল্মসহ পলিইথিলিন ফোম', 'رغوة بولي إيثيلين مع غشاء حاجز للبخار', 'Mousse de polyéthylène avec film pare-vapeur'],
  'Recycled rubber with film vapour barrier': ['বাষ্প-প্রতিরোধী ফিল্মসহ পুনর্ব্যবহৃত রাবার', 'مطاط معاد تدويره مع غشاء حاجز للبخار', 'Caoutchouc recyclé avec film pare-vapeur'],
  'Cross-linked polyethylene (IXPE)': ['ক্রস-লিংকড পলিইথিলিন (IXPE)', 'بولي إيثيلين متشابك (IXPE)', 'Polyéthylène réticulé (IXPE)'],
  'Agglomerated natural cork': ['চাপে জমাট প্রাকৃতিক কর্ক', 'فلين طبيعي مكتّل', 'Liège naturel aggloméré'],
  'Glazed porcelain': ['গ্লেজড পোর্সেলিন', 'بورسلين مزجج', 'Grès cérame émaillé'],
  'R11 anti-slip': ['R11 পিছলানো-রোধী', 'R11 مانع للانزلاق', 'R11 antidérapant'],
  'R10 anti-slip': ['R10 পিছলানো-রোধী', 'R10 مانع للانزلاق', 'R10 antidérapant'],
  'Character (ABC)': ['ক্যারেক্টার (ABC)', 'درجة طبيعية مميزة (ABC)', 'Choix caractère (ABC)'],
  'Select and Better (AB)': ['সিলেক্ট অ্যান্ড বেটার (AB)', 'درجة مختارة وأعلى (AB)', 'Choix sélect et supérieur (AB)'],
  'Rustic (CD) with filled knots and cracks': ['রাস্টিক (CD), ভরাট গিঁট ও ফাটলসহ', 'ريفي (CD) بعُقد وشقوق معبّأة', 'Rustique (CD), nœuds et fentes mastiqués'],
  'Character (ABC) with sapwood': ['ক্যারেক্টার (ABC), সাপউডসহ', 'درجة طبيعية مميزة (ABC) مع خشب العصارة', 'Choix caractère (ABC) avec aubier'],
  'Rift and quartered, select': ['রিফট ও কোয়ার্টার্ড, সিলেক্ট', 'نشر شعاعي وربعي، درجة مختارة', 'Débit sur quartier et faux quartier, choix sélect'],
});

/** A seeded specification row with the translations of its name and worded value. */
export function specificationWithTranslations(row: { name: string; value: string }): SpecificationRow {
  const name = SPEC_NAME_TRANSLATIONS[row.name] ?? {};
  const value = SPEC_VALUE_TRANSLATIONS[row.value] ?? {};
  const translations: ContentTranslations<'name' | 'value'> = {};
  for (const l of ['bn', 'ar', 'fr'] as const) {
    const texts = { ...name[l], ...value[l] };
    if (Object.keys(texts).length) translations[l] = texts;
  }
  return Object.keys(translations).length ? { ...row, translations } : row;
}

/** By tour name. */
export const TOUR_TRANSLATIONS = {
  'calacatta-gold': by('title', [
    'ক্যালাকাটা গোল্ড হাই-গ্লস পোর্সেলিনের বসার ঘর',
    'غرفة معيشة ببلاط بورسلين كالاكاتا ذهبي عالي اللمعان',
    'Salon en grès cérame Calacatta or très brillant',
  ]),
  'white-oak-wide-plank': by('title', [
    'চওড়া প্ল্যাঙ্কের হোয়াইট ওকে খোলামেলা ঘর',
    'مساحة مفتوحة بألواح عريضة من البلوط الأبيض',
    'Pièce ouverte en chêne blanc à larges lames',
  ]),
  'smoked-oak-herringbone': by('title', [
    'স্মোকড ওক হেরিংবোনের পড়ার ঘর',
    'غرفة مكتب بأرضية بلوط مدخّن بنقشة عظم السمكة',
    'Bureau en chêne fumé à point de Hongrie',
  ]),
} as Record<string, ContentTranslations<'title'>>;
