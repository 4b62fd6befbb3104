import type { TranslationLocale } from '@/domain/content/translations';
import type { ProductCopy } from '../product-text';

/** The engineered white oak (7", 7 1/2", 8.35") and white ash floors in Bengali, Arabic and French, by product slug. */
export const WHITE_WOOD_COPY: Record<string, Record<TranslationLocale, ProductCopy>> = {
  'capilano-white-oak-7-engineered-hardwood': {
    bn: {
      name: 'ক্যাপিলানো হোয়াইট ওক ৭" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'প্রাকৃতিক গিঁট ও হালকা ওয়্যার-ব্রাশ ফিনিশসহ স্বাভাবিক রঙের হোয়াইট ওক প্ল্যাঙ্ক, নাগালের মধ্যে দামে।',
      intro: 'ক্যাপিলানো প্রতিদিনের ঘরে নিয়ে আসে আসল হোয়াইট ওক। ক্যারেক্টার গ্রেডের কাঠে গিঁট ও খনিজের রেখা দেখা যায়, আর ম্যাট ল্যাকার কাঠের প্রাকৃতিক রং অটুট রাখে।',
      points: [
        'আসল হোয়াইট ওকের ২ মিমি ওয়্যার লেয়ার, হালকাভাবে নতুন কোটিং দেওয়া যায়',
        'ইউভি-তে শক্ত করা ম্যাট ল্যাকারের সাতটি স্তর',
        'আমাদের অ্যাকোস্টিক আন্ডারলের ওপর ফ্লোটিং পদ্ধতিতে বসানোর উপযোগী',
      ],
    },
    ar: {
      name: 'خشب هندسي كابيلانو بلوط أبيض 7 إنش',
      summary: 'لوح من خشب البلوط الأبيض الطبيعي بعُقد مميزة وتنظيف خفيف بالفرشاة السلكية، بسعر في المتناول.',
      intro: 'يُدخل كابيلانو خشب البلوط الأبيض الحقيقي إلى غرف الاستخدام اليومي. تُظهر الدرجة الطبيعية المميزة العُقد والعروق المعدنية في الخشب، فيما يحافظ الورنيش غير اللامع على لونه الطبيعي.',
      points: [
        'طبقة تآكل من البلوط الأبيض الحقيقي بسماكة 2 مم، يمكن تجديد طلائها بطبقة خفيفة',
        'سبع طبقات من الورنيش غير اللامع المُعالَج بالأشعة فوق البنفسجية',
        'مناسب للتركيب العائم فوق طبقتنا العازلة للصوت',
      ],
    },
    fr: {
      name: 'Parquet contrecollé Capilano chêne blanc 7 po',
      summary: 'Une lame de chêne blanc naturel aux nœuds de caractère, légèrement brossée, à un prix accessible.',
      intro: 'Capilano fait entrer le vrai chêne blanc dans les pièces de tous les jours. Le choix caractère laisse voir nœuds et stries minérales, et le vernis mat préserve la couleur naturelle du bois.',
      points: [
        'Couche d’usure de 2 mm en vrai chêne blanc, qui peut être légèrement revernie',
        'Sept couches de vernis mat durci aux UV',
        'Convient à la pose flottante sur notre sous-couche acoustique',
      ],
    },
  },
  'seymour-smoked-white-oak-7-engineered-hardwood': {
    bn: {
      name: 'সেমুর স্মোকড হোয়াইট ওক ৭" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'ধোঁয়াটে ধূসর-বাদামি আভার ফিউমড হোয়াইট ওক, হাতে লাগানো প্রাকৃতিক তেলের ফিনিশসহ।',
      intro: 'ওকের ভেতরের ট্যানিনকে ফুটিয়ে তুলতে সেমুরকে ফিউম করা হয় (ধোঁয়ায় গাঢ় করা হয়), ফলে যে ধোঁয়াটে আভা তৈরি হয় তা ওয়্যার লেয়ারের একেবারে ভেতর পর্যন্ত পৌঁছে যায়। প্রাকৃতিক তেলের ফিনিশ উপরিভাগকে নরম ও ছোঁয়ায় মনোরম রাখে।',
      points: ['ফিউমিংয়ে পাওয়া রং, উপরিভাগের স্টেইন নয়', 'প্রাকৃতিক তেলের ফিনিশ, নির্দিষ্ট জায়গায় মেরামত করা যায়', 'সিলেক্ট গ্রেড, গিঁট খুব কম'],
    },
    ar: {
      name: 'خشب هندسي سيمور بلوط أبيض مدخّن 7 إنش',
      summary: 'بلوط أبيض مُدخَّن بدرجات بنية رمادية دخانية، وتشطيب بزيت طبيعي يُوضع يدويًا.',
      intro: 'يُعالَج سيمور بالتدخين لإبراز مادة التانين في خشب البلوط، فتتكوّن درجات دخانية تمتد عبر طبقة التآكل بكاملها. ويحافظ التشطيب بالزيت الطبيعي على سطح ناعم بملمس طبيعي لطيف.',
      points: ['لون ناتج عن التدخين، وليس صبغة سطحية', 'تشطيب بالزيت الطبيعي، قابل للإصلاح الموضعي', 'درجة مختارة بعُقد قليلة'],
    },
    fr: {
      name: 'Parquet contrecollé Seymour chêne blanc fumé 7 po',
      summary: 'Un chêne blanc fumé aux tons brun-gris enfumés, fini à l’huile naturelle appliquée à la main.',
      intro: 'Seymour est fumé pour faire ressortir les tanins du chêne, ce qui crée des tons fumés présents dans toute l’épaisseur de la couche d’usure. Une finition à l’huile naturelle garde la surface douce et agréable au toucher.',
      points: ['Couleur obtenue par fumage, et non une teinture de surface', 'Finition à l’huile naturelle, réparable localement', 'Choix sélect, peu de nœuds'],
    },
  },
  'cypress-blonde-white-oak-7-engineered-hardwood': {
    bn: {
      name: 'সাইপ্রেস ব্লন্ড হোয়াইট ওক ৭" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'নর্ডিক ধাঁচের হালকা রঙের হোয়াইট ওক, কাঁচা কাঠের মতো অতি ম্যাট ফিনিশসহ, সবসময় স্টকে থাকে।',
      intro: 'সাইপ্রেস ব্লন্ডের ফিনিশ এমনভাবে করা যে দেখতে সদ্য ঘষে মসৃণ করা, ফিনিশ ছাড়া ওকের মতো লাগে: ফিকে, কোমল ও প্রাকৃতিক, অথচ টেকসই ল্যাকারের সুরক্ষাসহ।',
      points: ['কাঁচা কাঠের চেহারা', 'বড় বাড়ি ও নির্মাতাদের জন্য সীমাহীন স্টক', 'ব্রাশ করা উপরিভাগ কাঠের আঁশ ফুটিয়ে তোলে'],
    },
    ar: {
      name: 'خشب هندسي سايبرس بلوط أبيض أشقر 7 إنش',
      summary: 'بلوط أبيض فاتح على الطراز الإسكندنافي، بتشطيب غير لامع تمامًا يحاكي الخشب الخام، ومتوفر دائمًا في المخزون.',
      intro: 'صُمّم تشطيب سايبرس ليبدو كخشب بلوط مصنفر حديثًا وغير مشطّب: فاتح وناعم وطبيعي، مع حماية ورنيش متين.',
      points: ['مظهر الخشب الخام', 'مخزون غير محدود للمنازل الكبيرة والمقاولين', 'سطح معالَج بالفرشاة يُبرز عروق الخشب'],
    },
    fr: {
      name: 'Parquet contrecollé Cypress chêne blanc blond 7 po',
      summary: 'Un chêne blanc pâle d’inspiration nordique, au fini ultra-mat effet bois brut, toujours en stock.',
      intro: 'Cypress est fini pour ressembler à un chêne fraîchement poncé, sans finition : pâle, doux et naturel, avec la protection d’un vernis durable.',
      points: ['Aspect bois brut', 'Stock illimité pour les grandes maisons et les entrepreneurs', 'Surface brossée qui met le veinage en valeur'],
    },
  },
  'lynn-valley-white-oak-7-12-engineered-hardwood': {
    bn: {
      name: 'লিন ভ্যালি হোয়াইট ওক ৭ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'উষ্ণ মধু-রঙা আভার হোয়াইট ওক, ৭ ১/২" প্ল্যাঙ্কে, ৩ মিমি ওয়্যার লেয়ারসহ।',
      intro: 'লিন ভ্যালি সোনালি রঙের এক মনকাড়া মেঝে, প্রাণবন্ত আঁশ ও সাটিন ফিনিশসহ; যেসব পরিবার ঘরে আসল কাঠের উষ্ণতা চান, তাঁদের জন্যই তৈরি।',
      points: ['৩ মিমি ওয়্যার লেয়ার স্যান্ড করে আবার ফিনিশ করা যায়', 'সাটিন ল্যাকার ফিনিশ', 'প্রতি বাক্সে ৩১ বর্গফুট কভারেজ'],
    },
    ar: {
      name: 'خشب هندسي لين فالي بلوط أبيض 7.5 إنش',
      summary: 'بلوط أبيض بدرجة عسلية دافئة، بألواح عرضها 7.5 إنش وطبقة تآكل بسماكة 3 مم.',
      intro: 'لين فالي أرضية ذهبية اللون وجذّابة، بعروق نابضة بالحياة وتشطيب ساتان، صُمّمت لمنازل العائلات التي تريد دفء الخشب الحقيقي.',
      points: ['طبقة تآكل بسماكة 3 مم يمكن صنفرتها وإعادة تشطيبها', 'تشطيب بورنيش ساتان', 'تغطي العلبة الواحدة 31 قدمًا مربعًا'],
    },
    fr: {
      name: 'Parquet contrecollé Lynn Valley chêne blanc 7 1/2 po',
      summary: 'Un chêne blanc aux chauds reflets miel, en lames de 7 1/2 po avec une couche d’usure de 3 mm.',
      intro: 'Lynn Valley est un plancher doré et accueillant, au veinage vivant et au fini satiné, conçu pour les maisons familiales qui veulent la chaleur du vrai bois.',
      points: ['Couche d’usure de 3 mm qui peut être poncée et refinie', 'Finition vernis satiné', 'Chaque boîte couvre 31 pi²'],
    },
  },
  'dunbar-natural-white-oak-7-12-engineered-hardwood': {
    bn: {
      name: 'ডানবার প্রাকৃতিক হোয়াইট ওক ৭ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'পরিচ্ছন্ন চেহারার সিলেক্ট গ্রেডের প্রাকৃতিক হোয়াইট ওক, মসৃণ ম্যাট ফিনিশসহ।',
      intro: 'ডানবার একটি শান্ত, রুচিশীল ওক মেঝে, যাতে গিঁট খুবই কম; সমকালীন আসবাব ও শিল্পকর্মের জন্য চমৎকার পটভূমি।',
      points: ['সিলেক্ট গ্রেড, নামমাত্র গিঁট', 'মসৃণ উপরিভাগ, সহজে পরিষ্কার করা যায়', 'ম্যাট ল্যাকার প্রাকৃতিক চেহারা বজায় রাখে'],
    },
    ar: {
      name: 'خشب هندسي دنبار بلوط أبيض طبيعي 7.5 إنش',
      summary: 'بلوط أبيض طبيعي من الدرجة المختارة، بمظهر نقي وتشطيب أملس غير لامع.',
      intro: 'دنبار أرضية بلوط هادئة وراقية بعُقد قليلة جدًا، وخلفية مثالية للأثاث المعاصر والأعمال الفنية.',
      points: ['درجة مختارة بأقل قدر من العُقد', 'سطح أملس سهل التنظيف', 'ورنيش غير لامع يحافظ على المظهر الطبيعي'],
    },
    fr: {
      name: 'Parquet contrecollé Dunbar chêne blanc naturel 7 1/2 po',
      summary: 'Un chêne blanc naturel de choix sélect, à l’aspect épuré et au fini mat lisse.',
      intro: 'Dunbar est un plancher de chêne calme et raffiné, avec très peu de nœuds : un superbe écrin pour le mobilier contemporain et les œuvres d’art.',
      points: ['Choix sélect, nœuds minimes', 'Surface lisse, facile à nettoyer', 'Le vernis mat garde un aspect naturel'],
    },
  },
  'jericho-sand-white-oak-7-12-engineered-hardwood': {
    bn: {
      name: 'জেরিকো বালুরঙা হোয়াইট ওক ৭ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'বালুরঙা বেইজ হোয়াইট ওক, হার্ডওয়াক্স তেলের ফিনিশসহ, কাঠের স্বাভাবিক বৈশিষ্ট্য স্পষ্ট চোখে পড়ে।',
      intro: 'জেরিকোকে হালকা হোয়াইটওয়াশ করে সৈকতের বালির রঙে আনা হয়েছে এবং হার্ডওয়াক্স তেলে ফিনিশ করা হয়েছে, তাই পুরো মেঝে স্যান্ড না করেই ক্ষয়ে যাওয়া জায়গাগুলো আবার নতুনের মতো করে তোলা যায়।',
      points: ['হার্ডওয়াক্স তেল, নির্দিষ্ট জায়গায় মেরামত করা যায়', 'ধূসর আভা মেশানো কোমল বালুরঙা টোন', '৩ মিমি ওয়্যার লেয়ার, স্যান্ড করা যায়'],
    },
    ar: {
      name: 'خشب هندسي جيريكو بلوط أبيض رملي 7.5 إنش',
      summary: 'بلوط أبيض بلون بيج رملي، بتشطيب بزيت الشمع الصلب وطابع طبيعي ظاهر.',
      intro: 'جيريكو مبيَّض بخفة ليأخذ لون رمال الشاطئ، ومشطّب بزيت الشمع الصلب، لذا يمكن تجديد المناطق المتآكلة دون صنفرة الأرضية بالكامل.',
      points: ['زيت بالشمع الصلب، قابل للإصلاح الموضعي', 'درجة رملية ناعمة بلمسات رمادية خفية', 'طبقة تآكل بسماكة 3 مم قابلة للصنفرة'],
    },
    fr: {
      name: 'Parquet contrecollé Jericho chêne blanc sable 7 1/2 po',
      summary: 'Un chêne blanc beige sable, fini à l’huile-cire dure, au caractère bien visible.',
      intro: 'Jericho est légèrement blanchi jusqu’à un ton de sable de plage et fini à l’huile-cire dure : les zones usées se raniment sans qu’il faille poncer tout le plancher.',
      points: ['Huile-cire dure, réparable localement', 'Ton sable tout en douceur, aux sous-tons gris', 'Couche d’usure de 3 mm, ponçable'],
    },
  },
  'whistler-wide-white-oak-835-engineered-hardwood': {
    bn: {
      name: 'হুইসলার চওড়া হোয়াইট ওক ৮.৩৫" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: '৪ মিমি পুরু ওয়্যার লেয়ারসহ চওড়া ৮.৩৫" হোয়াইট ওক প্ল্যাঙ্ক, তিনটি ফিনিশে পাওয়া যায়।',
      intro: 'হুইসলার নজরকাড়া এক মেঝে: ৩/৪" কোরের ওপর হোয়াইট ওকের লম্বা, চওড়া বোর্ড, সঙ্গে ৪ মিমি ওয়্যার লেয়ার, যা মেঝের পুরো আয়ুষ্কালে কয়েকবার স্যান্ড করা যায়।',
      points: ['৩/৪" (১৯ মিমি) বোর্ডে <strong>৪ মিমি</strong> ওয়্যার লেয়ার', '৮৬" পর্যন্ত লম্বা প্ল্যাঙ্ক', 'প্রাকৃতিক ওক, ধোঁয়াটে ধূসর ও অ্যাশ ব্লন্ড ফিনিশ'],
    },
    ar: {
      name: 'خشب هندسي ويسلر بلوط أبيض عريض 8.35 إنش',
      summary: 'ألواح عريضة من البلوط الأبيض بعرض 8.35 إنش وطبقة تآكل سميكة تبلغ 4 مم، متوفرة بثلاثة تشطيبات.',
      intro: 'ويسلر أرضية تلفت الأنظار: ألواح طويلة وعريضة من البلوط الأبيض على قلب بسماكة 3/4 إنش، مع طبقة تآكل بسماكة 4 مم يمكن صنفرتها عدة مرات على مدى عمر الأرضية.',
      points: ['طبقة تآكل بسماكة <strong>4 مم</strong> على لوح بسماكة 3/4 إنش (19 مم)', 'ألواح يصل طولها إلى 86 إنش', 'تشطيبات بلوط طبيعي ورمادي مدخّن وأشقر رمادي'],
    },
    fr: {
      name: 'Parquet contrecollé Whistler chêne blanc larges lames 8,35 po',
      summary: 'De larges lames de chêne blanc de 8,35 po, avec une épaisse couche d’usure de 4 mm, offertes en trois finitions.',
      intro: 'Whistler est un plancher qui ne passe pas inaperçu : de longues et larges lames de chêne blanc sur une âme de 3/4 po, avec une couche d’usure de 4 mm qui peut être poncée plusieurs fois au cours de sa vie.',
      points: ['Couche d’usure de <strong>4 mm</strong> sur une lame de 3/4 po (19 mm)', 'Lames jusqu’à 86 po de long', 'Finitions chêne naturel, gris fumé et blond cendré'],
    },
  },
  'garibaldi-cognac-white-oak-835-engineered-hardwood': {
    bn: {
      name: 'গারিবাল্ডি কনিয়াক হোয়াইট ওক ৮.৩৫" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'উষ্ণ কনিয়াক রঙে স্টেইন করা হোয়াইট ওক, আলতো হাতে চাঁছা উপরিভাগসহ, চওড়া ৮.৩৫" প্ল্যাঙ্কে।',
      intro: 'গারিবাল্ডি কনিয়াক গাঢ় ও উষ্ণ আমেজের মেঝে, লালচে-বাদামি স্টেইন আর আলতো করে হাতে চাঁছা উপরিভাগসহ, যা পাহাড়ি বাড়ি ও ঐতিহ্যবাহী অন্দরসজ্জায় দারুণ মানিয়ে যায়।',
      points: ['হাতে চাঁছা টেক্সচার', '৪ মিমি পুরু ওয়্যার লেয়ার', 'অ্যাম্বারের সোনালি আভাসহ কনিয়াক স্টেইন'],
    },
    ar: {
      name: 'خشب هندسي غاريبالدي بلوط أبيض كونياك 8.35 إنش',
      summary: 'بلوط أبيض مصبوغ بلون الكونياك الدافئ، بكشط يدوي خفيف، في ألواح عريضة بعرض 8.35 إنش.',
      intro: 'غاريبالدي أرضية غنية ودافئة، بصبغة بنية مائلة إلى الحمرة وسطح مكشوط يدويًا برفق، تلائم البيوت الجبلية والديكورات التقليدية.',
      points: ['ملمس مكشوط يدويًا', 'طبقة تآكل سميكة تبلغ 4 مم', 'صبغة كونياك بلمسات كهرمانية'],
    },
    fr: {
      name: 'Parquet contrecollé Garibaldi chêne blanc cognac 8,35 po',
      summary: 'Un chêne blanc teint cognac, tout en chaleur, légèrement raclé à la main, en larges lames de 8,35 po.',
      intro: 'Garibaldi est riche et chaleureux, avec une teinte brun rougeâtre et une surface doucement raclée à la main, tout indiquée pour les maisons de montagne et les intérieurs classiques.',
      points: ['Texture raclée à la main', 'Épaisse couche d’usure de 4 mm', 'Teinte cognac aux reflets ambrés'],
    },
  },
  'bowen-island-white-oak-835-engineered-hardwood': {
    bn: {
      name: 'বোয়েন আইল্যান্ড হোয়াইট ওক ৮.৩৫" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'সিলেক্ট গ্রেডের ফিকে, উপকূলীয় আমেজের হোয়াইট ওক, চওড়া ৮.৩৫" প্ল্যাঙ্কে, প্রাকৃতিক তেলের ফিনিশসহ।',
      intro: 'বোয়েন আইল্যান্ড একটি প্রশান্ত, হালকা রঙের ওক মেঝে, লম্বা ও দাগহীন বোর্ড আর কোমল তেলের ফিনিশসহ; এর অনুপ্রেরণা পশ্চিম উপকূলের কটেজ।',
      points: ['সিলেক্ট গ্রেড, পরিষ্কার ও লম্বা বোর্ড', 'প্রাকৃতিক তেলের ফিনিশ', 'সবসময় স্টকে থাকে'],
    },
    ar: {
      name: 'خشب هندسي باوين آيلاند بلوط أبيض 8.35 إنش',
      summary: 'بلوط أبيض فاتح بطابع ساحلي من الدرجة المختارة، في ألواح عريضة بعرض 8.35 إنش وتشطيب بالزيت الطبيعي.',
      intro: 'باوين آيلاند أرضية بلوط فاتحة تبعث على الهدوء، بألواح طويلة صافية وتشطيب زيتي ناعم، مستوحاة من أكواخ الساحل الغربي.',
      points: ['درجة مختارة بألواح طويلة نقية', 'تشطيب بالزيت الطبيعي', 'متوفر دائمًا في المخزون'],
    },
    fr: {
      name: 'Parquet contrecollé Bowen Island chêne blanc 8,35 po',
      summary: 'Un chêne blanc pâle d’esprit côtier, de choix sélect, en larges lames de 8,35 po finies à l’huile naturelle.',
      intro: 'Bowen Island est un plancher de chêne clair et apaisant, aux longues lames épurées et au doux fini huilé, inspiré des chalets de la côte Ouest.',
      points: ['Choix sélect, lames longues et épurées', 'Finition à l’huile naturelle', 'Toujours en stock'],
    },
  },
  'okanagan-white-ash-6-12-engineered-hardwood': {
    bn: {
      name: 'ওকানাগান হোয়াইট অ্যাশ ৬ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'উজ্জ্বল, ফিকে রঙের হোয়াইট অ্যাশ, স্পষ্ট খোলা আঁশ ও ম্যাট ফিনিশসহ।',
      intro: 'হোয়াইট অ্যাশের আঁশ স্পষ্ট ও প্রবহমান, ওকের চেয়ে হালকা রঙের এবং বৈপরীত্যে আরও উজ্জ্বল। ওকানাগান স্বচ্ছ ম্যাট ল্যাকারের নিচে কাঠের প্রাকৃতিক ফিকে রং ধরে রাখে।',
      points: ['প্রাকৃতিকভাবেই ফিকে রঙের শক্ত কাঠ, ব্লিচ করা নয়', 'স্পষ্ট খোলা আঁশের নকশা', 'ম্যাট ল্যাকার ফিনিশ'],
    },
    ar: {
      name: 'خشب هندسي أوكاناغان دردار أبيض 6.5 إنش',
      summary: 'دردار أبيض فاتح ومشرق، بعروق مفتوحة بارزة وتشطيب غير لامع.',
      intro: 'يتميّز الدردار الأبيض بعروق واضحة انسيابية، أفتح لونًا وأكثر تباينًا من البلوط. ويحتفظ أوكاناغان بلونه الفاتح الطبيعي تحت ورنيش شفاف غير لامع.',
      points: ['خشب صلب فاتح بطبيعته، دون تبييض', 'نقش عروق مفتوحة بارزة', 'تشطيب بورنيش غير لامع'],
    },
    fr: {
      name: 'Parquet contrecollé Okanagan frêne blanc 6 1/2 po',
      summary: 'Un frêne blanc clair et lumineux, au veinage ouvert affirmé et au fini mat.',
      intro: 'Le frêne blanc présente un veinage marqué et fluide, plus clair et plus contrasté que celui du chêne. Okanagan conserve sa pâleur naturelle sous un vernis mat transparent.',
      points: ['Bois franc naturellement pâle, sans blanchiment', 'Veinage ouvert affirmé', 'Finition vernis mat'],
    },
  },
  'naramata-driftwood-ash-6-12-engineered-hardwood': {
    bn: {
      name: 'নারামাটা ড্রিফটউড অ্যাশ ৬ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'ধূসর ওয়াশ দেওয়া হোয়াইট অ্যাশ, গভীর ওয়্যার-ব্রাশ টেক্সচারসহ।',
      intro: 'নারামাটা ড্রিফটউডের কোমল ধূসর ওয়াশ অ্যাশের খোলা আঁশে বসে যায়, ফলে মেঝে পায় সময়ের ছাপ লাগা, টেক্সচারযুক্ত চেহারা, যা প্রতিদিনের ব্যবহারের দাগ সহজেই আড়াল করে।',
      points: ['টেক্সচারের জন্য ও আঁচড় আড়াল করতে ওয়্যার-ব্রাশ করা', 'উষ্ণ আভা মেশানো ধূসর ওয়াশ', 'সাশ্রয়ী দামে আসল শক্ত কাঠ'],
    },
    ar: {
      name: 'خشب هندسي ناراماتا دردار بلون خشب الشاطئ 6.5 إنش',
      summary: 'دردار أبيض بلمسة رمادية شفافة، وملمس عميق معالَج بالفرشاة السلكية.',
      intro: 'يتميّز ناراماتا بلمسة رمادية ناعمة تستقر في عروق الدردار المفتوحة، فتمنح الأرضية مظهرًا معتّقًا وملمسًا غنيًا يُخفي آثار الاستخدام اليومي.',
      points: ['معالَج بفرشاة سلكية لملمس مميز ولإخفاء الخدوش', 'لمسة رمادية بدرجات دافئة خفية', 'خشب صلب حقيقي بقيمة ممتازة'],
    },
    fr: {
      name: 'Parquet contrecollé Naramata frêne bois flotté 6 1/2 po',
      summary: 'Un frêne blanc patiné de gris, à la texture profondément brossée.',
      intro: 'Naramata reçoit une douce patine grise qui se loge dans le veinage ouvert du frêne, pour un plancher texturé à l’allure vieillie qui dissimule l’usure du quotidien.',
      points: ['Brossé pour la texture et pour camoufler les rayures', 'Patine grise aux sous-tons chauds', 'Du vrai bois franc à bon prix'],
    },
  },
  'tofino-almond-ash-6-12-engineered-hardwood': {
    bn: {
      name: 'টোফিনো আমন্ড অ্যাশ ৬ ১/২" ইঞ্জিনিয়ার্ড হার্ডউড',
      summary: 'ক্রিমি আমন্ড রঙের অ্যাশ, প্রাকৃতিক তেলের ফিনিশ ও সহজ-স্বাভাবিক প্রাকৃতিক বৈশিষ্ট্যসহ।',
      intro: 'টোফিনো আমন্ডের রং উষ্ণ ও ক্রিমি, আর ব্রাশ করা তেলের ফিনিশ পায়ের নিচে প্রাকৃতিক অনুভূতি দেয়; শোবার ঘর ও বসার জায়গার জন্য আদর্শ।',
      points: ['প্রাকৃতিক তেলের ফিনিশ', 'ক্রিমি আমন্ড রং', 'আমাদের সবচেয়ে সাশ্রয়ী আসল কাঠের মেঝে'],
    },
    ar: {
      name: 'خشب هندسي توفينو دردار لوزي 6.5 إنش',
      summary: 'دردار بلون لوزي كريمي، بتشطيب بالزيت الطبيعي وطابع طبيعي هادئ.',
      intro: 'يتميّز توفينو بدرجة لونية دافئة كريمية وتشطيب زيتي معالَج بالفرشاة يمنح إحساسًا طبيعيًا تحت القدمين، وهو مثالي لغرف النوم ومساحات المعيشة.',
      points: ['تشطيب بالزيت الطبيعي', 'لون لوزي كريمي', 'أرضيتنا الأوفر سعرًا من الخشب الحقيقي'],
    },
    fr: {
      name: 'Parquet contrecollé Tofino frêne amande 6 1/2 po',
      summary: 'Un frêne amande crémeux, fini à l’huile naturelle, au caractère décontracté.',
      intro: 'Tofino offre un ton chaud et crémeux et une finition huilée brossée, toute naturelle sous le pied : un choix idéal pour les chambres et les pièces de séjour.',
      points: ['Finition à l’huile naturelle', 'Couleur amande crémeuse', 'Notre plancher en vrai bois le plus abordable'],
    },
  },
};
