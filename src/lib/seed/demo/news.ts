// Demo news about building in Uzbekistan. Written as practical explainers: general facts and advice,
// no invented figures, decrees or events presented as real.
import type { ArticleArt } from './svg-article';

/** The slug is made from the Uzbek title (articles.server.ts), as the admin form makes it. */
export type DemoArticle = {
  art: ArticleArt;
  source: string;
  title: { uz: string; ru: string; en: string };
  text: { uz: string; ru: string; en: string };
};

const BLOG = 'https://quruvchi.uz/blog/';

export const NEWS: DemoArticle[] = [
  {
    art: 'cement',
    source: `${BLOG}cement-prices`,
    title: {
      uz: 'Qurilish mavsumi oldidan sement narxlari: nimalarga eʼtibor berish kerak',
      ru: 'Цены на цемент перед строительным сезоном: на что обратить внимание',
      en: 'Cement prices before the building season: what to watch',
    },
    text: {
      uz: 'Bahorda xususiy qurilish jonlanadi va sementga talab ortadi. Narxga mavsumiy talab, energiya va transport xarajatlari taʼsir qiladi, shuning uchun turli viloyatlarda narxlar farq qilishi mumkin.\n\nMutaxassislar materialni bir necha yetkazib beruvchidan taqqoslab olishni, markasi va ishlab chiqarilgan sanasini tekshirishni maslahat beradi. Katta xaridni bosqichlarga boʻlish ortiqcha xarajat va sementning saqlashda buzilish xavfini kamaytiradi.',
      ru: 'Весной частное строительство оживляется, и спрос на цемент растёт. На цену влияют сезонный спрос, стоимость энергии и перевозки, поэтому в разных областях она может заметно отличаться.\n\nСпециалисты советуют сравнивать предложения нескольких поставщиков, проверять марку и дату выпуска. Крупную закупку лучше разбить на этапы: так меньше лишних расходов и риск, что цемент испортится при хранении.',
      en: 'In spring private construction picks up and demand for cement grows. Prices depend on seasonal demand, energy and transport costs, so they can differ noticeably between regions.\n\nSpecialists advise comparing several suppliers and checking the grade and production date. Splitting a large purchase into stages reduces unnecessary costs and the risk of cement spoiling in storage.',
    },
  },
  {
    art: 'mortgage',
    source: `${BLOG}mortgage-checklist`,
    title: {
      uz: 'Ipoteka orqali uy olishga qanday tayyorlanish kerak',
      ru: 'Как подготовиться к покупке жилья в ипотеку',
      en: 'How to prepare for buying a home with a mortgage',
    },
    text: {
      uz: 'Banklar birlamchi bozordagi uy-joy va yakka tartibdagi uy qurilishi uchun turli ipoteka dasturlarini taklif qiladi. Shartlar — foiz stavkasi, boshlangʻich toʻlov va muddat — bank va dasturga qarab farq qiladi.\n\nAriza berishdan oldin daromadingizni tasdiqlovchi hujjatlarni tayyorlang, bir necha bank takliflarini solishtiring va oylik toʻlov oila byudjetining oqilona qismidan oshmasligini hisoblang. Amaldagi shartlarni bankning rasmiy saytidan yoki filialidan aniqlang.',
      ru: 'Банки предлагают разные ипотечные программы для жилья на первичном рынке и индивидуального строительства. Условия — ставка, первоначальный взнос и срок — зависят от банка и программы.\n\nПеред подачей заявки подготовьте документы о доходах, сравните предложения нескольких банков и рассчитайте, чтобы ежемесячный платёж оставался разумной частью семейного бюджета. Действующие условия уточняйте на официальном сайте банка или в отделении.',
      en: 'Banks offer a range of mortgage programmes for new-build housing and for building your own house. The terms — interest rate, down payment and duration — depend on the bank and the programme.\n\nBefore applying, gather documents that confirm your income, compare offers from several banks and make sure the monthly payment stays a reasonable share of the family budget. Check the current terms on the bank’s official website or at a branch.',
    },
  },
  {
    art: 'insulation',
    source: `${BLOG}energy-efficient-houses`,
    title: {
      uz: 'Energiya tejamkor uylar tobora ommalashmoqda',
      ru: 'Энергоэффективные дома набирают популярность',
      en: 'Energy-efficient houses are gaining popularity',
    },
    text: {
      uz: 'Issiq yoz va sovuq qish sharoitida uyni isitish va sovutish xarajatlari oila byudjetida sezilarli oʻrin tutadi. Shu sababli koʻproq buyurtmachilar devor va tomi issiqlik izolyatsiyasiga ega, ikki kamerali oynali uylarni loyihalashni soʻramoqda.\n\nLoyihachilar arzon yechimlarni ham unutmaslikni tavsiya qiladi: uyni dunyo tomonlariga toʻgʻri joylashtirish, janubiy tomonda soyabon qilish va shamollatishni oʻylab chiqish.',
      ru: 'При жарком лете и холодной зиме расходы на отопление и охлаждение занимают заметную часть семейного бюджета. Поэтому всё больше заказчиков просят проектировать дом с утеплением стен и кровли и двухкамерными стеклопакетами.\n\nПроектировщики советуют не забывать и о недорогих решениях: правильно ориентировать дом по сторонам света, делать навесы с южной стороны и продумывать вентиляцию.',
      en: 'With hot summers and cold winters, heating and cooling take a noticeable share of a family budget. That is why more clients ask for houses designed with insulated walls and roofs and double-glazed windows.\n\nDesigners also recommend simple, inexpensive measures: orienting the house correctly to the sun, adding shading on the south side and planning ventilation carefully.',
    },
  },
  {
    art: 'solar',
    source: `${BLOG}rooftop-solar`,
    title: {
      uz: 'Xususiy uyda quyosh panellari: nimadan boshlash kerak',
      ru: 'Солнечные панели на частном доме: с чего начать',
      en: 'Solar panels on a private house: where to start',
    },
    text: {
      uz: 'Oʻzbekistonda quyoshli kunlar koʻp, shuning uchun uy tomiga quyosh panellari oʻrnatishga qiziqish ortmoqda. Avvalo mutaxassis tomning yoʻnalishi, qiyaligi va koʻtarish qobiliyatini baholashi kerak.\n\nTarmoqqa ulash tartibi va hisoblagichga qoʻyiladigan talablarni hududiy elektr taʼminoti korxonasidan oldindan aniqlang. Uskunani sertifikatlangan yetkazib beruvchidan oling, montajni esa tajribali elektrchilarga topshiring.',
      ru: 'В Узбекистане много солнечных дней, поэтому интерес к солнечным панелям на крыше растёт. Сначала специалист должен оценить ориентацию и уклон кровли и её несущую способность.\n\nПорядок подключения к сети и требования к счётчику заранее уточните в региональной энергоснабжающей организации. Оборудование покупайте у сертифицированных поставщиков, а монтаж доверьте опытным электрикам.',
      en: 'Uzbekistan has many sunny days, so interest in rooftop solar panels is growing. First, a specialist should assess the roof’s orientation, pitch and load-bearing capacity.\n\nAsk the regional electricity supplier in advance about grid connection rules and metering requirements. Buy equipment from certified suppliers and leave the installation to experienced electricians.',
    },
  },
  {
    art: 'seismic',
    source: `${BLOG}seismic-safety`,
    title: {
      uz: 'Seysmik xavfsizlik loyihadan boshlanadi',
      ru: 'Сейсмическая безопасность начинается с проекта',
      en: 'Seismic safety starts with the design',
    },
    text: {
      uz: 'Oʻzbekiston hududining katta qismi seysmik faol zonada joylashgan — buni 1966-yilgi Toshkent zilzilasi ham eslatib turadi. Shuning uchun uy loyihasida hududning seysmikligi va grunt sharoiti albatta hisobga olinadi.\n\nAntiseysmik kamarlar, toʻgʻri armaturalangan burchaklar va sifatli beton — tejab boʻlmaydigan qismlar. Loyihani malakali konstruktorga tekshirtiring va qurilishda texnik nazoratdan voz kechmang.',
      ru: 'Большая часть территории Узбекистана находится в сейсмически активной зоне — об этом напоминает и Ташкентское землетрясение 1966 года. Поэтому в проекте дома обязательно учитываются сейсмичность района и грунтовые условия.\n\nАнтисейсмические пояса, правильно армированные углы и качественный бетон — то, на чём нельзя экономить. Доверьте проверку проекта квалифицированному конструктору и не отказывайтесь от технадзора на стройке.',
      en: 'Much of Uzbekistan lies in a seismically active zone, as the 1966 Tashkent earthquake reminds us. A house design must therefore take the seismicity of the area and the soil conditions into account.\n\nSeismic belts, properly reinforced corners and good-quality concrete are not the place to economise. Have the design checked by a qualified structural engineer and keep technical supervision on site.',
    },
  },
  {
    art: 'blueprint',
    source: 'https://my.gov.uz',
    title: {
      uz: 'Qurilishga oid arizalarni onlayn berish',
      ru: 'Заявления, связанные со строительством, — онлайн',
      en: 'Construction-related applications go online',
    },
    text: {
      uz: 'Qurilish bilan bogʻliq koʻplab davlat xizmatlariga Yagona interaktiv davlat xizmatlari portali orqali ariza berish mumkin. Bu navbatda kutish vaqtini qisqartiradi va ariza holatini kuzatib borishga yordam beradi.\n\nYer uchastkasi hujjatlari va loyiha materiallarini elektron shaklda oldindan tayyorlab qoʻying. Talab qilinadigan hujjatlar roʻyxati va muddatlarni portalda yoki davlat xizmatlari markazida aniqlang.',
      ru: 'Многие государственные услуги, связанные со строительством, можно получить через Единый портал интерактивных государственных услуг. Это сокращает время в очередях и позволяет следить за статусом заявления.\n\nЗаранее подготовьте в электронном виде документы на земельный участок и материалы проекта. Перечень документов и сроки уточняйте на портале или в центре государственных услуг.',
      en: 'Many construction-related public services can be requested through the Single Portal of Interactive Public Services. This cuts time spent in queues and lets you follow the status of your application.\n\nPrepare electronic copies of your land documents and design materials in advance. Check the list of required documents and the deadlines on the portal or at a public services centre.',
    },
  },
  {
    art: 'bricks',
    source: `${BLOG}aerated-concrete-or-brick`,
    title: {
      uz: 'Gazobeton yoki gʻisht: xususiy uy uchun qaysi biri maqbul',
      ru: 'Газобетон или кирпич: что выбрать для частного дома',
      en: 'Aerated concrete or brick: which suits a private house',
    },
    text: {
      uz: 'Soʻnggi yillarda xususiy qurilishda gazobeton bloklar koʻproq qoʻllanilmoqda: ular yengil, issiqlikni yaxshi saqlaydi va tez teriladi. Pishgan gʻisht esa mustahkamligi va uzoq xizmat qilishi bilan anʼanaviy tanlov boʻlib qolmoqda.\n\nTanlov seysmiklik, qavatlar soni, byudjet va pardozlash rejasiga bogʻliq. Gazobeton uchun maxsus yelim va armaturalash, gʻisht uchun esa qoʻshimcha izolyatsiya kerak boʻlishi mumkin — buni loyihachi bilan oldindan hisoblang.',
      ru: 'В последние годы в частном строительстве всё чаще используют газобетонные блоки: они лёгкие, хорошо держат тепло и быстро кладутся. Жжёный кирпич остаётся традиционным выбором благодаря прочности и долговечности.\n\nВыбор зависит от сейсмичности, этажности, бюджета и планов по отделке. Газобетону нужны специальный клей и армирование, кирпичу может понадобиться дополнительное утепление — посчитайте это с проектировщиком заранее.',
      en: 'In recent years aerated concrete blocks have become more common in private construction: they are light, keep heat well and are quick to lay. Fired brick remains the traditional choice thanks to its strength and durability.\n\nThe choice depends on seismicity, the number of storeys, the budget and finishing plans. Aerated concrete needs special adhesive and reinforcement, while brick may need extra insulation — work this out with your designer in advance.',
    },
  },
  {
    art: 'crane',
    source: `${BLOG}registering-a-house`,
    title: {
      uz: 'Yangi qurilgan uyni roʻyxatdan oʻtkazish: asosiy bosqichlar',
      ru: 'Регистрация построенного дома: основные шаги',
      en: 'Registering a newly built house: the main steps',
    },
    text: {
      uz: 'Uy qurib bitkazilgach, uni koʻchmas mulk sifatida roʻyxatdan oʻtkazish kerak: busiz uyni sotish, meros qoldirish yoki garovga qoʻyish qiyinlashadi. Jarayon kadastr hujjatlarini tayyorlash va mulk huquqini davlat roʻyxatidan oʻtkazishdan iborat.\n\nMurojaatlar davlat xizmatlari markazlarida qabul qilinadi. Qurilgan bino yer uchastkasi hujjatlari, ruxsatnoma va loyihaga mos kelishi muhim, shuning uchun qurilish davomida loyihadan chetga chiqmang.',
      ru: 'После завершения строительства дом нужно зарегистрировать как объект недвижимости: без этого его сложно продать, оставить в наследство или заложить. Процесс включает подготовку кадастровых документов и государственную регистрацию права собственности.\n\nОбращения принимают центры государственных услуг. Важно, чтобы построенное здание соответствовало документам на участок, разрешению и проекту, поэтому не отступайте от проекта во время стройки.',
      en: 'Once a house is finished it has to be registered as real estate: without that it is hard to sell, leave as an inheritance or use as collateral. The process includes preparing cadastral documents and the state registration of ownership.\n\nApplications are accepted at public services centres. The finished building should match the land documents, the permit and the design, so avoid departing from the design during construction.',
    },
  },
  {
    art: 'tools',
    source: `${BLOG}soil-survey`,
    title: {
      uz: 'Poydevordan oldin grunt tadqiqoti: nega bu muhim',
      ru: 'Изыскания грунта до фундамента: почему это важно',
      en: 'A soil survey before the foundation: why it matters',
    },
    text: {
      uz: 'Bir xil loyiha turli uchastkalarda turlicha poydevor talab qilishi mumkin: bu grunt turi, yer osti suvlari sathi va choʻkuvchan qatlamlarga bogʻliq. Ayrim hududlarda lyossimon gruntlar namlanganda choʻkadi.\n\nMuhandis-geologik qidiruv poydevor turi va chuqurligini asosli tanlashga yordam beradi. Bu xarajat keyinchalik devorlardagi yoriqlar va qimmat taʼmirdan saqlaydi.',
      ru: 'Один и тот же проект на разных участках может потребовать разного фундамента: всё зависит от типа грунта, уровня грунтовых вод и просадочных слоёв. В ряде районов лёссовые грунты дают просадку при замачивании.\n\nИнженерно-геологические изыскания помогают обоснованно выбрать тип и глубину фундамента. Эти расходы потом уберегут от трещин в стенах и дорогого ремонта.',
      en: 'The same design may need a different foundation on different plots: it depends on the soil type, the groundwater level and any collapsible layers. In some areas loess soils settle when they get wet.\n\nA geotechnical investigation helps choose the type and depth of the foundation on solid grounds. The cost spares you cracked walls and expensive repairs later.',
    },
  },
  {
    art: 'water',
    source: `${BLOG}saving-water`,
    title: {
      uz: 'Uy va tomorqada suvni tejash usullari',
      ru: 'Как экономить воду дома и на участке',
      en: 'Ways to save water at home and in the garden',
    },
    text: {
      uz: 'Yozda tomorqani sugʻorish uy xoʻjaligidagi suv sarfining katta qismini tashkil qilishi mumkin. Tomchilatib sugʻorish suvni toʻgʻridan-toʻgʻri oʻsimlik ildiziga yetkazadi va bugʻlanishni kamaytiradi.\n\nUy loyihasida yomgʻir suvini yigʻish uchun tarnov va idishlar, tejamkor aralashtirgichlar va hisoblagichlarni oldindan koʻzda tuting. Bu choralar qurilish paytida arzon, keyin esa har oy foyda beradi.',
      ru: 'Летом полив участка может составлять значительную часть расхода воды в хозяйстве. Капельный полив подаёт воду прямо к корням и уменьшает испарение.\n\nПредусмотрите в проекте дома водостоки и ёмкости для сбора дождевой воды, экономичные смесители и счётчики. Эти меры недороги при строительстве и дают выгоду каждый месяц.',
      en: 'In summer, watering the garden can account for a large part of a household’s water use. Drip irrigation delivers water straight to the roots and reduces evaporation.\n\nPlan gutters and tanks for collecting rainwater, water-saving taps and meters in the house design. These measures are cheap during construction and pay off every month.',
    },
  },
  {
    art: 'crane',
    source: `${BLOG}frame-houses`,
    title: {
      uz: 'Karkas uylar: tez qurilish va eʼtibor talab qiladigan jihatlar',
      ru: 'Каркасные дома: быстрая стройка и на что обратить внимание',
      en: 'Frame houses: fast construction and what to watch',
    },
    text: {
      uz: 'Karkas texnologiyasida uyni bir necha oyda qurish mumkin, bu dacha va kichik uylar uchun qulay. Devorlar yengil boʻlgani uchun poydevorga tushadigan yuk ham kamroq.\n\nShu bilan birga, bunday uylarda issiqlik izolyatsiyasi, bugʻ toʻsigʻi va yongʻin xavfsizligiga alohida eʼtibor berish kerak. Seysmik hududlarda karkas tugunlari loyihada hisoblangan boʻlishi shart.',
      ru: 'По каркасной технологии дом можно построить за несколько месяцев — это удобно для дач и небольших домов. Лёгкие стены дают меньшую нагрузку на фундамент.\n\nПри этом особого внимания требуют утепление, пароизоляция и пожарная безопасность. В сейсмических районах узлы каркаса обязательно должны быть рассчитаны в проекте.',
      en: 'With frame technology a house can be built in a few months, which suits dachas and small homes. Light walls also put less load on the foundation.\n\nAt the same time, insulation, vapour barriers and fire safety need special attention. In seismic areas the frame joints must be calculated in the design.',
    },
  },
  {
    art: 'insulation',
    source: `${BLOG}heating-season-safety`,
    title: {
      uz: 'Isitish mavsumiga tayyorgarlik: xavfsizlik qoidalari',
      ru: 'Подготовка к отопительному сезону: правила безопасности',
      en: 'Getting ready for the heating season: safety rules',
    },
    text: {
      uz: 'Sovuq kunlar boshlanishidan oldin gaz qozoni, tutun yoʻllari va shamollatish kanallarini mutaxassisga tekshirtirish tavsiya etiladi. Tutun yoʻli tiqilib qolsa, xonaga is gazi kirishi mumkin.\n\nQozonxonada doimiy havo oqimi boʻlishi kerak, is gazi datchigi esa arzon, ammo hayotni saqlab qoladigan qurilma. Isitish uskunalarini faqat malakali ustalar oʻrnatishi va taʼmirlashi lozim.',
      ru: 'Перед холодами рекомендуется пригласить специалиста проверить газовый котёл, дымоходы и вентиляционные каналы. Если дымоход засорён, в помещение может попасть угарный газ.\n\nВ котельной нужен постоянный приток воздуха, а датчик угарного газа — недорогое устройство, которое спасает жизни. Устанавливать и ремонтировать отопительное оборудование должны только квалифицированные мастера.',
      en: 'Before the cold sets in, have a specialist check the gas boiler, chimneys and ventilation ducts. A blocked chimney can let carbon monoxide into the house.\n\nThe boiler room needs a constant supply of fresh air, and a carbon monoxide detector is a cheap device that saves lives. Only qualified technicians should install and repair heating equipment.',
    },
  },
];
