DROP INDEX "projects_owner_idx";--> statement-breakpoint
CREATE INDEX "accounts_blocked_idx" ON "accounts" USING btree ("id") WHERE "accounts"."is_blocked";--> statement-breakpoint
CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_account_id","is_active");