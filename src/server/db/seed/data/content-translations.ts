import 'server-only';
import type { ContentTranslations } from '@/domain/content/translations';
import type { SettingsTextField } from '@/domain/settings/settings-texts';

/*
 * Bengali, Arabic and French texts of the seeded content (docs/requirements.md, "Content in four languages"), for a
 * flooring customer in Surrey, BC. The English texts stay in blogs.ts and pages.ts; a text missing here shows in
 * English. The French follows Canadian usage (plancher, bois d'ingénierie, salle d'exposition).
 */

export const BLOG_CATEGORY_TRANSLATIONS: Record<string, ContentTranslations<'name'>> = {
  'buying-guides': { bn: { name: 'কেনার গাইড' }, ar: { name: 'أدلة الشراء' }, fr: { name: 'Guides d’achat' } },
  'installation-care': { bn: { name: 'ইনস্টলেশন ও যত্ন' }, ar: { name: 'التركيب والعناية' }, fr: { name: 'Pose et entretien' } },
};

type BlogTexts = ContentTranslations<'title' | 'excerpt' | 'content'>;

export const BLOG_TRANSLATIONS: Record<string, BlogTexts> = {
  'laminate-ac-ratings-explained': {
    fr: {
      title: 'Les classes AC du stratifié expliquées : laquelle convient à votre pièce?',
      excerpt:
        'De AC1 à AC5, la classe indique la résistance de la couche d’usure d’un stratifié aux pas, aux chaises et au gravier. Voici comment choisir la bonne pour chaque pièce.',
      content:
        '<p>Chaque boîte de plancher stratifié porte une <strong>classe AC</strong> (classe d’abrasion) selon la norme européenne EN 13329. Elle mesure le nombre de cycles d’abrasion que la couche d’usure supporte avant que le motif imprimé ne s’efface. Plus le chiffre est élevé, plus la surface est résistante.</p>' +
        '<h2>Les cinq classes</h2>' +
        '<table><thead><tr><th>Classe</th><th>Usage type</th></tr></thead><tbody>' +
        '<tr><td>AC1</td><td>Résidentiel léger : chambres d’amis, garde-robes</td></tr>' +
        '<tr><td>AC2</td><td>Résidentiel courant : salons et salles à manger</td></tr>' +
        '<tr><td>AC3</td><td>Résidentiel intense, commercial léger : toutes les pièces d’une maison animée</td></tr>' +
        '<tr><td>AC4</td><td>Commercial courant : bureaux, boutiques, cafés</td></tr>' +
        '<tr><td>AC5</td><td>Commercial intense : édifices publics, grands magasins</td></tr>' +
        '</tbody></table>' +
        '<h2>Nos recommandations pour les maisons de Surrey</h2>' +
        '<ul><li><strong>Entrées et cuisines :</strong> AC4. Le gravier rapporté par les bottes mouillées est le véritable ennemi.</li><li><strong>Pièces de vie avec enfants ou chiens :</strong> AC4, idéalement en planche de 12,3 mm pour une sensation bien solide sous le pied.</li><li><strong>Chambres :</strong> AC3 suffit amplement.</li></ul>' +
        '<blockquote>La classe AC ne concerne que la surface. Contre les dégâts d’eau, vérifiez plutôt la résistance à l’eau, comme celle de notre <a href="/shop/laminate/123-mm-72-hours-water-proof">stratifié résistant à l’eau 72 heures</a>.</blockquote>' +
        '<p>Vous hésitez? Apportez une photo de votre pièce à la salle d’exposition et nous placerons quelques échantillons AC4 côte à côte pour vous.</p>',
    },
    ar: {
      title: 'شرح تصنيفات AC لأرضيات اللامينيت: أيّها تحتاجه غرفتك؟',
      excerpt:
        'تخبرك التصنيفات من AC1 إلى AC5 بمدى تحمّل الطبقة العلوية لأرضيات اللامينيت للأقدام والكراسي والأتربة. إليك كيف تختار التصنيف المناسب لكل غرفة.',
      content:
        '<p>تحمل كل علبة من أرضيات اللامينيت <strong>تصنيف AC</strong> (فئة مقاومة الاحتكاك) وفق المعيار الأوروبي EN 13329. وهو يقيس عدد دورات الاحتكاك التي تصمد أمامها الطبقة العلوية قبل أن يظهر النقش المطبوع من تحتها. وكلما ارتفع الرقم، كان السطح أمتن.</p>' +
        '<h2>الفئات الخمس</h2>' +
        '<table><thead><tr><th>التصنيف</th><th>الاستخدام المعتاد</th></tr></thead><tbody>' +
        '<tr><td>AC1</td><td>استخدام منزلي خفيف: غرف الضيوف والخزائن</td></tr>' +
        '<tr><td>AC2</td><td>استخدام منزلي عادي: غرف المعيشة وغرف الطعام</td></tr>' +
        '<tr><td>AC3</td><td>استخدام منزلي كثيف وتجاري خفيف: كل غرف المنزل المزدحم</td></tr>' +
        '<tr><td>AC4</td><td>استخدام تجاري عام: المكاتب والمتاجر الصغيرة والمقاهي</td></tr>' +
        '<tr><td>AC5</td><td>استخدام تجاري كثيف: المباني العامة والمتاجر الكبرى</td></tr>' +
        '</tbody></table>' +
        '<h2>ما ننصح به لمنازل ساري</h2>' +
        '<ul><li><strong>المداخل والمطابخ:</strong> AC4، فالحصى والرمل العالقان بالأحذية المبتلة هما العدو الحقيقي.</li><li><strong>غرف المعيشة مع الأطفال أو الكلاب:</strong> AC4، ويُفضَّل لوح بسماكة 12.3 مم ليمنحك إحساسًا متينًا تحت القدم.</li><li><strong>غرف النوم:</strong> AC3 كافٍ تمامًا.</li></ul>' +
        '<blockquote>يتعلق تصنيف AC بالسطح وحده. أما لمقاومة السوائل المنسكبة فابحث عن تصنيف لمقاومة الماء، مثل <a href="/shop/laminate/123-mm-72-hours-water-proof">أرضيات اللامينيت المقاومة للماء لمدة 72 ساعة</a> لدينا.</blockquote>' +
        '<p>لست متأكدًا؟ أحضر صورة لغرفتك إلى صالة العرض، وسنضع لك عدة عينات من فئة AC4 جنبًا إلى جنب.</p>',
    },
    bn: {
      title: 'ল্যামিনেটের AC রেটিং সহজ ভাষায়: আপনার ঘরের জন্য কোনটি দরকার?',
      excerpt:
        'AC1 থেকে AC5 রেটিং বলে দেয় ল্যামিনেটের উপরের স্তর হাঁটাচলা, চেয়ার আর বালি-কাঁকর কতটা সহ্য করতে পারে। প্রতিটি ঘরের জন্য সঠিকটি কীভাবে বেছে নেবেন, তা এখানে দেখুন।',
      content:
        '<p>ল্যামিনেটের প্রতিটি বাক্সে ইউরোপীয় মান EN 13329 অনুযায়ী একটি <strong>AC রেটিং</strong> (ঘর্ষণ শ্রেণি) লেখা থাকে। এটি মাপে, উপরের সুরক্ষা স্তরটি কতবার ঘর্ষণ সহ্য করার পর নিচের ছাপা নকশা দেখা যেতে শুরু করে। সংখ্যা যত বেশি, উপরিতল তত মজবুত।</p>' +
        '<h2>পাঁচটি শ্রেণি</h2>' +
        '<table><thead><tr><th>রেটিং</th><th>সাধারণ ব্যবহার</th></tr></thead><tbody>' +
        '<tr><td>AC1</td><td>হালকা আবাসিক: অতিথিদের শোবার ঘর, ক্লজেট</td></tr>' +
        '<tr><td>AC2</td><td>সাধারণ আবাসিক: বসার ঘর ও খাবার ঘর</td></tr>' +
        '<tr><td>AC3</td><td>ভারী আবাসিক, হালকা বাণিজ্যিক: ব্যস্ত বাড়ির প্রতিটি ঘর</td></tr>' +
        '<tr><td>AC4</td><td>সাধারণ বাণিজ্যিক: অফিস, দোকান, ক্যাফে</td></tr>' +
        '<tr><td>AC5</td><td>ভারী বাণিজ্যিক: সরকারি ভবন, ডিপার্টমেন্ট স্টোর</td></tr>' +
        '</tbody></table>' +
        '<h2>সারের বাড়িগুলোর জন্য আমাদের পরামর্শ</h2>' +
        '<ul><li><strong>প্রবেশপথ ও রান্নাঘর:</strong> AC4। ভেজা বুটের সঙ্গে আসা বালি-কাঁকরই আসল শত্রু।</li><li><strong>শিশু বা কুকুর আছে এমন বসার জায়গা:</strong> AC4, আর মজবুত অনুভূতির জন্য সম্ভব হলে ১২.৩ মিমি পুরু বোর্ড।</li><li><strong>শোবার ঘর:</strong> AC3-ই যথেষ্ট।</li></ul>' +
        '<blockquote>AC রেটিং শুধু উপরিতলের কথা বলে। পানি পড়া থেকে সুরক্ষার জন্য পানি-প্রতিরোধের রেটিং দেখুন, যেমন আমাদের <a href="/shop/laminate/123-mm-72-hours-water-proof">৭২ ঘণ্টা পানি-প্রতিরোধী ল্যামিনেট</a>।</blockquote>' +
        '<p>নিশ্চিত নন? আপনার ঘরের একটি ছবি নিয়ে আমাদের শোরুমে আসুন, আমরা কয়েকটি AC4 নমুনা পাশাপাশি রেখে আপনাকে দেখাব।</p>',
    },
  },
  'acclimatising-engineered-wood': {
    fr: {
      title: 'Acclimater le bois d’ingénierie avant la pose',
      excerpt:
        'Le bois d’ingénierie est stable, mais il lui faut tout de même de 48 à 72 heures dans la pièce pour s’adapter avant que vous posiez la première rangée.',
      content:
        '<p>Le bois d’ingénierie possède une âme en contreplaqué croisé qui bouge beaucoup moins que le bois massif, mais sa couche d’usure en vrai chêne absorbe et rejette encore l’humidité. Laisser les planches atteindre la température et l’humidité de la pièce évite les interstices en hiver et le gondolement en été.</p>' +
        '<h2>Étape par étape</h2>' +
        '<ol><li>Terminez d’abord les murs de gypse, la peinture et tous les travaux humides : la maison doit être dans ses conditions d’habitation normales.</li><li>Maintenez la pièce entre 18 et 24 °C, avec une humidité relative de 35 à 55 %.</li><li>Posez les boîtes fermées à plat dans la pièce où elles seront installées, loin des murs extérieurs, en laissant un peu d’espace entre les piles.</li><li>Attendez au moins <strong>48 heures</strong> (72 heures dans une construction neuve ou après une livraison par temps froid).</li><li>Vérifiez le support avec un humidimètre : contreplaqué sous 12 %, béton testé au chlorure de calcium ou à la sonde d’humidité relative.</li></ol>' +
        '<h2>Pourquoi ne pas ouvrir les boîtes?</h2>' +
        '<p>La plupart des fabricants, y compris les marques que nous offrons, demandent de garder les boîtes fermées pour que toutes les planches s’acclimatent de façon uniforme. Ouvrez-les au fil de la pose et mélangez les planches de trois ou quatre boîtes pour une répartition naturelle des teintes.</p>' +
        '<p>Consultez le guide d’installation complet sur la fiche de chaque produit en <a href="/shop/engineered-wood">bois d’ingénierie</a>, ou demandez la version imprimée à notre équipe.</p>',
    },
    ar: {
      title: 'كيف تهيّئ الخشب الهندسي قبل التركيب',
      excerpt: 'الخشب الهندسي ثابت الأبعاد، لكنه يحتاج مع ذلك إلى 48 إلى 72 ساعة في الغرفة ليتأقلم قبل أن تركّب الصف الأول.',
      content:
        '<p>يتكوّن الخشب الهندسي من قلب من طبقات خشبية متقاطعة يتمدد وينكمش أقل بكثير من الخشب الصلب، لكن طبقته العلوية من خشب البلوط الحقيقي ما زالت تمتص الرطوبة وتطلقها. وترك الألواح حتى تبلغ حرارة الغرفة ورطوبتها يمنع ظهور الفراغات في الشتاء وتقوّس الألواح في الصيف.</p>' +
        '<h2>خطوة بخطوة</h2>' +
        '<ol><li>أنهِ أعمال الألواح الجبسية والدهان وكل الأعمال الرطبة أولًا؛ يجب أن يكون المنزل في ظروف السكن المعتادة.</li><li>حافظ على حرارة الغرفة بين 18 و24 درجة مئوية ورطوبة نسبية بين 35 و55 %.</li><li>ضع العلب مغلقةً ومسطّحةً في الغرفة التي ستُركَّب فيها، بعيدًا عن الجدران الخارجية، مع ترك مسافة صغيرة بين الأكوام.</li><li>انتظر <strong>48 ساعة</strong> على الأقل (72 ساعة في المباني الجديدة أو بعد التوصيل في طقس بارد).</li><li>افحص الأرضية الأساسية بجهاز قياس الرطوبة: أقل من 12 % للخشب الرقائقي، أما الخرسانة فتُفحص باختبار كلوريد الكالسيوم أو بمسبار الرطوبة النسبية.</li></ol>' +
        '<h2>لماذا لا تفتح العلب؟</h2>' +
        '<p>تطلب معظم الشركات المصنّعة، ومنها العلامات التجارية التي نبيعها، إبقاء العلب مغلقة حتى تتأقلم كل الألواح بالتساوي. افتحها أثناء التركيب، واخلط ألواحًا من ثلاث أو أربع علب للحصول على توزيع طبيعي للألوان.</p>' +
        '<p>اقرأ دليل التركيب الكامل في صفحة كل منتج من <a href="/shop/engineered-wood">الخشب الهندسي</a>، أو اطلب النسخة المطبوعة من فريقنا.</p>',
    },
    bn: {
      title: 'ইনস্টলেশনের আগে ইঞ্জিনিয়ারড কাঠকে কীভাবে ঘরের আবহাওয়ায় মানিয়ে নেবেন',
      excerpt: 'ইঞ্জিনিয়ারড হার্ডউড স্থিতিশীল, তবু প্রথম সারি বসানোর আগে ঘরে ৪৮ থেকে ৭২ ঘণ্টা রেখে একে মানিয়ে নিতে দিতে হয়।',
      content:
        '<p>ইঞ্জিনিয়ারড হার্ডউডের ভেতরে আড়াআড়ি স্তরের প্লাই কোর থাকে, যা নিরেট কাঠের চেয়ে অনেক কম নড়াচড়া করে; কিন্তু এর আসল ওক কাঠের উপরের স্তর এখনও আর্দ্রতা শোষণ করে ও ছেড়ে দেয়। বোর্ডগুলোকে ঘরের তাপমাত্রা ও আর্দ্রতায় পৌঁছাতে দিলে শীতে ফাঁক আর গ্রীষ্মে বেঁকে যাওয়া এড়ানো যায়।</p>' +
        '<h2>ধাপে ধাপে</h2>' +
        '<ol><li>আগে ড্রাইওয়াল, রং ও সব ভেজা কাজ শেষ করুন; বাড়িটি যেন স্বাভাবিক বসবাসের অবস্থায় থাকে।</li><li>ঘরের তাপমাত্রা ১৮ থেকে ২৪ °সে এবং আপেক্ষিক আর্দ্রতা ৩৫ থেকে ৫৫ % রাখুন।</li><li>না খোলা বাক্সগুলো যে ঘরে বসানো হবে সেখানেই সমতলভাবে রাখুন, বাইরের দেয়াল থেকে দূরে, স্তূপগুলোর মাঝে একটু জায়গা রেখে।</li><li>অন্তত <strong>৪৮ ঘণ্টা</strong> অপেক্ষা করুন (নতুন বাড়িতে বা ঠান্ডার মধ্যে ডেলিভারির পরে ৭২ ঘণ্টা)।</li><li>আর্দ্রতা মাপার যন্ত্র দিয়ে নিচের মেঝে পরীক্ষা করুন: প্লাইউড ১২ %-এর নিচে থাকতে হবে, আর কংক্রিট ক্যালসিয়াম ক্লোরাইড বা RH প্রোব পরীক্ষায় যাচাই করতে হবে।</li></ol>' +
        '<h2>বাক্স খুলবেন না কেন?</h2>' +
        '<p>আমাদের বিক্রি করা ব্র্যান্ডসহ বেশিরভাগ নির্মাতা বাক্স বন্ধ রাখতে বলেন, যাতে সব বোর্ড সমানভাবে মানিয়ে নেয়। বসানোর সময় একটি একটি করে খুলুন এবং রঙের স্বাভাবিক বৈচিত্র্যের জন্য তিন-চারটি বাক্সের বোর্ড মিশিয়ে বসান।</p>' +
        '<p>প্রতিটি <a href="/shop/engineered-wood">ইঞ্জিনিয়ারড কাঠ</a> পণ্যের পাতায় পূর্ণ ইনস্টলেশন গাইড পড়ুন, অথবা ছাপা কপির জন্য আমাদের দলকে বলুন।</p>',
    },
  },
  'waterproof-vinyl-in-basements': {
    fr: {
      title: 'Vinyle étanche au sous-sol : ce qu’il faut savoir',
      excerpt:
        'Le vinyle à âme rigide est le plancher de choix pour les sous-sols du Lower Mainland. Même étanche, une planche a besoin d’une dalle sèche et plane et de la bonne sous-couche.',
      content:
        '<p>Les sous-sols de la vallée du Fraser sont souvent frais et légèrement humides. La planche de vinyle rigide SPC ne gonfle pas au contact de l’eau, ce qui en fait le plancher le plus tolérant sous le niveau du sol.</p>' +
        '<h2>Vérifiez d’abord la dalle</h2>' +
        '<ul><li><strong>Humidité :</strong> collez une feuille de plastique de 60 × 60 cm sur le béton pendant 24 heures. De la condensation dessous signifie qu’il vous faut un pare-vapeur.</li><li><strong>Planéité :</strong> pas plus de 3 mm d’écart sur 1,8 m. Meulez les bosses et comblez les creux avec un composé de nivellement.</li><li><strong>Température :</strong> maintenez la pièce au-dessus de 13 °C pendant et après la pose.</li></ul>' +
        '<h2>Sous-couche et épaisseur</h2>' +
        '<p>Bon nombre de nos planches ont une sous-couche IXPE intégrée. Sur le béton, ajoutez une pellicule de polyéthylène de 6 mils, sauf si la sous-couche comprend déjà un pare-vapeur. Une planche plus épaisse, de 5,5 mm ou de 7 mm, masque mieux les petites imperfections de la dalle qu’une planche de 4 mm.</p>' +
        '<h2>Étanche ne veut pas dire à l’épreuve des inondations</h2>' +
        '<p>Les planches résistent à l’eau stagnante, mais l’eau qui s’infiltre dessous peut tout de même nourrir la moisissure. Réparez les fuites et corrigez la pente du terrain à l’extérieur avant de poser le plancher.</p>' +
        '<p>Parcourez nos <a href="/shop/vinyl-plank">planches de vinyle</a> par épaisseur, ou venez nous voir à Surrey pour comparer les planches en main.</p>',
    },
    ar: {
      title: 'أرضيات الفينيل المقاومة للماء في الأقبية: ما يجب أن تعرفه',
      excerpt:
        'الفينيل ذو القلب الصلب هو الخيار الأول لأرضيات الأقبية في منطقة لوار ماينلاند. لكن حتى اللوح المقاوم للماء يحتاج إلى أرضية خرسانية جافة ومستوية وإلى الطبقة السفلية المناسبة.',
      content:
        '<p>كثيرًا ما تكون الأقبية في وادي فريزر باردة ورطبة قليلًا. ولا تنتفخ ألواح الفينيل الصلبة من نوع SPC عند تعرّضها للماء، مما يجعلها أكثر الأرضيات تحمّلًا تحت مستوى الأرض.</p>' +
        '<h2>افحص الأرضية الخرسانية أولًا</h2>' +
        '<ul><li><strong>الرطوبة:</strong> ألصق قطعة من البلاستيك مقاسها 60 × 60 سم على الخرسانة لمدة 24 ساعة. إذا ظهر تكثّف تحتها فأنت بحاجة إلى حاجز للبخار.</li><li><strong>الاستواء:</strong> لا يزيد الفرق على 3 مم على مسافة 1.8 م. اجلخ المرتفعات واملأ المنخفضات بمادة تسوية.</li><li><strong>الحرارة:</strong> أبقِ المكان فوق 13 درجة مئوية أثناء التركيب وبعده.</li></ul>' +
        '<h2>الطبقة السفلية والسماكة</h2>' +
        '<p>كثير من ألواحنا مزوّد بطبقة سفلية ملتصقة من IXPE. وفوق الخرسانة أضف غشاءً من البولي إيثيلين بسماكة 6 ميل، إلا إذا كانت الطبقة السفلية تتضمن حاجزًا للبخار. كما أن اللوح الأسمك بسماكة 5.5 مم أو 7 مم يغطي عيوب الأرضية الصغيرة أفضل من لوح بسماكة 4 مم.</p>' +
        '<h2>المقاوم للماء لا يعني المقاوم للفيضانات</h2>' +
        '<p>تتحمّل الألواح الماء الراكد، لكن الماء الذي يتسرّب تحتها قد يغذّي العفن. أصلح التسرّبات وميل الأرض خارج المنزل قبل تركيب الأرضية.</p>' +
        '<p>تصفّح <a href="/shop/vinyl-plank">ألواح الفينيل</a> حسب السماكة، أو زرنا في ساري لتقارن الألواح بيدك.</p>',
    },
    bn: {
      title: 'বেসমেন্টে পানিরোধী ভিনাইল প্ল্যাঙ্ক: যা জানা দরকার',
      excerpt:
        'লোয়ার মেইনল্যান্ডে বেসমেন্টের মেঝের জন্য রিজিড-কোর ভিনাইলই প্রথম পছন্দ। তবে পানিরোধী প্ল্যাঙ্কেরও শুকনো, সমান স্ল্যাব আর সঠিক আন্ডারলে দরকার।',
      content:
        '<p>ফ্রেজার ভ্যালির বেসমেন্টগুলো প্রায়ই ঠান্ডা আর খানিকটা স্যাঁতসেঁতে থাকে। রিজিড SPC ভিনাইল প্ল্যাঙ্ক ভিজলে ফুলে ওঠে না, তাই মাটির নিচের তলায় এটিই সবচেয়ে সহনশীল মেঝে।</p>' +
        '<h2>আগে স্ল্যাব পরীক্ষা করুন</h2>' +
        '<ul><li><strong>আর্দ্রতা:</strong> কংক্রিটের ওপর ৬০ × ৬০ সেমি মাপের একটি প্লাস্টিকের শিট ২৪ ঘণ্টা টেপ দিয়ে আটকে রাখুন। নিচে জলকণা জমলে আপনার ভেপার ব্যারিয়ার লাগবে।</li><li><strong>সমতলতা:</strong> ১.৮ মিটারে ৩ মিমি-এর বেশি উঁচু-নিচু চলবে না। উঁচু জায়গা ঘষে নামান, নিচু জায়গা লেভেলিং কম্পাউন্ড দিয়ে ভরাট করুন।</li><li><strong>তাপমাত্রা:</strong> ইনস্টলেশনের সময় ও পরে জায়গাটি ১৩ °সে-এর ওপরে রাখুন।</li></ul>' +
        '<h2>আন্ডারলে ও পুরুত্ব</h2>' +
        '<p>আমাদের অনেক প্ল্যাঙ্কে IXPE প্যাড লাগানো থাকে। প্যাডে আগে থেকে ভেপার ব্যারিয়ার না থাকলে কংক্রিটের ওপর ৬-মিল পলিথিন ফিল্ম বিছিয়ে নিন। ৪ মিমি প্ল্যাঙ্কের চেয়ে ৫.৫ মিমি বা ৭ মিমি পুরু প্ল্যাঙ্ক স্ল্যাবের ছোটখাটো অসমতা ভালোভাবে ঢেকে দেয়।</p>' +
        '<h2>পানিরোধী মানে বন্যারোধী নয়</h2>' +
        '<p>প্ল্যাঙ্কগুলো জমে থাকা পানি সহ্য করতে পারে, কিন্তু নিচে ঢুকে পড়া পানি থেকে ছত্রাক জন্মাতে পারে। মেঝে বসানোর আগে লিক সারান এবং বাড়ির বাইরের মাটির ঢাল ঠিক করে নিন।</p>' +
        '<p>পুরুত্ব অনুযায়ী <a href="/shop/vinyl-plank">ভিনাইল প্ল্যাঙ্ক</a> দেখুন, অথবা হাতে নিয়ে বোর্ডগুলো তুলনা করতে সারেতে আমাদের শোরুমে আসুন।</p>',
    },
  },
};

