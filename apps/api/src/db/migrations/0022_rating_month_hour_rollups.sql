CREATE TABLE "rating_month_hour_rollups" (
	"structure_id" uuid NOT NULL,
	"month" date NOT NULL,
	"day_of_week" smallint NOT NULL,
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
	CONSTRAINT "rating_month_hour_rollups_key" UNIQUE NULLS NOT DISTINCT("structure_id","month","day_of_week","hour","metric_id","location_id","sub_location_id")
);
--> statement-breakpoint
ALTER TABLE "rating_month_hour_rollups" ADD CONSTRAINT "rating_month_hour_rollups_structure_id_structures_id_fk" FOREIGN KEY ("structure_id") REFERENCES "public"."structures"("id") ON DELETE cascade ON UPDATE no action;