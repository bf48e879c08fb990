CREATE TABLE "pos_order_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"external_id" text,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_product_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"stopped_by_pos" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_products" (
	"structure_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"code" text,
	"group_name" text,
	"size_id" text,
	"price" integer DEFAULT 0 NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_products_structure_id_product_id_pk" PRIMARY KEY("structure_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "review_collector_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"collector_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_collectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"metric_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"interval_minutes" integer,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "structure_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"service_uid" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"connected" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets_sealed" text,
	"last_checked_at" timestamp with time zone,
	"last_check_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"customer_id" uuid,
	"user_id" uuid,
	"start_token_hash" text,
	"start_token_expires_at" timestamp with time zone,
	"chat_id" text,
	"connected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"service_uid" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"connected" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "source" text DEFAULT 'guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "pos_order_exports" ADD CONSTRAINT "pos_order_exports_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_order_exports" ADD CONSTRAINT "pos_order_exports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_product_links" ADD CONSTRAINT "pos_product_links_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_product_links" ADD CONSTRAINT "pos_product_links_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_products" ADD CONSTRAINT "pos_products_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_collector_runs" ADD CONSTRAINT "review_collector_runs_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_collector_runs" ADD CONSTRAINT "review_collector_runs_collector_id_review_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."review_collectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_collectors" ADD CONSTRAINT "review_collectors_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_collectors" ADD CONSTRAINT "review_collectors_integration_id_structure_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."structure_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_collectors" ADD CONSTRAINT "review_collectors_metric_id_metrics_id_fk" FOREIGN KEY ("metric_id") REFERENCES "public"."metrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "structure_integrations" ADD CONSTRAINT "structure_integrations_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD CONSTRAINT "telegram_chats_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD CONSTRAINT "telegram_chats_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_chats" ADD CONSTRAINT "telegram_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_integrations" ADD CONSTRAINT "user_integrations_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_integrations" ADD CONSTRAINT "user_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pos_order_exports_order_uq" ON "pos_order_exports" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_product_links_item_uq" ON "pos_product_links" USING btree ("menu_item_id");--> statement-breakpoint
CREATE INDEX "pos_product_links_product_idx" ON "pos_product_links" USING btree ("structure_id","product_id");--> statement-breakpoint
CREATE INDEX "review_collector_runs_collector_idx" ON "review_collector_runs" USING btree ("collector_id","created_at");--> statement-breakpoint
CREATE INDEX "review_collectors_integration_idx" ON "review_collectors" USING btree ("integration_id");--> statement-breakpoint
CREATE INDEX "review_collectors_due_idx" ON "review_collectors" USING btree ("next_run_at") WHERE "review_collectors"."enabled" and "review_collectors"."next_run_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "structure_integrations_service_uq" ON "structure_integrations" USING btree ("structure_id","service_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "structure_integrations_slug_uq" ON "structure_integrations" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_chats_token_uq" ON "telegram_chats" USING btree ("start_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_chats_customer_uq" ON "telegram_chats" USING btree ("structure_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_chats_user_uq" ON "telegram_chats" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_integrations_service_uq" ON "user_integrations" USING btree ("user_id","service_uid");--> statement-breakpoint
CREATE INDEX "user_integrations_structure_idx" ON "user_integrations" USING btree ("structure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_external_uq" ON "ratings" USING btree ("structure_id","source","external_id") WHERE "ratings"."external_id" is not null;