export const PAGE_TRANSLATIONS: Partial<
  Record<'about' | 'privacy' | 'terms' | 'return' | 'faq', ContentTranslations<'title' | 'html'>>
> = {
  about: {
    fr: {
      title: 'À propos',
      html:
        '<h2>Spécialistes du plancher à Surrey depuis 2009</h2>' +
        '<p>Nous sommes une salle d’exposition de couvre-planchers familiale à Surrey, en Colombie-Britannique. Nous avons en stock du stratifié, des planches de vinyle étanches, du bois franc d’ingénierie, des carreaux de porcelaine et tout le nécessaire pour les poser.</p>' +
        '<p>Visitez la salle d’exposition du lundi au samedi, de 9 h à 17 h 30, pour voir les planches en format réel, emporter des échantillons et obtenir une estimation gratuite.</p>',
    },
    ar: {
      title: 'من نحن',
      html:
        '<h2>متخصصون في الأرضيات في ساري منذ عام 2009</h2>' +
        '<p>نحن صالة عرض عائلية للأرضيات في مدينة ساري بمقاطعة كولومبيا البريطانية. نوفّر أرضيات اللامينيت، وألواح الفينيل المقاومة للماء، والخشب الصلب الهندسي، وبلاط البورسلين، وكل ما يلزم لتركيبها.</p>' +
        '<p>زر صالة العرض من الاثنين إلى السبت، من الساعة 9:00 حتى 17:30، لترى الألواح بحجمها الكامل، وتأخذ عينات معك إلى المنزل، وتحصل على تقدير مجاني للتكلفة.</p>',
    },
    bn: {
      title: 'আমাদের সম্পর্কে',
      html:
        '<h2>২০০৯ সাল থেকে সারেতে মেঝের বিশেষজ্ঞ</h2>' +
        '<p>আমরা ব্রিটিশ কলাম্বিয়ার সারেতে একটি পারিবারিক ফ্লোরিং শোরুম। আমাদের কাছে ল্যামিনেট, পানিরোধী ভিনাইল প্ল্যাঙ্ক, ইঞ্জিনিয়ারড হার্ডউড, পোর্সেলিন টাইল এবং এগুলো বসানোর জন্য প্রয়োজনীয় সবকিছু পাওয়া যায়।</p>' +
        '<p>পূর্ণ মাপের বোর্ড দেখতে, নমুনা বাড়িতে নিয়ে যেতে এবং বিনামূল্যে খরচের হিসাব পেতে সোমবার থেকে শনিবার, সকাল ৯টা থেকে বিকেল সাড়ে ৫টা পর্যন্ত আমাদের শোরুমে আসুন।</p>',
    },
  },
  privacy: {
    fr: {
      title: 'Politique de confidentialité',
      html:
        '<h2>Ce que nous recueillons</h2>' +
        '<p>Nous recueillons les renseignements que vous nous donnez lorsque vous commandez, créez un compte, vous abonnez ou nous écrivez : nom, courriel, téléphone et adresses.</p>' +
        '<h2>Comment nous les utilisons</h2>' +
        '<p>Uniquement pour traiter vos commandes, les livrer, vous répondre et, si vous vous êtes abonné, vous envoyer notre infolettre. Nous ne vendons jamais vos données.</p>' +
        '<h2>Témoins (cookies)</h2>' +
        '<p>Nous utilisons des témoins qui gardent votre session ouverte et retiennent votre langue et votre choix concernant les témoins. Votre panier est conservé dans votre propre navigateur.</p>' +
        '<h2>Vos droits</h2>' +
        '<p>Vous pouvez en tout temps demander par courriel une copie de vos données, leur correction ou leur suppression.</p>',
    },
    ar: {
      title: 'سياسة الخصوصية',
      html:
        '<h2>ما نجمعه من بيانات</h2>' +
        '<p>نجمع البيانات التي تقدّمها لنا عندما تطلب منتجًا أو تنشئ حسابًا أو تشترك في نشرتنا أو تتواصل معنا: الاسم والبريد الإلكتروني ورقم الهاتف والعناوين.</p>' +
        '<h2>كيف نستخدمها</h2>' +
        '<p>نستخدمها فقط لمعالجة طلباتك وتوصيلها والرد عليك، ولإرسال نشرتنا الإخبارية إن كنت مشتركًا فيها. ولا نبيع بياناتك أبدًا.</p>' +
        '<h2>ملفات تعريف الارتباط</h2>' +
        '<p>نستخدم ملفات تعريف الارتباط التي تُبقيك مسجّلًا الدخول وتحفظ لغتك واختيارك بشأن ملفات تعريف الارتباط. أما سلة مشترياتك فتُحفظ في متصفحك أنت.</p>' +
        '<h2>حقوقك</h2>' +
        '<p>يحق لك في أي وقت أن تطلب عبر البريد الإلكتروني نسخة من بياناتك أو تصحيحها أو حذفها.</p>',
    },
    bn: {
      title: 'গোপনীয়তা নীতি',
      html:
        '<h2>আমরা কী তথ্য সংগ্রহ করি</h2>' +
        '<p>আপনি অর্ডার করার, অ্যাকাউন্ট খোলার, সাবস্ক্রাইব করার বা আমাদের সঙ্গে যোগাযোগ করার সময় যে তথ্য দেন, আমরা সেগুলো সংগ্রহ করি: নাম, ই-মেইল, ফোন নম্বর ও ঠিকানা।</p>' +
        '<h2>আমরা কীভাবে তা ব্যবহার করি</h2>' +
        '<p>শুধু আপনার অর্ডার প্রক্রিয়া করা, ডেলিভারি দেওয়া, আপনার প্রশ্নের উত্তর দেওয়া এবং আপনি সাবস্ক্রাইব করে থাকলে নিউজলেটার পাঠানোর জন্য। আমরা কখনো আপনার তথ্য বিক্রি করি না।</p>' +
        '<h2>কুকি</h2>' +
        '<p>আমরা এমন কুকি ব্যবহার করি যা আপনাকে সাইন-ইন অবস্থায় রাখে এবং আপনার ভাষা ও কুকি সংক্রান্ত পছন্দ মনে রাখে। আপনার কার্ট আপনার নিজের ব্রাউজারেই রাখা হয়।</p>' +
        '<h2>আপনার অধিকার</h2>' +
        '<p>যেকোনো সময় ই-মেইল করে আপনি আপনার তথ্যের একটি কপি, তা সংশোধন বা মুছে ফেলার অনুরোধ করতে পারেন।</p>',
    },
  },
  terms: {
    fr: {
      title: 'Conditions générales',
      html:
        '<h2>Commandes</h2>' +
        '<p>Les prix sont dans la devise affichée et comprennent les rabais indiqués. Une commande est confirmée dès que nous l’acceptons par courriel ou par téléphone.</p>' +
        '<h2>Livraison</h2>' +
        '<p>Nous livrons dans les secteurs indiqués au moment de payer. Une personne doit être présente pour recevoir les livraisons de couvre-planchers, qui sont lourdes.</p>' +
        '<h2>Pose</h2>' +
        '<p>Suivez le guide de pose du fabricant; laissez le bois et le stratifié s’acclimater 48 heures avant la pose.</p>',
    },
    ar: {
      title: 'الشروط والأحكام',
      html:
        '<h2>الطلبات</h2>' +
        '<p>الأسعار بالعملة المعروضة وتشمل الخصومات الظاهرة. ويُعدّ الطلب مؤكَّدًا بمجرد أن نقبله عبر البريد الإلكتروني أو الهاتف.</p>' +
        '<h2>التوصيل</h2>' +
        '<p>نوصّل الطلبات إلى المناطق المذكورة عند إتمام الشراء. ويجب أن يكون أحد ما حاضرًا لاستلام شحنات الأرضيات الثقيلة.</p>' +
        '<h2>التركيب</h2>' +
        '<p>اتّبع دليل التركيب الصادر عن الشركة المصنِّعة، واترك الخشب واللامينيت ليتأقلما مع الغرفة مدة 48 ساعة قبل تركيبهما.</p>',
    },
    bn: {
      title: 'শর্তাবলি',
      html:
        '<h2>অর্ডার</h2>' +
        '<p>দাম দেখানো মুদ্রায় দেওয়া এবং প্রদর্শিত ছাড় তাতে ধরা আছে। আমরা ই-মেইল বা ফোনে গ্রহণ করার পর অর্ডারটি নিশ্চিত হয়।</p>' +
        '<h2>ডেলিভারি</h2>' +
        '<p>চেকআউটে তালিকাভুক্ত এলাকাগুলোতে আমরা ডেলিভারি দিই। ভারী ফ্লোরিং ডেলিভারি গ্রহণ করার জন্য কাউকে উপস্থিত থাকতে হবে।</p>' +
        '<h2>ইনস্টলেশন</h2>' +
        '<p>প্রস্তুতকারকের ইনস্টলেশন নির্দেশিকা মেনে চলুন; বসানোর আগে কাঠ ও ল্যামিনেটকে ৪৮ ঘণ্টা ঘরের আবহাওয়ার সঙ্গে মানিয়ে নিতে দিন।</p>',
    },
  },
  return: {
    fr: {
      title: 'Politique de retour',
      html:
        '<h2>Retours sous 30 jours</h2>' +
        '<p>Les boîtes non ouvertes et en état d’être revendues peuvent être retournées dans les 30 jours, sur présentation du reçu. Des frais de remise en stock de 15 % s’appliquent aux commandes spéciales.</p>' +
        '<h2>Marchandise endommagée</h2>' +
        '<p>Signalez-nous tout article endommagé ou erroné dans les 48 heures suivant la livraison et nous le remplacerons sans frais.</p>',
    },
    ar: {
      title: 'سياسة الإرجاع',
      html:
        '<h2>الإرجاع خلال 30 يومًا</h2>' +
        '<p>يمكن إرجاع العلب غير المفتوحة والصالحة لإعادة البيع خلال 30 يومًا مع إيصال الشراء. وتُطبَّق رسوم إعادة تخزين بنسبة 15% على الطلبات الخاصة.</p>' +
        '<h2>البضائع التالفة</h2>' +
        '<p>أبلغنا عن أي منتج تالف أو غير صحيح خلال 48 ساعة من التوصيل، وسنستبدله لك دون أي تكلفة.</p>',
    },
    bn: {
      title: 'ফেরত নীতি',
      html:
        '<h2>৩০ দিনের মধ্যে ফেরত</h2>' +
        '<p>না খোলা এবং পুনরায় বিক্রয়যোগ্য অবস্থায় থাকা বাক্স রসিদসহ ৩০ দিনের মধ্যে ফেরত দেওয়া যায়। বিশেষ অর্ডারের ক্ষেত্রে ১৫% রিস্টকিং ফি প্রযোজ্য।</p>' +
        '<h2>ক্ষতিগ্রস্ত পণ্য</h2>' +
        '<p>ডেলিভারির ৪৮ ঘণ্টার মধ্যে ক্ষতিগ্রস্ত বা ভুল পণ্যের কথা জানান, আমরা বিনা খরচে তা বদলে দেব।</p>',
    },
  },
  faq: {
    fr: { title: 'Foire aux questions' },
    ar: { title: 'الأسئلة الشائعة' },
    bn: { title: 'সচরাচর জিজ্ঞাসিত প্রশ্ন' },
  },
};

