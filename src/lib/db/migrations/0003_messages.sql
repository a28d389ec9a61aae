CREATE TABLE "account_blocks" (
	"blocker_account_id" integer NOT NULL,
	"blocked_account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_blocks_blocker_account_id_blocked_account_id_pk" PRIMARY KEY("blocker_account_id","blocked_account_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"reporter_account_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"last_messages" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "notify_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "last_read_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "low_account_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "high_account_id" integer;--> statement-breakpoint
UPDATE "conversations" c SET "low_account_id" = p."lo", "high_account_id" = p."hi" FROM (SELECT "conversation_id", min("account_id") AS "lo", max("account_id") AS "hi", count(*) AS "n" FROM "conversation_participants" GROUP BY "conversation_id") p WHERE p."conversation_id" = c."id" AND p."n" = 2;--> statement-breakpoint
DELETE FROM "conversations" WHERE "low_account_id" IS NULL OR "id" NOT IN (SELECT min("id") FROM "conversations" GROUP BY "low_account_id", "high_account_id");--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "low_account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "high_account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "account_blocks" ADD CONSTRAINT "account_blocks_blocker_account_id_accounts_id_fk" FOREIGN KEY ("blocker_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_blocks" ADD CONSTRAINT "account_blocks_blocked_account_id_accounts_id_fk" FOREIGN KEY ("blocked_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_blocks_blocked_idx" ON "account_blocks" USING btree ("blocked_account_id");--> statement-breakpoint
CREATE INDEX "conversation_reports_status_idx" ON "conversation_reports" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_low_account_id_accounts_id_fk" FOREIGN KEY ("low_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_high_account_id_accounts_id_fk" FOREIGN KEY ("high_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" USING btree ("low_account_id","high_account_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_id_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_account_id","created_at");