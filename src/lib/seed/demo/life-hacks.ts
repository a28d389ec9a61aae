// Demo life hacks: short practical tips for people building or repairing a house.
import type { DemoArticle } from './news';

const BLOG = 'https://quruvchi.uz/blog/';

export const LIFE_HACKS: DemoArticle[] = [
  {
    art: 'bricks',
    source: `${BLOG}bricks-for-a-wall`,
    title: {
      uz: 'Devor uchun qancha gʻisht kerakligini qanday hisoblash mumkin',
      ru: 'Как посчитать, сколько кирпича нужно на стену',
      en: 'How to work out how many bricks a wall needs',
    },
    text: {
      uz: 'Avval devor maydonini hisoblang: uzunligini balandligiga koʻpaytiring va eshik hamda deraza oʻrinlarini ayiring. Soʻng terish usuliga qarab (yarim gʻisht, bir gʻisht va hokazo) bir kvadrat metrga ketadigan gʻisht sonini toping.\n\nSinish va kesishga 5–10 foiz zaxira qoʻshing. Saytimizdagi kalkulyator bu hisobni bir necha soniyada bajaradi.',
      ru: 'Сначала посчитайте площадь стены: длину умножьте на высоту и вычтите проёмы дверей и окон. Затем по способу кладки (в полкирпича, в кирпич и т. д.) определите, сколько кирпича уходит на квадратный метр.\n\nДобавьте 5–10 % запаса на бой и подрезку. Калькулятор на нашем сайте сделает этот расчёт за несколько секунд.',
      en: 'First work out the wall area: multiply the length by the height and subtract the door and window openings. Then, depending on the bond (half-brick, one brick and so on), find how many bricks go into one square metre.\n\nAdd 5–10% for breakage and cutting. The calculator on our site does this in a few seconds.',
    },
  },
  {
    art: 'cement',
    source: `${BLOG}concrete-in-the-heat`,
    title: {
      uz: 'Issiq havoda betonni qanday parvarish qilish kerak',
      ru: 'Как ухаживать за бетоном в жару',
      en: 'How to cure concrete in hot weather',
    },
    text: {
      uz: 'Jazirama kunlarda beton tez quriydi va yetarli mustahkamlik olmasdan yorilishi mumkin. Quyish ishlarini ertalab yoki kechqurunga rejalashtiring.\n\nDastlabki kunlarda betonni plyonka yoki nam mato bilan yoping va muntazam namlab turing. Qolipni muddatidan oldin olmang — bu muddatni loyihadan yoki beton yetkazib beruvchidan aniqlang.',
      ru: 'В жару бетон быстро теряет влагу и может растрескаться, не набрав прочности. Планируйте заливку на утро или вечер.\n\nВ первые дни укрывайте бетон плёнкой или влажной тканью и регулярно увлажняйте. Не снимайте опалубку раньше срока — его уточните в проекте или у поставщика бетона.',
      en: 'In the heat concrete dries quickly and can crack before it gains strength. Plan pours for the morning or the evening.\n\nFor the first days cover the concrete with film or damp cloth and keep it moist. Do not strip the formwork early — check the timing in the design or with your concrete supplier.',
    },
  },
  {
    art: 'insulation',
    source: `${BLOG}choosing-windows`,
    title: {
      uz: 'Issiq yoz va sovuq qish uchun deraza tanlash',
      ru: 'Как выбрать окна для жаркого лета и холодной зимы',
      en: 'Choosing windows for hot summers and cold winters',
    },
    text: {
      uz: 'Derazalar orqali uy issiqligining katta qismi yoʻqolishi mumkin. Koʻp kamerali profil va ikki kamerali oyna paketlari qishda issiqni, yozda salqinni yaxshiroq saqlaydi.\n\nJanubiy va gʻarbiy tomondagi derazalar uchun quyoshdan himoyalovchi oynalar yoki tashqi jalyuzilarni koʻrib chiqing. Montaj sifati ham muhim: choklar toʻgʻri izolyatsiya qilinmasa, eng yaxshi deraza ham yordam bermaydi.',
      ru: 'Через окна дом может терять значительную часть тепла. Многокамерный профиль и двухкамерные стеклопакеты лучше сохраняют тепло зимой и прохладу летом.\n\nДля окон на южной и западной сторонах рассмотрите солнцезащитное стекло или наружные жалюзи. Важно и качество монтажа: если швы не утеплены как следует, не поможет даже лучшее окно.',
      en: 'Windows can account for a large part of a home’s heat loss. Multi-chamber frames and double-glazed units keep warmth in during winter and the heat out in summer.\n\nFor south- and west-facing windows consider solar-control glass or external blinds. Installation quality matters too: if the joints are not properly sealed, even the best window will not help.',
    },
  },
  {
    art: 'tools',
    source: `${BLOG}foundation-waterproofing`,
    title: {
      uz: 'Poydevorni koʻmishdan oldin gidroizolyatsiya qiling',
      ru: 'Гидроизолируйте фундамент до обратной засыпки',
      en: 'Waterproof the foundation before backfilling',
    },
    text: {
      uz: 'Poydevor tuproq bilan koʻmilgach, unga qayta yetib borish juda qiyin va qimmat. Shuning uchun gidroizolyatsiyani aynan shu bosqichda sifatli bajarish kerak.\n\nPoydevor va devor orasiga gorizontal izolyatsiya qatlamini qoʻying, uy atrofida esa suvni chetga oqizadigan otmostka qiling. Bu yertoʻla va pastki qavat devorlarini namlikdan saqlaydi.',
      ru: 'После обратной засыпки добраться до фундамента сложно и дорого. Поэтому гидроизоляцию нужно сделать качественно именно на этом этапе.\n\nУложите горизонтальную гидроизоляцию между фундаментом и стеной, а вокруг дома сделайте отмостку, отводящую воду. Это защитит подвал и стены первого этажа от сырости.',
      en: 'Once the foundation is backfilled, getting to it again is hard and expensive. That is why waterproofing has to be done properly at exactly this stage.\n\nLay a horizontal damp-proof course between the foundation and the wall, and build a sloped apron around the house to carry water away. This keeps the basement and ground-floor walls dry.',
    },
  },
  {
    art: 'tools',
    source: `${BLOG}planning-sockets`,
    title: {
      uz: 'Rozetkalarni suvoqdan oldin rejalashtiring',
      ru: 'Планируйте розетки до штукатурки',
      en: 'Plan the sockets before plastering',
    },
    text: {
      uz: 'Suvoqdan keyin qoʻshimcha rozetka oʻrnatish devorni buzishni talab qiladi. Har bir xonada mebel qayerda turishini oldindan chizib chiqing va rozetkalar, kalitlar hamda yoritgichlar joyini belgilang.\n\nOshxona, konditsioner va suv isitgich kabi kuchli isteʼmolchilar uchun alohida liniyalar yotqizing. Sxemani suratga olib saqlang — keyinchalik devorga mix qoqishda asqotadi.',
      ru: 'Добавить розетку после штукатурки — значит штробить стену заново. Заранее нарисуйте, где в каждой комнате будет мебель, и отметьте места розеток, выключателей и светильников.\n\nДля кухни, кондиционера и водонагревателя проложите отдельные линии. Сфотографируйте разводку до штукатурки — пригодится, когда будете сверлить стены.',
      en: 'Adding a socket after plastering means cutting into the wall again. Sketch in advance where the furniture will stand in each room and mark the places for sockets, switches and lights.\n\nRun separate circuits for the kitchen, the air conditioner and the water heater. Photograph the wiring before plastering — it helps when you drill into the walls later.',
    },
  },
  {
    art: 'blueprint',
    source: `${BLOG}checking-a-builder`,
    title: {
      uz: 'Quruvchini qanday tekshirish mumkin',
      ru: 'Как проверить строителя',
      en: 'How to check a builder',
    },
    text: {
      uz: 'Ish boshlashdan oldin quruvchining avvalgi obyektlarini koʻring va buyurtmachilari bilan gaplashing. Shartnomada ishlar roʻyxati, muddatlar, smeta va kafolat aniq yozilgan boʻlishi kerak.\n\nToʻlovni bosqichlarga boʻling va har bir bosqichni qabul qilgandan keyingina toʻlang. Yashirin ishlarni — armatura, gidroizolyatsiya, quvurlarni — yopilishidan oldin suratga olib qoʻying.',
      ru: 'Перед началом работ посмотрите прошлые объекты строителя и поговорите с его заказчиками. В договоре должны быть чётко прописаны перечень работ, сроки, смета и гарантия.\n\nРазбейте оплату на этапы и платите только после приёмки каждого из них. Скрытые работы — арматуру, гидроизоляцию, трубы — фотографируйте до того, как их закроют.',
      en: 'Before work starts, look at the builder’s previous projects and talk to their clients. The contract should clearly state the scope of work, deadlines, the estimate and the warranty.\n\nSplit payment into stages and pay only after accepting each one. Photograph hidden work — reinforcement, waterproofing, pipes — before it is covered up.',
    },
  },
  {
    art: 'solar',
    source: `${BLOG}roof-insulation`,
    title: {
      uz: 'Issiqlik izolyatsiyasini tomdan boshlang',
      ru: 'Утеплите сначала крышу',
      en: 'Insulate the roof first',
    },
    text: {
      uz: 'Issiq havo yuqoriga koʻtariladi, shuning uchun izolyatsiyasiz tom yoki shift orqali koʻp issiqlik yoʻqoladi. Yozda esa qizigan tom yuqori qavatni isitib yuboradi.\n\nByudjet cheklangan boʻlsa, issiqlik izolyatsiyasini tom yoki chordoq yopmasidan boshlang. Bugʻ toʻsigʻi va shamollatiladigan boʻshliqni unutmang, aks holda izolyatsiya namlanib, samarasini yoʻqotadi.',
      ru: 'Тёплый воздух поднимается вверх, поэтому через неутеплённую крышу или потолок уходит много тепла. А летом раскалённая кровля перегревает верхний этаж.\n\nЕсли бюджет ограничен, начните утепление с крыши или чердачного перекрытия. Не забудьте о пароизоляции и вентилируемом зазоре, иначе утеплитель намокнет и перестанет работать.',
      en: 'Warm air rises, so a lot of heat escapes through an uninsulated roof or ceiling. In summer, a hot roof overheats the top floor.\n\nIf the budget is tight, start insulating with the roof or the attic floor. Do not forget the vapour barrier and a ventilated gap, or the insulation will get damp and stop working.',
    },
  },
  {
    art: 'cement',
    source: `${BLOG}storing-cement`,
    title: {
      uz: 'Sement qoplarini toʻgʻri saqlash',
      ru: 'Как правильно хранить цемент в мешках',
      en: 'How to store bags of cement',
    },
    text: {
      uz: 'Sement havodagi namlikni tortib oladi va vaqt oʻtishi bilan xossalarini yoʻqotadi. Qoplarni quruq, yopiq joyda, poldan yuqorida — taxta tagliklar ustida saqlang.\n\nQoplarni devorga tiramang va ustini plyonka bilan yoping. Sementni ehtiyojga qarab sotib oling: uzoq saqlangan material qotish tezligi va mustahkamlikda yutqazadi.',
      ru: 'Цемент впитывает влагу из воздуха и со временем теряет свойства. Храните мешки в сухом закрытом помещении, не на полу, а на деревянных поддонах.\n\nНе ставьте мешки вплотную к стене и укрывайте их плёнкой. Покупайте цемент по мере надобности: долго хранившийся материал хуже схватывается и набирает меньшую прочность.',
      en: 'Cement absorbs moisture from the air and loses its properties over time. Keep the bags in a dry, closed place, off the floor on wooden pallets.\n\nDo not stack the bags against a wall, and cover them with film. Buy cement as you need it: material stored for a long time sets worse and gains less strength.',
    },
  },
];