/** The FAQ entries' translations, in the order of FAQ_CONTENT's entries. */
export const FAQ_ITEM_TRANSLATIONS: ContentTranslations<'question' | 'answer'>[] = [
  {
    fr: {
      question: 'Combien de boîtes me faut-il?',
      answer:
        'Mesurez la pièce en pieds carrés, ajoutez 10 % pour les coupes et les pertes (15 % pour une pose à chevrons ou en diagonale), puis divisez par la surface couverte par boîte indiquée sur la fiche du produit. Notre calculateur le fait pour vous.',
    },
    ar: {
      question: 'كم علبة أحتاج؟',
      answer:
        'قِس مساحة الغرفة بالقدم المربع، وأضف 10 % للقص والهدر (15 % للتركيب بنمط عظم السمكة أو بشكل قطري)، ثم اقسم الناتج على المساحة التي تغطيها العلبة الواحدة كما هي مبيّنة في صفحة المنتج. وحاسبتنا تقوم بذلك نيابةً عنك.',
    },
    bn: {
      question: 'আমার কয়টি বাক্স লাগবে?',
      answer:
        'ঘরটি বর্গফুটে মাপুন, কাটা ও অপচয়ের জন্য ১০ % যোগ করুন (হেরিংবোন বা কোনাকুনি নকশায় ১৫ %), তারপর পণ্যের পাতায় দেখানো প্রতি বাক্সের কভারেজ দিয়ে ভাগ করুন। আমাদের ক্যালকুলেটর এটি আপনার হয়ে করে দেয়।',
    },
  },
  {
    fr: {
      question: 'Faites-vous la livraison?',
      answer: 'Oui, partout à Surrey, Delta, Langley et dans le Grand Vancouver. Le coût pour votre secteur s’affiche au moment de passer la commande.',
    },
    ar: {
      question: 'هل تقدّمون خدمة التوصيل؟',
      answer: 'نعم، في ساري ودلتا ولانغلي ومنطقة فانكوفر الكبرى. تظهر تكلفة التوصيل إلى منطقتك عند إتمام الطلب.',
    },
    bn: {
      question: 'আপনারা কি ডেলিভারি দেন?',
      answer: 'হ্যাঁ, সারে, ডেল্টা, ল্যাংলি এবং বৃহত্তর ভ্যাঙ্কুভার জুড়ে। আপনার এলাকার খরচ চেকআউটের সময় দেখানো হয়।',
    },
  },
  {
    fr: {
      question: 'Puis-je payer à la livraison?',
      answer:
        'Oui. Le paiement à la livraison est offert pour toutes les commandes. Lorsqu’il est activé, le paiement par carte se fait sur une page sécurisée hébergée par notre fournisseur de paiement.',
    },
    ar: {
      question: 'هل يمكنني الدفع عند الاستلام؟',
      answer: 'نعم. الدفع نقدًا عند الاستلام متاح لكل الطلبات، وعند تفعيل الدفع بالبطاقة يتم عبر صفحة دفع آمنة مستضافة.',
    },
    bn: {
      question: 'ডেলিভারির সময় কি টাকা দিতে পারি?',
      answer: 'হ্যাঁ। প্রতিটি অর্ডারে ক্যাশ অন ডেলিভারির সুবিধা আছে; কার্ড পেমেন্ট চালু থাকলে তা একটি নিরাপদ হোস্টেড পেমেন্ট পাতায় নেওয়া হয়।',
    },
  },
  {
    fr: {
      question: 'Le stratifié est-il étanche?',
      answer:
        'Un stratifié standard résiste aux dégâts d’eau pendant peu de temps. Notre stratifié résistant à l’eau 72 heures et toutes nos planches de vinyle conviennent aux cuisines et aux salles de bain.',
    },
    ar: {
      question: 'هل أرضيات اللامينيت مقاومة للماء؟',
      answer:
        'تقاوم أرضيات اللامينيت العادية السوائل المنسكبة لوقت قصير. أما اللامينيت المقاوم للماء لمدة 72 ساعة وجميع ألواح الفينيل لدينا فهي مناسبة للمطابخ والحمّامات.',
    },
    bn: {
      question: 'ল্যামিনেট কি পানিরোধী?',
      answer:
        'সাধারণ ল্যামিনেট অল্প সময়ের জন্য পানি পড়া সামলাতে পারে। আমাদের ৭২ ঘণ্টা পানি-প্রতিরোধী ল্যামিনেট এবং সব ভিনাইল প্ল্যাঙ্ক রান্নাঘর ও বাথরুমের জন্য উপযোগী।',
    },
  },
  {
    fr: {
      question: 'Puis-je obtenir des échantillons?',
      answer: 'Passez à la salle d’exposition du lundi au samedi, de 9 h à 17 h 30, pour emporter gratuitement des échantillons à la maison.',
    },
    ar: {
      question: 'هل يمكنني الحصول على عينات؟',
      answer: 'زر صالة العرض من الاثنين إلى السبت، من الساعة 9:00 حتى 17:30، لتأخذ عينات إلى منزلك مجانًا.',
    },
    bn: {
      question: 'আমি কি নমুনা পেতে পারি?',
      answer: 'বিনামূল্যে নমুনা বাড়িতে নিয়ে যেতে সোমবার থেকে শনিবার, সকাল ৯টা থেকে বিকেল সাড়ে ৫টার মধ্যে আমাদের শোরুমে আসুন।',
    },
  },
];

