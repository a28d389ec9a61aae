// Which regions lie next to which, by SOATO code (the regions table has no coordinates). Used to
// offer the customer somewhere else to ask when nobody in their own region offers the service.
// Each list is ordered by how easy the trip is (shared border, road distance between centres).
export const NEIGHBOURS: Record<number, number[]> = {
  1703: [1714, 1730], // Andijan: Namangan, Fergana
  1706: [1712, 1710, 1733], // Bukhara: Navoi, Kashkadarya, Khorezm
  1708: [1724, 1718, 1727, 1712], // Jizzakh: Syrdarya, Samarkand, Tashkent region, Navoi
  1710: [1718, 1722, 1706], // Kashkadarya: Samarkand, Surkhandarya, Bukhara
  1712: [1706, 1718, 1708, 1735], // Navoi: Bukhara, Samarkand, Jizzakh, Karakalpakstan
  1714: [1703, 1730, 1727], // Namangan: Andijan, Fergana, Tashkent region
  1718: [1708, 1712, 1710], // Samarkand: Jizzakh, Navoi, Kashkadarya
  1722: [1710, 1718], // Surkhandarya: Kashkadarya, Samarkand
  1724: [1727, 1708, 1726], // Syrdarya: Tashkent region, Jizzakh, Tashkent city
  1726: [1727, 1724, 1708], // Tashkent city: Tashkent region, Syrdarya, Jizzakh
  1727: [1726, 1724, 1714, 1708], // Tashkent region: the city, Syrdarya, Namangan, Jizzakh
  1730: [1714, 1703, 1727], // Fergana: Namangan, Andijan, Tashkent region
  1733: [1735, 1706, 1712], // Khorezm: Karakalpakstan, Bukhara, Navoi
  1735: [1733, 1712, 1706], // Karakalpakstan: Khorezm, Navoi, Bukhara
};
