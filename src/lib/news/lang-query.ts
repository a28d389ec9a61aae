// `?Lang=` of single-item endpoints: the list query's language parameter alone.
import { z } from 'zod';
import { LANGS } from '../i18n/languages';

export const LangQuerySchema = z.object({
  Lang: z.enum(LANGS, { error: 'errors:lang' }).optional(),
});