/**
 * The settings texts (src/domain/settings/settings-texts.ts, flat keys): the shop's title and description, copyright,
 * footer banner and SEO title and description, as DEFAULT_SETTINGS writes them in English.
 */
export const SETTINGS_TRANSLATIONS: ContentTranslations<SettingsTextField> = {
  fr: {
    title: 'Floorshop | Stratifié, planche de vinyle, bois d’ingénierie et carreaux à Surrey (C.-B.)',
    description:
      'Salle d’exposition de couvre-planchers à Surrey, en Colombie-Britannique : stratifié, planche de vinyle étanche, bois franc d’ingénierie, carreaux de porcelaine et accessoires à prix d’entrepôt.',
    copyright: '© Floorshop. Tous droits réservés.',
    securityTitle: 'Paiement sécurisé',
    securityDescription: 'Payez à la livraison ou par carte sur une page de paiement sécurisée.',
    supportTitle: 'Conseils d’experts',
    supportDescription: 'Parlez à notre équipe de spécialistes du plancher du lundi au samedi, de 9 h à 17 h 30.',
    deliveryTitle: 'Livraison locale',
    deliveryDescription: 'Livraison rapide à Surrey, Delta, Langley et dans le Grand Vancouver.',
    seoTitle: 'Floorshop | Magasin de couvre-planchers à Surrey (C.-B.)',
    seoDescription: 'Stratifié, planche de vinyle, bois d’ingénierie et carreaux de porcelaine à Surrey, en Colombie-Britannique.',
  },
  ar: {
    title: 'Floorshop | أرضيات اللامينيت والفينيل والخشب الهندسي والبلاط في ساري، كولومبيا البريطانية',
    description:
      'صالة عرض للأرضيات في ساري بمقاطعة كولومبيا البريطانية: لامينيت، وألواح فينيل مقاومة للماء، وخشب صلب هندسي، وبلاط بورسلين، وملحقاتها بأسعار المستودع.',
    copyright: '© Floorshop. جميع الحقوق محفوظة.',
    securityTitle: 'دفع آمن',
    securityDescription: 'ادفع عند الاستلام أو بالبطاقة عبر صفحة دفع آمنة.',
    supportTitle: 'دعم من الخبراء',
    supportDescription: 'تحدّث إلى فريق الأرضيات لدينا من الاثنين إلى السبت، من الساعة 9:00 حتى 17:30.',
    deliveryTitle: 'توصيل محلي',
    deliveryDescription: 'توصيل سريع في ساري ودلتا ولانغلي ومنطقة فانكوفر الكبرى.',
    seoTitle: 'Floorshop | متجر أرضيات في ساري، كولومبيا البريطانية',
    seoDescription: 'لامينيت وألواح فينيل وخشب هندسي وبلاط بورسلين في ساري، كولومبيا البريطانية.',
  },
  bn: {
    title: 'Floorshop | সারে, ব্রিটিশ কলাম্বিয়ায় ল্যামিনেট, ভিনাইল প্ল্যাঙ্ক, ইঞ্জিনিয়ারড উড ও টাইল',
    description:
      'ব্রিটিশ কলাম্বিয়ার সারেতে ফ্লোরিং শোরুম: ল্যামিনেট, পানিরোধী ভিনাইল প্ল্যাঙ্ক, ইঞ্জিনিয়ারড হার্ডউড, পোর্সেলিন টাইল ও আনুষঙ্গিক সামগ্রী, গুদামের দামে।',
    copyright: '© Floorshop. সর্বস্বত্ব সংরক্ষিত।',
    securityTitle: 'নিরাপদ চেকআউট',
    securityDescription: 'ডেলিভারির সময় অথবা নিরাপদ পেমেন্ট পেজে কার্ডে মূল্য পরিশোধ করুন।',
    supportTitle: 'বিশেষজ্ঞের সহায়তা',
    supportDescription: 'সোমবার থেকে শনিবার, সকাল ৯টা থেকে বিকেল সাড়ে ৫টা পর্যন্ত আমাদের ফ্লোরিং টিমের সঙ্গে কথা বলুন।',
    deliveryTitle: 'স্থানীয় ডেলিভারি',
    deliveryDescription: 'সারে, ডেল্টা, ল্যাংলি ও বৃহত্তর ভ্যাঙ্কুভারে দ্রুত ডেলিভারি।',
    seoTitle: 'Floorshop | সারে, ব্রিটিশ কলাম্বিয়ার ফ্লোরিং স্টোর',
    seoDescription: 'সারে, ব্রিটিশ কলাম্বিয়ায় ল্যামিনেট, ভিনাইল প্ল্যাঙ্ক, ইঞ্জিনিয়ারড উড ও পোর্সেলিন টাইল।',
  },
};

