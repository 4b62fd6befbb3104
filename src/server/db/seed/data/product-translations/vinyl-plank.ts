import type { TranslationLocale } from '@/domain/content/translations';
import type { ProductCopy } from '../product-text';

/** The vinyl plank floors in Bengali, Arabic and French, by product slug. */
export const VINYL_COPY: Record<string, Record<TranslationLocale, ProductCopy>> = {
  /* ---- 4 mm ---- */
  'fleetwood-essentials-4-mm-spc-vinyl-plank': {
    bn: {
      name: 'ফ্লিটউড এসেনশিয়ালস ৪ মিমি এসপিসি ভিনাইল প্ল্যাঙ্ক',
      summary: 'তিনটি নিরপেক্ষ রঙে আমাদের সবচেয়ে সাশ্রয়ী জলরোধী SPC প্ল্যাঙ্ক। পরের চালান না আসা পর্যন্ত পুরো সংগ্রহই বিক্রি হয়ে গেছে।',
      intro: 'ফ্লিটউড এসেনশিয়ালস একটি মজবুত, ১০০% জলরোধী ভিনাইল, দাম ল্যামিনেটের মতোই; বাড়িওয়ালাদের কাছে এবং বেসমেন্ট স্যুটের জন্য এটি বেশ জনপ্রিয়।',
      points: ['জলরোধী SPC কোর, বেসমেন্ট ও বাথরুমের জন্য নিরাপদ', 'তিনটি নিরপেক্ষ রং', 'বেশিরভাগ পুরোনো শক্ত মেঝের ওপরেই ক্লিক করে বসানো যায়'],
      outro: 'সব রং বিক্রি হয়ে গেছে। কাছাকাছি বিকল্প হিসেবে ল্যাডনার গ্রে ৪ মিমি স্টকে আছে।',
    },
    ar: {
      name: 'ألواح فينيل SPC فليتوود إسنشلز 4 مم',
      summary: 'لوح SPC المقاوم للماء الأكثر اقتصادًا لدينا، بثلاث درجات محايدة. نفدت المجموعة كلها حتى وصول الشحنة القادمة.',
      intro: 'فليتوود إسنشلز فينيل صلب مقاوم للماء بنسبة 100% بسعر اللامينيت، يحظى بإقبال ملّاك العقارات المؤجَّرة ويناسب شقق الأقبية.',
      points: ['قلب SPC مقاوم للماء، آمن للأقبية والحمّامات', 'ثلاثة ألوان محايدة', 'يُركَّب بالتعشيق فوق معظم الأرضيات الصلبة القائمة'],
      outro: 'نفدت جميع الألوان. ويُعدّ لادنر رمادي 4 مم بديلًا قريبًا متوفرًا في المخزون.',
    },
    fr: {
      name: 'Lames de vinyle SPC Fleetwood Essentials 4 mm',
      summary: 'Notre lame SPC étanche d’entrée de gamme, en trois teintes neutres. Toute la collection est en rupture de stock jusqu’au prochain arrivage.',
      intro: 'Fleetwood Essentials est un vinyle rigide 100 % étanche au prix d’un stratifié, apprécié des propriétaires-bailleurs et pour les logements au sous-sol.',
      points: [
        'Âme SPC étanche, sans souci au sous-sol comme dans la salle de bains',
        'Trois couleurs neutres',
        'Pose à clic par-dessus la plupart des revêtements durs existants',
      ],
      outro: 'Toutes les couleurs sont épuisées. Le Ladner gris 4 mm, en stock, est une solution de rechange très proche.',
    },
  },
  'whalley-honey-oak-4-mm-spc-vinyl': {
    bn: {
      name: 'হোয়ালি হানি ওক ৪ মিমি এসপিসি ভিনাইল',
      summary: 'জলরোধী এসপিসি কোরসহ সোনালি মধু-রঙা ওক ভিনাইল প্ল্যাঙ্ক, সাশ্রয়ী দামে।',
      intro: 'হোয়ালি হানি ওক ঐতিহ্যবাহী সোনালি ওকের আভায় ভাড়ার ফ্ল্যাট ও পারিবারিক বসার ঘরে উষ্ণতা আনে, আর এর মজবুত কোর তরল ছিটকে পড়া ও পোষা প্রাণীর দাপট সহজেই সামলায়।',
      points: ['১০০% জলরোধী', 'হালকা এমবস করা কাঠের টেক্সচার', 'প্রতি বাক্সে ১০টি প্ল্যাঙ্ক, ২৪ বর্গফুট'],
    },
    ar: {
      name: 'فينيل SPC والي بلوط عسلي 4 مم',
      summary: 'لوح فينيل بلون بلوط عسلي ذهبي بقلب SPC مقاوم للماء، بسعر اقتصادي.',
      intro: 'يضفي والي بلوط عسلي الدفء على الشقق المؤجَّرة وغرف المعيشة العائلية بدرجة بلوط ذهبية تقليدية، بينما يصمد قلبه الصلب أمام الانسكابات والحيوانات الأليفة.',
      points: ['مقاوم للماء بنسبة 100%', 'ملمس خشبي بنقش بارز خفيف', 'عشرة ألواح في العلبة، تغطي 24 قدمًا مربعًا'],
    },
    fr: {
      name: 'Vinyle SPC Whalley chêne miel 4 mm',
      summary: 'Une lame de vinyle chêne miel doré à âme SPC étanche, à prix d’entrée de gamme.',
      intro: 'Le Whalley chêne miel réchauffe les logements locatifs et les salles familiales de son ton de chêne doré traditionnel, tandis que son âme rigide résiste aux déversements comme aux animaux de compagnie.',
      points: ['100 % étanche', 'Texture bois légèrement gaufrée', 'Dix lames par boîte, 24 pi²'],
    },
  },
  'ladner-grey-4-mm-spc-vinyl': {
    bn: {
      name: 'ল্যাডনার গ্রে ৪ মিমি এসপিসি ভিনাইল',
      summary: 'জলরোধী কোরসহ কোমল ড্রিফটউড ধূসর রঙের প্ল্যাঙ্ক, সবসময় স্টকে থাকে।',
      intro: 'ল্যাডনার গ্রে-তে আছে উপকূলের ড্রিফটউডের মতো রোদে-জলে ফিকে হয়ে যাওয়া ধূসর রং, যা আধুনিক ফার্মহাউস ধাঁচের বাড়ি ও কন্ডোর জন্য মানানসই এক বহুমুখী নিরপেক্ষ রং।',
      points: ['সীমাহীন স্টক, বহু-ইউনিটের প্রকল্পের জন্য আদর্শ', 'জলরোধী, পোষা প্রাণী থাকলেও নিশ্চিন্ত', 'নিজে নিজেই সহজে ক্লিক করে বসানো যায়'],
    },
    ar: {
      name: 'فينيل SPC لادنر رمادي 4 مم',
      summary: 'لوح بلون رمادي خشب الشاطئ الناعم بقلب مقاوم للماء، متوفر دائمًا في المخزون.',
      intro: 'يحمل لادنر رمادي لون الرمادي الباهت المعتّق لخشب الشاطئ الذي تقذفه الأمواج، وهو لون محايد متعدد الاستخدامات يلائم المنازل بطراز المزارع العصري والشقق السكنية.',
      points: ['مخزون غير محدود، مثالي للمشاريع متعددة الوحدات', 'مقاوم للماء ومناسب للحيوانات الأليفة', 'تركيب سهل بالتعشيق يمكنك إنجازه بنفسك'],
    },
    fr: {
      name: 'Vinyle SPC Ladner gris 4 mm',
      summary: 'Une lame gris bois flotté tout en douceur, à âme étanche, toujours en stock.',
      intro: 'Le Ladner gris a le gris délavé et patiné du bois flotté de nos côtes, un neutre polyvalent pour les intérieurs de style fermette moderne et les condos.',
      points: ['Stock illimité, idéal pour les projets multilogements', 'Étanche et adapté aux animaux de compagnie', 'Pose à clic facile à faire soi-même'],
    },
  },
  'boundary-bay-pine-4-mm-spc-vinyl': {
    bn: {
      name: 'বাউন্ডারি বে পাইন ৪ মিমি এসপিসি ভিনাইল',
      summary: 'কটেজ ও কেবিনের জন্য গিঁটওয়ালা হালকা পাইন কাঠের চেহারা, ৪ মিমি সংগ্রহে নতুন সংযোজন।',
      intro: 'বাউন্ডারি বে পাইন ফিকে ব্লন্ড রঙের প্ল্যাঙ্ক আর ছোট ছোট গাঢ় গিঁটে সৈকতের কেবিনের মতো নিরুদ্বেগ আমেজ আনে, আর মেঝেটি পুরোপুরি জলরোধী।',
      points: ['গিঁটওয়ালা পাইন কাঠের স্বাভাবিক সৌন্দর্য', 'জলরোধী SPC কোর', 'কেবিন, সানরুম ও স্যুটের জন্য দারুণ'],
    },
    ar: {
      name: 'فينيل SPC باونداري باي صنوبر 4 مم',
      summary: 'مظهر خشب صنوبر فاتح بعُقد طبيعية للأكواخ والبيوت الريفية، وهو أحدث إضافة إلى تشكيلة 4 مم.',
      intro: 'يمنحك باونداري باي صنوبر أجواء كوخ الشاطئ الهادئة، بألواح شقراء فاتحة وعُقد داكنة صغيرة، في أرضية مقاومة للماء بالكامل.',
      points: ['طابع خشب الصنوبر بعُقده الطبيعية', 'قلب SPC مقاوم للماء', 'رائع للأكواخ والغرف المشمسة والشقق'],
    },
    fr: {
      name: 'Vinyle SPC Boundary Bay pin 4 mm',
      summary: 'Un aspect pin noueux clair pour les chalets et les maisons de campagne, nouveauté de la gamme 4 mm.',
      intro: 'Le Boundary Bay pin apporte l’ambiance décontractée d’un chalet de plage, avec ses lames blond pâle et ses petits nœuds foncés, dans un plancher entièrement étanche.',
      points: ['Le cachet du pin noueux', 'Âme SPC étanche', 'Parfait pour les chalets, les solariums et les logements accessoires'],
    },
  },
  /* ---- 4.2 mm ---- */
  'cultus-lake-oak-42-mm-spc-vinyl': {
    bn: {
      name: 'কালটাস লেক ওক ৪.২ মিমি এসপিসি ভিনাইল',
      summary: 'মাইক্রো-বেভেলসহ একটু বেশি পুরু ৪.২ মিমি SPC বোর্ডে খাঁটি প্রাকৃতিক ওকের চেহারা।',
      intro: 'কালটাস লেক ওক হালকা ক্যাথিড্রাল নকশার আঁশসহ পরিচ্ছন্ন, প্রাকৃতিক ওক। ৪.২ মিমি কোর বাড়তি দৃঢ়তা দেয়, তাই সাবফ্লোরের ছোটখাটো অসমানতা সহজেই সামলে নেয়।',
      points: ['মাইক্রো-বেভেল কিনারা', '১০০% জলরোধী', 'সানরুমে এবং রেডিয়েন্ট হিটিংয়ের (মেঝের নিচের তাপব্যবস্থা) ওপরেও স্থিতিশীল'],
    },
    ar: {
      name: 'فينيل SPC كولتس ليك بلوط 4.2 مم',
      summary: 'مظهر بلوط طبيعي أصيل في لوح SPC أسمك قليلًا بسماكة 4.2 مم، بحواف مشطوفة دقيقة.',
      intro: 'كولتس ليك بلوط خشب بلوط طبيعي نقي بعروق خفيفة على شكل أقواس الكاتدرائية. ويمنحه القلب بسماكة 4.2 مم صلابة إضافية تتجاوز العيوب البسيطة في الأرضية التحتية.',
      points: ['حواف مشطوفة دقيقة', 'مقاوم للماء بنسبة 100%', 'ثابت في الغرف المشمسة وفوق التدفئة الأرضية الإشعاعية'],
    },
    fr: {
      name: 'Vinyle SPC Cultus Lake chêne 4,2 mm',
      summary: 'Un véritable aspect chêne naturel, dans une lame SPC un peu plus épaisse de 4,2 mm, à micro-chanfrein.',
      intro: 'Le Cultus Lake chêne est un chêne naturel et épuré, au léger veinage en cathédrale. L’âme de 4,2 mm ajoute de la rigidité pour absorber les petites imperfections du sous-plancher.',
      points: ['Bords à micro-chanfrein', '100 % étanche', 'Stable dans les solariums et sur plancher chauffant radiant'],
    },
  },
  'harrison-driftwood-42-mm-spc-vinyl': {
    bn: {
      name: 'হ্যারিসন ড্রিফটউড ৪.২ মিমি এসপিসি ভিনাইল',
      summary: 'টেক্সচারযুক্ত উপরিতল ও জলরোধী কোরসহ রোদে-জলে পুরোনো হয়ে যাওয়া ধূসর ড্রিফটউডের প্ল্যাঙ্ক।',
      intro: 'হ্যারিসন ড্রিফটউডে কোমল ধূসর ও বেইজ রঙের মিশেলের সঙ্গে আছে পুরোনো কাঠের টেক্সচার, যা ঘরে আনে আরামদায়ক, ঘরোয়া চেহারা।',
      points: ['পুরোনো কাঠের মতো টেক্সচারযুক্ত উপরিতল', 'জলরোধী, পোষা প্রাণী থাকলেও নিশ্চিন্ত', 'ধূসর বা সাদা ট্রিমের সঙ্গে মানিয়ে যায়'],
    },
    ar: {
      name: 'فينيل SPC هاريسون خشب الشاطئ 4.2 مم',
      summary: 'لوح بمظهر خشب الشاطئ الرمادي المعتّق، بسطح ذي ملمس بارز وقلب مقاوم للماء.',
      intro: 'يمزج هاريسون خشب الشاطئ درجات الرمادي والبيج الناعمة مع ملمس معتّق، لمظهر مريح يوحي بالألفة والدفء.',
      points: ['سطح بملمس الخشب المعتّق', 'مقاوم للماء ومناسب للحيوانات الأليفة', 'يتناسق مع الحواف والقوالب الرمادية أو البيضاء'],
    },
    fr: {
      name: 'Vinyle SPC Harrison bois flotté 4,2 mm',
      summary: 'Une lame bois flotté gris patiné, à surface texturée et à âme étanche.',
      intro: 'Le Harrison bois flotté marie des tons doux de gris et de beige à une texture patinée, pour un look détendu et chaleureux, comme habité depuis toujours.',
      points: ['Surface texturée effet bois patiné', 'Étanche, adapté aux animaux de compagnie', 'S’agence aux moulures grises ou blanches'],
    },
  },
  'alouette-hickory-42-mm-spc-vinyl': {
    bn: {
      name: 'অ্যালুয়েট হিকরি ৪.২ মিমি এসপিসি ভিনাইল',
      summary: 'জলরোধী ৪.২ মিমি SPC প্ল্যাঙ্কে রঙের জোরালো তারতম্যসহ সাহসী হিকরি কাঠের চেহারা।',
      intro: 'অ্যালুয়েট হিকরিতে আছে রাস্টিক হিকরি কাঠের হালকা-গাঢ়ের নাটকীয় বৈপরীত্য, ফার্মহাউস ধাঁচের রান্নাঘর ও বেসমেন্টের বিনোদন-ঘরের জন্য সবার প্রিয়।',
      points: ['রঙের জোরালো তারতম্য', 'হাতে চাঁছা কাঠের টেক্সচার', 'জলরোধী SPC কোর'],
    },
    ar: {
      name: 'فينيل SPC ألويت هيكوري 4.2 مم',
      summary: 'مظهر خشب الهيكوري الجريء بتباين لوني كبير، في لوح SPC مقاوم للماء بسماكة 4.2 مم.',
      intro: 'يتميّز ألويت هيكوري بالتباين اللافت بين الفاتح والداكن الذي يُعرف به خشب الهيكوري الريفي، وهو خيار مفضّل لمطابخ البيوت الريفية وغرف الترفيه في الأقبية.',
      points: ['تباين لوني كبير', 'ملمس مكشوط يدويًا', 'قلب SPC مقاوم للماء'],
    },
    fr: {
      name: 'Vinyle SPC Alouette caryer 4,2 mm',
      summary: 'Un aspect caryer affirmé, aux fortes variations de couleur, dans une lame SPC étanche de 4,2 mm.',
      intro: 'L’Alouette caryer offre le contraste spectaculaire de clairs et de foncés du caryer rustique, un favori pour les cuisines de style champêtre et les salles de jeux au sous-sol.',
      points: ['Fortes variations de couleur', 'Texture raclée à la main', 'Âme SPC étanche'],
    },
  },
  'sunnyside-ash-42-mm-spc-vinyl': {
    bn: {
      name: 'সানিসাইড অ্যাশ ৪.২ মিমি এসপিসি ভিনাইল',
      summary: 'স্ক্যান্ডিনেভীয় ধাঁচের ফিকে অ্যাশ কাঠের প্ল্যাঙ্ক, যা বেসমেন্ট ও ছোট ঘর উজ্জ্বল করে তোলে।',
      intro: 'ফিকে ব্লন্ড আভা আর শান্ত, সোজা আঁশে সানিসাইড অ্যাশ ঘরকে রাখে আলো-ঝলমলে ও খোলামেলা, এখন জলরোধী রিজিড কোরে।',
      points: ['হালকা রং প্রাকৃতিক আলো প্রতিফলিত করে', 'ম্যাট ফিনিশ', 'জলরোধী, বেসমেন্টের জন্য উপযুক্ত'],
    },
    ar: {
      name: 'فينيل SPC سانيسايد دردار 4.2 مم',
      summary: 'لوح بمظهر خشب الدردار الفاتح على الطراز الإسكندنافي، يضفي الإشراق على الأقبية والغرف الصغيرة.',
      intro: 'يحافظ سانيسايد دردار على إشراق المساحات واتساعها بدرجاته الشقراء الفاتحة وعروقه المستقيمة الهادئة، والآن بقلب صلب مقاوم للماء.',
      points: ['اللون الفاتح يعكس الضوء الطبيعي', 'تشطيب غير لامع', 'مقاوم للماء، مناسب للأقبية'],
    },
    fr: {
      name: 'Vinyle SPC Sunnyside frêne 4,2 mm',
      summary: 'Une lame de frêne pâle d’inspiration scandinave, qui illumine les sous-sols et les petites pièces.',
      intro: 'Le Sunnyside frêne garde les pièces claires et aérées grâce à ses tons blond pâle et à son veinage droit et discret, désormais sur une âme rigide étanche.',
      points: ['Sa couleur claire reflète la lumière naturelle', 'Fini mat', 'Étanche, idéal pour les sous-sols'],
    },
  },
  /* ---- 5.5 mm ---- */
  'tynehead-55-mm-spc-vinyl-plank': {
    bn: {
      name: 'টাইনহেড ৫.৫ মিমি এসপিসি ভিনাইল প্ল্যাঙ্ক',
      summary: 'আমাদের সবচেয়ে জনপ্রিয় জলরোধী ভিনাইল: সংযুক্ত IXPE প্যাডসহ ৫.৫ মিমি, চারটি বহুমুখী রঙে।',
      intro: 'টাইনহেডে একসঙ্গে আছে শক্ত SPC কোর, ২০ মিল ওয়্যার লেয়ার আর আগে থেকেই লাগানো ১ মিমি প্যাড, তাই এটি দ্রুত বসানো যায় এবং পায়ের নিচে আরামদায়ক ও নিঃশব্দ লাগে।',
      points: [
        '<strong>সংযুক্ত ১ মিমি IXPE প্যাড</strong>, আলাদা আন্ডারলের দরকার নেই',
        'ব্যস্ত পরিবারের বাড়ির জন্য ২০ মিল ওয়্যার লেয়ার',
        'প্রাকৃতিক ওক, হালকা গ্রেইজ, উষ্ণ চেস্টনাট ও ধূসর-বাদামি',
      ],
      outro: 'প্রতিটি রঙের সঙ্গে মেলানো মোড়ক-দেওয়া বেস শু আনুষঙ্গিক সামগ্রী বিভাগে পাওয়া যায়।',
    },
    ar: {
      name: 'ألواح فينيل SPC تاينهيد 5.5 مم',
      summary: 'أكثر أرضيات الفينيل المقاومة للماء رواجًا لدينا: بسماكة 5.5 مم مع طبقة IXPE عازلة مدمجة، بأربعة ألوان سهلة التنسيق.',
      intro: 'يجمع تاينهيد بين قلب SPC متين وطبقة تآكل بسماكة 20 ميل وطبقة عازلة مثبّتة مسبقًا بسماكة 1 مم، فيُركَّب بسرعة ويمنحك أرضية مريحة وهادئة تحت القدمين.',
      points: [
        '<strong>طبقة IXPE عازلة مدمجة بسماكة 1 مم</strong>، دون حاجة إلى طبقة عازلة منفصلة',
        'طبقة تآكل بسماكة 20 ميل للمنازل العائلية كثيرة الحركة',
        'بلوط طبيعي، ورمادي بيج فاتح، وكستنائي دافئ، وبني رمادي',
      ],
      outro: 'تتوفر قوالب ربع دائرية مغلّفة بلون مطابق لكل لون في قسم الإكسسوارات.',
    },
    fr: {
      name: 'Lames de vinyle SPC Tynehead 5,5 mm',
      summary: 'Notre vinyle étanche le plus populaire : 5,5 mm avec sous-couche IXPE intégrée, en quatre couleurs polyvalentes.',
      intro: 'Le Tynehead réunit une âme SPC rigide, une couche d’usure de 20 mils et une sous-couche de 1 mm déjà intégrée : la pose est rapide, et le plancher est confortable et silencieux.',
      points: [
        '<strong>Sous-couche IXPE de 1 mm intégrée</strong>, aucune sous-couche séparée nécessaire',
        'Couche d’usure de 20 mils pour les foyers très animés',
        'Chêne naturel, Grège clair, Châtaigne chaude et Taupe',
      ],
      outro: 'Des quarts-de-rond recouverts de la couleur assortie sont offerts dans la section Accessoires.',
    },
  },
  'serpentine-river-oak-55-mm-spc-vinyl': {
    bn: {
      name: 'সার্পেন্টাইন রিভার ওক ৫.৫ মিমি এসপিসি ভিনাইল',
      summary: 'সংযুক্ত প্যাড ও ২০ মিল ওয়্যার লেয়ারসহ হালকা উপকূলীয় ধাঁচের ওক।',
      intro: 'সার্পেন্টাইন রিভার ওকে আছে রোদে ফিকে হওয়া ব্লন্ড আভা ও কোমল আঁশ, জলরোধী সুরক্ষা দরকার এমন খোলামেলা নকশার মূল তলার জন্য আদর্শ।',
      points: ['সংযুক্ত IXPE প্যাড', 'জলরোধী ও আঁচড় প্রতিরোধী', '৬০" লম্বা প্ল্যাঙ্ক'],
    },
    ar: {
      name: 'فينيل SPC سيربنتاين ريفر بلوط 5.5 مم',
      summary: 'بلوط فاتح بطابع ساحلي، مع طبقة عازلة مدمجة وطبقة تآكل بسماكة 20 ميل.',
      intro: 'يتميّز سيربنتاين ريفر بلوط بدرجة شقراء كأنما بهّتتها الشمس وعروق ناعمة، وهو مثالي للطوابق الرئيسية ذات المساحات المفتوحة التي تحتاج إلى حماية من الماء.',
      points: ['طبقة IXPE عازلة مدمجة', 'مقاوم للماء والخدوش', 'ألواح بطول 60 إنش'],
    },
    fr: {
      name: 'Vinyle SPC Serpentine River chêne 5,5 mm',
      summary: 'Un chêne clair d’inspiration côtière, avec sous-couche intégrée et couche d’usure de 20 mils.',
      intro: 'Le Serpentine River chêne a un ton blond délavé par le soleil et un veinage tout en douceur, idéal pour les rez-de-chaussée à aire ouverte qui demandent une protection étanche.',
      points: ['Sous-couche IXPE intégrée', 'Étanche et résistant aux rayures', 'Lames de 60 po de long'],
    },
  },
  'semiahmoo-walnut-55-mm-spc-vinyl': {
    bn: {
      name: 'সেমিয়ামু ওয়ালনাট ৫.৫ মিমি এসপিসি ভিনাইল',
      summary: 'উষ্ণ, রুচিশীল ঘরের জন্য সংযুক্ত প্যাডসহ গাঢ় ওয়ালনাট রঙের ভিনাইল প্ল্যাঙ্ক।',
      intro: 'সেমিয়ামু ওয়ালনাটের গভীর বাদামি আভা ও ওয়ালনাট কাঠের সূক্ষ্ম নকশা খাবার ঘর ও বসার ঘরকে দেয় রুচিশীল চেহারা, আর এক গ্লাস ওয়াইন উল্টে পড়লেও চিন্তা নেই।',
      points: ['সংযুক্ত ১ মিমি প্যাড', 'ওয়ালনাট কাঠের সূক্ষ্ম আঁশ', '২০ মিল ওয়্যার লেয়ার'],
    },
    ar: {
      name: 'فينيل SPC سيمياهمو جوز 5.5 مم',
      summary: 'لوح فينيل بلون جوز غني مع طبقة عازلة مدمجة، للمساحات الدافئة الأنيقة.',
      intro: 'يمنح سيمياهمو جوز بدرجاته البنية العميقة ونقشة الجوز الدقيقة غرفَ الطعام والمعيشة مظهرًا راقيًا، ويتحمّل كأس نبيذ مسكوبًا دون عناء.',
      points: ['طبقة عازلة مدمجة بسماكة 1 مم', 'عروق جوز دقيقة', 'طبقة تآكل بسماكة 20 ميل'],
    },
    fr: {
      name: 'Vinyle SPC Semiahmoo noyer 5,5 mm',
      summary: 'Une lame de vinyle noyer riche, avec sous-couche intégrée, pour des pièces chaleureuses et élégantes.',
      intro: 'Le Semiahmoo noyer, aux tons brun profond et au fin dessin de noyer, donne aux salles à manger et aux salons un look raffiné qui ne craint pas un verre de vin renversé.',
      points: ['Sous-couche de 1 mm intégrée', 'Fin veinage de noyer', 'Couche d’usure de 20 mils'],
    },
  },
  'bear-creek-hickory-55-mm-spc-vinyl': {
    bn: {
      name: 'বেয়ার ক্রিক হিকরি ৫.৫ মিমি এসপিসি ভিনাইল',
      summary: 'প্রাণবন্ত রঙের তারতম্য ও সংযুক্ত প্যাডসহ উষ্ণ কনিয়াক রঙের হিকরি প্ল্যাঙ্ক।',
      intro: 'বেয়ার ক্রিক হিকরি উষ্ণ কনিয়াক ও ক্যারামেল আভার সঙ্গে হিকরির স্পষ্ট আঁশ মিলিয়ে তৈরি করে পাহাড়ি লজের মতো আরামদায়ক মেঝে।',
      points: ['প্রাণবন্ত রঙের তারতম্য', 'সংযুক্ত IXPE প্যাড', 'জলরোধী, রান্নাঘর ও বেসমেন্টের জন্য উপযুক্ত'],
    },
    ar: {
      name: 'فينيل SPC بير كريك هيكوري 5.5 مم',
      summary: 'لوح هيكوري بلون كونياك دافئ، بتباين لوني نابض بالحياة وطبقة عازلة مدمجة.',
      intro: 'يجمع بير كريك هيكوري بين درجات الكونياك والكراميل الدافئة وعروق الهيكوري القوية، لأرضية دافئة بطابع النُّزُل الجبلية.',
      points: ['تباين لوني نابض بالحياة', 'طبقة IXPE عازلة مدمجة', 'مقاوم للماء، مناسب للمطابخ والأقبية'],
    },
    fr: {
      name: 'Vinyle SPC Bear Creek caryer 5,5 mm',
      summary: 'Une lame caryer cognac chaleureuse, aux variations de couleur vivantes, avec sous-couche intégrée.',
      intro: 'Le Bear Creek caryer allie des tons chaleureux de cognac et de caramel au veinage marqué du caryer, pour un plancher douillet à l’esprit chalet.',
      points: ['Variations de couleur vivantes', 'Sous-couche IXPE intégrée', 'Étanche, pour les cuisines et les sous-sols'],
    },
  },
  /* ---- 7 mm ---- */
  'granville-walnut-7-mm-spc-vinyl': {
    bn: {
      name: 'গ্র্যানভিল ওয়ালনাট ৭ মিমি এসপিসি ভিনাইল',
      summary: 'অ্যাকুস্টিক প্যাডসহ চওড়া ৯" বোর্ডে প্রিমিয়াম ৭ মিমি ওয়ালনাট ভিনাইল প্ল্যাঙ্ক।',
      intro: 'গ্র্যানভিল ওয়ালনাট আমাদের সবচেয়ে পুরু ও সবচেয়ে নিঃশব্দ ভিনাইল: ৫.৫ মিমি SPC কোরের সঙ্গে ১.৫ মিমি অ্যাকুস্টিক প্যাড, আর চওড়া ৯" প্ল্যাঙ্কে ওয়ালনাটের নকশা চমৎকারভাবে ফুটে ওঠে।',
      points: [
        'চওড়া <strong>৯" x ৬০"</strong> প্ল্যাঙ্ক',
        '২২ মিল ওয়্যার লেয়ার, হালকা বাণিজ্যিক ব্যবহারের জন্য রেটেড',
        'অ্যাকুস্টিক প্যাড, অনেক কন্ডোতে বসানোর উপযোগী',
      ],
    },
    ar: {
      name: 'فينيل SPC غرانفيل جوز 7 مم',
      summary: 'لوح فينيل فاخر بلون الجوز بسماكة 7 مم، بألواح عريضة بعرض 9 إنش وطبقة عازلة صوتية.',
      intro: 'غرانفيل جوز هو أسمك أرضيات الفينيل لدينا وأكثرها هدوءًا: قلب SPC بسماكة 5.5 مم مع طبقة عازلة صوتية بسماكة 1.5 مم، وألواح عريضة بعرض 9 إنش تُبرز نقشة الجوز.',
      points: [
        'ألواح عريضة بمقاس <strong>9 × 60 إنش</strong>',
        'طبقة تآكل بسماكة 22 ميل، مصنّفة للاستخدام التجاري الخفيف',
        'طبقة عازلة صوتية مناسبة لكثير من عمليات التركيب في الشقق السكنية',
      ],
    },
    fr: {
      name: 'Vinyle SPC Granville noyer 7 mm',
      summary: 'Une lame de vinyle noyer haut de gamme de 7 mm, en larges planches de 9 po, avec sous-couche acoustique.',
      intro: 'Le Granville noyer est notre vinyle le plus épais et le plus silencieux : une âme SPC de 5,5 mm et une sous-couche acoustique de 1,5 mm, en larges lames de 9 po qui mettent en valeur le dessin du noyer.',
      points: [
        'Larges lames de <strong>9 po x 60 po</strong>',
        'Couche d’usure de 22 mils, homologuée pour un usage commercial léger',
        'Sous-couche acoustique convenant à bien des installations en condo',
      ],
    },
  },
  'ambleside-grand-7-mm-spc-vinyl-plank': {
    bn: {
      name: 'অ্যাম্বলসাইড গ্র্যান্ড ৭ মিমি এসপিসি ভিনাইল প্ল্যাঙ্ক',
      summary: 'অ্যাকুস্টিক প্যাডসহ চওড়া প্ল্যাঙ্কের ৭ মিমি ভিনাইল, ওকের চারটি রঙে।',
      intro: 'অ্যাম্বলসাইড গ্র্যান্ড রান্নাঘর, বেসমেন্ট ও কন্ডোতে নিয়ে আসে চওড়া প্ল্যাঙ্কের ইউরোপীয় ওকের চেহারা, আর এর পুরু রিজিড কোর সাবফ্লোরের অসমানতা ঢেকে দেয়।',
      points: ['৯" চওড়া, ৬০" লম্বা প্ল্যাঙ্ক', 'সংযুক্ত ১.৫ মিমি অ্যাকুস্টিক IXPE প্যাড', 'ফিকে অ্যাশ ব্লন্ড থেকে উষ্ণ হানি ওক পর্যন্ত চারটি রং'],
    },
    ar: {
      name: 'ألواح فينيل SPC أمبلسايد غراند 7 مم',
      summary: 'فينيل بألواح عريضة بسماكة 7 مم مع طبقة عازلة صوتية، متوفر بأربع درجات من البلوط.',
      intro: 'يضفي أمبلسايد غراند مظهر ألواح البلوط الأوروبي العريضة على المطابخ والأقبية والشقق السكنية، بقلب صلب سميك يخفي عيوب الأرضية التحتية.',
      points: ['ألواح بعرض 9 إنش وطول 60 إنش', 'طبقة IXPE عازلة صوتية مدمجة بسماكة 1.5 مم', 'أربعة ألوان، من الأشقر الرمادي الفاتح إلى البلوط العسلي الدافئ'],
    },
    fr: {
      name: 'Lames de vinyle SPC Ambleside Grand 7 mm',
      summary: 'Un vinyle de 7 mm à larges lames, avec sous-couche acoustique, offert en quatre teintes de chêne.',
      intro: 'L’Ambleside Grand apporte l’allure du chêne européen à larges lames aux cuisines, aux sous-sols et aux condos, avec une âme rigide épaisse qui dissimule les imperfections du sous-plancher.',
      points: [
        'Lames de 9 po de large et 60 po de long',
        'Sous-couche acoustique IXPE de 1,5 mm intégrée',
        'Quatre couleurs, du Blond cendré tout pâle au chaleureux Chêne miel',
      ],
    },
  },
  'yaletown-charcoal-oak-7-mm-spc-vinyl': {
    bn: {
      name: 'ইয়েলটাউন চারকোল ওক ৭ মিমি এসপিসি ভিনাইল',
      summary: 'পুরু, নিঃশব্দ ৭ মিমি প্ল্যাঙ্কে চারকোল রঙে রাঙানো ওকের নজরকাড়া চেহারা।',
      intro: 'ইয়েলটাউন চারকোল ওক এক রহস্যময়, শহুরে মেঝে: গাঢ় চারকোল রঙে ওকের আঁশ স্পষ্ট দেখা যায়, সাদা দেয়াল আর উষ্ণ আলোর সঙ্গে একদম মানানসই।',
      points: ['স্পষ্ট আঁশের টেক্সচারসহ চারকোল রং', 'অ্যাকুস্টিক প্যাড সংযুক্ত', 'জলরোধী ও আঁচড় প্রতিরোধী'],
    },
    ar: {
      name: 'فينيل SPC ييلتاون بلوط فحمي 7 مم',
      summary: 'مظهر بلوط لافت مصبوغ باللون الفحمي، في لوح سميك وهادئ بسماكة 7 مم.',
      intro: 'ييلتاون بلوط فحمي أرضية حضرية ذات طابع درامي: لون فحمي عميق تظهر فيه عروق البلوط بوضوح، ويبدو رائعًا مع الجدران البيضاء والإضاءة الدافئة.',
      points: ['صبغة فحمية مع ملمس عروق ظاهر', 'طبقة عازلة صوتية مدمجة', 'مقاوم للماء والخدوش'],
    },
    fr: {
      name: 'Vinyle SPC Yaletown chêne anthracite 7 mm',
      summary: 'Un aspect chêne teint anthracite au caractère affirmé, dans une lame épaisse et silencieuse de 7 mm.',
      intro: 'Le Yaletown chêne anthracite est un plancher urbain à l’ambiance feutrée : un anthracite profond où le veinage du chêne reste bien visible, parfait avec des murs blancs et un éclairage chaleureux.',
      points: ['Teinte anthracite, texture de veinage apparente', 'Sous-couche acoustique intégrée', 'Étanche et résistant aux rayures'],
    },
  },
  'dundarave-blonde-7-mm-spc-vinyl': {
    bn: {
      name: 'ডানডারেভ ব্লন্ড ৭ মিমি এসপিসি ভিনাইল',
      summary: 'চওড়া প্ল্যাঙ্কের ভিনাইলে আমাদের নতুনতম সংযোজন: প্রিমিয়াম ৭ মিমি বোর্ডে উজ্জ্বল ব্লন্ড ওক।',
      intro: 'ডানডারেভ ব্লন্ড হালকা, স্বাভাবিক চেহারার ওক; এর ম্যাট ফিনিশ দেখতে তেল দেওয়া আসল কাঠের মতো, আর এটি তৈরি আমাদের সবচেয়ে পুরু ভিনাইল গঠনে।',
      points: ['অতি ম্যাট উপরিতল', '৯" চওড়া প্ল্যাঙ্ক', 'আবাসিকে আজীবন ওয়ারেন্টি'],
    },
    ar: {
      name: 'فينيل SPC داندراف أشقر 7 مم',
      summary: 'أحدث أرضيات الفينيل ذات الألواح العريضة لدينا: بلوط أشقر مشرق في لوح فاخر بسماكة 7 مم.',
      intro: 'داندراف أشقر بلوط فاتح بمظهر طبيعي وتشطيب غير لامع يشبه الخشب الصلب المُزيَّت، بأسمك بنية فينيل لدينا.',
      points: ['سطح غير لامع تمامًا', 'ألواح بعرض 9 إنش', 'ضمان مدى الحياة للاستخدام السكني'],
    },
    fr: {
      name: 'Vinyle SPC Dundarave blond 7 mm',
      summary: 'Notre toute dernière lame de vinyle large : un chêne blond lumineux dans une lame haut de gamme de 7 mm.',
      intro: 'Le Dundarave blond est un chêne clair d’apparence naturelle, au fini mat qui rappelle un bois franc huilé, dans notre construction de vinyle la plus épaisse.',
      points: ['Surface ultra-mate', 'Lames de 9 po de large', 'Garantie à vie en résidentiel'],
    },
  },
};
