// The services the public sees: active top-level services with their active sub-services (spec
// section 4). The home page's services block and the directory pages' service filter show this
// tree; listServices builds it, Admin screens ask it for inactive ones too.
import { listServices, type ServiceItem } from './catalog-trees.server';
import type { Lang } from '@/lib/i18n/languages';

export async function listActiveServices(lang: Lang): Promise<ServiceItem[]> {
  const page = await listServices({
    lang,
    PageNumber: 1,
    PageSize: 50,
    Order: 'asc',
    includeInactive: false,
  });
  return page.items.map((s) => ({ ...s, subServices: s.subServices.filter((c) => c.isActive) }));
}
