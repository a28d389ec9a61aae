// A service as the public may see it: active, and under an active parent (docs/product.md §4).
import { eq } from 'drizzle-orm';
import { db } from '../db/client.server';
import { services } from '../db/schema';
import { pickName, type Lang } from '../i18n/languages';

export type PublicService = { id: number; seoUrl: string; name: string };

export async function getPublicService(id: number, lang: Lang): Promise<PublicService | null> {
  const [service] = await db().select().from(services).where(eq(services.id, id)).limit(1);
  if (!service || !service.isActive) return null;
  if (service.parentId !== 0) {
    const [parent] = await db()
      .select({ isActive: services.isActive })
      .from(services)
      .where(eq(services.id, service.parentId))
      .limit(1);
    if (!parent?.isActive) return null;
  }
  return { id: service.id, seoUrl: service.seoUrl, name: pickName(service, lang) };
}
