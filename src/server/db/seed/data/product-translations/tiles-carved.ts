import type { TranslationLocale } from '@/domain/content/translations';
import type { ProductCopy } from '../product-text';

/** The carved, punch and sugar-carving tiles in Bengali, Arabic and French, by product slug. */
export const CARVED_TILE_COPY: Record<string, Record<TranslationLocale, ProductCopy>> = {
  'arabescato-carving-24x48-porcelain': {
    bn: {
      name: 'আরাবেস্কাটো কার্ভিং ২৪x৪৮ পোর্সেলিন',
      summary: 'সাদা মার্বেলের চেহারা, সঙ্গে শিরার রেখা ধরে খোদাই করা কার্ভিং ফিনিশ, যা নকশায় গভীরতা আনে এবং পায়ের নিচে ভালো গ্রিপ দেয়।',
      intro:
        'কার্ভিং টাইলসের গ্লেজে হালকা উঁচু-নিচু খোদাই চাপ দিয়ে বসানো থাকে, যা ছাপা নকশার রেখা মেনে চলে। আরাবেস্কাটোতে ধূসর শিরাগুলো সামান্য বসে থাকে, তাই যেকোনো কোণ থেকে দেখলেও পাথরটিকে প্রাকৃতিক মনে হয়।',
      points: ['খোদাই করা টেক্সচারসহ সাটিন আভা', 'পালিশ করা মার্বেল-চেহারার টাইলসের চেয়ে পিছলানো প্রতিরোধ বেশি', 'দেয়াল ও মেঝের জন্য বড় ২৪x৪৮ ফরম্যাট'],
    },
    ar: {
      name: 'بورسلين أرابيسكاتو محفور 24x48',
      summary: 'مظهر رخام أبيض بتشطيب محفور يتبع العروق، فيمنح السطح عمقًا وثباتًا أفضل تحت القدم.',
      intro:
        'يتميّز البلاط المحفور بنقش بارز خفيف مضغوط في الطلاء الزجاجي يتبع التصميم المطبوع. وفي أرابيسكاتو تنخفض العروق الرمادية قليلًا عن السطح، فيبدو الحجر طبيعيًا من كل زاوية.',
      points: ['لمعة ساتانية مع ملمس منحوت', 'مقاومة للانزلاق أفضل من البلاط المصقول بمظهر الرخام', 'مقاس كبير 24x48 للجدران والأرضيات'],
    },
    fr: {
      name: 'Grès cérame sculpté Arabescato 24x48',
      summary: 'Un aspect marbre blanc au fini sculpté qui suit les veines, pour plus de profondeur et une meilleure adhérence.',
      intro:
        'Les carreaux sculptés présentent un léger relief pressé dans l’émail, qui épouse le motif imprimé. Sur l’Arabescato, les veines grises sont légèrement en creux : la pierre paraît naturelle sous tous les angles.',
      points: ['Lustre satiné et texture sculptée', 'Plus antidérapant que les aspects marbre polis', 'Grand format 24x48 pour les murs et les sols'],
    },
  },
  'travertino-carving-24x24-porcelain': {
    bn: {
      name: 'ট্রাভার্টিনো কার্ভিং ২৪x২৪ পোর্সেলিন',
      summary: 'খোদাই করা ছিদ্র ও স্তরে স্তরে উঁচু নকশাসহ ট্রাভার্টাইনের চেহারা, উষ্ণ বেইজ রঙে, ২৪x২৪ ফরম্যাটে।',
      intro:
        'ট্রাভার্টিনো কার্ভিং খোদাই করা গ্লেজে ট্রাভার্টাইনের স্তরে স্তরে সাজানো রেখা ও খোলা ছিদ্রগুলো ফুটিয়ে তোলে, যা পায়ের নিচে অনুভব করা যায়। অথচ প্রাকৃতিক ট্রাভার্টাইনের মতো ছিদ্র ভরাট বা সিল করার কোনো ঝামেলা নেই।',
      points: ['খোদাই করা ট্রাভার্টাইন টেক্সচার', 'PEI 4, ছাউনির নিচের প্যাটিওর জন্য উপযোগী', 'টাইলের উপরিভাগ সিল করার প্রয়োজন নেই'],
    },
    ar: {
      name: 'بورسلين ترافرتينو محفور 24x24',
      summary: 'مظهر حجر الترافرتين بمسامّ محفورة ونقش بارز متعدد الطبقات، بلون بيج دافئ ومقاس 24x24.',
      intro:
        'يجسّد بورسلين ترافرتينو المحفور الطبقات المتتالية والمسامّ المفتوحة لحجر الترافرتين بطلاء زجاجي منحوت تشعر به تحت قدميك، دون الحاجة إلى سدّ المسامّ وطلائها بمادة عازلة كما يتطلب الترافرتين الطبيعي.',
      points: ['ملمس ترافرتين منحوت', 'PEI 4، مناسب للباحات المسقوفة', 'لا يحتاج سطح البلاط إلى طبقة عازلة'],
    },
    fr: {
      name: 'Grès cérame sculpté Travertino 24x24',
      summary: 'Un aspect travertin aux pores sculptés et au relief en strates, d’un beige chaleureux, en format 24x24.',
      intro:
        'Le Travertino sculpté restitue les strates et les pores ouverts du travertin grâce à un émail sculpté que l’on sent sous le pied, sans le bouchage des pores ni le scellement qu’exige le travertin naturel.',
      points: ['Texture de travertin sculptée', 'PEI 4, convient aux patios couverts', 'Aucun scellant à appliquer sur la surface des carreaux'],
    },
  },
  'armani-grey-carving-24x48-porcelain': {
    bn: {
      name: 'আরমানি গ্রে কার্ভিং ২৪x৪৮ পোর্সেলিন',
      summary: 'মিহি সাদা শিরাসহ মাঝারি ধূসর মার্বেলের চেহারা, ছুঁয়ে অনুভব করা যায় এমন খোদাই করা উপরিভাগ, ২৪x৪৮ মাপে।',
      intro:
        'আরমানি গ্রে কার্ভিং এক রুচিশীল ধূসর মার্বেলের চেহারা। খোদাই করা টেক্সচার মিহি সাদা শিরাগুলোকে ফুটিয়ে তোলে এবং উপরিভাগে আয়নার মতো চকচকে ভাবের বদলে কোমল, স্বাভাবিক দীপ্তি আনে।',
      points: ['বড় প্রকল্পের জন্য সবসময় স্টকে থাকে', 'হাতে ছুঁয়ে অনুভব করা যায় এমন খোদাই ফিনিশ', 'আখরোট কাঠ ও কালো ফিক্সচারের সঙ্গে চমৎকার মানায়'],
    },
    ar: {
      name: 'بورسلين أرماني رمادي محفور 24x48',
      summary: 'مظهر رخام رمادي متوسط الدرجة بعروق بيضاء رفيعة وسطح محفور تشعر بملمسه، بمقاس 24x48.',
      intro:
        'يقدّم بورسلين أرماني رمادي المحفور مظهر رخام رمادي راقيًا. يُبرز الملمس المحفور العروق البيضاء الرفيعة، ويمنح السطح توهّجًا طبيعيًا ناعمًا بدلًا من لمعان المرآة.',
      points: ['متوفر في المخزون باستمرار للمشاريع الكبيرة', 'تشطيب محفور يُحَسّ باللمس', 'يتناسق بشكل رائع مع خشب الجوز والأدوات الصحية السوداء'],
    },
    fr: {
      name: 'Grès cérame sculpté Armani gris 24x48',
      summary: 'Un aspect marbre gris moyen aux fines veines blanches, à la surface sculptée agréable au toucher, en 24x48.',
      intro:
        'L’Armani gris sculpté offre un aspect marbre gris raffiné. Sa texture sculptée fait ressortir les fines veines blanches et donne à la surface une lueur douce et naturelle plutôt qu’un éclat miroir.',
      points: ['Toujours en stock pour les grands projets', 'Fini sculpté agréable au toucher', 'S’agence à merveille avec le noyer et la robinetterie noire'],
    },
  },
  'rustic-slate-punch-24x24-porcelain': {
    bn: {
      name: 'রাস্টিক স্লেট পাঞ্চ ২৪x২৪ পোর্সেলিন',
      summary: 'গভীর পাঞ্চ টেক্সচার ও R11 পিছলানো প্রতিরোধসহ চারকোল রঙের স্লেট পাথরের চেহারা, প্যাটিও, প্রবেশপথ ও গ্যারেজের জন্য।',
      intro: 'পাঞ্চ টাইলসের উপরিভাগ চাপ দিয়ে খাঁজকাটা ও অসমান করে তৈরি, যাতে পা আরও ভালোভাবে আঁকড়ে থাকে। রাস্টিক স্লেট দেখতে প্রাকৃতিকভাবে ফাটা স্লেট পাথরের মতো, আর হিম-প্রতিরোধী বলে বাইরেও ব্যবহার করা যায়।',
      points: ['<strong>R11</strong> পিছলানো-রোধী, ভেজা প্রবেশপথ ও প্যাটিওর জন্য চমৎকার', 'হিম-প্রতিরোধী পোর্সেলিন বডি', 'সবচেয়ে বেশি হাঁটাচলার জায়গার জন্য PEI 5'],
    },
    ar: {
      name: 'بورسلين أردواز ريفي بارز الملمس 24x24',
      summary: 'مظهر أردواز بلون فحمي بملمس بارز عميق ومقاومة للانزلاق بتصنيف R11، للباحات والمداخل والمرائب.',
      intro: 'يُكبس البلاط بارز الملمس بسطح محبّب غير مستوٍ يمنح ثباتًا إضافيًا تحت القدم. يشبه الأردواز الريفي حجر الأردواز الطبيعي المشقوق، وهو مقاوم للصقيع فيصلح للاستخدام الخارجي.',
      points: ['مقاومة للانزلاق بتصنيف <strong>R11</strong>، ممتازة للمداخل والباحات المبللة', 'جسم بورسلين مقاوم للصقيع', 'تصنيف PEI 5 لأشد حركة المشاة كثافة'],
    },
    fr: {
      name: 'Grès cérame à relief Ardoise rustique 24x24',
      summary: 'Un aspect ardoise anthracite à la texture en relief prononcée, antidérapant R11, pour les patios, les entrées et les garages.',
      intro: 'Les carreaux à relief sont pressés avec une surface structurée et irrégulière pour une adhérence accrue. L’Ardoise rustique imite l’ardoise naturelle clivée et résiste au gel, ce qui permet de la poser à l’extérieur.',
      points: ['Antidérapant <strong>R11</strong>, idéal pour les entrées et les patios mouillés', 'Corps en grès cérame résistant au gel', 'PEI 5 pour la circulation piétonne la plus intense'],
    },
  },
  'quartzite-punch-12x24-porcelain': {
    bn: {
      name: 'কোয়ার্টজাইট পাঞ্চ ১২x২৪ পোর্সেলিন',
      summary: 'হালকা গ্রেইজ রঙের কোয়ার্টজাইটের চেহারা, পাঞ্চ করা খসখসে উপরিভাগসহ যা পা পিছলাতে দেয় না; শাওয়ারের মেঝে ও বাইরের সিঁড়ির জন্য মানানসই।',
      intro: 'কোয়ার্টজাইট পাঞ্চে কোমল গ্রেইজ কোয়ার্টজাইট নকশার সঙ্গে রয়েছে টেক্সচারযুক্ত উপরিভাগ, যা শাওয়ারে, সুইমিং পুলের চারপাশে ও ছাউনি-ঢাকা বারান্দায় নিশ্চিন্তে পা ফেলতে সাহায্য করে।',
      points: ['R11 পিছলানো প্রতিরোধ', 'ঢালু শাওয়ারের মেঝে ও সিঁড়ির জন্য ১২x২৪ ফরম্যাট', 'হিম-প্রতিরোধী'],
    },
    ar: {
      name: 'بورسلين كوارتزيت بارز الملمس 12x24',
      summary: 'مظهر كوارتزيت بلون رمادي بيج فاتح وسطح بارز الملمس يمنع الانزلاق، يناسب أرضيات الدش والدرجات الخارجية.',
      intro: 'يجمع بورسلين كوارتزيت بارز الملمس بين نقشة كوارتزيت بلون رمادي بيج هادئ وسطح محبّب، ليمنحك خطوات ثابتة في الدش وحول أحواض السباحة وفي الشرفات المسقوفة.',
      points: ['مقاومة للانزلاق بتصنيف R11', 'مقاس 12x24 لأرضيات الدش المائلة والدرجات', 'مقاوم للصقيع'],
    },
    fr: {
      name: 'Grès cérame à relief Quartzite 12x24',
      summary: 'Un aspect quartzite grège clair à la surface en relief antidérapante, tout indiqué pour les sols de douche et les marches extérieures.',
      intro: 'Le carreau Quartzite à relief associe un doux motif de quartzite grège à une surface texturée, pour un pas assuré dans les douches, autour des piscines et sur les galeries couvertes.',
      points: ['Résistance au glissement R11', 'Format 12x24 pour les sols de douche en pente et les marches', 'Résiste au gel'],
    },
  },
  'sahara-punch-24x24-porcelain': {
    bn: {
      name: 'সাহারা পাঞ্চ ২৪x২৪ পোর্সেলিন',
      summary: 'উষ্ণ আমন্ড রঙের বেলেপাথরের চেহারা, হালকা পাঞ্চ টেক্সচারসহ, রান্নাঘর ও প্যাটিওর জন্য।',
      intro: 'সাহারা পাঞ্চে আছে রোদেলা বেলেপাথরের রং আর তুলনামূলক কোমল খাঁজকাটা উপরিভাগ, যা খালি পায়ে হাঁটতে আরামদায়ক, আবার ভেজা অবস্থাতেও নিরাপদ।',
      points: ['হালকা বালুর মতো ছিটেসহ উষ্ণ আমন্ড রঙের আভা', 'R10 পিছলানো প্রতিরোধ', 'ঘরের ভেতরে ও বাইরে একই টাইল বসিয়ে প্যাটিও পর্যন্ত নিরবচ্ছিন্ন রূপ দিন'],
    },
    ar: {
      name: 'بورسلين صحارى بارز الملمس 24x24',
      summary: 'مظهر حجر رملي بلون لوزي دافئ وملمس بارز خفيف، للمطابخ والباحات.',
      intro: 'يقدّم بورسلين صحارى بارز الملمس ألوان الحجر الرملي المشمسة وسطحًا محبّبًا أنعم، مريحًا للمشي حافي القدمين وآمنًا عند البلل.',
      points: ['درجات لوزية دافئة مع نقاط رملية خفيفة', 'مقاومة للانزلاق بتصنيف R10', 'استخدمه في الداخل والخارج لانتقال سلس نحو الباحة'],
    },
    fr: {
      name: 'Grès cérame à relief Sahara 24x24',
      summary: 'Un aspect pierre de grès amande chaleureux, à la texture légèrement en relief, pour les cuisines et les patios.',
      intro: 'Le Sahara à relief apporte une palette ensoleillée de pierre de grès et une surface structurée plus douce, confortable pieds nus tout en restant sûre lorsqu’elle est mouillée.',
      points: ['Tons amande chaleureux ponctués de fines mouchetures sableuses', 'Résistance au glissement R10', 'À poser à l’intérieur comme à l’extérieur pour une transition sans rupture vers le patio'],
    },
  },
  'statuario-sugar-24x48-porcelain': {
    bn: {
      name: 'স্ট্যাচুয়ারিও সুগার ২৪x৪৮ পোর্সেলিন',
      summary: 'স্ট্যাচুয়ারিও মার্বেলের চেহারা, চিনির দানার মতো গ্লেজে ফিনিশ করা, যা আলোয় মৃদু ঝিকমিক করে।',
      intro: 'সুগার কার্ভিং টাইলসে থাকে মিহি, স্ফটিকের মতো দানাদার গ্লেজ, যা ছুঁলে চিনির মতো লাগে এবং আলো পড়লে মৃদু ঝিলিক দেয়। স্ট্যাচুয়ারিওতে এটি গাঢ় ধূসর শিরাগুলোকে আরও গভীর করে তোলে।',
      points: ['পিছলে যাওয়ার মতো পালিশ ছাড়াই কোমল ঝিকিমিকি', 'চিনির দানার মতো মিহি টেক্সচার পায়ের গ্রিপ বাড়ায়', 'বড় ২৪x৪৮ ফরম্যাট'],
    },
    ar: {
      name: 'بورسلين ستاتواريو بلمسة السكر 24x48',
      summary: 'مظهر رخام ستاتواريو بطلاء زجاجي بتأثير السكر يتلألأ بنعومة تحت الضوء.',
      intro: 'يُشطَّب البلاط المحفور بلمسة السكر بطلاء زجاجي بلوري ناعم، ملمسه كحبيبات السكر، يلتقط الضوء ببريق رقيق. وفي ستاتواريو يضفي عمقًا على العروق الرمادية الجريئة.',
      points: ['بريق ناعم دون صقل زلِق', 'ملمس السكر الناعم يزيد الثبات تحت القدم', 'مقاس كبير 24x48'],
    },
    fr: {
      name: 'Grès cérame effet sucre Statuario 24x48',
      summary: 'Un aspect marbre Statuario, fini d’un émail effet sucre qui scintille doucement à la lumière.',
      intro: 'Les carreaux sculptés effet sucre sont finis d’un émail cristallin fin, au toucher de sucre, qui capte la lumière d’un doux miroitement. Sur le Statuario, il donne de la profondeur aux veines grises affirmées.',
      points: ['Un doux scintillement, sans poli glissant', 'La fine texture effet sucre améliore l’adhérence', 'Grand format 24x48'],
    },
  },
  'crema-marfil-sugar-24x24-porcelain': {
    bn: {
      name: 'ক্রেমা মারফিল সুগার ২৪x২৪ পোর্সেলিন',
      summary: 'ক্রিমি মারফিল মার্বেলের চেহারা, চিনির দানার মতো টেক্সচারের ঝিকমিকে উপরিভাগসহ, ২৪x২৪ মাপে।',
      intro: 'ক্রেমা মারফিল সুগারে স্প্যানিশ মারফিল মার্বেলের উষ্ণতার সঙ্গে মিলেছে সুগার-গ্লেজ ফিনিশ, যা সিলিংয়ে বসানো পট লাইটের নিচে চোখ-ধাঁধানো ঝলক ছাড়াই কোমল আভা ছড়ায়।',
      points: ['উষ্ণ আইভরি জমিনে হালকা বেইজ শিরা', 'পরিশীলিত আভার জন্য টেক্সচারযুক্ত সুগার গ্লেজ', 'বাথরুম ও বসার জায়গার জন্য উপযোগী'],
    },
    ar: {
      name: 'بورسلين كريما مارفيل بلمسة السكر 24x24',
      summary: 'مظهر رخام مارفيل كريمي بسطح متلألئ بملمس السكر، بمقاس 24x24.',
      intro: 'يجمع بورسلين كريما مارفيل بلمسة السكر بين دفء رخام المارفيل الإسباني وتشطيب زجاجي بلمسة السكر يتوهّج تحت الأضواء المدمجة في السقف دون وهج مزعج.',
      points: ['أرضية عاجية دافئة بعروق بيج فاتحة', 'طلاء زجاجي بملمس السكر للمعة راقية', 'مناسب للحمّامات ومساحات المعيشة'],
    },
    fr: {
      name: 'Grès cérame effet sucre Crema Marfil 24x24',
      summary: 'Un aspect marbre marfil crémeux à la surface chatoyante, texturée effet sucre, en 24x24.',
      intro: 'Le Crema Marfil effet sucre marie la chaleur du marbre marfil d’Espagne à un émail effet sucre qui rayonne sous les luminaires encastrés, sans éblouir.',
      points: ['Fond ivoire chaleureux aux veines beige clair', 'Émail texturé effet sucre pour un lustre raffiné', 'Convient aux salles de bains et aux pièces de séjour'],
    },
  },
  'silver-sand-sugar-24x48-porcelain': {
    bn: {
      name: 'সিলভার স্যান্ড সুগার ২৪x৪৮ পোর্সেলিন',
      summary: 'ঠান্ডা রুপালি-ধূসর পাথরের চেহারা, ঝিকমিকে সুগার ফিনিশসহ, সবসময় স্টকে থাকে।',
      intro: 'সিলভার স্যান্ড সুগার একটি আধুনিক, ঠান্ডা রঙের পাথরের নকশা, যার স্ফটিকের মতো গ্লেজ নজরকাড়া ফিচার দেয়াল ও মেঝেতে সূক্ষ্ম ধাতব ঝিলিক আনে।',
      points: ['ঠান্ডা রুপালি আভা ক্রোম ও ম্যাট কালো ফিক্সচারের সঙ্গে মানিয়ে যায়', 'কোমল ঝিকিমিকিসহ চিনির দানার মতো টেক্সচারের গ্লেজ', 'সবসময় স্টকে থাকে'],
    },
    ar: {
      name: 'بورسلين رمل فضي بلمسة السكر 24x48',
      summary: 'مظهر حجر بلون رمادي فضي بارد وتشطيب متلألئ بلمسة السكر، متوفر دائمًا في المخزون.',
      intro: 'يقدّم بورسلين رمل فضي بلمسة السكر نقشة حجرية عصرية بدرجات لونية باردة، مع طلاء زجاجي بلوري يضفي بريقًا معدنيًا خفيفًا على الجدران المميزة والأرضيات.',
      points: ['الدرجات الفضية الباردة تلائم الأدوات الصحية الكرومية والسوداء غير اللامعة', 'طلاء زجاجي بملمس السكر وبريق ناعم', 'متوفر في المخزون باستمرار'],
    },
    fr: {
      name: 'Grès cérame effet sucre Sable argenté 24x48',
      summary: 'Un aspect pierre gris argenté aux tons froids, au fini effet sucre scintillant, toujours en stock.',
      intro: 'Le Sable argenté effet sucre est un motif de pierre moderne aux tons froids, dont l’émail cristallin apporte un subtil miroitement métallique aux murs d’accent et aux sols.',
      points: ['Des tons argentés froids qui s’agencent à la robinetterie chromée ou noir mat', 'Émail texturé effet sucre au doux scintillement', 'Toujours en stock'],
    },
  },
};
