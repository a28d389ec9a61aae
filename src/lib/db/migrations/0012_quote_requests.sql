CREATE TYPE "public"."quote_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TABLE "quote_request_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer,
	"uploader_account_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"conversation_id" integer
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"district_id" integer,
	"description" text NOT NULL,
	"budget_min" bigint,
	"budget_max" bigint,
	"start_by" date,
	"status" "quote_status" DEFAULT 'open' NOT NULL,
	"chosen_match_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "quote_request_id" integer;--> statement-breakpoint
ALTER TABLE "quote_request_images" ADD CONSTRAINT "quote_request_images_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_images" ADD CONSTRAINT "quote_request_images_uploader_account_id_accounts_id_fk" FOREIGN KEY ("uploader_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_matches" ADD CONSTRAINT "quote_request_matches_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_matches" ADD CONSTRAINT "quote_request_matches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_matches" ADD CONSTRAINT "quote_request_matches_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_customer_account_id_accounts_id_fk" FOREIGN KEY ("customer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_request_images_request_idx" ON "quote_request_images" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "quote_request_images_uploader_idx" ON "quote_request_images" USING btree ("uploader_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_request_matches_pair_idx" ON "quote_request_matches" USING btree ("request_id","account_id");--> statement-breakpoint
CREATE INDEX "quote_request_matches_account_idx" ON "quote_request_matches" USING btree ("account_id","matched_at");--> statement-breakpoint
CREATE INDEX "quote_requests_customer_idx" ON "quote_requests" USING btree ("customer_account_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;