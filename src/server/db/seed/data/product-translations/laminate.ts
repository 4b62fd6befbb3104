import type { TranslationLocale } from '@/domain/content/translations';
import type { ProductCopy } from '../product-text';

/** The laminate floors in Bengali, Arabic and French, by product slug. */
export const LAMINATE_COPY: Record<string, Record<TranslationLocale, ProductCopy>> = {
  'kitsilano-oak-123-mm-laminate': {
    bn: {
      name: 'কিটসিলানো ওক ১২.৩ মিমি ল্যামিনেট',
      summary: 'আমাদের সবচেয়ে বেশি বিক্রি হওয়া ১২.৩ মিমি ল্যামিনেট, যার টেক্সচার করা ওক আঁশ ছাপা গিঁটের সঙ্গে হুবহু মিলে যায়। উষ্ণ হানি ওক থেকে শীতল ড্রিফটউড ধূসর পর্যন্ত চারটি রঙে পাওয়া যায়।',
      intro: 'কিটসিলানো ওক ব্যস্ত বাড়িতে চওড়া করে কাটা ওক কাঠের মেঝের চেহারা এনে দেয়, হার্ডউডের তুলনায় অনেক কম খরচে। কাঠের আঁশের সঙ্গে মিলিয়ে এমবস করা উপরিভাগ প্রতিটি গিঁট ও খিলানের মতো আঁশের নকশা অনুসরণ করে, তাই পায়ের নিচে দেখতে ও ছুঁয়ে দেখতে একেবারে আসল কাঠের মতো।',
      points: [
        '<strong>AC4 রেটিং</strong>, তাই বাড়ির ভারী হাঁটাচলা, পোষা প্রাণী ও চাকাওয়ালা চেয়ার সবই সামলায়',
        'পুরু ১২.৩ মিমি HDF কোর; আমাদের অ্যাকুস্টিক আন্ডারলের সঙ্গে বসালে পায়ের নিচে মজবুত ও নিঃশব্দ লাগে',
        'চার পাশেই রং করা মাইক্রো-বেভেল, তাই প্রতিটি প্ল্যাঙ্ক আলাদা করে স্পষ্ট বোঝা যায়',
        'প্রাকৃতিক ওক, ধোঁয়াটে ধূসর, হানি ওক ও ড্রিফটউড ধূসর থেকে বেছে নিন',
      ],
      outro: 'মানানসই টি-মোল্ডিং, রিডিউসার ও সিঁড়ির নোজিং আনুষঙ্গিক সামগ্রী বিভাগে পাওয়া যায়।',
    },
    ar: {
      name: 'لامينيت كيتسيلانو بلوط 12.3 مم',
      summary: 'اللامينيت الأكثر مبيعًا لدينا بسماكة 12.3 مم، بعروق بلوط بارزة الملمس تتطابق مع العُقد المطبوعة. متوفر بأربع درجات، من البلوط العسلي الدافئ إلى رمادي خشب الشاطئ الهادئ.',
      intro: 'يمنح لامينيت كيتسيلانو بلوط المنازلَ كثيرة الحركة مظهر أرضية من ألواح البلوط العريضة بجزء بسيط من تكلفة الخشب الصلب. ويتبع سطحه ذو النقش البارز المتطابق مع العروق كل عقدة وكل نقشة قوسية في الخشب، فيبدو تحت القدمين ويُلمس كأنه خشب حقيقي.',
      points: [
        '<strong>تصنيف AC4</strong> يتحمّل الحركة السكنية الكثيفة والحيوانات الأليفة والكراسي ذات العجلات',
        'قلب HDF سميك بسماكة 12.3 مم يمنح إحساسًا بالصلابة والهدوء عند تركيبه مع طبقتنا العازلة للصوت',
        'حواف مشطوفة دقيقة مطلية من الجوانب الأربعة تُبرز كل لوح على حدة',
        'اختر من بين أربعة ألوان: بلوط طبيعي، ورمادي مدخّن، وبلوط عسلي، ورمادي خشب الشاطئ',
      ],
      outro: 'تتوفر قوالب على شكل T وقوالب انتقالية وحواف درج مطابقة في قسم الإكسسوارات.',
    },
    fr: {
      name: 'Stratifié Kitsilano chêne 12,3 mm',
      summary: 'Notre stratifié de 12,3 mm le plus vendu, au veinage de chêne texturé qui suit les nœuds imprimés. Offert en quatre teintes, du chêne miel chaleureux au gris bois flotté plus froid.',
      intro: 'Le stratifié Kitsilano offre aux maisons animées l’allure d’un plancher de chêne à larges lames, pour une fraction du prix du bois franc. Sa surface à gaufrage synchronisé suit chaque nœud et chaque veinage cathédrale : sous vos pieds, il a l’aspect et le toucher du vrai bois.',
      points: [
        '<strong>Classe AC4</strong> pour une circulation résidentielle intense, les animaux et les chaises à roulettes',
        'Âme en HDF épaisse de 12,3 mm, solide et silencieuse sous le pied avec notre sous-couche acoustique',
        'Micro-chanfrein peint sur les quatre côtés pour des lames bien définies',
        'Au choix : Chêne naturel, Gris fumé, Chêne miel et Gris bois flotté',
      ],
      outro: 'Les moulures en T, réducteurs et nez de marche assortis se trouvent dans la section Accessoires.',
    },
  },
  'kerrisdale-hickory-123-mm-hand-scraped-laminate': {
    bn: {
      name: 'কেরিসডেল হিকরি ১২.৩ মিমি হাতে চাঁছা ল্যামিনেট',
      summary: 'হাতে চাঁছা টেক্সচার ও রঙের জোরালো বৈচিত্র্যসহ ৯ ইঞ্চি চওড়া হিকরি-চেহারার প্ল্যাঙ্ক, রাস্টিক ও ফার্মহাউস ধাঁচের ঘরের জন্য।',
      intro: 'কেরিসডেল হিকরিতে ফুটে ওঠে হিকরি কাঠের জোরালো বৈপরীত্য: একই বাক্সের মধ্যেই মধু-রং থেকে গাঢ় বাদামি পর্যন্ত নানা শেড। হাতে চাঁছা উপরিভাগ প্রতিদিনের ঘষার দাগ ও কুকুরের নখের আঁচড় আড়াল করে।',
      points: [
        'অতিরিক্ত চওড়া ৯" x ৬০" প্ল্যাঙ্ক, তাই জোড় কম আর ঘর দেখায় আরও প্রশস্ত',
        'হাতে চাঁছা টেক্সচার ও গোলাকার কিনারায় পুরোনো, পুনর্ব্যবহৃত কাঠের খাঁটি অনুভূতি',
        'বসার ঘর, করিডর ও রান্নাঘরের জন্য <strong>AC4</strong> ক্ষয়রোধী রেটিং',
      ],
      outro: 'রঙের সবচেয়ে সুন্দর মিশেলের জন্য বসানোর সময় একসঙ্গে তিন-চারটি বাক্স খুলে প্ল্যাঙ্কগুলো মিশিয়ে নিন।',
    },
    ar: {
      name: 'لامينيت كيريسديل هيكوري مكشوط يدويًا 12.3 مم',
      summary: 'لوح عريض بعرض 9 إنش بمظهر خشب الهيكوري، بملمس مكشوط يدويًا وتباين واضح في الألوان، للديكورات الريفية وديكورات بيوت المزارع.',
      intro: 'يعيد لامينيت كيريسديل هيكوري إحياء التباين الجريء لخشب الهيكوري، بدرجات تتراوح بين العسلي والبني الداكن في العلبة الواحدة. ويُخفي سطحه المكشوط يدويًا الخدوش اليومية وآثار مخالب الكلاب.',
      points: [
        'ألواح عريضة جدًا بمقاس 9 × 60 إنش تعني فواصل أقل ومظهرًا أكثر اتساعًا',
        'ملمس مكشوط يدويًا وحواف مستديرة لإحساس أصيل بالخشب المُستصلَح',
        'تصنيف مقاومة التآكل <strong>AC4</strong> لغرف المعيشة والممرات والمطابخ',
      ],
      outro: 'للحصول على أفضل توزيع للألوان، اخلط الألواح من ثلاث أو أربع علب في آنٍ واحد أثناء التركيب.',
    },
    fr: {
      name: 'Stratifié Kerrisdale hickory raclé à la main 12,3 mm',
      summary: 'Une large lame de 9 po d’aspect hickory, à la texture raclée à la main et aux fortes variations de teinte, pour les intérieurs rustiques et champêtres.',
      intro: 'Le stratifié Kerrisdale reproduit le contraste marqué du hickory, avec des teintes allant du miel au brun profond dans une même boîte. Sa surface raclée à la main dissimule les éraflures du quotidien et les griffes de chien.',
      points: [
        'Lames extra-larges de 9 po x 60 po : moins de joints et une pièce qui paraît plus spacieuse',
        'Texture raclée à la main et bords arrondis pour le cachet authentique du bois de récupération',
        'Classe d’usure <strong>AC4</strong> pour les salons, les corridors et les cuisines',
      ],
      outro: 'Pendant la pose, mélangez les lames de trois ou quatre boîtes à la fois pour une répartition optimale des teintes.',
    },
  },
  'shaughnessy-chestnut-123-mm-laminate': {
    bn: {
      name: 'শনেসি চেস্টনাট ১২.৩ মিমি ল্যামিনেট',
      summary: 'নরম সাটিন আভাসহ গাঢ় চেস্টনাট-বাদামি ওকের চেহারা, যা ঐতিহ্যবাহী ও আধুনিক-ঐতিহ্যের মিশেলে সাজানো বাড়িতে মানিয়ে যায়।',
      intro: 'শনেসি চেস্টনাটে উষ্ণ লালচে-বাদামি রঙের সঙ্গে মিলেছে হালকা ওয়্যার-ব্রাশ করা উপরিভাগ, যা ক্লাসিক ঐতিহ্যবাহী ঘরে দেয় পরিপাটি অথচ টেকসই মেঝে।',
      points: [
        'আমাদের সারে গুদামে সবসময় মজুত, নিজে তুলে নেওয়া বা ডেলিভারির জন্য প্রস্তুত',
        'হালকা ওয়্যার-ব্রাশ টেক্সচারসহ সাটিন ফিনিশ',
        'আগে থেকে মোম দেওয়া ক্লিক জয়েন্টসহ পুরু ১২.৩ মিমি বোর্ড',
      ],
    },
    ar: {
      name: 'لامينيت شونيسي كستنائي 12.3 مم',
      summary: 'مظهر بلوط بلون بني كستنائي غني ولمعة ساتانية ناعمة، يلائم المنازل ذات الطابع التقليدي والانتقالي.',
      intro: 'يجمع لامينيت شونيسي كستنائي بين درجات البني المائل إلى الحمرة الدافئة وسطح معالَج بفرشاة سلكية بخفة، ليمنح الغرف ذات الطابع التراثي الكلاسيكي أرضية أنيقة ومتينة في آنٍ واحد.',
      points: [
        'متوفر دائمًا في مستودعنا في ساري، جاهز للاستلام أو التوصيل',
        'تشطيب ساتان بملمس خفيف للفرشاة السلكية',
        'لوح سميك بسماكة 12.3 مم بوصلة تعشيق مشمّعة مسبقًا',
      ],
    },
    fr: {
      name: 'Stratifié Shaughnessy châtaigne 12,3 mm',
      summary: 'Un aspect chêne brun châtaigne profond, au lustre satiné tout en douceur, pour les intérieurs classiques comme contemporains.',
      intro: 'Le stratifié Shaughnessy marie des tons brun-roux chaleureux à une surface légèrement brossée, pour offrir aux pièces d’esprit patrimonial un plancher soigné et durable.',
      points: [
        'Toujours en stock à notre entrepôt de Surrey, prêt pour la cueillette ou la livraison',
        'Fini satiné à la texture légèrement brossée',
        'Lame épaisse de 12,3 mm à joint clic préciré',
      ],
    },
  },
  'point-grey-ash-long-plank-123-mm-laminate': {
    bn: {
      name: 'পয়েন্ট গ্রে অ্যাশ লম্বা প্ল্যাঙ্ক ১২.৩ মিমি ল্যামিনেট',
      summary: 'উজ্জ্বল, খোলামেলা ঘরের জন্য অতিরিক্ত লম্বা ৬ ফুটের প্ল্যাঙ্কে হালকা রঙের স্ক্যান্ডিনেভীয় অ্যাশ কাঠের চেহারা।',
      intro: 'পয়েন্ট গ্রে অ্যাশ ঘরকে রাখে হালকা ও শান্ত: কোমল ব্লন্ড আভা, প্রায় অদৃশ্য আঁশ আর অতি ম্যাট উপরিভাগ, যা দেখতে তেল দেওয়া কাঠের মতো।',
      points: [
        'লম্বা ৮" x ৭২.৮" প্ল্যাঙ্কে ঘর দেখায় আরও বড়',
        'অতি ম্যাট ফিনিশ পায়ের ছাপ ও ধুলো আড়াল করে',
        'ব্যস্ত পারিবারিক বাড়ির জন্য <strong>AC4</strong> রেটিং',
      ],
      outro: 'বর্তমানে স্টক শেষ; শিগগিরই নতুন কনটেইনার আসার কথা। পরের চালান থেকে বাক্স সংরক্ষণ করতে দোকানে যোগাযোগ করুন।',
    },
    ar: {
      name: 'لامينيت بوينت غراي دردار بألواح طويلة 12.3 مم',
      summary: 'مظهر خشب دردار إسكندنافي فاتح بألواح طويلة جدًا بطول 6 أقدام، للمساحات المفتوحة المشرقة.',
      intro: 'يحافظ لامينيت بوينت غراي دردار على أجواء فاتحة وهادئة: درجات شقراء ناعمة، وعروق تكاد لا تُرى، وسطح غير لامع تمامًا يبدو كالخشب المُزيَّت.',
      points: [
        'ألواح طويلة بمقاس 8 × 72.8 إنش تجعل الغرف تبدو أوسع',
        'تشطيب غير لامع تمامًا يُخفي آثار الأقدام والغبار',
        'تصنيف <strong>AC4</strong> للمنازل العائلية كثيرة الحركة',
      ],
      outro: 'نفدت الكمية حاليًا، ومن المتوقع وصول حاوية جديدة قريبًا. تواصل مع المتجر لحجز علب من الشحنة القادمة.',
    },
    fr: {
      name: 'Stratifié Point Grey frêne à lames longues 12,3 mm',
      summary: 'Un aspect frêne pâle d’inspiration scandinave, en lames extra-longues de 6 pi, pour les aires ouvertes lumineuses.',
      intro: 'Le stratifié Point Grey mise sur la lumière et le calme : des tons blonds tout en douceur, un veinage presque invisible et une surface ultra-mate qui évoque le bois huilé.',
      points: [
        'Longues lames de 8 po x 72,8 po qui agrandissent visuellement les pièces',
        'Fini ultra-mat qui camoufle les traces de pas et la poussière',
        'Classe <strong>AC4</strong> pour les maisons familiales animées',
      ],
      outro: 'Actuellement en rupture de stock; un nouveau conteneur est attendu sous peu. Communiquez avec le magasin pour réserver des boîtes du prochain arrivage.',
    },
  },
  'crescent-beach-hydroguard-123-mm-waterproof-laminate': {
    bn: {
      name: 'ক্রিসেন্ট বিচ হাইড্রোগার্ড ১২.৩ মিমি জলরোধী ল্যামিনেট',
      summary: 'জলরোধী রেটিংয়ের ল্যামিনেট, যা ৭২ ঘণ্টা পর্যন্ত জমে থাকা জল সহ্য করে, সমুদ্রতীরের আমেজের তিনটি ওক রঙে। পুরো কালেকশনের স্টক বর্তমানে শেষ।',
      intro: 'ক্রিসেন্ট বিচ হাইড্রোগার্ডে আছে জল-বিকর্ষী HDF কোর এবং মোমের প্রলেপ দেওয়া সিল করা জয়েন্ট, তাই তরল ছিটকে পড়া বা প্রবেশপথে ভেজা বুট নিয়ে আর দুশ্চিন্তা নেই।',
      points: [
        'উপরিভাগে জমে থাকা জলের বিরুদ্ধে <strong>৭২ ঘণ্টা</strong> সুরক্ষা',
        'বাণিজ্যিক মানের <strong>AC5</strong> ক্ষয়রোধী রেটিং',
        'কোস্টাল ব্লন্ড, ড্রিফটউড ধূসর ও প্রাকৃতিক ওক রঙে পাওয়া যায়',
      ],
      outro: 'সব রঙের স্টক শেষ। কাছাকাছি ধরনের, মজুত থাকা বিকল্প হিসেবে স্টিভস্টন হারবার ওক সম্পর্কে দোকানে জিজ্ঞেস করুন।',
    },
    ar: {
      name: 'لامينيت كريسنت بيتش هيدروغارد مقاوم للماء 12.3 مم',
      summary: 'لامينيت مصنّف مقاومًا للماء يصمد أمام المياه الراكدة لمدة 72 ساعة، بثلاث درجات بلوط مستوحاة من الشاطئ. المجموعة بأكملها نفدت حاليًا.',
      intro: 'يجمع لامينيت كريسنت بيتش هيدروغارد بين قلب HDF طارد للماء ووصلات محكمة الإغلاق مغطاة بالشمع، فلا داعي للقلق بعد اليوم من الانسكابات أو الأحذية المبللة عند المدخل.',
      points: [
        'حماية لمدة <strong>72 ساعة</strong> من المياه الراكدة على السطح',
        'تصنيف مقاومة التآكل <strong>AC5</strong> بمستوى تجاري',
        'متوفر بألوان أشقر ساحلي ورمادي خشب الشاطئ وبلوط طبيعي',
      ],
      outro: 'نفدت جميع الألوان. اسأل في المتجر عن لامينيت ستيفستون هاربر بلوط كبديل مشابه متوفر في المخزون.',
    },
    fr: {
      name: 'Stratifié étanche Crescent Beach HydroGuard 12,3 mm',
      summary: 'Un stratifié classé étanche qui résiste à l’eau stagnante pendant 72 heures, en trois teintes de chêne aux accents de plage. Toute la collection est actuellement en rupture de stock.',
      intro: 'Le stratifié Crescent Beach HydroGuard associe une âme en HDF hydrofuge à des joints scellés enduits de cire : les liquides renversés et les bottes mouillées dans l’entrée ne sont plus un souci.',
      points: [
        'Protection de <strong>72 heures</strong> contre l’eau stagnante en surface',
        'Classe d’usure <strong>AC5</strong> de qualité commerciale',
        'Offert en Blond côtier, Gris bois flotté et Chêne naturel',
      ],
      outro: 'Toutes les couleurs sont en rupture de stock. Renseignez-vous en magasin sur le stratifié Steveston Harbour chêne, une option semblable disponible en stock.',
    },
  },
  'steveston-harbour-oak-123-mm-72-hour-waterproof-laminate': {
    bn: {
      name: 'স্টিভস্টন হারবার ওক ১২.৩ মিমি ৭২ ঘণ্টা জলরোধী ল্যামিনেট',
      summary: '৭২ ঘণ্টা জল প্রতিরোধী ধোঁয়াটে ধূসর ওক ল্যামিনেট, রান্নাঘর, জুতো-কোট রাখার প্রবেশঘর (মাডরুম) ও বেসমেন্টের জন্য আদর্শ।',
      intro: 'স্টিভস্টন হারবার ওকে আছে পুরোনো জেটির রোদে-জলে জীর্ণ ধূসর কাঠের চরিত্র, সঙ্গে আধুনিক সুরক্ষা: জল-বিকর্ষী কোর ও সিল করা জয়েন্ট ৭২ ঘণ্টা পর্যন্ত জল উপরিভাগেই আটকে রাখে।',
      points: [
        'রান্নাঘর, লন্ড্রি রুম ও সামনের প্রবেশপথের জন্য দারুণ',
        'ধূসর ও ধূসর-বাদামি রঙের সূক্ষ্ম রেখাসহ ওয়্যার-ব্রাশ করা ম্যাট টেক্সচার',
        'পুরো স্টকে <strong>উদ্বোধনী ছাড়</strong>, স্টক থাকা পর্যন্ত',
      ],
    },
    ar: {
      name: 'لامينيت ستيفستون هاربر بلوط مقاوم للماء 72 ساعة 12.3 مم',
      summary: 'لامينيت بلوط بلون رمادي مدخّن يقاوم الماء لمدة 72 ساعة، مثالي للمطابخ وغرف المدخل المخصصة للأحذية والمعاطف والأقبية.',
      intro: 'يحمل لامينيت ستيفستون هاربر بلوط الطابع الرمادي المعتّق لأخشاب الأرصفة البحرية القديمة مع حماية عصرية: قلب طارد للماء ووصلات محكمة الإغلاق تُبقي الماء على السطح لمدة تصل إلى 72 ساعة.',
      points: [
        'خيار ممتاز للمطابخ وغرف الغسيل والمداخل الأمامية',
        'ملمس غير لامع معالَج بفرشاة سلكية مع خطوط خفيفة بالرمادي والبني الرمادي',
        '<strong>تخفيضات الإطلاق</strong> على المخزون بالكامل حتى نفاد الكمية',
      ],
    },
    fr: {
      name: 'Stratifié Steveston Harbour chêne 12,3 mm étanche 72 heures',
      summary: 'Un stratifié chêne gris fumé résistant à l’eau pendant 72 heures, idéal pour les cuisines, les vestibules et les sous-sols.',
      intro: 'Le stratifié Steveston Harbour a le caractère gris patiné des vieux quais de bois, avec une protection moderne : une âme hydrophobe et des joints scellés retiennent l’eau en surface jusqu’à 72 heures.',
      points: [
        'Parfait pour la cuisine, la salle de lavage et l’entrée',
        'Texture mate brossée aux subtiles traînées grises et taupe',
        '<strong>Solde de lancement</strong> sur tout le stock, jusqu’à épuisement',
      ],
    },
  },
  'fort-langley-heritage-oak-123-mm-72-hour-waterproof-laminate': {
    bn: {
      name: 'ফোর্ট ল্যাংলি হেরিটেজ ওক ১২.৩ মিমি ৭২ ঘণ্টা জলরোধী ল্যামিনেট',
      summary: 'করাতের দাগ ও হালকা পুরোনো-ধাঁচের ঘষামাজাসহ উষ্ণ হানি ওক, ৭২ ঘণ্টা পর্যন্ত তরল ছিটকে পড়া থেকে সুরক্ষিত।',
      intro: 'ফোর্ট ল্যাংলি হেরিটেজ ওকের অনুপ্রেরণা ঐতিহাসিক গ্রামের বাড়িগুলোর প্রাচীন গাছের কাঠের তক্তা: সোনালি মধু-রং, স্পষ্ট করাতের দাগ আর মাঝে মাঝে ভরাট করা গিঁট।',
      points: [
        'প্রথাগত প্ল্যাঙ্ক বিন্যাসের জন্য আরও লম্বা ৫৪" প্ল্যাঙ্ক',
        'সিল করা ক্লিক জয়েন্টসহ ৭২ ঘণ্টা জল প্রতিরোধ',
        'পুরোনো ধাঁচের সাটিন ফিনিশ, যা সময়ের সঙ্গে আরও সুন্দর হয়ে ওঠে',
      ],
    },
    ar: {
      name: 'لامينيت فورت لانغلي بلوط تراثي مقاوم للماء 72 ساعة 12.3 مم',
      summary: 'بلوط عسلي دافئ بآثار المنشار ولمسة تعتيق خفيفة، محمي من الانسكابات لمدة تصل إلى 72 ساعة.',
      intro: 'استُلهم لامينيت فورت لانغلي بلوط تراثي من ألواح الأشجار المعمّرة في بيوت القرية التاريخية: درجات عسلية ذهبية، وآثار منشار واضحة، وعُقد معبّأة بين الحين والآخر.',
      points: [
        'ألواح أطول بطول 54 إنش لتوزيع تقليدي للألواح',
        'مقاومة للماء لمدة 72 ساعة بفضل وصلات تعشيق محكمة الإغلاق',
        'تشطيب ساتان بمظهر معتّق يزداد جمالًا مع مرور الوقت',
      ],
    },
    fr: {
      name: 'Stratifié Fort Langley chêne d’antan 12,3 mm étanche 72 heures',
      summary: 'Un chêne miel chaleureux, avec traits de scie et léger vieillissement, protégé contre les déversements jusqu’à 72 heures.',
      intro: 'Le stratifié Fort Langley s’inspire des planches de bois de forêts anciennes qui habillent les maisons historiques du village : des tons miel doré, des traits de scie apparents et, çà et là, un nœud mastiqué.',
      points: [
        'Lames plus longues de 54 po pour une disposition traditionnelle',
        'Résistance à l’eau de 72 heures grâce aux joints à clic scellés',
        'Fini satiné vieilli qui se patine avec élégance',
      ],
    },
  },
  'deep-cove-walnut-123-mm-72-hour-waterproof-laminate': {
    bn: {
      name: 'ডিপ কোভ ওয়ালনাট ১২.৩ মিমি ৭২ ঘণ্টা জলরোধী ল্যামিনেট',
      summary: 'বাণিজ্যিক মানের AC5 টেকসইতা ও ৭২ ঘণ্টা জল প্রতিরোধসহ গাঢ় ওয়ালনাট ল্যামিনেট।',
      intro: 'ডিপ কোভ ওয়ালনাট আধুনিক অন্দরসজ্জার জন্য এনে দেয় গাঢ় চকোলেট রং ও মিহি সোজা আঁশ, সঙ্গে আমাদের ল্যামিনেট সংগ্রহের সবচেয়ে কঠোর ক্ষয়রোধী রেটিং।',
      points: [
        '<strong>AC5</strong> রেটিং, অফিস ও দোকানের জন্যও উপযুক্ত',
        'ওয়ালনাট কাঠের আঁশ অনুসরণ করে মিলিয়ে এমবস করা টেক্সচার',
        'সবসময় মজুত থাকে, বড় অর্ডারেও অপেক্ষা করতে হয় না',
      ],
    },
    ar: {
      name: 'لامينيت ديب كوف جوز مقاوم للماء 72 ساعة 12.3 مم',
      summary: 'لامينيت بلون الجوز الداكن بمتانة تجارية AC5 ومقاومة للماء لمدة 72 ساعة.',
      intro: 'يقدّم لامينيت ديب كوف جوز درجات الشوكولاتة الداكنة وعروقًا مستقيمة دقيقة للديكورات العصرية، مدعومة بأعلى تصنيف لمقاومة التآكل في مجموعتنا من اللامينيت.',
      points: [
        'تصنيف <strong>AC5</strong>، مناسب للمكاتب والمحلات التجارية',
        'ملمس بنقش بارز متطابق يتبع عروق خشب الجوز',
        'متوفر في المخزون باستمرار، دون انتظار حتى للطلبات الكبيرة',
      ],
    },
    fr: {
      name: 'Stratifié Deep Cove noyer 12,3 mm étanche 72 heures',
      summary: 'Un stratifié noyer foncé à la durabilité commerciale AC5, résistant à l’eau pendant 72 heures.',
      intro: 'Le stratifié Deep Cove apporte aux intérieurs modernes des tons chocolat noir et un fin veinage droit, avec la classe d’usure la plus élevée de notre gamme de stratifiés.',
      points: [
        'Classe <strong>AC5</strong>, convient aux bureaux et aux commerces',
        'Texture à gaufrage synchronisé qui suit le veinage du noyer',
        'Toujours en stock, aucune attente même pour les grosses commandes',
      ],
    },
  },
  'cloverdale-classic-oak-83-mm-laminate': {
    bn: {
      name: 'ক্লোভারডেল ক্লাসিক ওক ৮.৩ মিমি ল্যামিনেট',
      summary: 'শোবার ঘর, ভাড়া বাড়ি ও কম খরচের সংস্কারের জন্য সাশ্রয়ী ৮.৩ মিমি ল্যামিনেট, চারটি পরিচিত ওক রঙে।',
      intro: 'ক্লোভারডেল ক্লাসিক ওক আমাদের সংগ্রহের সাশ্রয়ী ও নির্ভরযোগ্য ভরসা: সহজেই ক্লিক করে জোড়া লাগে, বহন করা হালকা, আর পুরো বাড়ির কাজের জন্য প্রচুর পরিমাণে পাওয়া যায়।',
      points: [
        'শোবার ঘর, বসার ঘর ও বাড়ির অফিসের জন্য <strong>AC3</strong> রেটিং',
        'সোজা কিনারার প্ল্যাঙ্কে তৈরি হয় মসৃণ, জোড়হীন দেখতে উপরিভাগ',
        'প্রতি বাক্সে নয়টি প্ল্যাঙ্ক, ২৩ বর্গফুট কভারেজ',
      ],
    },
    ar: {
      name: 'لامينيت كلوفرديل بلوط كلاسيكي 8.3 مم',
      summary: 'لامينيت بسماكة 8.3 مم بسعر مناسب لغرف النوم والشقق المؤجرة والتجديدات محدودة الميزانية، بأربع درجات بلوط مألوفة.',
      intro: 'لامينيت كلوفرديل بلوط كلاسيكي هو الخيار الاقتصادي العملي في مجموعتنا: سهل التركيب بالتعشيق، وخفيف الحمل، ومتوفر بكميات كبيرة لمشاريع المنزل بأكمله.',
      points: [
        'تصنيف <strong>AC3</strong> لغرف النوم وغرف المعيشة والمكاتب المنزلية',
        'ألواح بحواف مستقيمة تمنح سطحًا أملس متصلًا بلا فواصل ظاهرة',
        'تسعة ألواح في العلبة، بتغطية 23 قدمًا مربعًا',
      ],
    },
    fr: {
      name: 'Stratifié Cloverdale chêne classique 8,3 mm',
      summary: 'Un stratifié de 8,3 mm abordable pour les chambres, les logements locatifs et les rénovations à petit budget, en quatre teintes de chêne du quotidien.',
      intro: 'Le stratifié Cloverdale est le choix économique et fiable de notre gamme : facile à assembler par clic, léger à transporter et offert en grandes quantités pour les projets de toute la maison.',
      points: [
        'Classe <strong>AC3</strong> pour les chambres, les salons et les bureaux à domicile',
        'Lames à bords droits pour une surface lisse et continue',
        'Neuf lames par boîte, couvrant 23 pi²',
      ],
    },
  },
  'fleetwood-grey-oak-83-mm-laminate': {
    bn: {
      name: 'ফ্লিটউড ধূসর ওক ৮.৩ মিমি ল্যামিনেট',
      summary: 'মাইক্রো-বেভেল কিনারাসহ সাশ্রয়ী ৮.৩ মিমি বোর্ডে আধুনিক মাঝারি ধূসর ওক।',
      intro: 'ফ্লিটউড ধূসর ওক কনডো ও ভাড়া দেওয়া স্যুটের জন্য জনপ্রিয় পছন্দ: এমন নিরপেক্ষ ধূসর, যা সাদা রান্নাঘর ও কালো ফিটিংস দুইয়ের সঙ্গেই মানিয়ে যায়।',
      points: [
        'মাইক্রো-বেভেল কিনারা প্রতিটি প্ল্যাঙ্ককে স্পষ্ট করে তোলে',
        'হালকা বাক্স, নিজে নিজে বসানো সহজ',
        'আমাদের বাষ্প-প্রতিরোধী স্তরসহ ৩ মিমি ফোম আন্ডারলের সঙ্গে দারুণ মানায়',
      ],
    },
    ar: {
      name: 'لامينيت فليتوود بلوط رمادي 8.3 مم',
      summary: 'بلوط عصري بلون رمادي متوسط في لوح اقتصادي بسماكة 8.3 مم بحواف مشطوفة دقيقة.',
      intro: 'يُعد لامينيت فليتوود بلوط رمادي خيارًا شائعًا للشقق السكنية والوحدات المؤجرة: رمادي محايد ينسجم مع المطابخ البيضاء والتجهيزات السوداء على حد سواء.',
      points: [
        'الحواف المشطوفة الدقيقة تُبرز حدود كل لوح',
        'علب خفيفة الوزن، يسهل تركيبها بنفسك',
        'يتناسب جيدًا مع طبقتنا العازلة من الرغوة بسماكة 3 مم المزوّدة بحاجز للبخار',
      ],
    },
    fr: {
      name: 'Stratifié Fleetwood chêne gris 8,3 mm',
      summary: 'Un chêne gris moyen au style moderne, en lame économique de 8,3 mm à micro-chanfrein.',
      intro: 'Le stratifié Fleetwood est un choix prisé pour les condos et les logements locatifs : un gris neutre qui s’accorde aussi bien aux cuisines blanches qu’aux accessoires noirs.',
      points: [
        'Micro-chanfreins qui soulignent chaque lame',
        'Boîtes légères, faciles à poser soi-même',
        'S’agence bien avec notre sous-couche en mousse de 3 mm avec pare-vapeur',
      ],
    },
  },
  'newton-maple-83-mm-laminate': {
    bn: {
      name: 'নিউটন ম্যাপল ৮.৩ মিমি ল্যামিনেট',
      summary: 'মসৃণ সাটিন উপরিভাগ ও সোজা কিনারাসহ পরিচ্ছন্ন, হালকা রঙের ম্যাপল কাঠের চেহারা।',
      intro: 'নিউটন ম্যাপলে আছে শক্ত ম্যাপল কাঠের ঘন, সমান আঁশ, কোমল বালুরঙা বেইজ শেডে, যা শোবার ঘর ও বেসমেন্টকে উজ্জ্বল করে তোলে।',
      points: ['হালকা আঁশে মেঝে দেখায় শান্ত ও একরকম', 'মসৃণ সাটিন ফিনিশ, ঝাড়ু দেওয়া ও মোছা সহজ', 'আবাসিক ব্যবহারের জন্য AC3 রেটিং'],
    },
    ar: {
      name: 'لامينيت نيوتن قيقب 8.3 مم',
      summary: 'مظهر خشب قيقب فاتح ونظيف بسطح ساتان أملس وحواف مستقيمة.',
      intro: 'يقدّم لامينيت نيوتن قيقب العروق المتقاربة والمنتظمة لخشب القيقب الصلب بلون بيج رملي ناعم يضفي الإشراق على غرف النوم والأقبية.',
      points: ['عروق خفيفة لأرضية هادئة ومتجانسة', 'تشطيب ساتان أملس يسهل كنسه ومسحه', 'تصنيف AC3 للاستخدام السكني'],
    },
    fr: {
      name: 'Stratifié Newton érable 8,3 mm',
      summary: 'Un aspect érable clair et épuré, à la surface satinée lisse et aux bords droits.',
      intro: 'Le stratifié Newton reprend le veinage serré et régulier de l’érable dur dans un doux beige sable qui illumine les chambres et les sous-sols.',
      points: ['Veinage discret pour un plancher calme et uniforme', 'Fini satiné lisse, facile à balayer et à laver', 'Classe AC3 pour usage résidentiel'],
    },
  },
  'guildford-espresso-oak-83-mm-laminate': {
    bn: {
      name: 'গিল্ডফোর্ড এসপ্রেসো ওক ৮.৩ মিমি ল্যামিনেট',
      summary: 'এই মৌসুমে নতুন, প্রায় কালো এসপ্রেসো ওক, পাতলা ৮.৩ মিমি বোর্ডে AC4 রেটিংসহ।',
      intro: 'গিল্ডফোর্ড এসপ্রেসো ওক হালকা রঙের দেয়াল ও আসবাবের জন্য তৈরি করে নাটকীয়, সমকালীন একটি ভিত্তি। ৮.৩ মিমি বোর্ডে যা সচরাচর দেখা যায় না, এতে আছে AC4 ক্ষয়রোধী রেটিং।',
      points: ['হালকা ওক আঁশসহ গাঢ় এসপ্রেসো রং', 'বেশি হাঁটাচলার জায়গার জন্য <strong>AC4</strong> ওয়্যার লেয়ার', 'চার পাশেই মাইক্রো-বেভেল'],
    },
    ar: {
      name: 'لامينيت غيلدفورد بلوط إسبريسو 8.3 مم',
      summary: 'بلوط إسبريسو شبه أسود، جديد هذا الموسم، بتصنيف AC4 في لوح رفيع بسماكة 8.3 مم.',
      intro: 'يشكّل لامينيت غيلدفورد بلوط إسبريسو قاعدة عصرية لافتة للجدران والأثاث الفاتحة. ومن غير المعتاد في لوح بسماكة 8.3 مم أنه يحمل تصنيف AC4 لمقاومة التآكل.',
      points: ['لون إسبريسو عميق بعروق بلوط خفيفة', 'طبقة تآكل <strong>AC4</strong> للمناطق كثيرة الحركة', 'حواف مشطوفة دقيقة من الجوانب الأربعة'],
    },
    fr: {
      name: 'Stratifié Guildford chêne espresso 8,3 mm',
      summary: 'Un chêne espresso presque noir, nouveauté de la saison, classé AC4 en lame mince de 8,3 mm.',
      intro: 'Le stratifié Guildford forme une base contemporaine spectaculaire pour les murs et les meubles clairs. Chose rare pour une lame de 8,3 mm, il affiche une classe d’usure AC4.',
      points: ['Teinte espresso profonde au léger veinage de chêne', 'Couche d’usure <strong>AC4</strong> pour les aires à forte circulation', 'Micro-chanfrein sur les quatre côtés'],
    },
  },
  'panorama-slate-83-mm-tile-look-laminate': {
    bn: {
      name: 'প্যানোরামা স্লেট ৮.৩ মিমি টাইলের চেহারার ল্যামিনেট',
      summary: 'উষ্ণ ও নিঃশব্দ ল্যামিনেটে গাঢ় স্লেট টাইলের চেহারা, যা গ্রাউট ছাড়াই ক্লিক করে জোড়া লাগে।',
      intro: 'প্যানোরামা স্লেট দেয় প্রাকৃতিক স্লেট টাইলের জোরালো চেহারা, কিন্তু তার ঠান্ডা, শক্ত অনুভূতি ছাড়াই। রং করা বেভেল গ্রাউট লাইনের মতো দেখায়, আর ম্যাট, ফাটা পাথরের টেক্সচার যোগ করে বাস্তবসম্মত গভীরতা।',
      points: ['বড় ১৫.৫" x ৪৭.৮" টাইল-মাপের বোর্ড', 'গ্রাউট নেই, মর্টার নেই, শুকানোর অপেক্ষাও নেই', 'সিরামিকের চেয়ে পায়ের নিচে বেশি উষ্ণ ও কম শব্দ'],
    },
    ar: {
      name: 'لامينيت بانوراما أردواز بمظهر البلاط 8.3 مم',
      summary: 'مظهر بلاط الأردواز الداكن في لامينيت دافئ وهادئ يُركَّب بالتعشيق دون روبة.',
      intro: 'يمنحك لامينيت بانوراما أردواز المظهر الجريء لبلاط الأردواز الطبيعي دون ملمسه البارد والقاسي. تحاكي الحواف المشطوفة المطلية خطوط الروبة، ويضيف الملمس غير اللامع للحجر المشقوق عمقًا واقعيًا.',
      points: ['ألواح كبيرة بمقاس البلاط 15.5 × 47.8 إنش', 'بلا روبة ولا ملاط ولا وقت انتظار للجفاف', 'أدفأ وأهدأ تحت القدمين من السيراميك'],
    },
    fr: {
      name: 'Stratifié Panorama ardoise aspect carrelage 8,3 mm',
      summary: 'L’aspect d’un carrelage d’ardoise foncée dans un stratifié chaleureux et silencieux qui s’assemble par clic, sans coulis.',
      intro: 'Le stratifié Panorama vous donne l’allure affirmée d’un carrelage d’ardoise naturelle, sans sa sensation froide et dure. Les chanfreins peints imitent les joints de coulis, et la texture mate de pierre clivée ajoute une profondeur réaliste.',
      points: ['Grandes lames format carreau de 15,5 po x 47,8 po', 'Pas de coulis, pas de mortier, aucun temps de séchage', 'Plus chaud et plus silencieux sous le pied que la céramique'],
    },
  },
  'hazelmere-travertine-123-mm-tile-look-laminate': {
    bn: {
      name: 'হেজেলমিয়ার ট্রাভার্টাইন ১২.৩ মিমি টাইলের চেহারার ল্যামিনেট',
      summary: 'ঘষে মসৃণ করা ম্যাট টেক্সচার ও রং করা গ্রাউট জয়েন্টসহ কোমল বেইজ রঙের ট্রাভার্টাইন-চেহারার ল্যামিনেট টাইল।',
      intro: 'হেজেলমিয়ার ট্রাভার্টাইন ইতালীয় ট্রাভার্টাইনের ছোট ছোট গর্ত ও স্তরে স্তরে গড়া চরিত্র ধরে রাখে পুরু ১২.৩ মিমি ল্যামিনেটে, যা এক সপ্তাহান্তেই বসানো যায়।',
      points: [
        'ট্রাভার্টাইনের ছিদ্রসহ বাস্তবসম্মত, ঘষে মসৃণ করা উপরিভাগ',
        'চার পাশেই গ্রাউট-লাইনের মতো রং করা বেভেল',
        'সীমিত সময়ের জন্য <strong>পরিচিতিমূলক দাম</strong>',
      ],
    },
    ar: {
      name: 'لامينيت هازلمير ترافرتين بمظهر البلاط 12.3 مم',
      summary: 'بلاطات لامينيت بلون بيج ناعم بمظهر الترافرتين، بملمس غير لامع مصقول صقلًا خفيفًا وفواصل روبة مطلية.',
      intro: 'يجسّد لامينيت هازلمير ترافرتين الطابع المسامي متعدد الطبقات للترافرتين الإيطالي في لامينيت سميك بسماكة 12.3 مم يمكن تركيبه في عطلة نهاية أسبوع واحدة.',
      points: [
        'سطح واقعي مصقول صقلًا خفيفًا بمسام الترافرتين',
        'حواف مشطوفة مطلية بمظهر خطوط الروبة من الجوانب الأربعة',
        '<strong>سعر تعريفي</strong> لفترة محدودة',
      ],
    },
    fr: {
      name: 'Stratifié Hazelmere travertin aspect carrelage 12,3 mm',
      summary: 'Des carreaux stratifiés aspect travertin beige doux, à la texture mate adoucie et aux joints de coulis peints.',
      intro: 'Le stratifié Hazelmere reproduit le caractère alvéolé et tout en strates du travertin italien dans une lame épaisse de 12,3 mm qui se pose en une fin de semaine.',
      points: [
        'Surface adoucie réaliste, avec les pores du travertin',
        'Chanfrein peint façon joint sur les quatre côtés',
        '<strong>Prix de lancement</strong> pour une durée limitée',
      ],
    },
  },
  'morgan-creek-concrete-83-mm-tile-look-laminate': {
    bn: {
      name: 'মরগান ক্রিক কংক্রিট ৮.৩ মিমি টাইলের চেহারার ল্যামিনেট',
      summary: 'বড় মাপের ল্যামিনেট টাইলে শিল্পধাঁচের পালিশ করা কংক্রিটের চেহারা, সবসময় মজুত।',
      intro: 'মরগান ক্রিক কংক্রিট লফট, বেসমেন্ট ও আধুনিক বসার জায়গার জন্য মানানসই, যেখানে ঢালাই করা কংক্রিটের মেঝের চেহারা চাই, কিন্তু তার ঠান্ডা ভাব নয়।',
      points: ['মেঘের মতো কোমল ধূসর নকশা, চোখে পড়ার মতো পুনরাবৃত্তি নেই', 'সরু মাইক্রো-বেভেলে প্রায় জোড়হীন ফিনিশ', 'ব্যস্ত বাড়ির জন্য AC4 টেকসইতা'],
    },
    ar: {
      name: 'لامينيت مورغان كريك خرساني بمظهر البلاط 8.3 مم',
      summary: 'مظهر الخرسانة المصقولة بطابع صناعي في بلاطات لامينيت كبيرة المقاس، متوفر دائمًا في المخزون.',
      intro: 'يناسب لامينيت مورغان كريك خرساني الشقق المفتوحة (اللوفت) والأقبية ومساحات المعيشة العصرية التي تريد مظهر أرضية الخرسانة المصبوبة دون برودتها.',
      points: ['نقشة رمادية ناعمة كالغيوم دون تكرار ملحوظ', 'حواف مشطوفة دقيقة ومتقاربة لتشطيب يكاد يخلو من الفواصل', 'متانة AC4 للمنازل كثيرة الحركة'],
    },
    fr: {
      name: 'Stratifié Morgan Creek béton aspect carrelage 8,3 mm',
      summary: 'Un aspect béton poli d’esprit industriel en carreaux stratifiés grand format, toujours en stock.',
      intro: 'Le stratifié Morgan Creek convient aux lofts, aux sous-sols et aux espaces de vie modernes qui recherchent l’allure d’un plancher de béton coulé, sans le froid.',
      points: ['Motif gris nuagé tout en douceur, sans répétition apparente', 'Micro-chanfrein serré pour un fini presque sans joints', 'Durabilité AC4 pour les maisons animées'],
    },
  },
};
