DROP INDEX "projects_active_created_idx";--> statement-breakpoint
DROP INDEX "projects_active_popular_idx";--> statement-breakpoint
CREATE INDEX "projects_public_created_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."is_active";--> statement-breakpoint
CREATE INDEX "projects_public_popular_idx" ON "projects" USING btree ("view_count" DESC NULLS FIRST,"save_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."is_active";--> statement-breakpoint
CREATE INDEX "projects_public_owner_created_idx" ON "projects" USING btree ("owner_account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."is_active";