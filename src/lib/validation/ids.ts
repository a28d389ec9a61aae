// Ids in requests: the database's serial ids are positive int4, so anything else names nothing and
// answers 400 `errors:invalidNumber`. Only zod here, so an island's schema can take these too.
import { z } from 'zod';

export const INT4_MAX = 2_147_483_647;

const idNumber = () =>
  z
    .number({ error: 'errors:invalidNumber' })
    .int('errors:invalidNumber')
    .min(1, 'errors:invalidNumber')
    .max(INT4_MAX, 'errors:invalidNumber');

/** An id in a query string or a route parameter (text). */
export const idParam = () =>
  z.coerce
    .number({ error: 'errors:invalidNumber' })
    .int('errors:invalidNumber')
    .min(1, 'errors:invalidNumber')
    .max(INT4_MAX, 'errors:invalidNumber');

/** An id in a JSON body: a number, or its digits as a string (never `true` → 1). */
export const bodyId = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^[0-9]{1,10}$/.test(v) ? Number(v) : v),
    idNumber(),
  );
