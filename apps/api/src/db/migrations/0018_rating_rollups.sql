CREATE TABLE "rating_day_rollups" (
	"structure_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric_id" uuid NOT NULL,
	"location_id" uuid,
	"sub_location_id" uuid,
	"n" integer DEFAULT 0 NOT NULL,
	"score_sum" integer DEFAULT 0 NOT NULL,
	"bad" integer DEFAULT 0 NOT NULL,
	"neutral" integer DEFAULT 0 NOT NULL,
	"good" integer DEFAULT 0 NOT NULL,
	"s0" integer DEFAULT 0 NOT NULL,
	"s1" integer DEFAULT 0 NOT NULL,
	"s2" integer DEFAULT 0 NOT NULL,
	"s3" integer DEFAULT 0 NOT NULL,
	"s4" integer DEFAULT 0 NOT NULL,
	"s5" integer DEFAULT 0 NOT NULL,
	"s6" integer DEFAULT 0 NOT NULL,
	"s7" integer DEFAULT 0 NOT NULL,
	"s8" integer DEFAULT 0 NOT NULL,
	"s9" integer DEFAULT 0 NOT NULL,
	"s10" integer DEFAULT 0 NOT NULL,
	"bad_unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rating_day_rollups_key" UNIQUE NULLS NOT DISTINCT("structure_id","day","metric_id","location_id","sub_location_id")
);
--> statement-breakpoint
CREATE TABLE "rating_hour_rollups" (
	"structure_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"metric_id" uuid NOT NULL,
	"location_id" uuid,
	"sub_location_id" uuid,
	"n" integer DEFAULT 0 NOT NULL,
	"score_sum" integer DEFAULT 0 NOT NULL,
	"bad" integer DEFAULT 0 NOT NULL,
	"neutral" integer DEFAULT 0 NOT NULL,
	"good" integer DEFAULT 0 NOT NULL,
	"s0" integer DEFAULT 0 NOT NULL,
	"s1" integer DEFAULT 0 NOT NULL,
	"s2" integer DEFAULT 0 NOT NULL,
	"s3" integer DEFAULT 0 NOT NULL,
	"s4" integer DEFAULT 0 NOT NULL,
	"s5" integer DEFAULT 0 NOT NULL,
	"s6" integer DEFAULT 0 NOT NULL,
	"s7" integer DEFAULT 0 NOT NULL,
	"s8" integer DEFAULT 0 NOT NULL,
	"s9" integer DEFAULT 0 NOT NULL,
	"s10" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rating_hour_rollups_key" UNIQUE NULLS NOT DISTINCT("structure_id","day","hour","metric_id","location_id","sub_location_id")
);
--> statement-breakpoint
CREATE TABLE "rating_table_rollups" (
	"structure_id" uuid NOT NULL,
	"day" date NOT NULL,
	"table_id" uuid NOT NULL,
	"metric_id" uuid NOT NULL,
	"location_id" uuid,
	"sub_location_id" uuid,
	"n" integer DEFAULT 0 NOT NULL,
	"score_sum" integer DEFAULT 0 NOT NULL,
	"bad" integer DEFAULT 0 NOT NULL,
	"neutral" integer DEFAULT 0 NOT NULL,
	"good" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rating_table_rollups_key" UNIQUE NULLS NOT DISTINCT("structure_id","day","table_id","metric_id","location_id","sub_location_id")
);
--> statement-breakpoint
ALTER TABLE "rating_day_rollups" ADD CONSTRAINT "rating_day_rollups_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_hour_rollups" ADD CONSTRAINT "rating_hour_rollups_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_table_rollups" ADD CONSTRAINT "rating_table_rollups_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;