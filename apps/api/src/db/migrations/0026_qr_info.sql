CREATE TABLE "qr_info_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"qr_info_id" uuid,
	"location_id" uuid,
	"type" text NOT NULL,
	"settings" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"schedule" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_info_blocks_owner_ck" CHECK (("qr_info_blocks"."qr_info_id" IS NULL) <> ("qr_info_blocks"."location_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "qr_info_hour_rollups" (
	"structure_id" uuid NOT NULL,
	"qr_info_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qr_info_hour_rollups_qr_info_id_block_id_hour_pk" PRIMARY KEY("qr_info_id","block_id","hour")
);
--> statement-breakpoint
CREATE TABLE "qr_info_visitors" (
	"qr_info_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "qr_info_visitors_qr_info_id_block_id_day_visitor_hash_pk" PRIMARY KEY("qr_info_id","block_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "qr_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"structure_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"theme" jsonb NOT NULL,
	"background_image" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_info_blocks" ADD CONSTRAINT "qr_info_blocks_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_info_blocks" ADD CONSTRAINT "qr_info_blocks_qr_info_id_qr_infos_id_fk" FOREIGN KEY ("qr_info_id") REFERENCES "public"."qr_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_info_blocks" ADD CONSTRAINT "qr_info_blocks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_info_hour_rollups" ADD CONSTRAINT "qr_info_hour_rollups_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_info_hour_rollups" ADD CONSTRAINT "qr_info_hour_rollups_qr_info_id_qr_infos_id_fk" FOREIGN KEY ("qr_info_id") REFERENCES "public"."qr_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_info_visitors" ADD CONSTRAINT "qr_info_visitors_qr_info_id_qr_infos_id_fk" FOREIGN KEY ("qr_info_id") REFERENCES "public"."qr_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_infos" ADD CONSTRAINT "qr_infos_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_infos" ADD CONSTRAINT "qr_infos_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_info_blocks_page_idx" ON "qr_info_blocks" USING btree ("qr_info_id","sort");--> statement-breakpoint
CREATE INDEX "qr_info_blocks_location_idx" ON "qr_info_blocks" USING btree ("structure_id","location_id");--> statement-breakpoint
CREATE INDEX "qr_info_hour_rollups_structure_idx" ON "qr_info_hour_rollups" USING btree ("structure_id","hour");--> statement-breakpoint
CREATE INDEX "qr_info_visitors_day_idx" ON "qr_info_visitors" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_infos_slug_uq" ON "qr_infos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "qr_infos_structure_idx" ON "qr_infos" USING btree ("structure_id");