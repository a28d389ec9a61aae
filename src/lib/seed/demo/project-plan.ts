// The mix of demo projects: which kinds, how many, in which categories. The order is fixed, and
// materials, foundations, floorings and styles are cycled over it, so every enum value appears.

export type PlanKind =
  | 'houseDesign'
  | 'houseSale'
  | 'houseRent'
  | 'townhouseDesign'
  | 'villaDesign'
  | 'villaSale'
  | 'villaRent'
  | 'apartmentSale'
  | 'apartmentRent'
  | 'commercialDesign'
  | 'commercialSale'
  | 'commercialRent'
  | 'officeRent'
  | 'officeSale'
  | 'officeDesign';

/** `rent`: a design offered for rent (the right to build from it once) rather than sold. */
export type PlanItem = { kind: PlanKind; floors: number; category: string; rent?: boolean };

const h = (kind: PlanKind, floors: number, category: string, rent = false): PlanItem => ({
  kind,
  floors,
  category,
  ...(rent ? { rent } : {}),
});

/** Sale or rent: built places by their kind, designs by their `rent` mark. */
export const isRent = (p: Pick<PlanItem, 'kind' | 'rent'>): boolean =>
  p.kind.endsWith('Rent') || p.rent === true;

export const PROJECT_PLAN: PlanItem[] = [
  // Design documentation of private houses: the heart of the catalogue.
  h('houseDesign', 1, 'bir-qavatli-uylar'),
  h('houseDesign', 2, 'ikki-qavatli-uylar'),
  h('houseDesign', 3, 'uch-qavatli-uylar'),
  h('houseDesign', 2, 'mansardali-uylar'),
  h('houseDesign', 1, 'garajli-uylar'),
  h('houseDesign', 1, 'kichik-uylar', true),
  h('houseDesign', 2, 'ikki-qavatli-uylar'),
  h('houseDesign', 1, 'bir-qavatli-uylar'),
  h('houseDesign', 2, 'garajli-uylar', true),
  h('houseDesign', 3, 'uch-qavatli-uylar'),
  h('houseDesign', 1, 'kichik-uylar'),
  h('houseDesign', 2, 'mansardali-uylar'),
  h('houseDesign', 2, 'ikki-qavatli-uylar'),
  h('houseDesign', 1, 'bir-qavatli-uylar'),
  h('houseDesign', 2, 'ikki-qavatli-uylar'),
  h('houseDesign', 1, 'garajli-uylar'),
  h('houseDesign', 3, 'uch-qavatli-uylar'),
  h('houseDesign', 2, 'ikki-qavatli-uylar'),
  // Built houses for sale and for rent.
  h('houseSale', 1, 'bir-qavatli-uylar'),
  h('houseSale', 2, 'ikki-qavatli-uylar'),
  h('houseSale', 2, 'garajli-uylar'),
  h('houseSale', 3, 'uch-qavatli-uylar'),
  h('houseSale', 1, 'bir-qavatli-uylar'),
  h('houseSale', 2, 'ikki-qavatli-uylar'),
  h('houseSale', 2, 'mansardali-uylar'),
  h('houseSale', 1, 'kichik-uylar'),
  h('houseSale', 2, 'ikki-qavatli-uylar'),
  h('houseSale', 3, 'uch-qavatli-uylar'),
  h('houseRent', 1, 'bir-qavatli-uylar'),
  h('houseRent', 2, 'ikki-qavatli-uylar'),
  h('houseRent', 1, 'kichik-uylar'),
  h('houseRent', 2, 'garajli-uylar'),
  h('townhouseDesign', 2, 'dupleks-uylar'),
  h('townhouseDesign', 2, 'blokli-uylar', true),
  h('townhouseDesign', 3, 'dupleks-uylar'),
  // Villas and dachas.
  h('villaDesign', 2, 'villalar'),
  h('villaDesign', 1, 'dacha-uylari', true),
  h('villaDesign', 1, 'hammomli-uylar'),
  h('villaDesign', 2, 'villalar'),
  h('villaSale', 2, 'villalar'),
  h('villaSale', 1, 'dacha-uylari'),
  h('villaSale', 3, 'villalar'),
  h('villaRent', 2, 'dacha-uylari'),
  // Flats in apartment buildings.
  h('apartmentSale', 9, 'kop-qavatli-turar-joylar'),
  h('apartmentSale', 5, 'kop-qavatli-turar-joylar'),
  h('apartmentSale', 12, 'kop-qavatli-turar-joylar'),
  h('apartmentSale', 4, 'kvartira-rejalari'),
  h('apartmentSale', 9, 'kop-qavatli-turar-joylar'),
  h('apartmentRent', 9, 'kop-qavatli-turar-joylar'),
  h('apartmentRent', 4, 'kop-qavatli-turar-joylar'),
  h('apartmentRent', 7, 'kop-qavatli-turar-joylar'),
  h('apartmentRent', 16, 'kop-qavatli-turar-joylar'),
  // Commercial and public buildings, offices.
  h('commercialDesign', 1, 'kafe-va-restoranlar', true),
  h('commercialDesign', 2, 'dokonlar'),
  h('commercialDesign', 4, 'mehmonxonalar'),
  h('commercialDesign', 2, 'maktablar'),
  h('commercialDesign', 1, 'bogchalar'),
  h('commercialSale', 1, 'avtoservislar'),
  h('commercialSale', 2, 'dokonlar'),
  h('commercialRent', 1, 'omborxonalar'),
  h('commercialRent', 1, 'kafe-va-restoranlar'),
  h('officeRent', 9, 'biznes-markazlar'),
  h('officeRent', 2, 'kichik-ofislar'),
  h('officeRent', 5, 'ofis-binolari'),
  h('officeSale', 3, 'ofis-binolari'),
  h('officeDesign', 6, 'biznes-markazlar'),
];
