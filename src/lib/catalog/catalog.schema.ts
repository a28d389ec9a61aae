import { z } from 'zod';
import { LANGS } from '../i18n/languages';

export const RegionsQuerySchema = z.object({
  Lang: z.enum(LANGS, { error: 'errors:lang' }).optional(),
});
