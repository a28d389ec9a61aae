// The home page's services block: active top-level services with their active sub-services
// (spec section 4: the public sees only active ones). The catalog module already builds that tree.
import { listServices, type ServiceItem } from './list-categories.server';
import type { Lang } from '@/lib/i18n/languages';

export async function homeServices(lang: Lang): Promise<ServiceItem[]> {
  const page = await listServices({
    lang,
    PageNumber: 1,
    PageSize: 50,
    Order: 'asc',
    includeInactive: false,
  });
  return page.items.map((s) => ({ ...s, subServices: s.subServices.filter((c) => c.isActive) }));
}
