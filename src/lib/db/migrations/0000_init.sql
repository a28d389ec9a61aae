CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."code_purpose" AS ENUM('register', 'reset', 'changePhone');--> statement-breakpoint
CREATE TYPE "public"."enrollment_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."feature" AS ENUM('airCondition', 'bedding', 'heating', 'internet', 'microwave', 'smokingAllowed', 'terrace', 'balcony', 'wifi', 'beach', 'parking');--> statement-breakpoint
CREATE TYPE "public"."finishing_level" AS ENUM('shell', 'whiteBox', 'turnkey');--> statement-breakpoint
CREATE TYPE "public"."flooring" AS ENUM('plates', 'monolithic', 'beams', 'other');--> statement-breakpoint
CREATE TYPE "public"."foundation" AS ENUM('slab', 'strip', 'pile', 'other');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('rent', 'sale');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('house', 'apartment', 'villa', 'commercial', 'office');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('User', 'Agent', 'Agency', 'Admin');--> statement-breakpoint
CREATE TYPE "public"."social_network" AS ENUM('facebook', 'instagram', 'googlePlus', 'twitter', 'linkedIn', 'tumblr', 'telegram');--> statement-breakpoint
CREATE TYPE "public"."storeys" AS ENUM('single', 'two', 'three', 'moreThanThree');--> statement-breakpoint
CREATE TYPE "public"."style" AS ENUM('american', 'english', 'baroque', 'european', 'spanish', 'italian', 'classical', 'minimalism', 'modern', 'german', 'norwegian', 'russian', 'scandinavian', 'contemporary', 'mediterranean', 'chalet', 'swedish', 'hiTech', 'victorian', 'halfTimbered', 'neoclassical');--> statement-breakpoint
CREATE TYPE "public"."wall_material" AS ENUM('stone', 'brick', 'aeratedConcrete', 'foamBlocks', 'gasSilicate', 'blocks', 'wood', 'log', 'timber', 'frame', 'plastered', 'blockHouseFinished');--> statement-breakpoint
CREATE TABLE "account_services" (
	"account_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "account_services_account_id_service_id_pk" PRIMARY KEY("account_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text,
	"email" text,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"role" "role" DEFAULT 'User' NOT NULL,
	"specialist_type" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_pro" boolean DEFAULT false NOT NULL,
	"pro_since" timestamp with time zone,
	"pro_until" timestamp with time zone,
	"photo_path" text,
	"region_id" integer,
	"district_id" integer,
	"address" text,
	"about" text,
	"lang" text DEFAULT 'uz' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_phone_unique" UNIQUE("phone"),
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"seo_name" text NOT NULL,
	"company_name" text NOT NULL,
	"tin" text NOT NULL,
	"full_address" text DEFAULT '' NOT NULL,
	"director_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"rating" real DEFAULT 0 NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"photo_path" text,
	"region_id" integer,
	"district_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "agencies_company_name_unique" UNIQUE("company_name"),
	CONSTRAINT "agencies_tin_unique" UNIQUE("tin")
);
--> statement-breakpoint
CREATE TABLE "agency_services" (
	"agency_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "agency_services_agency_id_service_id_pk" PRIMARY KEY("agency_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "agent_services" (
	"agent_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "agent_services_agent_id_service_id_pk" PRIMARY KEY("agent_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"agency_id" integer,
	"seo_name" text NOT NULL,
	"full_name" text NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"specialist_type" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"land_line" text,
	"country" text DEFAULT 'Uzbekistan' NOT NULL,
	"region_id" integer,
	"district_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"photo_path" text,
	"rating" real DEFAULT 0 NOT NULL,
	"gdpr_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "app_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_account_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"seo_url" text NOT NULL,
	"name_uz" text NOT NULL,
	"name_oz" text DEFAULT '' NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "construction_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"wall_material" "wall_material" NOT NULL,
	"finishing_level" "finishing_level" NOT NULL,
	"region_id" integer,
	"rate_per_m2" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "conversation_participants_conversation_id_account_id_pk" PRIMARY KEY("conversation_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"soato" integer NOT NULL,
	"kind" text NOT NULL,
	"name_uz" text NOT NULL,
	"name_oz" text DEFAULT '' NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "districts_soato_unique" UNIQUE("soato")
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" "enrollment_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "life_hacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo_url" text NOT NULL,
	"title_uz" text NOT NULL,
	"title_oz" text DEFAULT '' NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"text_uz" text NOT NULL,
	"text_oz" text DEFAULT '' NOT NULL,
	"text_ru" text NOT NULL,
	"text_en" text NOT NULL,
	"source" text,
	"image_path" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "life_hacks_seo_url_unique" UNIQUE("seo_url")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_account_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"seo_url" text NOT NULL,
	"title_uz" text NOT NULL,
	"title_oz" text DEFAULT '' NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	"text_uz" text NOT NULL,
	"text_oz" text DEFAULT '' NOT NULL,
	"text_ru" text NOT NULL,
	"text_en" text NOT NULL,
	"source" text,
	"image_path" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_seo_url_unique" UNIQUE("seo_url")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"account_id" integer,
	"code_hash" text NOT NULL,
	"link_token_hash" text,
	"payload" jsonb,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_after" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text,
	CONSTRAINT "one_time_codes_link_token_hash_unique" UNIQUE("link_token_hash")
);
--> statement-breakpoint
CREATE TABLE "project_features" (
	"project_id" integer NOT NULL,
	"feature" "feature" NOT NULL,
	CONSTRAINT "project_features_project_id_feature_pk" PRIMARY KEY("project_id","feature")
);
--> statement-breakpoint
CREATE TABLE "project_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"uploader_account_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_views" (
	"project_id" integer NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "project_views_project_id_visitor_hash_day_pk" PRIMARY KEY("project_id","visitor_hash","day")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"seo_url" text NOT NULL,
	"owner_account_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "project_status" NOT NULL,
	"property_type" "property_type" NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"is_negotiable" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"region_id" integer,
	"district_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"area" real DEFAULT 0 NOT NULL,
	"total_area" real DEFAULT 0 NOT NULL,
	"length" real DEFAULT 0 NOT NULL,
	"width" real DEFAULT 0 NOT NULL,
	"bedrooms" smallint DEFAULT 0 NOT NULL,
	"bathrooms" smallint DEFAULT 0 NOT NULL,
	"rooms" smallint DEFAULT 0 NOT NULL,
	"building_age" smallint,
	"has_garage" boolean DEFAULT false NOT NULL,
	"has_parking" boolean DEFAULT false NOT NULL,
	"has_attic" boolean DEFAULT false NOT NULL,
	"only_design" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"storeys" "storeys" NOT NULL,
	"wall_material" "wall_material" NOT NULL,
	"style" "style" NOT NULL,
	"foundation" "foundation" NOT NULL,
	"flooring" "flooring" DEFAULT 'other' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"gdpr_consent" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"soato" integer NOT NULL,
	"name_uz" text NOT NULL,
	"name_oz" text DEFAULT '' NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "regions_soato_unique" UNIQUE("soato")
);
--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"text" text NOT NULL,
	"rating" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selected_projects" (
	"account_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selected_projects_account_id_project_id_pk" PRIMARY KEY("account_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"seo_url" text NOT NULL,
	"name_uz" text NOT NULL,
	"name_oz" text DEFAULT '' NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"account_id" integer NOT NULL,
	"network" "social_network" NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "social_links_account_id_network_pk" PRIMARY KEY("account_id","network")
);
--> statement-breakpoint
ALTER TABLE "account_services" ADD CONSTRAINT "account_services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_services" ADD CONSTRAINT "account_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_services" ADD CONSTRAINT "agency_services_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_services" ADD CONSTRAINT "agency_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_services" ADD CONSTRAINT "agent_services_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_services" ADD CONSTRAINT "agent_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_rates" ADD CONSTRAINT "construction_rates_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_features" ADD CONSTRAINT "project_features_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_uploader_account_id_accounts_id_fk" FOREIGN KEY ("uploader_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_views" ADD CONSTRAINT "project_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_projects" ADD CONSTRAINT "selected_projects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_projects" ADD CONSTRAINT "selected_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_links" ADD CONSTRAINT "social_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_services_service_idx" ON "agency_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "agent_services_service_idx" ON "agent_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "agents_agency_idx" ON "agents" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "agents_region_idx" ON "agents" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_seo_idx" ON "categories" USING btree ("seo_url");--> statement-breakpoint
CREATE UNIQUE INDEX "construction_rates_key_idx" ON "construction_rates" USING btree ("wall_material","finishing_level","region_id");--> statement-breakpoint
CREATE INDEX "participants_account_idx" ON "conversation_participants" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "districts_region_idx" ON "districts" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "enrollments_agent_idx" ON "enrollments" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "enrollments_agency_idx" ON "enrollments" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "life_hacks_published_idx" ON "life_hacks" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "codes_target_idx" ON "one_time_codes" USING btree ("target","purpose");--> statement-breakpoint
CREATE INDEX "project_images_project_idx" ON "project_images" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "projects_active_created_idx" ON "projects" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "projects_active_price_idx" ON "projects" USING btree ("is_active","price");--> statement-breakpoint
CREATE INDEX "projects_active_popular_idx" ON "projects" USING btree ("is_active","view_count","save_count");--> statement-breakpoint
CREATE INDEX "projects_category_idx" ON "projects" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "projects_region_idx" ON "projects" USING btree ("region_id","district_id");--> statement-breakpoint
CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "projects_filters_idx" ON "projects" USING btree ("status","property_type","storeys");--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rate_limit_key_at_idx" ON "rate_limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_account_idx" ON "reviews" USING btree ("project_id","account_id");--> statement-breakpoint
CREATE INDEX "services_parent_idx" ON "services" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_seo_idx" ON "services" USING btree ("seo_url");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");