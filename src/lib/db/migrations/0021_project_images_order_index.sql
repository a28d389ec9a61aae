DROP INDEX "project_images_project_idx";--> statement-breakpoint
CREATE INDEX "project_images_project_idx" ON "project_images" USING btree ("project_id","position","id");