/** The home page's hero slides' translations, in the order of HOME_CONTENT's slides. */
export const HOME_SLIDE_TRANSLATIONS: ContentTranslations<'heading' | 'text' | 'linkLabel'>[] = [
  {
    fr: {
      heading: 'Chêne blanc contrecollé, large et serein',
      text: 'Une vraie couche d’usure en chêne sur des lames de 7 à 9 po, dans des finis mats faits pour les maisons de Surrey.',
      linkLabel: 'Voir le parquet contrecollé',
    },
    ar: {
      heading: 'خشب البلوط الأبيض الهندسي، عريض وهادئ',
      text: 'طبقة علوية من البلوط الحقيقي في ألواح بعرض 7 إلى 9 إنش، بتشطيبات مطفية تناسب بيوت ساري.',
      linkLabel: 'تسوّق الخشب الهندسي',
    },
    bn: {
      heading: 'চওড়া ও শান্ত ইঞ্জিনিয়ার্ড হোয়াইট ওক',
      text: '৭ থেকে ৯ ইঞ্চি চওড়া প্ল্যাঙ্কে আসল ওকের উপরিস্তর, সারের ঘরবাড়ির উপযোগী ম্যাট ফিনিশে।',
      linkLabel: 'ইঞ্জিনিয়ার্ড কাঠ দেখুন',
    },
  },
  {
    fr: {
      heading: 'Lames de vinyle étanches pour toutes les pièces',
      text: 'Âme rigide SPC et sous-couche intégrée : cuisines, sous-sols et logements locatifs refaits en une fin de semaine.',
      linkLabel: 'Voir les lames de vinyle',
    },
    ar: {
      heading: 'ألواح فينيل مقاومة للماء لكل غرفة',
      text: 'قلب SPC صلب مع طبقة سفلية مثبّتة: المطابخ والأقبية والشقق المؤجرة جاهزة في عطلة نهاية أسبوع.',
      linkLabel: 'تسوّق ألواح الفينيل',
    },
    bn: {
      heading: 'প্রতিটি ঘরের জন্য পানিরোধী ভিনাইল প্ল্যাঙ্ক',
      text: 'সংযুক্ত আন্ডারলেসহ রিজিড SPC কোর: রান্নাঘর, বেসমেন্ট আর ভাড়ার বাসা এক সপ্তাহান্তেই তৈরি।',
      linkLabel: 'ভিনাইল প্ল্যাঙ্ক দেখুন',
    },
  },
  {
    fr: {
      heading: 'Du grès cérame qui imite le marbre',
      text: 'Grands carreaux brillants ou mats, coupés et livrés partout dans le Lower Mainland.',
      linkLabel: 'Voir le carrelage en grès cérame',
    },
    ar: {
      heading: 'بورسلين بمظهر الرخام',
      text: 'بلاط كبير المقاس بتشطيب لامع أو مطفي، نقصّه ونوصله في أنحاء منطقة لوار ماينلاند.',
      linkLabel: 'تسوّق بلاط البورسلين',
    },
    bn: {
      heading: 'মার্বেলের মতো দেখতে পোর্সেলিন',
      text: 'বড় মাপের গ্লসি ও ম্যাট টাইলস, কেটে লোয়ার মেইনল্যান্ড জুড়ে পৌঁছে দেওয়া হয়।',
      linkLabel: 'পোর্সেলিন টাইলস দেখুন',
    },
  },
];

/** The home page's promo banners' translations, in the order of HOME_CONTENT's banners. */
export const HOME_BANNER_TRANSLATIONS: ContentTranslations<'heading' | 'text'>[] = [
  {
    fr: { heading: 'Le point de Hongrie est de retour', text: 'Chêne américain en point de Hongrie, en trois tons.' },
    ar: { heading: 'نقشة عظم السمكة تعود من جديد', text: 'بلوط أمريكي بنقشة عظم السمكة في ثلاثة ألوان.' },
    bn: { heading: 'হেরিংবোন আবার ফিরে এসেছে', text: 'তিনটি রঙে আমেরিকান ওক হেরিংবোন।' },
  },
  {
    fr: { heading: 'Stratifié étanche 72 heures', text: 'La chaleur du bois, protégée des dégâts d’eau.' },
    ar: { heading: 'لامينيت مقاوم للماء 72 ساعة', text: 'دفء الخشب مع حماية من الماء المسكوب.' },
    bn: { heading: '৭২ ঘণ্টা পানিরোধী ল্যামিনেট', text: 'কাঠের উষ্ণতা, সঙ্গে পানি পড়া থেকে সুরক্ষা।' },
  },
];
