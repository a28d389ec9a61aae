// Review texts of demo users, in Uzbek and Russian, with the rating each goes with.
export const REVIEWS: { text: string; rating: number }[] = [
  {
    text: 'Loyiha juda puxta ishlangan, rejalari qulay. Oshxona va mehmonxona birlashtirilgani bizga yoqdi.',
    rating: 5,
  },
  {
    text: 'Chizmalar aniq, smeta ham batafsil. Quruvchilar savol bermasdan ishlay boshladi.',
    rating: 5,
  },
  {
    text: 'Narxi maqbul, lekin yotoqxonalar biroz kichikroq tuyuldi. Umuman olganda yaxshi loyiha.',
    rating: 4,
  },
  {
    text: 'Mutaxassis barcha savollarimga tez javob berdi, oʻzgartirishlarni ham bepul kiritdi.',
    rating: 5,
  },
  {
    text: 'Uy koʻrinishi rasmdagidek chiroyli chiqdi. Qoʻshnilar ham shu loyihani soʻrashyapti.',
    rating: 5,
  },
  { text: 'Hovlimiz tor edi, shu loyiha aynan mos keldi. Garaj joylashuvi juda qulay.', rating: 4 },
  { text: 'Hujjatlar toʻliq berildi, ekspertizadan muammosiz oʻtdik. Rahmat!', rating: 5 },
  {
    text: 'Yaxshi loyiha, ammo ayrim tugunlar boʻyicha qoʻshimcha tushuntirish kerak boʻldi.',
    rating: 4,
  },
  {
    text: 'Ijaraga olgan uyimiz eʼlondagidek toza va shinam ekan. Egasi ham xushmuomala.',
    rating: 5,
  },
  { text: 'Isitish tizimi yaxshi ishlaydi, qishda ham issiq boʻldi.', rating: 4 },
  { text: 'Проект продуманный, планировка удобная для большой семьи. Рекомендую.', rating: 5 },
  {
    text: 'Чертежи качественные, сметчик всё объяснил. Строители довольны документацией.',
    rating: 5,
  },
  {
    text: 'Хороший проект, но пришлось немного доработать под наш участок. Архитектор помог быстро.',
    rating: 4,
  },
  { text: 'Квартира соответствует описанию, хозяин пошёл навстречу по срокам оплаты.', rating: 4 },
  {
    text: 'Связались в тот же день, договор и смета были прозрачными. Спасибо за работу.',
    rating: 5,
  },
  {
    text: 'Фасад получился как на картинке. Единственное — сроки сдвинулись на неделю.',
    rating: 3,
  },
  {
    text: 'Dizayn zamonaviy, lekin tom yopish materiali boʻyicha boshqa variant tanladik.',
    rating: 4,
  },
  { text: 'Ikkinchi marta shu kompaniya bilan ishlayapmiz, har safar ishonchli.', rating: 5 },
];
