CREATE TYPE "public"."order_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('payme', 'click');--> statement-breakpoint
CREATE TYPE "public"."plan_kind" AS ENUM('pro', 'promotion');--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"plan_code" text NOT NULL,
	"kind" "plan_kind" NOT NULL,
	"days" integer NOT NULL,
	"amount" bigint NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"project_id" integer,
	"grant" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"state" smallint NOT NULL,
	"provider_time" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"create_time" bigint NOT NULL,
	"perform_time" bigint DEFAULT 0 NOT NULL,
	"cancel_time" bigint DEFAULT 0 NOT NULL,
	"reason" smallint,
	"provider_doc_id" text
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" "plan_kind" NOT NULL,
	"days" integer NOT NULL,
	"price" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "promoted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_promoted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_code_plans_code_fk" FOREIGN KEY ("plan_code") REFERENCES "public"."plans"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_provider_id_idx" ON "payment_transactions" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_time_idx" ON "payment_transactions" USING btree ("provider","provider_time");--> statement-breakpoint
CREATE INDEX "projects_promoted_created_idx" ON "projects" USING btree ("is_promoted" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."is_active";--> statement-breakpoint
CREATE INDEX "projects_promoted_featured_created_idx" ON "projects" USING btree ("is_promoted" DESC NULLS FIRST,"is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "projects"."is_active";--> statement-breakpoint
INSERT INTO "plans" ("code", "kind", "days", "price") VALUES ('pro-30', 'pro', 30, 99000), ('pro-365', 'pro', 365, 990000), ('promotion-7', 'promotion', 7, 49000), ('promotion-30', 'promotion', 30, 149000) ON CONFLICT ("code") DO NOTHING;
