// Building blocks of the response schemas (docs/api.md "Response schemas", decision 009). Every
// object is strict: a field an endpoint answers but the schema does not name fails
// tests/integration/openapi-responses.test.ts, so the document cannot fall behind the answers.
import { z } from 'zod';

export const obj = z.strictObject;
export const int = z.number().int();
/** Ids are positive integers (docs/api.md "Values"). */
export const id = z.number().int().positive();
/** Times are ISO 8601 in UTC, as Date.toISOString() writes them. */
export const time = z.iso.datetime();
/** An uploaded image or photo: its public path. */
export const imageRef = obj({ imagePath: z.string() });
/** A path on this site (`/agent/…`, `/project/details/…`), never an absolute URL. */
export const sitePath = z.string().startsWith('/');

export const metaData = obj({ totalCount: int, pageNumber: int, pageSize: int });

/** docs/api.md "Lists": `{ items, metaData: { totalCount, pageNumber, pageSize } }`. */
export function paged<T extends z.ZodType>(item: T) {
  return obj({ items: z.array(item), metaData });
}

/** The four-language texts of the admin forms: `oz` is always filled (transliterated from `uz`). */
export const texts = obj({ uz: z.string(), oz: z.string(), ru: z.string(), en: z.string() });

/** One stored size of an uploaded image (AVIF and WebP at several widths). */
export const imageVariant = obj({
  width: int,
  format: z.enum(['avif', 'webp']),
  path: z.string(),
});

type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : false
  : false;

/**
 * Ties a response schema to the domain type its endpoint answers, at compile time (`npm run check`):
 * every value of `T` must fit the schema's output and both name the same fields, else the call
 * asks for a second argument and tsc names the schema. The deep check of nested objects is the
 * runtime one (tests/integration/openapi-responses.test.ts).
 */
export function tied<T>() {
  return <S extends z.ZodType>(
    schema: S,
    ..._mismatch: [T] extends [z.output<S>]
      ? SameKeys<T, z.output<S>> extends true
        ? []
        : ['the schema names other fields than the domain type']
      : ['a value of the domain type does not fit the schema']
  ): S => schema;
}
