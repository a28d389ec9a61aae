// The admin catalog item as GET/POST/PUT /api/admin/{categories,services} answer it.
export type CatalogKind = 'category' | 'service';
export type Names = { uz: string; oz: string; ru: string; en: string };
export type CatalogItem = {
  id: number;
  parentId: number;
  seoUrl: string;
  name: Names;
  order: number;
  projectCount: number;
  projectCountWithSub: number;
  profileCount: number;
  isActive: boolean;
};
export const pathOf = (kind: CatalogKind) =>
  kind === 'category' ? '/api/admin/categories' : '/api/admin/services';
