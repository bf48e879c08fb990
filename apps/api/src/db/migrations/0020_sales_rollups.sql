CREATE TABLE "call_day_rollups" (
	"structure_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"location_id" uuid,
	"table_group_id" uuid,
	"handled_by" uuid,
	"calls" integer DEFAULT 0 NOT NULL,
	"handled" integer DEFAULT 0 NOT NULL,
	"response_seconds_sum" bigint DEFAULT 0 NOT NULL,
	"within_1m" integer DEFAULT 0 NOT NULL,
	"within_2m" integer DEFAULT 0 NOT NULL,
	"within_3m" integer DEFAULT 0 NOT NULL,
	"within_5m" integer DEFAULT 0 NOT NULL,
	"within_10m" integer DEFAULT 0 NOT NULL,
	"within_15m" integer DEFAULT 0 NOT NULL,
	"within_30m" integer DEFAULT 0 NOT NULL,
	"within_60m" integer DEFAULT 0 NOT NULL,
	"over_60m" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_day_rollups_key" UNIQUE NULLS NOT DISTINCT("structure_id","day","hour","location_id","table_group_id","handled_by")
);
--> statement-breakpoint
CREATE TABLE "item_day_rollups" (
	"structure_id" uuid NOT NULL,
	"day" date NOT NULL,
	"location_id" uuid,
	"menu_id" uuid,
	"table_group_id" uuid,
	"waiter_id" uuid,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"item_id" uuid,
	"title" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "item_day_rollups_key" UNIQUE NULLS NOT DISTINCT("structure_id","day","location_id","menu_id","table_group_id","waiter_id","type","currency","item_id","title")
);
--> statement-breakpoint
CREATE TABLE "order_hour_rollups" (
	"structure_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"location_id" uuid,
	"menu_id" uuid,
	"table_group_id" uuid,
	"waiter_id" uuid,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"cancelled_total" bigint DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"paid_orders" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"tips" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_hour_rollups_key" UNIQUE NULLS NOT DISTINCT("structure_id","day","hour","location_id","menu_id","table_group_id","waiter_id","type","currency","payment_method")
);
--> statement-breakpoint
CREATE TABLE "sales_call_places" (
	"call_id" uuid PRIMARY KEY NOT NULL,
	"structure_id" uuid NOT NULL,
	"location_id" uuid,
	"table_group_id" uuid
);
--> statement-breakpoint
CREATE TABLE "sales_order_places" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"structure_id" uuid NOT NULL,
	"table_group_id" uuid,
	"waiter_id" uuid
);
--> statement-breakpoint
ALTER TABLE "call_day_rollups" ADD CONSTRAINT "call_day_rollups_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_day_rollups" ADD CONSTRAINT "item_day_rollups_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_hour_rollups" ADD CONSTRAINT "order_hour_rollups_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_call_places" ADD CONSTRAINT "sales_call_places_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_places" ADD CONSTRAINT "sales_order_places_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;