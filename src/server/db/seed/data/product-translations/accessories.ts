import type { TranslationLocale } from '@/domain/content/translations';
import type { ProductCopy } from '../product-text';

/** The accessories in Bengali, Arabic and French, by product slug. */
export const ACCESSORY_COPY: Record<string, Record<TranslationLocale, ProductCopy>> = {
  'primed-mdf-base-shoe-8-ft': {
    bn: {
      name: 'প্রাইমার দেওয়া এমডিএফ বেস শু ১/২" x ৩/৪" x ৮ ফুট',
      summary: 'রং করার জন্য প্রস্তুত বেস শু, যা নতুন মেঝে ও বেসবোর্ডের মাঝের এক্সপ্যানশন ফাঁক ঢেকে দেয়।',
      intro: 'ফ্লোটিং মেঝের জন্য দেয়ালের ধারে একটু ফাঁক রাখতেই হয়। প্রাইমার দেওয়া এই এমডিএফ বেস শু সেই ফাঁক পরিপাটিভাবে ঢেকে দেয় এবং বেসবোর্ডকে দেয় সম্পূর্ণ, ঐতিহ্যবাহী একটি প্রোফাইল।',
      points: ['মসৃণ, প্রাইমার করা উপরিভাগ; সাধারণত এক কোট রংই যথেষ্ট', 'মাইটার করাতে পরিষ্কারভাবে কাটা যায়', 'প্রতিটি ৮ ফুটের টুকরা হিসেবে বিক্রি হয়'],
    },
    ar: {
      name: 'قالب ربع دائري MDF مطلي بطبقة أساس 1/2 × 3/4 إنش × 8 أقدام',
      summary: 'قالب ربع دائري جاهز للطلاء يغطي فاصل التمدد بين أرضيتك الجديدة والوزرة.',
      intro: 'تحتاج الأرضيات العائمة إلى فاصل عند الجدران. يخفي هذا القالب المصنوع من MDF المطلي بطبقة أساس ذلك الفاصل بإتقان، ويمنح الوزرة مقطعًا تقليديًا بلمسة نهائية أنيقة.',
      points: ['سطح أملس مطلي بطبقة أساس، وتكفي عادةً طبقة طلاء واحدة', 'يُقطع بسهولة وبحواف نظيفة بمنشار الزوايا', 'يُباع بالقطعة بطول 8 أقدام'],
    },
    fr: {
      name: 'Quart-de-rond en MDF apprêté 1/2 po x 3/4 po x 8 pi',
      summary: 'Un quart-de-rond prêt à peindre qui couvre l’espace de dilatation entre votre nouveau plancher et la plinthe.',
      intro: 'Un plancher flottant exige un espace libre le long des murs. Ce quart-de-rond en MDF apprêté le dissimule proprement et donne à la plinthe un profil fini, de style traditionnel.',
      points: ['Surface apprêtée lisse, une seule couche de peinture suffit généralement', 'Se coupe proprement à la scie à onglets', 'Vendu à la pièce de 8 pi'],
    },
  },
  'colour-matched-wrapped-base-shoe': {
    bn: {
      name: 'রং মেলানো মোড়ানো বেস শু',
      summary: 'কাঠের আঁশের ফিল্মে মোড়ানো, আগে থেকেই ফিনিশ করা বেস শু, যা আমাদের সবচেয়ে জনপ্রিয় ল্যামিনেট ও ভিনাইলের রঙের সঙ্গে মেলে।',
      intro: 'রং করার ঝামেলা নেই: মোড়ানো এই বেস শু কিটসিলানো, টাইনহেড ও অ্যাম্বলসাইড কালেকশনের রঙের সঙ্গে মিলিয়ে তৈরি, তাই ট্রিম সরাসরি মেঝের সঙ্গে মিশে যায়।',
      points: [
        '৮ ফুট ও ১২ ফুট দৈর্ঘ্যে পাওয়া যায়',
        'ঘষা লাগলেও দাগ পড়ে না এমন ছাপা মোড়ক, চারটি কাঠের রঙে',
        'লম্বা দেয়ালে জোড়া এড়াতে <strong>১২ ফুট</strong> দৈর্ঘ্যটি ব্যবহার করুন',
      ],
    },
    ar: {
      name: 'قالب ربع دائري مغلّف بلون مطابق',
      summary: 'قالب ربع دائري مشطّب مسبقًا ومغلّف بغشاء بعروق الخشب، يطابق أكثر ألوان اللامينيت والفينيل رواجًا لدينا.',
      intro: 'لا حاجة إلى الطلاء: هذا القالب المغلّف مطابق في لونه لمجموعات كيتسيلانو وتاينهيد وأمبلسايد، فيندمج مع الأرضية مباشرةً.',
      points: [
        'متوفر بطولَي 8 أقدام و12 قدمًا',
        'غلاف مطبوع مقاوم للخدوش بأربع درجات خشبية',
        'استخدم طول <strong>12 قدمًا</strong> على الجدران الطويلة لتجنّب الوصلات',
      ],
    },
    fr: {
      name: 'Quart-de-rond plaqué, couleur assortie',
      summary: 'Un quart-de-rond préfini, revêtu d’une pellicule veinage bois assortie à nos couleurs de stratifié et de vinyle les plus populaires.',
      intro: 'Oubliez la peinture : ce quart-de-rond revêtu est assorti aux collections Kitsilano, Tynehead et Ambleside, pour une moulure qui se fond directement dans le plancher.',
      points: [
        'Offert en longueurs de 8 pi et de 12 pi',
        'Revêtement imprimé résistant aux éraflures, en quatre tons de bois',
        'Choisissez la longueur de <strong>12 pi</strong> sur les longs murs pour éviter les joints',
      ],
    },
  },
  'solid-white-oak-base-shoe-8-ft': {
    bn: {
      name: 'নিরেট হোয়াইট ওক বেস শু ১/২" x ৩/৪" x ৮ ফুট',
      summary: 'ফিনিশ ছাড়া নিরেট হোয়াইট ওকের বেস শু, হার্ডউড মেঝের সঙ্গে একসঙ্গে স্টেইন বা তেল লাগানোর জন্য।',
      intro: 'ইঞ্জিনিয়ার্ড ওকের মেঝেতে আসল ওকের বেস শু-ই শেষ ছোঁয়া। মেঝের ফিনিশের সঙ্গে মিলিয়ে এতে স্টেইন বা তেল লাগান, দেয়ালের ধারে মেঝে থেকে ট্রিমে রূপান্তর হবে নিরবচ্ছিন্ন।',
      points: ['গিঁটমুক্ত, সোজা আঁশের হোয়াইট ওক', 'স্টেইন ও হার্ডওয়াক্স তেল সমানভাবে নেয়', 'প্রতিটি ৮ ফুটের টুকরা হিসেবে বিক্রি হয়'],
    },
    ar: {
      name: 'قالب ربع دائري من البلوط الأبيض الصلب 1/2 × 3/4 إنش × 8 أقدام',
      summary: 'قالب ربع دائري غير مشطّب من البلوط الأبيض الصلب، يُصبغ أو يُزيَّت مع أرضية الخشب الصلب.',
      intro: 'في أرضيات البلوط الهندسي، يكون القالب المصنوع من البلوط الحقيقي هو اللمسة الأخيرة. اصبغه أو زيّته ليطابق تشطيب الأرضية، فيبدو الانتقال عند الجدران متصلًا بلا انقطاع.',
      points: ['بلوط أبيض خالٍ من العُقد بعروق مستقيمة', 'يتشرّب الصبغة وزيت الشمع الصلب بالتساوي', 'يُباع بالقطعة بطول 8 أقدام'],
    },
    fr: {
      name: 'Quart-de-rond en chêne blanc massif 1/2 po x 3/4 po x 8 pi',
      summary: 'Un quart-de-rond en chêne blanc massif non fini, à teindre ou à huiler en même temps qu’un plancher de bois franc.',
      intro: 'Sur un plancher de chêne contrecollé, un quart-de-rond en vrai chêne apporte la touche finale. Teignez-le ou huilez-le comme le plancher pour une transition parfaite le long des murs.',
      points: ['Chêne blanc sans nœuds, à fil droit', 'Prend la teinture et l’huile-cire dure de façon uniforme', 'Vendu à la pièce de 8 pi'],
    },
  },
  'waterproof-pvc-base-shoe-8-ft': {
    bn: {
      name: 'জলরোধী পিভিসি বেস শু ৮ ফুট',
      summary: 'বাথরুম, লন্ড্রি রুম ও বেসমেন্টের জন্য ১০০% জলরোধী পিভিসি বেস শু।',
      intro: 'যেখানে রোজ মোছামুছি আর জল পড়া লেগেই থাকে, সেখানে এমডিএফ ট্রিম ফুলে যেতে পারে। সেলুলার পিভিসির এই বেস শু জলে নষ্ট হয় না, অথচ কাঠের মতোই সহজে কাটা ও পেরেক দিয়ে লাগানো যায়।',
      points: ['ভেজা জায়গায় ভিনাইল প্ল্যাঙ্কের সঙ্গে আদর্শ', 'ফুলে ওঠে না, পচে না, ছত্রাকও ধরে না', 'চাইলে যেকোনো ল্যাটেক্স রং দিয়ে রং করতে পারেন'],
    },
    ar: {
      name: 'قالب ربع دائري PVC مقاوم للماء 8 أقدام',
      summary: 'قالب ربع دائري من PVC مقاوم للماء بنسبة 100% للحمّامات وغرف الغسيل والأقبية.',
      intro: 'حيث يكون المسح وانسكاب الماء أمرًا يوميًا، قد تنتفخ الحواف المصنوعة من MDF. أما هذا القالب المصنوع من PVC الخلوي فلا يتأثر بالماء، ومع ذلك يُقطع ويُثبَّت بالمسامير كالخشب تمامًا.',
      points: ['مثالي مع ألواح الفينيل في الأماكن الرطبة', 'لا ينتفخ ولا يهترئ ولا ينمو عليه العفن', 'يمكن طلاؤه بأي طلاء لاتكس عند الرغبة'],
    },
    fr: {
      name: 'Quart-de-rond en PVC étanche 8 pi',
      summary: 'Un quart-de-rond en PVC 100 % étanche pour les salles de bains, les salles de lavage et les sous-sols.',
      intro: 'Là où la vadrouille et les dégâts d’eau font partie du quotidien, une moulure en MDF peut gonfler. Ce quart-de-rond en PVC cellulaire ne craint pas l’eau, et pourtant il se coupe et se cloue comme du bois.',
      points: ['Idéal avec les lames de vinyle dans les pièces humides', 'Ne gonfle pas, ne pourrit pas et ne moisit pas', 'Peut être peint avec n’importe quelle peinture au latex, au besoin'],
    },
  },
  'colour-matched-transition-moulding-94-in': {
    bn: {
      name: 'রং মেলানো ট্রানজিশন মোল্ডিং ৯৪ ইঞ্চি',
      summary: 'রং মেলানো টি-মোল্ডিং, রিডিউসার, এন্ড ক্যাপ ও সিঁড়ির নোজিং, যা দরজার মুখ, সিঁড়ি আর এক মেঝে থেকে আরেক মেঝেতে যাওয়ার জায়গা সুন্দরভাবে শেষ করে।',
      intro: 'প্রতিটি ফ্লোটিং মেঝেতেই কয়েকটি ট্রানজিশন লাগে: এক ঘর থেকে আরেক ঘরে, টাইলের সঙ্গে সংযোগে, স্লাইডিং দরজার কাছে আর সিঁড়ির কিনারায়। ৯৪ ইঞ্চির এই মোল্ডিংগুলো আমাদের সবচেয়ে বেশি বিক্রি হওয়া ল্যামিনেট ও ভিনাইল কালেকশনের রঙের সঙ্গে মিলিয়ে তৈরি।',
      points: [
        '<strong>টি-মোল্ডিং</strong> সমান উচ্চতার দুটি মেঝেকে জুড়ে দেয়',
        '<strong>রিডিউসার</strong> ভিনাইল বা কংক্রিটের মতো নিচু মেঝেতে ধাপে নামিয়ে আনে',
        '<strong>এন্ড ক্যাপ</strong> স্লাইডিং দরজা, ফায়ারপ্লেস ও কার্পেটের ধারে মেঝে পরিপাটি করে শেষ করে',
        '<strong>সিঁড়ির নোজিং</strong> সিঁড়ির ধাপ ও ল্যান্ডিংয়ে নিরাপদ, সুন্দর কিনারা দেয়',
      ],
      outro: 'প্রতিটি টুকরার সঙ্গে আটকে বসানোর অ্যালুমিনিয়াম ট্র্যাক ও স্ক্রু দেওয়া থাকে।',
    },
    ar: {
      name: 'قالب انتقال بين الأرضيات بلون مطابق 94 إنش',
      summary: 'قوالب على شكل T وقوالب انتقالية وقوالب نهاية وحواف درج بألوان مطابقة، لإنهاء المداخل والسلالم ونقاط الانتقال بين الأرضيات.',
      intro: 'تحتاج كل أرضية عائمة إلى بعض القوالب الانتقالية: بين الغرف، وعند الالتقاء بالبلاط، وعند الأبواب المنزلقة، وعلى حواف الدرج. هذه القوالب بطول 94 إنش مطابقة في ألوانها لأكثر مجموعات اللامينيت والفينيل مبيعًا لدينا.',
      points: [
        '<strong>القالب على شكل T</strong> يصل بين أرضيتين بالارتفاع نفسه',
        '<strong>القالب الانتقالي</strong> ينزل تدريجيًا إلى أرضية أخفض مثل الفينيل أو الخرسانة',
        '<strong>قالب النهاية</strong> يُنهي الأرضية بإتقان عند الأبواب المنزلقة والمدافئ والسجاد',
        '<strong>حافة الدرج</strong> تمنح الدرجات والبسطات حافة آمنة ومتقنة التشطيب',
      ],
      outro: 'تأتي كل قطعة مع مسار من الألومنيوم يُثبَّت بالكبس، ومعه البراغي.',
    },
    fr: {
      name: 'Moulure de transition couleur assortie 94 po',
      summary: 'Moulures en T, réducteurs, profilés de finition et nez de marche de couleur assortie, pour finir les seuils de porte, les escaliers et les transitions entre planchers.',
      intro: 'Tout plancher flottant demande quelques transitions : entre les pièces, vers le carrelage, aux portes coulissantes et au bord des marches. Ces moulures de 94 po sont assorties à nos collections de stratifié et de vinyle les plus vendues.',
      points: [
        'La <strong>moulure en T</strong> relie deux planchers de même hauteur',
        'Le <strong>réducteur</strong> fait la transition vers un plancher plus bas, comme du vinyle ou du béton',
        'Le <strong>profilé de finition</strong> termine le plancher contre les portes coulissantes, les foyers et le tapis',
        'Le <strong>nez de marche</strong> offre un rebord sûr et fini aux marches et aux paliers',
      ],
      outro: 'Chaque pièce est livrée avec un rail en aluminium à emboîter et ses vis.',
    },
  },
  'primed-mdf-colonial-baseboard-12-ft': {
    bn: {
      name: 'প্রাইমার দেওয়া এমডিএফ কলোনিয়াল বেসবোর্ড ৫/৮" x ৩-১/২" x ১২ ফুট',
      summary: 'প্রাইমার দেওয়া এমডিএফের ক্লাসিক কলোনিয়াল বেসবোর্ড, লম্বা ১২ ফুট দৈর্ঘ্যে বিক্রি হয়।',
      intro: '৩-১/২" উচ্চতার এই কলোনিয়াল বেসবোর্ড শোবার ঘর ও করিডোরের জন্য বাড়ি নির্মাতাদের প্রিয়। এর ওপরের দিকের কোমল ঢেউখেলানো (ওজি) নকশা বেশিরভাগ দরজার ফ্রেমের সঙ্গে মানিয়ে যায়।',
      points: ['১২ ফুট দৈর্ঘ্যের কারণে লম্বা দেয়ালে জোড়া কম লাগে', 'আগে থেকেই প্রাইমার করা, ফিনিশিং রঙের জন্য প্রস্তুত', 'আমাদের প্রাইমার দেওয়া এমডিএফ বেস শু-র সঙ্গে চমৎকার মানায়'],
    },
    ar: {
      name: 'وزرة كولونيالية MDF مطلية بطبقة أساس 5/8 × 3.5 إنش × 12 قدمًا',
      summary: 'وزرة كلاسيكية بطراز كولونيالي من MDF المطلي بطبقة أساس، تُباع بأطوال كبيرة تبلغ 12 قدمًا.',
      intro: 'هذه الوزرة الكولونيالية بارتفاع 3.5 إنش خيار مفضّل لدى المقاولين لغرف النوم والممرات، وحافتها العلوية ذات الانحناءة الناعمة تلائم معظم إطارات الأبواب.',
      points: ['طولها البالغ 12 قدمًا يقلّل الوصلات على الجدران الطويلة', 'مطلية مسبقًا بطبقة أساس وجاهزة للطلاء النهائي', 'تتناسق مع قالبنا الربع دائري من MDF المطلي بطبقة أساس'],
    },
    fr: {
      name: 'Plinthe coloniale en MDF apprêté 5/8 po x 3 1/2 po x 12 pi',
      summary: 'Une plinthe coloniale classique en MDF apprêté, vendue en grandes longueurs de 12 pi.',
      intro: 'Cette plinthe coloniale de 3 1/2 po est une favorite des entrepreneurs pour les chambres et les corridors, avec un dessus en douce doucine qui s’accorde à la plupart des cadrages de porte.',
      points: ['Les longueurs de 12 pi réduisent les joints sur les longs murs', 'Préapprêtée, prête pour la peinture de finition', 'S’agence avec notre quart-de-rond en MDF apprêté'],
    },
  },
  'modern-square-baseboard-16-ft': {
    bn: {
      name: 'আধুনিক স্কোয়ার বেসবোর্ড ৯/১৬" x ৫-১/৪" x ১৬ ফুট',
      summary: 'আধুনিক বাড়ির জন্য উঁচু, সমতল প্রোফাইলের বেসবোর্ড, অতিরিক্ত লম্বা ১৬ ফুট দৈর্ঘ্যে।',
      intro: '৫-১/৪" উচ্চতার এই বেসবোর্ডের পরিচ্ছন্ন চৌকো প্রোফাইল সমকালীন ও স্ক্যান্ডিনেভীয় ঘরসজ্জায় মানিয়ে যায়, আর এর উচ্চতা মেঝের ধারে অসমান ড্রাইওয়াল ঢাকতে সাহায্য করে।',
      points: ['উঁচু প্রোফাইল মেঝে বদলানোর পর দেয়ালে পুরোনো রঙের দাগ ঢেকে দেয়', 'খোলামেলা, ওপেন-প্ল্যান ঘরের জন্য ১৬ ফুট দৈর্ঘ্য', 'কোণে কোপ কাট ও মাইটার কাট করা সহজ'],
    },
    ar: {
      name: 'وزرة عصرية مربعة 9/16 × 5.25 إنش × 16 قدمًا',
      summary: 'وزرة عالية بمقطع مسطّح للمنازل العصرية، بأطوال إضافية تبلغ 16 قدمًا.',
      intro: 'يلائم المقطع المربع البسيط لهذه الوزرة بارتفاع 5.25 إنش الديكورات المعاصرة والإسكندنافية، ويساعد ارتفاعها على إخفاء عدم استواء الجدران الجبسية عند خط الأرضية.',
      points: ['مقطعها الأعلى يخفي آثار الطلاء القديم بعد استبدال الأرضية', 'أطوال 16 قدمًا للمساحات المفتوحة', 'يسهل قصّها بالتشكيل أو بزاوية مائلة عند الأركان'],
    },
    fr: {
      name: 'Plinthe moderne à chant droit 9/16 po x 5 1/4 po x 16 pi',
      summary: 'Une plinthe haute au profil plat pour les maisons modernes, en très grandes longueurs de 16 pi.',
      intro: 'Le profil droit et épuré de cette plinthe de 5 1/4 po convient aux intérieurs contemporains et scandinaves, et sa hauteur aide à masquer les irrégularités du gypse au ras du plancher.',
      points: ['Son profil plus haut cache les anciennes lignes de peinture après le remplacement du plancher', 'Longueurs de 16 pi pour les aires ouvertes', 'Facile à contre-profiler et à couper en onglet'],
    },
  },
  'solid-white-oak-flush-stair-nose-78-in': {
    bn: {
      name: 'নিরেট হোয়াইট ওক সমতল সিঁড়ির নোজিং ৭৮ ইঞ্চি',
      summary: '৩/৪" ইঞ্জিনিয়ার্ড ওকে মোড়া সিঁড়ির জন্য নিরেট হোয়াইট ওকের সমতল নোজিং, যা ধাপের কিনারাকে করে নিরবচ্ছিন্ন।',
      intro: 'সমতল সিঁড়ির নোজিং মেঝের সঙ্গে একই উচ্চতায় বসে, তাই পুরো ধাপটিকে একটানা একটি উপরিভাগ বলে মনে হয়। ধাপের তক্তার (ট্রেড) সঙ্গে একসঙ্গে এতে স্টেইন বা ফিনিশ লাগান, রং মিলবে নিখুঁতভাবে।',
      points: ['টাং-অ্যান্ড-গ্রুভ ইঞ্জিনিয়ার্ড প্ল্যাঙ্ক বসানোর জন্য খাঁজ কাটা', 'গিঁটমুক্ত, সিলেক্ট গ্রেডের হোয়াইট ওক', 'প্রতিটি ৭৮" টুকরা হিসেবে বিক্রি হয়'],
    },
    ar: {
      name: 'حافة درج مستوية من البلوط الأبيض الصلب 78 إنش',
      summary: 'حافة درج مستوية من البلوط الأبيض الصلب، لحافة متصلة بلا فواصل على السلالم المكسوّة بالبلوط الهندسي بسماكة 3/4 إنش.',
      intro: 'تستقر حافة الدرج المستوية على مستوى الأرضية نفسه، فتبدو الدرجة سطحًا واحدًا متصلًا. اصبغها أو شطّبها مع سطح الدرجة في الوقت نفسه لتطابق تام.',
      points: ['مزوّدة بمجرى لتركيب الألواح الهندسية ذات اللسان والمجرى', 'بلوط أبيض خالٍ من العُقد من الدرجة المختارة', 'تُباع بالقطعة بطول 78 إنش'],
    },
    fr: {
      name: 'Nez de marche affleurant en chêne blanc massif 78 po',
      summary: 'Un nez de marche affleurant en chêne blanc massif, pour un rebord continu sur les escaliers recouverts de chêne contrecollé de 3/4 po.',
      intro: 'Le nez de marche affleurant arrive au même niveau que le plancher, si bien que la marche se lit comme une seule surface continue. Teignez-le ou appliquez-y la finition en même temps que le giron, pour un résultat parfaitement assorti.',
      points: ['Rainuré pour recevoir les lames contrecollées à languette et rainure', 'Chêne blanc sans nœuds, de choix sélect', 'Vendu à la pièce de 78 po'],
    },
  },
  'premium-sanded-grout-25-lb': {
    bn: {
      name: 'প্রিমিয়াম বালিযুক্ত গ্রাউট ২৫ পাউন্ড',
      summary: 'পলিমার-মিশ্রিত বালিযুক্ত গ্রাউট, আমাদের পোর্সেলিন টাইলসের সঙ্গে মানিয়ে বাছাই করা পাঁচটি রঙে।',
      intro: 'আমাদের বালিযুক্ত গ্রাউটে পলিমার মেশানো থাকে, তাই জয়েন্ট হয় মজবুত ও ফাটল-প্রতিরোধী, রংও থাকে সবখানে একই রকম; আলাদা করে ল্যাটেক্স মেশানোর দরকার হয় না।',
      points: ['১/৮" থেকে ১/২" চওড়া জয়েন্টের জন্য', 'আমাদের কারারা, সেমেন্তো ও লাইমস্টোন টাইলসের সঙ্গে মিলিয়ে বাছাই করা রং', 'দাগ থেকে সবচেয়ে ভালো সুরক্ষার জন্য ৭২ ঘণ্টা পরে সিলার লাগান'],
    },
    ar: {
      name: 'روبة رملية ممتازة 25 رطلًا',
      summary: 'روبة رملية معدّلة بالبوليمر بخمسة ألوان مختارة لتنسجم مع بلاط البورسلين لدينا.',
      intro: 'روبتنا الرملية مدعّمة بالبوليمر لفواصل متينة مقاومة للتشقق وبلون ثابت، دون الحاجة إلى أي إضافة من اللاتكس.',
      points: ['للفواصل بعرض من 1/8 إنش إلى 1/2 إنش', 'ألوان مختارة لتطابق بلاط كرارا وسيمنتو ولايمستون لدينا', 'ضع عليها طبقة عازلة بعد 72 ساعة لأفضل مقاومة للبقع'],
    },
    fr: {
      name: 'Coulis sablé haut de gamme 25 lb',
      summary: 'Un coulis sablé modifié aux polymères, en cinq couleurs choisies pour s’harmoniser avec nos carreaux de grès cérame.',
      intro: 'Notre coulis sablé est renforcé de polymères pour des joints solides, résistants à la fissuration et d’une couleur uniforme, sans ajout d’additif au latex.',
      points: ['Pour des joints de 1/8 po à 1/2 po de largeur', 'Couleurs choisies pour s’agencer à nos carreaux Carrara, Cemento et Limestone', 'Appliquez un scellant après 72 heures pour une résistance optimale aux taches'],
    },
  },
  'cross-tile-spacers-bag-of-500': {
    bn: {
      name: 'ক্রস টাইল স্পেসার (৫০০টির ব্যাগ)',
      summary: 'একদম সমান গ্রাউট জয়েন্টের জন্য পুনর্ব্যবহারযোগ্য ক্রস স্পেসার, প্রতি ব্যাগে ৫০০টি।',
      intro: 'পেশাদার মানের টাইলের কাজের মূল কথা হলো সমান জয়েন্ট। নমনীয় এই ক্রস স্পেসারগুলো মর্টার জমাট বাঁধার সময় টাইলগুলোকে সোজা ও সমকোণে ধরে রাখে, আর গ্রাউট করার আগে সহজেই টেনে তুলে ফেলা যায়।',
      points: [
        'রেক্টিফায়েড দেয়াল টাইলের জন্য <strong>১/১৬"</strong>, বেশিরভাগ মেঝের টাইলের জন্য <strong>১/৮"</strong> ব্যবহার করুন',
        'নমনীয় প্লাস্টিক মর্টারের ভেতরে ভেঙে যায় না',
        'টি-জয়েন্ট ও কিনারায় খাড়া করে বসিয়ে ব্যবহার করুন',
      ],
    },
    ar: {
      name: 'فواصل بلاط على شكل صليب (كيس من 500 قطعة)',
      summary: 'فواصل صليبية قابلة لإعادة الاستخدام لخطوط روبة متساوية تمامًا، 500 قطعة في الكيس.',
      intro: 'انتظام خطوط الروبة هو سرّ تركيب البلاط الاحترافي. تُبقي هذه الفواصل الصليبية المرنة البلاطات مستقيمة ومتعامدة أثناء تماسك الملاط، وتُنزع بسهولة قبل الترويب.',
      points: [
        'استخدم مقاس <strong>1/16 إنش</strong> لبلاط الجدران ذي الحواف المُعدَّلة، ومقاس <strong>1/8 إنش</strong> لمعظم بلاط الأرضيات',
        'البلاستيك المرن لا ينكسر داخل الملاط',
        'ضعها قائمةً عند الوصلات على شكل T وعند الحواف',
      ],
    },
    fr: {
      name: 'Croisillons pour carrelage (sac de 500)',
      summary: 'Des croisillons réutilisables pour des joints de coulis parfaitement réguliers, 500 par sac.',
      intro: 'Des joints réguliers sont la clé d’une pose de carrelage professionnelle. Ces croisillons souples maintiennent les carreaux d’équerre pendant la prise du mortier et se retirent facilement avant le jointoiement.',
      points: [
        'Utilisez <strong>1/16 po</strong> pour les carreaux muraux rectifiés et <strong>1/8 po</strong> pour la plupart des carreaux de sol',
        'Le plastique souple ne casse pas dans le mortier',
        'Placez-les debout pour les joints en T et les bordures',
      ],
    },
  },
  'large-format-tile-mortar-50-lb': {
    bn: {
      name: 'বড় ফরম্যাটের টাইলের মর্টার ৫০ পাউন্ড',
      summary: '২৪x৪৮ ও তার চেয়ে বড় ভারী পোর্সেলিন টাইলসের জন্য তৈরি, ঝুলে না পড়া পলিমার-মিশ্রিত মর্টার।',
      intro: 'বড় ফরম্যাটের পোর্সেলিনের নিচে পুরোটা জুড়ে মর্টার থাকা চাই, আর চাই এমন মিশ্রণ যা বসে যায় না। মিডিয়াম-বেডের এই মর্টার মেঝে ও দেয়ালে ভারী টাইলস ধরে রাখে, টাইলের কিনারা উঁচু-নিচু (লিপেজ) হতে দেয় না।',
      points: ['২৪x৪৮ পর্যন্ত দেয়াল টাইলের জন্য ঝুলে না পড়া ফর্মুলা', '৩/৪" পর্যন্ত পুরু মিডিয়াম-বেড হিসেবে ব্যবহার করা যায়', 'বড় টাইলের পেছনে মর্টার লাগানোর (ব্যাক-বাটারিং) জন্য দীর্ঘ কাজের সময়'],
    },
    ar: {
      name: 'ملاط لاصق للبلاط كبير الحجم 50 رطلًا',
      summary: 'ملاط لاصق معدّل بالبوليمر لا يترهّل، مصمَّم لبلاط البورسلين الثقيل بمقاس 24x48 وما فوقه.',
      intro: 'يحتاج بلاط البورسلين كبير الحجم إلى تغطية كاملة بالملاط وإلى خلطة لا تهبط. يثبّت هذا الملاط متوسط السماكة البلاط الثقيل على الأرضيات والجدران دون تفاوت في مستوى الحواف.',
      points: ['تركيبة لا تترهّل لبلاط الجدران حتى مقاس 24x48', 'يصلح لطبقة متوسطة السماكة حتى 3/4 إنش', 'زمن عمل مفتوح طويل لدهن ظهر البلاطات الكبيرة بالملاط'],
    },
    fr: {
      name: 'Mortier-colle pour grands formats 50 lb',
      summary: 'Un mortier-colle antiaffaissement modifié aux polymères, conçu pour les carreaux de grès cérame lourds de 24x48 et plus.',
      intro: 'Le grès cérame grand format exige un contact complet avec le mortier et un mélange qui ne s’affaisse pas. Ce mortier à lit moyen soutient les carreaux lourds au sol comme au mur, sans désaffleurement.',
      points: ['Formule antiaffaissement pour les carreaux muraux jusqu’à 24x48', 'Convient en lit moyen jusqu’à 3/4 po d’épaisseur', 'Long temps ouvert pour le double encollage des grands carreaux'],
    },
  },
  'aluminium-l-angle-tile-edge-trim-10-mm-8-ft': {
    bn: {
      name: 'অ্যালুমিনিয়াম এল-অ্যাঙ্গেল টাইল এজ ট্রিম ১০ মিমি x ৮ ফুট',
      summary: 'অ্যানোডাইজড অ্যালুমিনিয়ামের এল-অ্যাঙ্গেল, যা টাইলের খোলা কিনারা রক্ষা করে ও সুন্দরভাবে শেষ করে।',
      intro: 'এই ট্রিমটি মর্টারের স্তরে বসিয়ে দিন; মেঝে, কাউন্টারটপ ও শাওয়ারের দেয়ালের খোপে টাইলের খোলা কিনারা পাবে পরিচ্ছন্ন, সুরক্ষিত একটি রেখা।',
      points: ['৯ মিমি থেকে ১০ মিমি পোর্সেলিন টাইলসের মাপে তৈরি', 'সাটিন রুপালি ফিনিশ ক্রোম ও নিকেলের ফিক্সচারের সঙ্গে মানায়', 'মিহি দাঁতের হ্যাকস বা মাইটার করাতে কাটুন'],
    },
    ar: {
      name: 'حافة بلاط من الألومنيوم على شكل L مقاس 10 مم × 8 أقدام',
      summary: 'زاوية من الألومنيوم المؤكسد على شكل L تحمي حواف البلاط المكشوفة وتمنحها تشطيبًا أنيقًا.',
      intro: 'ثبّت هذه الحافة في طبقة الملاط لتمنح حواف البلاط المكشوفة خطًا نظيفًا ومحميًا على الأرضيات وأسطح المطابخ وكوّات الدش.',
      points: ['مصمَّمة لبلاط البورسلين بسماكة 9 مم إلى 10 مم', 'تشطيب فضي ساتان يلائم التجهيزات المطلية بالكروم والنيكل', 'تُقطع بمنشار معادن ناعم الأسنان أو بمنشار الزوايا'],
    },
    fr: {
      name: 'Profilé de bordure en L en aluminium pour carrelage 10 mm x 8 pi',
      summary: 'Une cornière en L en aluminium anodisé qui protège et finit les rebords de carrelage exposés.',
      intro: 'Noyez ce profilé dans le lit de mortier pour donner aux rebords exposés une ligne nette et protégée sur les planchers, les comptoirs et les niches de douche.',
      points: ['Conçu pour les carreaux de grès cérame de 9 mm à 10 mm', 'Fini argent satiné assorti à la robinetterie chromée ou nickelée', 'Se coupe à la scie à métaux à dents fines ou à la scie à onglets'],
    },
  },
  'silicone-kitchen-and-bath-sealant-10-oz': {
    bn: {
      name: '১০০% সিলিকন রান্নাঘর ও বাথরুম সিল্যান্ট ১০.১ আউন্স',
      summary: 'নমনীয়, ছত্রাক প্রতিরোধী সিলিকন, যেখানে দুটি তল মেলে সেই জয়েন্টের জন্য, যেখানে গ্রাউট ফেটে যেত।',
      intro: 'কোণ, বাথটাবের কিনারা এবং টাইল ও কাউন্টারটপের মাঝের জয়েন্ট ঋতু বদলের সঙ্গে সামান্য নড়াচড়া করে। ফাটল এড়াতে এসব জায়গা গ্রাউটের বদলে নমনীয় সিলিকন দিয়ে সিল করুন।',
      points: ['স্থায়ীভাবে নমনীয় ও জলরোধী', 'ছত্রাক ও ছাতা পড়া প্রতিরোধী', 'যেকোনো সাধারণ কক গানে লাগানো যায়'],
    },
    ar: {
      name: 'مانع تسرب سيليكون 100% للمطبخ والحمّام 10.1 أونصة',
      summary: 'سيليكون مرن مقاوم للعفن لفواصل تغيّر المستوى، حيث تتشقق الروبة.',
      intro: 'الزوايا وحواف أحواض الاستحمام والفواصل بين البلاط وأسطح العمل تتحرك مع تغيّر الفصول. اعزلها بالسيليكون المرن بدلًا من الروبة لتجنّب التشقق.',
      points: ['يبقى مرنًا ومقاومًا للماء بشكل دائم', 'مقاوم للعفن والفطريات', 'يناسب أي مسدس سيليكون قياسي'],
    },
    fr: {
      name: 'Scellant 100 % silicone pour cuisine et salle de bains 10,1 oz',
      summary: 'Un silicone souple qui résiste à la moisissure, pour les joints de changement de plan où le coulis fissurerait.',
      intro: 'Les coins, le pourtour de la baignoire et les joints entre le carrelage et les comptoirs bougent au fil des saisons. Scellez-les avec du silicone souple plutôt qu’avec du coulis pour éviter les fissures.',
      points: ['Reste souple et étanche en permanence', 'Résiste à la moisissure et au mildiou', 'S’adapte à tout pistolet à calfeutrer standard'],
    },
  },
  '3-mm-foam-underlay-with-vapour-barrier-100-sq-ft': {
    bn: {
      name: 'বাষ্প-প্রতিরোধী স্তরসহ ৩ মিমি ফোম আন্ডারলে ১০০ বর্গফুট',
      summary: 'কংক্রিট বা কাঠের সাবফ্লোরের ওপর ল্যামিনেটের জন্য বাষ্প-প্রতিরোধী স্তরসহ সব কাজের উপযোগী ৩ মিমি ফোম আন্ডারলে।',
      intro: 'বেশিরভাগ ল্যামিনেটের কাজে আমরা এই আন্ডারলেটিই সুপারিশ করি: এটি সাবফ্লোরের ছোটখাটো অসমানতা ঢেকে দেয়, পায়ের শব্দ নরম করে এবং কংক্রিট স্ল্যাবের আর্দ্রতা প্ল্যাঙ্ক থেকে দূরে রাখে।',
      points: [
        'বাষ্প-প্রতিরোধী স্তর সঙ্গেই থাকে, আলাদা পলিথিন শিট লাগে না',
        'জোড়াগুলো সিল করতে আঠালো স্ট্রিপসহ ওভারল্যাপ ফ্ল্যাপ',
        'এক রোলে প্রায় <strong>১০০ বর্গফুট</strong> ঢাকা যায়',
      ],
    },
    ar: {
      name: 'طبقة عازلة من الرغوة 3 مم مع حاجز للبخار 100 قدم مربع',
      summary: 'طبقة عازلة متعددة الاستخدامات من الرغوة بسماكة 3 مم مع حاجز بخار مدمج، للامينيت فوق الأرضيات الأساسية الخرسانية أو الخشبية.',
      intro: 'هذه هي الطبقة العازلة التي نوصي بها لمعظم أعمال تركيب اللامينيت: فهي تعالج العيوب البسيطة في الأرضية الأساسية، وتخفّف وقع الخطوات، وتُبعد رطوبة البلاطة الخرسانية عن الألواح.',
      points: [
        'حاجز بخار مدمج، فلا حاجة إلى غشاء بولي إيثيلين منفصل',
        'حافة متداخلة بشريط لاصق لوصلات محكمة الإغلاق',
        'تغطي اللفة الواحدة نحو <strong>100 قدم مربع</strong>',
      ],
    },
    fr: {
      name: 'Sous-couche en mousse 3 mm avec pare-vapeur 100 pi²',
      summary: 'Une sous-couche polyvalente en mousse de 3 mm, avec pare-vapeur intégré, pour le stratifié posé sur un sous-plancher de béton ou de bois.',
      intro: 'C’est la sous-couche que nous recommandons pour la plupart des poses de stratifié : elle atténue les petites imperfections du sous-plancher, adoucit le bruit des pas et protège les lames de l’humidité de la dalle.',
      points: [
        'Pare-vapeur intégré, aucune feuille de polyéthylène séparée n’est nécessaire',
        'Rabat de chevauchement avec bande adhésive pour des joints scellés',
        'Un rouleau couvre environ <strong>100 pi²</strong>',
      ],
    },
  },
  'premium-2-mm-acoustic-rubber-underlay-100-sq-ft': {
    bn: {
      name: 'প্রিমিয়াম ২ মিমি অ্যাকুস্টিক রাবার আন্ডারলে ১০০ বর্গফুট',
      summary: 'ঘন রাবারের আন্ডারলে, যা পায়ের আঘাতের শব্দ কমায়; কন্ডো ও ওপরতলার জন্য আদর্শ।',
      intro: 'বেশিরভাগ স্ট্র্যাটা (কন্ডোমিনিয়াম) ভবনে শক্ত মেঝের নিচে অ্যাকুস্টিক আন্ডারলে বাধ্যতামূলক। ২ মিমি পুরু এই ঘন রাবারের আন্ডারলে সাধারণ উপবিধির শর্ত পূরণ করে এবং নিচের ফ্ল্যাটে পায়ের শব্দ লক্ষণীয়ভাবে কমিয়ে দেয়।',
      points: [
        'পরীক্ষিত মেঝে-কাঠামোয় <strong>IIC 72</strong> আঘাত-শব্দ রেটিং',
        'সংযুক্ত প্যাড ছাড়া এসপিসি ভিনাইলের নিচে ব্যবহারের মতো যথেষ্ট পাতলা',
        'ভারী রাবার সমানভাবে বিছিয়ে থাকে, ইনস্টলেশনের সময় সরে যায় না',
      ],
      outro: 'ন্যূনতম কোন রেটিং লাগবে তা আপনার স্ট্র্যাটার উপবিধিতে দেখে নিন; অনুরোধ করলে আমরা পরীক্ষার রিপোর্ট দিতে পারি।',
    },
    ar: {
      name: 'طبقة عازلة صوتية ممتازة من المطاط 2 مم 100 قدم مربع',
      summary: 'طبقة عازلة كثيفة من المطاط تخفّف ضوضاء الارتطام، مثالية للشقق السكنية والطوابق العليا.',
      intro: 'تشترط معظم المباني ذات الملكية المشتركة (strata) وضع طبقة عازلة صوتية تحت الأرضيات الصلبة. تستوفي هذه الطبقة المطاطية الكثيفة بسماكة 2 مم متطلبات الأنظمة الداخلية المعتادة، وتجعل وقع الخطوات أهدأ بشكل ملحوظ في الشقة السفلية.',
      points: [
        'تصنيف عزل ضوضاء الارتطام <strong>IIC 72</strong> ضمن تجميعات أرضية مختبَرة',
        'رقيقة بما يكفي لفينيل SPC بدون طبقة عازلة مدمجة',
        'المطاط الثقيل يستقر مسطّحًا ولا يتزحزح أثناء التركيب',
      ],
      outro: 'راجع الأنظمة الداخلية لمبناك لمعرفة الحد الأدنى المطلوب للتصنيف؛ ويمكننا تزويدك بتقرير الاختبار عند الطلب.',
    },
    fr: {
      name: 'Sous-couche acoustique en caoutchouc haut de gamme 2 mm 100 pi²',
      summary: 'Une sous-couche dense en caoutchouc qui réduit les bruits d’impact, idéale pour les condos et les étages supérieurs.',
      intro: 'La plupart des immeubles en copropriété (strata) exigent une sous-couche acoustique sous les planchers durs. Cette sous-couche dense en caoutchouc de 2 mm respecte les règlements habituels et rend les pas nettement plus discrets dans le logement du dessous.',
      points: [
        'Indice de bruit d’impact <strong>IIC 72</strong> en assemblage testé',
        'Assez mince pour le vinyle SPC sans sous-couche intégrée',
        'Le caoutchouc lourd reste bien à plat et ne se déplace pas pendant la pose',
      ],
      outro: 'Vérifiez l’indice minimal exigé par les règlements de votre copropriété; nous pouvons fournir le rapport d’essai sur demande.',
    },
  },
  '1-mm-ixpe-underlay-for-vinyl-plank-200-sq-ft': {
    bn: {
      name: 'ভিনাইল প্ল্যাঙ্কের জন্য ১ মিমি IXPE আন্ডারলে ২০০ বর্গফুট',
      summary: 'সংযুক্ত প্যাড ছাড়া রিজিড-কোর ভিনাইল মেঝের জন্য পাতলা, উচ্চ ঘনত্বের IXPE আন্ডারলে।',
      intro: 'রিজিড ভিনাইলের নিচে চাই মজবুত আন্ডারলে: নরম ফোমে ক্লিক জয়েন্ট বেঁকে গিয়ে ভেঙে যেতে পারে। ১ মিমি পুরু এই IXPE প্যাড লকগুলোর কোনো ক্ষতি না করেই আরাম বাড়ায় ও শব্দ কমায়।',
      points: ['উচ্চ ঘনত্বের ক্লোজড-সেল ফোম', 'আর্দ্রতা প্রতিরোধী', '২০০ বর্গফুটের বড় রোল'],
    },
    ar: {
      name: 'طبقة عازلة IXPE بسماكة 1 مم لألواح الفينيل 200 قدم مربع',
      summary: 'طبقة عازلة IXPE رقيقة عالية الكثافة لأرضيات الفينيل ذات القلب الصلب التي لا تحتوي على طبقة عازلة مدمجة.',
      intro: 'يحتاج الفينيل الصلب إلى طبقة عازلة متماسكة، فالرغوة اللينة تسمح لوصلات التعشيق بالانثناء ثم الانكسار. تضيف هذه الطبقة IXPE بسماكة 1 مم راحة عند المشي وتخفيفًا للصوت دون المساس بمتانة الأقفال.',
      points: ['رغوة عالية الكثافة بخلايا مغلقة', 'مقاومة للرطوبة', 'لفة كبيرة تغطي 200 قدم مربع'],
    },
    fr: {
      name: 'Sous-couche IXPE 1 mm pour lames de vinyle 200 pi²',
      summary: 'Une sous-couche IXPE mince et haute densité pour les planchers de vinyle à âme rigide sans sous-couche intégrée.',
      intro: 'Le vinyle rigide exige une sous-couche ferme : une mousse trop molle laisse les joints à clic fléchir, puis casser. Cette sous-couche IXPE de 1 mm ajoute du confort et atténue le bruit sans compromettre les emboîtements.',
      points: ['Mousse à cellules fermées haute densité', 'Résiste à l’humidité', 'Grand rouleau de 200 pi²'],
    },
  },
  'natural-cork-underlay-6-mm-200-sq-ft': {
    bn: {
      name: 'প্রাকৃতিক কর্ক আন্ডারলে ৬ মিমি ২০০ বর্গফুট',
      summary: 'প্রাকৃতিক কর্কের আন্ডারলে, যা মেঝেকে উষ্ণ রাখে ও শব্দ নিয়ন্ত্রণ করে; এমনকি টাইলের নিচেও ব্যবহার করা যায়।',
      intro: 'কর্ক স্বভাবতই স্থিতিস্থাপক, তাপ নিরোধক এবং ছত্রাক প্রতিরোধী। ৬ মিমি পুরু এই রোল বেসমেন্টে এবং রেডিয়েন্ট হিটিংযুক্ত কংক্রিট স্ল্যাবের ওপর ইঞ্জিনিয়ার্ড কাঠ বসানোর জন্য চমৎকার পছন্দ।',
      points: ['নবায়নযোগ্য, কর্ক ওক গাছের বাকল থেকে সংগ্রহ করা', 'ঠান্ডা কংক্রিটের ওপর মেঝেকে উষ্ণ রাখে', 'ফাটল ঠেকাতে সিরামিক ও পোর্সেলিন টাইলের নিচে আঠা দিয়ে লাগানো যায়'],
    },
    ar: {
      name: 'طبقة عازلة من الفلين الطبيعي 6 مم 200 قدم مربع',
      summary: 'طبقة عازلة من الفلين الطبيعي تضيف الدفء وتحدّ من الضوضاء، وتصلح حتى تحت البلاط.',
      intro: 'الفلين مرن بطبيعته وعازل ومقاوم للعفن. هذه اللفة بسماكة 6 مم خيار ممتاز للأقبية، ولتركيب الخشب الهندسي فوق البلاطات الخرسانية المزوّدة بتدفئة أرضية إشعاعية.',
      points: ['مادة متجددة تُستخرج من لحاء شجر بلوط الفلين', 'تضيف الدفء فوق الخرسانة الباردة', 'يمكن لصقها تحت بلاط السيراميك والبورسلين لعزل التشققات'],
    },
    fr: {
      name: 'Sous-couche de liège naturel 6 mm 200 pi²',
      summary: 'Une sous-couche de liège naturel qui apporte chaleur et insonorisation, et qui convient même sous le carrelage.',
      intro: 'Le liège est naturellement résilient, isolant et résistant à la moisissure. Ce rouleau de 6 mm est un excellent choix pour les sous-sols, et sous un plancher contrecollé posé sur une dalle à chauffage radiant.',
      points: ['Renouvelable, récolté sur l’écorce du chêne-liège', 'Réchauffe le plancher sur un béton froid', 'Peut être collée sous les carreaux de céramique et de grès cérame comme membrane antifissuration'],
    },
  },
};
