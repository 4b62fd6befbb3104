import type { TranslationLocale } from '@/domain/content/translations';
import type { ProductCopy } from '../product-text';

/** The gloss, matt and high-gloss tiles in Bengali, Arabic and French, by product slug. */
export const PLAIN_TILE_COPY: Record<string, Record<TranslationLocale, ProductCopy>> = {
  'serpentine-marble-look-gloss-porcelain': {
    bn: {
      name: 'সার্পেন্টাইন মার্বেল-লুক গ্লসি পোর্সেলিন',
      summary: 'কারারা সাদা বা হালকা গ্রেইজ রঙে নরম মার্বেলের চেহারার গ্লসি পোর্সেলিন, ১২x২৪ বা ২৪x২৪ মাপে।',
      intro:
        'সার্পেন্টাইন আপনাকে দেয় পালিশ করা মার্বেলের ঔজ্জ্বল্য, রোজকার সাধ্যের দামে। চকচকে গ্লেজ আলো প্রতিফলিত করে, ফলে ছোট বাথরুম ও রান্নাঘরও আরও প্রশস্ত মনে হয়।',
      points: [
        'মেঝে, দেয়াল ও ব্যাকস্প্ল্যাশের জন্য দুটি রং ও দুটি মাপ',
        'রেক্টিফায়েড কিনারার কারণে ১/১৬" সরু গ্রাউট জয়েন্ট রাখা যায়',
        'পোর্সেলিন বডি ০.৫%-এর কম জল শোষণ করে',
      ],
    },
    ar: {
      name: 'بورسلين سربنتاين لامع بمظهر الرخام',
      summary: 'بورسلين لامع بمظهر رخام ناعم، بلون أبيض كرارا أو رمادي بيج فاتح، بمقاس 12x24 أو 24x24.',
      intro:
        'يمنحك سربنتاين بريق الرخام المصقول بسعر في متناول الجميع. يعكس الطلاء الزجاجي اللامع الضوء، فتبدو الحمّامات والمطابخ الصغيرة أكثر اتساعًا.',
      points: [
        'لونان ومقاسان للأرضيات والجدران وواجهات المطبخ',
        'الحواف المُعدَّلة تتيح فواصل ترويب ضيقة بعرض 1/16 إنش',
        'جسم البورسلين يمتص أقل من 0.5% من الماء',
      ],
    },
    fr: {
      name: 'Grès cérame brillant Serpentine effet marbre',
      summary: 'Un grès cérame brillant à l’aspect marbre tout en douceur, en Blanc de Carrare ou Grège clair, en format 12x24 ou 24x24.',
      intro:
        'Serpentine offre l’éclat du marbre poli à un prix de tous les jours. Son émail brillant reflète la lumière et agrandit visuellement les petites salles de bains et cuisines.',
      points: [
        'Deux couleurs et deux formats pour les sols, les murs et les dosserets',
        'Bords rectifiés pour des joints de coulis serrés de 1/16 po',
        'Le tesson en grès cérame absorbe moins de 0,5 % d’eau',
      ],
    },
  },
  'ivory-crema-24x24-gloss-porcelain': {
    bn: {
      name: 'আইভরি ক্রেমা ২৪x২৪ গ্লসি পোর্সেলিন',
      summary: 'ক্রিম রঙের শিরা ও উজ্জ্বল গ্লসি ফিনিশসহ উষ্ণ আইভরি মার্বেলের চেহারা।',
      intro:
        'আইভরি ক্রেমা প্রবেশপথ, বাথরুম ও খোলা রান্নাঘরে আনে ক্লাসিক ভূমধ্যসাগরীয় উষ্ণতা, ক্রিম রঙের জমিনের ওপর নরম বেইজ শিরার নকশায়।',
      points: [
        'বর্গাকার ২৪x২৪ মাপ ঐতিহ্যবাহী বিন্যাসে মানানসই',
        'আমন্ড বা হালকা গ্রেইজ রঙের গ্রাউটের সঙ্গে সুন্দর মানায়',
        'গ্লসি গ্লেজ সহজেই মুছে পরিষ্কার করা যায়',
      ],
    },
    ar: {
      name: 'بورسلين كريما عاجي لامع 24x24',
      summary: 'مظهر رخام عاجي دافئ بعروق كريمية وتشطيب لامع مشرق.',
      intro:
        'يضفي كريما عاجي دفئًا متوسطيًا كلاسيكيًا على المداخل والحمّامات والمطابخ المفتوحة، بعروق بيج ناعمة تنساب على أرضية كريمية اللون.',
      points: [
        'المقاس المربع 24x24 يلائم التصاميم التقليدية',
        'يتناسق مع روبة بلون لوزي أو رمادي بيج فاتح',
        'الطلاء الزجاجي اللامع سهل التنظيف بالمسح',
      ],
    },
    fr: {
      name: 'Grès cérame brillant Crema ivoire 24x24',
      summary: 'Un aspect marbre ivoire chaleureux aux veines crème, avec une finition brillante et lumineuse.',
      intro:
        'Crema ivoire apporte une chaleur méditerranéenne classique aux entrées, aux salles de bains et aux cuisines ouvertes, avec de douces veines beiges sur un fond crème.',
      points: [
        'Le format carré 24x24 convient aux poses traditionnelles',
        'S’harmonise avec un coulis Amande ou Grège clair',
        'L’émail brillant se nettoie d’un simple coup de chiffon',
      ],
    },
  },
  'pearl-white-12x24-gloss-porcelain': {
    bn: {
      name: 'পার্ল হোয়াইট ১২x২৪ গ্লসি পোর্সেলিন',
      summary: 'শাওয়ার, ফিচার ওয়াল ও ব্যাকস্প্ল্যাশের জন্য ঝকঝকে একরঙা সাদা গ্লসি টাইল।',
      intro:
        'পার্ল হোয়াইট হলো সেই পরিচ্ছন্ন, আলো-ঝলমলে পটভূমি, যা প্রতিটি বাথরুমের দরকার। আধুনিক চেহারার জন্য খাড়াভাবে সোজা সারিতে বসান, অথবা দেয়ালে এক-তৃতীয়াংশ সরিয়ে সরিয়ে (থার্ড অফসেট) বসান।',
      points: [
        'কোনো শিরা ছাড়া বিশুদ্ধ, একই রকম সাদা',
        'বড় প্রকল্পের জন্য সবসময় মজুত থাকে',
        'শাওয়ারের চারপাশের দেয়াল ও ব্যাকস্প্ল্যাশের জন্য আদর্শ',
      ],
    },
    ar: {
      name: 'بورسلين أبيض لؤلؤي لامع 12x24',
      summary: 'بلاط لامع بلون أبيض سادة ناصع للدش والجدران المميزة وواجهات المطبخ.',
      intro:
        'الأبيض اللؤلؤي هو الخلفية النظيفة العاكسة للضوء التي يحتاجها كل حمّام. ركّبه عموديًا في صفوف متراصة لمظهر عصري، أو على الجدار بإزاحة بمقدار الثلث.',
      points: ['أبيض نقي متجانس بلا عروق', 'متوفر دائمًا في المخزون للمشاريع الكبيرة', 'مثالي لجدران الدش وواجهات المطبخ'],
    },
    fr: {
      name: 'Grès cérame brillant blanc perle 12x24',
      summary: 'Un carreau brillant blanc uni, net et lumineux, pour les douches, les murs d’accent et les dosserets.',
      intro:
        'Blanc perle est le fond net et lumineux dont chaque salle de bains a besoin. Posez-le à la verticale, joints alignés, pour un style moderne, ou au mur en décalage d’un tiers.',
      points: ['Un blanc pur et uniforme, sans veinage', 'Toujours en stock pour les grands projets', 'Idéal pour les contours de douche et les dosserets'],
    },
  },
  'grigio-onyx-24x48-gloss-porcelain': {
    bn: {
      name: 'গ্রিজিও অনিক্স ২৪x৪৮ গ্লসি পোর্সেলিন',
      summary: 'আধা-স্বচ্ছ স্তরের রেখা ও চকচকে ফিনিশসহ বড় মাপের ধূসর অনিক্সের চেহারা, এ মাসেই নতুন এসেছে।',
      intro:
        'গ্রিজিও অনিক্স নরম ধূসর রঙে প্রাকৃতিক অনিক্সের স্তরে স্তরে সাজানো রেখা ফুটিয়ে তোলে, আর বসার ঘর ও সংযুক্ত বাথরুমে আনে বুটিক হোটেলের আমেজ।',
      points: [
        'বড় ২৪x৪৮ মাপ, তাই গ্রাউট লাইন কম',
        'ডিজিটাল প্রিন্টে কয়েক ডজন আলাদা আলাদা নকশা',
        'বড় টাইলের উপযোগী মর্টার ও লেভেলিং সিস্টেম ব্যবহার করুন',
      ],
    },
    ar: {
      name: 'بورسلين غريجيو أونيكس لامع 24x48',
      summary: 'مظهر أونيكس رمادي بمقاس كبير، بطبقات شبه شفافة وتشطيب لامع، وصل حديثًا هذا الشهر.',
      intro:
        'يحاكي غريجيو أونيكس طبقات الأونيكس الطبيعي المتتالية بدرجات رمادية ناعمة، ليمنح غرف المعيشة والحمّامات الملحقة بغرف النوم أجواء الفنادق الفاخرة الصغيرة.',
      points: [
        'مقاس كبير 24x48 بفواصل ترويب أقل',
        'طباعة رقمية بعشرات التصاميم المختلفة',
        'استخدم ملاطًا لاصقًا مخصصًا للبلاط كبير المقاس ونظام تسوية',
      ],
    },
    fr: {
      name: 'Grès cérame brillant Grigio Onyx 24x48',
      summary: 'Un aspect onyx gris grand format aux bandes translucides et au fini brillant, nouveauté du mois.',
      intro:
        'Grigio Onyx reproduit les bandes superposées de l’onyx naturel dans des gris tout en douceur, pour une ambiance d’hôtel-boutique au salon comme dans la salle de bains attenante.',
      points: [
        'Grand format 24x48, moins de joints de coulis',
        'Impression numérique avec des dizaines de motifs différents',
        'Utilisez un mortier-colle grand format et un système de nivellement',
      ],
    },
  },
  'cemento-matt-porcelain': {
    bn: {
      name: 'সেমেন্টো ম্যাট পোর্সেলিন',
      summary: 'আধুনিক বাড়ি ও বাণিজ্যিক জায়গার জন্য কংক্রিটের চেহারার ম্যাট পোর্সেলিন, তিনটি রং ও তিনটি মাপে।',
      intro:
        'সেমেন্টোতে আছে কর্নিকে মসৃণ করা কংক্রিটের নরম, মেঘলা টেক্সচার, মজবুত PEI 4 পোর্সেলিনে। এটি আমাদের সবচেয়ে বহুমুখী ম্যাট টাইল, ঢোকার মুখের মাডরুম থেকে পুরো মূল তলার মেঝে পর্যন্ত সবখানে ব্যবহার হয়।',
      points: [
        'তিনটি মাপেই প্রতি বাক্সে একই কভারেজ, তাই মিশিয়ে নকশা করা সহজ',
        'ভারী আবাসিক ও হালকা বাণিজ্যিক হাঁটাচলার জন্য <strong>PEI 4</strong>',
        'ম্যাট উপরিভাগে জলের দাগ ও পায়ের ছাপ চোখে পড়ে না',
      ],
    },
    ar: {
      name: 'بورسلين سيمنتو غير لامع',
      summary: 'بورسلين غير لامع بمظهر الخرسانة، بثلاثة ألوان وثلاثة مقاسات، للمنازل العصرية والمساحات التجارية.',
      intro:
        'يجمع سيمنتو بين الملمس الناعم المتموّج للخرسانة المسوّاة بالمالج وصلابة بورسلين من فئة PEI 4. إنه أكثر بلاطنا غير اللامع تنوعًا في الاستخدام، من غرف المدخل الصغيرة إلى الطوابق الرئيسية بأكملها.',
      points: [
        'ثلاثة مقاسات بالتغطية نفسها لكل علبة، يسهل مزجها في نقشات مختلفة',
        'تصنيف <strong>PEI 4</strong> يناسب الحركة الكثيفة في المنازل والحركة التجارية الخفيفة',
        'السطح غير اللامع يُخفي بقع الماء وآثار الأقدام',
      ],
    },
    fr: {
      name: 'Grès cérame mat Cemento',
      summary: 'Un grès cérame mat effet béton, en trois couleurs et trois formats, pour les maisons modernes et les espaces commerciaux.',
      intro:
        'Cemento reproduit la texture douce et nuagée du béton lissé à la truelle dans un grès cérame robuste PEI 4. C’est notre carreau mat le plus polyvalent, posé aussi bien dans les vestibules que sur des rez-de-chaussée entiers.',
      points: [
        'Trois formats offrant la même surface par boîte, faciles à combiner en motifs',
        '<strong>PEI 4</strong> pour une circulation résidentielle intense et commerciale légère',
        'La surface mate dissimule les traces d’eau et de pas',
      ],
    },
  },
  'pietra-grey-24x48-matt-porcelain': {
    bn: {
      name: 'পিয়েত্রা গ্রে ২৪x৪৮ ম্যাট পোর্সেলিন',
      summary: 'সূক্ষ্ম সাদা শিরাসহ গাঢ় ধূসর চুনাপাথরের চেহারা, বড় ২৪x৪৮ ম্যাট ফরম্যাটে।',
      intro:
        'পিয়েত্রা গ্রে ফুটিয়ে তোলে সেই গাঢ় ইতালীয় চুনাপাথর, যার মিহি সাদা শিরার কদর সবার কাছে। প্রাকৃতিক ম্যাট টেক্সচার পায়ের নিচে ঘষে মসৃণ করা পাথরের মতো অনুভূতি দেয়।',
      points: [
        'সাদা ক্যাবিনেট ও পিতলের ফিটিংসের সঙ্গে নজরকাড়া',
        'খোলামেলা নকশার ঘরের মেঝের জন্য বড় মাপ',
        'রেক্টিফায়েড কিনারা, তাই গ্রাউট লাইন খুবই কম চোখে পড়ে',
      ],
    },
    ar: {
      name: 'بورسلين بيترا رمادي غير لامع 24x48',
      summary: 'مظهر حجر جيري رمادي داكن بعروق بيضاء دقيقة، بمقاس كبير 24x48 وتشطيب غير لامع.',
      intro:
        'يعيد بيترا رمادي إنتاج الحجر الجيري الإيطالي الداكن المعروف بعروقه البيضاء الدقيقة. ويمنحك ملمسه الطبيعي غير اللامع إحساس الحجر المصقول صقلًا خفيفًا تحت القدمين.',
      points: [
        'لافت للنظر مع الخزائن البيضاء والتجهيزات النحاسية',
        'مقاس كبير لأرضيات المساحات المفتوحة',
        'حواف مُعدَّلة لأقل قدر من خطوط الترويب',
      ],
    },
    fr: {
      name: 'Grès cérame mat Pietra gris 24x48',
      summary: 'Un aspect pierre calcaire gris profond aux fines veines blanches, en grand format mat 24x48.',
      intro:
        'Pietra gris reproduit le calcaire italien sombre, recherché pour ses fines veines blanches. Sa texture mate naturelle donne sous le pied la sensation d’une pierre adoucie.',
      points: [
        'Saisissant avec des armoires blanches et une robinetterie en laiton',
        'Grand format pour les aires ouvertes',
        'Bords rectifiés pour des joints de coulis minimes',
      ],
    },
  },
  'limestone-beige-24x24-matt-porcelain': {
    bn: {
      name: 'লাইমস্টোন বেইজ ২৪x২৪ ম্যাট পোর্সেলিন',
      summary: 'জীবাশ্মের সূক্ষ্ম ছাপসহ উষ্ণ বেইজ চুনাপাথরের চেহারা, বহুমুখী ২৪x২৪ ম্যাট টাইলে।',
      intro:
        'লাইমস্টোন বেইজ ফিরিয়ে আনে ফরাসি চুনাপাথরের কোমল, বালুরঙা আভা, সঙ্গে জীবাশ্ম ও ঝিনুকের ছোট ছোট ছাপ, যা কাছ থেকে দেখলে আরও ভালো লাগে।',
      points: ['উষ্ণ নিরপেক্ষ রং, ওক কাঠের ক্যাবিনেটের সঙ্গে মানায়', 'ছাউনি দেওয়া প্যাটিওর জন্য উপযোগী', 'অল্প যত্নেই ভালো থাকে এমন ম্যাট উপরিভাগ'],
    },
    ar: {
      name: 'بورسلين بيج الحجر الجيري غير لامع 24x24',
      summary: 'مظهر حجر جيري بيج دافئ بتفاصيل أحفورية، في بلاط غير لامع متعدد الاستخدامات بمقاس 24x24.',
      intro:
        'يستحضر بيج الحجر الجيري الدرجات الرملية الهادئة للحجر الجيري الفرنسي، بما فيها تفاصيل صغيرة لأحافير وأصداف تستحق نظرة أقرب.',
      points: ['لون محايد دافئ يتناسق مع خزائن البلوط', 'مناسب للفناءات المسقوفة', 'سطح غير لامع سهل العناية'],
    },
    fr: {
      name: 'Grès cérame mat calcaire beige 24x24',
      summary: 'Un aspect calcaire beige chaleureux aux détails fossiles, dans un carreau mat polyvalent de 24x24.',
      intro:
        'Calcaire beige recrée les tons doux et sablés de la pierre calcaire française, jusqu’aux minuscules fossiles et coquillages qui se révèlent quand on y regarde de plus près.',
      points: ['Un neutre chaleureux qui s’accorde aux armoires en chêne', 'Convient aux patios couverts', 'Surface mate facile d’entretien'],
    },
  },
  'basalt-black-12x24-matt-porcelain': {
    bn: {
      name: 'ব্যাসল্ট ব্ল্যাক ১২x২৪ ম্যাট পোর্সেলিন',
      summary: 'মিহি পাথুরে দানাসহ প্রায় কালো ব্যাসল্টের চেহারার ম্যাট টাইল, নাটকীয় সাজের বাথরুমের জন্য দারুণ।',
      intro:
        'ব্যাসল্ট ব্ল্যাক অতিথিদের ছোট ওয়াশরুম, শাওয়ার ও ফায়ারপ্লেসের চারপাশে আনে সাহসী, গম্ভীর চেহারা। মিহি দানার কারণে একরঙা রংও নিষ্প্রাণ লাগে না।',
      points: [
        'হেরিংবোন বা সোজা সারির (স্ট্যাকড) বিন্যাসের জন্য ১২x২৪ মাপ',
        'একটানা এক টুকরো চেহারার জন্য চারকোল গ্রাউটের সঙ্গে ব্যবহার করুন',
        'পা পিছলে না যাওয়ার মতো ভালো গ্রিপসহ ম্যাট ফিনিশ',
      ],
    },
    ar: {
      name: 'بورسلين بازلت أسود غير لامع 12x24',
      summary: 'بلاط غير لامع بمظهر البازلت بلون يقارب الأسود وحبيبات حجرية دقيقة، رائع للحمّامات ذات الطابع الجريء.',
      intro:
        'يمنح بازلت أسود حمّامات الضيوف والدشات ومحيط المدافئ مظهرًا جريئًا وراسخًا. وتحول حبيباته الدقيقة دون أن يبدو اللون السادة باهتًا.',
      points: [
        'مقاس 12x24 للتركيب بنقشة عظم السمكة أو بصفوف متراصة',
        'اجمعه مع روبة بلون فحمي لمظهر متصل كأنه قطعة واحدة',
        'تشطيب غير لامع بثبات جيد تحت القدمين',
      ],
    },
    fr: {
      name: 'Grès cérame mat basalte noir 12x24',
      summary: 'Un carreau mat effet basalte presque noir, au grain de pierre fin, idéal pour des salles de bains spectaculaires.',
      intro:
        'Basalte noir donne aux salles d’eau, aux douches et aux contours de foyer un style affirmé et ancré. Son grain fin empêche la couleur unie de paraître terne.',
      points: [
        'Format 12x24 pour une pose en point de Hongrie ou à joints alignés',
        'Associez-le à un coulis Anthracite pour un effet monolithique',
        'Fini mat offrant une bonne adhérence',
      ],
    },
  },
  'calacatta-gold-24x48-high-gloss-porcelain': {
    bn: {
      name: 'ক্যালাকাটা গোল্ড ২৪x৪৮ হাই গ্লস পোর্সেলিন',
      summary: 'আয়নার মতো পালিশ করা ক্যালাকাটা মার্বেলের চেহারা, স্পষ্ট ধূসর ও সোনালি শিরাসহ, বড় ২৪x৪৮ মাপে।',
      intro:
        'ক্যালাকাটা গোল্ড আমাদের সবচেয়ে পরিচিত, নজরকাড়া টাইল: উজ্জ্বল সাদা জমিন, চোখধাঁধানো শিরা আর পুরোপুরি পালিশ করা উপরিভাগ, যা আসল মার্বেলের মতোই আলো প্রতিফলিত করে।',
      points: [
        'পুরোপুরি পালিশ করা <strong>হাই গ্লস</strong> ফিনিশ',
        'বুকম্যাচ ধাঁচে এক টাইল থেকে আরেক টাইলে শিরার ধারাবাহিক প্রবাহ',
        'ফিচার ওয়াল, সংযুক্ত বাথরুম ও প্রবেশ হলে অসাধারণ দেখায়',
      ],
    },
    ar: {
      name: 'بورسلين كالاكاتا ذهبي عالي اللمعان 24x48',
      summary: 'مظهر رخام كالاكاتا مصقول كالمرآة بعروق رمادية وذهبية بارزة، بمقاس كبير 24x48.',
      intro:
        'كالاكاتا ذهبي هو بلاطنا المميز الذي يلفت الأنظار: أرضية بيضاء ناصعة، وعروق لافتة، وسطح مصقول بالكامل يعكس الضوء كالرخام الحقيقي.',
      points: [
        'تشطيب <strong>عالي اللمعان</strong> مصقول بالكامل',
        'عروق تنساب من بلاطة إلى أخرى بأسلوب التطابق المتناظر',
        'مذهل على الجدران المميزة وفي الحمّامات الملحقة بغرف النوم وقاعات المدخل',
      ],
    },
    fr: {
      name: 'Grès cérame très brillant Calacatta or 24x48',
      summary: 'Un aspect marbre Calacatta poli miroir aux veines grises et dorées affirmées, en grand format 24x48.',
      intro:
        'Calacatta or est notre carreau vedette. Il réunit un fond blanc éclatant, un veinage spectaculaire et une surface entièrement polie qui reflète la lumière comme un vrai marbre.',
      points: [
        'Fini <strong>très brillant</strong> entièrement poli',
        'Veinage qui se prolonge d’un carreau à l’autre, façon livre ouvert',
        'Superbe sur les murs d’accent, dans les salles de bains attenantes et les halls d’entrée',
      ],
    },
  },
  'serra-polished-marble-look-high-gloss-porcelain': {
    bn: {
      name: 'সেররা পালিশড মার্বেল-লুক হাই গ্লস পোর্সেলিন',
      summary: 'কারারা সাদা বা ক্যালাকাটা গোল্ড রঙে পালিশ করা মার্বেলের চেহারার পোর্সেলিন, ২৪x২৪ ও ২৪x৪৮ মাপে পাওয়া যায়।',
      intro:
        'সেররা কালেকশনে পাবেন মার্বেলের চিরায়ত জুটি, নরম ধূসর কারারা আর জমকালো ক্যালাকাটা, সঙ্গে আয়নার মতো পালিশ ও পোর্সেলিনের স্থায়িত্ব।',
      points: [
        'ঘর অনুযায়ী রং ও মাপ বেছে নিন',
        'পুরোপুরি পালিশ করা উপরিভাগ, শুধু গ্রাউট জয়েন্ট সিল করতে হয়',
        'মেঝে ও দেয়াল মিলিয়ে সাজানোর জন্য মানানসই রং',
      ],
    },
    ar: {
      name: 'بورسلين سيرا عالي اللمعان بمظهر الرخام المصقول',
      summary: 'بورسلين بمظهر الرخام المصقول بلون أبيض كرارا أو كالاكاتا ذهبي، متوفر بمقاسي 24x24 و24x48.',
      intro:
        'تقدّم لك مجموعة سيرا الثنائي الكلاسيكي من الرخام، كرارا الرمادي الناعم وكالاكاتا الجريء، بصقل كالمرآة ومتانة البورسلين.',
      points: [
        'اختر اللون والمقاس بما يناسب الغرفة',
        'سطح مصقول بالكامل، ولا تحتاج إلى مانع تسرب سوى فواصل الترويب',
        'ألوان متناسقة للجمع بين الأرضيات والجدران',
      ],
    },
    fr: {
      name: 'Grès cérame très brillant Serra effet marbre poli',
      summary: 'Un grès cérame effet marbre poli en Blanc de Carrare ou Calacatta or, offert en 24x24 et en 24x48.',
      intro:
        'La collection Serra vous offre le duo classique du marbre, le Carrare au gris tout en douceur et le Calacatta au caractère affirmé, avec un poli miroir et la durabilité du grès cérame.',
      points: [
        'Choisissez la couleur et le format selon la pièce',
        'Surface entièrement polie, seuls les joints de coulis sont à sceller',
        'Couleurs coordonnées pour agencer sols et murs',
      ],
    },
  },
  'nero-marquina-24x24-high-gloss-porcelain': {
    bn: {
      name: 'নেরো মারকিনা ২৪x২৪ হাই গ্লস পোর্সেলিন',
      summary: 'স্পষ্ট সাদা শিরাসহ গভীর কালো পালিশ করা মার্বেলের চেহারা, নাটকীয় মেঝে ও ফিচার ওয়ালের জন্য।',
      intro:
        'নেরো মারকিনা তীক্ষ্ণ সাদা শিরার এক চিরকালীন কালো মার্বেল। হাই গ্লস পোর্সেলিনে সেই নাটকীয় সৌন্দর্য এবার আপনার বাথরুম, বার ও ফায়ারপ্লেসের দেয়ালে।',
      points: [
        'সাদা বা সোনালি ফিটিংসের সঙ্গে চোখে পড়ার মতো বৈপরীত্য',
        'ক্লাসিক চেহারার জন্য কারারা সাদার সঙ্গে দাবার ছকের মতো বসান',
        'পুরোপুরি পালিশ করা উপরিভাগ',
      ],
    },
    ar: {
      name: 'بورسلين نيرو ماركينا عالي اللمعان 24x24',
      summary: 'مظهر رخام أسود عميق مصقول بعروق بيضاء واضحة، لأرضيات وجدران مميزة تخطف الأنظار.',
      intro:
        'نيرو ماركينا رخام أسود لا يبطل طرازه، بعروق بيضاء حادة. وبالبورسلين عالي اللمعان ينقل هذا الطابع اللافت إلى الحمّامات والبارات وجدران المدافئ.',
      points: [
        'تباين لافت مع التجهيزات البيضاء أو الذهبية',
        'رتّبه مع أبيض كرارا على شكل رقعة الشطرنج لمظهر كلاسيكي',
        'سطح مصقول بالكامل',
      ],
    },
    fr: {
      name: 'Grès cérame très brillant Nero Marquina 24x24',
      summary: 'Un aspect marbre poli d’un noir profond aux veines blanches bien nettes, pour des sols et des murs d’accent spectaculaires.',
      intro:
        'Nero Marquina est un marbre noir intemporel au veinage blanc tranché. En grès cérame très brillant, il apporte ce caractère spectaculaire aux salles de bains, aux bars et aux murs de foyer.',
      points: [
        'Contraste saisissant avec des accessoires blancs ou dorés',
        'En damier avec le Blanc de Carrare pour un style classique',
        'Surface entièrement polie',
      ],
    },
  },
  'onyx-ivory-32x64-high-gloss-porcelain-slab-tile': {
    bn: {
      name: 'অনিক্স আইভরি ৩২x৬৪ হাই গ্লস পোর্সেলিন স্ল্যাব টাইল',
      summary: 'আয়নার মতো পালিশ আর উষ্ণ, দীপ্তিময় শিরাসহ বিশাল ৩২x৬৪ মাপের আইভরি অনিক্স স্ল্যাব টাইল।',
      intro:
        'অনিক্স আইভরি তৈরি বিলাসবহুল জায়গার জন্য: বিশাল ৩২x৬৪ স্ল্যাব, মধুরঙা নরম শিরা আর প্রায় গ্রাউট লাইনহীন মেঝে, যা বসার ঘর ও মাস্টার বেডরুমের সংযুক্ত বাথরুমের জন্য একদম উপযুক্ত।',
      points: [
        'বিশাল স্ল্যাব মাপ, প্রতি ক্রেট বাক্সে দুটি টাইল',
        'বড় টাইলের উপযোগী মর্টার লাগে, আর তুলতে দুজন মানুষ দরকার',
        'গভীর প্রতিফলনসহ পুরোপুরি পালিশ করা উপরিভাগ',
      ],
    },
    ar: {
      name: 'بلاط بورسلين أونيكس عاجي عالي اللمعان بحجم لوح 32x64',
      summary: 'بلاطة كبيرة الحجم بمقاس 32x64 بمظهر الأونيكس العاجي، مصقولة كالمرآة بعروق دافئة متوهجة.',
      intro:
        'صُمّم أونيكس عاجي للمساحات الفاخرة: ألواح ضخمة بمقاس 32x64 بعروق عسلية ناعمة وخطوط ترويب تكاد لا تُرى، مثالية لغرف المعيشة والحمّامات الملحقة بغرف النوم الرئيسية.',
      points: [
        'مقاس ألواح كبير جدًا، بلاطتان في كل صندوق',
        'يتطلب ملاطًا لاصقًا مخصصًا للبلاط الكبير وشخصين لرفعه',
        'سطح مصقول بالكامل بانعكاسات عميقة',
      ],
    },
    fr: {
      name: 'Dalle en grès cérame très brillant Onyx ivoire 32x64',
      summary: 'Une dalle surdimensionnée de 32x64 à l’aspect onyx ivoire, au poli miroir et aux veines chaudes et lumineuses.',
      intro:
        'Onyx ivoire est conçu pour les espaces de prestige, avec d’immenses dalles de 32x64 au doux veinage miel et presque aucun joint, parfaites pour les salons et les salles de bains attenantes à la chambre principale.',
      points: [
        'Format dalle surdimensionné, deux carreaux par caisse',
        'Exige un mortier-colle grand format et une manutention à deux personnes',
        'Surface entièrement polie aux reflets profonds',
      ],
    },
  },
};
