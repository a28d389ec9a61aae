// Review texts of demo users, each written in the language of the project it is left on (an Uzbek
// project gets Uzbek reviews, a Russian one Russian reviews) and about what the project is: the
// drawings of a design, a house or flat bought, a home rented, an office or shop, or the owner in
// general. reviewsFor() picks the texts that fit one project.
import type { projects } from '@/lib/db/schema';
import type { Rng } from '@/lib/util/prng';

type Topic = 'design' | 'boughtHome' | 'rentedHome' | 'business' | 'owner';
type DemoReview = { lang: 'uz' | 'ru'; topic: Topic; text: string; rating: number };

const uz = (topic: Topic, rating: number, text: string): DemoReview => ({
  lang: 'uz',
  topic,
  text,
  rating,
});
const ru = (topic: Topic, rating: number, text: string): DemoReview => ({
  lang: 'ru',
  topic,
  text,
  rating,
});

export const REVIEWS: DemoReview[] = [
  // the drawings and documents of a design project
  uz(
    'design',
    5,
    'Loyiha juda puxta ishlangan, rejalari qulay. Oshxona va mehmonxona birlashtirilgani bizga yoqdi.',
  ),
  uz(
    'design',
    5,
    'Chizmalar aniq, smeta ham batafsil. Quruvchilar savol bermasdan ishlay boshladi.',
  ),
  uz(
    'design',
    4,
    'Narxi maqbul, lekin yotoqxonalar biroz kichikroq tuyuldi. Umuman olganda yaxshi loyiha.',
  ),
  uz('design', 5, 'Hujjatlar toʻliq berildi, ekspertizadan muammosiz oʻtdik. Rahmat!'),
  uz(
    'design',
    4,
    'Yaxshi loyiha, ammo ayrim tugunlar boʻyicha qoʻshimcha tushuntirish kerak boʻldi.',
  ),
  uz('design', 4, 'Dizayn zamonaviy, lekin tom yopish materiali boʻyicha boshqa variant tanladik.'),
  uz('design', 5, 'Shu loyiha asosida uy qurdik: koʻrinishi rasmdagidek chiroyli chiqdi.'),
  ru('design', 5, 'Проект продуманный, планировка удобная для большой семьи. Рекомендую.'),
  ru('design', 5, 'Чертежи качественные, сметчик всё объяснил. Строители довольны документацией.'),
  ru(
    'design',
    4,
    'Хороший проект, но пришлось немного доработать под наш участок. Архитектор помог быстро.',
  ),
  ru('design', 3, 'Фасад получился как на картинке. Единственное — сроки сдвинулись на неделю.'),
  // a house, villa or flat bought
  uz(
    'boughtHome',
    5,
    'Uyni sotib oldik, hammasi eʼlondagidek. Hujjatlarni rasmiylashtirishda ham yordam berishdi.',
  ),
  uz(
    'boughtHome',
    4,
    'Uy yaxshi holatda ekan, faqat hovlini biroz tartibga keltirishga toʻgʻri keldi.',
  ),
  uz('boughtHome', 5, 'Isitish tizimi yaxshi ishlaydi, birinchi qishda ham uy issiq boʻldi.'),
  ru(
    'boughtHome',
    5,
    'Купили дом, всё соответствует объявлению. С оформлением документов тоже помогли.',
  ),
  ru('boughtHome', 4, 'Состояние хорошее, пришлось только обновить покраску в двух комнатах.'),
  // a house, villa or flat rented
  uz(
    'rentedHome',
    5,
    'Ijaraga olgan uyimiz eʼlondagidek toza va shinam ekan. Egasi ham xushmuomala.',
  ),
  uz(
    'rentedHome',
    4,
    'Bir yilga ijaraga oldik: jihozlar ishlaydi, kommunal toʻlovlar ham tushunarli.',
  ),
  uz('rentedHome', 5, 'Ijara shartlari aniq yozilgan, kelishilgan kuni kalitni berishdi.'),
  ru(
    'rentedHome',
    4,
    'Снимаем уже полгода: квартира соответствует описанию, хозяин пошёл навстречу по срокам оплаты.',
  ),
  ru('rentedHome', 5, 'Чисто, вся техника работает, договор аренды прозрачный.'),
  // an office or commercial building, bought or rented
  uz('business', 5, 'Ofisimiz uchun joy qulay: mijozlar oson topadi, avtoturargoh ham bor.'),
  uz(
    'business',
    4,
    'Xonalar keng, internet tez ulandi. Faqat kirish eshigini taʼmirlash kerak boʻldi.',
  ),
  ru('business', 5, 'Удобное помещение для офиса, клиентам легко добраться, есть парковка.'),
  ru('business', 4, 'Помещение просторное, но вход пришлось немного переделать под нашу вывеску.'),
  // the owner and the service, whatever the project is
  uz(
    'owner',
    5,
    'Mutaxassis barcha savollarimga tez javob berdi, oʻzgartirishlarni ham bepul kiritdi.',
  ),
  uz('owner', 5, 'Ikkinchi marta shu kompaniya bilan ishlayapmiz, har safar ishonchli.'),
  ru(
    'owner',
    5,
    'Связались в тот же день, всё объяснили и ответили на вопросы. Спасибо за работу.',
  ),
  ru('owner', 4, 'Отвечают быстро, вежливо. Немного долго ждали ответа в выходные.'),
];

export type ReviewedProject = Pick<
  typeof projects.$inferSelect,
  'status' | 'propertyType' | 'onlyDesign'
> & { lang: 'uz' | 'ru' };

function topicOf(project: ReviewedProject): Topic {
  if (project.onlyDesign) return 'design';
  if (project.propertyType === 'commercial' || project.propertyType === 'office') return 'business';
  return project.status === 'rent' ? 'rentedHome' : 'boughtHome';
}

/** `count` different reviews that fit the project: its language, and what it is (or its owner). */
export function reviewsFor(project: ReviewedProject, count: number, rng: Rng): DemoReview[] {
  const topic = topicOf(project);
  const fitting = REVIEWS.filter(
    (r) => r.lang === project.lang && (r.topic === topic || r.topic === 'owner'),
  );
  return rng.sample(fitting, Math.min(count, fitting.length));
}
