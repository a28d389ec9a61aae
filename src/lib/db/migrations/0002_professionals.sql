ALTER TABLE "agents" ALTER COLUMN "country" SET DEFAULT 'UZ';--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "joined_agency_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "agents" SET "country" = 'UZ' WHERE "country" = 'Uzbekistan';--> statement-breakpoint
UPDATE "agents" SET "joined_agency_at" = "created_at" WHERE "agency_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "enrollments" e USING "enrollments" d WHERE e."status" = 'pending' AND d."status" = 'pending' AND e."agent_id" = d."agent_id" AND e."agency_id" = d."agency_id" AND e."id" > d."id";--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_one_pending_idx" ON "enrollments" USING btree ("agent_id","agency_id") WHERE "enrollments"."status" = 'pending';