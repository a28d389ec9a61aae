DROP INDEX "projects_active_price_idx";--> statement-breakpoint
CREATE INDEX "projects_price_sort_idx" ON "projects" USING btree ("is_active","is_negotiable","price","id");--> statement-breakpoint
CREATE INDEX "projects_price_desc_sort_idx" ON "projects" USING btree ("is_active","is_negotiable","price" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_featured_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST) WHERE "projects"."is_featured" and "projects"."is_active";