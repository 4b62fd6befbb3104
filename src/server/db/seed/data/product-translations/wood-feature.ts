import type { TranslationLocale } from '@/domain/content/translations';
import type { ProductCopy } from '../product-text';

/** The engineered European oak, herringbone, walnut and American white oak floors in Bengali, Arabic and French, by product slug. */
export const FEATURE_WOOD_COPY: Record<string, Record<TranslationLocale, ProductCopy>> = {
  'saltspring-european-oak-7-12-engineered-hardwood': {
    bn: {
      name: 'সল্টস্প্রিং ইউরোপীয় ওক ৭ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'চারটি রং, দুটি পুরুত্ব ও দুটি সারফেসে ইউরোপীয় ওকের প্ল্যাঙ্ক, ৩ মিমি ওয়্যার লেয়ারসহ।',
      intro: 'সল্টস্প্রিং তৈরি ধীরে বেড়ে ওঠা ইউরোপীয় ওকে, যা তার ঘন আঁশ ও সমৃদ্ধ নকশার জন্য পরিচিত। প্রাকৃতিক রং থেকে গাঢ় এসপ্রেসো পর্যন্ত চারটি রং, ১৫ মিমি বোর্ডে অথবা জয়েস্টের ওপর পেরেকে বসানোর জন্য ১৯ মিমি বোর্ডে।',
      points: ['ঘন আঁশের ইউরোপীয় ওক', 'ব্রাশ করা UV তেল (হালকা চকচকে) অথবা ম্যাট ল্যাকার', 'সব প্ল্যাঙ্ক সমান ৭৪.৮" (১৯০০ মিমি) লম্বা, তাই বিন্যাস দেখায় পরিপাটি'],
    },
    ar: {
      name: 'خشب هندسي سولتسبرينغ بلوط أوروبي 7.5 إنش',
      summary: 'لوح من البلوط الأوروبي بأربعة ألوان وسماكتين وسطحين، بطبقة تآكل 3 مم.',
      intro: 'يعتمد سولتسبرينغ على بلوط أوروبي بطيء النمو، معروف بعروقه المتقاربة ونقوشه الغنية. أربعة ألوان من الطبيعي إلى الإسبريسو الداكن، على لوح بسماكة 15 مم أو 19 مم للتثبيت بالمسامير فوق العوارض.',
      points: ['بلوط أوروبي بعروق متقاربة', 'زيت UV معالَج بالفرشاة (لمعان خفيف) أو ورنيش مطفأ', 'أطوال موحّدة تبلغ 74.8 إنش (1900 مم) لتركيب منتظم المظهر'],
    },
    fr: {
      name: 'Parquet contrecollé Saltspring chêne européen 7 1/2 po',
      summary: 'Une lame de chêne européen en quatre couleurs, deux épaisseurs et deux surfaces, avec une couche d’usure de 3 mm.',
      intro: 'Saltspring est fait de chêne européen à croissance lente, réputé pour son grain serré et la richesse de son veinage. Quatre couleurs, du naturel à l’espresso profond, sur une planche de 15 mm ou de 19 mm pour une pose clouée sur solives.',
      points: ['Chêne européen au grain serré', 'Huile UV brossée (faible lustre) ou vernis mat', 'Longueurs uniformes de 74,8 po (1900 mm) pour une pose bien ordonnée'],
    },
  },
  'galiano-rustic-european-oak-7-12-engineered-hardwood': {
    bn: {
      name: 'গ্যালিয়ানো রাস্টিক ইউরোপীয় ওক ৭ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'গিঁট আর ফাটলে ভরা রাস্টিক গ্রেডের ইউরোপীয় ওক, হাতে চাঁছা ও তেল দেওয়া।',
      intro: 'গ্যালিয়ানো গাছের নিজস্ব চরিত্রকেই তুলে ধরে: গাঢ় পুটিতে ভরাট করা খোলা গিঁট, প্রাকৃতিক ফাটল আর উষ্ণ বাদামি তেলে ফিনিশ করা হাতে চাঁছা উপরিতল।',
      points: ['জোরালো চরিত্রের রাস্টিক গ্রেড', 'হাতে চাঁছা, তেল দেওয়া উপরিতল', 'কেবিন ও ফার্মহাউস ধাঁচের ঘরের জন্য দারুণ'],
    },
    ar: {
      name: 'خشب هندسي غاليانو بلوط أوروبي ريفي 7.5 إنش',
      summary: 'بلوط أوروبي من الدرجة الريفية مليء بالعُقد والشقوق، مكشوط يدويًا ومُزيَّت.',
      intro: 'يحتفي غاليانو بطابع الشجرة الأصيل: عُقد مفتوحة معبّأة بمعجون داكن، وتشققات طبيعية، وسطح مكشوط يدويًا ومشطّب بزيت بني دافئ.',
      points: ['درجة ريفية بطابع جريء', 'سطح مكشوط يدويًا ومُزيَّت', 'مثالي للأكواخ الخشبية والديكورات على طراز بيوت المزارع'],
    },
    fr: {
      name: 'Parquet contrecollé Galiano chêne européen rustique 7 1/2 po',
      summary: 'Un chêne européen de choix rustique, plein de nœuds et de fentes, raclé à la main et huilé.',
      intro: 'Galiano met en valeur le caractère de l’arbre : nœuds ouverts comblés d’un mastic foncé, gerces naturelles et surface raclée à la main, finie d’une huile brun chaud.',
      points: ['Choix rustique au caractère affirmé', 'Surface raclée à la main et huilée', 'Idéal pour les chalets et les intérieurs d’esprit champêtre'],
    },
  },
  'gastown-taupe-european-oak-7-12-engineered-hardwood': {
    bn: {
      name: 'গ্যাসটাউন ধূসর-বাদামি ইউরোপীয় ওক ৭ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'কোমল ধূসর-বাদামি রঙের ইউরোপীয় ওক, যা উষ্ণ ও শীতল দুই ধরনের রঙের সাজের মধ্যে সেতু গড়ে।',
      intro: 'গ্যাসটাউনের রং ধূসর আর বাদামির মাঝামাঝি। ডিজাইনারদের প্রিয় এই রং উষ্ণ কাঠের ক্যাবিনেট আর শীতল আভার পাথরের কাউন্টারটপ, দুটোর সঙ্গেই মানিয়ে যায়।',
      points: ['যেকোনো সাজে মানানসই ধূসর-বাদামি স্টেইন', 'ব্রাশ করা, ম্যাট ল্যাকার', '৩ মিমি ওয়্যার লেয়ার'],
    },
    ar: {
      name: 'خشب هندسي غاستاون بلوط أوروبي بني رمادي 7.5 إنش',
      summary: 'بلوط أوروبي بلون بني رمادي ناعم، يصل بين لوحات الألوان الدافئة والباردة.',
      intro: 'يقع لون غاستاون بين الرمادي والبني، وهو من الألوان المفضّلة لدى المصممين، إذ ينسجم مع خزائن الخشب الدافئة ومع أسطح العمل الحجرية الباردة على حد سواء.',
      points: ['صبغة بني رمادي تناسب كل الديكورات', 'معالَج بالفرشاة، ورنيش غير لامع', 'طبقة تآكل 3 مم'],
    },
    fr: {
      name: 'Parquet contrecollé Gastown chêne européen taupe 7 1/2 po',
      summary: 'Un chêne européen taupe tout en douceur, qui fait le pont entre palettes chaudes et froides.',
      intro: 'Gastown Taupe se situe entre le gris et le brun : une teinte chouchou des designers, qui s’accorde aussi bien avec des armoires en bois chaleureuses qu’avec des comptoirs en pierre aux tons froids.',
      points: ['Teinture taupe polyvalente', 'Brossé, vernis mat', 'Couche d’usure de 3 mm'],
    },
  },
  'stanley-park-american-oak-herringbone': {
    bn: {
      name: 'স্ট্যানলি পার্ক আমেরিকান ওক হেরিংবোন',
      summary: 'আমেরিকান হোয়াইট ওকে ক্লাসিক হেরিংবোন নকশা, বাম ও ডান স্ল্যাট একই বাক্সে, তিনটি ফিনিশে।',
      intro: 'স্ট্যানলি পার্ক চিরকালীন হেরিংবোন নকশাকে নিয়ে আসে আধুনিক বাড়িতে। প্রতিটি বাক্সে থাকে পরস্পরের সঙ্গে মেলানো A ও B স্ল্যাট, যাতে শেভরন নয়, পরিচ্ছন্ন হেরিংবোন আঁকাবাঁকা নকশা তৈরি হয়।',
      points: ['প্রতিটি বাক্সে সমান সংখ্যক A ও B স্ল্যাট', '৩ মিমি ওয়্যার লেয়ার, স্যান্ড করে নতুন করা যায়', 'প্রাকৃতিক ওক, কোস্টাল ব্লন্ড ও ধোঁয়াটে ধূসর'],
      outro: 'হেরিংবোন আঠা বা পেরেক দিয়ে বসানো হয়; কাটাকুটির জন্য প্রায় ১০% বাড়তি রাখুন।',
    },
    ar: {
      name: 'باركيه ستانلي بارك بلوط أمريكي بنقشة عظم السمكة',
      summary: 'نقشة عظم السمكة الكلاسيكية من البلوط الأبيض الأمريكي، بشرائح يسرى ويمنى في العلبة نفسها، بثلاثة تشطيبات.',
      intro: 'يقدّم ستانلي بارك نقشة عظم السمكة الخالدة للمنازل العصرية. تحتوي كل علبة على شرائح A وB متطابقة لتحصل على خط متعرّج نظيف بنقشة عظم السمكة، لا بنقشة الشيفرون.',
      points: ['عدد متساوٍ من شرائح A وB في كل علبة', 'طبقة تآكل 3 مم قابلة للصنفرة', 'بلوط طبيعي وأشقر ساحلي ورمادي مدخّن'],
      outro: 'يُركَّب باركيه عظم السمكة بالغراء أو بالمسامير؛ احسب نحو 10% إضافية لتغطية القصّ.',
    },
    fr: {
      name: 'Point de Hongrie Stanley Park en chêne américain',
      summary: 'Le point de Hongrie classique en chêne blanc d’Amérique, livré en lames gauches et droites, en trois finitions.',
      intro: 'Stanley Park fait entrer l’intemporel point de Hongrie dans les intérieurs d’aujourd’hui. Chaque boîte contient des lames A et B assorties, pour un zigzag net à bouts droits, sans les coupes en biais du chevron.',
      points: ['Autant de lames A que de lames B dans chaque boîte', 'Couche d’usure de 3 mm, ponçable', 'Chêne naturel, blond côtier ou gris fumé'],
      outro: 'Le point de Hongrie se pose collé ou cloué; prévoyez environ 10 % de plus pour les coupes.',
    },
  },
  'english-bay-honey-oak-herringbone': {
    bn: {
      name: 'ইংলিশ বে হানি ওক হেরিংবোন',
      summary: 'ঐতিহ্যবাহী ঘরের জন্য উষ্ণ মধু-রঙা হেরিংবোন, গিঁটের স্বাভাবিক সৌন্দর্যসহ।',
      intro: 'ইংলিশ বে মনে করিয়ে দেয় ভ্যাঙ্কুভারের পুরোনো ক্লাসিক অ্যাপার্টমেন্টের পার্কেট মেঝের কথা: উষ্ণ মধু-রঙা আভা, সাটিনের কোমল দীপ্তি আর হেরিংবোনের প্রাণবন্ত ছন্দ।',
      points: ['ক্যারেক্টার গ্রেড', 'সাটিন ফিনিশ', 'A ও B স্ল্যাট একই বাক্সে'],
    },
    ar: {
      name: 'باركيه إنجلش باي بلوط عسلي بنقشة عظم السمكة',
      summary: 'نقشة عظم السمكة بلون عسلي دافئ وعُقد طبيعية مميزة، للغرف ذات الطابع التقليدي.',
      intro: 'يستحضر إنجلش باي أرضيات الباركيه في شقق فانكوفر الكلاسيكية: درجات عسلية دافئة، ولمعة ساتانية، وحركة نابضة بالحياة لنقشة عظم السمكة.',
      points: ['درجة طبيعية مميزة', 'تشطيب ساتان', 'شرائح A وB معًا في العلبة نفسها'],
    },
    fr: {
      name: 'Point de Hongrie English Bay en chêne miel',
      summary: 'Un point de Hongrie aux chauds tons de miel, avec des nœuds de caractère, pour les pièces de style classique.',
      intro: 'English Bay rappelle les parquets des appartements classiques de Vancouver : de chauds tons de miel, un lustre satiné et tout le mouvement du point de Hongrie.',
      points: ['Choix caractère', 'Finition satinée', 'Lames A et B dans la même boîte'],
    },
  },
  'spanish-banks-white-washed-oak-herringbone': {
    bn: {
      name: 'স্প্যানিশ ব্যাংকস হোয়াইটওয়াশড ওক হেরিংবোন',
      summary: 'প্রাকৃতিক তেলে ফিনিশ করা হালকা রঙের হোয়াইটওয়াশড হেরিংবোন, এ মাসেই নতুন এসেছে।',
      intro: 'স্প্যানিশ ব্যাংকস স্ক্যান্ডিনেভীয় ধাঁচে অনুপ্রাণিত উজ্জ্বল এক হেরিংবোন: প্রাকৃতিক তেলে ফিনিশ করা হোয়াইটওয়াশড আমেরিকান ওক, ছুঁয়ে দেখলে কোমল ও ম্যাট।',
      points: ['হোয়াইটওয়াশড সিলেক্ট ওক', 'প্রাকৃতিক তেল, দাগ পড়লে শুধু সেই জায়গাটুকু মেরামত করা যায়', 'সবসময় স্টকে থাকে'],
    },
    ar: {
      name: 'باركيه سبانيش بانكس بلوط مبيَّض بنقشة عظم السمكة',
      summary: 'نقشة عظم السمكة بلون فاتح مبيَّض وتشطيب بالزيت الطبيعي، وصلت حديثًا هذا الشهر.',
      intro: 'سبانيش بانكس نقشة عظم سمكة مشرقة مستوحاة من الطراز الإسكندنافي: بلوط أمريكي مبيَّض ومشطّب بالزيت الطبيعي لملمس ناعم وغير لامع.',
      points: ['بلوط مختار مبيَّض', 'زيت طبيعي يتيح إصلاح المواضع المتضررة وحدها', 'متوفر دائمًا في المخزون'],
    },
    fr: {
      name: 'Point de Hongrie Spanish Banks en chêne blanchi',
      summary: 'Un point de Hongrie pâle et blanchi, fini à l’huile naturelle, nouveauté du mois.',
      intro: 'Spanish Banks est un point de Hongrie lumineux d’inspiration scandinave : du chêne américain blanchi, fini à l’huile naturelle pour un toucher doux et mat.',
      points: ['Chêne blanchi de choix sélect', 'Huile naturelle, réparable localement', 'Toujours en stock'],
    },
  },
  'sullivan-american-black-walnut-7-12-engineered-hardwood': {
    bn: {
      name: 'সালিভান আমেরিকান ব্ল্যাক ওয়ালনাট ৭ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'গাঢ় চকলেট আভা ও সাটিন ফিনিশের প্রাকৃতিক আমেরিকান ব্ল্যাক ওয়ালনাট।',
      intro: 'আমেরিকান ব্ল্যাক ওয়ালনাট তার গভীর চকলেট রং আর বহমান আঁশের জন্য সমাদৃত। সালিভানে কোনো স্টেইন দেওয়া হয়নি, যাতে কাঠের প্রাকৃতিক রং ও নকশা নিজেই ফুটে ওঠে।',
      points: ['স্টেইন ছাড়া প্রাকৃতিক ওয়ালনাট', 'পরিচ্ছন্ন, সমান রঙের সিলেক্ট গ্রেড', 'মসৃণ সাটিন ল্যাকার'],
    },
    ar: {
      name: 'خشب هندسي سوليفان جوز أسود أمريكي 7.5 إنش',
      summary: 'جوز أسود أمريكي طبيعي بدرجات شوكولاتة غنية وتشطيب ساتان.',
      intro: 'يحظى الجوز الأسود الأمريكي بتقدير كبير للونه الشوكولاتي العميق وعروقه الانسيابية. ويتركه سوليفان دون صبغ ليبرز لونه الطبيعي ونقوشه كما هي.',
      points: ['جوز طبيعي غير مصبوغ', 'درجة مختارة بلون نقي ومتجانس', 'ورنيش ساتان أملس'],
    },
    fr: {
      name: 'Parquet contrecollé Sullivan noyer noir d’Amérique 7 1/2 po',
      summary: 'Un noyer noir d’Amérique naturel aux riches tons chocolat, à finition satinée.',
      intro: 'Le noyer noir d’Amérique est prisé pour sa couleur chocolat profonde et son veinage fluide. Sullivan le laisse sans teinture pour que sa couleur et son dessin naturels ressortent pleinement.',
      points: ['Noyer naturel, sans teinture', 'Choix sélect, couleur nette et uniforme', 'Vernis satiné lisse'],
    },
  },
  'barnston-espresso-walnut-7-12-engineered-hardwood': {
    bn: {
      name: 'বার্নস্টন এসপ্রেসো ওয়ালনাট ৭ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'গাঢ় এসপ্রেসো স্টেইন করা ব্ল্যাক ওয়ালনাট, ওয়্যার-ব্রাশ করা ম্যাট উপরিতলসহ।',
      intro: 'বার্নস্টন এসপ্রেসো ওয়ালনাটের প্রাকৃতিক রংকে আরও গাঢ় করে প্রায় কালো এসপ্রেসোয় নিয়ে যায়, অথচ কাঠের আঁশ থাকে স্পষ্ট; আনুষ্ঠানিক সাজের ঘরের জন্য এক বিলাসী পছন্দ।',
      points: ['প্রাকৃতিক ওয়ালনাটের ওপর এসপ্রেসো স্টেইন', 'ওয়্যার-ব্রাশ টেক্সচার', 'হালকা চকচকে ম্যাট ল্যাকার'],
    },
    ar: {
      name: 'خشب هندسي بارنستون جوز إسبريسو 7.5 إنش',
      summary: 'جوز أسود مصبوغ بلون إسبريسو داكن، بسطح غير لامع معالَج بفرشاة سلكية.',
      intro: 'يعمّق بارنستون إسبريسو لون الجوز الطبيعي حتى يقارب الإسبريسو الأسود، مع إبقاء عروقه ظاهرة، ليكون خيارًا فاخرًا للغرف الرسمية.',
      points: ['صبغة إسبريسو فوق الجوز الطبيعي', 'ملمس معالَج بفرشاة سلكية', 'ورنيش غير لامع بلمعان خفيف'],
    },
    fr: {
      name: 'Parquet contrecollé Barnston noyer espresso 7 1/2 po',
      summary: 'Un noyer noir teint espresso profond, à surface brossée et mate.',
      intro: 'Barnston Espresso fonce la couleur naturelle du noyer jusqu’à un espresso presque noir, tout en laissant voir son veinage : un choix luxueux pour les pièces de réception.',
      points: ['Teinture espresso sur noyer naturel', 'Texture brossée', 'Vernis mat à faible lustre'],
    },
  },
  'port-kells-character-walnut-7-12-engineered-hardwood': {
    bn: {
      name: 'পোর্ট কেলস ক্যারেক্টার ওয়ালনাট ৭ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'সাপউডের ক্রিম-রঙা রেখাসহ ক্যারেক্টার গ্রেডের ওয়ালনাট, প্রাকৃতিক তেলে ফিনিশ করা।',
      intro: 'পোর্ট কেলস ওয়ালনাটের প্রাকৃতিক বৈপরীত্যকে সাদরে গ্রহণ করে: চকলেট রঙের হার্টউডের মাঝে ক্রিম-রঙা সাপউডের রেখা, ব্রাশ করে তেল দেওয়া, যাতে মেঝে দেখায় স্বচ্ছন্দ আর ঘরোয়া।',
      points: ['সাপউডের বৈপরীত্যসহ ক্যারেক্টার গ্রেড', 'প্রাকৃতিক তেল ফিনিশ', 'সব মিলিয়ে উষ্ণ চেস্টনাট আভা'],
    },
    ar: {
      name: 'خشب هندسي بورت كيلز جوز مميز الطابع 7.5 إنش',
      summary: 'جوز من الدرجة الطبيعية المميزة بخطوط كريمية من خشب العصارة وتشطيب بالزيت الطبيعي.',
      intro: 'يحتفي بورت كيلز بالتباين الطبيعي في خشب الجوز: قلب خشب بلون الشوكولاتة تتخلله خطوط كريمية من خشب العصارة، معالَج بالفرشاة ومُزيَّت لمظهر مريح يوحي بالألفة.',
      points: ['درجة طبيعية مميزة بتباين خشب العصارة', 'تشطيب بالزيت الطبيعي', 'طابع عام بلون كستنائي دافئ'],
    },
    fr: {
      name: 'Parquet contrecollé Port Kells noyer caractère 7 1/2 po',
      summary: 'Un noyer de choix caractère, strié d’aubier crème, fini à l’huile naturelle.',
      intro: 'Port Kells assume le contraste naturel du noyer : un bois de cœur chocolat parcouru de traînées d’aubier crème, brossé et huilé pour un look détendu, comme patiné par la vie.',
      points: ['Choix caractère, contraste de l’aubier', 'Finition à l’huile naturelle', 'Ton général châtaigne chaude'],
    },
  },
  'campbell-heights-9-american-white-oak-engineered-hardwood': {
    bn: {
      name: 'ক্যাম্পবেল হাইটস ৯" আমেরিকান হোয়াইট ওক ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: '৩/৪" কোর ও ৪ মিমি ওয়্যার লেয়ারসহ অতিরিক্ত চওড়া ৯" আমেরিকান হোয়াইট ওক প্ল্যাঙ্ক।',
      intro: 'ক্যাম্পবেল হাইটস প্রথম দেখাতেই নজর কাড়ে: ৮৬ ইঞ্চি পর্যন্ত লম্বা ৯ ইঞ্চি চওড়া বোর্ড, প্রাকৃতিক হোয়াইট ওকের এমন রঙে যা প্রায় যেকোনো অন্দরসজ্জায় মানিয়ে যায়।',
      points: ['অতিরিক্ত চওড়া <strong>৯"</strong> প্ল্যাঙ্ক', '৪ মিমি ওয়্যার লেয়ার, কয়েকবার স্যান্ড করা যায়', 'প্রাকৃতিক ম্যাট UV তেল ফিনিশ'],
    },
    ar: {
      name: 'خشب هندسي كامبل هايتس بلوط أبيض أمريكي 9 إنش',
      summary: 'ألواح بلوط أبيض أمريكي عريضة جدًا بعرض 9 إنش، على قلب بسماكة 3/4 إنش وبطبقة تآكل 4 مم.',
      intro: 'يترك كامبل هايتس انطباعًا قويًا: ألواح بعرض 9 إنش وبطول يصل إلى 86 إنش، بلون البلوط الأبيض الطبيعي الذي يلائم كل الديكورات تقريبًا.',
      points: ['ألواح عريضة جدًا بعرض <strong>9 إنش</strong>', 'طبقة تآكل 4 مم، قابلة للصنفرة عدة مرات', 'تشطيب طبيعي بزيت UV غير لامع'],
    },
    fr: {
      name: 'Parquet contrecollé Campbell Heights chêne blanc d’Amérique 9 po',
      summary: 'De très larges lames de 9 po en chêne blanc d’Amérique, sur une âme de 3/4 po, avec une couche d’usure de 4 mm.',
      intro: 'Campbell Heights fait grande impression : des planches de 9 po de large et jusqu’à 86 po de long, dans un ton chêne blanc naturel qui convient à presque tous les intérieurs.',
      points: ['Lames extra-larges de <strong>9 po</strong>', 'Couche d’usure de 4 mm, ponçable plusieurs fois', 'Finition naturelle à l’huile UV mate'],
    },
  },
  'panorama-ridge-rift-and-quartered-9-american-white-oak': {
    bn: {
      name: 'প্যানোরামা রিজ রিফট ও কোয়ার্টার্ড ৯" আমেরিকান হোয়াইট ওক',
      summary: 'সোজা, রৈখিক আঁশ ও প্রাকৃতিক তেল ফিনিশের রিফট ও কোয়ার্টার্ড হোয়াইট ওক।',
      intro: 'রিফট ও কোয়ার্টার্ড ওক এমনভাবে চেরাই করা হয় যাতে সোজা, সমান আঁশ ফুটে ওঠে, সঙ্গে থাকে কোয়ার্টার-চেরাই ওকের বিশেষ রে-ফ্লেক, অর্থাৎ আঁশের মাঝে ঝিলিক দেওয়া ছিটে দাগ। প্যানোরামা রিজ আমাদের সংগ্রহের সবচেয়ে পরিশীলিত মেঝে।',
      points: ['সোজা, রৈখিক আঁশ', 'সিলেক্ট গ্রেড, গিঁট খুবই কম', 'প্রাকৃতিক তেল ফিনিশ'],
    },
    ar: {
      name: 'بلوط أبيض أمريكي بانوراما ريدج بنشر شعاعي وربعي 9 إنش',
      summary: 'بلوط أبيض بنشر شعاعي وربعي، بعروق مستقيمة وخطية وتشطيب بالزيت الطبيعي.',
      intro: 'يُنشر البلوط بالطريقة الشعاعية والربعية ليُظهر عروقًا مستقيمة ومنتظمة، مع البقع الشعاعية اللامعة التي تميّز البلوط المنشور ربعيًا. وبانوراما ريدج هو أرقى أرضية في تشكيلتنا.',
      points: ['عروق مستقيمة وخطية', 'درجة مختارة، بعُقد قليلة جدًا', 'تشطيب بالزيت الطبيعي'],
    },
    fr: {
      name: 'Chêne blanc d’Amérique Panorama Ridge 9 po, sur quartier et faux quartier',
      summary: 'Un chêne blanc débité sur quartier et faux quartier, au veinage droit et linéaire, fini à l’huile naturelle.',
      intro: 'Le débit sur quartier et faux quartier révèle un veinage droit et régulier, avec les mailles caractéristiques du chêne scié sur quartier. Panorama Ridge est le plancher le plus raffiné de notre gamme.',
      points: ['Veinage droit et linéaire', 'Choix sélect, très peu de nœuds', 'Finition à l’huile naturelle'],
    },
  },
  'crescent-park-9-american-white-oak-greige': {
    bn: {
      name: 'ক্রিসেন্ট পার্ক ৯" আমেরিকান হোয়াইট ওক গ্রেইজ',
      summary: 'আধুনিক, নিরপেক্ষ রঙের বাড়ির জন্য অতিরিক্ত চওড়া ৯" হোয়াইট ওকে কোমল গ্রেইজ স্টেইন।',
      intro: 'ক্রিসেন্ট পার্কে হালকা ধূসর-বেইজ স্টেইনের সঙ্গে মিলেছে ৯" চওড়া বোর্ডের জমকালো উপস্থিতি; ফলাফল এক শান্ত, সমকালীন মেঝে।',
      points: ['গ্রেইজ স্টেইন উষ্ণ ও শীতল আভার ভারসাম্য রাখে', 'ব্রাশ করা ম্যাট ল্যাকার', '৯" চওড়া, ৮৬" পর্যন্ত লম্বা'],
    },
    ar: {
      name: 'بلوط أبيض أمريكي كريسنت بارك رمادي بيج 9 إنش',
      summary: 'صبغة رمادية بيج ناعمة على ألواح بلوط أبيض عريضة جدًا بعرض 9 إنش، للمنازل العصرية ذات الألوان المحايدة.',
      intro: 'يجمع كريسنت بارك بين صبغة رمادية بيج فاتحة وحضور الألواح العريضة بعرض 9 إنش، ليمنحك أرضية هادئة بطابع معاصر.',
      points: ['صبغة رمادية بيج توازن بين الدرجات الدافئة والباردة', 'معالَج بالفرشاة، ورنيش غير لامع', 'بعرض 9 إنش وبطول يصل إلى 86 إنش'],
    },
    fr: {
      name: 'Chêne blanc d’Amérique Crescent Park 9 po grège',
      summary: 'Une douce teinture grège sur du chêne blanc extra-large de 9 po, pour les intérieurs modernes aux tons neutres.',
      intro: 'Crescent Park marie une teinture gris-beige clair à la prestance des larges planches de 9 po, pour un plancher calme et contemporain.',
      points: ['Teinture grège, entre tons chauds et tons froids', 'Brossé, vernis mat', '9 po de large, jusqu’à 86 po de long'],
    },
  },
  'morgan-heights-7-12-american-white-oak-engineered-hardwood': {
    bn: {
      name: 'মরগান হাইটস ৭ ১/২" আমেরিকান হোয়াইট ওক ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: '৩ মিমি ওয়্যার লেয়ারসহ ৭ ১/২" প্ল্যাঙ্কে নির্ভরযোগ্য প্রাকৃতিক আমেরিকান হোয়াইট ওক।',
      intro: 'মরগান হাইটস আমাদের সবচেয়ে ভরসার আমেরিকান হোয়াইট ওক: খাঁটি প্রাকৃতিক রং, হালকা ওয়্যার-ব্রাশ আর টেকসই ম্যাট ল্যাকার।',
      points: ['৩ মিমি ওয়্যার লেয়ার, স্যান্ড করা যায়', 'হালকা ওয়্যার-ব্রাশ', 'ফ্লোটিং, আঠা বা পেরেক, যেকোনো পদ্ধতিতে বসানো যায়'],
    },
    ar: {
      name: 'خشب هندسي مورغان هايتس بلوط أبيض أمريكي 7.5 إنش',
      summary: 'بلوط أبيض أمريكي طبيعي يُعتمد عليه، بألواح عرضها 7.5 إنش وطبقة تآكل 3 مم.',
      intro: 'مورغان هايتس هو خيارنا الأول في البلوط الأبيض الأمريكي: لون طبيعي صادق، ومعالجة خفيفة بالفرشاة السلكية، وورنيش غير لامع متين.',
      points: ['طبقة تآكل 3 مم قابلة للصنفرة', 'معالجة خفيفة بالفرشاة السلكية', 'يناسب التركيب العائم أو بالغراء أو بالمسامير'],
    },
    fr: {
      name: 'Parquet contrecollé Morgan Heights chêne blanc d’Amérique 7 1/2 po',
      summary: 'Un chêne blanc d’Amérique naturel et fiable, en lames de 7 1/2 po avec une couche d’usure de 3 mm.',
      intro: 'Morgan Heights est notre chêne blanc d’Amérique de référence : une couleur naturelle franche, un léger brossage et un vernis mat durable.',
      points: ['Couche d’usure de 3 mm, ponçable', 'Léger brossage', 'Pose flottante, collée ou clouée'],
    },
  },
  'white-rock-whitewash-7-12-american-white-oak': {
    bn: {
      name: 'হোয়াইট রক হোয়াইটওয়াশ ৭ ১/২" আমেরিকান হোয়াইট ওক',
      summary: 'হোয়াইটওয়াশড আমেরিকান ওক, কোমল উপকূলীয় সাজে ঘরকে উজ্জ্বল করে তোলে।',
      intro: 'হোয়াইট রক হোয়াইটওয়াশের অনুপ্রেরণা সমুদ্রতীরের কটেজ: সিলেক্ট ওকের ওপর সাদা রঙের কোমল প্রলেপ, সুরক্ষা দেওয়া ম্যাট ল্যাকারে সিল করা।',
      points: ['হোয়াইটওয়াশ ফিনিশ', 'সিলেক্ট গ্রেড', 'উজ্জ্বল, উপকূলীয় সাজ'],
    },
    ar: {
      name: 'بلوط أبيض أمريكي وايت روك مبيَّض 7.5 إنش',
      summary: 'بلوط أمريكي مبيَّض يضفي على الغرف إشراقًا بمظهر ساحلي ناعم.',
      intro: 'استُلهم وايت روك من أكواخ شاطئ البحر: طبقة بيضاء ناعمة فوق بلوط مختار، محمية بورنيش واقٍ غير لامع.',
      points: ['تشطيب مبيَّض', 'درجة مختارة', 'مظهر ساحلي مشرق'],
    },
    fr: {
      name: 'Chêne blanc d’Amérique White Rock blanchi 7 1/2 po',
      summary: 'Un chêne américain blanchi qui illumine les pièces d’un doux air de bord de mer.',
      intro: 'White Rock s’inspire des chalets de bord de mer : un léger voile blanc sur du chêne de choix sélect, scellé par un vernis mat protecteur.',
      points: ['Finition blanchie', 'Choix sélect', 'Look lumineux, esprit côtier'],
    },
  },
  'elgin-honey-7-12-american-white-oak': {
    bn: {
      name: 'এলগিন হানি ৭ ১/২" আমেরিকান হোয়াইট ওক',
      summary: 'হালকা হাতে চাঁছা উপরিতলসহ উষ্ণ মধু-রঙা আমেরিকান হোয়াইট ওক।',
      intro: 'এলগিন হানি পরিবারের বাড়িতে নিয়ে আসে চিরচেনা সোনালি উষ্ণতা আর আলতো হাতে চাঁছা উপরিতল, যেখানে সামান্য টেক্সচার প্রতিদিনের ছোটখাটো আঁচড় ও দাগ আড়াল করে রাখে।',
      points: ['ক্যারেক্টার ওকে মধু-রঙা স্টেইন', 'হাতে চাঁছা টেক্সচার', 'সাটিন ল্যাকার ফিনিশ'],
    },
    ar: {
      name: 'بلوط أبيض أمريكي إلجين عسلي 7.5 إنش',
      summary: 'بلوط أبيض أمريكي بلون عسلي دافئ وسطح مكشوط يدويًا بخفة.',
      intro: 'يمنح إلجين العسلي منازل العائلات دفئًا ذهبيًا كلاسيكيًا وسطحًا مكشوطًا يدويًا بلطف، حيث يُخفي قليلٌ من الملمس آثار الحياة اليومية.',
      points: ['صبغة عسلية على بلوط من الدرجة الطبيعية المميزة', 'ملمس مكشوط يدويًا', 'تشطيب بورنيش ساتان'],
    },
    fr: {
      name: 'Chêne blanc d’Amérique Elgin miel 7 1/2 po',
      summary: 'Un chêne blanc d’Amérique aux chauds tons de miel, à la surface légèrement raclée à la main.',
      intro: 'Elgin miel apporte une chaleur dorée classique et une surface délicatement raclée à la main aux maisons familiales, où un peu de texture fait oublier les petits accrocs du quotidien.',
      points: ['Teinture miel sur chêne de choix caractère', 'Texture raclée à la main', 'Finition au vernis satiné'],
    },
  },
};
