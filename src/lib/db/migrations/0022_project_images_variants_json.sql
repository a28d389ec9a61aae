-- Image variants as json, not jsonb: every project card reads its first image's variants, and json is
-- sent as stored where jsonb is printed back to text on every read
-- (docs/performance.md#image-variants-stored-as-text).
ALTER TABLE "project_images" ALTER COLUMN "variants" SET DATA TYPE json;
