-- A project saved without a floor type was stored as "other". The column is
-- now optional (NULL = not chosen). Existing "other" values stay: a chosen "other" cannot be told
-- from a defaulted one, so only new writes change.
ALTER TABLE "projects" ALTER COLUMN "flooring" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "flooring" DROP NOT NULL;