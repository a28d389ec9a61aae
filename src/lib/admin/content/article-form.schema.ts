// Body of POST/PUT /api/admin/news and /api/admin/life-hacks (docs/api.md "Admin"): translated title
// and text `{ uz, oz?, ru, en }` (an empty oz is transliterated from uz when read), an http(s)
// source, an image uploaded first by POST /api/admin/images, and a publish time (future = hidden).
// The admin islands validate with the same schema.
import { z } from 'zod';
import { ListQuerySchema } from '@/lib/http/query';
import { optionalText, optionalUrl, requiredText } from '@/lib/validation/fields';
import { M } from '@/lib/validation/messages';
import { textString } from '@/lib/validation/text';

export const TITLE_MAX = 200;
export const TEXT_MAX = 20_000;

const translated = (max: number) =>
  z.object(
    {
      uz: requiredText({ max }),
      oz: optionalText(max),
      ru: requiredText({ max }),
      en: requiredText({ max }),
    },
    { error: M.required },
  );

/** An ISO 8601 instant with a zone (`2026-11-24T10:00:00Z`, `…+05:00`); absent/null/"" = now. */
const publishedAtField = () =>
  textString({ error: M.invalidValue })
    .nullish()
    .transform((v, ctx) => {
      if (!v || !v.trim()) return null;
      const ok = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(
        v.trim(),
      );
      const d = new Date(v.trim());
      if (!ok || Number.isNaN(d.getTime())) {
        ctx.addIssue({ code: 'custom', message: M.invalidValue });
        return z.NEVER;
      }
      return d;
    });

export const articleFormSchema = z.object({
  title: translated(TITLE_MAX),
  text: translated(TEXT_MAX),
  source: optionalUrl(),
  /** An upload of POST /api/admin/images; on PUT absent keeps the image, null removes it. */
  imageId: z
    .union([z.number().int().min(1).max(2_147_483_647), z.null()], { error: M.invalidValue })
    .optional(),
  publishedAt: publishedAtField(),
});
export type ArticleFormInput = z.input<typeof articleFormSchema>;
export type ArticleForm = z.output<typeof articleFormSchema>;

export const AdminArticleListQuerySchema = ListQuerySchema.extend({
  Search: optionalText(100),
});
