// The body of POST/PUT /api/admin/categories and /api/admin/services (docs/api.md "Admin"): names in
// four languages (oz may be left empty: it is transliterated from uz), an optional seoUrl, the parent
// (0 = top level), the position among its siblings and, for services, whether the public sees it.
import { z } from 'zod';
import { msg } from '@/lib/validation/messages';
import { SLUG_MAX_LENGTH } from '@/lib/i18n/slug';

const NAME_MAX = 100;
const name = z
  .string({ error: 'errors:required' })
  .trim()
  .min(1, { error: 'errors:required' })
  .max(NAME_MAX, { error: msg('errors:maxLength', { max: NAME_MAX }) });

export const CatalogItemBodySchema = z.object({
  parentId: z
    .number({ error: 'errors:invalidValue' })
    .int()
    .min(0, { error: 'errors:invalidValue' }),
  name: z.object(
    {
      uz: name,
      oz: z
        .string({ error: 'errors:invalidValue' })
        .trim()
        .max(NAME_MAX, { error: msg('errors:maxLength', { max: NAME_MAX }) })
        .optional(),
      ru: name,
      en: name,
    },
    { error: 'errors:required' },
  ),
  seoUrl: z
    .string({ error: 'errors:invalidValue' })
    .trim()
    .max(SLUG_MAX_LENGTH, { error: msg('errors:maxLength', { max: SLUG_MAX_LENGTH }) })
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'adminCatalog:seoUrlFormat' })
    .optional(),
  order: z
    .number({ error: 'errors:invalidValue' })
    .int()
    .min(0, { error: 'errors:invalidValue' })
    .max(10_000, { error: 'errors:invalidValue' })
    .optional(),
  isActive: z.boolean({ error: 'errors:invalidValue' }).optional(),
});

export type CatalogItemBody = z.infer<typeof CatalogItemBodySchema>;
